// Search (docs/product.md#screens-and-routes /search/{search_id?}, #calls search-v2): suggestions while the viewer types and the
// results of a query, across live, catch-up, recordings and VoD. Suggestions wait until typing
// pauses (SUGGEST_DELAY); each keystroke aborts the request of the text before it, and only the
// answer to the latest text is ever shown (a slow earlier answer never overwrites a newer one).
// Results come a page at a time. Recent searches are kept per customer and profile in this browser.
import { atom, computed, map } from 'nanostores';
import type { InferOutput } from 'valibot';
import { fetchSearch } from '../api/search';
import { fetchStore } from '../api/fetch-store';
import type { SearchHitSchema } from '../api/schemas';
import type { AppError } from '../errors';
import { $locale } from '../i18n';
import { readStored, STORAGE_KEYS, writeStored } from '../storage';
import { whenViewerReady } from './smartrows';
import { $session } from './session';

export type SearchHit = InferOutput<typeof SearchHitSchema>;
export type SearchKind = 'live' | 'catchup' | 'recording' | 'vod';
export interface SearchAnswer {
  query: string;
  items: SearchHit[];
  total: number;
  offset: number;
  counts: Record<SearchKind, number>;
  suggestions?: string[];
}

/** Milliseconds of quiet after a keystroke before suggestions are asked for. */
const SUGGEST_DELAY = 200;
/** Suggestions shown at most. */
const SUGGESTIONS_MAX = 8;
/** Results asked for per request. */
const RESULTS_PAGE = 30;
/** The server's longest query. */
export const QUERY_MAX = 100;
/** Recent searches kept per profile. */
const RECENT_MAX = 8;

/** The group a result is shown in. */
export const kindOf = (h: SearchHit): SearchKind => (h.type === 'channel' ? 'live' : h.type === 'group' ? 'vod' : h.type);
export const SEARCH_KINDS: readonly SearchKind[] = ['live', 'catchup', 'recording', 'vod'];

const clean = (q: string): string => q.trim().replace(/\s+/g, ' ').slice(0, QUERY_MAX);

const STALE = Symbol('stale');
/** Waits `ms`, or throws when `signal` aborts first. */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(new DOMException('aborted', 'AbortError'));
    });
  });
}

// --- suggestions -----------------------------------------------------------------------------

interface Suggestions {
  /** The text these suggestions are for ('' when none were asked). */
  query: string;
  items: string[];
}
const suggestReq = fetchStore<Suggestions | typeof STALE>('search.suggestions', { query: '', items: [] });
/** The suggestions for the latest text (request state and data). */
export const $suggestions = computed(suggestReq.$store, (s) => ({
  ...s,
  data: s.data === STALE ? { query: '', items: [] } : s.data,
}));
/** The text the viewer is typing (docs/product.md#data search state `value`). */
const $searchValue = atom('');

let suggestAbort: AbortController | null = null;

/** The viewer typed `text`: suggestions for it once typing pauses; the request for older text is aborted. */
export function suggest(text: string): void {
  $searchValue.set(text);
  suggestAbort?.abort();
  suggestAbort = null;
  const q = clean(text);
  if (!q) {
    suggestReq.reset();
    return;
  }
  const ctl = new AbortController();
  suggestAbort = ctl;
  const lang = $locale.get();
  void suggestReq.run(async () => {
    try {
      await pause(SUGGEST_DELAY, ctl.signal);
      await whenViewerReady();
      const a = await fetchSearch(q, 0, SUGGESTIONS_MAX, true, ctl.signal, lang);
      return { query: q, items: (a.suggestions ?? []).slice(0, SUGGESTIONS_MAX) };
    } catch (err) {
      // an aborted request belongs to older text: its run is already superseded
      if (ctl.signal.aborted) return STALE;
      throw err;
    }
  });
}

/** Closes the suggestions (Escape, a search made) and aborts the request on its way. */
export function closeSuggestions(): void {
  suggestAbort?.abort();
  suggestAbort = null;
  suggestReq.reset();
}

// --- results ---------------------------------------------------------------------------------

interface Results {
  /** The query and viewer the results are for. */
  query: string;
  key: string;
  items: SearchHit[];
  total: number | null;
  counts: Record<SearchKind, number>;
  loading: boolean;
  loaded: boolean;
  error: AppError | null;
}
const noCounts = (): Record<SearchKind, number> => ({ live: 0, catchup: 0, recording: 0, vod: 0 });
const emptyResults = (query = '', key = ''): Results => ({ query, key, items: [], total: null, counts: noCounts(), loading: false, loaded: false, error: null });

