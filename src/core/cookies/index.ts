import Cookies from 'js-cookie';
import { decrypt, encrypt } from './crypto';

/** True when the page is the top-level document (first-party context). */
export function isFirstParty(): boolean {
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

export function removeCookie(name: string): void {
  Cookies.remove(name, { path: '/' });
  Cookies.remove(name, { path: '/', sameSite: 'None', secure: true });
}

export function getPlainCookie(name: string): string | undefined {
  return Cookies.get(name);
}

export async function setEncryptedCookie(name: string, value: unknown, days: number): Promise<void> {
  Cookies.set(name, await encrypt(JSON.stringify(value)), cookieAttributes(days));
}

/**
 * Reads an encrypted JSON cookie. A corrupt value (undecryptable, not JSON, or rejected by
 * `valid`) is logged and removed, and undefined is returned.
 */
export async function getEncryptedCookie<T>(name: string, valid: (v: unknown) => v is T): Promise<T | undefined> {
  const raw = Cookies.get(name);
  if (raw === undefined) return undefined;
  try {
    const value: unknown = JSON.parse(await decrypt(raw));
    if (!valid(value)) throw new Error('unexpected value');
    return value;
  } catch (err) {
    console.warn(`[eteris] corrupt cookie ${name} removed:`, (err as Error).message);
    removeCookie(name);
    return undefined;
  }
}
