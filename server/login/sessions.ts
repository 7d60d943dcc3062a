// Login sessions (the `eteris_sso` cookie) and the bearer tokens they hand out. Both are durable.
// Beside the HttpOnly session cookie the login service keeps a non-secret marker cookie,
// `eteris_signed_in=1`, readable by the site's scripts: a page without it is a visitor's and does not
// ask GET /client/user (which could only answer 401). It carries nothing secret: the session and
// its token stay in the HttpOnly cookie and in /client/user's answer to the site's own origins.
import type { Store } from '../store/store';
import { C, nowS, type SessionRec, type TokenRec, type User } from '../domain/model';
import { randomToken, sha256 } from '../domain/password';

export const SSO_COOKIE = 'eteris_sso';
export const SIGNED_IN_COOKIE = 'eteris_signed_in';

export function createSession(store: Store, user: User): { cookie: string; token: string } {
  const cookie = randomToken();
  const token = randomToken();
  const sessionId = sha256(cookie);
  store.batch(() => {
    store.put<SessionRec>(C.sessions, sessionId, { id: sessionId, userId: user.id, token, created: nowS() });
    store.put<TokenRec>(C.tokens, sha256(token), { id: sha256(token), userId: user.id, sessionId, created: nowS() });
  });
  return { cookie, token };
}

export function sessionFromCookie(store: Store, cookie: string | undefined): SessionRec | null {
  if (!cookie) return null;
  return store.get<SessionRec>(C.sessions, sha256(cookie)) ?? null;
}

export function endSession(store: Store, cookie: string | undefined): boolean {
  const s = sessionFromCookie(store, cookie);
  if (!s) return false;
  store.batch(() => {
    store.delete(C.tokens, sha256(s.token));
    store.delete(C.sessions, s.id);
  });
  return true;
}

/** Ends every login session and revokes every bearer token (devices' too) of a user. */
export function endAllSessions(store: Store, userId: number): number {
  const sessions = store.filter<SessionRec>(C.sessions, (x) => x.userId === userId);
  const tokens = store.filter<TokenRec>(C.tokens, (x) => x.userId === userId);
  store.batch(() => {
    for (const t of tokens) store.delete(C.tokens, t.id);
    for (const x of sessions) store.delete(C.sessions, x.id);
  });
  return sessions.length + tokens.length;
}

/**
 * A paired device's session: a login session (so a browser that paired is signed in by the cookie)
 * whose token carries the device's name, listed in My devices and revocable there.
 */
export function createDeviceSession(store: Store, userId: number, device: string): { cookie: string; token: string } {
  const cookie = randomToken();
  const token = randomToken();
  const sessionId = sha256(cookie);
  store.batch(() => {
    store.put<SessionRec>(C.sessions, sessionId, { id: sessionId, userId, token, created: nowS() });
    store.put<TokenRec>(C.tokens, sha256(token), { id: sha256(token), userId, sessionId, created: nowS(), device, lastSeen: nowS() });
  });
  return { cookie, token };
}

/** Issues a token without a browser session (device pairing). */
export function issueToken(store: Store, userId: number): string {
  const token = randomToken();
  store.put<TokenRec>(C.tokens, sha256(token), { id: sha256(token), userId, sessionId: null, created: nowS() });
  return token;
}

export function ssoCookieHeader(value: string, maxAge: number): string {
  return `${SSO_COOKIE}=${value}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAge}`;
}

/** The marker beside the session cookie: set with it for its lifetime, cleared with it (maxAge 0). */
export function signedInCookieHeader(maxAge: number): string {
  return `${SIGNED_IN_COOKIE}=${maxAge > 0 ? '1' : ''}; Path=/; SameSite=Lax; Max-Age=${maxAge}`;
}

/** Set-Cookie headers of a new session (`value`, `maxAge` > 0) or of its end ('' and 0). */
export function sessionCookieHeaders(value: string, maxAge: number): string[] {
  return [ssoCookieHeader(value, maxAge), signedInCookieHeader(value ? maxAge : 0)];
}
