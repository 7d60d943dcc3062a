// Login sessions (the `eteris_sso` cookie) and the bearer tokens they hand out. Both are durable,
// and both are kept only as hashes: a session is sha256(cookie), its token is derived from the
// cookie (tokenOf) and stored as sha256(token), so a copy of the store signs nobody in and
// /client/user can still give a page its token from the cookie alone.
// A session and its token end together: at logout, a password reset, a revoked device, or when
// the token was not used for the idle lifetime or has reached its absolute one (setLifetimes).
// Whoever holds something of a token (the event streams) hears of its end (onTokensEnded).
// Beside the HttpOnly session cookie the login service keeps a non-secret marker cookie,
// `eteris_signed_in=1`, readable by the site's scripts: a page without it is a visitor's and does not
// ask GET /client/user (which could only answer 401). It carries nothing secret.
import crypto from 'node:crypto';
import type { Store } from '../store/store';
import { C, nowS, type SessionRec, type TokenRec, type User } from './model';
import { randomToken, sha256 } from './password';

export const SSO_COOKIE = 'eteris_sso';
export const SIGNED_IN_COOKIE = 'eteris_signed_in';

interface Lifetimes {
  /** A token unused this long (seconds) ends. */
  idleS: number;
  /** A token ends this long (seconds) after its sign-in, however much it is used. */
  maxS: number;
}

const DAY = 86400;
let lifetimes: Lifetimes = { idleS: 14 * DAY, maxS: 30 * DAY };
/** Seconds the session clock runs ahead of the real one (a test control moves it). */
let skew = 0;

/** Sets the lifetimes (the server's configuration: ETERIS_SESSION_IDLE_S, ETERIS_SESSION_MAX_S). */
export function setLifetimes(l: Lifetimes): void {
  lifetimes = l;
}

/** The lifetimes an environment asks for (whole seconds > 0), else the defaults. */
export function lifetimesFromEnv(env: NodeJS.ProcessEnv): Lifetimes {
  const seconds = (name: string, fallback: number): number => {
    const v = env[name];
    if (v === undefined || v === '') return fallback;
    const n = Number(v);
    if (Number.isSafeInteger(n) && n > 0) return n;
    console.warn(`[sessions] ignoring ${name}=${JSON.stringify(v)}: not a whole number of seconds`);
    return fallback;
  };
  return { idleS: seconds('ETERIS_SESSION_IDLE_S', 14 * DAY), maxS: seconds('ETERIS_SESSION_MAX_S', 30 * DAY) };
}

/** The clock sessions live by: the real one, moved by `moveSessionClock` in tests. */
export const sessionNow = (): number => nowS() + skew;

export function moveSessionClock(seconds: number): number {
  skew = seconds;
  return skew;
}

/** The bearer token of the session whose cookie is `cookie`. */
export function tokenOf(cookie: string): string {
  return crypto.createHash('sha256').update(`eteris-bearer:${cookie}`).digest('base64url');
}

type Listener = (tokenIds: Set<string>) => void;
const listeners = new WeakMap<Store, Set<Listener>>();

/** Calls `fn` with the ids (sha256) of the tokens that end, whenever some do. */
export function onTokensEnded(store: Store, fn: Listener): () => void {
  let set = listeners.get(store);
  if (!set) listeners.set(store, (set = new Set()));
  set.add(fn);
  return () => set!.delete(fn);
}

/** Deletes tokens (by id) and their sessions, then tells the listeners. */
export function endTokens(store: Store, tokens: TokenRec[]): void {
  if (!tokens.length) return;
  store.batch(() => {
    for (const t of tokens) {
      store.delete(C.tokens, t.id);
      if (t.sessionId) store.delete(C.sessions, t.sessionId);
    }
  });
  const ids = new Set(tokens.map((t) => t.id));
  for (const fn of listeners.get(store) ?? []) fn(ids);
}

function alive(t: TokenRec, now: number): boolean {
  return now < t.created + lifetimes.maxS && now < (t.lastSeen ?? t.created) + lifetimes.idleS;
}

/**
 * The record of a live token (by its hash), else null; a token past its lifetime ends here.
 * `use` renews its idle time (written at most once a minute).
 */
export function liveToken(store: Store, tokenId: string, use = false): TokenRec | null {
  const t = store.get<TokenRec>(C.tokens, tokenId);
  if (!t) return null;
  const now = sessionNow();
  if (!alive(t, now)) {
    endTokens(store, [t]);
    return null;
  }
  if (use && now - (t.lastSeen ?? t.created) >= 60) return store.put<TokenRec>(C.tokens, t.id, { ...t, lastSeen: now });
  return t;
}

