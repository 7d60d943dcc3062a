// The guide cache: programmes per channel (sorted by start), loaded in blocks of
// (channels in view) x (UTC days in view, day = start / 86400) and never twice; plus the selected
// programme that the player and reminders hook into.
import { atom, map } from 'nanostores';
import { fetchStore } from '../api/fetch-store';
import { fetchEpgGrid, fetchProgramme, GRID_MAX_CHANNELS, toProgramme, type EpgGridJson, type GuideChannel, type GuideProgramme } from '../api/epg';
import { LIMITS, type Lang } from '../names';
import { utcDay } from '../time/vilnius';
import { currentAccess, whenContent } from './access';
import { $gate, startGate } from './gate';
import { $session } from './session';
import { $adultUnlock } from './ui';
import { notePinRefusal } from './pin';
import { postAdultUnlock } from '../api/profiles';

const DAY_MS = LIMITS.daySeconds * 1000;

/** The guide's span: 5 days back and 5 forward, aligned to (UTC) day boundaries of the API. */
export function guideWindow(now: number): { start: number; end: number } {
  const today = Math.floor(now / DAY_MS);
  return { start: (today - LIMITS.epgDays) * DAY_MS, end: (today + LIMITS.epgDays + 1) * DAY_MS };
}

/** Request state of the grid fetches (the one generic fetch of docs/product.md#states). */
const epgFetch = fetchStore<EpgGridJson | null>('epggrid', null);
export const $epgStatus = epgFetch.$store;
/** Bumped whenever programmes arrive; views re-read rows with `epgRow`. */
export const $epgVersion = atom(0);

let lang: Lang | null = null;
/** Whose guide the cache holds: the server hides locked titles per profile and adult grant. */
let viewer: string | null = null;
let rows = new Map<number, GuideProgramme[]>();
/** `${channelId}:${day}` -> loaded or pending. */
let blocks = new Map<string, 'loaded' | 'pending'>();

export function epgRow(channelId: number): GuideProgramme[] {
  return rows.get(channelId) ?? EMPTY;
}
const EMPTY: GuideProgramme[] = [];

/** The profile and adult grant the guide is shown for (a change means other titles). */
export function viewerKey(): string {
  return `${$session.get().profile?.id ?? '-'}:${$adultUnlock.get().stamp}`;
}

/** Forgets everything (language or viewer change, tests). */
export function resetEpg(): void {
  rows = new Map();
  blocks = new Map();
  lang = null;
  viewer = null;
  epgFetch.reset();
  $epgVersion.set($epgVersion.get() + 1);
}

/**
 * A viewer change after which the server shows at least as much: from the household's view (no
 * profile: the strictest age limit of its profiles, no adult grant) to a profile, or the same
 * profile with a new adult grant. Anything else (another profile, back to none) starts blank.
 */
function widens(from: string, to: string): boolean {
  const [fromProfile] = from.split(':');
  const [toProfile] = to.split(':');
  return fromProfile === '-' || fromProfile === toProfile;
}

/** `row` with the programmes of UTC days [fromDay, toDay] replaced by `add` (the server's answer for them). */
function merge(row: GuideProgramme[], add: GuideProgramme[], fromDay: number, toDay: number): GuideProgramme[] {
  if (add.length === 0 && row.length === 0) return row;
  const fresh = new Set(add.map((p) => p.id));
  const out = row.filter((p) => {
    const day = utcDay(p.start);
    return !fresh.has(p.id) && (day < fromDay || day > toDay);
  });
  for (const p of add) out.push(p);
  return out.sort((a, b) => a.start - b.start);
}

/** One grid request: the programmes of `ids` for UTC days [lo, hi], marked pending until it answers. */
function requestBlocks(ids: number[], lo: number, hi: number, language: Lang, who: string): Promise<void> {
  const keys: string[] = [];
  for (const id of ids) for (let d = lo; d <= hi; d++) keys.push(`${id}:${d}`);
  for (const k of keys) blocks.set(k, 'pending');
  return epgFetch.run(async () => {
    await whenContent();
    return fetchEpgGrid(ids, lo * LIMITS.daySeconds, (hi + 1) * LIMITS.daySeconds, language);
  }).then((res) => {
    if (lang !== language || viewer !== who) return;
    if (!res) {
      for (const k of keys) blocks.delete(k);
      return;
    }
    for (const k of keys) blocks.set(k, 'loaded');
    for (const [cid, days] of Object.entries(res.items)) {
      const add: GuideProgramme[] = [];
      for (const list of Object.values(days)) for (const p of list) add.push(toProgramme(p));
      rows.set(Number(cid), merge(epgRow(Number(cid)), add, lo, hi));
    }
    refreshSelection();
    $epgVersion.set($epgVersion.get() + 1);
  });
}

/**
 * Resolves once the guide can be asked for whom the server answers for: a visitor at once; a
 * signed-in user once the session's profile is known (the one the server bound it to, or none while
 * "Who is watching?" is open). Asked before, the household's guide would be asked again for the
 * profile a moment later.
 */
