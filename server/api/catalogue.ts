// Avatars, genres, channels and their generated images (private and public bases).
import type { AuthContext, Host } from '../http/host';
import { notFound } from '../http/errors';
import { AVATAR_IDS, avatarExists, avatarSvg, avatarUrl } from '../catalogue/avatars';
import { GENRES } from '../catalogue/genres';
import { CHANNELS, CHANNEL_BY_ID, channelLogoUrl, type Channel } from '../catalogue/channels';
import { logoSvg } from '../catalogue/svg';
import type { Lang } from '../catalogue/rng';
import { apiBoth, pathLang, queryLang } from './define';

export function channelJson(c: Channel, lang: Lang, ctx: AuthContext | null) {
  return {
    channel_id: c.id,
    number: c.number,
    name: c.name[lang],
    logo: channelLogoUrl(c.id),
    genres: c.genres,
    addr: `/media/live/${c.id}/manifest.mpd`,
    catchup_addr: `/media/catchup/${c.id}/manifest.mpd`,
    subscribed: ctx ? ctx.subscribedChannelIds.has(c.id) : false,
    catchup: c.catchup,
    npvr: c.npvr,
    adult: c.adult,
    age: c.age,
  };
}

function svg(res: Parameters<Parameters<Host['route']>[2]>[1], body: string) {
  res.setHeader('Cache-Control', 'public, max-age=86400');
  res.send(200, body, 'image/svg+xml');
}

export function registerCatalogue(host: Host): void {
  apiBoth(host, 'GET', '/customer/avatars', (_req, res) => {
    res.json(200, { items: AVATAR_IDS.map((id) => ({ id, url: avatarUrl(id) })) });
  });

  apiBoth(host, 'GET', '/genres/lang/{lang}', (req, res) => {
    const lang = pathLang(req);
    res.json(200, { items: GENRES.map((g) => ({ id: g.id, name: g.name[lang] })) });
  });

  apiBoth(host, 'GET', '/channels', (req, res, ctx, { query }) => {
    const lang = queryLang(req);
    const sub = query['filter[subscribed]'];
    const genre = query['filter[genre]'];
    let list = CHANNELS;
    if (sub === '1' || sub === 'true') list = list.filter((c) => ctx?.subscribedChannelIds.has(c.id));
    if (genre !== undefined) list = list.filter((c) => c.genres.includes(genre));
    res.json(200, { items: list.map((c) => channelJson(c, lang, ctx)) });
  });

  apiBoth(host, 'GET', '/channels/{id}', (req, res, ctx, { params }) => {
    const c = CHANNEL_BY_ID.get(params.id);
    if (!c) throw notFound('No such channel');
    res.json(200, channelJson(c, queryLang(req), ctx));
  });

  apiBoth(host, 'GET', '/static/avatars/{id}.svg', (_req, res, _ctx, { params: { id } }) => {
    if (!avatarExists(id)) throw notFound('No such avatar');
    svg(res, avatarSvg(id));
  });

  apiBoth(host, 'GET', '/static/channels/{id}/logo.svg', (_req, res, _ctx, { params }) => {
    const c = CHANNEL_BY_ID.get(params.id);
    if (!c) throw notFound('No such channel');
    svg(res, logoSvg(c.id, c.short));
  });
}
