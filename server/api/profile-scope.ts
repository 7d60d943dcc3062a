// Which profile a per-profile call (bookmarks, wishlist, reminders) is about: `filter[profile_id]`
// / `profile_id` / the acting profile. A profile must be chosen (on the server); the named one must
// belong to the customer; a non-master acting profile may only name itself.
import type { AuthContext } from '../http/host';
import type { Req } from '../http/request';
import { badRequest, forbidden, HttpError, notFound } from '../http/errors';
import { actsAsMaster } from './profiles';

export function scopedProfile(req: Req, ctx: AuthContext, body: Record<string, unknown> = {}): number {
  const raw =
    req.query['filter[profile_id]'] ??
    req.query['filter_profile'] ??
    req.query['profile_id'] ??
    (body['profile_id'] !== undefined ? String(body['profile_id']) : undefined);
  if (ctx.profileId === null) throw new HttpError(403, 'profile_required', 'Choose a profile first');
  let id: number | null = ctx.profileId;
  if (raw !== undefined && raw !== '') {
    if (!/^\d+$/.test(raw)) throw badRequest('profile_id must be an integer', { profile_id: 'integer' });
    id = Number(raw);
  }
  if (!ctx.profileIds.includes(id)) throw notFound('No such profile');
  if (!actsAsMaster(ctx) && id !== ctx.profileId) throw forbidden('A profile may only use its own data');
  return id;
}
