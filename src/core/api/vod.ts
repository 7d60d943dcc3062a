// Catalogue resources of the operator API: smart rows and their pages, VoD items, series (groups),
// the VoD bookmarks (continue watching) and the wishlist. Wire types come from the backend's
// OpenAPI document (schema.gen.ts), so they cannot drift.
import { api, checkAnswer } from './client';
import { SmartRowPagesSchema } from './schemas';
import { GroupSchema, ROW_ITEMS, SmartRowPageSchema, SmartRowSchema, VodPageSchema, VodSchema } from './vod-schemas';
import { config } from '../config';
import type { Lang } from '../names';
import type * as S from './schema.gen';

export type VodJson = S.Vod;
export type GroupJson = S.Group;
export type RowChannelJson = S.SmartRowChannel;
export type RowResumeJson = S.SmartRowResume;
export type RowType = S.SmartRow['type'];
/**
 * One poster of a row: a VoD item, a series, a channel (with what is on now), or a catch-up
 * programme or recording the profile stopped in (continue watching; a VoD bookmark is a `vod` item).
 */
export type RowItem =
  | { kind: 'vod'; vod: VodJson }
  | { kind: 'group'; group: GroupJson }
  | { kind: 'channel'; channel: RowChannelJson }
  | { kind: 'programme'; resume: RowResumeJson & { channel: NonNullable<RowResumeJson['channel']>; start: number; stop: number } };

/** A smart row (or one page of it) with its items typed by the row's type. */
export interface RowPage {
  id: number;
  title: string;
  type: RowType;
  /** The acting profile's own row (continue watching, the wishlist): empty for a visitor. */
  personal: boolean;
  items: RowItem[];
  total: number;
  offset: number;
}

export type VodSort = 'popular' | 'new' | 'title' | 'year';
export const VOD_SORTS: readonly VodSort[] = ['popular', 'new', 'title', 'year'];

/** An address of the API (posters, logos) made absolute against the API base. */
export const apiAsset = (path: string): string => new URL(path, config().apiBase).toString();

/** A continue-watching item as a poster: its VoD item, or the programme (catch-up or recording). */
function resumeItem(raw: RowResumeJson): RowItem[] {
  if (raw.kind === 'vod') return raw.vod ? [{ kind: 'vod', vod: raw.vod }] : [];
  const { channel, start, stop } = raw;
  return channel && start !== null && stop !== null ? [{ kind: 'programme', resume: { ...raw, channel, start, stop } }] : [];
}

/** A row as posters, its items checked against the schema of the row's type. */
function toRowPage(r: S.SmartRow, source: string): RowPage {
  const items: RowItem[] =
    r.type === 'bookmark'
      ? checkAnswer(ROW_ITEMS.bookmark, r.items, source).flatMap(resumeItem)
      : r.type === 'vod'
        ? checkAnswer(ROW_ITEMS.vod, r.items, source).map((vod) => ({ kind: 'vod', vod }))
        : r.type === 'group'
          ? checkAnswer(ROW_ITEMS.group, r.items, source).map((group) => ({ kind: 'group', group }))
          : checkAnswer(ROW_ITEMS.channel, r.items, source).map((channel) => ({ kind: 'channel', channel }));
  return { id: r.id, title: r.title, type: r.type, personal: r.personal, items, total: r.total, offset: r.offset };
}

export const fetchSmartPages = (lang: Lang) => api('smartrows/pages', { query: { lang }, source: 'smartrows/pages', schema: SmartRowPagesSchema });

export async function fetchSmartPage(id: number, lang: Lang): Promise<{ id: number; title: string; rows: RowPage[] }> {
  const p = await api(`smartrows/page.${id}`, { query: { lang }, source: 'smartrows/page', schema: SmartRowPageSchema });
  return { id: p.id, title: p.title, rows: p.rows.map((r) => toRowPage(r, 'smartrows/page')) };
}

export async function fetchRow(id: number, offset: number, limit: number, lang: Lang): Promise<RowPage> {
  const row = await api(`smartrows/${id}`, { query: { lang, 'page[offset]': offset, 'page[limit]': limit }, source: 'smartrows', schema: SmartRowSchema });
  return toRowPage(row, 'smartrows');
}

export const fetchVod = (id: number, lang: Lang) => api(`vod/${id}`, { query: { lang }, source: 'vod', schema: VodSchema });
/** The next episode of a series item (404 when there is none). */
export const fetchNextVod = (id: number, lang: Lang) => api(`vod/${id}/next`, { query: { lang }, source: 'vod.next', schema: VodSchema });
export const fetchGroup = (id: number, lang: Lang) => api(`groups/${id}`, { query: { lang }, source: 'groups', schema: GroupSchema });

interface VodQuery {
  genre?: number;
  sort?: VodSort;
  kind?: 'movie' | 'episode';
  group?: number;
  offset: number;
  limit: number;
}

export const fetchVodList = (q: VodQuery, lang: Lang) =>
  api('vod', {
    query: { lang, 'filter[genre]': q.genre, 'filter[kind]': q.kind, 'filter[group]': q.group, sort: q.sort, 'page[offset]': q.offset, 'page[limit]': q.limit },
    source: 'vod',
    schema: VodPageSchema,
  });

