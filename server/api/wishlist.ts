// Wishlist per profile: VoD items or series groups.
//   GET wishlist?filter[profile_id]&lang -> {items: [{id, profile_id, vod_id, group_id, created, vod, group}]}
//   POST wishlist?profile_id&vod_id (or group_id) -> 201 item (200 when already there)
//   DELETE wishlist/{vod_id}?filter[profile_id] (&type=group for a group id) -> 204
import type { Host } from '../http/host';
import { badRequest, notFound, storedQuota } from '../http/errors';
import { C, nowS, type WishRec } from '../domain/model';
import { GROUP_BY_ID, VOD_BY_ID } from '../catalogue/vod';
import { apiPrivate, queryLang } from './define';
import { scopedProfile } from './profile-scope';
import { groupJson, vodJson } from './vod';
import { ageAllowed, lockedError, viewerOf } from './viewer';
import { QUOTAS } from '../http/limits';
import type { WishItem } from '#openapi-types';

export function registerWishlist(host: Host): void {
  const { store } = host;

  apiPrivate(host, 'GET', '/wishlist', (req, res, ctx, { query }) => {
    const profileId = scopedProfile(ctx, query);
    const lang = queryLang(req);
    const viewer = viewerOf(host, ctx);
    const items = store
      .filter<WishRec>(C.wishlist, (w) => w.profileId === profileId)
      .sort((a, b) => b.created - a.created || b.id - a.id)
      .map((w) => {
        const v = w.vodId !== null ? VOD_BY_ID.get(w.vodId) : undefined;
        const g = w.groupId !== null ? GROUP_BY_ID.get(w.groupId) : undefined;
        return {
          id: w.id,
          profile_id: w.profileId,
          vod_id: w.vodId,
          group_id: w.groupId,
          created: w.created,
          vod: v ? vodJson(v, lang, ctx, viewer) : null,
          group: g ? groupJson(g, lang, viewer) : null,
        };
      });
    res.json(200, { items });
  });

  apiPrivate(host, 'POST', '/wishlist', (req, res, ctx, input) => {
    const f = { ...input.body, ...input.query };
    const profileId = scopedProfile(ctx, f);
    const vodId = f.vod_id ?? null;
    const groupId = f.group_id ?? null;
    if ((vodId === null) === (groupId === null)) throw badRequest('Give exactly one of vod_id and group_id', { vod_id: 'required' });
    if (vodId !== null && !VOD_BY_ID.has(vodId)) throw notFound('No such VoD item');
    if (groupId !== null && !GROUP_BY_ID.has(groupId)) throw notFound('No such group');
    const age = vodId !== null ? VOD_BY_ID.get(vodId)!.age : GROUP_BY_ID.get(groupId!)!.age;
    if (!ageAllowed(age, viewerOf(host, ctx))) throw lockedError('age');
    const existing = store.find<WishRec>(C.wishlist, (w) => w.profileId === profileId && w.vodId === vodId && w.groupId === groupId);
    if (!existing && store.filter<WishRec>(C.wishlist, (w) => w.profileId === profileId).length >= QUOTAS.wishlist) {
      throw storedQuota(QUOTAS.wishlist, 'wishlist items per profile');
    }
    const rec = existing ?? store.insert<Omit<WishRec, 'id'>>(C.wishlist, { customerId: ctx.customerId, profileId, vodId, groupId, created: nowS() });
    const item: WishItem = { id: rec.id, profile_id: profileId, vod_id: vodId, group_id: groupId, created: rec.created };
    res.json(existing ? 200 : 201, item);
  });

  apiPrivate(host, 'DELETE', '/wishlist/{id}', (_req, res, ctx, { params, query }) => {
    const profileId = scopedProfile(ctx, query);
    const id = params.id;
    const isGroup = query.type === 'group' || query.group === '1';
    const hits = store.filter<WishRec>(C.wishlist, (w) => w.profileId === profileId && (isGroup ? w.groupId === id : w.vodId === id));
    if (hits.length === 0) throw notFound('Not on the wishlist');
    store.batch(() => hits.forEach((w) => store.delete(C.wishlist, w.id)));
    res.noContent();
  });
}
