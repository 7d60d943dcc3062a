// Brings a store written by an earlier version up to date, on every start (each step does nothing
// when there is nothing to do): PINs kept as typed are replaced by their scrypt hashes, drm tokens
// anyone could compute from the public source by random ones, and a login session's bearer token
// kept in clear by its hash (the session re-keys its token on its next use).
import type { Store } from '../store/store';
import { C, nowS, type ProfileRec, type SessionRec, type TokenRec, type User } from './model';
import { hashPin, isPinHash, sha256 } from './password';
import { newDrmToken, publishedDrmToken } from './drm';

/** Migrates the store in one batch; returns what it did, for the operator's log. */
export function migrateStore(store: Store): string[] {
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
  });
  // the old values stay in the snapshot until it is rewritten: rewrite it now
  if (notes.length) store.compact();
  return notes;
}
