// Device pairing: a TV (or any device) asks for a code + QR handle, a signed-in user activates it
// on the website, the waiting device learns the outcome by long polling (never faster than every
// POLL_INTERVAL seconds: a faster poll gets 429 slow_down with Retry-After).
//   POST /api/public/v1/devices/pair (device_name?) -> 201 {handle, code, qr_url, verification_url, expires, expires_in, interval}
//   GET  /api/public/v1/devices/pair/{handle}?wait=1&timeout=25 -> {status: pending|activated|claimed|expired, token?, customer_id?}
//   GET  /api/public/v1/devices/activate/{handle} -> {status: pending|expired|used, device_name} (the
//        confirming page looks before it offers Connect; 404 for a handle that is no device's)
//   POST /api/v1/devices/activate (handle or code) -> 200 {status: activated, device_name}
// The other way round, a signed-in browser shows a code that a new device enters:
//   POST /api/v1/devices/invite (device_name?) -> 201 {handle, code, ...} (the inviter may long-poll
//        the handle: pending until a device redeems it, then claimed; never a token)
//   POST /api/public/v1/devices/redeem (code, device_name?) -> 200 {status: claimed, token, customer_id}
// A device that pairs gets a login session (the eteris_sso cookie, so a browser is signed in) and a
// token named after it; My devices lists those and revokes them:
//   GET /api/v1/devices -> {items: [{id, name, paired, last_seen}]};  DELETE /api/v1/devices/{id} -> 204
//   PUT /api/v1/devices/{id} (name) -> 200 {id, name, paired, last_seen}: by the household's master
//        profile or by the device itself
import crypto from 'node:crypto';
import type { Host } from '../http/host';
import { forbidden, HttpError, notFound, validationFailed } from '../http/errors';
import type { Req } from '../http/request';
import type { Res } from '../http/response';
import { C, nowS, type TokenRec, type PairingRec } from '../domain/model';
import { sha256 } from '../domain/password';
import { LIMITS } from '../http/limits';
import { createDeviceSession, endTokens, sessionCookieHeaders } from '../domain/sessions';
import { apiPrivate, inputOf, PUBLIC_BASE, type Input } from './define';
import { QUOTAS } from '../http/limits';
import { clientAddress } from '../security/address';
import { requestQuota } from '../security/quota';
import { guard } from '../security/guard';

const PAIR_TTL = 600;
const POLL_INTERVAL = 5;
const MAX_WAIT = 25;
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A device's name as shown in My devices: printable characters only, at most 60. */
const deviceName = (v: unknown, fallback: string) =>
  [...String(v ?? '')].filter((ch) => ch.charCodeAt(0) >= 0x20 && ch.charCodeAt(0) !== 0x7f).join('').trim().slice(0, LIMITS.deviceName) || fallback;
/** A device's id in My devices: a prefix of its token's hash (never the token). */
const deviceId = (t: TokenRec) => t.id.slice(0, 16);
/** A device as My devices lists it. */
const listed = (t: TokenRec) => ({ id: deviceId(t), name: t.device!, paired: t.created, last_seen: t.lastSeen ?? null });
const newCode = () => {
  let code = '';
  for (let i = 0; i < 6; i++) code += ALPHABET[crypto.randomInt(ALPHABET.length)];
  return code;
};

