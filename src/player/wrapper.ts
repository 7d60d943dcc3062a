// The shaka wrapper: one shaka.Player on one <video>, loads TV and VoD sources (with a preload when there is
// one), reports shaka and video events to $playback (through playback.ts, the one writer), and
// destroy() releases everything (its listeners and timers have one owner, listeners.ts).
// A wrapper is either shown (active: the one the viewer sees; it alone reports) or hidden: the
// standby pool (standby.ts) owns hidden players and hands each its HiddenPolicy (a small buffer;
// keepUp() moves the paused playhead to where a fresh live load would start); a hidden wrapper
// reports nothing. activate() shows it without loading anything.
import type shakaNs from 'shaka-player';
import { config as appConfig } from '../core/config';
import { $playback, setMuted, type PlaybackState, type PlaybackTracks } from '../core/stores/player';
import { reportPlayback } from './playback';
import { playerConfig, type ShakaConfig } from './config';
import { isInterruption, isNetworkLoss, networkChangedNotice, stallError, toPlayerError } from './errors';
import { licenceHeaders, licenceTokenRefused, licenceUrl, renewedLicenceHeaders, type LicenceContent, type LicenceUser } from './licence';
import { holdLicenceToken } from './licence-token';
import { GapGuard, GAP_POLL_MS, holdStartNudges } from './gaps';
import { Listeners } from './listeners';
import { holdRendersFor, renderHold } from './render-hold';
import { PreloadCache } from './preload';
import { segmentUrl } from './live-edge';
import { installSegmentCache, rememberManifest, templateFor, warmFetch } from './prefetch';
import { loadShaka, type Shaka } from './shaka-loader';
import { toEpoch, toPresentation, type Source, type SourceLoad } from './source';
import { DEFAULT_PRIORITIES, pickLanguage, type TrackPriorities } from './tracks';

/** A spinner never stands longer than this without a message (issue: 30 s). */
export const STALL_LIMIT_MS = 30_000;
const MIME = 'application/dash+xml';
/** A buffered range [start, end) that holds `t` with `ahead` seconds after it (half a second unless told). */
const covers = (start: number, end: number, t: number, ahead = 0.5) => start <= t + 0.05 && end > t + ahead;
/** Whether one of the ranges `b` holds `t` with `ahead` seconds after it (a <video>'s buffered: both of its tracks). */
export function holdsTime(b: TimeRanges, t: number, ahead = 0.5): boolean {
  for (let i = 0; i < b.length; i++) if (covers(b.start(i), b.end(i), t, ahead)) return true;
  return false;
}
/** A live seek out of the buffer moves back to its segment's start when that is at most this far. */
const MAX_SNAP_S = 2.5;
/** A hidden player's seek at the end of its buffer that has not ended after this long is stuck. */
const STUCK_SEEK_MS = 1500;

export interface WrapperOptions {
  user: () => LicenceUser | null;
  priorities?: () => TrackPriorities;
}

export interface LoadOptions {
  /** Start at this epoch second instead of the default (live edge / programme start). */
  at?: number | null;
  /** Start exactly at `at`, not at the start of its segment (startAtSegmentBoundary). */
  exact?: boolean;
}

/**
 * How a hidden player buffers and keeps up with the live edge: chosen by its owner, the standby pool
 * (standby.ts). A hidden player fetches nothing while it waits (shaka's stopFetchingOnPause, no
 * segment prefetch).
 */
export interface HiddenPolicy {
  /** shaka's buffer goals and update interval (seconds). */
  bufferingGoal: number;
  bufferBehind: number;
  updateIntervalSeconds: number;
  /** keepUp() moves the paused playhead up to the live start once that is this many seconds ahead. */
  stepS: number;
  /** ... and fetches the segment there (when not buffered) at most this often (ms). */
  refreshMs: number;
  /** What each of its requests waits for first (the pool's: the player shown ends its seek or its wait for data). */
  wait?: () => Promise<void>;
}

/**
 * Seeks `v` to `t`. shaka counts a time at the very end of a buffered range as buffered: a seek
 * there neither clears nor fetches, and the next segment comes only at its engine's next look
 * (every half second in a standby: a zap to it waited up to 250 ms more in bench/zap). Just past
 * the end (within the next segment's first frame) it fetches at once.
 */
export function seekFetching(v: Pick<HTMLMediaElement, 'buffered' | 'currentTime'>, t: number): void {
  const b = v.buffered;
  let atEnd = false;
  for (let i = 0; i < b.length; i++) if (Math.abs(b.end(i) - t) < 0.01) atEnd = true;
  v.currentTime = atEnd ? t + 0.01 : t;
}

