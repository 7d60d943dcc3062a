// <tv-player>'s view: the video, a spinner while loading, the error panel (docs/product.md#errors text, code,
// Retry, or for a VoD item not bought a link to its details), notices, the control bar that hides
// after 4 s without mouse movement (not while its audio and subtitles menu is open), the page
// player's Back button, the next-episode countdown, the help overlay.
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { ErrorCode } from '../../core/errors';
import { chromeTimings, createPlayerStores, type PlaybackState, type PlayerStores } from '../../core/stores/player';
import { clearNotice } from '../../player/playback';
import type { Listeners } from '../../player/listeners';
import { useT } from '../shared/hooks';
import { ControlBar } from './ControlBar';
import type { EventCallbacks } from '../../core/element-events';
import { Icon } from './icons';
import { remoteToControls, SHORTCUTS, TV_ONLY_SHORTCUTS } from './keys';
import { isFocusStandIn, tvLayoutOn } from '../../core/layout';
import { usePlayer } from './usePlayer';
import { NextEpisode } from './NextEpisode';
import { $purchaseDone } from '../../core/stores/purchase';
import { PurchaseDialog, usePurchaseOwner } from '../shared/PurchaseDialog';
import { $channels } from '../../core/stores/channels';
import { useFocusBack } from '../shared/useFocusBack';
import { missingOf, NotFound } from './NotFound';
import { ErrorPanel, TO_DETAILS } from './ErrorPanel';
import { useNoSubtitlesBehindError, useSubtitlesAbove } from './subtitles';

/** A spinner standing this long says that it is taking long, with Retry (the error comes at the player's own limit). */
const SLOW_LOADING_MS = 10_000;

/** True once `on` has held for SLOW_LOADING_MS; `again()` starts the wait over (a Retry). The timer is `owner`'s. */
function useSlow(on: boolean, owner: () => Listeners): { slow: boolean; again: () => void } {
  const [slow, setSlow] = useState(false);
  const [round, setRound] = useState(0);
  useEffect(() => {
    setSlow(false);
    if (!on) return;
    return owner().after(SLOW_LOADING_MS, () => setSlow(true));
  }, [on, round]);
  return { slow: on && slow, again: () => setRound((r) => r + 1) };
}

export interface PlayerProps extends EventCallbacks<'channelChange' | 'playerError'> {
  channelId?: number;
  epgId?: number;
  mode?: string;
  vodId?: number;
  /** A recording (NPVR) to play. */
  recordingId?: number;
  resume?: boolean;
  trailer?: boolean;
  autoplay?: boolean;
  urlParams?: boolean;
  /** Channel up / down goes through these channel ids, in this order (a comma list or JSON array; the guide's genre filter). */
  channelOrder?: string;
}

/**
 * What the player's frame shows of the playback state: it re-renders when one of these changes, not
 * on every position tick or buffer report (the control bar follows those itself). During a zap the
 * wrapper reports about ten times; each re-rendered the whole player before.
 */
const PLAYBACK_SHOWN: (keyof PlaybackState)[] = ['status', 'error', 'notice', 'tracks'];

/**
 * The key under which the element's host holds its own stores (read only by tests, for what the view
 * does not show: a position, a mode, the tracks).
 */
export const PLAYER_STATE = Symbol.for('eteris.tv-player.state');

