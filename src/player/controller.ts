// Playback for one <tv-player>: turns play requests (attributes, the EPG grid's tvplayrequest /
// $epgSelection, the /play and /vod-play URLs) into sources (source.ts, by kind), keeps $player
// (docs/product.md#data) up to date, zaps, keeps the neighbouring channels loaded in hidden standby players
// (standby.ts), and in one of them the channel whose number is being typed or whose programme on
// air the guide focuses; preloads any other focused programme (shaka preload), rolls over into the
// next programme. VoD: the item's licence content, resume from the bookmark, bookmarks written as the
// viewer watches (bookmarks.ts), the next episode offered near the end ($upNext).
// Owners: $playback is written by playback.ts alone (this controller and the player shown report to
// it); the standby pool owns the hidden players and the swap; every timer and listener of the
// controller, its pool and its bookmark writers is released by destroy().
import { config } from '../core/config';
import { keySystemSupported } from '../core/key-system';
import { $player, $playback, $upNext, type PlayerEpg } from '../core/stores/player';
import type { PlayMode, PlayRequest } from '../core/element-events';
import { toAppError } from '../core/api/fetch-store';
import { startSession, surelyVisitor } from '../core/stores/auth';
import { $session } from '../core/stores/session';
import { AppError, ErrorCode, isInvitation } from '../core/errors';
import { guideProgrammeAt, loadChannels, loadNextVod, loadProgramme, loadProgrammes, loadSprites, loadVod, programmeIndexAt, toPlayerVod, type PlayerChannel, type VodJson } from './catalogue';
import { decideMode, liveSource, recordingSource, sourceFor, vodSource, type Source, type SourceLoad } from './source';
import { programmeBookmark, saveProgrammeBookmark, vodBookmark, VodBookmarks } from './bookmarks';
import { api } from '../core/api/client';
import { RecordingSchema } from '../core/api/schemas';
import { $locale } from '../core/i18n';
import { currentAccess, profileAllowed, whenContent, whenProfile } from '../core/stores/access';
import { startGate } from '../core/stores/gate';
import { StandbyPool } from './standby';
import { Listeners } from './listeners';
import { reportIdle, reportPlayback } from './playback';
import type { SpriteSheet } from './thumbnails';
import { licenceHeaders, licenceUrl, type LicenceContent } from './licence';
import { startReps, warmLive } from './warm';
import { rememberedLiveAddr, rememberLiveAddrs } from './live-addrs';
import { DEFAULT_PRIORITIES } from './tracks';
import { $adultUnlock } from '../core/stores/ui';
import { viewerKey } from '../core/stores/epg';
import type { WrapperOptions } from './wrapper';
import { holdsTime, PlayerWrapper } from './wrapper';
import { keptLiveShape, licenceKey, liveManifest, prepareClocks, readLiveAhead, rememberedKid, rememberManifest, shareWarm, shareWarmAnswers } from './prefetch';
import { START_HOLE_S } from './gaps';
import { segmentUrl } from './live-edge';
import { holdRenders, releaseRenders, renderHold } from './render-hold';
import type { QuickDeps, QuickStart } from './quick';

const now = () => Math.floor(Date.now() / 1000);

/** A cold start's quick picture gives way to shaka's first frame, or after this long without one. */
const QUICK_HANDOVER_MS = 3000;
/**
 * Whether a cold start can show a quick picture with this key system (quick.ts): ClearKey, whose
 * licence request is known from the manifest (a Widevine request is the CDM's own: a second licence
 * per cold start).
 */
function quickSupported(keySystem: string): boolean {
  return config().player.quickStart && keySystem === 'org.w3.clearkey' && typeof MediaSource !== 'undefined' && typeof navigator.requestMediaKeySystemAccess === 'function'
    && 'requestVideoFrameCallback' in HTMLVideoElement.prototype;
}

const QUICK_DEPS: QuickDeps = { shareWarm, shareWarmAnswers, licenceKey, rememberManifest, liveManifest, segmentUrl, startReps, rememberedKid };

/** A cold start asks for shaka's chunk after its quick picture, or after this long at the latest. */
const QUICK_GATE_MS = 1000;
/** A live load's programme list waits this long at most for the load's first frame (loadSettled()). */
const PROGRAMMES_WAIT_MS = 2000;
/** shaka's <video> moves this far past the quick picture's position (the seek's own decode). */
const HANDOVER_LEAD_S = 0.04;

/** Resolves once `video` holds (both tracks of) the position `at()` gives, or after `timeoutMs`. */
function bufferedAt(video: HTMLVideoElement, at: () => number, owner: Listeners, timeoutMs: number): Promise<void> {
  const end = performance.now() + timeoutMs;
  return new Promise((resolve) => {
    const look = () => {
      if (holdsTime(video.buffered, at(), 0.1)) return resolve();
      if (performance.now() >= end) return resolve();
      owner.after(40, look);
    };
    look();
  });
}

/** Resolves at the next frame `video` presents (or after `timeoutMs`); the timer is `owner`'s. */
function firstFrame(video: HTMLVideoElement, owner: Listeners, timeoutMs = 150): Promise<void> {
  return new Promise((resolve) => {
    const cancel = owner.after(timeoutMs, resolve);
    // resolved in a task of its own after the frame's callbacks: what waits for it (the renders
    // held during a zap: React's, in a microtask) then follows the picture instead of running inside it
    video.requestVideoFrameCallback?.(() => {
      cancel();
      owner.after(0, resolve);
    });
  });
}

export interface Programmes {
  channelId: number;
  /** viewerKey(): the server hides locked titles per profile and adult grant. */
  viewer: string;
  list: PlayerEpg[];
}

function unavailable(message: string): AppError {
  return new AppError({ code: ErrorCode.CHANNEL_UNAVAILABLE, message, source: 'player', severity: 'critical' });
}

/** A visitor (no session) has no drm token: no licence to ask for, an invitation to log in or subscribe instead. */
function visitorCheck(): void {
  if (!$session.get().token) throw new AppError({ code: ErrorCode.WATCH_NEEDS_ACCOUNT, message: 'no session', source: 'player', severity: 'critical' });
}

type Lock = 'age' | 'adult';

/**
 * Whether the viewer may watch `epg` on `channel`: what the server marked locked (the profile's age
 * limit, the adult channel without the grant), or the adult channel while the page holds no grant.
 * The licence server refuses the key for the same (the player's check spares the attempt and keeps
 * nothing of it on screen).
 */
function lockOf(channel: PlayerChannel, epg: PlayerEpg | null): Lock | null {
  if (epg?.locked) return epg.locked;
  if (channel.adult && $adultUnlock.get().pin === null) return 'adult';
  return null;
}

function lockedError(lock: Lock): AppError {
  return new AppError({ code: lock === 'age' ? ErrorCode.AGE_LOCKED : ErrorCode.ADULT_LOCKED, source: 'player', severity: 'critical' });
}

/** A VoD item the viewer has no right to yet: not bought (tvod) or its provider not subscribed (svod). */
function notEntitledError(item: VodJson): AppError {
  return new AppError({
    code: item.type === 'tvod' ? ErrorCode.VOD_NOT_PURCHASED : ErrorCode.VOD_NOT_SUBSCRIBED,
    message: `vod ${item.id} (${item.type}) is not ${item.type === 'tvod' ? 'purchased' : 'subscribed'}`,
    source: 'player',
    severity: 'critical',
  });
}

