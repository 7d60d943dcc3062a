// The acting profile's wishlist: VoD items and series.
import { api } from './client';
import { WishItemSchema, WishListSchema } from './schemas';

type WishTargetRef = { kind: 'vod' | 'group'; id: number };

export const fetchWishlist = (lang: string) => api('wishlist', { query: { lang }, source: 'wishlist', schema: WishListSchema });

export const postWish = (t: WishTargetRef) =>
  api('wishlist', { method: 'POST', form: t.kind === 'vod' ? { vod_id: t.id } : { group_id: t.id }, source: 'wishlist.add', schema: WishItemSchema });

export const deleteWish = (t: WishTargetRef): Promise<void> =>
  api<void>(`wishlist/${t.id}`, { method: 'DELETE', query: t.kind === 'group' ? { type: 'group' } : undefined, source: 'wishlist.remove' });
