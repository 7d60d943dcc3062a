// Brings a store written by an earlier version up to date, on every start (each step does nothing
// when there is nothing to do): PINs kept as typed are replaced by their scrypt hashes, drm tokens
// anyone could compute from the public source by random ones, a login session's bearer token
// kept in clear by its hash (the session re-keys its token on its next use), and a card stored
// before fingerprints gets one where its number is known (the seeded card, the test cards).
import type { Store } from '../store/store';
import { C, nowS, type CardRec, type ProfileRec, type SessionRec, type TokenRec, type User } from './model';
import { cardFingerprint } from './card-fingerprint';
import { SEED_CARD, SEED_STAMP } from './seed';
import { CHARGE_DECLINED_TEST_CARD } from './cards';
import { hashPin, isPinHash, sha256 } from './password';
import { newDrmToken, publishedDrmToken } from './drm';

/** The number of a card stored without a fingerprint, where the install knows it. */
function knownNumber(c: CardRec): string | undefined {
  if (c.chargeDeclined) return CHARGE_DECLINED_TEST_CARD;
  const seeded = c.customerId === SEED_CARD.customerId && c.created === SEED_STAMP && c.last4 === SEED_CARD.number.slice(-4);
  return seeded ? SEED_CARD.number : undefined;
}

/** Migrates the store in one batch (`cardSecret` keys card fingerprints); returns what it did, for the operator's log. */
export function migrateStore(store: Store, cardSecret: string): string[] {
  const notes: string[] = [];
  store.batch(() => {
    const profiles = store.filter<ProfileRec>(C.profiles, (p) => typeof p.pin === 'string' && p.pin !== '' && !isPinHash(p.pin));
    for (const p of profiles) store.put<ProfileRec>(C.profiles, p.id, { ...p, pin: hashPin(p.pin) });
    const users = store.filter<User>(C.users, (u) => typeof u.purchasePin === 'string' && u.purchasePin !== '' && !isPinHash(u.purchasePin));
    for (const u of users) store.put<User>(C.users, u.id, { ...u, purchasePin: hashPin(u.purchasePin!) });
    if (profiles.length + users.length > 0) notes.push(`migrated ${profiles.length + users.length} PINs kept as typed to hashes`);
    const published = store.filter<User>(C.users, (u) => u.drmToken === publishedDrmToken(u.email));
    for (const u of published) store.put<User>(C.users, u.id, { ...store.get<User>(C.users, u.id)!, drmToken: newDrmToken() });
    if (published.length) notes.push(`replaced ${published.length} computable drm tokens by random ones`);
    const sessions = store.filter<SessionRec>(C.sessions, (x) => typeof x.token === 'string');
    for (const { token, ...x } of sessions) store.put<SessionRec>(C.sessions, x.id, { ...x, tokenId: sha256(token!) });
    if (sessions.length) notes.push(`migrated ${sessions.length} sessions' tokens kept in clear to hashes`);
    // tokens from before idle lifetimes count as used now, so an upgrade signs nobody out
    const unseen = store.filter<TokenRec>(C.tokens, (t) => t.lastSeen === undefined);
    for (const t of unseen) store.put<TokenRec>(C.tokens, t.id, { ...t, lastSeen: nowS() });
    const cards = store.filter<CardRec>(C.cards, (c) => c.fingerprint === undefined && knownNumber(c) !== undefined);
    for (const c of cards) store.update<CardRec>(C.cards, c.id, { fingerprint: cardFingerprint(cardSecret, knownNumber(c)!) });
    if (cards.length) notes.push(`filled the fingerprint of ${cards.length} card(s) stored without one`);
  });
  // the old values stay in the snapshot until it is rewritten: rewrite it now
  if (notes.length) store.compact();
  return notes;
}
