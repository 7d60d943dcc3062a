// VoD catalogue data: one item's details (`vod/{id}`), a series with its episodes (`groups/{id}`
// and `vod?filter[group]`), and the catalogue by genre with a sort, a page at a time (`vod`).
// Per language and acting profile (the server leaves out, or refuses, what is above its age limit).
import { map } from 'nanostores';
import { fetchStore } from '../api/fetch-store';
import { fetchGroup, fetchVod, fetchVodList, type GroupJson, type VodJson, type VodSort } from '../api/vod';
import type { AppError } from '../errors';
import type { Lang } from '../names';
import { viewerKey, whenCatalogue } from './smartrows';

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
    await whenCatalogue();
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
    await whenCatalogue();
    if (`${viewerKey()}#${id}` !== key) return null;
    const lang = langOf(key);
    const [group, list] = await Promise.all([fetchGroup(id, lang), fetchVodList({ group: id, kind: 'episode', offset: 0, limit: 500 }, lang)]);
    return { key, group, episodes: list.items };
  });
}

/** Catalogue posters asked for per request. */
export const CATALOGUE_PAGE = 24;

interface CatalogueState {
  /** viewer, genre and sort the items are for */
  key: string;
  genre: number;
  sort: VodSort;
  items: VodJson[];
  total: number | null;
  /** The genres the catalogue has (for its genre filter). */
  genres: number[];
  loading: boolean;
  error: AppError | null;
}
export const $catalogue = map<CatalogueState>({ key: '', genre: 0, sort: 'popular', items: [], total: null, genres: [], loading: false, error: null });
const cataloguePage = fetchStore<null>('vod', null);
cataloguePage.$store.listen((s) => $catalogue.set({ ...$catalogue.get(), loading: s.loading, error: s.error }));

function catalogueKey(genre: number, sort: VodSort) {
  return `${viewerKey()}#${genre}#${sort}`;
}

function catalogueNext(key: string): void {
  const offset = $catalogue.get().items.length;
  void cataloguePage.run(async () => {
    await whenCatalogue();
    const cur = $catalogue.get();
    if (cur.key !== key || catalogueKey(cur.genre, cur.sort) !== key) return null;
    const page = await fetchVodList({ genre: cur.genre || undefined, sort: cur.sort, kind: 'movie', offset, limit: CATALOGUE_PAGE }, langOf(key));
    const now = $catalogue.get();
    if (now.key === key && now.items.length === offset) $catalogue.set({ ...now, items: [...now.items, ...page.items], total: page.total, genres: page.genres });
    return null;
  });
}

/** Shows the catalogue of `genre` (0: all) sorted by `sort`, from its first page. */
export function loadCatalogue(genre: number, sort: VodSort): void {
  const key = catalogueKey(genre, sort);
  const cur = $catalogue.get();
  if (cur.key === key && !cur.error && (cur.loading || cur.total !== null)) return;
  cataloguePage.reset();
  $catalogue.set({ key, genre, sort, items: [], total: null, genres: cur.genres, loading: false, error: null });
  catalogueNext(key);
}

/** The next page of the catalogue shown (or the failed one again). */
export function moreCatalogue(): void {
  const cur = $catalogue.get();
  if (cur.loading || (cur.total !== null && cur.items.length >= cur.total && !cur.error)) return;
  if (cur.key !== catalogueKey(cur.genre, cur.sort)) return loadCatalogue(cur.genre, cur.sort);
  catalogueNext(cur.key);
}
