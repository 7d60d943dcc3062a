// Every move of a <video>'s playhead (when, from, to, and the first callers that made it), for the
// failure messages of the player's tests. Recording starts on the first call and covers every media
// element of the page: HTMLMediaElement.prototype.currentTime's setter is wrapped once.

export interface PlayheadMove {
  /** performance.now() of the move. */
  at: number;
  /** "from -> to by caller < caller < caller". */
  text: string;
}

const moves: PlayheadMove[] = [];
let installed = false;

/** Starts recording (once per page; movesSince() reads what was recorded). */
export function recordPlayheadMoves(): void {
  if (installed) return;
  installed = true;
  const native = Object.getOwnPropertyDescriptor(HTMLMediaElement.prototype, 'currentTime')!;
  Object.defineProperty(HTMLMediaElement.prototype, 'currentTime', {
    ...native,
    set(this: HTMLMediaElement, t: number) {
      const by = (new Error().stack ?? '').split('\n').slice(2, 5).map((l) => l.trim().replace(/^at /, '').replace(/\?[^):]*/, '')).join(' < ');
      moves.push({ at: performance.now(), text: `${(native.get!.call(this) as number).toFixed(3)} -> ${t.toFixed(3)} by ${by}` });
      native.set!.call(this, t);
    },
  });
}

/** The moves since `t0` (at most `max`), each with its time from `t0`, joined for a message. */
export function movesSince(t0: number, max = Infinity): string {
  return moves.filter((m) => m.at >= t0).slice(0, max).map((m) => `${Math.round(m.at - t0)} ms: ${m.text}`).join('; ');
}
