// CORS for the API surfaces: partners embed elements on other origins and call the API with a
// bearer token (and the login service with credentials), so the Origin is reflected with credentials.
import type { Req } from './request';
import type { Res } from './response';

// ('/__test/': the test controls, present only with ETERIS_TEST_CONTROLS=1, for element tests)
const CORS_PREFIXES = ['/api/', '/client/user', '/stats', '/events/', '/media/', '/drm/', '/__test/'];
const ALLOW_HEADERS =
  'Authorization, Content-Type, X-Profile-Id, X-Requested-With, X-Fault-Status, X-Fault-Delay-Ms, X-Fault-Drop, X-Fault-Malformed, CF-IPCountry';

export function wantsCors(path: string): boolean {
  return CORS_PREFIXES.some((p) => path.startsWith(p));
}

/** Sets CORS headers; returns true when the request was a preflight that is now answered. */
export function applyCors(req: Req, res: Res): boolean {
  if (!wantsCors(req.path)) return false;
  const origin = req.headers.origin;
  if (origin) {
    res.setHeader('Access-Control-Allow-Origin', origin);
    res.setHeader('Access-Control-Allow-Credentials', 'true');
    res.setHeader('Vary', 'Origin');
    res.setHeader('Access-Control-Expose-Headers', 'Content-Length, Content-Type, ETag, Date');
  }
  if (req.method === 'OPTIONS' && origin) {
    res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS');
    res.setHeader('Access-Control-Allow-Headers', String(req.headers['access-control-request-headers'] ?? ALLOW_HEADERS));
    res.setHeader('Access-Control-Max-Age', '600');
    res.noContent();
    return true;
  }
  return false;
}
