// Fast zapping by swapping players: a load on the <video> that plays first tears down its
// MediaSource and DRM sessions, so each neighbouring live channel is loaded ahead in a hidden,
// paused, muted <video> with its own player (a standby), and a zap to it only swaps the <video>s.
// The pool alone owns the hidden players (at most MAX_STANDBY, none before the first play); it lets
// them go while the page is hidden or playback is paused, and its timers are its owner's Listeners.

import { config } from '../core/config';
import type { Listeners } from './listeners';
import type { SourceLoad } from './source';
import { PlayerWrapper, type WrapperOptions } from './wrapper';
import { MAX_STANDBY, STANDBY_DELAY_MS, standbyTimings, STANDBY_FOLLOW_MS, shownSettled, kept, policyOf, Slot, showVideo, hideVideo } from './standby-policy';

export { SHOWN_FRAME_MAX_MS, standbyTimings, standbyRefresh, type ShownState, shownSettled } from './standby-policy';

export class StandbyPool {
  private slots: Slot[] = [];
  private made: HTMLVideoElement[] = [];
  /** Hidden <video>s whose player was destroyed (re-used before a new one is made). */
  private idle: HTMLVideoElement[] = [];
  private readonly timer: ReturnType<Listeners['timer']>;
  private destroyed = false;
  private gen = 0;
  /** The last wants, restored when the page is shown again after its standbys were let go. */
  private wants: SourceLoad[] = [];
  private readonly idleTimer: ReturnType<Listeners['timer']>;
  private released = false;
  private paused = false;
  /** The player shown before a swap, until settle() makes it a standby. */
  private hiding: PlayerWrapper | null = null;
  /**
   * An empty hidden player (attached, its MediaSource open): a zap to a channel no standby holds
   * loads on it, so the teardown of the player shown stays off the zap's path (retire()).
   */
  private spare: PlayerWrapper | null = null;
  private makingSpare = false;

  /** Hidden players' requests wait until the player shown has ended its seek or wait for data. */
  private readonly policy = policyOf(() => this.shownSettled());

  /**
   * `screen` is the element holding the shown <video>; standby videos are added next to it. Its
   * timers and listeners are `owner`'s (released with it).
   */
  constructor(private readonly screen: () => HTMLElement | null, private readonly opts: WrapperOptions, owner: Listeners) {
    this.timer = owner.timer();
    this.idleTimer = owner.timer();
    owner.on(document, 'visibilitychange', this.idleChanged);
    owner.add(
      opts.stores.playback.subscribe(({ status }) => {
        if ((status === 'paused') === this.paused) return;
        this.paused = status === 'paused';
        this.idleChanged();
      }),
    );
    owner.every(STANDBY_FOLLOW_MS, () => {
      for (const s of this.slots) s.wrapper.keepUp();
      this.hiding?.keepUp();
    });
    this.idleChanged();
  }

  /**
   * Shows `standby` (taken from the pool) instead of `shown`, and plays it; `shown` is silenced now
   * and becomes a standby at settle().
   */
  swap(shown: PlayerWrapper, standby: PlayerWrapper, audio: { volume: number; muted: boolean }): void {
    this.showInstead(shown, standby);
    standby.activate(audio);
  }

  /** Shows `next` instead of `shown`, which is silenced now and becomes a standby at settle(). */
  private showInstead(shown: PlayerWrapper, next: PlayerWrapper): void {
    this.settle();
    showVideo(next.video, shown.video);
    shown.silence();
    this.hiding = shown;
  }

  /**
   * Shows the spare instead of `shown` (the spare then loads the new channel, reporting); `shown`
   * is silenced and paused now and becomes a standby at settle(). Null when there is no spare.
   */
  swapToSpare(shown: PlayerWrapper, audio: { volume: number; muted: boolean }): PlayerWrapper | null {
    const spare = this.spare;
    if (!spare || !spare.empty() || this.destroyed || this.released) return null;
    this.spare = null;
    this.showInstead(shown, spare);
    spare.takeOver(audio);
    shown.video.pause();
    return spare;
  }

  /** After a swap's first frame: the player shown before becomes a standby (of its live channel). */
  settle(): void {
    const old = this.hiding;
    this.hiding = null;
    if (old) {
      old.deactivate(this.policy);
      this.put(old);
    }
  }

