// VoD data: one item's details (`vod/{id}`), a series with its episodes (`groups/{id}`
// and `vod?filter[group]`), and the VoD list by genre with a sort, a page at a time (`vod`).
// Per language and acting profile (the server leaves out, or refuses, what is above its age limit).
import { map } from 'nanostores';
import { fetchStore } from '../api/fetch-store';
import { fetchGroup, fetchVod, fetchVodList, type GroupJson, type VodJson, type VodSort } from '../api/vod';
import type { AppError } from '../errors';
import type { Lang } from '../names';
import { viewerKey, whenViewerReady } from './smartrows';

const langOf = (key: string) => key.split('|')[0] as Lang;

const items = new Map<string, Promise<VodJson>>();
/**
 * VoD item `id` for the current viewer, asked for once per viewer and id: the details element and
 * the player share the answer. `fresh` asks again (Retry, a purchase); a failure is not kept.
 */
export function vodItem(id: number, fresh = false): Promise<VodJson> {
  const key = `${viewerKey()}#${id}`;
  let p = items.get(key);
  if (!p || fresh) {
    const asked = fetchVod(id, langOf(key));
    asked.catch(() => {
      if (items.get(key) === asked) items.delete(key);
    });
    items.set(key, asked);
    p = asked;
  }
  return p;
}

const item = fetchStore<{ key: string; vod: VodJson } | null>('vod', null);
/** The item a details element shows (request state; data null until it came, or on failure). */
export const $vodItem = item.$store;
let itemAsked = '';
/** Loads VoD item `id` for the current viewer (once per viewer and id, unless it failed). */
export function loadVodItem(id: number, force = false): void {
  const key = `${viewerKey()}#${id}`;
  if (!force && itemAsked === key && !$vodItem.get().error) return;
  itemAsked = key;
  void item.run(async () => {
    await whenViewerReady();
    // the viewer changed while waiting (the profile was chosen): the element asks again for them
    if (`${viewerKey()}#${id}` !== key) return null;
    return { key, vod: await vodItem(id, force) };
  });
}

interface SeriesData {
  key: string;
  group: GroupJson;
  /** Episodes in season and episode order. */
  episodes: VodJson[];
}
const series = fetchStore<SeriesData | null>('groups', null);
/** The series a series element shows, with its episodes. */
export const $series = series.$store;
let seriesAsked = '';
export function loadSeries(id: number, force = false): void {
  const key = `${viewerKey()}#${id}`;
  if (!force && seriesAsked === key && !$series.get().error) return;
  seriesAsked = key;
  void series.run(async () => {
    await whenViewerReady();
    if (`${viewerKey()}#${id}` !== key) return null;
    const lang = langOf(key);
    const [group, list] = await Promise.all([fetchGroup(id, lang), fetchVodList({ group: id, kind: 'episode', offset: 0, limit: 500 }, lang)]);
    return { key, group, episodes: list.items };
  });
}

/** VoD list posters asked for per request. */
export const VOD_LIST_PAGE = 24;

interface VodListState {
  /** viewer, genre and sort the items are for */
  key: string;
  genre: number;
  sort: VodSort;
  items: VodJson[];
  total: number | null;
  /** The genres the VoD list has (for its genre filter). */
  genres: number[];
  loading: boolean;
  error: AppError | null;
}
export const $vodList = map<VodListState>({ key: '', genre: 0, sort: 'popular', items: [], total: null, genres: [], loading: false, error: null });
const vodListPage = fetchStore<null>('vod', null);
vodListPage.$store.listen((s) => $vodList.set({ ...$vodList.get(), loading: s.loading, error: s.error }));

function vodListKey(genre: number, sort: VodSort) {
  return `${viewerKey()}#${genre}#${sort}`;
}

function vodListNext(key: string): void {
  const offset = $vodList.get().items.length;
  void vodListPage.run(async () => {
    await whenViewerReady();
    const cur = $vodList.get();
    if (cur.key !== key || vodListKey(cur.genre, cur.sort) !== key) return null;
    const page = await fetchVodList({ genre: cur.genre || undefined, sort: cur.sort, kind: 'movie', offset, limit: VOD_LIST_PAGE }, langOf(key));
    const now = $vodList.get();
    if (now.key === key && now.items.length === offset) $vodList.set({ ...now, items: [...now.items, ...page.items], total: page.total, genres: page.genres });
    return null;
  });
}

/** Shows the VoD list of `genre` (0: all) sorted by `sort`, from its first page. */
export function loadVodList(genre: number, sort: VodSort): void {
  const key = vodListKey(genre, sort);
  const cur = $vodList.get();
  if (cur.key === key && !cur.error && (cur.loading || cur.total !== null)) return;
  vodListPage.reset();
  $vodList.set({ key, genre, sort, items: [], total: null, genres: cur.genres, loading: false, error: null });
  vodListNext(key);
}

/** The next page of the VoD list shown (or the failed one again). */
export function moreVodList(): void {
  const cur = $vodList.get();
  if (cur.loading || (cur.total !== null && cur.items.length >= cur.total && !cur.error)) return;
  if (cur.key !== vodListKey(cur.genre, cur.sort)) return loadVodList(cur.genre, cur.sort);
  vodListNext(cur.key);
}
