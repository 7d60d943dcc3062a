// Bearer-token authentication and the per-request AuthContext (entitlements derived from the
// customer's subscriptions and purchases).
import type { Req } from '../http/request';
import type { AuthContext } from '../http/host';
import type { Store } from '../store/store';
import { C, nowS, type ProfileRec, type PurchaseRec, type SubscriptionRec, type TokenRec, type User } from './model';
import { sha256 } from './password';
import { liveToken } from './sessions';
import { PRODUCT_BY_ID } from '../catalogue/products';
import { CHANNEL_BY_ID } from '../catalogue/channels';

function bearerToken(req: Req): string | null {
  const h = req.headers.authorization;
  if (!h) return null;
  const m = /^Bearer\s+(\S+)\s*$/i.exec(h);
  return m ? m[1]! : null;
}

export function userForToken(store: Store, token: string): User | null {
  const rec = liveToken(store, sha256(token));
  if (!rec) return null;
  return store.get<User>(C.users, rec.userId) ?? null;
}

/**
 * The profile a token acts as now: the one it is bound to, else the account's only profile when that
 * needs no PIN (as buildContext); null: none; undefined: no such token.
 */
export function actingProfileId(store: Store, token: string): number | null | undefined {
  const rec = liveToken(store, sha256(token));
  if (!rec) return undefined;
  const user = store.get<User>(C.users, rec.userId);
  if (!user) return undefined;
  return actingOf(customerProfiles(store, user.customerId), rec.profileId)?.id ?? null;
}

/** The profile bound (if it still exists), else the account's only profile when it needs no PIN. */
function actingOf(profiles: ProfileRec[], bound: number | null | undefined): ProfileRec | undefined {
  const chosen = bound ? profiles.find((p) => p.id === bound) : undefined;
  if (chosen) return chosen;
  return profiles.length === 1 && !needsPin(profiles[0]!) ? profiles[0] : undefined;
}

/** Binds a token to a profile (null: to none). */
export function bindProfile(store: Store, token: string, profileId: number | null): void {
  const rec = liveToken(store, sha256(token));
  if (rec && (rec.profileId ?? null) !== profileId) store.put<TokenRec>(C.tokens, rec.id, { ...rec, profileId });
}

export function customerProfiles(store: Store, customerId: number): ProfileRec[] {
  return store.filter<ProfileRec>(C.profiles, (p) => p.customerId === customerId).sort((a, b) => a.id - b.id);
}

/** A profile that must enter its PIN to be chosen (docs/product.md#roles). */
export const needsPin = (p: ProfileRec): boolean => p.needsPinToLogin && p.pin !== '';

/**
 * The caller's context. The acting profile is the one the token is bound to on the server (never a
 * header, query or cookie); a token bound to no profile acts as the account's only profile when
 * that one needs no PIN (the spec's automatic choice), else as no profile.
 */
export function buildContext(store: Store, user: User, token: string, boundProfile: number | null | undefined, tokenId = sha256(token)): AuthContext {
  const profiles = customerProfiles(store, user.customerId);
  const master = profiles.find((p) => p.master) ?? null;
  const acting = actingOf(profiles, boundProfile);
  const subs = store.filter<SubscriptionRec>(C.subscriptions, (s) => s.customerId === user.customerId);
  const productIds = new Set(subs.map((s) => s.productId));
  const channels = new Set<number>();
  const providers = new Set<number>();
  for (const id of productIds) {
    const p = PRODUCT_BY_ID.get(id);
    p?.channelIds.forEach((c) => channels.add(c));
    p?.vodProviderIds.forEach((v) => providers.add(v));
  }
  const catchup = new Set([...channels].filter((c) => CHANNEL_BY_ID.get(c)?.catchup));
  const now = nowS();
  const purchased = new Set(
    store
      .filter<PurchaseRec>(C.purchases, (p) => p.customerId === user.customerId && (p.expires === null || p.expires > now))
      .map((p) => p.vodId),
  );
  return {
    token,
    tokenId,
    userId: user.id,
    customerId: user.customerId,
    email: user.email,
    emailVerified: user.emailVerified,
    lang: user.lang,
    groups: user.groups,
    drmToken: user.drmToken,
    profileIds: profiles.map((p) => p.id),
    masterProfileId: master?.id ?? null,
    profileId: acting?.id ?? null,
    subscribedProductIds: productIds,
    subscribedChannelIds: channels,
    catchupChannelIds: catchup,
    purchasedVodIds: purchased,
    vodProviderIds: providers,
  };
}

export function createAuthenticate(store: Store) {
  return (req: Req): AuthContext | null => {
    const token = bearerToken(req);
    if (!token) return null;
    // a use renews the token's idle lifetime (and a paired device's "last seen" in My devices)
    const rec = liveToken(store, sha256(token), true);
    const user = rec ? store.get<User>(C.users, rec.userId) : undefined;
    if (!rec || !user) return null;
    return buildContext(store, user, token, rec.profileId ?? null);
  };
}