/**
 * VoD items, their locks and bookmarks, and recordings are a profile's: the profile this session is
 * bound to is learned first (the page's one run of the session gate: the server's binding, or the
 * automatic choice). While none is chosen the player says so, with a way forward, and goes on once
 * one is (the page's "Who is watching?"). Before, it waited for a choice that a page without the
 * session gate (a CMS page, an element test) never made, showing "loading" for ever.
 */
async function profileFirst(): Promise<void> {
  if (currentAccess() !== 'account') return;
  const phase = await startGate().catch(() => 'choose' as const);
  if (profileAllowed() || currentAccess() !== 'account') return;
  if (phase !== 'pending') reportPlayback({ status: 'error', error: new AppError({ code: ErrorCode.WATCH_NEEDS_PROFILE, message: 'no profile chosen', source: 'player', severity: 'critical' }) });
  await whenProfile();
  reportPlayback({ status: 'loading', error: null });
}

/** The next episode is asked for this many seconds before the end of an episode. */
export const NEXT_EPISODE_LEAD_S = 15;
/** The visible countdown before the next episode plays. */
export const NEXT_EPISODE_COUNTDOWN_S = 10;
/** A bookmark this close to the end (or past it) starts the item from its beginning. */
const RESUME_END_MARGIN_S = 10;
/** How long a zap's store update waits at most for its first requests to go out (warmFirst()). */
const WARM_FIRST_MS = 60;

/** A play request whose live load may start its first requests early: live, subscribed, not locked. */
/**
 * The request is for a channel's live stream now: no position, no other mode, and no programme or
 * one asked for live that has not ended (the guide's "Watch live" and its channel names send the
 * programme on air).
 */
function liveNow(req: PlayRequest, at: number | null): boolean {
  if (at !== null || (req.mode && req.mode !== 'live')) return false;
  if (req.epgId == null) return true;
  return req.mode === 'live' && req.stop !== undefined && req.stop > now();
}

/** Number keys: the most channels whose manifests are read ahead while the viewer types (readAhead()). */
export const READ_AHEAD_MAX = 10;

/** A channel the viewer may watch live as far as the list tells: subscribed, not behind the adult PIN. */
function watchable(channel: PlayerChannel): boolean {
  return channel.subscribed !== false && !lockOf(channel, null);
}

function liveWarmable(req: PlayRequest, at: number | null, channel: PlayerChannel): boolean {
  return liveNow(req, at) && watchable(channel);
}

export class TvController {
  /** The player the viewer sees (after a zap to a standby, another one than the first). */
  private wrapper: PlayerWrapper | null = null;
  private creating: Promise<PlayerWrapper> | null = null;
  private standbys: StandbyPool | null = null;
  /** The channel list of the last play (a zap to a standby needs it before anything is awaited). */
  private channels: PlayerChannel[] | null = null;
  /** The channel of the last play request (a zap right after a zap counts from it). */
  private requested: number | null = null;
  /** Every timer and listener of this controller and its standby pool (released by destroy()). */
  private readonly owned = new Listeners();
  private programmes: Programmes | null = null;
  private sprites: SpriteSheet | null = null;
  private spritesKey = '';
  private seq = 0;
  private destroyed = false;
  /** A programme the user is looking at in the guide (on air on another channel: that channel waits in a standby; else preloaded). */
  private focused: { channelId: number; epg: PlayerEpg } | null = null;
  /** The channel whose number the viewer is typing (hint()): held in a standby until the number is tuned. */
  private hinted: PlayerChannel | null = null;
  /** The channel order given (`channel-order`, the guide's genre filter): channel up/down and the standbys follow it. */
  private order: number[] | null = null;
  /** The VoD bookmark writer (made by the first VoD play). */
  private vodBookmarks: VodBookmarks | null = null;
  /** The VoD item whose next episode was asked for (once per item, until the viewer seeks back). */
  private nextAsked: number | null = null;
  /** A trailer plays (no bookmarks, no next episode). */
  private trailer = false;
  /** Bookmark writers of catch-up programmes and of recordings (position from the programme's / recording's start). */
  private epgBookmarks: VodBookmarks | null = null;
  private recBookmarks: VodBookmarks | null = null;
  /** A cold start's first picture while shaka loads (quick.ts), and its channel. */
  private quick: { start: QuickStart; channelId: number } | null = null;
  /** shaka's chunk is asked for once this resolves: a cold start's quick picture is out, or none came. */
  private quickGate: Promise<void> = Promise.resolve();
  /** quick.ts, asked for at a cold start or by prepare() (a page that plays nothing and never did does not download it). */
  private quickModule: Promise<typeof import('./quick')> | null = null;
  private openQuickGate: () => void = () => undefined;
  /** The viewer paused the quick picture (togglePreview()). */
  private quickPaused = false;
  /** A play request came, or prepare() ran: it has nothing (more) to do. */
  private prepared = false;

  constructor(private readonly video: HTMLVideoElement, private readonly opts: WrapperOptions) {}

  private async player(): Promise<PlayerWrapper> {
    if (this.wrapper) return this.wrapper;
    // the browser's first request for the key system loads its CDM (5-11 ms here): while shaka's
    // chunk downloads, not after it (the answer is cached for the page: the gate's check is the same)
    if (!this.creating) void keySystemSupported(config().drm.keySystem);
    // a cold start's quick picture first: shaka's chunk (its download, compile and set-up, about
    // 45 ms of the page's main thread on two cores) would hold it up
    this.creating ??= this.quickGate.then(() => PlayerWrapper.create(this.video, this.opts)).then((w) => {
      this.wrapper = w;
      this.standbys = new StandbyPool(() => this.video.parentElement, this.opts, this.owned);
      if (this.destroyed) void w.destroy();
      return w;
    });
    await this.creating;
    return this.wrapper!;
  }

  /** The <video> the viewer sees. */
  activeVideo(): HTMLVideoElement {
    return this.wrapper?.video ?? this.video;
  }

  /**
   * Plays a live source: by showing its standby player when there is one (nothing to load), else by
   * loading it on the player shown.
   */
  private async loadLive(source: Source, content: LicenceContent, at: number | null, seq: number): Promise<void> {
    // a cold start's load starts where its quick picture did (quickStartOf()), exactly there
    const quickAt = at === null && source.channelId !== null ? this.quickStartOf(source.channelId) : null;
    const opts = quickAt === null ? { at } : { at: quickAt, exact: true };
    const pool = this.standbys;
    const standby = at === null && pool && this.canSwap() ? await pool.take(source.url) : null;
    if (standby && seq === this.seq && !this.destroyed && this.canSwap()) {
      this.swap(standby);
      this.settle();
      return;
    }
    if (standby) pool!.put(standby);
    if (seq !== this.seq || this.destroyed) return;
    const spare = this.toSpare(source, at);
    if (!spare) return this.wrapper!.load(source, content, opts);
    // the player shown before becomes a standby once the new channel's first frame is out (or the load failed)
    const loading = spare.load(source, content, opts);
    void loading.then(
      () => firstFrame(spare.video, this.owned, 2000),
      () => undefined,
    ).then(() => {
      if (this.wrapper === spare && !this.destroyed) this.standbys?.settle();
    });
    await loading;
  }

