// Gap jumping, with shaka's own jumper and stall detector off (config.ts): a hole of up to
// SMALL_GAP_S is jumped as the playhead reaches it, a larger one once the playhead stands still
// there (a range still being appended is not skipped). The small hole before the first range that
// the browser plays through anyway (START_HOLE_S) is jumped only if the playhead stands still.

/** Holes up to this size are jumped as the playhead reaches them; larger ones once it stands still there. */
export const SMALL_GAP_S = 1.5;
/** How often the playhead is checked (the 'waiting' event checks at once too). */
export const GAP_POLL_MS = 250;
/** A playhead this close to the end of its range, with more media later, is at a gap. */
const AT_END_S = 0.1;
/** Stuck inside buffered media for this long: nudged forward by STALL_SKIP_S (shaka's defaults). */
const STALL_S = 1;
const STALL_SKIP_S = 0.1;
/** A seek that has not finished after this long stands in a hole, if a small one is there (a seek into a hole). */
const SEEK_STUCK_MS = 1000;

/**
 * The largest hole before the first buffered range that is played through, not jumped: a seek
 * lands on the video's key frame and the audio starts up to one frame later. Chromium plays through
 * it; a jump would be a second seek, mid-seek.
 */
export const START_HOLE_S = 0.05;

/** A move of the playhead from `from` to `to`, playing, onto the start of the first range `START_HOLE_S` or less ahead. */
export function isStartNudge(v: Pick<HTMLMediaElement, 'buffered' | 'paused'>, from: number, to: number): boolean {
  const b = v.buffered;
  return !v.paused && b.length > 0 && Math.abs(b.start(0) - to) < 1e-3 && from < to && to - from <= START_HOLE_S;
}

type Media = Pick<HTMLVideoElement, 'currentTime' | 'buffered' | 'paused' | 'ended' | 'seeking' | 'readyState' | 'playbackRate'>;

interface GapVerdict {
  /** Where to move the playhead, or null to leave it. */
  jumpTo: number | null;
  /** Size of the hole ahead of the playhead (0 when there is none). */
  hole: number;
}

/** What to do about the playhead at `t` with `buffered` media, not seeking past `seekEnd`. */
function gapVerdict(t: number, buffered: TimeRanges, seekEnd: number): GapVerdict {
  let prevEnd = -Infinity;
  for (let i = 0; i < buffered.length; i++) {
    const start = buffered.start(i);
    if (start <= t) {
      prevEnd = buffered.end(i);
      continue;
    }
    // the first range after the playhead: is the playhead at the hole before it?
    if (t < prevEnd - AT_END_S) return { jumpTo: null, hole: 0 };
    const hole = start - Math.max(prevEnd, t);
    const jumpTo = start < seekEnd ? start : null;
    return { jumpTo, hole };
  }
  return { jumpTo: null, hole: 0 };
}

export class GapGuard {
  /** Holes jumped. */
  jumped = 0;
  private lastTime = NaN;
  private stillSince = 0;
  private seekingSince = 0;
  /** Where the playhead was last seen at a large hole (it is jumped when seen there twice). */
  private atLargeHole = NaN;

  constructor(private readonly media: Media, private readonly seekEnd: () => number, private readonly clock: () => number = () => performance.now()) {}

  check(): void {
    const v = this.media;
    const now = this.clock();
    if (v.seeking) {
      this.seekingSince ||= now;
    } else {
      this.seekingSince = 0;
    }
    const stuckSeek = v.seeking && now - this.seekingSince >= SEEK_STUCK_MS;
    if (v.readyState === 0 || v.paused || v.ended || v.playbackRate <= 0 || (v.seeking && !stuckSeek)) {
      this.lastTime = NaN;
      return;
    }
    const t = v.currentTime;
    const { jumpTo, hole } = gapVerdict(t, v.buffered, this.seekEnd());
    // a seek waits for its media however long it takes: only a small hole it stands in is jumped
    // (a large one ahead is, as a rule, the range the viewer seeked away from)
    if (stuckSeek && hole > SMALL_GAP_S + 1e-3) return;
    if (jumpTo !== null) {
      // a hole before the first range the browser plays through: jumped only if the playhead stands
      // still (not moved since the last look)
      if (isStartNudge(v, t, jumpTo) && t !== this.lastTime) {
        this.lastTime = t;
        return;
      }
      if (hole > SMALL_GAP_S + 1e-3 && this.atLargeHole !== t) {
        this.atLargeHole = t;
        return;
      }
      this.jumped++;
      this.lastTime = NaN;
      this.atLargeHole = NaN;
      v.currentTime = jumpTo;
      return;
    }
    // a hole with nothing playable after it (past the seek range's end): left alone
    if (hole > 0) return;
    // stuck inside buffered media (a decoder hiccup): nudge it like shaka's stall detector did
    if (t !== this.lastTime) {
      this.lastTime = t;
      this.stillSince = now;
    } else if (now - this.stillSince >= STALL_S * 1000 && this.bufferedAhead(t) > STALL_SKIP_S * 2) {
      this.stillSince = now;
      v.currentTime = t + STALL_SKIP_S;
    }
  }

  private bufferedAhead(t: number): number {
    const b = this.media.buffered;
    for (let i = 0; i < b.length; i++) if (b.start(i) <= t && t < b.end(i)) return b.end(i) - t;
    return 0;
  }
}
