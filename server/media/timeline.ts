// Manifest timing plans: which kind of MPD to write for live, catch-up/start-over and VoD, derived
// only from the wall clock and the request. Pure functions, so the number/time maths is testable.
//
// Segment number n always holds media time [2n, 2n + 2) s since the epoch (tfdt = 2n * timescale),
// so live, catch-up and start-over share segment URLs and bytes.
// - live:        dynamic, availabilityStartTime = epoch, Period start 0, startNumber 0
//                -> presentation time == epoch seconds.
// - catch-up:    static, Period start 0, startNumber floor(from / 2), presentationTimeOffset at that
//                segment -> presentation time 0 == the programme start (rounded down to even seconds).
// - start-over:  (to still in the future) dynamic with availabilityStartTime = that same start, so
//                the presentation time is again relative to the programme start; ends at `to`.
import {
  CATCHUP_MAX_AGE_SECONDS,
  CATCHUP_MAX_LENGTH_SECONDS,
  LIVE_UPDATE_SECONDS,
  SEGMENT_SECONDS,
  START_OVER_UPDATE_SECONDS,
  TIME_SHIFT_SECONDS,
  VOD_SEGMENTS,
} from './config';

export interface TimelinePlan {
  type: 'static' | 'dynamic';
  /** Epoch seconds (dynamic only). */
  availabilityStartTime?: number;
  startNumber: number;
  /** Presentation length (seconds); absent for open-ended live. */
  duration?: number;
  timeShiftBufferDepth?: number;
  minimumUpdatePeriod?: number;
}

interface PlanError {
  status: 400 | 403 | 404;
  code: string;
  message: string;
}

export function livePlan(): TimelinePlan {
  return {
    type: 'dynamic',
    availabilityStartTime: 0,
    startNumber: 0,
    timeShiftBufferDepth: TIME_SHIFT_SECONDS,
    minimumUpdatePeriod: LIVE_UPDATE_SECONDS,
  };
}

export function vodPlan(segments = VOD_SEGMENTS): TimelinePlan {
  return { type: 'static', startNumber: 0, duration: segments * SEGMENT_SECONDS };
}

function parseEpoch(s: string | undefined): number | undefined {
  if (!s || !/^[0-9]{1,12}$/.test(s)) return undefined;
  return Number(s);
}

/** The plan for a catch-up/start-over request, or why it is refused. `now` in epoch seconds. */
export function catchupPlan(fromParam: string | undefined, toParam: string | undefined, now: number): TimelinePlan | PlanError {
  const from = parseEpoch(fromParam);
  const to = parseEpoch(toParam);
  const bad = (message: string): PlanError => ({ status: 400, code: 'bad_range', message });
  if (from === undefined || to === undefined) return bad('from and to must be epoch seconds');
  if (to <= from) return bad('to must be later than from');
  if (to - from > CATCHUP_MAX_LENGTH_SECONDS) return bad(`a range may last at most ${CATCHUP_MAX_LENGTH_SECONDS} s`);
  if (from < now - CATCHUP_MAX_AGE_SECONDS) return bad('catch-up reaches back 5 days');
  if (from >= now) return bad('the programme has not started yet');
  const startNumber = Math.floor(from / SEGMENT_SECONDS);
  const start = startNumber * SEGMENT_SECONDS;
  if (to <= now) return { type: 'static', startNumber, duration: to - start };
  return {
    type: 'dynamic',
    availabilityStartTime: start,
    startNumber,
    duration: to - start,
    timeShiftBufferDepth: to - start + 2 * SEGMENT_SECONDS,
    minimumUpdatePeriod: START_OVER_UPDATE_SECONDS,
  };
}

/**
 * The plan for a recording of [from, to): like catch-up (static once it has ended, start-over while it
 * records), but kept as long as the recording is, not only within the catch-up window.
 */
export function recordingPlan(from: number, to: number, now: number): TimelinePlan | PlanError {
  if (to <= from || to - from > CATCHUP_MAX_LENGTH_SECONDS) return { status: 400, code: 'bad_range', message: 'not a recording range' };
  if (from >= now) return { status: 403, code: 'not_recorded', message: 'The recording has not begun' };
  const startNumber = Math.floor(from / SEGMENT_SECONDS);
  const start = startNumber * SEGMENT_SECONDS;
  if (to <= now) return { type: 'static', startNumber, duration: to - start };
  return {
    type: 'dynamic',
    availabilityStartTime: start,
    startNumber,
    duration: to - start,
    timeShiftBufferDepth: to - start + 2 * SEGMENT_SECONDS,
    minimumUpdatePeriod: START_OVER_UPDATE_SECONDS,
  };
}

export function isPlanError(p: TimelinePlan | PlanError): p is PlanError {
  return 'status' in p;
}

/** Live segment n is served once it has started (one segment of slack for clock skew). */
export function liveSegmentAvailable(number: number, now: number): boolean {
  return number >= 0 && number * SEGMENT_SECONDS <= now;
}