async function whenViewer(): Promise<void> {
  await whenContent();
  if (currentAccess() !== 'account') return;
  void startGate();
  if ($gate.get() !== 'pending') return;
  await new Promise<void>((resolve) => {
    const off = $gate.listen((phase) => {
      if (phase === 'pending') return;
      off();
      resolve();
    });
  });
}

/**
 * Makes sure programmes of `channelIds` for UTC days [fromDay, toDay] are loaded or on their way.
 * Only the missing (channel, day) blocks are requested, at most 60 channels per request.
 */
export async function ensureEpg(channelIds: number[], fromDay: number, toDay: number, language: Lang): Promise<void> {
  await whenViewer();
  const who = viewerKey();
  if (lang !== language || viewer !== who) {
    if (lang === language && viewer !== null && widens(viewer, who)) {
      // The guide on screen stays while it is asked for again: what the new viewer may see is
      // never less than what the old one saw (no blank guide, no focused programme lost).
      blocks = new Map();
    } else if (lang !== null) resetEpg();
    lang = language;
    viewer = who;
  }
  // the missing blocks of each channel, as runs of consecutive days; channels missing the same run
  // share requests (a channel whose day the player already has, or asked for, is asked for the
  // other days only: the same programmes are never downloaded twice)
  const runs = new Map<string, { ids: number[]; lo: number; hi: number }>();
  for (const id of channelIds) {
    for (let d = fromDay; d <= toDay; d++) {
      if (blocks.has(`${id}:${d}`)) continue;
      let e = d;
      while (e < toDay && !blocks.has(`${id}:${e + 1}`)) e++;
      const k = `${d}:${e}`;
      let run = runs.get(k);
      if (!run) runs.set(k, (run = { ids: [], lo: d, hi: e }));
      run.ids.push(id);
      d = e;
    }
  }
  const jobs: Promise<void>[] = [];
  for (const { ids, lo, hi } of runs.values()) {
    for (let i = 0; i < ids.length; i += GRID_MAX_CHANNELS) jobs.push(requestBlocks(ids.slice(i, i + GRID_MAX_CHANNELS), lo, hi, language, who));
  }
  await Promise.all(jobs);
}

/** The programme the user opened (and the one focused), for the player and reminders. */
interface EpgSelection {
  channelId: number | null;
  epgId: number | null;
  programme: GuideProgramme | null;
  channel: GuideChannel | null;
  /** The programme with keyboard focus (a player keeps its channel ready while it is on air). */
  focused: GuideProgramme | null;
}

export const $epgSelection = map<EpgSelection>({ channelId: null, epgId: null, programme: null, channel: null, focused: null });

/** The selected programme as the cache now has it (after a profile change or the adult PIN, with or without its title). */
function refreshSelection(): void {
  const sel = $epgSelection.get();
  const cur = sel.programme;
  if (!cur) return;
  const fresh = epgRow(cur.channelId).find((p) => p.id === cur.id);
  if (fresh && fresh !== cur) $epgSelection.set({ ...sel, programme: fresh });
}

export function selectProgramme(channel: GuideChannel | null, programme: GuideProgramme | null): void {
  $epgSelection.set({ ...$epgSelection.get(), channel, programme, channelId: channel?.id ?? programme?.channelId ?? null, epgId: programme?.id ?? null });
}

/** A programme by id: from the cache, else `GET epg/{id}` (for a URL that names it). */
export async function findProgramme(id: number, language: Lang): Promise<GuideProgramme | null> {
  for (const row of rows.values()) for (const p of row) if (p.id === id) return p;
  await whenContent();
  try {
    return toProgramme(await fetchProgramme(id, language));
  } catch (err) {
    console.error('[eteris] epg programme failed:', (err as Error).message);
    return null;
  }
}

/**
 * The adult PIN: checked by the server, which holds a short-lived grant for this session and
 * profile (the licence server gives the adult channel's key only with it). The page keeps only that
 * it was granted and when (the global style state of docs/product.md#data), so every element unlocks at once;
 * the PIN itself is not kept.
 */
export async function unlockAdult(pin: string): Promise<boolean> {
  const profile = $session.get().profile;
  if (!profile || pin.length !== LIMITS.pinLength) return false;
  try {
    await postAdultUnlock(pin);
  } catch (err) {
    if (!notePinRefusal(err)) console.error('[eteris] adult PIN check failed:', (err as Error).message);
    return false;
  }
  $adultUnlock.setKey('pin', 'granted');
  $adultUnlock.setKey('stamp', Date.now());
  return true;
}

/**
 * Resolves once no block of `channelId` for UTC days [fromDay, toDay] is on its way any more
 * (loaded or failed): a reader that arrives while the guide's request runs shares its answer.
 */
export function epgSettled(channelId: number, fromDay: number, toDay: number): Promise<void> {
  const pending = () => {
    for (let d = fromDay; d <= toDay; d++) if (blocks.get(`${channelId}:${d}`) === 'pending') return true;
    return false;
  };
  if (!pending()) return Promise.resolve();
  return new Promise((resolve) => {
    const check = () => {
      if (pending()) return;
      offRows();
      offFetch();
      resolve();
    };
    // rows arrive (version), or a request ends without them (its fetch state)
    const offRows = $epgVersion.listen(check);
    const offFetch = epgFetch.$store.listen(() => queueMicrotask(check));
  });
}
