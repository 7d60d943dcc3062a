// Holds the player element's re-renders during a zap (to the first frame of the new channel, at
// most RENDER_HOLD_MS). A zap that no standby holds changed $player and $playback about ten times
// while shaka loaded; each re-rendered the player's frame and control bar, and their renders and
// layout (4-6 ms of main thread in bench/zap) ran on the first frame's path. A zap to a standby
// already shows the new picture before the stores change. The hold is the page's (two players on
// one page hold each other's renders for at most RENDER_HOLD_MS); only the player element's own
// components follow it (useHeldStore), other elements render at once.

/**
 * The longest a zap holds the player's renders: the new channel's name and spinner show by then.
 * Mutable for tests.
 */
export const renderHold = { ms: 250 };

let held = false;
let timer: ReturnType<typeof setTimeout> | undefined;
const waiting = new Set<() => void>();

/** Holds renders from now until releaseRenders(), at most `ms`. */
export function holdRenders(ms = renderHold.ms): void {
  clearTimeout(timer);
  held = true;
  timer = setTimeout(releaseRenders, ms);
}

/** Lets the held renders happen (each waiting subscriber once, with the stores' values now). */
export function releaseRenders(): void {
  clearTimeout(timer);
  if (!held) return;
  held = false;
  const fns = [...waiting];
  waiting.clear();
  for (const f of fns) f();
}

/** Whether renders are held now. */
export function rendersHeld(): boolean {
  return held;
}

/** Runs `f` now, or when the hold ends. */
export function whenRendering(f: () => void): void {
  if (held) waiting.add(f);
  else f();
}

/** Forgets a waiting `f` (its subscriber went away). */
export function dropWaiting(f: () => void): void {
  waiting.delete(f);
}
