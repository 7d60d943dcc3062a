// The shaka wrapper: one shaka.Player on one <video>. It loads TV and VoD sources (from a preload
// when there is one), reports to its element's playback state (playback.ts) while it is the one
// shown, and destroy() releases everything (listeners.ts). A hidden wrapper belongs to the standby
// pool (standby.ts), follows its HiddenPolicy and reports nothing; activate() shows it.

import type shakaNs from 'shaka-player';
import { config } from '../core/config';
import { networkChangedNotice } from './errors';
import { type LicenceContent } from './licence';
import { segmentUrl } from './live-edge';
import { installSegmentCache, templateFor, warmFetch } from './prefetch';
import { loadShaka } from './shaka-loader';
import { toPresentation, type Source, type SourceLoad } from './source';
import { HiddenWrapper } from './wrapper-hidden';
import { MIME, covers, MAX_SNAP_S, WrapperOptions, LoadOptions, HiddenPolicy, segmentSeconds } from './wrapper-util';

export { seekFetching, type HiddenPolicy, type WrapperOptions } from './wrapper-util';

export class PlayerWrapper extends HiddenWrapper {
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

  protected async loadNow(source: Source, content: LicenceContent, opts: LoadOptions): Promise<void> {
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
        this.player.configure(this.configFor(content) as Partial<shakaNs.extern.PlayerConfiguration>);
        await this.player.load(source.url, start, MIME);
      }
      if (seq !== this.loadSeq) return;
      this.anchor = { at: this.video.currentTime, duration: segmentSeconds(source.url) };
      this.refreshedAt = performance.now();
      this.applyPriorities();
      this.tick();
      // (not after an error came before the load ended, e.g. a licence refused at once: play()
      // would wait for a key that never comes, and so would the load)
      if (this.active && this.video.paused && this.failedLoad !== seq) await this.playOrMuted();
    } catch (err) {
      if (seq === this.loadSeq) this.fail(err);
    }
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
   * lands on the start of the segment holding it (a key frame), and warmSeek() fetches it at once.
   */
  seek(epoch: number): void {
    if (!this.source) return;
    const range = this.player.seekRange();
    let t = Math.min(Math.max(toPresentation(this.source, epoch), range.start), range.end);
    if (config().player.warmSeek && !this.buffered(t)) {
      const start = this.segmentsAt(t)?.start;
      if (start !== undefined && start <= t && t - start <= MAX_SNAP_S && start >= range.start) t = start;
    }
    this.video.currentTime = t;
    // (its segments asked for now, before the browser's 'seeking' event and shaka's own requests)
    this.warmSeek();
    this.tick();
  }

  /**
   * The player shown seeks out of its buffer: the segments at the new position are fetched at once
   * (warm requests) while shaka clears its buffer. Not for shaka's own seek to a load's start, whose
   * segments the load has asked for already.
   */
  protected override warmSeek(): void {
    const v = this.video;
    // (nor when only the sound is not buffered there, as after an audio language switch: a warm
    // request would fetch video already buffered and hold shaka's audio behind it)
    if (!config().player.warmSeek || !this.active || this.destroyed || !this.readyNow || !this.source || this.buffered(v.currentTime)) return;
    if (this.player.getBufferedInfo().video.some((r) => covers(r.start, r.end, v.currentTime))) return;
    const urls = this.segmentsAt(v.currentTime)?.urls ?? [];
    for (const url of urls) void warmFetch(`GET ${url}`, url);
  }

  /**
   * The segments at presentation time `t` of the representations playing, and where they start:
   * read from the live manifest's segment template (live-edge.ts; shaka's own segment index is an
   * internal structure). Null for anything else (catch-up, VoD) or when not known.
   */
  protected segmentsAt(t: number): { start: number; urls: string[] } | null {
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

  /** Loads the current source again (Retry), at the same wall-clock second unless live. */
  async reload(): Promise<void> {
    const src = this.source;
    if (!src || !this.lastContent) return;
    const position = this.opts.stores.playback.get().position;
    await this.load(src, this.lastContent, { at: src.mode === 'live' || !position ? null : position });
  }

  override async restartAfterNetworkChange(): Promise<void> {
    if (!this.active) return;
    const src = this.source;
    if (!src) return;
    const position = this.opts.stores.playback.get().position;
    const content = this.lastContent;
    if (!content) return;
    await this.load(src, content, { at: src.mode === 'live' ? null : position });
    this.set({ notice: networkChangedNotice() });
  }

  async destroy(): Promise<void> {
    if (this.destroyed) return;
    this.destroyed = true;
    this.listeners.removeAll();
    // shaka's teardown and the preloads' together; the request filter (wire()) aborts what its
    // streaming still asks for meanwhile
    await Promise.all([this.player.destroy(), this.preloads.destroy()]);
  }
}
