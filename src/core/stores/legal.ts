import { map } from 'nanostores';
import { fetchLegalText } from '../api/legal';
import type { LegalDoc } from '../api/types';
import type { Lang } from '../names';

interface LegalState {
  doc: LegalDoc | null;
  loading: boolean;
  text: string;
}
export const $legal = map<LegalState>({ doc: null, loading: false, text: '' });

const cache = new Map<string, string>();

/**
 * Loads a legal document (markdown) for the modal. A failed fetch is logged ('Network response
 * was not ok') and nothing is shown (docs/product.md#errors): the modal closes again.
 */
export async function openLegal(doc: LegalDoc, lang: Lang): Promise<void> {
  const key = `${doc}/${lang}`;
  const hit = cache.get(key);
  $legal.set({ doc, loading: hit === undefined, text: hit ?? '' });
  if (hit !== undefined) return;
  try {
    const text = await fetchLegalText(doc, lang);
    cache.set(key, text);
    if ($legal.get().doc === doc) $legal.set({ doc, loading: false, text });
  } catch (err) {
    console.error('[eteris] Network response was not ok', (err as Error).message);
    if ($legal.get().doc === doc) closeLegal();
  }
}

export function closeLegal(): void {
  $legal.set({ doc: null, loading: false, text: '' });
}
