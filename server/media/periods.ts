// Key periods: a channel's key changes with every programme. The host names the programmes
// (lookups.programmes / lookups.programme, the EPG); without them (the media dev server) a channel
// is cut into half-hour slots. A segment belongs to the programme on air at its start, so a period
// begins at the first segment that starts at or after the programme's start.
import { SEGMENT_SECONDS } from './config';
import { programmeKey } from './keys';
import type { MpdPeriod } from './mpd';
import type { TimelinePlan } from './timeline';
import type { KeyPeriod, MediaLookups } from './types';

const SLOT = 1800;

/** The id the reference EPG gives a programme (channel * 1e8 + start / 300). */
const slotId = (channelId: number, start: number) => channelId * 1e8 + start / 300;

function slots(channelId: number, from: number, to: number): KeyPeriod[] {
  const out: KeyPeriod[] = [];
  for (let t = Math.floor(from / SLOT) * SLOT; t < to; t += SLOT) out.push({ id: slotId(channelId, t), start: t, stop: t + SLOT });
  return out;
}

export interface Periods {
  /** The programmes of a channel overlapping [from, to), in order. */
  list(channelId: number, from: number, to: number): KeyPeriod[];
  /** The programme of a channel with that id, or undefined. */
  byId(channelId: number, programmeId: number): KeyPeriod | undefined;
  /** The programme segment `number` of a channel belongs to. */
  ofSegment(channelId: number, number: number): KeyPeriod | undefined;
}

/** The first segment of a key period: the first that starts at or after the programme's start. */
function firstSegment(p: KeyPeriod): number {
  return Math.ceil(p.start / SEGMENT_SECONDS);
}

export function periods(lookups: MediaLookups): Periods {
  const list = (ch: number, from: number, to: number) => (lookups.programmes ? lookups.programmes(ch, from, to) : slots(ch, from, to));
  return {
    list,
    byId: (ch, id) => {
      if (lookups.programme) return lookups.programme(ch, id);
      const start = (id - ch * 1e8) * 300;
      return start >= 0 && start % SLOT === 0 && Number.isSafeInteger(start) ? slots(ch, start, start + 1)[0] : undefined;
    },
    ofSegment: (ch, n) => list(ch, n * SEGMENT_SECONDS, n * SEGMENT_SECONDS + 1)[0],
  };
}

/**
 * The Periods of a channel's manifest: one per programme the plan covers, from presentation time 0
 * (live: the epoch; catch-up, start-over, recordings: the first segment). A live manifest reaches
 * back over the time-shift window and on to the next programme, left open: the manifest that
 * follows (every 30 s, programmes last 5 minutes or more) closes it before it ends.
 */
export function channelPeriods(ps: Periods, secret: string, channelId: number, plan: TimelinePlan, now: number): MpdPeriod[] {
  const live = plan.duration === undefined;
  const origin = live ? 0 : plan.startNumber * SEGMENT_SECONDS;
  const from = live ? now - (plan.timeShiftBufferDepth ?? 0) - SEGMENT_SECONDS : origin;
  const list = ps.list(channelId, from, live ? now + 1 : origin + plan.duration!);
  const last = list[list.length - 1];
  if (live && last) list.push(...ps.list(channelId, last.stop, last.stop + 1));
  const firstOf = (p: KeyPeriod) => Math.max(firstSegment(p), plan.startNumber);
  return list.map((p, i) => {
    const startNumber = firstOf(p);
    const start = startNumber * SEGMENT_SECONDS - origin;
    const next = list[i + 1];
    const end = next ? firstOf(next) * SEGMENT_SECONDS - origin : plan.duration;
    return {
      id: `p${p.id}`,
      start,
      duration: end === undefined ? undefined : end - start,
      startNumber,
      kid: programmeKey(secret, channelId, p.id).kid,
      init: `$RepresentationID$/init/${p.id}.mp4`,
    };
  });
}