  /** Lets the standbys go after the page has been hidden, or the viewer paused, for a while. */
  private readonly idleChanged = (): void => {
    if (this.destroyed) return;
    const hidden = document.visibilityState === 'hidden';
    const delay = hidden ? standbyTimings.hiddenMs : this.paused ? standbyTimings.pausedMs : null;
    this.idleTimer.clear();
    if (delay === null) {
      if (this.released) {
        this.released = false;
        this.schedule(this.wants, 0);
      }
      return;
    }
    if (this.released) return;
    this.idleTimer.set(delay, () => {
      this.released = true;
      this.schedule([], 0);
      const spare = this.spare;
      this.spare = null;
      if (spare) void this.retire(spare);
    });
  };

  /** The standby of `url` once its load has finished, removed from the pool; null when there is none. */
  async take(url: string): Promise<PlayerWrapper | null> {
    const slot = this.slots.find((s) => s.url === url && s.loading);
    if (!slot) return null;
    const ok = await slot.wrapper.ready();
    if (this.destroyed || slot.url !== url || !this.slots.includes(slot)) return null;
    if (!ok) {
      slot.url = ''; // a spare: re-used by the next want()
      return null;
    }
    this.slots = this.slots.filter((s) => s !== slot);
    return slot.wrapper;
  }

  /** A standby holds (or is loading) `url`. */
  holds(url: string): boolean {
    return this.slots.some((s) => s.url === url && s.loading);
  }

  /** The standby of `url` if it is ready now (loaded without error), removed from the pool; else null. */
  takeReady(url: string): PlayerWrapper | null {
    const slot = this.slots.find((s) => s.url === url && s.loading && s.wrapper.isReady());
    if (!slot || this.destroyed) return null;
    this.slots = this.slots.filter((s) => s !== slot);
    return slot.wrapper;
  }

  /** Takes back the player that was shown: a standby of its live source (it keeps it loaded). */
  put(wrapper: PlayerWrapper): void {
    if (this.destroyed) {
      void wrapper.destroy();
      return;
    }
    const src = wrapper.current();
    hideVideo(wrapper.video);
    this.slots.push({ url: src?.mode === 'live' ? src.url : '', wrapper, loading: src?.mode === 'live' });
    // a swap settled after its wants were applied: apply them again, off the zap's path, to let go
    // of the player too many
    if (this.slots.length > kept(this.wants).length && !this.timer.pending()) this.schedule(this.released ? [] : this.wants, STANDBY_DELAY_MS);
  }

  /** Standbys of exactly these live sources (the first MAX_STANDBY), loaded after STANDBY_DELAY_MS. */
  want(wants: SourceLoad[], delayMs = STANDBY_DELAY_MS): void {
    this.wants = wants;
    if (!this.released) this.schedule(wants, delayMs); // while let go (hidden page) only remembered
  }

  private schedule(wants: SourceLoad[], delayMs: number): void {
    if (this.destroyed) return;
    this.timer.set(delayMs, () => void this.apply(kept(wants)));
  }

  /** The players beyond `wants` holding none of them go (after a swap there may be one too many); returns the wanted sources. */
  private prune(wants: SourceLoad[]): Set<string> {
    const urls = new Set(wants.map((w) => w.source.url));
    let extra = this.slots.length - wants.length;
    for (const s of [...this.slots]) {
      if (extra <= 0) break;
      if (urls.has(s.url)) continue;
      this.slots = this.slots.filter((x) => x !== s);
      void this.retire(s.wrapper);
      extra--;
    }
    return urls;
  }

  private async apply(wants: SourceLoad[]): Promise<void> {
    const gen = ++this.gen;
    const urls = this.prune(wants);
    // one background load at a time; a newer want() takes over
    for (const want of wants) {
      await this.shownSettled();
      if (this.destroyed || gen !== this.gen) return;
      const url = want.source.url;
      let slot = this.slots.find((s) => s.url === url);
      if (slot?.loading && !slot.wrapper.failed()) continue; // loaded or loading
      slot ??= this.slots.find((s) => !urls.has(s.url));
      if (!slot) {
        const wrapper = await this.make();
        if (!wrapper) return;
        // a newer want() took over while it was made and makes its own: this one is one too many
        if (gen !== this.gen) {
          if (!this.keepSpare(wrapper)) void this.retire(wrapper);
          return;
        }
        slot = { url: '', wrapper, loading: false };
        this.slots.push(slot);
      }
      slot.url = url;
      slot.loading = true;
      // a standby's failure is its own (a zap to it loads afresh and shows the real error)
      await slot.wrapper.load(want.source, want.content).catch(() => undefined);
    }
    // the standbys first; then the spare, when the retired players left none
    if (gen !== this.gen || !this.wantsSpare() || this.makingSpare || wants.length === 0) return;
    this.makingSpare = true;
    try {
      await this.shownSettled();
      if (gen !== this.gen || !this.wantsSpare()) return;
      const spare = await this.make();
      if (!spare) return;
      if (!this.keepSpare(spare)) void this.retire(spare);
    } finally {
      this.makingSpare = false;
    }
  }