  /**
   * A live zap that no standby holds, while something is shown: shows the pool's spare (an empty
   * player, its MediaSource open) to load it on, so the player shown is not torn down first. Null
   * (load on the player shown) when there is no spare, the player shown holds nothing, holds the
   * channel in a preload, or is in picture-in-picture.
   */
  private toSpare(source: Source, at: number | null): PlayerWrapper | null {
    const shown = this.wrapper;
    if (at !== null || !shown || !this.standbys || !this.canSwap() || shown.empty() || shown.preloadedUrls().includes(source.url)) return null;
    const { volume, muted } = $player.get();
    const spare = this.standbys.swapToSpare(shown, { volume, muted });
    if (spare) this.wrapper = spare;
    return spare;
  }

  /**
   * A channel's live stream held by a ready standby is shown at once, before the stores change and
   * the element renders (the zap's first frame decodes meanwhile). False when there is none.
   */
  private showStandby(req: PlayRequest): boolean {
    const channels = this.channels;
    if (!liveNow(req, null) || !channels || !this.wrapper || !this.standbys || !this.canSwap()) return false;
    const channel = channels.find((c) => c.channel_id === req.channelId);
    const standby = channel && this.standbys.takeReady(sourceFor(channel, null, 'live', config().mediaBase).url);
    if (!standby) return false;
    this.swap(standby);
    return true;
  }

  /**
   * Starts the first requests of a live load of `channel` (warm.ts): not when a standby or a
   * preload of the player shown already holds it, and only for ClearKey (whose licence request is
   * known from the manifest).
   */
  private warm(channel: Pick<PlayerChannel, 'channel_id' | 'addr'>, audio = !!this.wrapper): Promise<void> | null {
    const cfg = config();
    if (cfg.drm.keySystem !== 'org.w3.clearkey' || !cfg.player.warmRequests) return null;
    const url = liveSource(channel, cfg.mediaBase).url;
    if (this.standbys?.holds(url) || this.wrapper?.preloadedUrls().includes(url)) return null;
    const user = this.opts.user();
    const licence = user ? { url: licenceUrl(cfg.drm.licenseUrl, { ch_id: channel.channel_id }), headers: licenceHeaders(user) } : null;
    const langs = (this.opts.priorities?.() ?? DEFAULT_PRIORITIES).audio;
    // (a cold start asks for its video alone: its first picture, quick.ts, waits for nothing else;
    // its sound is asked for once that picture is out, startQuick())
    // the programme on air, as the guide this page loaded says (a channel's init segments are its programme's)
    return warmLive(url, licence, this.wrapper?.startRepIds() ?? [], langs, audio, guideProgrammeAt(channel.channel_id)).catch(() => undefined);
  }

  /**
   * A zap to a live channel of the list already loaded, not held by a standby: its first requests
   * go out before the stores change. The element's re-render for the new channel (about 18 ms of
   * main thread in bench/zap) otherwise held up the manifest's answer, and the licence and the
   * segments went out only after it. Waits until they are out (at most WARM_FIRST_MS) when nothing
   * shows; while a picture shows, that re-render is held anyway. True when the requests were
   * started here.
   */
  private async warmFirst(req: PlayRequest, at: number | null): Promise<boolean> {
    const channel = this.channels?.find((c) => c.channel_id === req.channelId);
    if (!this.wrapper || !channel || !liveWarmable(req, at, channel)) return false;
    const started = this.warm(channel);
    if (!started) return false;
    // a picture shows: the element's re-render waits for the new one (render-hold.ts, play()), so
    // nothing holds up the manifest's answer and the requests it starts, and the load goes on at
    // once (waiting here put shaka's load() 20-25 ms after the request, 10 ms after the manifest
    // answered: bench/zap)
    if (!this.wrapper.empty()) return true;
    let cancel = () => {};
    await Promise.race([started, new Promise<void>((resolve) => (cancel = this.owned.after(WARM_FIRST_MS, resolve)))]);
    cancel();
    return true;
  }

  /**
   * A cold start (no channel list on this page yet) of a live channel: its first requests go out
   * now, to the address the last list on this browser gave (live-addrs.ts), while the session and
   * the list are asked for. play() warms again from the list; the same requests are not made twice.
   */
  private warmRemembered(req: PlayRequest, at: number | null): void {
    if (this.channels || !liveNow(req, at) || !req.channelId) return;
    const addr = rememberedLiveAddr(req.channelId);
    if (!addr) return;
    const channel = { channel_id: req.channelId, addr };
    void this.warm(channel);
    // the licence needs the session's drm token: asked for as soon as the session is known
    const seq = this.seq;
    if (!this.opts.user()) void startSession().then(() => seq === this.seq && !this.channels && this.opts.user() ? this.warm(channel) : null, () => undefined);
  }

  /**
   * A cold start of a live channel the list lets the viewer watch: its first picture is played from
   * the warm requests while shaka's chunk loads (quick.ts). The licence server's word decides as for
   * any load: a refused key shows nothing, and a lock found later ends it.
   */
  private startQuick(channel: PlayerChannel, seq: number): void {
    const cfg = config();
    const user = this.opts.user();
    const screen = this.video.parentElement;
    if (this.quick || !user || !screen || !this.quickModule) return this.openQuickGate();
    this.quickModule.then(({ QuickStart }) => {
      if (seq !== this.seq || this.destroyed || this.wrapper || this.quick) return this.openQuickGate();
      const start: QuickStart = new QuickStart(screen, QUICK_DEPS, () => {
        if (this.quick?.start === start) this.endQuick();
      });
      this.quick = { start, channelId: channel.channel_id };
      void start
        .run({
          url: liveSource(channel, cfg.mediaBase).url,
          keySystem: cfg.drm.keySystem,
          licence: { url: licenceUrl(cfg.drm.licenseUrl, { ch_id: channel.channel_id }), headers: licenceHeaders(user) },
          audioLangs: (this.opts.priorities?.() ?? DEFAULT_PRIORITIES).audio,
        })
        .then((shown) => {
          this.openQuickGate();
          if (shown && this.quick?.start === start) {
            reportPlayback({ preview: true });
            releaseRenders();
          }
          // the sound shaka's load starts with, asked for now (after the picture: warm()); not once
          // shaka is in (the quick gate opens after QUICK_GATE_MS at the latest): its load may have
          // taken the warm answers already, and they would be asked for again
          if (seq === this.seq && !this.destroyed && !this.wrapper) void this.warm(channel, true);
        });
    }, () => this.openQuickGate());
  }

  /**
   * Where a cold start's quick picture of `channelId` started (epoch seconds: a live presentation
   * time), for shaka's load to start there too. Its own start, the live edge when it loads, may be
   * a segment or two later (shaka's chunk came after the quick picture's answers): the hand-over
   * would then seek back out of its buffer, and every segment since would be asked for again.
   */
  private quickStartOf(channelId: number): number | null {
    const at = this.quick?.channelId === channelId ? this.quick.start.startsAt : null;
    // (a little into the segment, exactly there: its first sound comes up to START_HOLE_S after its
    // key frame, and shaka drops and asks again for a track whose buffer does not hold the
    // playhead when it sees the seek to its start; the quick picture's answers are in at once, so
    // the sound may be appended before that)
    return at === null ? null : at + START_HOLE_S;
  }

