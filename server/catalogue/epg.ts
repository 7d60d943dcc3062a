// The EPG as a pure function of (channel id, time): each channel's time is cut into 6-hour blocks,
// each block filled gap-free with programmes of 5-180 minutes on a 5-minute grid, from a generator
// seeded by (channel, block). A channel's blocks begin at its own offset from the epoch (a multiple
// of 5 minutes), so channels do not all change programme at once, as on a real line-up. So the EPG
// is always "now"-relative, identical on every start, and any programme can be found again from
// its id:
//   id = channel_id * 1e8 + start / 300
import { CHANNEL_BY_ID, type Channel } from './channels';
import { hash, pick, rng, type L10n, type Lang } from './rng';
import { DESCRIPTION_SENTENCES, PROGRAMME_TITLES, SERIES_TITLES } from './titles';

const BLOCK = 6 * 3600;
export const DAY = 86400;
/** Catch-up reaches this far back. */
export const CATCHUP_WINDOW = 5 * DAY;
/** The guide's days after today (UTC days, as the grid's answer groups them). */
const GUIDE_DAYS_AHEAD = 5;

/**
 * Where the guide ends at `now`: the end of its last day, and a day more for a viewer whose clock
 * runs ahead of the server's. A programme that begins later is not announced yet: no call finds it.
 * Older programmes stay findable (a kept recording or a bookmark names them).
 */
export function guideEnd(now: number): number {
  return (Math.floor(now / DAY) + GUIDE_DAYS_AHEAD + 2) * DAY;
}

export interface Programme {
  id: number;
  channelId: number;
  start: number;
  stop: number;
  title: L10n;
  description: L10n;
  genreId: number;
  age: number;
  season: number | null;
  episode: number | null;
}

const DURATIONS: Record<number, number[]> = {
  1: [5, 10, 15, 30, 30, 60],
  2: [30, 60, 90, 120, 150, 180],
  3: [5, 10, 15, 20, 30],
  4: [90, 105, 120, 135, 150, 180, 45],
  5: [30, 45, 60, 90],
  6: [5, 15, 30, 60, 120],
  7: [60, 90, 120],
};

/** Where channel `id`'s blocks begin, after each multiple of BLOCK: one of the block's 72 five-minute slots. */
function blockOffset(id: number): number {
  return ((id * 29) % (BLOCK / 300)) * 300;
}

const cache = new Map<string, Programme[]>();
const CACHE_MAX = 4000;

function programmeId(channelId: number, start: number): number {
  return channelId * 1e8 + start / 300;
}

function generateBlock(ch: Channel, block: number): Programme[] {
  const key = `${ch.id}:${block}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const r = rng(ch.id, block, 20240101);
  const genre = ch.genres[0] ?? 1;
  const out: Programme[] = [];
  let t = block * BLOCK + blockOffset(ch.id);
  const end = t + BLOCK;
  let i = 0;
  while (t < end) {
    const g = r() < 0.8 ? genre : (ch.genres[1] ?? genre);
    const d = Math.min(pick(r, DURATIONS[g] ?? DURATIONS[1]!) * 60, end - t);
    const isSeries = (g === 4 || g === 3 || g === 5) && r() < 0.35;
    const title = isSeries ? pick(r, SERIES_TITLES) : pick(r, PROGRAMME_TITLES[g] ?? PROGRAMME_TITLES[1]!);
    const s1 = pick(r, DESCRIPTION_SENTENCES);
    const s2 = pick(r, DESCRIPTION_SENTENCES);
    const h = hash(ch.id, block, i);
    const description: L10n = { lt: `${s1.lt} ${s2.lt}`, en: `${s1.en} ${s2.en}`, ru: `${s1.ru} ${s2.ru}` };
    out.push({
      id: programmeId(ch.id, t),
      channelId: ch.id,
      start: t,
      stop: t + d,
      title,
      description,
      genreId: g,
      age: ch.adult ? 18 : g === 4 ? [0, 7, 13, 16][h % 4]! : g === 3 ? 0 : [0, 0, 7][h % 3]!,
      season: isSeries ? 1 + (h % 4) : null,
      episode: isSeries ? 1 + ((block + i) % 24) : null,
    });
    t += d;
    i++;
  }
  if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value as string);
  cache.set(key, out);
  return out;
}

/** Programmes of one channel overlapping [from, to), in order, gap-free. */
export function programmes(channelId: number, from: number, to: number): Programme[] {
  const ch = CHANNEL_BY_ID.get(channelId);
  if (!ch || to <= from) return [];
  const out: Programme[] = [];
  const off = blockOffset(channelId);
  for (let b = Math.floor((from - off) / BLOCK); b * BLOCK + off < to; b++) {
    for (const p of generateBlock(ch, b)) if (p.stop > from && p.start < to) out.push(p);
  }
  return out;
}

/** The programme `id` names, if the guide at `now` announces it (guideEnd()). */
export function announcedProgramme(id: number, now: number): Programme | null {
  const p = programmeById(id);
  return p && p.start < guideEnd(now) ? p : null;
}

export function programmeAt(channelId: number, t: number): Programme | null {
  return programmes(channelId, t, t + 1)[0] ?? null;
}

export function programmeById(id: number): Programme | null {
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  const channelId = Math.floor(id / 1e8);
  const start = (id % 1e8) * 300;
  const p = programmeAt(channelId, start);
  return p && p.id === id ? p : null;
}

export function catchupAvailable(p: Programme, now: number): boolean {
  const ch = CHANNEL_BY_ID.get(p.channelId);
  return !!ch?.catchup && p.stop <= now && p.start >= now - CATCHUP_WINDOW;
}

/**
 * A programme as the API answers it. A programme locked for the viewer (`lock`, from
 * server/api/viewer.ts) goes out without its title and description, marked with the lock.
 */
export function programmeJson(p: Programme, lang: Lang, now: number, lock: 'age' | 'adult' | null = null) {
  return {
    id: p.id,
    channel_id: p.channelId,
    start: p.start,
    stop: p.stop,
    title: lock ? '' : p.title[lang],
    description: lock ? '' : p.description[lang],
    ...(lock ? { locked: lock } : {}),
    genre_id: p.genreId,
    age_rating: p.age,
    season: p.season,
    episode: p.episode,
    is_live: p.start <= now && p.stop > now,
    catchup: catchupAvailable(p, now),
  };
}
