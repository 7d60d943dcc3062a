import { fetchLegalText } from '../api/legal';
import { fetchStore } from '../api/fetch-store';
import type { Lang } from '../names';

/** The About modal's privacy document (the legal API's privacy text, per language). */
const privacy = fetchStore<{ lang: Lang | null; text: string }>('privacy', { lang: null, text: '' });
export const $privacy = privacy.$store;

export function loadPrivacy(lang: Lang): Promise<{ lang: Lang | null; text: string }> | undefined {
  const s = $privacy.get();
  if (s.data.lang === lang && !s.error) return undefined;
  return privacy.run(async () => ({
    lang,
    text: await fetchLegalText('privacy', lang, 'privacy'),
  }));
}
