// VoD items, next episode, series groups, posters and backdrops.
//   GET vod/{id}?lang, GET vod/{id}/next?lang, GET groups/{id}?lang,
//   GET vod?filter[genre]&filter[type]&filter[kind]&filter[group]&sort&paging (a group's episodes in
//   season and episode order)
// The acting profile's age limit holds everywhere here: a list leaves out what is above it, and an
// item, next episode or group asked for by id above it answers 403 `age_locked` (the client suggests
// an adult profile); inside other answers (wishlist, bookmarks) such an item comes without title,
// description and poster, marked `locked` (server/api/viewer.ts).
import type { AuthContext, Host } from '../http/host';
import { notFound } from '../http/errors';
import { audioLanguages, textLanguages } from '../domain/media-facts';
import { GROUP_BY_ID, hasTrailer, nextEpisode, VOD_BY_ID, VOD_ITEMS, type VodGroup, type VodItem } from '../catalogue/vod';
import { euro } from '../catalogue/products';
import { backdropSvg, posterSvg } from '../catalogue/svg';
import type { Lang } from '../catalogue/rng';
import { apiBoth, pageOf, paging, queryLang } from './define';
import { ageAllowed, lockedError, viewerOf, type Viewer } from './viewer';

/** The poster of an item or series the viewer may not see (the real one draws the title). */
const LOCKED_POSTER = '/api/public/v1/static/locked/poster.svg';

type VodSort = 'popular' | 'new' | 'title' | 'year';

function sortVod(list: VodItem[], sort: VodSort, lang: Lang): VodItem[] {
  const out = [...list];
  if (sort === 'popular') out.sort((a, b) => b.popularity - a.popularity || a.id - b.id);
  else if (sort === 'new') out.sort((a, b) => a.addedDaysAgo - b.addedDaysAgo || a.id - b.id);
  else if (sort === 'year') out.sort((a, b) => b.year - a.year || a.id - b.id);
  else out.sort((a, b) => a.title[lang].localeCompare(b.title[lang], lang) || a.id - b.id);
  return out;
}

function vodEntitled(v: VodItem, ctx: AuthContext | null): { subscribed: boolean; purchased: boolean } {
  const purchased = !!ctx && ctx.purchasedVodIds.has(v.id);
  if (v.type === 'free') return { subscribed: true, purchased };
  if (v.type === 'tvod') return { subscribed: purchased, purchased };
  return { subscribed: !!ctx && ctx.vodProviderIds.has(v.providerId), purchased };
}

/**
 * A VoD item as the API answers it. An item above the viewer's age limit goes out without its
 * title, description and poster, marked `locked: 'age'` (lists leave such items out altogether).
 */
export function vodJson(v: VodItem, lang: Lang, ctx: AuthContext | null, viewer: Viewer) {
  const locked = !ageAllowed(v.age, viewer);
  return {
    id: v.id,
    provider_id: v.providerId,
    type: v.type,
    kind: v.kind,
    url: `/media/vod/${v.id}/manifest.mpd`,
    ...vodEntitled(v, ctx),
    title: locked ? '' : v.title[lang],
    description: locked ? '' : v.description[lang],
    year: v.year,
    duration: v.duration,
    genres: v.genres,
    age: v.age,
    poster: locked ? LOCKED_POSTER : `/api/public/v1/static/vod/${v.id}/poster.svg`,
    backdrop: `/api/public/v1/static/vod/${v.id}/backdrop.svg`,
    audio_languages: audioLanguages({ kind: 'vod', id: v.id }),
    subtitle_languages: textLanguages({ kind: 'vod', id: v.id }),
    trailer: hasTrailer(v) ? `/media/trailer/${v.id}/manifest.mpd` : null,
    group_id: v.groupId,
    season: v.season,
    episode: v.episode,
    price: v.type === 'tvod' ? { rent: euro(v.rentCents ?? 0), buy: euro(v.buyCents ?? 0), currency: 'EUR' } : null,
    ...(locked ? { locked: 'age' as const } : {}),
  };
}

