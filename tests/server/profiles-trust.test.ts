// Trust lives on the server: a profile is chosen on the server and a token acts as that
// profile only, whatever the page sends; PINs never leave the server and are checked by one service
// with a try limit and a growing lockout; the adult channel's key needs a server-held grant.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { call, login, type Checked, type Server, withCheckedBackend, ANNA, JONAS, VAIKAI } from './helpers';

let s: Server;
let c: Checked;
withCheckedBackend((server, client) => ((s = server), (c = client)));

const newToken = async () => (await login(s.url)).token;
/** Chooses a profile on the server, as the page does (no header: the raw call). */
const select = (token: string, id: number, pin?: string) =>
  call(s.url, `/api/v1/customer/profile/${id}/select`, { method: 'POST', token, form: pin === undefined ? {} : { pin } });

describe('the profile list', () => {
  it('never carries a PIN, only has_pin', async () => {
    const token = await newToken();
    for (const headers of [{}, { 'X-Profile-Id': String(ANNA) }] as Record<string, string>[]) {
      const r = await c('/api/v1/customer/profiles', { token, headers });
      assert.equal(r.status, 200);
      assert.ok(!/"pin"|pin_with_default|"1234"/.test(r.text), r.text);
      const jonas = r.body.items.find((p: { id: number }) => p.id === JONAS);
      assert.equal(jonas.has_pin, true);
      assert.equal(r.body.items.find((p: { id: number }) => p.id === ANNA).has_pin, false);
    }
    assert.equal((await select(token, ANNA)).status, 200);
    const one = await c(`/api/v1/customer/profile/${JONAS}`, { token });
    assert.equal(one.status, 200);
    assert.ok(!/"pin"|pin_with_default|"1234"/.test(one.text), one.text);
  });
});

describe('a session acts as the profile chosen on the server, whatever the page sends', () => {
  it('a token bound to no profile (anna has three) does nothing profile-scoped, with or without X-Profile-Id', async () => {
    const token = await newToken();
    for (const headers of [{}, { 'X-Profile-Id': 'abc' }, { 'X-Profile-Id': String(ANNA) }] as Record<string, string>[]) {
      const create = await call(s.url, '/api/v1/customer/profile', { method: 'POST', token, headers, form: { name: 'Svečias', age: 0 } });
      assert.equal(create.status, 403, JSON.stringify(create.body));
      assert.equal(create.body.error.code, 'profile_required');
      assert.equal((await call(s.url, `/api/v1/customer/profile/${VAIKAI}`, { method: 'DELETE', token, headers })).status, 403);
      assert.equal((await call(s.url, `/api/v1/customer/profile/${JONAS}`, { method: 'PUT', token, headers, form: { age: 0 } })).status, 403);
      assert.equal((await call(s.url, '/api/v1/bookmarks', { token, headers })).status, 403);
      assert.equal((await call(s.url, '/api/v1/purchases', { method: 'POST', token, headers, form: { vod_id: 16, option: 'rent', pin: '0000' } })).status, 403);
    }
    const cur = await c('/api/v1/customer/selected-profile', { token });
    assert.deepEqual(cur.body, { profile: null });
  });

  it('a session bound to Jonas cannot list all profiles, create, delete, or set its age or can_buy, even claiming to be Anna', async () => {
    const token = await newToken();
    assert.equal((await select(token, JONAS, '1234')).status, 200);
    const forged = { 'X-Profile-Id': String(ANNA) };
    const list = await c('/api/v1/customer/profiles', { token, headers: forged });
    assert.deepEqual(list.body.items.map((p: { id: number }) => p.id), [JONAS]);
    assert.equal((await call(s.url, '/api/v1/customer/profile', { method: 'POST', token, headers: forged, form: { name: 'X', age: 0 } })).status, 403);
    assert.equal((await call(s.url, `/api/v1/customer/profile/${VAIKAI}`, { method: 'DELETE', token, headers: forged })).status, 403);
    assert.equal((await call(s.url, `/api/v1/customer/profile/${JONAS}`, { method: 'PUT', token, headers: forged, form: { age: 0 } })).status, 403);
    assert.equal((await call(s.url, `/api/v1/customer/profile/${JONAS}`, { method: 'PUT', token, headers: forged, form: { can_buy: false } })).status, 403);
    assert.equal((await call(s.url, `/api/v1/customer/profile/${ANNA}`, { token, headers: forged })).status, 403);
    assert.equal((await call(s.url, `/api/v1/bookmarks?filter[profile_id]=${ANNA}`, { token, headers: forged })).status, 403);
    // its own name and avatar it may change; age and can_buy stay
    const own = await c(`/api/v1/customer/profile/${JONAS}`, { method: 'PUT', token, form: { name: 'Jonukas', avatar_id: 5 } });
    assert.equal(own.status, 200);
    assert.deepEqual([own.body.name, own.body.age, own.body.can_buy], ['Jonukas', 13, true]);
    assert.equal((await c('/api/v1/customer/selected-profile', { token })).body.profile.id, JONAS);
    await c(`/api/v1/customer/profile/${JONAS}`, { method: 'PUT', token, form: { name: 'Jonas' } });
  });

  it('the infants profile cannot rent, whatever it claims', async () => {
    const token = await newToken();
    assert.equal((await select(token, VAIKAI)).status, 200);
    const r = await call(s.url, '/api/v1/purchases', { method: 'POST', token, headers: { 'X-Profile-Id': String(ANNA) }, form: { vod_id: 16, option: 'rent', pin: '0000' } });
    assert.equal(r.status, 403);
    assert.equal(r.body.error.code, 'forbidden');
  });

  it('editing Vaikai without can_buy keeps can_buy=false; the master sets it only when sent', async () => {
    const token = await newToken();
    await select(token, ANNA);
    const r = await c(`/api/v1/customer/profile/${VAIKAI}`, { method: 'PUT', token, form: { name: 'Vaikai', age: 6, avatar_id: 16, needs_pin_to_login: false } });
    assert.equal(r.status, 200);
    assert.equal(r.body.can_buy, false);
  });

  it('Change profile unbinds the session', async () => {
    const token = await newToken();
    await select(token, ANNA);
    assert.equal((await c('/api/v1/customer/selected-profile', { method: 'DELETE', token })).status, 204);
    assert.equal((await call(s.url, '/api/v1/bookmarks', { token })).status, 403);
  });
});