export function Player(props: PlayerProps) {
  const t = useT();
  const video = useRef<HTMLVideoElement>(null);
  const root = useRef<HTMLDivElement>(null);
  // this element's own state: another <tv-player> on the page has its own
  const [stores] = useState(createPlayerStores);
  const pb = useStore(stores.playback, { keys: PLAYBACK_SHOWN });
  const player = useStore(stores.player);
  const upNext = useStore(stores.upNext);
  const ctl = usePlayer(video, root, props, stores);
  useLayoutEffect(() => {
    const host = (root.current?.getRootNode() as ShadowRoot | undefined)?.host as (Element & { [PLAYER_STATE]?: PlayerStores }) | undefined;
    if (!host) return;
    host[PLAYER_STATE] = stores;
    return () => void delete host[PLAYER_STATE];
  }, []);
  const owner = usePurchaseOwner();
  const ctlRef = useRef(ctl);
  ctlRef.current = ctl;
  const vod = player.vod_id !== null;
  const [controls, setControls] = useState(true);
  const [tracksOpen, setTracksOpen] = useState(false);
  // the element's timer (usePlayer()'s owner: released when the element unmounts)
  const hideTimer = useRef<(() => void) | null>(null);

  const poke = () => {
    setControls(true);
    hideTimer.current?.();
    hideTimer.current = ctl.owned().after(chromeTimings.controlsHideMs, () => {
      // the bar becomes inert: a focus inside it goes to the player (never to the page body)
      const r = root.current;
      const active = (r?.getRootNode() as Document | ShadowRoot | undefined)?.activeElement ?? null;
      if (r && active && [...r.querySelectorAll('.chrome, .top')].some((c) => c.contains(active))) r.focus();
      setControls(false);
    });
  };
  useEffect(() => poke(), []);

  const errorEvent = props.onTvPlayerError;
  useEffect(() => {
    if (pb.error) errorEvent?.({ code: pb.error.code, message: t(pb.error.messageKey) });
  }, [pb.error]);

  // Bought or subscribed in the not-purchased dialog: the refused item plays now, no reload.
  useEffect(
    () =>
      $purchaseDone.listen((done) => {
        const { vod_id } = stores.player.get();
        const code = stores.playback.get().error?.code;
        if (done && done.vodId === vod_id && code !== undefined && TO_DETAILS.has(code)) ctlRef.current.retry();
      }),
    [],
  );

  // "Network changed, playback restarted." says what happened and goes
  useEffect(() => {
    const notice = pb.notice;
    if (!notice) return;
    return ctl.owned().after(chromeTimings.noticeMs, () => clearNotice(stores.playback, notice));
  }, [pb.notice]);

  // a channel not in the viewer's plan: the packages that contain it instead of a Retry
  const channels = useStore($channels);
  const notInPlan =
    pb.error?.code === ErrorCode.CHANNEL_UNAVAILABLE && player.channel_id !== null && channels.data.find((c) => c.id === player.channel_id)?.subscribed === false
      ? player.channel_id
      : null;
  const missing = missingOf(pb.error, player.channel_id, channels);
  // subscribed from the upsell: the upsell and its dialogs go; the focus stays on the player
  useFocusBack(notInPlan === null, () => root.current);
  const loading = pb.status === 'loading' || pb.status === 'buffering' || (ctl.starting && pb.status === 'idle');
  const slow = useSlow(loading && !pb.error, ctl.owned);
  // controls stay while paused, loading, failed, or focused from the keyboard
  const shown = controls || pb.status !== 'playing' || ctl.help || tracksOpen || upNext !== null;
  // by a remote, a page that opens on the player starts on its picture (Up / Down then reach its
  // controls), never on the page body
  useEffect(() => {
    if (!tvLayoutOn()) return;
    let a = document.activeElement;
    while (a?.shadowRoot?.activeElement) a = a.shadowRoot.activeElement;
    if (!a || a === document.body || isFocusStandIn(a)) root.current?.focus({ preventScroll: true });
  }, []);
  // Up / Down on the picture by a remote: the play button, once the controls are shown
  const toControls = useRef(false);
  useEffect(() => {
    if (!toControls.current || !shown) return;
    toControls.current = false;
    root.current?.querySelector<HTMLElement>('[part="play-button"]')?.focus();
  });
  useSubtitlesAbove(ctl.shownVideo, shown, pb.tracks.textActive);
  useNoSubtitlesBehindError(ctl.shownVideo, pb.error !== null);
  // hidden controls are out of the Tab order and of the accessibility tree (React 18 has no `inert` prop)
  const hiddenChrome = shown ? {} : { inert: '' };
  return (
    <div
      ref={root}
      className={`player${shown ? '' : ' idle'}`}
      part="player"
      onPointerMove={poke}
      onPointerDown={poke}
      onKeyDown={(e) => {
        poke();
        if (e.target === e.currentTarget && remoteToControls(e, tvLayoutOn())) {
          e.preventDefault();
          toControls.current = true;
          return;
        }
        ctl.onKey(e.nativeEvent);
      }}
      onFocus={poke}
      tabIndex={-1}
    >
      {/* the shown <video> is the screen's first child; hidden standby players of the neighbouring
          channels (src/player/standby.ts) are added after it and swapped in on a zap */}
      <div className="screen" onClick={ctl.togglePlay} onDoubleClick={ctl.toggleFullscreen}>
        <video ref={video} part="video" playsInline aria-label={t('player.label')} />
      </div>
      {player.channel_id === null && !vod && pb.status === 'idle' && !ctl.pending && !ctl.starting && <p className="center hint">{t('player.nothing')}</p>}
      {ctl.pending && pb.status === 'idle' && (
        <button type="button" className="center btn btn-primary start" onClick={ctl.start}>
          <Icon name="play" /> {t('player.start_playback')}
        </button>
      )}
      {loading && !pb.error && (
        <div className="center spinner" role="status" aria-live="polite" part="spinner">
          <span className="visually-hidden">{t('player.loading')}</span>
        </div>
      )}
      {slow.slow && (
        <div className="slow" role="status" part="slow">
          <p>{t('player.slow')}</p>
          <button
            type="button"
            className="btn"
            onClick={() => {
              slow.again();
              ctl.retry();
            }}
          >
            {t('common.retry')}
          </button>
        </div>
      )}
      {missing && <NotFound missing={missing} />}
      {pb.error && !missing && (
        <ErrorPanel
          error={pb.error}
          player={player}
          notInPlan={notInPlan}
          owner={owner}
          onRetry={ctl.retry}
          onUpsellDone={() => {
            // the channel is in the plan now: play it, the focus on the player (the offer is gone)
            ctl.retry();
            root.current?.focus();
          }}
        />
      )}
      {pb.notice && !pb.error && (
        <p className="notice" role="status" part="notice">
          {t(pb.notice.messageKey)}
        </p>
      )}
      {ctl.digits && (
        <p className="digits" role="status">
          {t('player.channel_number', { digits: ctl.digits })}
        </p>
      )}
      {props.urlParams && (
        <div className="top" aria-hidden={!shown && !pb.error} {...(!shown && !pb.error ? { inert: '' } : {})}>
          <button type="button" className="back btn" part="back-button" onClick={ctl.back}>
            <Icon name="back" /> {t('player.back')}
          </button>
        </div>
      )}
      <PurchaseDialog owner={owner} onClosed={() => root.current?.focus()} />
      {upNext && <NextEpisode up={upNext} now={Date.now()} onPlayNow={ctl.playNext} onCancel={ctl.cancelNext} />}
      {/* a VoD item that was refused (locked, not bought) has nothing to seek or play */}
      {!(vod && pb.error && !player.channel_loaded) && (
        <div className="chrome" aria-hidden={!shown} {...hiddenChrome}>
          <ControlBar
            stores={stores}
            now={ctl.now}
            fullscreen={ctl.fullscreen}
            recording={ctl.recording}
            pipAvailable={ctl.pipAvailable}
            sheet={ctl.sheet}
            onTogglePlay={ctl.togglePlay}
            onSeek={ctl.seek}
            onLive={ctl.live}
            onFromStart={ctl.fromStart}
            onProgramme={ctl.programme}
            onChannel={ctl.channel}
            onFullscreen={ctl.toggleFullscreen}
            onPip={ctl.togglePip}
            onHelp={() => ctl.setHelp(true)}
            tracksOpen={tracksOpen}
            onTracks={setTracksOpen}
          />
        </div>
      )}
      {ctl.help && (
        <div className="help" role="dialog" aria-modal="false" aria-labelledby="tv-player-help-title" part="help">
          <div className="help-head">
            <h2 id="tv-player-help-title">{t('player.help')}</h2>
            <button type="button" className="icon-btn" aria-label={t('player.close')} onClick={() => ctl.setHelp(false)}>
              <Icon name="close" />
            </button>
          </div>
          <dl>
            {SHORTCUTS.filter(([, label]) => (!vod || !TV_ONLY_SHORTCUTS.has(label)) && (!ctl.recording || label !== 'player.keys.live')).map(([keys, label]) => (
              <div key={label}>
                <dt>
                  <kbd>{keys}</kbd>
                </dt>
                <dd>{t(label)}</dd>
              </div>
            ))}
          </dl>
        </div>
      )}
    </div>
  );
}
