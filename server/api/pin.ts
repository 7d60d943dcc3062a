// The purchase PIN: the acting profile's PIN, else the account's purchase PIN, else the default 0000.
import type { AuthContext, Host } from '../http/host';
import { forbidden, HttpError } from '../http/errors';
import { C, type ProfileRec, type User } from '../domain/model';

export const DEFAULT_PIN = '0000';

export function checkPurchasePin(host: Host, ctx: AuthContext, pin: unknown): ProfileRec | null {
  const profile = host.store.get<ProfileRec>(C.profiles, ctx.profileId ?? ctx.masterProfileId ?? -1) ?? null;
  if (profile && !profile.canBuy) throw forbidden('This profile may not buy');
  const user = host.store.get<User>(C.users, ctx.userId);
  const expected = profile?.pin || user?.purchasePin || DEFAULT_PIN;
  if (typeof pin !== 'string' || pin === '') throw new HttpError(403, 'pin_required', 'The PIN is required');
  if (pin !== expected) throw new HttpError(403, 'pin_invalid', 'The PIN code is incorrect, try again');
  return profile;
}
