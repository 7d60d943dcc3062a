// Reminders per profile for future programmes.
//   GET reminders?filter[profile_id]&filter[channel_id]&filter[epg_id]&page[offset]&page[limit]&lang
//     (also page_offset, page_limit, filter_profile) -> {items: [{id, profile_id, epg}], total, offset, limit}
//     without a profile filter the master (or no profile) sees all of the customer's reminders
//   POST reminders (form or query: profile_id, epg_id) -> 201 item (200 when it already exists)
//   DELETE reminders/{id} -> 204
import type { AuthContext, Host } from '../http/host';
import { badRequest, notFound, storedQuota } from '../http/errors';
import { C, nowS, type ReminderRec } from '../domain/model';
import { announcedProgramme, programmeById, programmeJson } from '../catalogue/epg';
import type { Lang } from '../catalogue/rng';
import { apiPrivate, pageOf, paging, queryLang } from './define';
import { scopedProfile } from './profile-scope';
import { actsAsMaster } from './profiles';
import { QUOTAS } from '../http/limits';
import { lockedError, programmeLock, viewerOf, type Viewer } from './viewer';

function reminderJson(r: ReminderRec, lang: Lang, viewer: Viewer) {
  const p = programmeById(r.epgId);
  const epg = p ? programmeJson(p, lang, nowS(), programmeLock(p, viewer)) : null;
  return { id: r.id, profile_id: r.profileId, epg_id: r.epgId, channel_id: r.channelId, start: r.start, epg };
}


export function registerReminders(host: Host): void {
  const { store } = host;

  apiPrivate(host, 'GET', '/reminders', (req, res, ctx: AuthContext, { query }) => {
    const lang = queryLang(req);
    let list = store.filter<ReminderRec>(C.reminders, (r) => r.customerId === ctx.customerId);
    const named = query['filter[profile_id]'] ?? query.filter_profile;
    if (named !== undefined || !actsAsMaster(ctx)) {
      const pid = scopedProfile(ctx, query);
      list = list.filter((r) => r.profileId === pid);
    }
    const ch = query['filter[channel_id]'];
    if (ch !== undefined) list = list.filter((r) => r.channelId === ch);
    const epg = query['filter[epg_id]'];
    if (epg !== undefined) list = list.filter((r) => r.epgId === epg);
    list.sort((a, b) => a.start - b.start || a.id - b.id);
    const page = pageOf(list, paging(query));
    const viewer = viewerOf(host, ctx);
    res.json(200, { ...page, items: page.items.map((r) => reminderJson(r, lang, viewer)) });
  });

  apiPrivate(host, 'POST', '/reminders', (req, res, ctx, input) => {
    const f = { ...input.body, ...input.query };
    const profileId = scopedProfile(ctx, f);
    const epgId = f.epg_id;
    if (epgId === undefined) throw badRequest('epg_id is required', { epg_id: 'required' });
    const p = announcedProgramme(epgId, nowS());
    if (!p) throw notFound('No such programme');
    if (p.start <= nowS()) throw badRequest('The programme has already started', { epg_id: 'started' });
    const viewer = viewerOf(host, ctx);
    const lock = programmeLock(p, viewer);
    if (lock) throw lockedError(lock);
    const existing = store.find<ReminderRec>(C.reminders, (r) => r.profileId === profileId && r.epgId === epgId);
    if (!existing && store.filter<ReminderRec>(C.reminders, (r) => r.profileId === profileId).length >= QUOTAS.reminders) {
      throw storedQuota(QUOTAS.reminders, 'reminders per profile');
    }
    const rec =
      existing ??
      (store.insert<Omit<ReminderRec, 'id'>>(C.reminders, {
        customerId: ctx.customerId,
        profileId,
        epgId,
        channelId: p.channelId,
        start: p.start,
        created: nowS(),
        sent: false,
      }) as ReminderRec);
    res.json(existing ? 200 : 201, reminderJson(rec, queryLang(req), viewer));
  });

  apiPrivate(host, 'DELETE', '/reminders/{id}', (_req, res, ctx, { params }) => {
    const r = store.get<ReminderRec>(C.reminders, params.id);
    if (!r || r.customerId !== ctx.customerId) throw notFound('No such reminder');
    scopedProfile(ctx, { profile_id: r.profileId });
    store.delete(C.reminders, r.id);
    res.noContent();
  });
}
