// Bookmarks: recordings (NPVR, event = programme id), catch-up positions (event = programme id) and
// VoD positions (event = VoD id), per profile.
//   GET bookmarks?page[offset]&page[limit]&lang&filter[profile_id]&filter[type]
//     -> {items, total, offset, limit, by_type: {type: [bookmark ids]}, by_event_id: {event_id: bookmark id}}
//   POST bookmarks (form: type, event_id, position, profile_id) -> upsert; DELETE bookmarks/{id}
import type { Host } from '../http/host';
import { forbidden, notFound, storedQuota } from '../http/errors';
import { C, nowS, type BookmarkRec, type BookmarkType } from '../domain/model';
import { announcedProgramme, programmeById } from '../catalogue/epg';
import { VOD_BY_ID } from '../catalogue/vod';
import type { Lang } from '../catalogue/rng';
import { apiPrivate, pageOf, paging, queryLang } from './define';
import { scopedProfile } from './profile-scope';
import { vodJson } from './vod';
import { ageAllowed, programmeLock, viewerOf, type Viewer } from './viewer';
import type { AuthContext } from '../http/host';
import { QUOTAS } from '../http/limits';


function bookmarkJson(b: BookmarkRec, lang: Lang, ctx: AuthContext, viewer: Viewer) {
  const base = { id: b.id, profile_id: b.profileId, type: b.type, event_id: b.eventId, position: b.position, created: b.created, updated: b.updated };
  if (b.type === 'vod') {
    const v = VOD_BY_ID.get(b.eventId);
    const title = v && ageAllowed(v.age, viewer) ? v.title[lang] : '';
    return { ...base, title, duration: v?.duration ?? 0, channel_id: null, start: null, stop: null, vod: v ? vodJson(v, lang, ctx, viewer) : null };
  }
  const p = programmeById(b.eventId);
  const lock = p ? programmeLock(p, viewer) : null;
  return {
    ...base,
    title: p && !lock ? p.title[lang] : '',
    ...(lock ? { locked: lock } : {}),
    duration: p ? p.stop - p.start : 0,
    channel_id: p?.channelId ?? null,
    start: p?.start ?? null,
    stop: p?.stop ?? null,
    vod: null,
  };
}

export function profileBookmarks(host: Host, profileId: number, type?: BookmarkType): BookmarkRec[] {
  return host.store
    .filter<BookmarkRec>(C.bookmarks, (b) => b.profileId === profileId && (!type || b.type === type))
    .sort((a, b) => b.updated - a.updated || b.id - a.id);
}

export function registerBookmarks(host: Host): void {
  const { store } = host;

  apiPrivate(host, 'GET', '/bookmarks', (req, res, ctx, { query }) => {
    const profileId = scopedProfile(ctx, query);
    const lang = queryLang(req);
    const all = profileBookmarks(host, profileId, query['filter[type]']);
    const page = pageOf(all, paging(query));
    const by_type: Record<string, number[]> = {};
    const by_event_id: Record<string, number> = {};
    for (const b of all) {
      (by_type[b.type] ??= []).push(b.id);
      by_event_id[String(b.eventId)] = b.id;
    }
    res.json(200, { ...page, items: page.items.map((b) => bookmarkJson(b, lang, ctx, viewerOf(host, ctx))), by_type, by_event_id });
  });

  apiPrivate(host, 'POST', '/bookmarks', (req, res, ctx, { body }) => {
    const profileId = scopedProfile(ctx, body);
    const { type, event_id: eventId, position = 0 } = body;
    if (type === 'vod') {
      if (!VOD_BY_ID.has(eventId)) throw notFound('No such VoD item');
    } else {
      const p = announcedProgramme(eventId, nowS());
      if (!p) throw notFound('No such programme');
      if (!ctx.subscribedChannelIds.has(p.channelId)) throw forbidden('The channel is not subscribed');
    }
    const existing = store.find<BookmarkRec>(C.bookmarks, (b) => b.profileId === profileId && b.type === type && b.eventId === eventId);
    if (!existing && store.filter<BookmarkRec>(C.bookmarks, (b) => b.profileId === profileId).length >= QUOTAS.bookmarks) {
      throw storedQuota(QUOTAS.bookmarks, 'bookmarks per profile');
    }
    const now = nowS();
    const rec = existing
      ? store.put<BookmarkRec>(C.bookmarks, existing.id, { ...existing, position: Math.floor(position), updated: now })
      : store.insert<Omit<BookmarkRec, 'id'>>(C.bookmarks, {
          customerId: ctx.customerId,
          profileId,
          type: type as BookmarkType,
          eventId,
          position: Math.floor(position),
          created: now,
          updated: now,
        });
    res.json(existing ? 200 : 201, bookmarkJson(rec as BookmarkRec, queryLang(req), ctx, viewerOf(host, ctx)));
  });

  apiPrivate(host, 'DELETE', '/bookmarks/{id}', (_req, res, ctx, { params }) => {
    const b = store.get<BookmarkRec>(C.bookmarks, params.id);
    if (!b || b.customerId !== ctx.customerId) throw notFound('No such bookmark');
    scopedProfile(ctx, { profile_id: b.profileId });
    store.delete(C.bookmarks, b.id);
    res.noContent();
  });
}
