// How products read: prices in euros as whole.cents (docs/product.md#constants), dates in the viewer's language,
// the links of the products screen (/subscription/{category?}/{product_id?}).
import { $locale } from '../../../core/i18n';
import { config } from '../../../core/config';
import { formatDateTime } from '../../../core/time/vilnius';
import type { ProductGroupJson, ProductJson } from '../../../core/stores/products';

export type Category = 'plans' | 'extras' | 'compare' | 'order';
export const CATEGORIES: readonly Category[] = ['plans', 'extras', 'compare', 'order'];

/** The category of a product group: base plans or extra packages. */
export const categoryOfGroup = (g: Pick<ProductGroupJson, 'kind'>): Category => (g.kind === 'base' ? 'plans' : 'extras');

/** A link inside the products screen (site-relative, through the configured site base). */
export function shopHref(category?: Category, productId?: number, query?: Record<string, string | number | undefined>): string {
  const path = ['subscription', category, productId].filter((x) => x !== undefined && x !== '').join('/');
  const u = new URL(path, config().siteBase);
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined && v !== '') u.searchParams.set(k, String(v));
  return u.pathname + u.search;
}

/** The link to a product's own page. */
export const productHref = (p: ProductJson): string => shopHref(p.group_id === 1 ? 'plans' : 'extras', p.id);

/** /register?action=change|add_card (group 15's plan and card screens). */
export const registerHref = (action: 'change' | 'add_card'): string => new URL(`register?action=${action}`, config().siteBase).toString();

export function formatDate(epochS: number): string {
  return formatDateTime(epochS * 1000, $locale.get(), { year: 'numeric', month: 'long', day: 'numeric' });
}

export const isBase = (p: Pick<ProductJson, 'group_id'>): boolean => p.group_id === 1;