/** The results of the current query, as many pages as were asked for. */
export const $results = map<Results>(emptyResults());
const resultsReq = fetchStore<SearchAnswer | null | typeof STALE>('search', null);
resultsReq.$store.listen((s) => $results.set({ ...$results.get(), loading: s.loading, error: s.error }));
let resultsAbort: AbortController | null = null;

/** Whose results these are: language and acting profile. */
const viewerOfResults = (): string => `${$locale.get()}|${$session.get().profile?.id ?? 'v'}`;

function loadResults(query: string, key: string): void {
  resultsAbort?.abort();
  const ctl = new AbortController();
  resultsAbort = ctl;
  const offset = $results.get().items.length;
  const lang = $locale.get();
  void resultsReq.run(async () => {
    try {
      await whenViewerReady();
      const a = await fetchSearch(query, offset, RESULTS_PAGE, false, ctl.signal, lang);
      const cur = $results.get();
      // a page already appended, or results for another query or viewer, change nothing
      if (cur.query === query && cur.key === key && cur.items.length === offset) {
        $results.set({ ...cur, items: [...cur.items, ...a.items], total: a.total, counts: a.counts, loaded: true });
      }
      return a;
    } catch (err) {
      if (ctl.signal.aborted) return STALE;
      throw err;
    }
  });
}

/** Shows the results of `text` (the first page), unless they are shown already. */
export function runSearch(text: string): void {
  const query = clean(text);
  const key = viewerOfResults();
  const cur = $results.get();
  if (cur.query === query && cur.key === key && (cur.loaded || cur.loading) && !cur.error) return;
  resultsAbort?.abort();
  resultsReq.reset();
  $results.set(emptyResults(query, key));
  if (!query) return;
  loadResults(query, key);
}

/** The next page of results, when there is one and nothing is on its way. */
export function moreResults(): void {
  const cur = $results.get();
  if (!cur.query || cur.loading || cur.error || cur.total === null || cur.items.length >= cur.total) return;
  loadResults(cur.query, cur.key);
}

/** After a failure: the failed page again. */
export function retryResults(): void {
  const cur = $results.get();
  if (cur.query) loadResults(cur.query, cur.key);
}

// --- recent searches -------------------------------------------------------------------------

type RecentMap = Record<string, string[]>;
const isRecentMap = (v: unknown): v is RecentMap =>
  !!v && typeof v === 'object' && !Array.isArray(v) && Object.values(v).every((l) => Array.isArray(l) && l.every((x) => typeof x === 'string'));

/** Whose recent searches: the customer and profile acting now (none for a visitor). */
function recentKey(): string | null {
  const p = $session.get().profile;
  return p ? `${p.customer_id}:${p.id}` : null;
}
const $recentBump = atom(0);
/** The acting profile's recent searches, newest first. */
export const $recentSearches = computed([$session, $recentBump], (): string[] => {
  const k = recentKey();
  if (!k) return [];
  return readStored('local', STORAGE_KEYS.recentSearches, isRecentMap)?.[k] ?? [];
});

export function rememberSearch(query: string): void {
  const k = recentKey();
  const q = clean(query);
  if (!k || !q) return;
  const all = readStored('local', STORAGE_KEYS.recentSearches, isRecentMap) ?? {};
  all[k] = [q, ...(all[k] ?? []).filter((x) => x.toLocaleLowerCase() !== q.toLocaleLowerCase())].slice(0, RECENT_MAX);
  writeStored('local', STORAGE_KEYS.recentSearches, all);
  $recentBump.set($recentBump.get() + 1);
}

export function clearRecentSearches(): void {
  const k = recentKey();
  if (!k) return;
  const all = readStored('local', STORAGE_KEYS.recentSearches, isRecentMap) ?? {};
  delete all[k];
  writeStored('local', STORAGE_KEYS.recentSearches, all);
  $recentBump.set($recentBump.get() + 1);
}

// --- the address -----------------------------------------------------------------------------

/** The query in an address /…/search/{query}. */
export function queryFromPath(path: string): string {
  const parts = path.split('/');
  const i = parts.lastIndexOf('search');
  const raw = i >= 0 ? parts.slice(i + 1).join('/') : '';
  try {
    return clean(decodeURIComponent(raw));
  } catch {
    return '';
  }
}

/** The address of `query` under the same prefix as `path`. */
export function pathForQuery(path: string, query: string): string {
  const parts = path.split('/');
  const i = parts.lastIndexOf('search');
  const prefix = i >= 0 ? parts.slice(0, i + 1).join('/') : '/search';
  const q = clean(query);
  return q ? `${prefix}/${encodeURIComponent(q)}` : prefix;
}
