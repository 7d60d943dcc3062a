// The shaka wrapper: one shaka.Player on one <video>, loads TV sources (with a preload when there is
// one), reports shaka and video events to $playback, and destroy() releases everything.
import type shakaNs from 'shaka-player';
import { config as appConfig } from '../core/config';
import { $playback, type PlaybackState } from '../core/stores/player';
import { playerConfig, type ShakaConfig } from './config';
import { isInterruption, isNetworkLoss, networkChangedNotice, stallError, toPlayerError } from './errors';
import { licenceHeaders, licenceUrl, type LicenceContent, type LicenceUser } from './licence';
import { Listeners } from './listeners';
import { PreloadCache } from './preload';
import { installSegmentCache, rememberManifest } from './prefetch';
import { loadShaka, type Shaka } from './shaka-loader';
import { toEpoch, toPresentation, type Source } from './source';
import { DEFAULT_PRIORITIES, pickLanguage, type TrackPriorities } from './tracks';

/** A spinner never stands longer than this without a message (issue: 30 s). */
export const STALL_LIMIT_MS = 30_000;
const MIME = 'application/dash+xml';

export interface WrapperOptions {
  user: () => LicenceUser | null;
  priorities?: () => TrackPriorities;
}

export interface LoadOptions {
  /** Start at this epoch second instead of the default (live edge / programme start). */
  at?: number | null;
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
  gapsJumped = 0;

  private constructor(shaka: Shaka, player: shakaNs.Player, video: HTMLVideoElement, private readonly opts: WrapperOptions) {
    this.shaka = shaka;
    this.player = player;
    this.video = video;
    this.preloads = new PreloadCache(player);
    this.wire();
  }

  /** Loads shaka (lazily), attaches a player to `video`. */
  static async create(video: HTMLVideoElement, opts: WrapperOptions): Promise<PlayerWrapper> {
    const shaka = await loadShaka();
    installSegmentCache(shaka);
    const player = new shaka.Player();
    await player.attach(video);
    player.configure(playerConfig(appConfig(), (opts.priorities ?? (() => DEFAULT_PRIORITIES))()) as Partial<shakaNs.extern.PlayerConfiguration>);
    return new PlayerWrapper(shaka, player, video, opts);
  }

  private set(patch: Partial<PlaybackState>): void {
    if (!this.destroyed) $playback.set({ ...$playback.get(), ...patch });
  }

  private baseConfig(content: LicenceContent): ShakaConfig {
    const cfg = appConfig();
    const prio = (this.opts.priorities ?? (() => DEFAULT_PRIORITIES))();
    const base = playerConfig(cfg, prio);
    return { ...base, drm: { servers: { [cfg.drm.keySystem]: licenceUrl(cfg.drm.licenseUrl, content) } } };
  }

  private wire(): void {
    const { listeners: l, video, player } = this;
    const RequestType = this.shaka.net.NetworkingEngine.RequestType;
    const net = player.getNetworkingEngine();
    const filter = (type: number, request: shakaNs.extern.Request) => {
      if (type !== RequestType.LICENSE) return;
      const user = this.opts.user();
      if (user) Object.assign(request.headers, licenceHeaders(user));
    };
    net?.registerRequestFilter(filter);
    l.add(() => net?.unregisterRequestFilter(filter));
    // live preloads read the segment template of their manifest (prefetch.ts); copied into preloads
    const manifests = (type: number, response: shakaNs.extern.Response) => {
      if (type === RequestType.MANIFEST) rememberManifest(response.originalUri, response.data);
    };
    net?.registerResponseFilter(manifests);
    l.add(() => net?.unregisterResponseFilter(manifests));

    l.on(player, 'error', (e: Event) => this.fail((e as unknown as { detail: unknown }).detail));
    l.on(player, 'buffering', (e: Event) => {
      const buffering = (e as unknown as { buffering: boolean }).buffering;
      if (buffering) this.buffering();
      else this.unstall(video.paused ? 'paused' : 'playing');
    });
    l.on(player, 'gapjumped', () => this.gapsJumped++);
    l.on(player, 'trackschanged', () => this.applyPriorities());
    l.on(video, 'playing', () => this.unstall('playing'));
    l.on(video, 'pause', () => {
      if ($playback.get().status !== 'error' && $playback.get().status !== 'loading') this.set({ status: 'paused' });
    });
    l.on(video, 'waiting', () => this.buffering());
    l.on(video, 'timeupdate', () => this.tick());
    l.every(1000, () => this.tick());
    l.on(window, 'offline', () => {
      this.wentOffline = true;
    });
    l.on(window, 'online', () => {
      if (!this.wentOffline) return;
      this.wentOffline = false;
      void this.restartAfterNetworkChange();
    });
  }

  private buffering(): void {
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
    if (isNetworkLoss(detail) && (this.wentOffline || (typeof navigator !== 'undefined' && !navigator.onLine))) {
      this.wentOffline = true; // restart when the network is back
      this.set({ status: 'buffering' });
      return;
    }
    console.error('[eteris] player error', detail);
    this.cancelStall?.();
    this.cancelStall = null;
    this.set({ status: 'error', error: toPlayerError(detail) });
  }

  private tick(): void {
    const src = this.source;
    if (!src || this.destroyed) return;
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

  private applyPriorities(): void {
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

  /** Loads a TV source; resolves once shaka has loaded it (before the first frame). */
  async load(source: Source, content: LicenceContent, opts: LoadOptions = {}): Promise<void> {
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
        this.player.configure(this.baseConfig(content) as Partial<shakaNs.extern.PlayerConfiguration>);
        await this.player.load(source.url, start, MIME);
      }
      if (seq !== this.loadSeq) return;
      this.applyPriorities();
      this.tick();
      if (this.video.paused) await this.video.play().catch(() => undefined);
    } catch (err) {
      if (seq === this.loadSeq) this.fail(err);
    }
  }

  /** Preloads these sources (fast zapping) and drops every other preload. */
  preload(items: { source: Source; content: LicenceContent }[]): void {
    if (this.destroyed) return;
    this.preloads.set(items.map(({ source, content }) => ({ url: source.url, startTime: source.startTime, live: source.mode === 'live', config: this.baseConfig(content) })));
  }

  preloadedUrls(): string[] {
    return this.preloads.urls();
  }

  /** Seeks to an epoch second inside the current source. */
  seek(epoch: number): void {
    if (!this.source) return;
    const range = this.player.seekRange();
    const t = toPresentation(this.source, epoch);
    this.video.currentTime = Math.min(Math.max(t, range.start), range.end);
    this.tick();
  }

  goLive(): void {
    if (this.player.isLive()) this.player.goToLive();
  }

  /** Loads the current source again (Retry), at the same wall-clock second unless live. */
  async reload(): Promise<void> {
    const src = this.source;
    if (!src || !this.lastContent) return;
    const position = $playback.get().position;
    await this.load(src, this.lastContent, { at: src.mode === 'live' || !position ? null : position });
  }

  async restartAfterNetworkChange(): Promise<void> {
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
    this.listeners.removeAll();
    this.destroyed = true;
    await this.preloads.destroy();
    await this.player.destroy();
  }
}
