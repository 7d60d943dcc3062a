// Geo-blocking: the CDN in front of the operator sets `CF-IPCountry`; outside the EU/EEA the API
// answers 451 `geo_blocked`. Unknown (`XX`) or missing countries are let through.
import { HttpError } from './errors';
import type { Req } from './request';

const EU_EEA = new Set(
  'AT BE BG HR CY CZ DK EE FI FR DE GR HU IE IT LV LT LU MT NL PL PT RO SK SI ES SE IS LI NO'.split(' '),
);
const GEO_PREFIXES = ['/api/', '/client/user', '/stats', '/events/', '/media/', '/drm/'];

export function geoBlocked(req: Req): HttpError | null {
  if (!GEO_PREFIXES.some((p) => req.path.startsWith(p))) return null;
  if (req.path === '/api/openapi.json') return null;
  const raw = req.headers['cf-ipcountry'];
  const country = String(Array.isArray(raw) ? raw[0] : (raw ?? '')).trim().toUpperCase();
  if (!country || country === 'XX' || EU_EEA.has(country)) return null;
  return new HttpError(451, 'geo_blocked', `The service is not available in your country (${country.slice(0, 8)})`);
}
