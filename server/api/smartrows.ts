// Smart rows: pages of rows (home, movies, kids); a row holds VoD items, series groups or channels.
//   GET smartrows/pages?lang          -> {items: [{id, title, rows: [row ids]}]}
//   GET smartrows/page.{id}?lang      -> {id, title, rows: [Row with its first 20 items]}
//   GET smartrows/{id}?lang&page[offset]&page[limit]&filter[genre] -> Row
// Row = {id, title, type: vod|group|channel|bookmark, personal, items, total, offset, limit}. Items above the
// acting profile's age limit are left out. Rows 1 (continue watching, from the bookmarks: VoD items,
// catch-up programmes and recordings, type bookmark) and 9 (the wishlist) are the acting profile's
// and empty for a visitor; a channel item carries `now`, what is
// on (null when its age rating is above the profile's limit).
import type { AuthContext, Host } from '../http/host';
import { notFound } from '../http/errors';
import { C, nowS } from '../domain/model';
import type { WishRec } from '../domain/model';
import { VOD_GROUPS, VOD_ITEMS, VOD_BY_ID, type VodItem } from '../catalogue/vod';
import { CHANNELS } from '../catalogue/channels';
import type { L10n, Lang } from '../catalogue/rng';
import { apiBoth, pageOf, paging, queryLang, type Paging } from './define';
import { channelJson } from './catalogue';
import { groupJson, vodJson } from './vod';
import { programmeAt, programmeById } from '../catalogue/epg';
import { CHANNEL_BY_ID } from '../catalogue/channels';
import type { RecordingRec } from '../domain/model';
import { profileBookmarks } from './bookmarks';
import { ageAllowed, programmeLock, viewerOf } from './viewer';

interface RowDef {
  id: number;
  title: L10n;
  type: 'vod' | 'group' | 'channel' | 'bookmark';
  /** The acting profile's own (empty for a visitor, so on a page anyone may open) */
  personal?: true;
  vod?: (ctx: AuthContext | null, host: Host) => VodItem[];
}

/**
 * Continue watching: the acting profile's bookmarks of VoD items, catch-up programmes and
 * recordings (newest first) not watched to the end (over 95 %); a catch-up programme of a channel
 * no longer subscribed, or a recording deleted since, is left out. Each item names where it
 * resumes: the VoD item, the programme (catch-up) or the recording.
 */
function resumeItems(host: Host, ctx: AuthContext | null, lang: Lang): unknown[] {
  const pid = ctx?.profileId;
  if (!ctx || !pid) return [];
  const viewer = viewerOf(host, ctx);
  return profileBookmarks(host, pid).flatMap((b): unknown[] => {
    const base = { kind: b.type, id: b.eventId, position: b.position, updated: b.updated };
    if (b.type === 'vod') {
      const v = VOD_BY_ID.get(b.eventId);
      if (!v || b.position >= v.duration * FINISHED_SHARE || !ageAllowed(v.age, viewer)) return [];
      return [{ ...base, title: v.title[lang], duration: v.duration, vod: vodJson(v, lang, ctx, viewer), channel: null, start: null, stop: null, recording_id: null }];
    }
    const p = programmeById(b.eventId);
    const c = p ? CHANNEL_BY_ID.get(p.channelId) : undefined;
    // a programme is "continue watching" once begun (a recording only set aside is not)
    if (!p || !c || p.start > nowS() || b.position <= 0 || programmeLock(p, viewer)) return [];
    if (b.position >= (p.stop - p.start) * FINISHED_SHARE) return [];
    let recordingId: number | null = null;
    if (b.type === 'recording') {
      const rec = host.store.find<RecordingRec>(C.recordings, (r) => r.customerId === ctx.customerId && r.epgId === p.id);
      if (!rec) return [];
      recordingId = rec.id;
    } else if (!ctx.subscribedChannelIds.has(c.id) || c.catchup === false) return [];
    const ch = channelJson(c, lang, ctx);
    return [{ ...base, title: p.title[lang], duration: p.stop - p.start, vod: null, channel: { channel_id: ch.channel_id, number: ch.number, name: ch.name, logo: ch.logo }, start: p.start, stop: p.stop, recording_id: recordingId }];
  });
}

/** A bookmark past this share of the item counts as finished. */
const FINISHED_SHARE = 0.95;

