import { fetchStore } from '../api/fetch-store';
import { fetchGenres, type GenreJson } from '../api/epg';
import type { Lang } from '../names';
import { whenContent } from './access';

/** Genres of channels and programmes (`GET genres/lang/{lang}`). */
const genreList = fetchStore<GenreJson[]>('genres', []);
export const $genres = genreList.$store;

let loadedLang: Lang | null = null;
/** Fetched once per language, for a session that may see content. */
export function loadGenres(lang: Lang): Promise<GenreJson[]> | undefined {
  if (loadedLang === lang && $genres.get().error === null) return undefined;
  loadedLang = lang;
  return genreList.run(async () => {
    await whenContent();
    return fetchGenres(lang);
  });
}
