import { computed, onMount } from 'nanostores';
import { fetchPage, fetchPageList } from '../api/pages';
import { config } from '../config';
import { emptyItems, fetchStore } from '../api/fetch-store';
import type { PageEntry, PageList } from '../api/types';
import { $locale } from '../i18n';
import { readStored, STORAGE_KEYS, writeStored } from '../storage';
import { contentAllowed, currentAccess, profileAllowed, whenContent } from './access';
import { $userinfo } from './auth';
import { $session } from './session';

const pageList = fetchStore<PageList>('pages', { version: 0, ...emptyItems<PageEntry>() });
const $pageList = pageList.$store;

const SKIPPED = new Set(['search', 'settings', 'login']);
const FIXED: Record<string, string> = { home: '/', tv: '/tv', subscription: '/subscription' };

export interface MenuItem {
  id: number;
  slug: string;
  href: string;
  /** null when the page has no title in the current language ('Missing translation'). */
  title: string | null;
  icon: boolean;
  /** display_as_title: false shows the icon alone (the title stays as its accessible name). */
  showTitle: boolean;
}

/** Page list -> menu entries: sorted by position, some slugs skipped, some mapped (docs/product.md#screens-and-routes). */
function menuItems(list: PageEntry[], lang: string): MenuItem[] {
  return [...list]
    .filter((p) => !SKIPPED.has(p.slug))
    .sort((a, b) => a.position - b.position)
    .map((p) => ({
      id: p.id,
      slug: p.slug,
      href: FIXED[p.slug] ?? `/page/${encodeURIComponent(String(p.id))}`,
      title: p.titles[lang]?.trim() ? (p.titles[lang] as string) : null,
      icon: p.display_as_icon,
      showTitle: p.display_as_title || !p.display_as_icon,
    }));
}

export const $menu = computed([$pageList, $locale], (p, lang) => menuItems(p.data.items, lang));

// The page list is kept between visits (localStorage, per API and customer, src/core/storage) and
// fetched only when needed (docs/product.md#states: "when the profile timestamp is newer than the stored version"):
// - nothing stored: fetched as soon as content may be fetched (stores/access.ts; never behind the
//   verify-your-e-mail page). The list is content a visitor may see too, so a signed-in user does
//   not wait for "Who is watching?" when there is none.
// - a signed-in customer: once a profile is chosen, fetched again when its stamp (the profile's
//   change time, from the profile list, as the stat HELLO uses it) is newer than the stored
//   version. The stored version is the list's own version, raised to the profile stamp it was
//   fetched for: a list fetched for that stamp is current for it, so it is not fetched on every load.
// - a visitor has no profile, so no stamp: the stored list is used for a day, then fetched again
//   (the list changes rarely; one request a day per browser costs nothing, and a change reaches
//   visitors within a day without a request on every load).
const VISITOR_REFRESH_MS = 24 * 3600 * 1000;

/** The kept list: `checked` = max(version, the profile stamp it was fetched for); `fetched` in ms. */
interface StoredPages extends PageList {
  checked: number;
  fetched: number;
}
const isEntry = (e: unknown): e is PageEntry =>
  Boolean(e) && typeof (e as PageEntry).id === 'number' && typeof (e as PageEntry).slug === 'string' && typeof (e as PageEntry).titles === 'object' && typeof (e as PageEntry).position === 'number';
const isStoredPages = (v: unknown): v is StoredPages =>
  Boolean(v) &&
  typeof v === 'object' &&
  ['version', 'checked', 'fetched'].every((k) => typeof (v as Record<string, unknown>)[k] === 'number') &&
  Array.isArray((v as StoredPages).items) &&
  (v as StoredPages).items.every(isEntry);

/** Whose list the page shows: `visitor`, a customer id, or null while nothing may be fetched. */
function owner(): string | null {
  const a = currentAccess();
  if (a === 'public') return 'visitor';
  if (!contentAllowed(a)) return null;
  return String($session.get().user?.customer_id ?? $userinfo.get().data.customer_id);
}
const storageKey = (who: string) => `${STORAGE_KEYS.pages}:${config().apiBase}:${who}`;

/** Why the list must be fetched now, or null when the stored one will do. */
export function pagesDue(stored: StoredPages | undefined, visitor: boolean, stamp: number | null, nowMs = Date.now()): 'none stored' | 'newer profile' | 'a day old' | null {
  if (!stored) return 'none stored';
  if (visitor) return nowMs - stored.fetched >= VISITOR_REFRESH_MS || nowMs < stored.fetched ? 'a day old' : null;
  return stamp !== null && stamp > stored.checked ? 'newer profile' : null;
}

let shownFor = '';
let triedFor = '';
let busy = false;

/** Shows the kept list of the page's owner, and fetches it when it is due (see above). */
function syncPages(): void {
  const who = owner();
  if (who === null || busy) return;
  const key = storageKey(who);
  const stored = readStored('local', key, isStoredPages);
  if (key !== shownFor) {
    shownFor = key;
    if (stored) pageList.$store.set({ loading: false, loaded: true, data: { version: stored.version, items: stored.items }, error: null });
    else pageList.reset();
  }
  const s = $session.get();
  // A customer's stamp is known once a profile is chosen; a visitor has none.
  const stamp = who !== 'visitor' && profileAllowed() ? s.profile_stamp : null;
  if (!pagesDue(stored, who === 'visitor', stamp)) return;
  const attempt = `${key}:${stamp ?? ''}`;
  if (triedFor === attempt) return; // once per page for a stamp (a failure is not retried in a loop)
  triedFor = attempt;
  busy = true;
  void pageList
    .run(fetchPageList)
    .then((list) => {
      if ($pageList.get().error) {
        // keep showing what was kept; the error stays recorded
        if (stored) pageList.$store.setKey('data', { version: stored.version, items: stored.items });
        return;
      }
      writeStored('local', key, { version: list.version, items: list.items, checked: Math.max(list.version, stamp ?? 0), fetched: Date.now() } satisfies StoredPages);
    })
    .finally(() => {
      busy = false;
      syncPages(); // the profile (or the session) may have changed meanwhile
    });
}

let following = false;
/**
 * Starts the page list (idempotent): shows the kept list and fetches it when due, now and whenever
 * the session or the chosen profile changes. Starts by itself when anything reads the list.
 */
export function loadPages(): void {
  if (!following) {
    following = true;
    $session.listen(syncPages);
    $userinfo.listen(syncPages);
  }
  syncPages();
}
onMount(pageList.$store, () => {
  loadPages();
});

export interface PageBody {
  id: number;
  slug: string;
  title: string | null;
  body: string;
}
const pageBody = fetchStore<PageBody | null>('page', null);
export const $pageBody = pageBody.$store;

/** One server-defined page (route /page/{pageId}) in the current language. */
export function loadPage(id: number, lang: string): Promise<PageBody | null> {
  return pageBody.run(async () => {
    await whenContent();
    return fetchPage(id, lang);
  });
}

/** Address of a static menu icon (public, by page id). */
export function menuIconUrl(id: number): string {
  return new URL(`static/menu-icons/${id}.svg`, config().publicApiBase).toString();
}
