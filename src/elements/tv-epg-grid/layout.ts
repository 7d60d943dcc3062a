// Pure maths of the virtualised guide: time <-> px, which rows and programmes intersect the
// viewport (binary search over start-sorted programmes), velocity-aware overscan, key recycling.
import type { GuideProgramme } from '../../core/api/epg';

export const ROW_H = 56;
export const HEAD_H = 36;
export const CH_W = 168;
export const MIN = 60_000;
const QUANTUM = 30 * MIN;

/** A channel's programmes: `list[lo..hi)`, sorted by start and not overlapping. */
export interface RowSlice {
  list: readonly GuideProgramme[];
  lo: number;
  hi: number;
}

/** First index in [lo, hi) whose programme ends after `t` (hi when none). */
export function firstEndingAfter(s: RowSlice, t: number): number {
  let a = s.lo;
  let b = s.hi;
  while (a < b) {
    const m = (a + b) >>> 1;
    if (s.list[m]!.start <= t) a = m + 1;
    else b = m;
  }
  // a: first programme starting after t; the one before may still be running at t.
  if (a > s.lo && s.list[a - 1]!.end > t) return a - 1;
  return a;
}

/** Index of the programme airing at `t`, else the nearest one after it, else the last before; -1 if empty. */
export function indexAt(s: RowSlice, t: number): number {
  if (s.hi <= s.lo) return -1;
  const i = firstEndingAfter(s, t);
  return i < s.hi ? i : s.hi - 1;
}

export function indexOfId(s: RowSlice, id: number, hint?: number): number {
  if (hint !== undefined) {
    const i = firstEndingAfter(s, hint);
    if (i < s.hi && s.list[i]!.id === id) return i;
  }
  for (let i = s.lo; i < s.hi; i++) if (s.list[i]!.id === id) return i;
  return -1;
}

/** The window of rows and time to render. */
export interface Win {
  r0: number;
  r1: number;
  t0: number;
  t1: number;
}

export interface Viewport {
  left: number;
  top: number;
  width: number;
  height: number;
  /** Last scroll step in px (sign = direction), for overscan ahead of the motion. */
  dx: number;
  dy: number;
}

/**
 * Ahead of the motion: twice the last step (the view is drawn one step behind the scroll position,
 * and a slow frame makes the next step longer), at most one and a half screens; a step of more
 * than three screens is a jump, not a motion.
 */
function ahead(d: number, size: number): number {
  const a = Math.abs(d);
  return a > size * 3 ? 0 : Math.min(size * 1.5, a * 2);
}

/**
 * Rows and times to render: the viewport plus overscan, growing with the scroll velocity ahead of
 * the motion (a fling moves several rows per frame).
 */
export function windowFor(v: Viewport, rows: number, start: number, end: number, pxPerMs: number): Win {
  const bodyH = Math.max(0, v.height - HEAD_H);
  const bodyW = Math.max(0, v.width - CH_W);
  const dy = ahead(v.dy, bodyH);
  const dx = ahead(v.dx, bodyW);
  const up = 1 + (v.dy < 0 ? Math.ceil(dy / ROW_H) : 0);
  const down = 1 + (v.dy > 0 ? Math.ceil(dy / ROW_H) : 0);
  const r0 = Math.max(0, Math.floor(v.top / ROW_H) - up);
  const r1 = Math.min(rows, Math.ceil((v.top + bodyH) / ROW_H) + down);
  // Sideways slack for a sideways motion or at rest; a vertical fling draws just the visible hours,
  // to the minute: its times do not move, so they need no half-hour steps to stay put, and the rows
  // that enter draw no programme beyond the view's edges (with half-hour steps, a fifth more cells).
  const vertical = Math.abs(v.dy) > Math.abs(v.dx);
  const base = vertical ? 0 : Math.min(bodyW / 4, 240);
  const q = vertical ? MIN : QUANTUM;
  const left = base + (v.dx < 0 ? dx : 0);
  const right = base + (v.dx > 0 ? dx : 0);
  const t0 = Math.max(start, Math.floor((start + (v.left - left) / pxPerMs) / q) * q);
  const t1 = Math.min(end, Math.ceil((start + (v.left + bodyW + right) / pxPerMs) / q) * q);
  return { r0, r1, t0, t1 };
}

export function sameWin(a: Win, b: Win): boolean {
  return a.r0 === b.r0 && a.r1 === b.r1 && a.t0 === b.t0 && a.t1 === b.t1;
}