  /**
   * shaka's load is in: at its first frame its <video> takes over. It started later than the quick
   * picture, so it first moves on to where that one is (within what it has buffered: no request).
   */
  private async handOver(start: QuickStart, w: PlayerWrapper): Promise<void> {
    start.hold();
    // paused by the viewer (before or during the hand-over): the player's picture stays where the
    // quick one stopped
    let pausedHere = false;
    const pauseIfAsked = () => {
      if (!this.quickPaused || w.video.paused) return;
      w.video.pause();
      pausedHere = true;
    };
    pauseIfAsked();
    await firstFrame(w.video, this.owned, QUICK_HANDOVER_MS);
    if (this.quick?.start !== start) return;
    pauseIfAsked();
    const target = () => start.video.currentTime + (this.quickPaused ? 0 : HANDOVER_LEAD_S);
    // (where the quick picture is, once shaka holds it in both tracks: a seek past what it has
    // appended of one drops that track and asks for its segment again, and on a busy machine the
    // sound came a segment after the picture. At most QUICK_HANDOVER_MS; out of its buffer it then
    // asks for the segment, and the quick picture stays up until the seek's frame)
    await bufferedAt(w.video, target, this.owned, QUICK_HANDOVER_MS);
    if (this.quick?.start !== start) return;
    pauseIfAsked();
    const to = target();
    // (never back out of its buffer: what it dropped would be asked for again; its picture then
    // shows from where it is, a little later than the quick one)
    const b = w.video.buffered;
    const back = to < w.video.currentTime && !(b.length > 0 && to >= b.start(0));
    if ((this.quickPaused || (start.playing() && !w.video.paused)) && Math.abs(to - w.video.currentTime) > 0.02 && !back) {
      w.video.currentTime = to;
      await new Promise<void>((resolve) => {
        const cancel = this.owned.after(QUICK_HANDOVER_MS, resolve);
        w.video.addEventListener('seeked', () => (cancel(), resolve()), { once: true });
      });
      await firstFrame(w.video, this.owned, QUICK_HANDOVER_MS);
    }
    if (this.quick?.start !== start) return;
    pauseIfAsked();
    if (this.quickPaused) {
      if (Math.abs(w.video.currentTime - start.video.currentTime) > 0.05) w.video.currentTime = start.video.currentTime;
      reportPlayback({ status: 'paused' });
    } else if (pausedHere) void w.video.play().catch(() => undefined);
    this.endQuick();
  }

  /**
   * Play / pause while a cold start's quick picture shows acts on it (the player's own <video> has
   * nothing to show yet); the player follows at the hand-over. False when there is none.
   */
  togglePreview(): boolean {
    const q = this.quick?.start;
    // (playing: its first frame may be out before it has said so)
    if (!q || !(q.playing() || $playback.get().preview)) return false;
    this.quickPaused = !this.quickPaused;
    if (this.quickPaused) q.video.pause();
    else void q.video.play().catch(() => undefined);
    return true;
  }

  private endQuick(): void {
    const q = this.quick;
    this.quickPaused = false;
    if (!q) return;
    this.quick = null;
    q.start.stop();
    reportPlayback({ preview: false });
  }

  /** Picture-in-picture shows one <video>: while it is open, zaps load on that one. */
  private canSwap(): boolean {
    return typeof document === 'undefined' || !this.wrapper || document.pictureInPictureElement !== this.wrapper.video;
  }

  /** Shows a standby and plays it (the pool hides the player shown before and takes it back at settle()). */
  private swap(standby: PlayerWrapper): void {
    const shown = this.wrapper!;
    this.wrapper = standby;
    const { volume, muted } = $player.get();
    this.standbys!.swap(shown, standby, { volume, muted });
  }

  /** After a swap's first frame: the standby reports, the player shown before becomes a standby. */
  private settle(): void {
    this.wrapper?.announce();
    this.standbys?.settle();
  }

  /**
   * The page's player is idle before its first play request (usePlayer: the browser's idle time
   * after the element is on the page): what a cold start would otherwise do on its own path, with
   * its requests, is done now. The key system's access (key-system.ts),
   * the head-end's clock kept by an earlier page measured again (prefetch.ts), the
   * channel list the play request waits for (the same one the guide and the play load), and for a
   * quick picture (quick.ts) its chunk and its MediaKeys, made for the video an earlier page played.
   * The cold start then asks for the channel's own requests only: 9 at once before, 6 of them
   * at most in flight to one server over HTTP/1.1. A page that plays at once skips all of it.
   */
  prepare(): void {
    if (this.prepared || this.destroyed) return;
    this.prepared = true;
    const keySystem = config().drm.keySystem;
    void keySystemSupported(keySystem);
    prepareClocks();
    void whenContent().then(() => loadChannels()).catch(() => undefined);
    const shape = quickSupported(keySystem) ? keptLiveShape() : null;
    if (!shape) return;
    const audioLangs = (this.opts.priorities?.() ?? DEFAULT_PRIORITIES).audio;
    this.quickModule ??= import('./quick');
    this.quickModule.then((m) => m.prepareKeys(keySystem, shape, audioLangs, QUICK_DEPS), () => undefined);
  }

