// The shaka wrapper's player and what it reports (wrapper.ts): its request filters, the shaka and
// video events turned into its element's playback state, its configuration and tracks.

import type shakaNs from 'shaka-player';
import { config as appConfig } from '../core/config';
import type { PlaybackState, PlaybackTracks } from '../core/stores/player';
import { $quality, qualityAbr } from '../core/stores/streaming';
import { reportPlayback } from './playback';
import { playerConfig, type ShakaConfig } from './config';
import { isInterruption, isNetworkLoss, stallError, toPlayerError } from './errors';
import { licenceHeadersWhenReady, licenceTokenRefused, licenceUrl, renewedLicenceHeaders, type LicenceContent } from './licence';
import { GapGuard, GAP_POLL_MS } from './gaps';
import { Listeners } from './listeners';
import { type Shaka } from './shaka-loader';
import { toEpoch, type Source } from './source';
import { DEFAULT_PRIORITIES, pickLanguage } from './tracks';
import { STALL_LIMIT_MS, holdsTime, WrapperOptions, HiddenPolicy } from './wrapper-util';

export abstract class WrapperCore {
  readonly video: HTMLVideoElement;
  protected shaka: Shaka;
  protected player: shakaNs.Player;
  protected listeners = new Listeners();
  protected source: Source | null = null;
  protected loadSeq = 0;
  protected cancelStall: (() => void) | null = null;
  protected destroyed = false;
  protected wentOffline = false;
  /** Licence content of the current load (retry and network restarts reuse it). */
  protected lastContent: LicenceContent | null = null;
  /** The viewer sees this one: it reports to its element's playback store and plays. False for a hidden one. */
  protected active: boolean;
  /** How it buffers while hidden (its owner's, given with create() / deactivate()). */
  protected hidden: HiddenPolicy | null;
  /** The last load failed (or a network change overtook a standby): not worth showing as a standby. */
  protected standbyFailed = false;
  /** The load (loadSeq) an error was shown for: nothing of it will play. */
  protected failedLoad = -1;
  protected readyNow = false;
  protected readyAtSwap = false;
  /** Resolves once the last load has finished (true) or failed (false). */
  protected loaded: Promise<boolean> = Promise.resolve(false);
  /** Where the last load started (a segment start) and the segment duration: a standby's live start. */
  protected anchor: { at: number; duration: number } | null = null;
  /** When keepUp() first saw the hidden player seeking without a frame (null: not seeking). */
  protected seekingSince: number | null = null;
  /** When a standby last fetched the segment of the live start (performance.now()). */
  protected refreshedAt = 0;
  /** Gap jumping within the spec's limit, and the stall nudge (gaps.ts). */
  readonly gaps: GapGuard;

  protected constructor(shaka: Shaka, player: shakaNs.Player, video: HTMLVideoElement, protected readonly opts: WrapperOptions, hidden: HiddenPolicy | null) {
    this.shaka = shaka;
    this.player = player;
    this.video = video;
    this.active = hidden === null;
    this.hidden = hidden;
    this.gaps = new GapGuard(video, () => player.seekRange().end);
    this.wire();
  }

  /** The status its element shows. */
  protected status(): PlaybackState['status'] {
    return this.opts.stores.playback.get().status;
  }

  protected set(patch: Partial<PlaybackState>): void {
    if (!this.destroyed && this.active) reportPlayback(this.opts.stores.playback, patch);
  }

  /**
   * The configuration of a load (licence URL of `content`), with a hidden player's small buffer.
   */
  protected configFor(content: LicenceContent | null): ShakaConfig {
    const cfg = appConfig();
    const prio = (this.opts.priorities ?? (() => DEFAULT_PRIORITIES))();
    const base = playerConfig(cfg, prio);
    const streaming = { ...(base.streaming as Record<string, unknown>), ...this.bufferGoals() };
    return { ...base, streaming, ...(content ? { drm: { servers: { [cfg.drm.keySystem]: licenceUrl(cfg.drm.licenseUrl, content) } } } : {}) };
  }

  protected bufferGoals(): Record<string, number | boolean> {
    const base = playerConfig(appConfig(), DEFAULT_PRIORITIES).streaming as Record<string, number>;
    const h = this.active ? null : this.hidden;
    return !h
      ? { bufferingGoal: base.bufferingGoal!, bufferBehind: base.bufferBehind!, updateIntervalSeconds: base.updateIntervalSeconds!, stopFetchingOnPause: false }
      : { bufferingGoal: h.bufferingGoal, bufferBehind: h.bufferBehind, updateIntervalSeconds: h.updateIntervalSeconds, stopFetchingOnPause: true };
  }