const movies = VOD_ITEMS.filter((v) => v.kind === 'movie');
const ROWS: RowDef[] = [
  {
    id: 1,
    title: { lt: 'Tęsti žiūrėjimą', en: 'Continue watching', ru: 'Продолжить просмотр' },
    type: 'bookmark',
    personal: true,
  },
  { id: 2, title: { lt: 'Naujienos', en: 'New', ru: 'Новинки' }, type: 'vod', vod: () => [...movies].sort((a, b) => a.addedDaysAgo - b.addedDaysAgo || a.id - b.id) },
  { id: 3, title: { lt: 'Populiaru', en: 'Popular', ru: 'Популярное' }, type: 'vod', vod: () => [...movies].sort((a, b) => b.popularity - a.popularity || a.id - b.id) },
  { id: 4, title: { lt: 'Vaikams', en: 'Kids', ru: 'Детям' }, type: 'vod', vod: () => VOD_ITEMS.filter((v) => v.genres.includes(3)) },
  { id: 5, title: { lt: 'Serialai', en: 'Series', ru: 'Сериалы' }, type: 'group' },
  { id: 6, title: { lt: 'Kanalai', en: 'Channels', ru: 'Каналы' }, type: 'channel' },
  { id: 7, title: { lt: 'Nuoma', en: 'Rent', ru: 'Прокат' }, type: 'vod', vod: () => movies.filter((v) => v.type === 'tvod') },
  { id: 8, title: { lt: 'Nemokamai', en: 'Free', ru: 'Бесплатно' }, type: 'vod', vod: () => movies.filter((v) => v.type === 'free') },
  {
    id: 9,
    title: { lt: 'Mano sąrašas', en: 'My list', ru: 'Мой список' },
    type: 'vod',
    personal: true,
    // The acting profile's wishlist (VoD items), newest first.
    vod: (ctx, host) => {
      const pid = ctx?.profileId;
      if (!ctx || !pid) return [];
      return host.store
        .filter<WishRec>(C.wishlist, (w) => w.profileId === pid && w.vodId !== null)
        .sort((a, b) => b.created - a.created || b.id - a.id)
        .flatMap((w) => VOD_BY_ID.get(w.vodId!) ?? []);
    },
  },
];

const PAGES = [
  { id: 1, title: { lt: 'Pradžia', en: 'Home', ru: 'Главная' }, rows: [1, 9, 2, 3, 6, 5, 4, 8] },
  { id: 2, title: { lt: 'Filmai', en: 'Movies', ru: 'Фильмы' }, rows: [2, 3, 7, 8, 4] },
  { id: 3, title: { lt: 'Vaikams', en: 'Kids', ru: 'Детям' }, rows: [4, 5] },
];

function rowJson(host: Host, row: RowDef, lang: Lang, ctx: AuthContext | null, p: Paging, genre: number | null) {
  const viewer = viewerOf(host, ctx);
  const allowed = (age: number) => ageAllowed(age, viewer);
  let items: unknown[];
  let total: number;
  if (row.type === 'bookmark') {
    const page = pageOf(resumeItems(host, ctx, lang), p);
    items = page.items;
    total = page.total;
  } else if (row.type === 'vod') {
    const list = row.vod!(ctx, host).filter((v) => allowed(v.age) && (genre === null || v.genres.includes(genre)));
    const page = pageOf(list, p);
    items = page.items.map((v) => vodJson(v, lang, ctx, viewer));
    total = page.total;
  } else if (row.type === 'group') {
    const page = pageOf(VOD_GROUPS.filter((g) => allowed(g.age) && (genre === null || g.genres.includes(genre))), p);
    items = page.items.map((g) => groupJson(g, lang, viewer));
    total = page.total;
  } else {
    const page = pageOf(CHANNELS.filter((c) => !c.adult && allowed(c.age) && (genre === null || c.genres.includes(genre))), p);
    const now = nowS();
    // What is on now; a title above the profile's age limit is not shown (null).
    items = page.items.map((c) => {
      const p = programmeAt(c.id, now);
      return { ...channelJson(c, lang, ctx), now: p && !programmeLock(p, viewer) ? { id: p.id, title: p.title[lang], start: p.start, stop: p.stop, age_rating: p.age } : null };
    });
    total = page.total;
  }
  return { id: row.id, title: row.title[lang], type: row.type, personal: row.personal === true, items, total, offset: p.offset, limit: p.limit };
}

export function registerSmartRows(host: Host): void {
  apiBoth(host, 'GET', '/smartrows/pages', (req, res) => {
    const lang = queryLang(req);
    res.json(200, { items: PAGES.map((pg) => ({ id: pg.id, title: pg.title[lang], rows: pg.rows })) });
  });

  apiBoth(host, 'GET', '/smartrows/page.{id}', (req, res, ctx, { params }) => {
    const pg = PAGES.find((x) => x.id === params.id);
    if (!pg) throw notFound('No such smart-row page');
    const lang = queryLang(req);
    const rows = pg.rows.map((rid) => rowJson(host, ROWS.find((r) => r.id === rid)!, lang, ctx, { offset: 0, limit: 20 }, null));
    res.json(200, { id: pg.id, title: pg.title[lang], rows });
  });

  apiBoth(host, 'GET', '/smartrows/{id}', (req, res, ctx, { params, query }) => {
    const row = ROWS.find((r) => r.id === params.id);
    if (!row) throw notFound('No such smart row');
    res.json(200, rowJson(host, row, queryLang(req), ctx, paging(query, 20), query['filter[genre]'] ?? null));
  });
}