/** Segment duration of a live manifest shaka fetched (0 when not known). */
function segmentSeconds(url: string): number {
  const tpl = templateFor(url);
  return tpl ? Math.max(...[...tpl.reps.values()].map((r) => r.duration)) : 0;
}

export class PlayerWrapper {
  readonly video: HTMLVideoElement;
  private shaka: Shaka;
  private player: shakaNs.Player;
  private listeners = new Listeners();
  private preloads: PreloadCache;
  private source: Source | null = null;
  private loadSeq = 0;
  private cancelStall: (() => void) | null = null;
  private destroyed = false;
  private wentOffline = false;
  /** Licence content of the current load (retry and network restarts reuse it). */
  private lastContent: LicenceContent | null = null;
  /** The viewer sees this one: it reports to $playback and plays. False for a hidden one. */
  private active: boolean;
  /** How it buffers while hidden (its owner's, given with create() / deactivate()). */
  private hidden: HiddenPolicy | null;
  /** The last load failed (or a network change overtook a standby): not worth showing as a standby. */
  private standbyFailed = false;
  /** The load (loadSeq) an error was shown for: nothing of it will play. */
  private failedLoad = -1;
  private readyNow = false;
  private readyAtSwap = false;
  /** Resolves once the last load has finished (true) or failed (false). */
  private loaded: Promise<boolean> = Promise.resolve(false);
  /** Where the last load started (a segment start) and the segment duration: a standby's live start. */
  private anchor: { at: number; duration: number } | null = null;
  /** When keepUp() first saw the hidden player seeking without a frame (null: not seeking). */
  private seekingSince: number | null = null;
  /** Ends the renders' hold of a seek out of the buffer (seekHold()); null when none. */
  private endSeekHold: (() => void) | null = null;
  /**
   * While a seek out of the buffer waits for its first frame: the segments it asked for (warmSeek())
   * and what resolves at that frame. shaka asks for the segments after those as soon as it has
   * appended them; they wait for the frame (see the request filter).
   */
  private seekWait: { urls: Set<string>; frame: Promise<void> } | null = null;
  /** When a standby last fetched the segment of the live start (performance.now()). */
  private refreshedAt = 0;
  /** Gap jumping within the spec's limit, and the stall nudge (gaps.ts). */
  readonly gaps: GapGuard;

  private constructor(shaka: Shaka, player: shakaNs.Player, video: HTMLVideoElement, private readonly opts: WrapperOptions, hidden: HiddenPolicy | null) {
    this.shaka = shaka;
    this.player = player;
    this.video = video;
    this.active = hidden === null;
    this.hidden = hidden;
    this.preloads = new PreloadCache(player);
    this.gaps = new GapGuard(video, () => player.seekRange().end);
    // a seek of a player that shows a picture (not shaka's move to a load's start position, whose
    // segments the load has asked for already: a warm request then would ask for them again)
    holdStartNudges(video, (readyBefore) => readyBefore >= HTMLMediaElement.HAVE_CURRENT_DATA && this.warmSeek());
    this.wire();
  }

  /** Loads shaka (lazily), attaches a player to `video`; with `hidden`, a hidden one (the standby pool's). */
  static async create(video: HTMLVideoElement, opts: WrapperOptions, hidden: HiddenPolicy | null = null): Promise<PlayerWrapper> {
    const shaka = await loadShaka();
    installSegmentCache(shaka);
    const player = new shaka.Player();
    await player.attach(video);
    const w = new PlayerWrapper(shaka, player, video, opts, hidden);
    player.configure(w.configFor(null) as Partial<shakaNs.extern.PlayerConfiguration>);
    return w;
  }

  private set(patch: Partial<PlaybackState>): void {
    if (!this.destroyed && this.active) reportPlayback(patch);
  }

  /**
   * The configuration of a load (licence URL of `content`), with a hidden player's small buffer;
   * `exact`: it starts at its start position, not at the start of that segment.
   */
  private configFor(content: LicenceContent | null, exact = false): ShakaConfig {
    const cfg = appConfig();
    const prio = (this.opts.priorities ?? (() => DEFAULT_PRIORITIES))();
    const base = playerConfig(cfg, prio);
    const streaming = { ...(base.streaming as Record<string, unknown>), ...this.bufferGoals(), ...(exact ? { startAtSegmentBoundary: false } : {}) };
    return { ...base, streaming, ...(content ? { drm: { servers: { [cfg.drm.keySystem]: licenceUrl(cfg.drm.licenseUrl, content) } } } : {}) };
  }

