// The element's glue: one TvController per element, fed by attributes, the /play and /vod-play
// URLs, the EPG grid's `tvplayrequest` events; volume/mute from the element's player state;
// keyboard; the way back.
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useStore } from '@nanostores/react';
import { $userinfo } from '../../core/stores/auth';
import { $session } from '../../core/stores/session';
import { setMuted, setVolume, type PlayerStores } from '../../core/stores/player';
import { PLAY_MODES, type PlayMode, type PlayRequest } from '../../core/element-events';
import { EVENTS } from '../../core/names';
import { TvController } from '../../player/controller';
import { Listeners } from '../../player/listeners';
import { $epgSelection } from '../../core/stores/epg';
import { $priorities, loadPriorities, savePriorities } from '../../core/stores/priorities';
import { useSessionStart } from '../shared/hooks';
import { actionFor, DigitBuffer, TV_ONLY } from './keys';
import { tvLayoutOn } from '../../core/layout';
import { goBack } from './back';
import type { PlayerProps } from './Player';

const asMode = (m: unknown): PlayMode | undefined => (PLAY_MODES.includes(m as PlayMode) ? (m as PlayMode) : undefined);
const posInt = (v: unknown): number | undefined => {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

const flag = (v: string | null) => v === '1' || v === 'true';

/**
 * `?channel=3&epg=123&mode=catchup` of the /play route, `?id=7` (`&resume=1`, `&trailer=1`) of
 * the /vod-play route.
 */
export function requestFromUrl(search: string): PlayRequest | null {
  const q = new URLSearchParams(search);
  const channelId = posInt(q.get('channel') ?? q.get('channel_id'));
  const recordingId = posInt(q.get('recording'));
  if (!channelId && recordingId) return { recordingId };
  if (!channelId) {
    const vodId = posInt(q.get('id') ?? q.get('vod_id'));
    return vodId ? { vodId, resume: flag(q.get('resume')), trailer: flag(q.get('trailer')) } : null;
  }
  const mode = asMode(q.get('mode'));
  // `&resume=1` with catch-up: from the profile's bookmark of the programme (continue watching)
  return { channelId, epgId: posInt(q.get('epg') ?? q.get('epg_id')) ?? null, mode, ...(mode === 'catchup' && flag(q.get('resume')) ? { resume: true } : {}) };
}

function requestFromProps(p: PlayerProps): PlayRequest | null {
  const recordingId = posInt(p.recordingId);
  if (recordingId) return { recordingId };
  const vodId = posInt(p.vodId);
  if (vodId) return { vodId, resume: Boolean(p.resume), trailer: Boolean(p.trailer) };
  const channelId = posInt(p.channelId);
  return channelId ? { channelId, epgId: posInt(p.epgId) ?? null, mode: asMode(p.mode), ...(p.resume && asMode(p.mode) === 'catchup' ? { resume: true } : {}) } : null;
}

const requestKey = (r: PlayRequest | null): string =>
  !r ? '' : r.recordingId ? `rec:${r.recordingId}` : r.vodId ? `vod:${r.vodId}:${r.resume ? 1 : 0}:${r.trailer ? 1 : 0}` : `${r.channelId}:${r.epgId ?? ''}:${r.mode ?? ''}${r.resume ? ':r' : ''}`;

export function usePlayer(video: RefObject<HTMLVideoElement | null>, root: RefObject<HTMLDivElement | null>, props: PlayerProps, stores: PlayerStores) {
  const { player: playerStore, playback } = stores;
  useSessionStart();
  const ctl = useRef<TvController | null>(null);
  /**
   * The element's own timers and listeners (the controller has its own): each mount makes its owner
   * and its unmount releases it, so a mount after an unmount (React's StrictMode, a moved element)
   * listens again. Outside a mount the owner is closed: what is added to it is undone at once.
   */
  const ownRef = useRef<Listeners | null>(null);
  const owned = () => ownRef.current ?? closedOwner();
  const player = useStore(playerStore);
  const [pending, setPending] = useState<PlayRequest | null>(null);
  const [help, setHelp] = useState(false);
  const [digits, setDigits] = useState('');
  const [fullscreen, setFullscreen] = useState(false);
  const [now, setNow] = useState(() => Math.floor(Date.now() / 1000));
  const keyRef = useRef<(e: KeyboardEvent) => void>(() => undefined);
  /** A recording plays: the /play URL keeps naming it (not its channel). */
  const recording = useRef(false);
  /** The recorded programme, once the recording shows it: a zap or the next programme leaves the recording. */
  const recordedEpg = useRef<number | null>(null);

  const controller = () => {
    if (!ctl.current && video.current) {
      ctl.current = new TvController(video.current, {
        user: () => {
          const u = $userinfo.get().data;
          return u.drm_token ? { customerId: u.customer_id, drmToken: u.drm_token, token: $session.get().token } : null;
        },
        priorities: () => $priorities.get(),
        stores,
      });
      // the one channel order of the controller (channel up/down and the standbys follow it)
      ctl.current.setOrder(props.channelOrder);
    }
    return ctl.current;
  };
  /** The <video> the viewer sees (zaps to a standby channel swap it). */
  const shown = () => ctl.current?.activeVideo() ?? video.current;
  const play = (req: PlayRequest) => {
    recording.current = Boolean(req.recordingId);
    recordedEpg.current = null;
    setPending(null);
    const c = controller();
    c?.setOrder(props.channelOrder);
    void c?.play(req);
  };

  // one controller per element; destroyed with it
  useEffect(() => {
    const owned = new Listeners();
    ownRef.current = owned;
    owned.every(1000, () => {
      setNow(Math.floor(Date.now() / 1000));
      void ctl.current?.onTick();
    });
    // (:fullscreen, not document.fullscreenElement: inside another element's shadow root, as on the
    // TV screen, the document names that element's host)
    const onFs = () => setFullscreen(!!hostOf(root.current)?.matches(':fullscreen'));
    owned.on(document, 'fullscreenchange', onFs);
    const onRequest = (e: CustomEvent<PlayRequest>) => {
      const d = e.detail;
      if (d && posInt(d.recordingId)) play({ recordingId: d.recordingId });
      else if (d && posInt(d.vodId)) play({ vodId: d.vodId, resume: Boolean(d.resume), trailer: Boolean(d.trailer) });
      else if (d && posInt(d.channelId)) play({ channelId: d.channelId, epgId: d.epgId ?? null, start: d.start, stop: d.stop, mode: asMode(d.mode), ...(d.resume ? { resume: true } : {}) });
    };
    owned.on(document, EVENTS.playRequest, onRequest);
    // keys typed with nothing else focused (the full-screen /play page) go to the player too; number
    // keys from anywhere on the page once a channel plays (the guide beside the player on /tv has
    // the focus), but not while the viewer types into a field or a dialog is open, and not twice
    // (the player's own)
    const onDocKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented) return;
      const active = document.activeElement;
      if (!active || active === document.body) return keyRef.current(e);
      const path = e.composedPath();
      const target = path[0] as HTMLElement | undefined;
      const typing = !target?.tagName || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName) || target.isContentEditable || !!target.closest?.('dialog');
      if (/^[0-9]$/.test(e.key) && !typing && !path.includes(root.current!) && playerStore.get().channel_id !== null) keyRef.current(e);
    };
    owned.on(document, 'keydown', onDocKey);
    // a player asked to play nothing yet readies a cold start once the page is idle (prepare())
    if (typeof requestIdleCallback === 'function') {
      const idle = requestIdleCallback(() => controller()?.prepare(), { timeout: 2000 });
      owned.add(() => cancelIdleCallback(idle));
    }
    void loadPriorities();
    // a change of the priorities (the language settings, the player's own menu) applies at once
    owned.add($priorities.listen(() => ctl.current?.applyPriorities()));
    // the guide's focused programme: on air on another channel, that channel waits in a standby
    owned.add($epgSelection.subscribe((sel) => {
      const f = sel.focused;
      void ctl.current?.focus(f?.channelId ?? 0, f ? { id: f.id, channel_id: f.channelId, start: Math.floor(f.start / 1000), stop: Math.floor(f.end / 1000) } : null);
    }));
    return () => {
      ownRef.current = null;
      owned.removeAll();
      void ctl.current?.destroy();
      ctl.current = null;
    };
  }, []);

  // attributes / URL
  const fromProps = props.urlParams ? requestFromUrl(location.search) : requestFromProps(props);
  const key = requestKey(fromProps);
  /** The request of the URL as the player last wrote it (it follows what plays; see below). */
  const written = useRef<string | null>(null);
  useEffect(() => {
    if (!fromProps) return;
    // the URL now says what already plays (the player wrote it: a zap, or "&mode=live" added to a
    // first load): nothing to ask for. Before, that loaded the channel shown a second time.
    if (props.urlParams && key === written.current) return;
    if (props.autoplay || props.urlParams) play(fromProps);
    else setPending(fromProps);
  }, [key, props.autoplay]);

  // the neighbours waiting in hidden players follow the channel order given (the guide's filter)
  useEffect(() => ctl.current?.setOrder(props.channelOrder), [props.channelOrder]);

  // a recording plays until another programme shows (a zap, the next programme); before the URL follows it
  useEffect(() => {
    if (!recording.current || player.epg_id === null) return;
    if (recordedEpg.current === null) recordedEpg.current = player.epg_id;
    else if (player.epg_id !== recordedEpg.current) recording.current = false;
  }, [player.epg_id]);

  // the /play URL follows zapping
  useEffect(() => {
    if (!props.urlParams || player.channel_id === null || recording.current) return;
    const q = new URLSearchParams(location.search);
    q.delete('recording');
    q.set('channel', String(player.channel_id));
    if (player.epg_id !== null && playback.get().mode !== 'live') q.set('epg', String(player.epg_id));
    else q.delete('epg');
    const mode = playback.get().mode;
    if (mode) q.set('mode', mode);
    history.replaceState(history.state, '', `${location.pathname}?${q.toString()}`);
    written.current = requestKey(requestFromUrl(location.search));
  }, [props.urlParams, player.channel_id, player.epg_id]);

  // the /vod-play URL follows the item playing (the next episode)
  useEffect(() => {
    if (!props.urlParams || player.vod_id === null) return;
    const q = new URLSearchParams(location.search);
    if (q.get('id') === String(player.vod_id)) return;
    const next = new URLSearchParams({ id: String(player.vod_id) });
    history.replaceState(history.state, '', `${location.pathname}?${next.toString()}`);
    written.current = requestKey(requestFromUrl(location.search));
  }, [props.urlParams, player.vod_id]);

  // once per play (when it has settled on its programme), and when the programme rolls over
  const changed = props.onTvChannelChange;
  const announced = useRef('');
  useEffect(() => {
    if (player.channel_id === null || player.channel_loading) return;
    const what = `${player.channel_id}:${player.epg_id ?? ''}`;
    if (what === announced.current) return;
    announced.current = what;
    changed?.({ channelId: player.channel_id, epgId: player.epg_id, mode: playback.get().mode });
  }, [player.channel_id, player.epg_id, player.channel_loading]);

  // volume 0.5 by default, mute
  useEffect(() => {
    const v = shown();
    if (!v) return;
    v.volume = player.volume;
    v.muted = player.muted;
  }, [player.volume, player.muted, video]);

  const digitBuffer = useRef<DigitBuffer | null>(null);
  // one per mount: its timer is the mount's
  useEffect(() => {
    digitBuffer.current = new DigitBuffer(
      (n) => {
        setDigits('');
        void controller()?.tune(n);
      },
      undefined,
      // a number that cannot go on is tuned at once; one that can is loaded ahead while the viewer types
      { numbers: () => ctl.current?.channelNumbers() ?? null, onPending: (n) => ctl.current?.hint(n), owner: owned() },
    );
    return () => {
      digitBuffer.current = null;
    };
  }, []);

  const togglePlay = () => {
    const v = shown();
    if (!v) return;
    if (pending) return play(pending);
    if (v.paused) void v.play().catch(() => undefined);
    else v.pause();
  };
  const toggleFullscreen = () => {
    const host = hostOf(root.current);
    if (!host) return;
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    else void host.requestFullscreen?.().catch(() => undefined);
  };
  const togglePip = () => {
    const v = shown();
    if (!v) return;
    if (document.pictureInPictureElement) void document.exitPictureInPicture().catch(() => undefined);
    else void v.requestPictureInPicture?.().catch(() => undefined);
  };
  const seek = (epoch: number) => void ctl.current?.seek(epoch);
  /** Subtitles on (the first language of the priorities the programme has) or off; kept like the menu's choice. */
  const toggleSubtitles = () => {
    const { text, textActive } = playback.get().tracks;
    if (text.length) void savePriorities({ ...$priorities.get(), subtitlesDisabled: textActive !== null });
  };

  const onKey = (e: KeyboardEvent) => {
    const target = e.composedPath()[0] as HTMLElement | undefined;
    if (target && (target.tagName === 'INPUT' || target.getAttribute('role') === 'slider') && /^Arrow|^Page|^Home$|^End$/.test(e.key)) return;
    // by a remote, the arrows on a control move the focus to the next control (the picture keeps them)
    if (target?.tagName === 'BUTTON' && /^Arrow/.test(e.key) && tvLayoutOn()) return;
    // OK after number keys tunes them (whatever has the focus)
    if (e.key === 'Enter' && digitBuffer.current?.pending()) {
      e.preventDefault();
      setDigits('');
      return digitBuffer.current.flush();
    }
    if (target?.tagName === 'BUTTON' && (e.key === ' ' || e.key === 'Enter')) return;
    if (target?.closest?.('.tracks-menu')) return; // the audio and subtitles menu has its own keys
    if (target?.closest?.('dialog')) return; // so has a dialog (the not-purchased offers and its PIN)
    const a = actionFor(e, tvLayoutOn());
    if (!a) return;
    const pbs = playback.get();
    // VoD has no channels, programmes or live edge
    if (playerStore.get().vod_id !== null && TV_ONLY.has(a.type)) return;
    if (a.type === 'live' && recording.current) return; // a recording has no live edge
    if (a.type === 'escape' && !help && !props.urlParams) return; // an embedded player has nowhere to go back to
    e.preventDefault();
    const c = controller();
    switch (a.type) {
      case 'toggle-play': return togglePlay();
      case 'seek-by': return seek(pbs.position + a.seconds);
      case 'volume-by': return setVolume(playerStore, playerStore.get().volume + a.delta);
      case 'mute': return setMuted(playerStore, !playerStore.get().muted);
      case 'fullscreen': return toggleFullscreen();
      case 'pip': return togglePip();
      case 'live': return void c?.live();
      case 'from-start': return void c?.fromStart();
      case 'channel': return void c?.zap(a.delta);
      case 'programme': return void c?.programme(a.delta);
      case 'digit':
        if (digitBuffer.current) setDigits(digitBuffer.current.push(a.digit));
        return;
      case 'subtitles': return toggleSubtitles();
      case 'help': return setHelp((h) => !h);
      case 'escape': return help ? setHelp(false) : back();
    }
  };

  keyRef.current = onKey;

  /** Back to where the viewer came from (the page player's Back button and Escape). */
  const back = () => goBack(playerStore.get().vod_id);

  return {
    shownVideo: shown,
    now,
    pending,
    help,
    setHelp,
    digits,
    fullscreen,
    /** A recording plays (no live stream to go to). */
    recording: recording.current && (recordedEpg.current === null || recordedEpg.current === player.epg_id),
    pipAvailable: typeof document !== 'undefined' && Boolean(document.pictureInPictureEnabled),
    sheet: () => ctl.current?.thumbnails() ?? null,
    start: () => pending && play(pending),
    retry: () => void controller()?.retry(),
    togglePlay,
    /** A request of the attributes or the URL that plays at once: the element shows it loading from its first render. */
    starting: !!fromProps && !!(props.autoplay || props.urlParams),
    toggleFullscreen,
    togglePip,
    seek,
    live: () => void controller()?.live(),
    fromStart: () => void controller()?.fromStart(),
    programme: (d: number) => void controller()?.programme(d),
    channel: (d: number) => void controller()?.zap(d),
    back,
    playNext: () => void controller()?.playNext(),
    cancelNext: () => controller()?.cancelNext(),
    onKey,
    /** The element's timers and listeners of this mount (released when it unmounts). */
    owned,
  };
}

/** An owner that holds nothing: whatever is added is undone at once. */
function closedOwner(): Listeners {
  const l = new Listeners();
  l.removeAll();
  return l;
}

function hostOf(el: Element | null): HTMLElement | null {
  const root = el?.getRootNode();
  return root instanceof ShadowRoot ? (root.host as HTMLElement) : null;
}
