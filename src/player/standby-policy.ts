// What the standby pool (standby.ts) keeps its hidden players by: how many, their buffer goals and
// timings, the policy it hands them, the wait for the player shown to settle, and showing or
// hiding a <video> on the screen.

import type { SourceLoad } from './source';
import { Listeners } from './listeners';
import { PlayerWrapper, type HiddenPolicy } from './wrapper';

export const MAX_STANDBY = 2;
/** Standby loads wait this long after a zap: its first frame comes first, yet channel up pressed in a row still finds the next channel ready. */
export const STANDBY_DELAY_MS = 150;
/** Once the player shown is no longer busy, a standby's load waits at most this long for its frame (shownSettled()). */
export const SHOWN_FRAME_MAX_MS = 250;

/**
 * How long the page may be hidden (a quick tab switch keeps them), or the viewer may pause, before
 * the standbys are let go; and how long at most a standby's load waits for the player shown to end
 * its seek or its wait for data (shownSettled()). Read as each wait begins; tests set them.
 */
export const standbyTimings = { hiddenMs: 10_000, pausedMs: 60_000, shownBusyMaxMs: 2_000 };

/**
 * Buffer goals of a hidden standby (seconds). Its paused playhead jumps up to the live start only
 * every STANDBY_STEP_S (each jump decodes a key frame), so its buffer reaches that far beyond it.
 */
const STANDBY_BUFFER_S = 10;
const STANDBY_BEHIND_S = 2;
const STANDBY_STEP_S = 6;
/**
 * A standby's streaming engine looks at its buffer this often: a zap to a standby whose segment
 * went stale waits for that look before the live segment is fetched.
 */
const STANDBY_UPDATE_S = 0.1;
/** How often the standbys move their paused playhead up to the live edge. */
export const STANDBY_FOLLOW_MS = 500;
/**
 * A waiting standby fetches nothing (stopFetchingOnPause): once the live start has left its segment,
 * it fetches the new one at most this often, so a zap to a stale one costs one round trip. Mutable
 * for tests.
 */
export const standbyRefresh = { ms: 20_000 };

/** What the player shown is doing, for shownSettled(). */
export type ShownState = 'busy' | 'settled' | 'gone';

/**
 * Resolves once `v`, the player shown, is no longer busy (seeking or waiting for data: `state()`)
 * and has presented a frame at its position, in a task after that frame's callbacks; at once when
 * it is not busy or is gone, at the latest SHOWN_FRAME_MAX_MS after it settled or
 * standbyTimings.shownBusyMaxMs after the call. Hidden players' loads and requests wait for it, so they do not
 * share the server, the connections and the main thread with what the viewer waits for.
 */
export function shownSettled(v: HTMLVideoElement, state: () => ShownState): Promise<void> {
  if (state() !== 'busy') return Promise.resolve();
  return new Promise((resolve) => {
    // this wait's own timer, frame callbacks and listeners, released together when it ends
    const owned = new Listeners();
    const timer = owned.timer();
    let framed = false;
    const canLook = typeof v.requestVideoFrameCallback === 'function';
    const end = () => {
      if (owned.isClosed) return;
      owned.removeAll();
      resolve();
    };
    // a frame at the playhead (during a seek: at its target; the picture before it is not)
    const look = (_now: number, meta: VideoFrameCallbackMetadata) => {
      if (Math.abs(meta.mediaTime - v.currentTime) < 0.5) {
        framed = true;
        check();
      } else owned.videoFrame(v, look);
    };
    const check = () => {
      const s = state();
      if (s === 'gone' || (s === 'settled' && !canLook)) end();
      // ends in a task after the frame's callbacks once the frame is seen
      else if (s === 'settled' && !owned.isClosed) timer.set(framed ? 0 : SHOWN_FRAME_MAX_MS, end);
    };
    timer.set(standbyTimings.shownBusyMaxMs, end);
    owned.videoFrame(v, look);
    for (const t of ['seeked', 'playing', 'canplay', 'pause', 'emptied']) owned.on(v, t, check);
  });
}

/** The wants a pool loads: live sources, the first MAX_STANDBY. */
export const kept = (wants: SourceLoad[]) => wants.filter((w) => w.source.mode === 'live').slice(0, MAX_STANDBY);

/** What the pool's hidden players are told (wrapper.ts); their requests first `wait()`. */
export const policyOf = (wait: () => Promise<void>): HiddenPolicy => ({
  bufferingGoal: STANDBY_BUFFER_S,
  bufferBehind: STANDBY_BEHIND_S,
  updateIntervalSeconds: STANDBY_UPDATE_S,
  stepS: STANDBY_STEP_S,
  get refreshMs() {
    return standbyRefresh.ms;
  },
  wait,
});

export interface Slot {
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
  next.removeAttribute('data-spare');
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

export function hideVideo(v: HTMLVideoElement): void {
  v.classList.add('standby');
  v.setAttribute('aria-hidden', 'true');
  v.removeAttribute('part');
  v.removeAttribute('data-spare');
}
