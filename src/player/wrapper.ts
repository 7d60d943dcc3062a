// The shaka wrapper: one shaka.Player on one <video>. It loads TV and VoD sources, reports to its
// element's playback state (playback.ts) while it is the one shown, and destroy() releases
// everything (listeners.ts). A hidden wrapper belongs to the standby pool (standby.ts), follows its
// HiddenPolicy and reports nothing; activate() shows it.

import type shakaNs from 'shaka-player';
import { networkChangedNotice } from './errors';
import { type LicenceContent } from './licence';
import { loadShaka } from './shaka-loader';
import { toPresentation, type Source } from './source';
import { HiddenWrapper } from './wrapper-hidden';
import { MIME, WrapperOptions, LoadOptions, HiddenPolicy } from './wrapper-util';

export { seekFetching, type HiddenPolicy, type WrapperOptions } from './wrapper-util';

export class PlayerWrapper extends HiddenWrapper {
  /** Loads shaka (lazily), attaches a player to `video`; with `hidden`, a hidden one (the standby pool's). */
  static async create(video: HTMLVideoElement, opts: WrapperOptions, hidden: HiddenPolicy | null = null): Promise<PlayerWrapper> {
    const shaka = await loadShaka();
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
      this.player.configure(this.configFor(content) as Partial<shakaNs.extern.PlayerConfiguration>);
      await this.player.load(source.url, start, MIME);
      if (seq !== this.loadSeq) return;
      // (a live load starts at a segment's start; the manifest says how long its segments are)
      this.anchor = { at: this.video.currentTime, duration: this.player.getManifest()?.presentationTimeline.getMaxSegmentDuration() ?? 0 };
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

  /** Seeks to an epoch second inside the current source. */
  seek(epoch: number): void {
    if (!this.source) return;
    const range = this.player.seekRange();
    this.video.currentTime = Math.min(Math.max(toPresentation(this.source, epoch), range.start), range.end);
    this.tick();
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
    // the request filter (wire()) aborts what shaka's streaming still asks for during its teardown
    await this.player.destroy();
  }
}