  /** Plays a channel, programme or VoD item. Resolves once loading has started (not at the first frame). */
  async play(req: PlayRequest): Promise<void> {
    this.prepared = true;
    const at = req.at ?? null;
    const cold = !this.creating && !req.vodId && !req.recordingId && liveNow(req, at) && quickSupported(config().drm.keySystem);
    if (cold) {
      // a cold start of a live channel: its quick picture may come first (startQuick())
      this.quickGate = new Promise((resolve) => {
        const cancel = this.owned.after(QUICK_GATE_MS, resolve);
        this.openQuickGate = () => (cancel(), resolve());
      });
      this.quickModule = import('./quick');
      this.quickModule.catch(() => this.openQuickGate());
    }
    if (req.vodId) return this.playVod(req.vodId, req);
    if (req.recordingId) return this.playRecording(req.recordingId, req);
    const channelId = req.channelId;
    if (!channelId) return;
    req = { ...req, channelId };
    this.hinted = null;
    this.leaveVod();
    if (this.quick && (this.quick.channelId !== channelId || !liveNow(req, at))) this.endQuick();
    const seq = ++this.seq;
    this.requested = channelId;
    const swapped = at === null && this.showStandby(req);
    if (swapped) {
      // the new picture first: the stores' re-render of the element waits for its first frame
      await firstFrame(this.wrapper!.video, this.owned);
      this.settle();
      if (seq !== this.seq || this.destroyed) return;
    }
    const warmed = !swapped && (await this.warmFirst(req, at));
    if (seq !== this.seq || this.destroyed) return;
    if (!swapped && !warmed) this.warmRemembered(req, at);
    // a live zap while a picture shows: the element's frame re-renders once the new picture is out
    // (render-hold.ts), as after a swap, not on each of the stores' changes while it loads
    // so does a cold start's, once its first picture is out (quick or not): the channel list's
    // answer re-rendered the element on the path of the requests it starts and of that picture
    const held = (!swapped && liveNow(req, at) && !!this.wrapper && !this.wrapper.empty()) || cold;
    if (held) holdRenders();
    // (another channel's programme goes with it: the new one's comes with its programme list)
    const before = $player.get();
    const epgShown = before.channel_id === channelId ? before.epg : null;
    $player.set({ ...before, open: true, channel_id: channelId, epg: epgShown, epg_id: req.epgId ?? null, vod_id: null, vod: null, channel_loading: true, channel_loaded: false });
    reportPlayback({ ...(swapped ? {} : { status: 'loading' as const }), error: null, notice: null });
    try {
      // the user's rights (subscribed flags, drm token) must be known first; shaka loads meanwhile
      // (not for a visitor, who is invited to sign in: nothing could play)
      const creating = surelyVisitor() ? null : this.player();
      creating?.catch(() => undefined);
      // the channel list needs only the login service's word (the session's token), not userinfo,
      // which may only narrow it (stores/access.ts): both are asked for together (before, the list
      // waited for userinfo's answer: a round trip more on a cold start)
      if (!this.channels) void whenContent().then(() => loadChannels()).catch(() => undefined);
      await startSession();
      visitorCheck();
      const channels = await loadChannels();
      this.channels = channels;
      const channel = channels.find((c) => c.channel_id === channelId);
      if (!channel) throw unavailable(`no channel ${channelId}`);
      // a live load's first requests start now, before shaka (still loading, or tearing down the
      // channel shown) asks for them (warm.ts)
      const live = !swapped && !warmed && liveWarmable(req, at, channel) && seq === this.seq;
      if (live) void this.warm(channel);
      if (live && !this.wrapper) this.startQuick(channel, seq);
      else this.openQuickGate();
      // the addresses for the next page's cold start, kept now: a viewer who leaves once the quick
      // picture is out (before the load below ends) would leave none
      rememberLiveAddrs(channels);
      await (creating ?? this.player());
      let epg: PlayerEpg | null = null;
      if (req.epgId) {
        epg = req.start !== undefined && req.stop !== undefined
          ? { id: req.epgId, channel_id: channelId, start: req.start, stop: req.stop }
          : await loadProgramme(req.epgId);
      }
      if (seq !== this.seq || this.destroyed) return;
      const t = now();
      let mode: PlayMode = decideMode(epg, t, req.mode);
      if (mode === 'live' && epg && req.mode !== 'live' && epg.start > t) epg = null; // a future programme: watch the channel live
      if ((mode === 'catchup' || mode === 'startover') && channel.catchup === false) mode = 'live';
      // live needs no programme to start: the load runs while the programme list is fetched (the
      // licence server checks the programme on air; a lock found below stops it)
      const early = mode === 'live' && !lockOf(channel, null);
      const loading = early
        ? swapped ? Promise.resolve() : this.loadLive(sourceFor(channel, null, 'live', config().mediaBase), { ch_id: channel.channel_id }, at, seq)
        : null;
      // the programme list of a live load under way is asked for once its first frame is out (or
      // it failed): its request and the server's work on it otherwise share the load's first round
      // trips (bench/zap). A programme locked for this profile is refused its licence meanwhile,
      // and its lock is then shown as such (below)
      if (loading && !swapped) await this.loadSettled(loading);
      if (seq !== this.seq || this.destroyed) return;
      // the new picture is out: the frame around it shows the new channel (its programme follows)
      if (held && loading) releaseRenders();
      const list = await this.programmesAround(channelId, epg?.start ?? t);
      if (seq !== this.seq || this.destroyed) return;
      if (!epg || mode === 'live') epg = list[programmeIndexAt(list, t)] ?? epg;
      else epg = list.find((p) => p.id === epg!.id) ?? epg;
      const lock = lockOf(channel, epg);
      if (lock) {
        loading?.catch(() => undefined);
        this.endQuick();
        $player.set({ ...$player.get(), channel_id: channel.channel_id, epg, epg_id: epg?.id ?? null, epg_index: epg ? list.findIndex((p) => p.id === epg!.id) : -1 });
        await this.wrapper!.stop();
        throw lockedError(lock);
      }
      const content: LicenceContent = mode === 'live' || !epg ? { ch_id: channel.channel_id } : { ch_id: channel.channel_id, prog_id: epg.id };
      $player.set({
        ...$player.get(),
        channel_id: channel.channel_id,
        epg,
        epg_id: epg?.id ?? null,
        epg_index: epg ? list.findIndex((p) => p.id === epg!.id) : -1,
      });
      // catch-up asked to resume (continue watching): from the profile's bookmark of the programme
      let from = at;
      if (mode === 'catchup' && epg && req.resume && from === null) {
        const pos = await programmeBookmark('epg', epg.id).catch(() => null);
        if (seq !== this.seq || this.destroyed) return;
        if (pos !== null && pos < epg.stop - epg.start - RESUME_END_MARGIN_S) from = epg.start + pos;
      }
      await (loading ?? (mode === 'live'
        ? this.loadLive(sourceFor(channel, null, 'live', config().mediaBase), content, at, seq)
        : this.wrapper!.load(sourceFor(channel, epg, mode, config().mediaBase), content, { at: from })));
      if (seq !== this.seq || this.destroyed) return;
      if (this.quick) void this.handOver(this.quick.start, this.wrapper!);
      if (held) void firstFrame(this.wrapper!.video, this.owned, renderHold.ms).then(() => seq === this.seq && releaseRenders());
      $player.set({ ...$player.get(), channel_loading: false, channel_loaded: $playback.get().status !== 'error' });
      // catch-up writes the profile's bookmark of the programme (continue watching)
      if (mode === 'catchup' && epg) {
        this.epgBookmarks ??= new VodBookmarks(saveProgrammeBookmark('epg'), ['catchup']);
        this.epgBookmarks.watch(epg.id, epg.start);
      }
      this.schedulePreloads(channels, channel);
      void this.loadSpritesFor(channel.channel_id, epg);
    } catch (err) {
      this.failed(seq, req, err);
    }
  }

  /** Resolves at the first frame of the load `loading` (or once it failed), at most PROGRAMMES_WAIT_MS after it started. */
  private async loadSettled(loading: Promise<void>): Promise<void> {
    const t0 = performance.now();
    let ok = true;
    await Promise.race([loading.catch(() => (ok = false)), new Promise<void>((r) => this.owned.after(PROGRAMMES_WAIT_MS, r))]);
    const left = PROGRAMMES_WAIT_MS - (performance.now() - t0);
    if (ok && left > 0 && this.wrapper) await firstFrame(this.wrapper.video, this.owned, left);
  }

  /** A play request failed: its error is shown, unless a later request took over. */
  private failed(seq: number, req: unknown, err: unknown): void {
    this.openQuickGate();
    if (seq !== this.seq) return;
    this.endQuick();
    releaseRenders();
    const error = err instanceof AppError ? err : toAppError(err, 'player');
    // an invitation (log in, choose a profile, subscribe) is no fault: no error on the console
    if (isInvitation(error.code)) console.info('[eteris] play needs', req, error.message);
    else console.error('[eteris] could not play', req, error.message);
    $player.set({ ...$player.get(), channel_loading: false, channel_loaded: false });
    reportPlayback({ status: 'error', error });
  }

  /** The VoD bookmark writer (one per controller). */
  private bookmarks(): VodBookmarks {
    this.vodBookmarks ??= new VodBookmarks();
    return this.vodBookmarks;
  }