  private bufferGoals(): Record<string, number | boolean> {
    const base = playerConfig(appConfig(), DEFAULT_PRIORITIES).streaming as Record<string, number>;
    const h = this.active ? null : this.hidden;
    return !h
      ? { bufferingGoal: base.bufferingGoal!, bufferBehind: base.bufferBehind!, updateIntervalSeconds: base.updateIntervalSeconds!, stopFetchingOnPause: false }
      : { bufferingGoal: h.bufferingGoal, bufferBehind: h.bufferBehind, updateIntervalSeconds: h.updateIntervalSeconds, stopFetchingOnPause: true };
  }

  private wire(): void {
    const { listeners: l, video, player } = this;
    const RequestType = this.shaka.net.NetworkingEngine.RequestType;
    const net = player.getNetworkingEngine();
    // a player that has gone (destroy()) asks for nothing more: a request held below, released by
    // its end, went out after the element had left the page; one asked for during shaka's teardown
    // too. Aborted as shaka aborts its own (no error shown, no retry)
    const { Error: ShakaError } = this.shaka.util;
    const unlessGone = () => {
      if (this.destroyed) throw new ShakaError(ShakaError.Severity.RECOVERABLE, ShakaError.Category.PLAYER, ShakaError.Code.OPERATION_ABORTED);
    };
    const filter = (type: number, request: shakaNs.extern.Request) => {
      unlessGone();
      if (type === RequestType.LICENSE) {
        const user = this.opts.user();
        // a retry follows a refused licence token (the retry listener lets no other refusal through): with a new one
        if (user && request.attempt > 0) {
          return renewedLicenceHeaders(user).then((h) => {
            unlessGone();
            Object.assign(request.headers, h);
          });
        }
        if (user) Object.assign(request.headers, licenceHeaders(user));
      }
      // a seek's next segments wait for its first frame: asked for as soon as shaka had appended
      // the seek's own, they shared the server and the page with that frame's decode (bench/zap:
      // the seek's picture 11-26 ms after its data was appended, the floor's 6-10 ms)
      const seek = this.seekWait;
      if (seek && type === RequestType.SEGMENT && !request.uris.some((u) => seek.urls.has(u))) return seek.frame.then(unlessGone);
      // a hidden player's requests give way to what the viewer waits for (its policy's wait())
      const wait = this.active ? undefined : this.hidden?.wait;
      return wait ? wait().then(unlessGone) : undefined;
    };
    // (kept until shaka's networking goes with the player: a request asked for during its teardown
    // is held by it)
    net?.registerRequestFilter(filter);
    l.add(holdLicenceToken());
    // live preloads read the segment template of their manifest (prefetch.ts); copied into preloads
    const responses = (type: number, response: shakaNs.extern.Response) => {
      if (type === RequestType.MANIFEST) rememberManifest(response.originalUri, response.data);
      // a hidden player's answers wait as its requests do: appended (a standby's first frame
      // decoded) or handed to its key session while the seek of the player shown waited for its
      // frame, they shared the main thread and the decoder with it
      const wait = this.active ? undefined : this.hidden?.wait;
      return wait ? wait().then(unlessGone) : undefined;
    };
    net?.registerResponseFilter(responses);
    l.add(() => net?.unregisterResponseFilter(responses));
    // a refusal (401, 403: a licence the server will not give, a catch-up the head-end refuses) is
    // the server's word, not a hiccup: shaka's retry of it asked again 0.5-1 s later, for nothing
    if (net) {
      const code = this.shaka.util.Error.Code.BAD_HTTP_STATUS;
      l.on(net as unknown as EventTarget, 'retry', (e: Event) => {
        const err = (e as unknown as { error?: { code?: number; data?: unknown[] } }).error;
        const status = err?.code === code ? err.data?.[1] : null;
        // (but a licence token that ran out is asked for again, and the licence once more)
        const licenceToken = err?.data?.[4] === RequestType.LICENSE && licenceTokenRefused(err.data[2]);
        if ((status === 401 || status === 403) && !licenceToken) e.preventDefault();
      });
    }

    l.on(player, 'error', (e: Event) => this.fail((e as unknown as { detail: unknown }).detail));
    l.on(player, 'buffering', (e: Event) => {
      const buffering = (e as unknown as { buffering: boolean }).buffering;
      if (buffering) this.buffering();
      else this.unstall(video.paused ? 'paused' : 'playing');
    });
    l.every(GAP_POLL_MS, () => this.gaps.check());
    l.on(player, 'trackschanged', () => this.applyPriorities());
    for (const type of ['variantchanged', 'adaptation', 'textchanged', 'audiotrackschanged']) l.on(player, type, () => this.reportTracks());
    l.on(video, 'playing', () => this.unstall('playing'));
    l.on(video, 'pause', () => {
      if ($playback.get().status !== 'error' && $playback.get().status !== 'loading') this.set({ status: 'paused' });
    });
    l.on(video, 'waiting', () => {
      // a seek inside the buffer (a zap to a standby, a short jump) plays on within a frame or two
      if (!(video.seeking && this.buffered(video.currentTime))) this.buffering();
      this.gaps.check();
    });
    l.on(video, 'seeking', () => this.warmSeek());
    l.on(video, 'timeupdate', () => this.tick());
    l.every(1000, () => this.tick());
    l.on(window, 'offline', () => {
      this.wentOffline = true;
    });
    l.on(window, 'online', () => {
      if (!this.wentOffline) return;
      this.wentOffline = false;
      if (this.active) void this.restartAfterNetworkChange();
      else this.standbyFailed = true; // a hidden one is reloaded by its pool when next wanted
    });
  }

