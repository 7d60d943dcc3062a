import { fetchStore } from '../api/fetch-store';
import { fetchGenres, type GenreJson } from '../api/epg';
import type { Lang } from '../names';

/** Genres of channels and programmes (`GET genres/lang/{lang}`). */
export const genreList = fetchStore<GenreJson[]>('genres', []);
export const $genres = genreList.$store;

let loadedLang: Lang | null = null;
export function loadGenres(lang: Lang): Promise<GenreJson[]> | undefined {
  if (loadedLang === lang && $genres.get().error === null) return undefined;
  loadedLang = lang;
  return genreList.run(() => fetchGenres(lang));
}
