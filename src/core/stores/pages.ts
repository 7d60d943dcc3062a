import { computed } from 'nanostores';
import { api } from '../api/client';
import { config } from '../config';
import { emptyItems, fetchStore } from '../api/fetch-store';
import type { PageEntry, PageList } from '../api/types';
import { $locale } from '../i18n';
import { $session } from './session';

export const pageList = fetchStore<PageList>('pages', { version: 0, ...emptyItems<PageEntry>() });
export const $pageList = pageList.$store;

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

/** Page list -> menu entries: sorted by position, some slugs skipped, some mapped (spec §2). */
export function menuItems(list: PageEntry[], lang: string): MenuItem[] {
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

let fetchedFor = -1;
/** Fetched once, and again when the profile stamp is newer than the list's version (spec §4). */
export function loadPages(): Promise<PageList> | undefined {
  const stamp = $session.get().profile_stamp;
  const { loaded, data } = $pageList.get();
  if (loaded && (fetchedFor === stamp || stamp <= data.version)) return undefined;
  fetchedFor = stamp;
  return pageList.run(() => api<PageList>('pages', { source: 'pages' }));
}

export interface PageBody {
  id: number;
  slug: string;
  title: string | null;
  body: string;
}
export const pageBody = fetchStore<PageBody | null>('page', null);
export const $pageBody = pageBody.$store;

/** One server-defined page (route /page/{pageId}) in the current language. */
export function loadPage(id: number, lang: string): Promise<PageBody | null> {
  return pageBody.run(() => api<PageBody>(`pages/${id}`, { query: { lang }, source: 'page' }));
}

/** Address of a static menu icon (public, by page id). */
export function menuIconUrl(id: number): string {
  return new URL(`static/menu-icons/${id}.svg`, config().publicApiBase).toString();
}