  private buffering(): void {
    if (!this.active) return;
    const s = $playback.get().status;
    if (s === 'error') return;
    if (s !== 'loading') this.set({ status: 'buffering' });
    this.cancelStall ??= this.listeners.after(STALL_LIMIT_MS, () => {
      this.cancelStall = null;
      const st = $playback.get().status;
      if (st === 'buffering' || st === 'loading') this.set({ status: 'error', error: stallError(), stalled: true });
    });
  }

  private unstall(status: 'playing' | 'paused'): void {
    this.cancelStall?.();
    this.cancelStall = null;
    if ($playback.get().status !== 'error') this.set({ status, stalled: false });
  }

  private fail(detail: unknown): void {
    if (isInterruption(detail)) return;
    this.standbyFailed = true;
    // a standby reports nothing: a zap to it loads the channel afresh and shows the real error
    if (!this.active) return;
    if (isNetworkLoss(detail) && (this.wentOffline || (typeof navigator !== 'undefined' && !navigator.onLine))) {
      this.wentOffline = true; // restart when the network is back
      this.set({ status: 'buffering' });
      return;
    }
    console.error('[eteris] player error', detail);
    this.cancelStall?.();
    this.cancelStall = null;
    this.set({ status: 'error', error: toPlayerError(detail, this.source?.mode === 'vod') });
    this.failedLoad = this.loadSeq;
    // nothing will play: a play() still waiting (a licence refused during the load) ends here, so
    // the load ends too (the controller then reports the channel, and the page follows it)
    if (!this.video.paused) this.video.pause();
  }

  private tick(): void {
    const src = this.source;
    if (!src || this.destroyed) return;
    if (!this.active) return;
    const range = this.player.seekRange();
    const buffered = this.video.buffered;
    let bufferEnd = this.video.currentTime;
    for (let i = 0; i < buffered.length; i++) {
      if (buffered.start(i) <= this.video.currentTime + 0.5 && buffered.end(i) > bufferEnd) bufferEnd = buffered.end(i);
    }
    const live = src.mode === 'live' || this.player.isLive();
    this.set({
      position: toEpoch(src, this.video.currentTime),
      seekStart: toEpoch(src, range.start),
      seekEnd: toEpoch(src, range.end),
      liveEdge: live ? toEpoch(src, range.end) : src.epg?.stop ?? toEpoch(src, range.end),
      bufferEnd: toEpoch(src, bufferEnd),
    });
  }

  /** Picks audio and subtitles by the profile's priorities (again after they change). */
  applyPriorities(): void {
    if (this.destroyed) return;
    this.pickTracks();
    this.reportTracks();
  }

  /** Tells $playback which languages there are and which are in use (the control bar's menu). */
  private reportTracks(): void {
    if (this.destroyed || !this.active) return;
    const audio = this.player.getAudioTracks();
    const texts = this.player.getTextTracks();
    const langs = (l: { language: string }[]) => [...new Set(l.map((x) => x.language).filter(Boolean))];
    const tracks: PlaybackTracks = {
      audio: langs(audio),
      audioActive: audio.find((a) => a.active)?.language ?? null,
      text: langs(texts),
      textActive: texts.find((x) => x.active)?.language ?? null,
    };
    const now = $playback.get().tracks;
    if (JSON.stringify(now) !== JSON.stringify(tracks)) this.set({ tracks });
  }

