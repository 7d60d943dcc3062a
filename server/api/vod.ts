// VoD items, next episode, series groups, posters and backdrops.
//   GET vod/{id}?lang, GET vod/{id}/next?lang, GET groups/{id}?lang,
//   GET vod?filter[genre]&filter[type]&filter[kind]&filter[group]&sort&paging (a group's episodes in
//   season and episode order)
// The acting profile's age limit holds everywhere here: a list leaves out what is above it, and an
// item or group above it answers 403 `age_restricted` (the client suggests an adult profile).
import type { AuthContext, Host } from '../http/host';
import { badRequest, HttpError, notFound } from '../http/errors';
import { C, type ProfileRec } from '../domain/model';
import { audioLanguages, textLanguages } from '../media/tracks';
import { GROUP_BY_ID, nextEpisode, VOD_BY_ID, VOD_ITEMS, type VodGroup, type VodItem } from '../catalogue/vod';
import { euro } from '../catalogue/products';
import { backdropSvg, posterSvg } from '../catalogue/svg';
import type { Lang } from '../catalogue/rng';
import { apiBoth, intParam, pageOf, paging, queryLang } from './define';

/** The acting profile's age limit (0: none; a visitor and a token without a profile have none). */
export function ageLimit(host: Host, ctx: AuthContext | null): number {
  if (!ctx || ctx.profileId === null) return 0;
  return host.store.get<ProfileRec>(C.profiles, ctx.profileId)?.age ?? 0;
}

/** Whether an item of age rating `age` may be shown under the limit (0 = no limit). */
export const ageAllowed = (limit: number, age: number): boolean => limit === 0 || age <= limit;

const ageRestricted = () => new HttpError(403, 'age_restricted', 'Above the age limit of this profile');

export const VOD_SORTS = ['popular', 'new', 'title', 'year'] as const;
type VodSort = (typeof VOD_SORTS)[number];

function sortVod(list: VodItem[], sort: VodSort, lang: Lang): VodItem[] {
  const out = [...list];
  if (sort === 'popular') out.sort((a, b) => b.popularity - a.popularity || a.id - b.id);
  else if (sort === 'new') out.sort((a, b) => a.addedDaysAgo - b.addedDaysAgo || a.id - b.id);
  else if (sort === 'year') out.sort((a, b) => b.year - a.year || a.id - b.id);
  else out.sort((a, b) => a.title[lang].localeCompare(b.title[lang], lang) || a.id - b.id);
  return out;
}

export function vodEntitled(v: VodItem, ctx: AuthContext | null): { subscribed: boolean; purchased: boolean } {
  const purchased = !!ctx && ctx.purchasedVodIds.has(v.id);
  if (v.type === 'free') return { subscribed: true, purchased };
  if (v.type === 'tvod') return { subscribed: purchased, purchased };
  return { subscribed: !!ctx && ctx.vodProviderIds.has(v.providerId), purchased };
}

export function vodJson(v: VodItem, lang: Lang, ctx: AuthContext | null) {
  return {
    id: v.id,
    provider_id: v.providerId,
    type: v.type,
    kind: v.kind,
    url: `/media/vod/${v.id}/manifest.mpd`,
    ...vodEntitled(v, ctx),
    title: v.title[lang],
    description: v.description[lang],
    year: v.year,
    duration: v.duration,
    genres: v.genres,
    age: v.age,
    poster: `/api/public/v1/static/vod/${v.id}/poster.svg`,
    backdrop: `/api/public/v1/static/vod/${v.id}/backdrop.svg`,
    audio_languages: audioLanguages({ kind: 'vod', id: v.id }),
    subtitle_languages: textLanguages({ kind: 'vod', id: v.id }),
    // Movies whose id is a multiple of 3 have a trailer (the reference media plays any address).
    trailer: v.kind === 'movie' && v.id % 3 === 0 ? `/media/vod/${v.id}/manifest.mpd` : null,
    group_id: v.groupId,
    season: v.season,
    episode: v.episode,
    price: v.type === 'tvod' ? { rent: euro(v.rentCents ?? 0), buy: euro(v.buyCents ?? 0), currency: 'EUR' } : null,
  };
}

