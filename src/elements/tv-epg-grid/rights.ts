// What a programme offers, from its time, the channel's rights and the viewer's locks.
import type { GuideChannel, GuideProgramme } from '../../core/api/epg';
import { LIMITS } from '../../core/names';
import { allowedFor } from '../../core/stores/age-limit';

interface Offers {
  live: boolean;
  startover: boolean;
  catchup: boolean;
  reminder: boolean;
  record: boolean;
  /** The channel is not in the viewer's plan. */
  notSubscribed: boolean;
}

const CATCHUP_MS = LIMITS.epgDays * LIMITS.daySeconds * 1000;

export function catchupAvailable(p: GuideProgramme, ch: GuideChannel | null | undefined, now: number): boolean {
  if (p.end > now) return false;
  if (p.catchup !== undefined) return p.catchup;
  return ch?.catchup !== false && p.start >= now - CATCHUP_MS;
}

export function offersOf(p: GuideProgramme, ch: GuideChannel | null | undefined, now: number): Offers {
  const notSubscribed = ch?.subscribed === false;
  const airing = p.start <= now && p.end > now;
  return {
    live: airing && !notSubscribed,
    startover: airing && !notSubscribed && ch?.catchup !== false,
    catchup: !notSubscribed && catchupAvailable(p, ch, now),
    reminder: p.start > now,
    record: p.end > now && !notSubscribed,
    notSubscribed,
  };
}

type Lock = null | 'age' | 'adult';

/**
 * What the server locked (it sends no title then), else over-age programmes (the profile's
 * `$ageLimit`: null or 0 = unrestricted) and the adult channel without its PIN.
 */
export function lockOf(p: GuideProgramme, ch: GuideChannel | null | undefined, ageLimit: number | null, adultUnlocked: boolean): Lock {
  if (p.locked) return p.locked;
  if (ch?.adult && !adultUnlocked) return 'adult';
  if (!allowedFor(p.age, ageLimit)) return 'age';
  return null;
}