  private pickTracks(): void {
    const prio = (this.opts.priorities ?? (() => DEFAULT_PRIORITIES))();
    const audio = this.player.getAudioTracks();
    const lang = pickLanguage(audio.map((a) => a.language), prio.audio);
    const current = audio.find((a) => a.active);
    if (lang && current?.language !== lang) {
      const track = audio.find((a) => a.language === lang);
      if (track) this.player.selectAudioTrack(track);
    }
    const texts = this.player.getTextTracks();
    if (prio.subtitlesDisabled || texts.length === 0) {
      if (texts.some((t) => t.active)) this.player.selectTextTrack(null);
      return;
    }
    const textLang = pickLanguage(texts.map((t) => t.language), prio.subtitles);
    const text = texts.find((t) => t.language === textLang);
    if (text) {
      if (!text.active) this.player.selectTextTrack(text);
    }
  }

  /** The source being played (or loading). */
  current(): Source | null {
    return this.source;
  }

  /**
   * Loads a TV source; resolves once shaka has loaded it (before the first frame). A standby loads
   * it paused and silent.
   */
  load(source: Source, content: LicenceContent, opts: LoadOptions = {}): Promise<void> {
    let done!: (ok: boolean) => void;
    this.loaded = new Promise((r) => (done = r));
    this.standbyFailed = false;
    this.readyNow = false;
    const seq = this.loadSeq + 1;
    return this.loadNow(source, content, opts).then(
      () => {
        const ok = !this.standbyFailed && this.source === source;
        if (seq === this.loadSeq) this.readyNow = ok;
        done(ok);
      },
      (err: unknown) => {
        done(false);
        throw err;
      },
    );
  }

  private async loadNow(source: Source, content: LicenceContent, opts: LoadOptions): Promise<void> {
    const seq = ++this.loadSeq;
    this.source = source;
    this.lastContent = content;
    this.cancelStall?.();
    this.cancelStall = null;
    this.set({ status: 'loading', mode: source.mode, error: null, stalled: false });
    this.buffering();
    const start = opts.at != null ? toPresentation(source, opts.at) : source.startTime;
    try {
      const pm = start === source.startTime ? await this.preloads.take(source.url) : null;
      if (seq !== this.loadSeq) {
        void pm?.destroy();
        return;
      }
      if (pm) {
        await this.player.load(pm);
      } else {
        this.player.configure(this.configFor(content, Boolean(opts.exact) && opts.at != null) as Partial<shakaNs.extern.PlayerConfiguration>);
        await this.player.load(source.url, start, MIME);
      }
      if (seq !== this.loadSeq) return;
      this.anchor = { at: this.video.currentTime, duration: segmentSeconds(source.url) };
      this.refreshedAt = performance.now();
      this.applyPriorities();
      this.tick();
      // (not when an error came before shaka's load ended: a licence refused on loopback is answered
      // within a few ms of its request, which goes out before the load ends; play() would then wait
      // for good for a key that never comes, and so would the load. Seen in CI on a busy machine:
      // the zap to a channel not in the plan showed its packages, but the page never followed it)
      if (this.active && this.video.paused && this.failedLoad !== seq) await this.playOrMuted();
    } catch (err) {
      if (seq === this.loadSeq) this.fail(err);
    }
  }

  private buffered(t: number): boolean {
    return holdsTime(this.video.buffered, t);
  }

  /** A standby: resolves true once its load has finished without error. */
  async ready(): Promise<boolean> {
    const ok = await this.loaded;
    return ok && !this.standbyFailed && !this.destroyed;
  }

  /** The last load has finished without error (a standby can be shown as it is). */
  isReady(): boolean {
    return this.readyNow && !this.standbyFailed && !this.destroyed;
  }

  /** The last load failed (a standby then is not worth showing). */
  failed(): boolean {
    return this.standbyFailed;
  }

  /**
   * A hidden player moves its paused playhead to the key frame a fresh live load would start at (the
   * start of the segment holding the live start position) once that is its policy's `stepS` ahead,
   * so that its small buffer moves with the live edge. Its owner (the standby pool) calls this.
   */
  keepUp(): void {
    if (!this.hidden) return;
    if (this.unstick()) return;
    this.followLiveEdge(this.hidden.stepS, this.hidden.refreshMs);
  }