describe('the PIN service', () => {
  it('choosing Jonas: no PIN or a wrong PIN fails and says the tries left; 5 wrong tries lock with Retry-After; the right PIN is refused during the lock', async () => {
    const token = await newToken();
    const none = await select(token, JONAS);
    assert.equal(none.status, 403);
    assert.equal(none.body.error.code, 'pin_required');
    for (let i = 1; i <= 4; i++) {
      const r = await c(`/api/v1/customer/profile/${JONAS}/select`, { method: 'POST', token, form: { pin: '0000' } });
      assert.equal(r.status, 403);
      assert.equal(r.body.error.code, 'pin_invalid');
      assert.equal(r.body.error.tries_left, 5 - i);
    }
    const fifth = await c(`/api/v1/customer/profile/${JONAS}/select`, { method: 'POST', token, form: { pin: '9999' } });
    assert.equal(fifth.status, 429);
    assert.equal(fifth.body.error.code, 'pin_locked');
    assert.equal(fifth.headers.get('retry-after'), '60');
    assert.equal(fifth.body.error.retry_after, 60);
    const right = await select(token, JONAS, '1234');
    assert.equal(right.status, 429);
    assert.ok(Number(right.headers.get('retry-after')) > 0);
    // another session of the account is locked out too (the lock is the PIN's, not the session's)
    assert.equal((await select(await newToken(), JONAS, '1234')).status, 429);
    assert.deepEqual((await c('/api/v1/customer/selected-profile', { token })).body, { profile: null });
  });

  it('unsubscribe answers the same for a wrong and a right PIN when it is not allowed', async () => {
    const token = await newToken();
    await select(token, ANNA);
    const q = '/api/v1/client/smartivus/customer-product/unsubscribe?id=202&customer_id=1001';
    const pin = (p: string) => ({ 'X-Eteris-Pin': p });
    const wrong = await call(s.url, q, { token, headers: pin('1111') });
    const right = await call(s.url, q, { token, headers: pin('0000') });
    assert.equal(wrong.status, right.status);
    assert.deepEqual(wrong.body, right.body);
    await select(token, VAIKAI);
    const w2 = await call(s.url, q.replace('id=202', 'id=201'), { token, headers: pin('1111') });
    const r2 = await call(s.url, q.replace('id=202', 'id=201'), { token, headers: pin('0000') });
    assert.equal(w2.status, 403);
    assert.deepEqual([w2.status, w2.body], [r2.status, r2.body]);
  });
});

describe('the adult channel', () => {
  it('its licence is refused without an adult grant and given with one', async () => {
    const token = await newToken();
    await select(token, ANNA);
    const info = (await c('/api/v1/userinfo', { token })).body as { drm_token: string; customer_id: number };
    const mpd = await (await fetch(`${s.url}/media/live/42/manifest.mpd`)).text();
    const uuid = /cenc:default_KID="([0-9a-f-]+)"/i.exec(mpd)?.[1];
    assert.ok(uuid, 'the manifest names its key id');
    const kid = Buffer.from(uuid.replace(/-/g, ''), 'hex').toString('base64url');
    const licence = (auth: string | null) =>
      fetch(`${s.url}/drm/clearkey?ch_id=42`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'X-Eteris-User-Id': `eteris-${info.customer_id}`,
          'X-Eteris-Drm-Token': info.drm_token,
          ...(auth ? { Authorization: `Bearer ${auth}` } : {}),
        },
        body: JSON.stringify({ kids: [kid], type: 'temporary' }),
      }).then(async (r) => ({ status: r.status, body: (await r.json()) as { keys?: unknown[]; error?: { code: string } } }));
    const without = await licence(token);
    assert.equal(without.status, 403);
    assert.equal(without.body.error?.code, 'adult_pin_required');
    assert.equal((await licence(null)).status, 403);
    const wrong = await call(s.url, '/api/v1/customer/adult-unlock', { method: 'POST', token, form: { pin: '1234' } });
    assert.equal(wrong.status, 403);
    assert.equal(wrong.body.error.code, 'pin_invalid');
    const unlock = await c('/api/v1/customer/adult-unlock', { method: 'POST', token, form: { pin: '0000' } });
    assert.equal(unlock.status, 200);
    assert.ok(unlock.body.expires > Date.now() / 1000);
    const granted = await licence(token);
    assert.equal(granted.status, 200, JSON.stringify(granted.body));
    assert.equal(granted.body.keys?.length, 1);
    // the grant is this session's and this profile's: another profile of the same session has none
    await select(token, VAIKAI);
    assert.equal((await licence(token)).status, 403);
    assert.equal((await licence(await newToken())).status, 403);
  });
});