  /**
   * Plays a recording (NPVR): its signed manifest over the whole recorded programme (a seek bar over
   * it, the channel's thumbnails), from the profile's bookmark, writing bookmarks while it plays.
   */
  private async playRecording(id: number, req: PlayRequest): Promise<void> {
    this.leaveVod();
    const seq = ++this.seq;
    this.requested = null;
    $player.set({ ...$player.get(), open: true, channel_id: null, epg: null, epg_id: null, epg_index: -1, vod_id: null, vod: null, channel_loading: true, channel_loaded: false });
    reportPlayback({ status: 'loading', error: null, notice: null });
    const stale = () => seq !== this.seq || this.destroyed;
    try {
      await Promise.all([startSession(), surelyVisitor() ? null : this.player()]);
      visitorCheck();
      await this.player();
      await profileFirst();
      if (stale()) return;
      const rec = await api(`npvr/recordings/${id}`, { query: { lang: $locale.get() }, source: 'player.recording', schema: RecordingSchema });
      if (stale()) return;
      const epg: PlayerEpg = { id: rec.epg_id, channel_id: rec.channel_id, start: rec.start, stop: rec.stop, title: rec.title, ...(rec.locked ? { locked: rec.locked } : {}) };
      $player.set({ ...$player.get(), channel_id: rec.channel_id, epg, epg_id: rec.epg_id, epg_index: -1 });
      if (rec.locked) {
        await this.wrapper!.stop();
        throw lockedError(rec.locked);
      }
      if (!rec.url) throw unavailable(`recording ${id} has not begun`);
      const source = recordingSource(rec, config().mediaBase);
      const at = rec.position > 0 && rec.position < rec.stop - rec.from - RESUME_END_MARGIN_S ? rec.from + rec.position : null;
      await this.wrapper!.load(source, { ch_id: rec.channel_id, prog_id: rec.epg_id }, { at });
      if (stale()) return;
      $player.set({ ...$player.get(), channel_loading: false, channel_loaded: $playback.get().status !== 'error' });
      this.recBookmarks ??= new VodBookmarks(saveProgrammeBookmark('recording'), ['catchup', 'startover']);
      this.recBookmarks.watch(rec.epg_id, rec.from);
      void this.loadSpritesFor(rec.channel_id, epg);
    } catch (err) {
      this.failed(seq, req, err);
    }
  }

  /** A VoD item stops playing: its bookmark is written, its next-episode offer goes. */
  private leaveVod(): void {
    this.vodBookmarks?.leave();
    this.epgBookmarks?.leave();
    this.recBookmarks?.leave();
    this.nextAsked = null;
    this.trailer = false;
    if ($upNext.get()) $upNext.set(null);
  }

  /**
   * Plays a VoD item: its JSON from the API (a locked item, or one the viewer has no right to, is
   * not loaded), the licence content of docs/product.md#calls, from the profile's bookmark when `resume`.
   */
  private async playVod(id: number, req: PlayRequest): Promise<void> {
    this.leaveVod();
    const seq = ++this.seq;
    this.requested = null;
    $player.set({ ...$player.get(), open: true, channel_id: null, epg: null, epg_id: null, epg_index: -1, vod_id: id, vod: null, channel_loading: true, channel_loaded: false });
    reportPlayback({ status: 'loading', mode: 'vod', error: null, notice: null });
    const stale = () => seq !== this.seq || this.destroyed;
    try {
      await Promise.all([startSession(), surelyVisitor() ? null : this.player()]);
      visitorCheck();
      await this.player();
      // the item, its locks and the bookmark are the chosen profile's ("Who is watching?" first)
      await profileFirst();
      if (stale()) return;
      // an item above the profile's age limit is refused by the API (403 age_locked): the age lock
      // with Change profile, as its details page shows, not a failed request with Retry
      const item = await loadVod(id).catch((err: unknown) => {
        throw err instanceof AppError && err.apiCode === 'age_locked' ? lockedError('age') : err;
      });
      if (stale()) return;
      $player.set({ ...$player.get(), vod: toPlayerVod(item) });
      const trailer = req.trailer && typeof item.trailer === 'string' && item.trailer ? item.trailer : null;
      // a trailer plays for anyone who may see the item; the item itself needs the right to it
      if (item.locked || (!item.subscribed && !trailer)) {
        await this.wrapper!.stop();
        throw item.locked ? lockedError('age') : notEntitledError(item);
      }
      const at = !trailer && req.resume ? await vodBookmark(id).catch(() => null) : null;
      if (stale()) return;
      this.trailer = trailer !== null;
      const content: LicenceContent = { vod_id: item.id, vod_provider_id: item.provider_id, vod_type: item.type };
      await this.wrapper!.load(vodSource({ id: item.id, url: trailer ?? item.url }, config().mediaBase), content, { at });
      if (stale()) return;
      // a bookmark at (or past) the end of what the stream holds: watch it again from the start
      const pb = $playback.get();
      if (at !== null && pb.seekEnd > 0 && at >= pb.seekEnd - RESUME_END_MARGIN_S) this.wrapper!.seek(0);
      $player.set({ ...$player.get(), channel_loading: false, channel_loaded: $playback.get().status !== 'error' });
      if (!this.trailer) this.bookmarks().watch(id);
      void this.loadVodSprites(id);
    } catch (err) {
      this.failed(seq, req, err);
    }
  }

  private async loadVodSprites(id: number): Promise<void> {
    const key = `vod:${id}`;
    if (key === this.spritesKey) return;
    this.spritesKey = key;
    this.sprites = null;
    const sheet = await loadSprites('vod', id);
    if (this.spritesKey === key) this.sprites = sheet;
  }

  /**
   * Near the end of an episode (the last NEXT_EPISODE_LEAD_S seconds, or once it ended) the next
   * episode is asked for and offered with a countdown ($upNext); at its deadline it plays.
   */
  private async vodTick(): Promise<void> {
    const { vod } = $player.get();
    const pb = $playback.get();
    if (!vod || this.trailer || pb.mode !== 'vod' || pb.status === 'error' || pb.status === 'loading' || pb.status === 'idle') return;
    const up = $upNext.get();
    if (up && Date.now() >= up.deadline) return this.playNext();
    const end = pb.seekEnd;
    if (vod.group_id === null || end <= 0) return;
    if (pb.position < end - NEXT_EPISODE_LEAD_S - 5) {
      // the viewer went back: the offer goes, and comes again near the end
      if (this.nextAsked === vod.id) {
        this.nextAsked = null;
        if (up) $upNext.set(null);
      }
      return;
    }
    if (pb.position < end - NEXT_EPISODE_LEAD_S || this.nextAsked === vod.id) return;
    this.nextAsked = vod.id;
    const next = await loadNextVod(vod.id).catch(() => null);
    if (!next || next.locked || $player.get().vod_id !== vod.id || this.nextAsked !== vod.id) return;
    $upNext.set({ vod: toPlayerVod(next), deadline: Date.now() + NEXT_EPISODE_COUNTDOWN_S * 1000 });
  }

  /**
   * The viewer moves in a VoD item. Back before the end's last NEXT_EPISODE_LEAD_S seconds, the
   * offer goes and comes again near the end, however soon the viewer returns there (the once-a-second
   * look of vodTick may never see a quick move back and forth).
   */
  private vodSeek(seconds: number): void {
    this.wrapper?.seek(seconds);
    const vod = $player.get().vod;
    const pb = $playback.get();
    if (!vod || pb.seekEnd <= 0 || pb.position >= pb.seekEnd - NEXT_EPISODE_LEAD_S) return;
    if (this.nextAsked === vod.id) this.nextAsked = null;
    if ($upNext.get()) $upNext.set(null);
  }

