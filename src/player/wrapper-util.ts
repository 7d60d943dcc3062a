// What the shaka wrapper's layers (wrapper.ts) share: its options, a hidden player's policy, the
// limits it keeps, and the checks and seeks on a <video>'s buffered ranges.

import { type LicenceUser } from './licence';
import type { LicenceTokens } from './licence-token';
import type { PlayerStores } from '../core/stores/player';
import { type TrackPriorities } from './tracks';

/** A spinner never stands longer than this without a message. */
export const STALL_LIMIT_MS = 30_000;
export const MIME = 'application/dash+xml';
/** A buffered range [start, end) that holds `t` with `ahead` seconds after it (half a second unless told). */
const covers = (start: number, end: number, t: number, ahead = 0.5) => start <= t + 0.05 && end > t + ahead;
/** Whether one of the ranges `b` holds `t` with `ahead` seconds after it (a <video>'s buffered: both of its tracks). */
export function holdsTime(b: TimeRanges, t: number, ahead = 0.5): boolean {
  for (let i = 0; i < b.length; i++) if (covers(b.start(i), b.end(i), t, ahead)) return true;
  return false;
}
/** A hidden player's seek at the end of its buffer that has not ended after this long is stuck. */
export const STUCK_SEEK_MS = 1500;

export interface WrapperOptions {
  user: () => LicenceUser | null;
  priorities?: () => TrackPriorities;
  /** The licence token of the player this one belongs to (its controller's). */
  tokens: LicenceTokens;
  /** The state of the element it plays for: the one shown reports to its playback store. */
  stores: PlayerStores;
}

export interface LoadOptions {
  /** Start at this epoch second instead of the default (live edge / programme start). */
  at?: number | null;
}

/**
 * How a hidden player buffers and keeps up with the live edge: chosen by its owner, the standby pool
 * (standby.ts). A hidden player fetches nothing while it waits (shaka's stopFetchingOnPause, no
 * segment prefetch).
 */
export interface HiddenPolicy {
  /** shaka's buffer goals and update interval (seconds). */
  bufferingGoal: number;
  bufferBehind: number;
  updateIntervalSeconds: number;
  /** keepUp() moves the paused playhead up to the live start once that is this many seconds ahead. */
  stepS: number;
  /** ... and fetches the segment there (when not buffered) at most this often (ms). */
  refreshMs: number;
  /** What each of its requests waits for first (the pool's: the player shown ends its seek or its wait for data). */
  wait?: () => Promise<void>;
}

/**
 * Seeks `v` to `t`, just past the end of a buffered range when `t` is its end: shaka counts that
 * time as buffered and would fetch nothing until its engine's next look.
 */
export function seekFetching(v: Pick<HTMLMediaElement, 'buffered' | 'currentTime'>, t: number): void {
  const b = v.buffered;
  let atEnd = false;
  for (let i = 0; i < b.length; i++) if (Math.abs(b.end(i) - t) < 0.01) atEnd = true;
  v.currentTime = atEnd ? t + 0.01 : t;
}