/** A series as the API answers it; above the viewer's age limit without title, description and poster. */
export function groupJson(g: VodGroup, lang: Lang, viewer: Viewer) {
  const locked = !ageAllowed(g.age, viewer);
  return {
    id: g.id,
    title: locked ? '' : g.title[lang],
    description: locked ? '' : g.description[lang],
    provider_id: g.providerId,
    genres: g.genres,
    age: g.age,
    poster: locked ? LOCKED_POSTER : `/api/public/v1/static/groups/${g.id}/poster.svg`,
    seasons: g.seasons.map((s) => ({ season: s.season, episodes: s.episodes })),
    ...(locked ? { locked: 'age' as const } : {}),
  };
}

export function registerVod(host: Host): void {
  const item = (id: number) => {
    const v = VOD_BY_ID.get(id);
    if (!v) throw notFound('No such VoD item');
    return v;
  };

  apiBoth(host, 'GET', '/vod', (req, res, ctx, { query }) => {
    const lang = queryLang(req);
    const viewer = viewerOf(host, ctx);
    let list = VOD_ITEMS.filter((v) => ageAllowed(v.age, viewer));
    const type = query['filter[type]'];
    if (type) list = list.filter((v) => v.type === type);
    const group = query['filter[group]'];
    if (group !== undefined) list = list.filter((v) => v.groupId === group);
    const kind = query['filter[kind]'];
    if (kind) list = list.filter((v) => v.kind === kind);
    // The genres the list has before its genre filter: a catalogue offers only those.
    const genres = [...new Set(list.flatMap((v) => v.genres))].sort((x, y) => x - y);
    const genre = query['filter[genre]'];
    if (genre !== undefined) list = list.filter((v) => v.genres.includes(genre));
    const sort = query.sort;
    if (sort) list = sortVod(list, sort, lang);
    const page = pageOf(list, paging(query));
    res.json(200, { ...page, items: page.items.map((v) => vodJson(v, lang, ctx, viewer)), genres });
  });

  apiBoth(host, 'GET', '/vod/{id}', (req, res, ctx, { params }) => {
    const v = item(params.id);
    const viewer = viewerOf(host, ctx);
    if (!ageAllowed(v.age, viewer)) throw lockedError('age');
    res.json(200, vodJson(v, queryLang(req), ctx, viewer));
  });

  apiBoth(host, 'GET', '/vod/{id}/next', (req, res, ctx, { params }) => {
    const next = nextEpisode(item(params.id));
    if (!next) throw notFound('There is no next episode');
    const viewer = viewerOf(host, ctx);
    if (!ageAllowed(next.age, viewer)) throw lockedError('age');
    res.json(200, vodJson(next, queryLang(req), ctx, viewer));
  });

  apiBoth(host, 'GET', '/groups/{id}', (req, res, ctx, { params }) => {
    const g = GROUP_BY_ID.get(params.id);
    if (!g) throw notFound('No such group');
    const viewer = viewerOf(host, ctx);
    if (!ageAllowed(g.age, viewer)) throw lockedError('age');
    res.json(200, groupJson(g, queryLang(req), viewer));
  });

  apiBoth(host, 'GET', '/static/locked/poster.svg', (_req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=86400');
    res.send(200, posterSvg(0, '🔒'), 'image/svg+xml');
  });

  apiBoth(host, 'GET', '/static/vod/{id}/backdrop.svg', (_req, res, _ctx, { params }) => {
    const v = item(params.id);
    res.setHeader('Cache-Control', 'public, max-age=86400');
    res.send(200, backdropSvg(v.id), 'image/svg+xml');
  });

  apiBoth(host, 'GET', '/static/vod/{id}/poster.svg', (_req, res, _ctx, { params }) => {
    const v = item(params.id);
    res.setHeader('Cache-Control', 'public, max-age=86400');
    res.send(200, posterSvg(v.id, v.title.lt), 'image/svg+xml');
  });

  apiBoth(host, 'GET', '/static/groups/{id}/poster.svg', (_req, res, _ctx, { params }) => {
    const g = GROUP_BY_ID.get(params.id);
    if (!g) throw notFound('No such group');
    res.setHeader('Cache-Control', 'public, max-age=86400');
    res.send(200, posterSvg(1000 + g.id, g.title.lt), 'image/svg+xml');
  });
}
