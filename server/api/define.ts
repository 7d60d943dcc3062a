// Registers an API call under the private base (/api/v1, bearer token required) and, when asked,
// the public base (/api/public/v1, no token: ctx is null). Also small query/param parsing helpers.
import type { AuthContext, Host } from '../http/host';
import type { Req } from '../http/request';
import type { Res } from '../http/response';
import { badRequest, HttpError } from '../http/errors';
import { langOf, type Lang } from '../catalogue/rng';

export const PRIVATE_BASE = '/api/v1';
export const PUBLIC_BASE = '/api/public/v1';

export type ApiHandler = (req: Req, res: Res, ctx: AuthContext | null) => unknown;
export type PrivateHandler = (req: Req, res: Res, ctx: AuthContext) => unknown;

/**
 * The writes a token bound to no profile may make: choosing one, or choosing none; and pairing a
 * device on /activate, which has no picker: the device's own token acts as no profile either, so
 * pairing hands out nothing a profile or its PIN guards.
 */
const WITHOUT_PROFILE = new Set([
  'POST /customer/profile/{id}/select',
  'DELETE /customer/selected-profile',
  'POST /devices/activate',
  'POST /devices/invite',
]);

/**
 * A private call. A write (any method but GET and HEAD) needs a chosen profile, whatever the
 * handler checks after it: a sign-in that has not passed "Who is watching?" only reads.
 */
export function apiPrivate(host: Host, method: string, path: string, handler: PrivateHandler): void {
  const write = method !== 'GET' && method !== 'HEAD' && !WITHOUT_PROFILE.has(`${method} ${path}`);
  host.route(method, PRIVATE_BASE + path, async (req, res) => {
    const ctx = await host.requireAuth(req);
    if (write && ctx.profileId === null) throw new HttpError(403, 'profile_required', 'Choose a profile first');
    return handler(req, res, ctx);
  });
}

/** Both bases; the handler sees ctx = null on the public base. */
export function apiBoth(host: Host, method: string, path: string, handler: ApiHandler): void {
  apiPrivate(host, method, path, handler);
  host.route(method, PUBLIC_BASE + path, (req, res) => handler(req, res, null));
}

export function queryLang(req: Req, fallback: Lang = 'lt'): Lang {
  const v = req.query['lang'];
  if (v === undefined || v === '') return fallback;
  if (v !== 'lt' && v !== 'en' && v !== 'ru') throw badRequest('lang must be lt, en or ru', { lang: 'invalid' });
  return langOf(v);
}

export function pathLang(req: Req): Lang {
  const v = req.params['lang'];
  if (v !== 'lt' && v !== 'en' && v !== 'ru') throw badRequest('lang must be lt, en or ru', { lang: 'invalid' });
  return v;
}

/** Integer from a string; throws 400 naming `field` when it is not one (or out of range). */
export function intParam(value: string | undefined, field: string, opts: { min?: number; max?: number } = {}): number {
  if (value === undefined || !/^-?\d+$/.test(value.trim())) throw badRequest(`${field} must be an integer`, { [field]: 'integer' });
  const n = Number(value);
  if (!Number.isSafeInteger(n) || (opts.min !== undefined && n < opts.min) || (opts.max !== undefined && n > opts.max)) {
    throw badRequest(`${field} is out of range`, { [field]: 'range' });
  }
  return n;
}

export function optionalInt(value: string | undefined, field: string, fallback: number, opts: { min?: number; max?: number } = {}): number {
  if (value === undefined || value === '') return fallback;
  return intParam(value, field, opts);
}

export interface Paging {
  offset: number;
  limit: number;
}

/** `page[offset]`/`page[limit]` (also `page_offset`/`page_limit`); default 0 and 100, limit at most 500. */
export function paging(req: Req, defaultLimit = 100): Paging {
  const q = req.query;
  return {
    offset: optionalInt(q['page[offset]'] ?? q['page_offset'], 'page[offset]', 0, { min: 0 }),
    limit: optionalInt(q['page[limit]'] ?? q['page_limit'], 'page[limit]', defaultLimit, { min: 1, max: 500 }),
  };
}

export function pageOf<T>(all: T[], p: Paging): { items: T[]; total: number; offset: number; limit: number } {
  return { items: all.slice(p.offset, p.offset + p.limit), total: all.length, offset: p.offset, limit: p.limit };
}

export function parseBool(v: unknown, field: string): boolean {
  if (typeof v === 'boolean') return v;
  if (typeof v === 'number') return v !== 0;
  const s = String(v).trim().toLowerCase();
  if (['1', 'true', 'on', 'yes'].includes(s)) return true;
  if (['0', 'false', 'off', 'no', ''].includes(s)) return false;
  throw badRequest(`${field} must be a boolean`, { [field]: 'boolean' });
}
