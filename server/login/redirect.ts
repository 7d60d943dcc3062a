// Where the login service and the payment page send the browser back to.
import type { Req } from '../http/request';

/** Only same-origin targets: a relative path, or an absolute URL on this request's host. Else `/`. */
export function safeRedirect(req: Req, target: unknown): string {
  if (typeof target !== 'string' || target === '') return '/';
  if ([...target].some((ch) => ch.charCodeAt(0) < 0x20 || ch === '\\')) return '/';
  if (target.startsWith('/') && !target.startsWith('//')) return target;
  try {
    const u = new URL(target);
    if ((u.protocol === 'http:' || u.protocol === 'https:') && u.host === req.headers.host) return target;
  } catch {
    /* not a URL */
  }
  return '/';
}

/** `target` with one query parameter set (kept relative when it was relative). */
export function withQuery(target: string, key: string, value: string): string {
  const u = new URL(target, 'http://x');
  u.searchParams.set(key, value);
  return /^https?:/.test(target) ? u.toString() : `${u.pathname}${u.search}${u.hash}`;
}