  /** Plays the next episode offered now (Play now, or the countdown's end). */
  async playNext(): Promise<void> {
    const up = $upNext.get();
    if (!up) return;
    $upNext.set(null);
    await this.play({ vodId: up.vod.id });
  }

  /** The viewer does not want the next episode (it is not offered again for this item). */
  cancelNext(): void {
    $upNext.set(null);
  }

  private async programmesAround(channelId: number, t: number): Promise<PlayerEpg[]> {
    const p = this.programmes;
    const viewer = viewerKey();
    if (p && p.channelId === channelId && p.viewer === viewer && programmeIndexAt(p.list, t) >= 0 && programmeIndexAt(p.list, t) < p.list.length - 1) return p.list;
    try {
      const list = await loadProgrammes(channelId, t, () => !this.destroyed);
      this.programmes = { channelId, viewer, list };
      return list;
    } catch {
      return [];
    }
  }

  private async loadSpritesFor(channelId: number, epg: PlayerEpg | null): Promise<void> {
    if (!epg) return;
    const key = `${channelId}:${epg.start}:${epg.stop}`;
    if (key === this.spritesKey) return;
    this.spritesKey = key;
    this.sprites = null;
    const sheet = await loadSprites('live', channelId, epg.start, epg.stop);
    if (this.spritesKey === key) this.sprites = sheet;
  }

  thumbnails(): SpriteSheet | null {
    return this.sprites;
  }

  /** Channels next to `channel` (subscribed ones, wrapping) and the focused programme. */
  private schedulePreloads(channels: PlayerChannel[], channel: PlayerChannel): void {
    const w = this.wrapper;
    if (!w) return;
    const base = config().mediaBase;
    let pool = channels.filter((c) => c.subscribed !== false || c.channel_id === channel.channel_id);
    if (this.order) {
      const byId = new Map(pool.map((c) => [c.channel_id, c]));
      const ordered = this.order.flatMap((id) => byId.get(id) ?? []);
      if (ordered.some((c) => c.channel_id === channel.channel_id)) pool = ordered;
    }
    const i = pool.findIndex((c) => c.channel_id === channel.channel_id);
    const items: SourceLoad[] = [];
    const f = this.focused;
    const fc = f ? channels.find((c) => c.channel_id === f.channelId) ?? null : null;
    const t = now();
    // a programme on air on another channel, focused in the guide: that channel waits live in a
    // standby (the guide's "Watch live" then shows it), instead of a preload of its start
    const focusLive = f && fc && fc.channel_id !== channel.channel_id && f.epg.start <= t && t < f.epg.stop && watchable(fc) ? fc : null;
    // the channel being typed (or that one) comes first (the pool holds MAX_STANDBY: it takes the previous channel's place)
    const h = this.hinted ?? focusLive;
    if (h && h.channel_id !== channel.channel_id) items.push({ source: sourceFor(h, null, 'live', base), content: { ch_id: h.channel_id } });
    if (i >= 0 && pool.length > 1) {
      for (const d of [1, -1]) {
        const c = pool[(i + d + pool.length) % pool.length]!;
        // (a neighbour the viewer may not watch, the adult channel without its PIN, gets no
        // standby: its manifest and licence would be asked for, and refused, at every zap)
        if (c.channel_id !== channel.channel_id && watchable(c) && !items.some((x) => x.source.channelId === c.channel_id)) {
          items.push({ source: sourceFor(c, null, 'live', base), content: { ch_id: c.channel_id } });
        }
      }
    }
    this.standbys?.want(items, h ? 0 : undefined);
    // (a programme's start or catch-up only on a channel with catch-up rights: the head-end refuses
    // the others; never of a channel the viewer may not watch, nor the live stream of the one shown:
    // the guide focusing the programme on air of a channel not in the plan, tuned and refused, had
    // its licence asked for twice more)
    const mode = f ? decideMode(f.epg, t, 'catchup') : 'live';
    const preload = f && fc && !focusLive && watchable(fc) && !(mode === 'live' && fc.channel_id === channel.channel_id) && (mode === 'live' || fc.catchup !== false);
    w.preload(preload ? [{ source: sourceFor(fc, f.epg, mode, base), content: { ch_id: fc.channel_id } }] : []);
  }

  /** Sets the channel order (see `order`); a change moves the waiting neighbours at once. */
  setOrder(order: unknown): void {
    const ids = channelOrderOf(order);
    if (String(ids) === String(this.order)) return;
    this.order = ids;
    const ch = $player.get().channel_id;
    if (ch === null || !this.wrapper || this.destroyed) return;
    void loadChannels()
      .catch(() => [])
      .then((channels) => {
        const channel = channels.find((c) => c.channel_id === ch);
        if (channel && !this.destroyed) this.schedulePreloads(channels, channel);
      });
  }

  /** The guide's focused programme: preloaded so that Enter starts at once. */
  async focus(channelId: number, epg: PlayerEpg | null): Promise<void> {
    this.focused = epg ? { channelId, epg } : null;
    const ch = $player.get().channel_id;
    if (ch === null) return;
    const channels = await loadChannels().catch(() => []);
    const channel = channels.find((c) => c.channel_id === ch);
    if (channel) this.schedulePreloads(channels, channel);
  }

  /**
   * Channel up (+1) / down (-1) among subscribed channels; with a channel order (setOrder(): e.g. the
   * guide's genre filter) through those channels only, in that order (the order the standbys follow).
   */
  async zap(delta: number): Promise<void> {
    let channels = (await loadChannels().catch(() => [])).filter((c) => c.subscribed !== false);
    if (this.order) {
      const byId = new Map(channels.map((c) => [c.channel_id, c]));
      const ordered = this.order.flatMap((id) => byId.get(id) ?? []);
      if (ordered.length) channels = ordered;
    }
    if (!channels.length) return;
    const cur = this.requested ?? $player.get().channel_id;
    const i = channels.findIndex((c) => c.channel_id === cur);
    const next = channels[((i < 0 ? 0 : i + delta) % channels.length + channels.length) % channels.length]!;
    await this.play({ channelId: next.channel_id, mode: 'live' });
  }

  /** The numbers of the channel list of the last play (null before one): number keys tune a number no other goes on from at once. */
  channelNumbers(): number[] | null {
    return this.channels?.map((c) => c.number) ?? null;
  }

  /**
   * Number keys: the viewer has typed `number` and may type more. Its channel (live, subscribed, not
   * behind the adult PIN, not the one playing) is loaded at once in a hidden standby, so that the
   * number tuned after the wait for another digit (or OK) shows it without a load.
   */
  hint(number: number): void {
    const channels = this.channels;
    const current = $player.get().channel_id;
    const c = channels?.find((x) => x.number === number) ?? null;
    const hinted = c && c.channel_id !== current && watchable(c) ? c : null;
    if (this.destroyed) return;
    if (channels) this.readAhead(channels, number, current);
    if (hinted === this.hinted) return;
    this.hinted = hinted;
    const channel = channels?.find((x) => x.channel_id === current);
    if (channels && channel) this.schedulePreloads(channels, channel);
  }

