import Cookies from 'js-cookie';
import { crossSitePage } from '../config';
import { COOKIE_DAYS, COOKIES } from '../names';
import { decrypt, encrypt } from './crypto';

/**
 * The name the client's own cookie (COOKIES, `_app_lang`...) has on this page: as named on the
 * operator's site, and `eteris`-prefixed on a partner's, whose cookie notice lists it among the
 * partner's own (`eteris_app_lang`, README "Embedding").
 */
function cookieName(name: string): string {
  return crossSitePage() ? `eteris${name.startsWith('_') ? '' : '_'}${name}` : name;
}

/** True when the page is the top-level document (first-party context). */
function isFirstParty(): boolean {
  try {
    return window.top === window.self;
  } catch {
    return false;
  }
}

/** SameSite Lax first-party, None with Secure otherwise (docs/product.md#constants); always Secure on an https page. */
export function cookieAttributes(days: number): Cookies.CookieAttributes {
  const expires = days;
  if (!isFirstParty()) return { expires, sameSite: 'None', secure: true, path: '/' };
  return location.protocol === 'https:' ? { expires, sameSite: 'Lax', secure: true, path: '/' } : { expires, sameSite: 'Lax', path: '/' };
}

/** Removes one of the client's cookies (under its old bare name too, on a partner's page). */
export function removeCookie(name: string): void {
  for (const n of new Set([cookieName(name), name])) {
    Cookies.remove(n, { path: '/' });
    Cookies.remove(n, { path: '/', sameSite: 'None', secure: true });
  }
}

export function getPlainCookie(name: string): string | undefined {
  return Cookies.get(name);
}

export async function setEncryptedCookie(name: string, value: unknown, days: number): Promise<void> {
  Cookies.set(cookieName(name), await encrypt(JSON.stringify(value)), cookieAttributes(days));
}

/**
 * Reads an encrypted JSON cookie. A corrupt value (undecryptable, not JSON, or rejected by
 * `valid`) is logged and removed, and undefined is returned.
 */
export async function getEncryptedCookie<T>(name: string, valid: (v: unknown) => v is T): Promise<T | undefined> {
  const own = cookieName(name);
  // a partner's page kept it under the bare name before: read it there once, and move it
  const legacy = own !== name && Cookies.get(own) === undefined ? Cookies.get(name) : undefined;
  const raw = legacy ?? Cookies.get(own);
  if (raw === undefined) return undefined;
  try {
    const value: unknown = JSON.parse(await decrypt(raw));
    if (!valid(value)) throw new Error('unexpected value');
    if (legacy !== undefined) {
      const key = (Object.keys(COOKIES) as (keyof typeof COOKIES)[]).find((k) => COOKIES[k] === name);
      Cookies.set(own, legacy, cookieAttributes(key ? COOKIE_DAYS[key] : 1 / 24));
      Cookies.remove(name, { path: '/' });
    }
    return value;
  } catch (err) {
    console.warn(`[eteris] corrupt cookie ${name} removed:`, (err as Error).message);
    removeCookie(name);
    return undefined;
  }
}
