// The stats collector: POST /stats with a bearer token and a msgpack HELLO body -> 204.
// GET /__test/stats (test controls) lists what arrived, decoded.
import type { Host } from '../http/host';
import { forbidden, validationFailed, badRequest, HttpError } from '../http/errors';
import { inputOf, type Input } from '../openapi/input';
import { C, nowS, type StatRec } from '../domain/model';
import { QUOTAS } from '../http/limits';
import { requestQuota } from '../security/quota';

const HELLO_FIELDS: Record<string, 'number' | 'string'> = {
  type: 'string',
  tstamp: 'number',
  now: 'number',
  customerId: 'number',
  profileId: 'number',
  deviceType: 'number',
  platformName: 'string',
  firmwareVersion: 'string',
  appVersion: 'string',
};

function validateHello(msg: unknown): Record<string, unknown> {
  if (!msg || typeof msg !== 'object' || Array.isArray(msg)) throw badRequest('The stats body must be a msgpack map');
  const m = msg as Record<string, unknown>;
  const errors: Record<string, string> = {};
  for (const [k, t] of Object.entries(HELLO_FIELDS)) {
    const v = m[k];
    if (t === 'number' ? typeof v !== 'number' && typeof v !== 'bigint' : typeof v !== 'string') errors[k] = `${t} required`;
  }
  if (m['type'] !== undefined && m['type'] !== 'HELLO') errors['type'] = 'Only HELLO messages are accepted';
  if (Object.keys(errors).length) throw validationFailed(errors);
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(m)) out[k] = typeof v === 'bigint' ? Number(v) : v;
  return out;
}

/** Drops a customer's oldest stats records beyond the last QUOTAS.statsKeptPerCustomer. */
function pruneStats(host: Host, customerId: number): void {
  const mine = host.store.filter<StatRec>(C.stats, (s) => s.customerId === customerId);
  if (mine.length <= QUOTAS.statsKeptPerCustomer) return;
  mine.sort((a, b) => a.id - b.id);
  host.store.batch(() => mine.slice(0, mine.length - QUOTAS.statsKeptPerCustomer).forEach((s) => host.store.delete(C.stats, s.id)));
}

export function registerStats(host: Host): void {
  const perCustomer = requestQuota(QUOTAS.statsPerCustomerMinute, 60, 'stats messages');
  host.route('POST', '/stats', async (req, res) => {
    const ctx = await host.requireAuth(req);
    const msg = validateHello(inputOf<Input<'POST /stats'>>(req).body);
    if (msg['customerId'] !== ctx.customerId) throw forbidden('customerId does not match the token');
    // the profile is the session's, chosen on the server: a HELLO speaks only for it
    if (ctx.profileId === null) throw new HttpError(403, 'profile_required', 'Choose a profile first');
    if (msg['profileId'] !== ctx.profileId) throw forbidden('profileId is not the profile this session acts as');
    perCustomer(String(ctx.customerId), res);
    host.store.batch(() => {
      host.store.insert<Omit<StatRec, 'id'>>(C.stats, { customerId: ctx.customerId, received: nowS(), message: msg });
      pruneStats(host, ctx.customerId);
    });
    res.noContent();
  });

  if (host.config.testControls) {
    host.route('GET', '/__test/stats', (_req, res) => {
      res.json(200, { items: host.store.all<StatRec>(C.stats) });
    });
  }
}