export function groupJson(g: VodGroup, lang: Lang) {
  return {
    id: g.id,
    title: g.title[lang],
    description: g.description[lang],
    provider_id: g.providerId,
    genres: g.genres,
    age: g.age,
    poster: `/api/public/v1/static/groups/${g.id}/poster.svg`,
    seasons: g.seasons.map((s) => ({ season: s.season, episodes: s.episodes })),
  };
}

export function registerVod(host: Host): void {
  const item = (raw: string | undefined) => {
    const v = VOD_BY_ID.get(intParam(raw, 'id', { min: 1 }));
    if (!v) throw notFound('No such VoD item');
    return v;
  };

  apiBoth(host, 'GET', '/vod', (req, res, ctx) => {
    const lang = queryLang(req);
    const limit = ageLimit(host, ctx);
    let list = VOD_ITEMS.filter((v) => ageAllowed(limit, v.age));
    const type = req.query['filter[type]'];
    if (type) {
      if (!['svod', 'tvod', 'free'].includes(type)) throw badRequest('filter[type] must be svod, tvod or free');
      list = list.filter((v) => v.type === type);
    }
    const group = req.query['filter[group]'];
    if (group) {
      const gid = intParam(group, 'filter[group]', { min: 1 });
      list = list.filter((v) => v.groupId === gid);
    }
    const kind = req.query['filter[kind]'];
    if (kind) {
      if (kind !== 'movie' && kind !== 'episode') throw badRequest('filter[kind] must be movie or episode');
      list = list.filter((v) => v.kind === kind);
    }
    // The genres the list has before its genre filter: a catalogue offers only those.
    const genres = [...new Set(list.flatMap((v) => v.genres))].sort((x, y) => x - y);
    const genre = req.query['filter[genre]'];
    if (genre) {
      const g = intParam(genre, 'filter[genre]', { min: 1 });
      list = list.filter((v) => v.genres.includes(g));
    }
    const sort = req.query['sort'];
    if (sort) {
      if (!(VOD_SORTS as readonly string[]).includes(sort)) throw badRequest(`sort must be one of ${VOD_SORTS.join(', ')}`);
      list = sortVod(list, sort as VodSort, lang);
    }
    const page = pageOf(list, paging(req));
    res.json(200, { ...page, items: page.items.map((v) => vodJson(v, lang, ctx)), genres });
  });

  apiBoth(host, 'GET', '/vod/{id}', (req, res, ctx) => {
    const v = item(req.params['id']);
    if (!ageAllowed(ageLimit(host, ctx), v.age)) throw ageRestricted();
    res.json(200, vodJson(v, queryLang(req), ctx));
  });

  apiBoth(host, 'GET', '/vod/{id}/next', (req, res, ctx) => {
    const next = nextEpisode(item(req.params['id']));
    if (!next) throw notFound('There is no next episode');
    if (!ageAllowed(ageLimit(host, ctx), next.age)) throw ageRestricted();
    res.json(200, vodJson(next, queryLang(req), ctx));
  });

  apiBoth(host, 'GET', '/groups/{id}', (req, res, ctx) => {
    const g = GROUP_BY_ID.get(intParam(req.params['id'], 'id', { min: 1 }));
    if (!g) throw notFound('No such group');
    if (!ageAllowed(ageLimit(host, ctx), g.age)) throw ageRestricted();
    res.json(200, groupJson(g, queryLang(req)));
  });

  apiBoth(host, 'GET', '/static/vod/{id}/backdrop.svg', (req, res) => {
    const v = item(req.params['id']);
    res.setHeader('Cache-Control', 'public, max-age=86400');
    res.send(200, backdropSvg(v.id), 'image/svg+xml');
  });

  apiBoth(host, 'GET', '/static/vod/{id}/poster.svg', (req, res) => {
    const v = item(req.params['id']);
    res.setHeader('Cache-Control', 'public, max-age=86400');
    res.send(200, posterSvg(v.id, v.title.lt), 'image/svg+xml');
  });

  apiBoth(host, 'GET', '/static/groups/{id}/poster.svg', (req, res) => {
    const g = GROUP_BY_ID.get(intParam(req.params['id'], 'id', { min: 1 }));
    if (!g) throw notFound('No such group');
    res.setHeader('Cache-Control', 'public, max-age=86400');
    res.send(200, posterSvg(1000 + g.id, g.title.lt), 'image/svg+xml');
  });
}