  protected wire(): void {
    const { listeners: l, video, player } = this;
    const RequestType = this.shaka.net.NetworkingEngine.RequestType;
    // Settings > Streaming changed while playing: the next choice of video follows it
    l.add($quality.listen((q) => player.configure({ abr: qualityAbr(q) } as Partial<shakaNs.extern.PlayerConfiguration>)));
    const net = player.getNetworkingEngine();
    // a player that has gone asks for nothing more, a request held below or one made during
    // shaka's teardown included; aborted as shaka aborts its own (no error shown, no retry)
    const { Error: ShakaError } = this.shaka.util;
    const unlessGone = () => {
      if (this.destroyed) throw new ShakaError(ShakaError.Severity.RECOVERABLE, ShakaError.Category.PLAYER, ShakaError.Code.OPERATION_ABORTED);
    };
    const filter = (type: number, request: shakaNs.extern.Request) => {
      unlessGone();
      let headers: ReturnType<typeof licenceHeadersWhenReady> | null = null;
      if (type === RequestType.LICENSE) {
        const user = this.opts.user();
        // a retry follows a refused licence token (the retry listener lets no other refusal through): with a new one
        if (user && request.attempt > 0) {
          return renewedLicenceHeaders(user, this.opts.tokens).then((h) => {
            unlessGone();
            Object.assign(request.headers, h);
          });
        }
        headers = user ? licenceHeadersWhenReady(user, this.opts.tokens) : null;
      }
      // a hidden player's requests give way to what the viewer waits for (its policy's wait())
      const wait = this.active ? undefined : this.hidden?.wait;
      if (headers instanceof Promise) {
        return headers.then((h) => {
          unlessGone();
          Object.assign(request.headers, h);
          return wait?.().then(unlessGone);
        });
      }
      if (headers) Object.assign(request.headers, headers);
      return wait ? wait().then(unlessGone) : undefined;
    };
    // (kept until shaka's networking goes with the player, which may hold a request during teardown)
    net?.registerRequestFilter(filter);
    l.add(this.opts.tokens.hold());
    const responses = () => {
      // a hidden player's answers wait as its requests do, so appending them does not share the
      // main thread and the decoder with the seek of the player shown
      const wait = this.active ? undefined : this.hidden?.wait;
      return wait ? wait().then(unlessGone) : undefined;
    };
    net?.registerResponseFilter(responses);
    l.add(() => net?.unregisterResponseFilter(responses));
    // a refusal (401, 403) is the server's word, not a hiccup: shaka's retry would ask again for nothing
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
      const s = this.status();
      if (s !== 'error' && s !== 'loading') this.set({ status: 'paused' });
    });
    l.on(video, 'waiting', () => {
      // a seek inside the buffer (a zap to a standby, a short jump) plays on within a frame or two
      if (!(video.seeking && this.buffered(video.currentTime))) this.buffering();
      this.gaps.check();
    });
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

  protected buffering(): void {
    if (!this.active) return;
    const s = this.status();
    if (s === 'error') return;
    if (s !== 'loading') this.set({ status: 'buffering' });
    this.cancelStall ??= this.listeners.after(STALL_LIMIT_MS, () => {
      this.cancelStall = null;
      const st = this.status();
      if (st === 'buffering' || st === 'loading') this.set({ status: 'error', error: stallError(), stalled: true });
    });
  }

  protected unstall(status: 'playing' | 'paused'): void {
    this.cancelStall?.();
    this.cancelStall = null;
    if (this.status() !== 'error') this.set({ status, stalled: false });
  }

  protected fail(detail: unknown): void {
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

  protected tick(): void {
    const src = this.source;
    if (!src || this.destroyed || !this.active) return;
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

  /** Tells the playback state which languages there are and which are in use (the control bar's menu). */
  protected reportTracks(): void {
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
    const now = this.opts.stores.playback.get().tracks;
    if (JSON.stringify(now) !== JSON.stringify(tracks)) this.set({ tracks });
  }

  protected pickTracks(): void {
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
    if (text && !text.active) this.player.selectTextTrack(text);
  }

  protected buffered(t: number): boolean {
    return holdsTime(this.video.buffered, t);
  }

  /** Loads the current source again after the network came back (PlayerWrapper). */
  abstract restartAfterNetworkChange(): Promise<void>;
}