  /**
   * A paused hidden player whose playhead sits in the last frames of what it holds (however it got
   * there) never ends its seek: the browser waits for data after it, and a waiting standby fetches
   * nothing. Seen in CI: readyState 1, seeking, 0.15 s before the end of its only buffered range, for
   * good. After STUCK_SEEK_MS it goes back to the start of that range (a segment start: a key frame
   * with a segment of data after it) and counts the live start from the range's end.
   */
  private unstick(): boolean {
    const v = this.video;
    if (this.active || this.destroyed || !v.seeking || !v.paused || v.readyState >= 2) {
      this.seekingSince = null;
      return false;
    }
    const now = performance.now();
    this.seekingSince ??= now;
    if (now - this.seekingSince < STUCK_SEEK_MS) return false;
    const t = v.currentTime;
    const b = v.buffered;
    for (let i = 0; i < b.length; i++) {
      if (b.start(i) <= t + 0.05 && b.end(i) > t && b.end(i) <= t + 0.5) {
        this.seekingSince = null;
        if (this.anchor) this.anchor = { ...this.anchor, at: b.end(i) };
        if (b.end(i) - b.start(i) > 0.6) v.currentTime = b.start(i);
        else seekFetching(v, b.end(i));
        return true;
      }
    }
    return false;
  }

  /** As keepUp(); activate() moves it there exactly (step 0) and at once. */
  private followLiveEdge(step = 0, refreshMs = 0): boolean {
    const v = this.video;
    if (this.active || this.destroyed || !this.player.isLive() || v.seeking || v.readyState < 1) return false;
    let target = this.liveStart();
    if (target === null || target <= v.currentTime + Math.max(step - 0.05, 0.05)) return false;
    const b = v.buffered;
    for (let i = 0; i < b.length; i++) {
      // a target in the last half second of a buffered range (the load started off a segment start):
      // there shaka, paused, fetches nothing (something is buffered ahead) and the seek never ends;
      // go to where the range ends, the next segment's start, and count the live start from there
      if (this.anchor && b.start(i) <= target + 0.05 && b.end(i) > target && b.end(i) <= target + 0.5) {
        target = b.end(i);
        this.anchor = { ...this.anchor, at: target };
      }
    }
    for (let i = 0; i < b.length; i++) {
      if (b.start(i) <= target + 0.05 && b.end(i) > target + 0.5) {
        v.currentTime = Math.max(target, b.start(i));
        return true;
      }
    }
    // not buffered (a hidden player fetches nothing while paused): a seek there makes shaka fetch that
    // one segment per track; a waiting one does so at most every `refreshMs`, activate() at once
    const now = performance.now();
    if (step > 0 && now - this.refreshedAt < refreshMs) return false;
    this.refreshedAt = now;
    seekFetching(v, target);
    return true;
  }

  /**
   * Presentation time a live load starts at now: the start of the segment at the live edge (found
   * from where the load started, which is a segment start, and the manifest's segment duration).
   */
  private liveStart(): number | null {
    const end = this.player.seekRange().end;
    const a = this.anchor;
    if (!Number.isFinite(end) || !a) return null;
    return a.duration > 0 ? a.at + Math.floor((end - a.at) / a.duration) * a.duration : end;
  }

  /**
   * Makes a standby the player the viewer sees: full buffer goals, live-edge position, sound from
   * `audio`, play. Nothing is loaded, and nothing is reported yet: announce() does that once the
   * first frame is out (the element's re-render would hold it back).
   */
  activate(audio: { volume: number; muted: boolean }): void {
    if (this.active || this.destroyed) return;
    this.readyAtSwap = this.video.readyState >= 3;
    // a seek (to the live start, or to where it stands) before play(): Chromium restarts a paused
    // pipeline that has idled far faster after a seek (measured in bench/zap: ~30 ms against ~100 ms)
    if (!this.followLiveEdge()) seekFetching(this.video, this.video.currentTime);
    this.active = true;
    this.applyPriorities(); // the priorities may have changed since it loaded
    const v = this.video;
    v.volume = audio.volume;
    v.muted = audio.muted;
    this.cancelStall?.();
    this.cancelStall = null;
    void this.playOrMuted();
  }

  /**
   * play(); where the browser refuses sound without a gesture (autoplay policy, or Safari for a
   * <video> the viewer did not start) the picture comes at once, muted, and the mute button says so.
   */
  private async playOrMuted(): Promise<void> {
    const v = this.video;
    try {
      await v.play();
    } catch (err) {
      if (!this.active || this.destroyed || (err as { name?: string } | null)?.name !== 'NotAllowedError') return;
      setMuted(true);
      v.muted = true;
      await v.play().catch(() => undefined);
    }
  }

