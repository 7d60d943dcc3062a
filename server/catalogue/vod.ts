// The VoD catalogue, generated deterministically: 130 movies (ids 1-130) and 6 series (groups 1-6)
// with seasons and episodes (ids 201+). Payment types: svod (providers 1-3), tvod (provider 4,
// every movie whose id is a multiple of 4; anna bought 4, 8, 12) and free (provider 5).
import { ADJECTIVES, DESCRIPTION_SENTENCES, NOUNS, SERIES_TITLES } from './titles';
import { hash, pick, rng, type L10n } from './rng';

type VodType = 'svod' | 'tvod' | 'free';

export interface VodItem {
  id: number;
  kind: 'movie' | 'episode';
  providerId: number;
  type: VodType;
  title: L10n;
  description: L10n;
  year: number;
  duration: number;
  genres: number[];
  age: number;
  /** tvod prices in cents */
  rentCents: number | null;
  buyCents: number | null;
  groupId: number | null;
  season: number | null;
  episode: number | null;
  /** 0..1 popularity used by the popular row */
  popularity: number;
  /** days since the item was added (the new row) */
  addedDaysAgo: number;
}

export interface VodGroup {
  id: number;
  title: L10n;
  description: L10n;
  providerId: number;
  genres: number[];
  age: number;
  seasons: { season: number; episodes: number[] }[];
}

const MOVIE_GENRES = [[4], [4, 5], [3, 4], [4], [5], [4, 6], [3]];

function movie(id: number): VodItem {
  const r = rng(id, 777);
  const adj = pick(r, ADJECTIVES);
  const noun = pick(r, NOUNS);
  const s = pick(r, DESCRIPTION_SENTENCES);
  const genres = pick(r, MOVIE_GENRES);
  const kids = genres.includes(3);
  const tvod = id % 4 === 0;
  const free = !tvod && id % 7 === 0;
  const providerId = tvod ? 4 : free ? 5 : kids ? 3 : id % 5 === 0 ? 2 : 1;
  return {
    id,
    kind: 'movie',
    providerId,
    type: tvod ? 'tvod' : free ? 'free' : 'svod',
    title: { lt: `${adj.lt} ${noun.lt}`, en: `The ${adj.en} ${noun.en}`, ru: `${adj.ru} ${noun.ru}` },
    description: s,
    year: 1990 + (hash(id, 1) % 35),
    duration: (80 + (hash(id, 2) % 70)) * 60,
    genres,
    age: kids ? 0 : [0, 7, 13, 16][hash(id, 3) % 4]!,
    rentCents: tvod ? 299 + (hash(id, 4) % 3) * 100 : null,
    buyCents: tvod ? 999 + (hash(id, 5) % 3) * 200 : null,
    groupId: null,
    season: null,
    episode: null,
    popularity: (hash(id, 6) % 1000) / 1000,
    addedDaysAgo: hash(id, 7) % 365,
  };
}

const movies = Array.from({ length: 130 }, (_, i) => movie(i + 1));
const groups: VodGroup[] = [];
const episodes: VodItem[] = [];
let nextEpisodeId = 201;
SERIES_TITLES.forEach((title, gi) => {
  const id = gi + 1;
  const kids = id === 5;
  const providerId = id === 6 ? 2 : kids ? 3 : 1;
  const seasons: VodGroup['seasons'] = [];
  const seasonCount = 2 + (id % 2);
  for (let season = 1; season <= seasonCount; season++) {
    const ids: number[] = [];
    const count = 4 + ((id + season) % 3);
    for (let episode = 1; episode <= count; episode++) {
      const eid = nextEpisodeId++;
      ids.push(eid);
      episodes.push({
        id: eid,
        kind: 'episode',
        providerId,
        type: 'svod',
        title: {
          lt: `${title.lt}. ${season} sezonas, ${episode} serija`,
          en: `${title.en}: season ${season}, episode ${episode}`,
          ru: `${title.ru}. ${season} сезон, ${episode} серия`,
        },
        description: DESCRIPTION_SENTENCES[(id + episode) % DESCRIPTION_SENTENCES.length]!,
        year: 2015 + id,
        duration: (40 + (hash(eid, 2) % 15)) * 60,
        genres: kids ? [3] : [4],
        age: kids ? 0 : 13,
        rentCents: null,
        buyCents: null,
        groupId: id,
        season,
        episode,
        popularity: (hash(eid, 6) % 1000) / 1000,
        addedDaysAgo: hash(eid, 7) % 200,
      });
    }
    seasons.push({ season, episodes: ids });
  }
  groups.push({
    id,
    title,
    description: DESCRIPTION_SENTENCES[id % DESCRIPTION_SENTENCES.length]!,
    providerId,
    genres: kids ? [3] : [4],
    age: kids ? 0 : 13,
    seasons,
  });
});

export const VOD_ITEMS: VodItem[] = [...movies, ...episodes];
/** Movies whose id is a multiple of 3 have a trailer (its own short stream and key, server/media). */
export const hasTrailer = (v: VodItem): boolean => v.kind === 'movie' && v.id % 3 === 0;
export const VOD_BY_ID = new Map(VOD_ITEMS.map((v) => [v.id, v]));
export const VOD_GROUPS = groups;
export const GROUP_BY_ID = new Map(groups.map((g) => [g.id, g]));

/** The next episode of a series item: next in its season, else the first of the next season. */
export function nextEpisode(v: VodItem): VodItem | null {
  if (v.groupId === null) return null;
  const g = GROUP_BY_ID.get(v.groupId);
  if (!g) return null;
  const flat = g.seasons.flatMap((s) => s.episodes);
  const i = flat.indexOf(v.id);
  const next = i >= 0 ? flat[i + 1] : undefined;
  return next === undefined ? null : (VOD_BY_ID.get(next) ?? null);
}