export function registerPairing(host: Host): void {
  const { store } = host;
  const lastPoll = new Map<string, number>();
  const waiters = new Map<string, Set<() => void>>();
  const wake = (handle: string) => waiters.get(handle)?.forEach((fn) => fn());

  const statusOf = (p: PairingRec) => (p.status === 'pending' && p.expires <= nowS() ? 'expired' : p.status);
  /** What the waiting side sees: an invite is pending (for its inviter) until a device redeems it. */
  const seenStatus = (p: PairingRec) => (p.kind !== 'invite' ? statusOf(p) : p.status === 'claimed' ? 'claimed' : p.expires <= nowS() ? 'expired' : 'pending');

  const pairingsPerAddress = requestQuota(QUOTAS.pairingsPerAddressHour, 3600, 'device pairings from one address');
  host.route('POST', `${PUBLIC_BASE}/devices/pair`, (req, res) => {
    const f = inputOf<Input<'POST /api/public/v1/devices/pair'>>(req).body;
    pairingsPerAddress(clientAddress(req, host.config.trustProxy), res);
    // pairings expired for an hour are dropped, so abandoned ones do not pile up
    const stale = store.filter<PairingRec>(C.pairings, (x) => x.expires < nowS() - 3600);
    if (stale.length) store.batch(() => stale.forEach((x) => store.delete(C.pairings, x.id)));
    const name = deviceName(f.device_name, 'TV');
    const handle = crypto.randomBytes(16).toString('base64url');
    const code = newCode();
    const now = nowS();
    store.put<PairingRec>(C.pairings, handle, { id: handle, code, deviceName: name, created: now, expires: now + PAIR_TTL, status: 'pending', userId: null, customerId: null });
    res.json(201, {
      handle,
      code,
      qr_url: `/activate/${handle}`,
      verification_url: '/activate',
      expires: now + PAIR_TTL,
      expires_in: PAIR_TTL,
      interval: POLL_INTERVAL,
    });
  });

  host.route('GET', `${PUBLIC_BASE}/devices/pair/{handle}`, async (req, res) => {
    const handle = req.params['handle']!;
    if (!store.get<PairingRec>(C.pairings, handle)) throw notFound('No such pairing');
    const now = Date.now();
    const prev = lastPoll.get(handle);
    if (prev !== undefined && now - prev < POLL_INTERVAL * 1000) {
      res.setHeader('Retry-After', String(Math.ceil((POLL_INTERVAL * 1000 - (now - prev)) / 1000)));
      throw new HttpError(429, 'slow_down', `Poll at most every ${POLL_INTERVAL} seconds`);
    }
    lastPoll.set(handle, now);
    const { query } = inputOf<Input<`GET ${typeof PUBLIC_BASE}/devices/pair/{handle}`>>(req);
    const wait = query.wait === '1' || query.wait === 'true';
    const timeout = query.timeout ?? MAX_WAIT;
    let p = store.get<PairingRec>(C.pairings, handle)!;
    if (wait && seenStatus(p) === 'pending') {
      await new Promise<void>((resolve) => {
        let set = waiters.get(handle);
        if (!set) waiters.set(handle, (set = new Set()));
        const finish = () => {
          clearTimeout(timer);
          set!.delete(finish);
          if (set!.size === 0) waiters.delete(handle);
          resolve();
        };
        const timer = setTimeout(finish, Math.min(timeout, Math.max(1, p.expires - nowS())) * 1000);
        set.add(finish);
        req.raw.on('close', finish);
      });
      lastPoll.set(handle, Date.now());
      p = store.get<PairingRec>(C.pairings, handle)!;
    }
    const status = statusOf(p);
    // an invite is the inviter's: it is pending until a device redeems it, and hands out no token
    if (p.kind === 'invite') return res.json(200, { status: seenStatus(p), interval: POLL_INTERVAL, expires: p.expires });
    if (status === 'activated') {
      store.put<PairingRec>(C.pairings, handle, { ...p, status: 'claimed' });
      const token = signIn(res, p.userId!, p.deviceName);
      return res.json(200, { status, token, customer_id: p.customerId, interval: POLL_INTERVAL });
    }
    res.json(200, { status, interval: POLL_INTERVAL, expires: p.expires });
  });

  // the QR code's page looks first: a handle that is no device's (an invite's is the inviter's) is
  // not found; it neither claims the pairing nor counts as the device's poll
  host.route('GET', `${PUBLIC_BASE}/devices/activate/{handle}`, (req, res) => {
    const p = store.get<PairingRec>(C.pairings, req.params['handle']!);
    if (!p || p.kind === 'invite') throw notFound('No such device code');
    const status = statusOf(p);
    res.setHeader('Cache-Control', 'no-store');
    res.json(200, { status: status === 'pending' || status === 'expired' ? status : 'used', device_name: p.deviceName });
  });

  apiPrivate(host, 'POST', '/devices/activate', async (req, res, ctx, input) => {
    const f = { ...input.body, ...input.query };
    const handle = f.handle ?? '';
    const code = f.code ? f.code.trim().toUpperCase().replace(/[\s-]/g, '') : '';
    if (!handle && !code) throw validationFailed({ code: 'required' });
    // codes are short: wrong ones are limited per user and per address (429 + Retry-After)
    const tries = guard(host, req, 'deviceCode', `user:${ctx.userId}`);
    tries.enforce(res);
    const p = handle
      ? store.get<PairingRec>(C.pairings, handle)
      : store.find<PairingRec>(C.pairings, (x) => x.code === code && x.kind !== 'invite' && x.status === 'pending' && x.expires > nowS());
    if (!p) {
      tries.fail();
      throw notFound('No such device code');
    }
    tries.succeed();
    const status = statusOf(p);
    if (status === 'expired') throw new HttpError(410, 'expired', 'The code has expired');
    if (status !== 'pending' || p.kind === 'invite') throw new HttpError(409, 'already_activated', 'The device is already activated');
    store.put<PairingRec>(C.pairings, p.id, { ...p, status: 'activated', userId: ctx.userId, customerId: ctx.customerId });
    wake(p.id);
    res.json(200, { status: 'activated', device_name: p.deviceName });
  });

  /** The paired device's session: the cookie signs a browser in, the token is for any device. */
  function signIn(res: Res, userId: number, name: string): string {
    const { cookie, token } = createDeviceSession(store, userId, name);
    res.setHeader('Set-Cookie', sessionCookieHeaders(cookie));
    res.setHeader('Cache-Control', 'no-store');
    return token;
  }

  apiPrivate(host, 'POST', '/devices/invite', async (req, res, ctx, input) => {
    const f = input.body;
    pairingsPerAddress(clientAddress(req, host.config.trustProxy), res);
    const name = deviceName(f.device_name, 'Browser');
    const handle = crypto.randomBytes(16).toString('base64url');
    const code = newCode();
    const now = nowS();
    store.put<PairingRec>(C.pairings, handle, { id: handle, code, deviceName: name, created: now, expires: now + PAIR_TTL, status: 'activated', userId: ctx.userId, customerId: ctx.customerId, kind: 'invite' });
    res.json(201, { handle, code, qr_url: `/activate?code=${code}`, verification_url: '/activate', expires: now + PAIR_TTL, expires_in: PAIR_TTL, interval: POLL_INTERVAL });
  });

  host.route('POST', `${PUBLIC_BASE}/devices/redeem`, async (req: Req, res: Res) => {
    const f = inputOf<Input<'POST /api/public/v1/devices/redeem'>>(req).body;
    const code = (f.code ?? '').trim().toUpperCase().replace(/[\s-]/g, '');
    if (!/^[A-Z0-9]{6}$/.test(code)) throw validationFailed({ code: 'invalid' });
    // codes are short: wrong ones are limited per address (429 + Retry-After)
    const tries = guard(host, req, 'deviceCode', `redeem:${clientAddress(req, host.config.trustProxy)}`);
    tries.enforce(res);
    const p = store.find<PairingRec>(C.pairings, (x) => x.kind === 'invite' && x.code === code && x.status === 'activated' && x.expires > nowS());
    if (!p) {
      tries.fail();
      throw notFound('No such device code');
    }
    tries.succeed();
    store.put<PairingRec>(C.pairings, p.id, { ...p, status: 'claimed' });
    wake(p.id);
    const token = signIn(res, p.userId!, deviceName(f['device_name'], p.deviceName));
    res.json(200, { status: 'claimed', token, customer_id: p.customerId });
  });

  apiPrivate(host, 'GET', '/devices', (_req, res, ctx) => {
    const items = store
      .filter<TokenRec>(C.tokens, (t) => t.userId === ctx.userId && t.device !== undefined)
      .sort((a, b) => b.created - a.created)
      .map(listed);
    res.json(200, { items });
  });

  apiPrivate(host, 'PUT', '/devices/{id}', async (req, res, ctx, input) => {
    const f = input.body;
    const t = store.find<TokenRec>(C.tokens, (x) => x.userId === ctx.userId && x.device !== undefined && deviceId(x) === req.params['id']);
    if (!t) throw notFound('No such device');
    // the household's master profile names any device; a device may name itself
    const master = ctx.profileId !== null && ctx.profileId === ctx.masterProfileId;
    if (!master && sha256(ctx.token) !== t.id) throw forbidden('Only the master profile or the device itself may rename it');
    // (the request schema already refused empty, over-long and control characters)
    const name = String(f['name'] ?? '').trim();
    if (!name || [...name].length > LIMITS.deviceName) throw validationFailed({ name: 'invalid' });
    const renamed = { ...t, device: name };
    store.put<TokenRec>(C.tokens, t.id, renamed);
    res.json(200, listed(renamed));
  });

  apiPrivate(host, 'DELETE', '/devices/{id}', (req, res, ctx) => {
    const id = req.params['id']!;
    const t = store.find<TokenRec>(C.tokens, (x) => x.userId === ctx.userId && x.device !== undefined && deviceId(x) === id);
    if (!t) throw notFound('No such device');
    // as renaming: the household's master profile revokes any device; a device may sign itself out
    const master = ctx.profileId !== null && ctx.profileId === ctx.masterProfileId;
    if (!master && sha256(ctx.token) !== t.id) throw forbidden('Only the master profile or the device itself may revoke it');
    endTokens(store, [t]);
    res.noContent();
  });

  host.onClose(() => waiters.forEach((set) => set.forEach((fn) => fn())));
}