  /**
   * Number keys: the manifests of the channels the digits typed so far may still become ("2": 20-29),
   * when there are at most READ_AHEAD_MAX of them (one more digit's worth), are read while the viewer
   * types (prefetch.ts readLiveAhead()): the number tuned on its last digit then asks for everything
   * its first frame needs at once, as for a channel played before. The channel of the number typed
   * itself waits in a standby (hint()). ClearKey only, as the warm start (warm()).
   */
  private readAhead(channels: PlayerChannel[], number: number, current: number | null): void {
    const typed = String(number);
    const may = channels.filter((c) => c.number !== number && c.channel_id !== current && String(c.number).startsWith(typed) && watchable(c));
    if (may.length <= READ_AHEAD_MAX) this.readManifestsAhead(may);
  }

  /** The guide: the pointer rests on a channel's name (a click there plays it): its manifest is read ahead (readAhead()). */
  pointed(channelId: number): void {
    const c = this.channels?.find((x) => x.channel_id === channelId);
    if (c && !this.destroyed && c.channel_id !== $player.get().channel_id && watchable(c)) this.readManifestsAhead([c]);
  }

  /** readLiveAhead() of these channels' live manifests, but those a standby holds (ClearKey only, as warm()). */
  private readManifestsAhead(channels: PlayerChannel[]): void {
    const cfg = config();
    if (cfg.drm.keySystem !== 'org.w3.clearkey') return;
    for (const c of channels) {
      const url = liveSource(c, cfg.mediaBase).url;
      if (!this.standbys?.holds(url)) readLiveAhead(url);
    }
  }

  /** Number keys: the channel with that number. */
  async tune(number: number): Promise<boolean> {
    const channels = await loadChannels().catch(() => []);
    const c = channels.find((x) => x.number === number);
    if (!c) return false;
    await this.play({ channelId: c.channel_id, mode: 'live' });
    return true;
  }

  /** Seek to an epoch second; outside the stream's range, switch to start-over / catch-up. */
  async seek(epoch: number): Promise<void> {
    const w = this.wrapper;
    const { channel_id: ch, epg } = $player.get();
    const pb = $playback.get();
    if (w && pb.mode === 'vod') return this.vodSeek(epoch); // seconds of the item
    if (!w || ch === null) return;
    if (epoch >= pb.seekStart && epoch <= pb.seekEnd) {
      // the viewer's seek wins over a cold start's hand-over under way: it moved shaka's playhead to
      // the quick picture's (the live edge) once its frame was out, a seek a minute back undone
      this.endQuick();
      return w.seek(epoch);
    }
    if (epg && epoch >= epg.start && epoch < epg.stop && epoch <= now()) {
      await this.play({ channelId: ch, epgId: epg.id, start: epg.start, stop: epg.stop, mode: 'startover', at: epoch });
    }
  }

  async fromStart(): Promise<void> {
    if ($playback.get().mode === 'vod') return this.vodSeek(0);
    const { channel_id: ch, epg } = $player.get();
    if (ch === null || !epg) return;
    const pb = $playback.get();
    if (pb.seekStart <= epg.start && pb.mode !== 'live') return this.wrapper?.seek(epg.start);
    await this.play({ channelId: ch, epgId: epg.id, start: epg.start, stop: epg.stop, mode: 'startover' });
  }

  async live(): Promise<void> {
    const ch = $player.get().channel_id;
    if (ch === null) return;
    if ($playback.get().mode === 'live') return this.wrapper?.goLive();
    await this.play({ channelId: ch, mode: 'live' });
  }

  /** Previous (-1) / next (+1) programme of the channel: catch-up, start-over or live. */
  async programme(delta: number): Promise<void> {
    const { channel_id: ch, epg } = $player.get();
    if (ch === null || !epg) return;
    const list = await this.programmesAround(ch, epg.start);
    const i = list.findIndex((p) => p.id === epg.id);
    const target = list[i + delta];
    if (!target || target.start > now()) return;
    await this.play({ channelId: ch, epgId: target.id, start: target.start, stop: target.stop, mode: target.stop > now() ? 'live' : 'catchup' });
  }

  /**
   * Rolls over into the next programme: live playback crossing the programme's stop shows the next
   * programme; a finished catch-up recording continues with the next one.
   */
  async onTick(): Promise<void> {
    if ($player.get().vod_id !== null) return this.vodTick();
    const { channel_id: ch, epg } = $player.get();
    const pb = $playback.get();
    if (ch === null || !epg || pb.status === 'error' || pb.status === 'loading') return;
    if (pb.position < epg.stop) return;
    const list = await this.programmesAround(ch, pb.position);
    const i = programmeIndexAt(list, pb.position);
    const next = list[i];
    if (!next || next.id === epg.id) return;
    if (pb.mode === 'catchup') {
      await this.programme(1);
      return;
    }
    $player.set({ ...$player.get(), epg: next, epg_id: next.id, epg_index: i });
    const channel = this.channels?.find((c) => c.channel_id === ch);
    const lock = channel ? lockOf(channel, next) : (next.locked ?? null);
    if (lock) {
      // live rolled over into a programme the viewer may not watch: nothing more of it is shown
      this.seq++;
      await this.wrapper?.stop();
      $player.set({ ...$player.get(), channel_loading: false, channel_loaded: false });
      reportPlayback({ status: 'error', error: lockedError(lock) });
      return;
    }
    void this.loadSpritesFor(ch, next);
  }

  retry(): Promise<void> {
    const w = this.wrapper;
    const { channel_id: ch, epg, vod_id: vod } = $player.get();
    if (vod !== null) return w?.current()?.vodId === vod ? w.reload() : this.play({ vodId: vod });
    if (w?.current()) return w.reload();
    if (ch !== null) return this.play({ channelId: ch, epgId: epg?.id ?? null });
    return Promise.resolve();
  }

  /** Audio and subtitles of the player shown, picked again by the (changed) priorities. */
  applyPriorities(): void {
    this.wrapper?.applyPriorities();
  }

  wrapperFor(): PlayerWrapper | null {
    return this.wrapper;
  }

  /**
   * The element goes: every bookmark writer writes its last position and stops, every timer and
   * listener is released, every player (shown and hidden) is destroyed, $playback goes back to idle.
   */
  async destroy(): Promise<void> {
    this.destroyed = true;
    this.seq++;
    releaseRenders();
    for (const b of [this.vodBookmarks, this.epgBookmarks, this.recBookmarks]) b?.destroy();
    this.vodBookmarks = this.epgBookmarks = this.recBookmarks = null;
    this.owned.removeAll();
    this.endQuick();
    this.openQuickGate();
    if ($upNext.get()) $upNext.set(null);
    reportIdle();
    if (!this.wrapper && this.creating) await this.creating.catch(() => null);
    const w = this.wrapper;
    this.wrapper = null;
    await Promise.all([w?.destroy(), this.standbys?.destroy()]);
  }
}

/**
 * A channel order handed to the player (`channel-order`): a JSON array of ids or a comma list;
 * anything else (and ids that are not whole numbers) is ignored. Null when there is none.
 */
export function channelOrderOf(v: unknown): number[] | null {
  let list: unknown = v;
  if (typeof v === 'string') {
    const text = v.trim();
    try {
      list = text.startsWith('[') ? JSON.parse(text) : text.split(',').map((x) => (x.trim() === '' ? NaN : Number(x)));
    } catch {
      return null;
    }
  } else if (typeof v === 'number') list = [v];
  if (!Array.isArray(list)) return null;
  const ids = [...new Set((list as unknown[]).filter((x): x is number => typeof x === 'number' && Number.isSafeInteger(x) && x > 0))];
  return ids.length ? ids : null;
}
