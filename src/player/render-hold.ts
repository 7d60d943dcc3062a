// Holds the player element's re-renders during a zap, until the new channel's first frame (at most
// renderHold.ms), and during a seek out of the buffer (wrapper.ts seekHold()): the stores change
// many times while shaka loads, and each re-render would run on the first frame's path. The hold is
// the page's; only the player element's components follow it (useHeldStore).

import { config } from '../core/config';
import { Listeners } from './listeners';

/**
 * The longest a zap holds the player's renders: the new channel's name and spinner show by then.
 * Mutable for tests.
 */
export const renderHold = { ms: 250 };

/** The page's holds: a zap's (one at a time), those of their own, and the renders waiting for them to end. */
class RenderHolds {
  /** The holds' timers. */
  readonly owned = new Listeners();
  zapHeld = false;
  /** Ends the zap's hold at the latest. */
  readonly zapTimer = this.owned.timer();
  /** Holds of their own (holdRendersFor(): a seek out of the buffer), each ended once. */
  others = 0;
  readonly waiting = new Set<() => void>();
}

const renderHolds = new RenderHolds();

/** Holds renders from now until releaseRenders(), at most `ms` (a zap's hold: one at a time). */
export function holdRenders(ms = renderHold.ms): void {
  if (!config().player.heldRenders) return;
  renderHolds.zapHeld = true;
  renderHolds.zapTimer.set(ms, releaseRenders);
}

/** Lets the held renders happen (each waiting subscriber once, with the stores' values now), unless another hold goes on. */
export function releaseRenders(): void {
  renderHolds.zapTimer.clear();
  if (!renderHolds.zapHeld) return;
  renderHolds.zapHeld = false;
  flush();
}

/**
 * A hold of its own, besides a zap's (a seek out of the buffer: the picture at the new position
 * first): until the returned function is called, at most `ms`. Renders wait while any hold goes on.
 */
export function holdRendersFor(ms = renderHold.ms): () => void {
  if (!config().player.heldRenders) return () => undefined;
  renderHolds.others++;
  let on = true;
  const end = () => {
    if (!on) return;
    on = false;
    cancel();
    renderHolds.others--;
    flush();
  };
  const cancel = renderHolds.owned.after(ms, end);
  return end;
}

function flush(): void {
  if (rendersHeld()) return;
  const fns = [...renderHolds.waiting];
  renderHolds.waiting.clear();
  for (const f of fns) f();
}

/** Whether renders are held now. */
export function rendersHeld(): boolean {
  return renderHolds.zapHeld || renderHolds.others > 0;
}

/** Runs `f` now, or when the hold ends. */
export function whenRendering(f: () => void): void {
  if (rendersHeld()) renderHolds.waiting.add(f);
  else f();
}

/** Forgets a waiting `f` (its subscriber went away). */
export function dropWaiting(f: () => void): void {
  renderHolds.waiting.delete(f);
}
