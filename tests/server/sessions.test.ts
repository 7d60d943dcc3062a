// Accounts and sessions on the reference backend: a token writes only as a chosen profile; a session
// ends (logout, password reset, a revoked device, its idle or absolute lifetime) together with its
// token and every event stream that token opened; sign-in and sign-out refuse foreign pages; bearer
// tokens are kept only as hashes.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { call, login, selectProfile, startServer, type Server } from './helpers';

let s: Server;
before(async () => {
  s = await startServer();
});
after(() => s.stop());

const api = (p: string) => `/api/v1${p}`;

describe('a token with no profile chosen', () => {
  it('reads, but every write is refused with 403 profile_required until "Who is watching?"', async () => {
    // a paired device of anna's household, set up by the master profile
    const master = (await login(s.url)).token;
    assert.equal((await selectProfile(s.url, master, 1)).status, 200);
    const invite = await call(s.url, api('/devices/invite'), { method: 'POST', token: master, form: { device_name: 'TV' } });
    const redeemed = await call(s.url, '/api/public/v1/devices/redeem', { method: 'POST', form: { code: invite.body.code, device_name: 'Kitchen TV' } });
    assert.equal(redeemed.status, 200, redeemed.text);
    const devices = async () => (await call(s.url, api('/devices'), { token: master })).body.items as { id: string; name: string }[];
    const device = (await devices()).find((d) => d.name === 'Kitchen TV')!;

    // anna's household has three profiles: a fresh sign-in, and the device, act as none of them
    const { token } = await login(s.url);
    const cards = await call(s.url, api('/payment-cards'), { token });
    assert.equal(cards.status, 200);
    const writes: [string, string, string, Record<string, string>?][] = [
      [token, 'DELETE', `/devices/${device.id}`],
      [token, 'PUT', `/devices/${device.id}`, { name: 'Mine' }],
      [redeemed.body.token, 'PUT', `/devices/${device.id}`, { name: 'Mine' }],
      [redeemed.body.token, 'DELETE', `/devices/${device.id}`],
      [token, 'DELETE', `/payment-cards/${cards.body.items[0].id}`],
      [token, 'POST', '/customer/profile', { name: 'X', age: '0' }],
    ];
    for (const [who, method, path, form] of writes) {
      const r = await call(s.url, api(path), { method, token: who, form });
      assert.equal(r.status, 403, `${method} ${path}: ${r.text}`);
      assert.equal(r.body.error.code, 'profile_required', `${method} ${path}`);
    }
    assert.equal((await devices()).find((d) => d.id === device.id)?.name, 'Kitchen TV', 'the device is still there, unrenamed');
    assert.equal((await call(s.url, api('/payment-cards'), { token })).body.items.length, cards.body.items.length, 'the card is still there');
    // once a profile is chosen, its right decides: a child may not revoke the household's device
    assert.equal((await selectProfile(s.url, token, 3)).status, 200);
    assert.equal((await call(s.url, api(`/devices/${device.id}`), { method: 'DELETE', token })).status, 403);
    assert.equal((await call(s.url, api(`/devices/${device.id}`), { method: 'DELETE', token: master })).status, 204);
  });
});

const form = (o: Record<string, string>) => ({ 'Content-Type': 'application/x-www-form-urlencoded', body: new URLSearchParams(o).toString() });
const userOf = (cookie: string) => call(s.url, '/client/user', { headers: { Cookie: `eteris_sso=${cookie}` } });
const logout = (cookie: string, headers: Record<string, string> = {}) => {
  const { body, ...type } = form({ redirect: '/bye' });
  return fetch(`${s.url}/client/logout`, { method: 'POST', headers: { ...type, Cookie: `eteris_sso=${cookie}`, ...headers }, body, redirect: 'manual' });
};

/** Opens the customer's event stream with `token`; `ended` settles when the server closes it. */
async function openStream(token: string, customerId = 1001): Promise<{ ended: Promise<void>; close: () => void }> {
  const ctrl = new AbortController();
  const r = await fetch(`${s.url}/events/customer/${customerId}`, { headers: { Authorization: `Bearer ${token}` }, signal: ctrl.signal });
  assert.equal(r.status, 200);
  const reader = r.body!.getReader();
  const first = await reader.read();
  assert.match(new TextDecoder().decode(first.value), /: connected/);
  const ended = (async () => {
    for (;;) if ((await reader.read()).done) return;
  })();
  ended.catch(() => undefined);
  return { ended, close: () => ctrl.abort() };
}

