// CORS by allow-list. The site's own origin and the origins the operator names
// (ETERIS_ALLOWED_ORIGINS, comma-separated: partners, a separately hosted site) may call the API,
// the login service's /client/user, stats, events, media and licences with credentials. Any other
// Origin, `null` included, gets no CORS headers at all, so its pages cannot read anything that
// carries a token or a cookie. The element library (/elements/*: scripts, no credentials, nothing
// personal) is readable from anywhere (`Access-Control-Allow-Origin: *`, never with credentials),
// because partners' pages load it as module scripts.
import type { Req } from './request';
import type { Res } from './response';

// ('/__test/': the test controls, present only with ETERIS_TEST_CONTROLS=1, for element tests)
const CORS_PREFIXES = ['/api/', '/client/user', '/stats', '/events/', '/media/', '/drm/', '/__test/'];
/** Public files any origin may read, without credentials. */
const PUBLIC_PREFIXES = ['/elements/', '/eteris.iife.js', '/eteris-shaka.js'];
const ALLOW_HEADERS =
  'Authorization, Content-Type, Last-Event-ID, X-Eteris-Pin, X-Profile-Id, X-Requested-With, X-Fault-Status, X-Fault-Delay-Ms, X-Fault-Drop, X-Fault-Malformed, X-Fault-Body, CF-IPCountry';
const EXPOSE_HEADERS = 'Content-Length, Content-Type, ETag, Date, Retry-After';

export interface CorsPolicy {
  /** Allowed origins besides the site's own (normalised: scheme://host[:port], lower case). */
  allowedOrigins: string[];
}

function wantsCors(path: string): boolean {
  return CORS_PREFIXES.some((p) => path.startsWith(p));
}

/** `ETERIS_ALLOWED_ORIGINS` -> normalised origins; entries that are not http(s) origins are dropped. */
export function parseOrigins(list: string | undefined): string[] {
  const out: string[] = [];
  for (const item of (list ?? '').split(',')) {
    const o = normalise(item.trim());
    if (o) out.push(o);
    else if (item.trim()) console.warn(`[cors] ignoring ${JSON.stringify(item.trim())} in ETERIS_ALLOWED_ORIGINS: not an http(s) origin`);
  }
  return out;
}

function normalise(origin: string): string | null {
  if (!/^https?:\/\/[^/?#\s]+\/?$/i.test(origin)) return null;
  try {
    const u = new URL(origin);
    return u.origin === 'null' ? null : u.origin.toLowerCase();
  } catch {
    return null;
  }
}

/** Whether `origin` may read credentialed answers: the site's own origin (this request's host) or a listed one. */
export function originAllowed(req: Req, origin: string, policy: CorsPolicy): boolean {
  const o = normalise(origin);
  if (!o) return false;
  const host = String(req.headers.host ?? '').toLowerCase();
  if (host && (o === `http://${host}` || o === `https://${host}`)) return true;
  return policy.allowedOrigins.includes(o);
}

/** Sets CORS headers; returns true when the request was a preflight that is now answered. */
export function applyCors(req: Req, res: Res, policy: CorsPolicy): boolean {
  const origin = req.headers.origin;
  if (PUBLIC_PREFIXES.some((p) => req.path.startsWith(p))) {
    res.setHeader('Access-Control-Allow-Origin', '*');
    return false;
  }
  if (!wantsCors(req.path)) return false;
  res.setHeader('Vary', 'Origin');
  if (!origin || !originAllowed(req, origin, policy)) return false;
  res.setHeader('Access-Control-Allow-Origin', origin);
  res.setHeader('Access-Control-Allow-Credentials', 'true');
  res.setHeader('Access-Control-Expose-Headers', EXPOSE_HEADERS);
  if (req.method === 'OPTIONS') {
    res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS');
    res.setHeader('Access-Control-Allow-Headers', String(req.headers['access-control-request-headers'] ?? ALLOW_HEADERS));
    res.setHeader('Access-Control-Max-Age', '600');
    res.noContent();
    return true;
  }
  return false;
}
