// Which profile a per-profile call (bookmarks, wishlist, reminders) is about: `filter[profile_id]`
// / `profile_id` / the acting profile. A profile must be chosen (on the server); the named one must
// belong to the customer; a non-master acting profile may only name itself.
import type { AuthContext } from '../http/host';
import { forbidden, HttpError, notFound } from '../http/errors';
import { actsAsMaster } from './profiles';

/** The ways a call names a profile (query or body, as the OpenAPI document checked them). */
interface ProfileNamed {
  'filter[profile_id]'?: number;
  filter_profile?: number;
  profile_id?: number;
}

export function scopedProfile(ctx: AuthContext, named: ProfileNamed = {}): number {
  if (ctx.profileId === null) throw new HttpError(403, 'profile_required', 'Choose a profile first');
  const id = named['filter[profile_id]'] ?? named.filter_profile ?? named.profile_id ?? ctx.profileId;
  if (!ctx.profileIds.includes(id)) throw notFound('No such profile');
  if (!actsAsMaster(ctx) && id !== ctx.profileId) throw forbidden('A profile may only use its own data');
  return id;
}