  /** Reports an activated standby in $playback (playing at once when its frames were buffered). */
  announce(): void {
    if (!this.active || this.destroyed) return;
    this.player.configure({ streaming: this.bufferGoals() } as unknown as Partial<shakaNs.extern.PlayerConfiguration>);
    // (or playing by now: a standby that had only its first frame may have started meanwhile, and
    // its 'playing' event has then come and gone)
    const playing = (this.readyAtSwap || this.video.readyState >= 3) && !this.video.paused;
    this.set({ status: playing ? 'playing' : 'loading', mode: this.source?.mode ?? 'live', error: null, stalled: false });
    if (!playing) this.buffering();
    this.applyPriorities();
    this.tick();
  }

  /**
   * Makes an empty hidden player (the pool's spare: attached, its MediaSource open, nothing loaded)
   * the one the viewer sees, with sound from `audio`. It reports from now on; the load that follows
   * plays it.
   */
  takeOver(audio: { volume: number; muted: boolean }): void {
    if (this.active || this.destroyed) return;
    this.active = true;
    this.video.volume = audio.volume;
    this.video.muted = audio.muted;
  }

  /** Nothing loaded or loading (a spare, or a player stopped). */
  empty(): boolean {
    return !this.destroyed && this.source === null;
  }

  /** Stops reporting and silences the player (at once, when another one is shown); deactivate() follows. */
  silence(): void {
    if (this.destroyed) return;
    this.active = false;
    this.endSeekHold?.();
    this.cancelStall?.();
    this.cancelStall = null;
    this.video.muted = true;
  }

  /** Turns the player shown before into a paused hidden one of `policy` (it keeps what it has loaded). */
  deactivate(policy: HiddenPolicy): void {
    if (this.destroyed) return;
    this.hidden = policy;
    this.silence();
    this.video.pause();
    this.preloads.set([]);
    this.player.configure({ streaming: this.bufferGoals() } as unknown as Partial<shakaNs.extern.PlayerConfiguration>);
    if (!this.player.isLive() || this.source?.mode !== 'live') this.standbyFailed = true; // reloaded before use
  }

  /** Preloads these sources (fast zapping) and drops every other preload. */
  preload(items: SourceLoad[]): void {
    if (this.destroyed) return;
    this.preloads.set(items.map(({ source, content }) => ({ url: source.url, startTime: source.startTime, live: source.mode === 'live', config: this.configFor(content) })));
  }

  /** The representations playing (video and audio ids): a zap's load starts with the same ones. */
  startRepIds(): string[] {
    if (this.destroyed) return [];
    const t = this.player.getVariantTracks().find((x) => x.active);
    return [t?.originalVideoId, t?.originalAudioId].filter((x): x is string => !!x);
  }

  preloadedUrls(): string[] {
    return this.preloads.urls();
  }

  /**
   * Seeks to an epoch second inside the current source. A seek out of the buffer of a live stream
   * (the time-shift window) lands on the start of the segment holding it (a key frame: the first
   * frame needs no decoding up to the position; at most one segment, 2 s, earlier), and warmSeek()
   * fetches the segments there at once.
   */
  seek(epoch: number): void {
    if (!this.source) return;
    const range = this.player.seekRange();
    let t = Math.min(Math.max(toPresentation(this.source, epoch), range.start), range.end);
    if (!this.buffered(t)) {
      const start = this.segmentsAt(t)?.start;
      if (start !== undefined && start <= t && t - start <= MAX_SNAP_S && start >= range.start) t = start;
    }
    this.video.currentTime = t;
    this.tick();
  }

  /**
   * The player shown seeks out of its buffer (the seek bar, a key, any seek): the segments at the
   * new position are fetched at once (warm requests), while shaka first clears its buffer. Not
   * shaka's own seeks while it loads (to the start position): the load's first segments are asked
   * for already (warm.ts), and once shaka has taken them a warm request would ask for them again.
   */
  private warmSeek(): void {
    const v = this.video;
    // (nor when the picture is buffered there and only the sound is not: shaka's flush seek after a
    // switch of the audio language emptied the audio buffer, and a nudge while shaka fetches it. A
    // warm request then fetched video segments already buffered and held shaka's audio behind them,
    // which stopped its audio stream now and then; player-tracks checks no video is asked for again)
    if (!this.active || this.destroyed || !this.readyNow || !this.source || this.buffered(v.currentTime)) return;
    if (this.player.getBufferedInfo().video.some((r) => covers(r.start, r.end, v.currentTime))) return;
    const urls = this.segmentsAt(v.currentTime)?.urls ?? [];
    for (const url of urls) void warmFetch(`GET ${url}`, url);
    if (urls.length) this.seekHold(urls);
  }

