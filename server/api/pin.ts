// The one PIN service: the profile PIN (choosing a profile that needs it), the purchase PIN and the
// adult PIN are all checked here, on the server, and never sent to a browser.
// - purchase PIN: the household's (the master profile's PIN, else the account's purchase PIN, else
//   0000), never a child's own login PIN; the adult PIN: the acting profile's PIN, else the household's;
// - PINs are stored as scrypt hashes (server/domain/password.ts) and compared in constant time;
// - at most 5 wrong tries per secret (a profile's PIN, or the account's purchase PIN), then the
//   secret is locked for 1, 5, then 30 minutes (growing with each lockout in a row; the rule is
//   PIN_PER_SECRET in server/security/guess-limits.ts, counted by the one limiter); during a lock even the
//   right PIN is refused (429 pin_locked + Retry-After); a right PIN resets the count;
// - every refusal says how many tries are left (`tries_left`) or how long the lock lasts
//   (`retry_after`, seconds).
// The counts live in memory (a restart forgets them).
import type { AuthContext, Host } from '../http/host';
import { forbidden, HttpError } from '../http/errors';
import { C, type ProfileRec, type User } from '../domain/model';
import { Limiter } from '../security/limiter';
import { PIN_PER_SECRET } from '../security/guess-limits';
import { pinEquals, pinMatches } from '../domain/password';

const DEFAULT_PIN = '0000';
const pins = new Limiter(PIN_PER_SECRET);
const nowMs = () => Date.now();

function lockedError(seconds: number): HttpError {
  const e = new HttpError(429, 'pin_locked', `Too many wrong PINs; try again in ${seconds} s`);
  e.extra = { retry_after: seconds, tries_left: 0 };
  e.retryAfter = seconds;
  return e;
}

/**
 * Checks `given` with `matches` for the secret named `key`; throws 403 pin_required (nothing
 * given), 403 pin_invalid with tries_left, or 429 pin_locked with retry_after.
 */
function verifyPin(key: string, matches: (given: string) => boolean, given: unknown): void {
  const before = pins.check(key);
  if (!before.allowed) throw lockedError(before.retryAfterS);
  if (typeof given !== 'string' || given === '') {
    const e = new HttpError(403, 'pin_required', 'The PIN is required');
    e.extra = { tries_left: before.triesLeft };
    throw e;
  }
  if (matches(given)) {
    pins.succeed(key);
    return;
  }
  const after = pins.fail(key);
  if (!after.allowed) throw lockedError(after.retryAfterS);
  const e = new HttpError(403, 'pin_invalid', 'The PIN code is incorrect, try again');
  e.extra = { tries_left: after.triesLeft };
  throw e;
}

/** The profile PIN of a profile that needs it to be chosen. */
export function checkProfilePin(profile: ProfileRec, pin: unknown): void {
  verifyPin(`profile:${profile.id}`, (given) => pinMatches(given, profile.pin), pin);
}

/**
 * The household's purchase PIN: the master profile's PIN, else the account's purchase PIN, else
 * 0000. Never another profile's own login PIN. Its tries are counted with the secret it is.
 */
export function checkHouseholdPin(host: Host, ctx: AuthContext, pin: unknown): void {
  const master = ctx.masterProfileId === null ? undefined : host.store.get<ProfileRec>(C.profiles, ctx.masterProfileId);
  if (master?.pin) return checkProfilePin(master, pin);
  const stored = host.store.get<User>(C.users, ctx.userId)?.purchasePin;
  verifyPin(`account:${ctx.customerId}`, (given) => (stored ? pinMatches(given, stored) : pinEquals(given, DEFAULT_PIN)), pin);
}

/** The adult PIN of the acting profile: its own PIN, else the household's. */
export function checkAccountPin(host: Host, ctx: AuthContext, profile: ProfileRec, pin: unknown): void {
  if (profile.pin) return checkProfilePin(profile, pin);
  checkHouseholdPin(host, ctx, pin);
}

/** A profile must be chosen (on the server) before this call: the request's acting profile. */
export function requireProfile(host: Host, ctx: AuthContext): ProfileRec {
  const p = ctx.profileId === null ? undefined : host.store.get<ProfileRec>(C.profiles, ctx.profileId);
  if (!p) throw new HttpError(403, 'profile_required', 'Choose a profile first');
  return p;
}

/** The profile that may buy; refused before the PIN is looked at, so a PIN learns nothing here. */
export function buyingProfile(host: Host, ctx: AuthContext): ProfileRec {
  const p = requireProfile(host, ctx);
  if (!p.canBuy) throw forbidden('This profile may not buy');
  return p;
}

/** Plans, packages and payment cards are the master profile's; refused before any PIN is looked at. */
export function accountHolder(host: Host, ctx: AuthContext): ProfileRec {
  const p = requireProfile(host, ctx);
  if (p.id !== ctx.masterProfileId) throw new HttpError(403, 'account_holder_only', 'Only the account holder can do this');
  return p;
}

// Adult unlocks: a grant per (token, profile), held here for ADULT_GRANT_SECONDS.
export const ADULT_GRANT_SECONDS = 4 * 3600;
const grants = new Map<string, number>();
const grantKey = (ctx: AuthContext) => `${ctx.tokenId}\u0000${ctx.profileId}`;

export function grantAdult(ctx: AuthContext): number {
  const until = nowMs() + ADULT_GRANT_SECONDS * 1000;
  for (const [k, v] of grants) if (v <= nowMs()) grants.delete(k);
  grants.set(grantKey(ctx), until);
  return Math.floor(until / 1000);
}

export function hasAdultGrant(ctx: AuthContext): boolean {
  if (ctx.profileId === null) return false;
  const until = grants.get(grantKey(ctx));
  return until !== undefined && until > nowMs();
}