describe('signing out', () => {
  it('a link to /client/logout only shows a button; the POST from the own page ends the session and its token', async () => {
    const { cookie, token } = await login(s.url);
    const page = await fetch(`${s.url}/client/logout?redirect=/bye&lang=en`, { headers: { Cookie: `eteris_sso=${cookie}` }, redirect: 'manual' });
    assert.equal(page.status, 200);
    const html = await page.text();
    assert.match(html, /<form method="post" action="\/client\/logout">/);
    assert.match(html, /<button type="submit"[^>]*>Log out<\/button>/);
    assert.equal(page.headers.getSetCookie().length, 0, 'no cookie cleared by a GET');
    assert.equal((await userOf(cookie)).status, 200, 'still signed in after the GET');

    const out = await logout(cookie, { Origin: s.url });
    assert.equal(out.status, 303);
    assert.equal(out.headers.get('location'), '/bye');
    assert.ok(out.headers.getSetCookie().some((c) => /^eteris_sso=; .*Max-Age=0/.test(c)));
    assert.equal((await userOf(cookie)).status, 401);
    assert.equal((await call(s.url, api('/userinfo'), { token })).status, 401);
  });

  it("refuses a foreign page's sign-out and sign-in (403 foreign_origin), and sets no cookie", async () => {
    const { cookie } = await login(s.url);
    for (const headers of [{ Origin: 'https://evil.example' }, { Origin: 'null' }, { 'Sec-Fetch-Site': 'cross-site' }] as Record<string, string>[]) {
      const out = await logout(cookie, headers);
      assert.equal(out.status, 403, JSON.stringify(headers));
      assert.equal(out.headers.getSetCookie().length, 0);
      const { body, ...type } = form({ email: 'petras@example.lt', password: 'Labas123!', redirect: '/' });
      const signIn = await fetch(`${s.url}/client/login`, { method: 'POST', headers: { ...type, ...headers }, body, redirect: 'manual' });
      assert.equal(signIn.status, 403, JSON.stringify(headers));
      assert.equal(signIn.headers.getSetCookie().length, 0, 'no session set by a foreign form');
    }
    assert.equal((await userOf(cookie)).status, 200, 'still signed in');
    // the login page's own form (same origin) signs in
    const { body, ...type } = form({ email: 'petras@example.lt', password: 'Labas123!', redirect: '/' });
    const own = await fetch(`${s.url}/client/login`, { method: 'POST', headers: { ...type, Origin: s.url, 'Sec-Fetch-Site': 'same-origin' }, body, redirect: 'manual' });
    assert.equal(own.status, 303);
  });
});

describe('an ended session closes its event streams', () => {
  it('at logout', { timeout: 20000 }, async () => {
    const { cookie, token } = await login(s.url);
    const stream = await openStream(token);
    assert.equal((await logout(cookie)).status, 303);
    await stream.ended;
  });

  it('at a password reset, every stream of the account', { timeout: 20000 }, async () => {
    const a = await login(s.url, 'ruta@example.lt');
    const b = await login(s.url, 'ruta@example.lt');
    const streams = [await openStream(a.token, 1003), await openStream(b.token, 1003)];
    const asked = await call(s.url, '/api/public/v1/password-recovery', { method: 'POST', form: { email: 'ruta@example.lt' } });
    assert.equal(asked.status, 202, asked.text);
    const code = (await call(s.url, '/__test/mails?to=ruta@example.lt')).body.items[0].code as string;
    const reset = await call(s.url, '/api/public/v1/password-recovery/reset', { method: 'POST', form: { email: 'ruta@example.lt', code, password: 'Naujas123!', password_confirm: 'Naujas123!' } });
    assert.equal(reset.status, 204, reset.text);
    await Promise.all(streams.map((x) => x.ended));
  });

  it('when the master profile revokes a paired device', { timeout: 20000 }, async () => {
    const { token } = await login(s.url);
    assert.equal((await selectProfile(s.url, token, 1)).status, 200);
    const invite = await call(s.url, api('/devices/invite'), { method: 'POST', token, form: { device_name: 'TV' } });
    const redeemed = await call(s.url, '/api/public/v1/devices/redeem', { method: 'POST', form: { code: invite.body.code, device_name: 'Living room TV' } });
    assert.equal(redeemed.status, 200, redeemed.text);
    const stream = await openStream(redeemed.body.token);
    const device = (await call(s.url, api('/devices'), { token })).body.items.find((d: { name: string }) => d.name === 'Living room TV');
    assert.equal((await call(s.url, api(`/devices/${device.id}`), { method: 'DELETE', token })).status, 204);
    await stream.ended;
    assert.equal((await call(s.url, api('/userinfo'), { token: redeemed.body.token })).status, 401);
  });
});