  /**
   * The element's re-renders wait for the seek's first frame (render-hold.ts; at most
   * renderHold.ms): the spinner, the position and the status the seek reports re-rendered the
   * control bar on the picture's path (3-11 ms of main thread each in bench/zap, at 'seeking',
   * 'waiting', 'timeupdate' and 'seeked'). One hold for seeks in a row.
   */
  private seekHold(urls: string[]): void {
    const v = this.video;
    // (a seek in a hold's time: its segments go too; the hold ends at the last seek's frame)
    for (const url of urls) this.seekWait?.urls.add(url);
    if (this.endSeekHold || typeof v.requestVideoFrameCallback !== 'function') return;
    const release = holdRendersFor();
    const cancel = this.listeners.after(renderHold.ms, () => this.endSeekHold?.());
    let frame!: () => void;
    this.seekWait = { urls: new Set(urls), frame: new Promise<void>((resolve) => (frame = resolve)) };
    this.endSeekHold = () => {
      this.endSeekHold = null;
      this.seekWait = null;
      frame();
      cancel();
      release();
    };
    // ended in a task of its own after the frame's callbacks: the renders (React's, in a microtask)
    // then follow the picture's presentation instead of running inside it
    const look = () => {
      if (!this.endSeekHold) return;
      if (v.seeking && this.active && !this.destroyed) v.requestVideoFrameCallback(look);
      else this.listeners.after(0, () => this.endSeekHold?.());
    };
    v.requestVideoFrameCallback(look);
  }

  /**
   * The segments at presentation time `t` of the representations playing, and where they start:
   * read from the live manifest's segment template (live-edge.ts; shaka's own segment index is an
   * internal structure). Null for anything else (catch-up, VoD) or when not known.
   */
  private segmentsAt(t: number): { start: number; urls: string[] } | null {
    const src = this.source;
    const tpl = src && src.mode === 'live' ? templateFor(src.url) : null;
    const reps = this.startRepIds().map((id) => tpl?.reps.get(id)).filter((r) => r !== undefined);
    if (!tpl || reps.length === 0) return null;
    const d = reps[0]!.duration;
    const k = Math.floor((t + 1e-6 - tpl.periodStart) / d);
    if (k < 0 || reps.some((r) => r.duration !== d)) return null;
    return { start: tpl.periodStart + k * d, urls: reps.map((r) => segmentUrl(r, k)) };
  }

  goLive(): void {
    if (this.player.isLive()) this.player.goToLive();
  }

  /** Loads the current source again (Retry), at the same wall-clock second unless live. */
  /**
   * Stops what plays and forgets it (a locked programme: nothing of it may stay on screen); a load in
   * flight is superseded. Retry/reload have nothing to repeat afterwards.
   */
  async stop(): Promise<void> {
    this.loadSeq++;
    this.source = null;
    this.lastContent = null;
    this.readyNow = false;
    this.cancelStall?.();
    this.cancelStall = null;
    if (!this.destroyed) await this.player.unload().catch(() => undefined);
  }

  async reload(): Promise<void> {
    const src = this.source;
    if (!src || !this.lastContent) return;
    const position = $playback.get().position;
    await this.load(src, this.lastContent, { at: src.mode === 'live' || !position ? null : position });
  }

  async restartAfterNetworkChange(): Promise<void> {
    if (!this.active) return;
    const src = this.source;
    if (!src) return;
    const position = $playback.get().position;
    const content = this.lastContent;
    if (!content) return;
    await this.load(src, content, { at: src.mode === 'live' ? null : position });
    this.set({ notice: networkChangedNotice() });
  }

  async destroy(): Promise<void> {
    if (this.destroyed) return;
    this.destroyed = true;
    this.endSeekHold?.();
    this.listeners.removeAll();
    // shaka's teardown starts at once, the preloads' beside it (before, it waited for theirs, and
    // its streaming could still ask for segments meanwhile; the filter above now aborts them)
    await Promise.all([this.player.destroy(), this.preloads.destroy()]);
  }
}
