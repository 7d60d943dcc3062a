// Smart rows (docs/product.md#calls: smartrows/pages, smartrows/page.{id}, smartrows/{id} with paging): the home
// page's rows and each row's posters, loaded a page at a time as a row scrolls. A row's store is
// shared by every element showing that row id; a page's answer seeds its rows (no second request).
// Everything here is per language and per acting profile: a change of either starts again.
import { computed, map, type MapStore } from 'nanostores';
import { fetchStore, type FetchStore } from '../api/fetch-store';
import { fetchRow, fetchSmartPage, fetchSmartPages, type RowItem, type RowPage, type RowType } from '../api/vod';
import type { AppError } from '../errors';
import { $locale } from '../i18n';
import type { Lang } from '../names';
import { contentAllowed, currentAccess, whenContent, whenProfile } from './access';
import { startGate } from './gate';
import { $session } from './session';

/** Posters asked for per request (the server's default page). */
export const ROW_PAGE = 20;

/**
 * Resolves once content may be fetched for the right viewer: a visitor at once; a
 * signed-in user once a profile is chosen (the server filters by the acting profile's age, so a
 * child's screen never asks before the child's profile is bound).
 */
export async function whenViewerReady(): Promise<void> {
  await whenContent();
  if (currentAccess() === 'account') {
    void startGate();
    await whenProfile();
  }
}

/** Whose content this is: language and acting profile (a visitor's is 'v'). */
export function viewerKey(lang: Lang = $locale.get()): string {
  const s = $session.get();
  return `${lang}|${s.profile?.id ?? (s.token ? 'account' : 'v')}`;
}

/** The viewer as it changes (language, sign-in, profile): elements load again when it does. */
export const $viewer = computed([$locale, $session], (lang) => viewerKey(lang));

interface RowState {
  /** The viewer the data is for (viewerKey()); another viewer starts again. */
  key: string;
  title: string;
  type: RowType | null;
  items: RowItem[];
  /** All items of the row (null: not known yet). */
  total: number | null;
  loading: boolean;
  loaded: boolean;
  error: AppError | null;
}

const emptyRow = (key = ''): RowState => ({ key, title: '', type: null, items: [], total: null, loading: false, loaded: false, error: null });

interface RowEntry {
  $row: MapStore<RowState>;
  req: FetchStore<RowPage | null>;
}
const rows = new Map<number, RowEntry>();

function entry(id: number): RowEntry {
  let e = rows.get(id);
  if (!e) {
    const $row = map<RowState>(emptyRow());
    const req = fetchStore<RowPage | null>(`smartrows/${id}`, null);
    // The request's state (loading, error) shows on the row; its items are appended by loadPage.
    req.$store.listen((s) => $row.set({ ...$row.get(), loading: s.loading, error: s.error }));
    e = { $row, req };
    rows.set(id, e);
  }
  return e;
}

/** The store of row `id` (created on first use). */
export const rowStore = (id: number): MapStore<RowState> => entry(id).$row;

function loadPage(id: number, key: string): Promise<unknown> {
  const { $row, req } = entry(id);
  const offset = $row.get().items.length;
  return req.run(async () => {
    await whenViewerReady();
    // The viewer changed while waiting (the profile was chosen): the caller asks again for them.
    if (viewerKey() !== key) return null;
    const [lang] = key.split('|') as [Lang];
    const page = await fetchRow(id, offset, ROW_PAGE, lang);
    const cur = $row.get();
    // A late answer for another viewer, or a page already appended, changes nothing.
    if (cur.key === key && cur.items.length === offset) {
      $row.set({ ...cur, title: page.title, type: page.type, items: [...cur.items, ...page.items], total: page.total, loaded: true });
    }
    return page;
  });
}

/** Loads row `id`'s first page for the current viewer, unless it has it (or is getting it). */
export function loadRow(id: number): void {
  const key = viewerKey();
  const { $row, req } = entry(id);
  const cur = $row.get();
  if (cur.key === key && (cur.loaded || cur.loading) && !cur.error) return;
  if (cur.key !== key) {
    req.reset();
    $row.set(emptyRow(key));
  }
  void loadPage(id, key);
}

/** Loads the next page of row `id` when there is one and nothing is on its way. */
export function loadMore(id: number): void {
  const { $row } = entry(id);
  const cur = $row.get();
  if (cur.key !== viewerKey() || cur.loading || cur.error || cur.total === null || cur.items.length >= cur.total) return;
  void loadPage(id, cur.key);
}

/** Retry after a failure: the failed page again (the first one when nothing came yet). */
export function retryRow(id: number): void {
  const { $row } = entry(id);
  const cur = $row.get();
  if (cur.key !== viewerKey()) return loadRow(id);
  void loadPage(id, cur.key);
}

/** A row as a page answered it (its first items): the row's store starts from it. */
function seedRow(page: RowPage, key: string, force = false): void {
  const { $row } = entry(page.id);
  const cur = $row.get();
  if (!force && cur.key === key && cur.items.length >= page.items.length) return;
  $row.set({ key, title: page.title, type: page.type, items: page.items, total: page.total, loading: false, loaded: true, error: null });
}

interface PageRows {
  key: string;
  id: number;
  title: string;
  rows: { id: number; type: RowType; total: number }[];
}

const pageReq = fetchStore<PageRows | null>('smartrows/page', null);
/** The home page's rows (which rows, in order): request state and data. */
export const $smartPage = pageReq.$store;

/**
 * Loads the smart-row page `id` (the first of `smartrows/pages` when not given) for the current
 * viewer and seeds its rows' stores.
 */
let pageAsked = '';
let pageId: number | undefined;
export function loadSmartPage(id?: number, force = false): void {
  const key = viewerKey();
  const asked = `${key}#${id ?? ''}`;
  if (!force && pageAsked === asked && !$smartPage.get().error) return;
  pageAsked = asked;
  pageId = id;
  void pageReq.run(async () => {
    await whenViewerReady();
    const k = viewerKey();
    if (k !== key) return $smartPage.get().data;
    const [lang] = k.split('|') as [Lang];
    const pageId = id ?? (await fetchSmartPages(lang)).items[0]?.id;
    if (pageId === undefined) return { key: k, id: 0, title: '', rows: [] };
    const page = await fetchSmartPage(pageId, lang);
    page.rows.forEach((r) => seedRow(r, k, force));
    return { key: k, id: page.id, title: page.title, rows: page.rows.map((r) => ({ id: r.id, type: r.type, total: r.total })) };
  });
}

/** Whether the page's data is for the viewer as they are now (a language or profile change reloads). */
export const pageIsCurrent = (p: PageRows | null): boolean => !!p && p.key === viewerKey() && contentAllowed();

/**
 * The page shown is loaded again and its rows replaced by the answer (a personal row changed: the
 * wishlist); nothing when no page was asked for.
 */
export function reloadSmartPage(): void {
  if (pageAsked) loadSmartPage(pageId, true);
}