/** Ends every token (and its session) past its lifetime; returns how many. */
export function sweepExpired(store: Store): number {
  const now = sessionNow();
  const dead = store.filter<TokenRec>(C.tokens, (t) => !alive(t, now));
  endTokens(store, dead);
  // a session whose token is gone is gone too
  const orphans = store.filter<SessionRec>(C.sessions, (x) => !store.get<TokenRec>(C.tokens, x.tokenId));
  if (orphans.length) store.batch(() => orphans.forEach((x) => store.delete(C.sessions, x.id)));
  return dead.length;
}

function newSession(store: Store, userId: number, extra: Partial<TokenRec> = {}): { cookie: string; token: string } {
  const cookie = randomToken();
  const token = tokenOf(cookie);
  const sessionId = sha256(cookie);
  const tokenId = sha256(token);
  const now = sessionNow();
  store.batch(() => {
    store.put<SessionRec>(C.sessions, sessionId, { id: sessionId, userId, tokenId, created: now });
    store.put<TokenRec>(C.tokens, tokenId, { id: tokenId, userId, sessionId, created: now, lastSeen: now, ...extra });
  });
  return { cookie, token };
}

export function createSession(store: Store, user: User): { cookie: string; token: string } {
  return newSession(store, user.id);
}

/**
 * The live session of a cookie, else null; its token is tokenOf(cookie). Using the cookie renews the
 * session. A session kept from before tokens were derived gets its token re-keyed here (migrate.ts).
 */
export function sessionFromCookie(store: Store, cookie: string | undefined): SessionRec | null {
  if (!cookie) return null;
  const session = store.get<SessionRec>(C.sessions, sha256(cookie));
  if (!session) return null;
  const t = liveToken(store, session.tokenId, true);
  if (!t) {
    store.delete(C.sessions, session.id);
    return null;
  }
  const tokenId = sha256(tokenOf(cookie));
  if (t.id === tokenId) return session;
  const rekeyed = { ...session, tokenId };
  store.batch(() => {
    store.delete(C.tokens, t.id);
    store.put<TokenRec>(C.tokens, tokenId, { ...t, id: tokenId });
    store.put<SessionRec>(C.sessions, session.id, rekeyed);
  });
  for (const fn of listeners.get(store) ?? []) fn(new Set([t.id]));
  return rekeyed;
}

export function endSession(store: Store, cookie: string | undefined): boolean {
  if (!cookie) return false;
  const s = store.get<SessionRec>(C.sessions, sha256(cookie));
  if (!s) return false;
  const t = store.get<TokenRec>(C.tokens, s.tokenId);
  if (t) endTokens(store, [t]);
  store.delete(C.sessions, s.id);
  return true;
}

/** Ends every login session and revokes every bearer token (devices' too) of a user. */
export function endAllSessions(store: Store, userId: number): number {
  const sessions = store.filter<SessionRec>(C.sessions, (x) => x.userId === userId);
  const tokens = store.filter<TokenRec>(C.tokens, (x) => x.userId === userId);
  endTokens(store, tokens);
  store.batch(() => sessions.forEach((x) => store.delete(C.sessions, x.id)));
  return sessions.length + tokens.length;
}

/**
 * A paired device's session: a login session (so a browser that paired is signed in by the cookie)
 * whose token carries the device's name, listed in My devices and revocable there.
 */
export function createDeviceSession(store: Store, userId: number, device: string): { cookie: string; token: string } {
  return newSession(store, userId, { device });
}

function ssoCookieHeader(value: string, maxAge: number): string {
  return `${SSO_COOKIE}=${value}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAge}`;
}

/** The marker beside the session cookie: set with it for its lifetime, cleared with it (maxAge 0). */
function signedInCookieHeader(maxAge: number): string {
  return `${SIGNED_IN_COOKIE}=${maxAge > 0 ? '1' : ''}; Path=/; SameSite=Lax; Max-Age=${maxAge}`;
}

/** Set-Cookie headers of a new session (`value`) or of its end (''): a cookie lives as long as a session may. */
export function sessionCookieHeaders(value: string, maxAge = lifetimes.maxS): string[] {
  const age = value ? maxAge : 0;
  return [ssoCookieHeader(value, age), signedInCookieHeader(age)];
}

/** The Set-Cookie header that clears the signed-in marker alone (the session cookie stays). */
export function markerClearHeader(): string {
  return signedInCookieHeader(0);
}