  /** The player shown, while it seeks or waits for data to play on; null when it plays or is paused. */
  private shownBusy(): HTMLVideoElement | null {
    const v = this.screen()?.querySelector('video');
    if (!v || v.classList.contains('standby')) return null;
    return v.seeking || (!v.paused && v.readyState < HTMLMediaElement.HAVE_FUTURE_DATA) ? v : null;
  }

  /** Resolves once the player shown has settled and shown its frame (standby-policy.ts shownSettled()). */
  private shownSettled(): Promise<void> {
    const v = config().player.standbysWait ? this.shownBusy() : null;
    if (!v) return Promise.resolve();
    return shownSettled(v, () => {
      if (this.destroyed) return 'gone';
      const busy = this.shownBusy();
      return busy === v ? 'busy' : busy || this.screen()?.querySelector('video') !== v ? 'gone' : 'settled';
    });
  }

  /** The pool is in use, has no spare, and the page's configuration wants one (`spare`). */
  private wantsSpare(): boolean {
    return config().player.spare && !this.spare && !this.released && !this.destroyed;
  }

  /**
   * Keeps `wrapper` (empty) as the spare when the pool has none and is in use; its <video> says so
   * (`data-spare`): hidden like a standby, but holding nothing. False when it is not wanted.
   */
  private keepSpare(wrapper: PlayerWrapper): boolean {
    if (!this.wantsSpare() || !wrapper.empty()) return false;
    hideVideo(wrapper.video);
    wrapper.video.setAttribute('data-spare', '');
    this.spare = wrapper;
    return true;
  }

  /**
   * A player no longer wanted: emptied to be the spare when there is none (its teardown here, off
   * any zap's path), else destroyed; its <video> then waits, hidden and empty, for the next one.
   */
  private async retire(wrapper: PlayerWrapper): Promise<void> {
    if (this.wantsSpare() && !this.makingSpare) {
      this.makingSpare = true;
      try {
        await wrapper.stop();
      } finally {
        this.makingSpare = false;
      }
      if (this.keepSpare(wrapper)) return;
    }
    await wrapper.destroy().catch(() => undefined);
    wrapper.video.removeAttribute('data-spare');
    if (this.destroyed) return;
    // a want() made a new <video> while this one was being destroyed: one too many, unless it is
    // the element's own <video> (React renders it)
    if (this.slots.length + this.idle.length >= MAX_STANDBY && this.made.includes(wrapper.video)) {
      wrapper.video.remove();
      this.made = this.made.filter((v) => v !== wrapper.video);
      return;
    }
    this.idle.push(wrapper.video);
  }

  private async make(): Promise<PlayerWrapper | null> {
    const screen = this.screen();
    if (!screen) return null;
    let video = this.idle.shift();
    if (!video) {
      video = document.createElement('video');
      video.playsInline = true;
      screen.append(video);
      this.made.push(video);
    }
    video.muted = true;
    hideVideo(video);
    const wrapper = await PlayerWrapper.create(video, this.opts, this.policy);
    if (this.destroyed) {
      void wrapper.destroy();
      return null;
    }
    return wrapper;
  }

  /** Destroys every hidden player (its owner's Listeners release the timers and listeners). */
  async destroy(): Promise<void> {
    this.destroyed = true;
    this.timer.clear();
    this.idleTimer.clear();
    const slots = this.slots;
    const hiding = this.hiding;
    const spare = this.spare;
    this.slots = [];
    this.hiding = null;
    this.spare = null;
    await Promise.all([...slots.map((s) => s.wrapper.destroy().catch(() => undefined)), hiding?.destroy().catch(() => undefined), spare?.destroy().catch(() => undefined)]);
    for (const v of this.made) if (!v.isConnected || v.classList.contains('standby')) v.remove();
  }
}
