// Fast zapping by swapping players. A shaka load on the <video> that is playing first tears down
// its MediaSource, SourceBuffers and DRM sessions (about 85 ms of a zap here) before anything new can
// start. Instead, each neighbouring live channel (the next and the previous one) is loaded ahead in a
// hidden, paused, muted <video> with its own shaka.Player (a "standby", wrapper.ts); a zap to it only
// swaps which <video> is shown and calls play(). The player that was shown becomes a standby in turn
// (of the channel just left, which is the new previous channel after a channel up), and the standby
// no longer wanted is re-used for the new neighbour, in the background after the zap's first frame.
// At most MAX_STANDBY hidden players exist; none before the first play; all go with destroy().
// While the page is hidden (another tab, a minimised window) for 10 s, or the viewer has paused for
// a minute, they are destroyed too, so a forgotten tab does not keep downloading two more channels;
// they come back when the page is shown again or playback goes on.
import { $playback } from '../core/stores/player';
import type { LicenceContent } from './licence';
import type { Source } from './source';
import { PlayerWrapper, type WrapperOptions } from './wrapper';

export const MAX_STANDBY = 2;
/**
 * Standby loads wait this long after a zap (its first frame comes first). Short: channel up pressed
 * every 300 ms then still finds the next channel ready (with 400 ms it found none and loaded each).
 */
export const STANDBY_DELAY_MS = 150;

/**
 * How long the page may be hidden (a quick tab switch keeps them), or the viewer may pause, before
 * the standbys are let go. Mutable for tests.
 */
export const standbyTimings = { hiddenMs: 10_000, pausedMs: 60_000 };

export interface StandbyWant {
  source: Source;
  content: LicenceContent;
}

interface Slot {
  /** The live source the standby holds or is loading ('' when none). */
  url: string;
  wrapper: PlayerWrapper;
  /** Set when its load of `url` has started. */
  loading: boolean;
}

/** Shows `next` (the first <video> of the screen) and hides `prev`. */
export function showVideo(next: HTMLVideoElement, prev: HTMLVideoElement | null): void {
  const label = prev?.getAttribute('aria-label');
  next.classList.remove('standby');
  next.removeAttribute('aria-hidden');
  next.setAttribute('part', 'video');
  if (label) next.setAttribute('aria-label', label);
  const parent = next.parentElement;
  if (parent && parent.firstElementChild !== next) {
    // the shown video is always the screen's first: `::part(video)` and `querySelector('video')`
    // find it. moveBefore keeps a media element's state; insertBefore may pause it (play() follows).
    const p = parent as HTMLElement & { moveBefore?: (n: Node, ref: Node | null) => void };
    if (typeof p.moveBefore === 'function') p.moveBefore(next, parent.firstChild);
    else parent.insertBefore(next, parent.firstChild);
  }
  if (prev && prev !== next) hideVideo(prev);
}

function hideVideo(v: HTMLVideoElement): void {
  v.classList.add('standby');
  v.setAttribute('aria-hidden', 'true');
  v.removeAttribute('part');
}

export class StandbyPool {
  private slots: Slot[] = [];
  private made: HTMLVideoElement[] = [];
  /** Hidden <video>s whose player was destroyed (re-used before a new one is made). */
  private idle: HTMLVideoElement[] = [];
  private timer: ReturnType<typeof setTimeout> | null = null;
  private destroyed = false;
  private gen = 0;
  /** The last wants, restored when the page is shown again after its standbys were let go. */
  private wants: StandbyWant[] = [];
  private idleTimer: ReturnType<typeof setTimeout> | null = null;
  private released = false;
  private paused = false;
  private readonly unsubscribe: () => void;

  /** `screen` is the element holding the shown <video>; standby videos are added next to it. */
  constructor(private readonly screen: () => HTMLElement | null, private readonly opts: WrapperOptions) {
    document.addEventListener('visibilitychange', this.idleChanged);
    this.unsubscribe = $playback.subscribe(({ status }) => {
      if ((status === 'paused') === this.paused) return;
      this.paused = status === 'paused';
      this.idleChanged();
    });
    this.idleChanged();
  }

  /** Lets the standbys go after the page has been hidden, or the viewer paused, for a while. */
  private readonly idleChanged = (): void => {
    if (this.destroyed) return;
    const hidden = document.visibilityState === 'hidden';
    const delay = hidden ? standbyTimings.hiddenMs : this.paused ? standbyTimings.pausedMs : null;
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
    if (delay === null) {
      if (this.released) {
        this.released = false;
        this.schedule(this.wants, 0);
      }
      return;
    }
    if (this.released) return;
    this.idleTimer = setTimeout(() => {
      this.idleTimer = null;
      this.released = true;
      this.schedule([], 0);
    }, delay);
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
  }

  /** Standbys of exactly these live sources (the first MAX_STANDBY), loaded after STANDBY_DELAY_MS. */
  want(wants: StandbyWant[], delayMs = STANDBY_DELAY_MS): void {
    this.wants = wants;
    if (!this.released) this.schedule(wants, delayMs); // while let go (hidden page) only remembered
  }

  private schedule(wants: StandbyWant[], delayMs: number): void {
    if (this.destroyed) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.apply(wants.filter((w) => w.source.mode === 'live').slice(0, MAX_STANDBY));
    }, delayMs);
  }

  private async apply(wants: StandbyWant[]): Promise<void> {
    const gen = ++this.gen;
    const urls = new Set(wants.map((w) => w.source.url));
    // after a swap there may be one player too many: the unwanted ones beyond `wants` go
    let extra = this.slots.length - wants.length;
    for (const s of [...this.slots]) {
      if (extra <= 0) break;
      if (urls.has(s.url)) continue;
      this.slots = this.slots.filter((x) => x !== s);
      void this.retire(s.wrapper);
      extra--;
    }
    // one background load at a time; a newer want() takes over
    for (const want of wants) {
      if (this.destroyed || gen !== this.gen) return;
      const url = want.source.url;
      let slot = this.slots.find((s) => s.url === url);
      if (slot?.loading && !slot.wrapper.failed()) continue; // loaded or loading
      slot ??= this.slots.find((s) => !urls.has(s.url));
      if (!slot) {
        const wrapper = await this.make();
        if (!wrapper) return;
        slot = { url: '', wrapper, loading: false };
        this.slots.push(slot);
      }
      slot.url = url;
      slot.loading = true;
      // a standby's failure is its own (a zap to it loads afresh and shows the real error)
      await slot.wrapper.load(want.source, want.content).catch(() => undefined);
    }
  }

  /** Destroys a player no longer wanted; its <video> waits, hidden and empty, for the next one. */
  private async retire(wrapper: PlayerWrapper): Promise<void> {
    await wrapper.destroy().catch(() => undefined);
    if (this.destroyed) return;
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
    const wrapper = await PlayerWrapper.create(video, this.opts, true);
    if (this.destroyed) {
      void wrapper.destroy();
      return null;
    }
    return wrapper;
  }

  async destroy(): Promise<void> {
    this.destroyed = true;
    document.removeEventListener('visibilitychange', this.idleChanged);
    this.unsubscribe();
    if (this.timer) clearTimeout(this.timer);
    if (this.idleTimer) clearTimeout(this.idleTimer);
    const slots = this.slots;
    this.slots = [];
    await Promise.all(slots.map((s) => s.wrapper.destroy().catch(() => undefined)));
    for (const v of this.made) if (!v.isConnected || v.classList.contains('standby')) v.remove();
  }
}
