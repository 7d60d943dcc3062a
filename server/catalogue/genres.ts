// Genres of channels, programmes and VoD, with names in lt/en/ru.
import type { L10n } from './rng';

interface Genre {
  id: number;
  key: 'news' | 'sport' | 'kids' | 'movies' | 'documentary' | 'music' | 'adult';
  name: L10n;
}

export const GENRES: Genre[] = [
  { id: 1, key: 'news', name: { lt: 'Žinios', en: 'News', ru: 'Новости' } },
  { id: 2, key: 'sport', name: { lt: 'Sportas', en: 'Sport', ru: 'Спорт' } },
  { id: 3, key: 'kids', name: { lt: 'Vaikams', en: 'Kids', ru: 'Детям' } },
  { id: 4, key: 'movies', name: { lt: 'Filmai', en: 'Movies', ru: 'Фильмы' } },
  { id: 5, key: 'documentary', name: { lt: 'Dokumentika', en: 'Documentary', ru: 'Документальные' } },
  { id: 6, key: 'music', name: { lt: 'Muzika', en: 'Music', ru: 'Музыка' } },
  { id: 7, key: 'adult', name: { lt: 'Suaugusiems', en: 'Adult', ru: 'Для взрослых' } },
];
