// Licence tokens over plain HTTP: a licence request proves the signed-in session with a short-lived
// token bound to the session and its profile (POST customer/licence-token), never with the drm token
// alone; an expired token, another session's or profile's, and one whose session ended are refused.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { ANNA, call, login, selectProfile, startServer, VAIKAI, type Server } from './helpers';

const LIFETIME = 120;
let s: Server;
before(async () => {
  s = await startServer({ env: { ETERIS_LICENCE_TOKEN_SECONDS: String(LIFETIME) } });
});
after(() => s.stop());

interface Info {
  drm_token: string;
  customer_id: number;
}
const userinfo = async (token: string): Promise<Info> => (await call(s.url, '/api/v1/userinfo', { token })).body as Info;
const licenceToken = (token: string) => call(s.url, '/api/v1/customer/licence-token', { method: 'POST', token });

/** The session's licence token, with its profile chosen first. */
async function tokenFor(token: string, profile = ANNA): Promise<string> {
  assert.equal((await selectProfile(s.url, token, profile)).status, 200);
  const r = await licenceToken(token);
  assert.equal(r.status, 200, r.text);
  assert.equal(r.body.expires_in, LIFETIME);
  assert.equal(typeof r.body.licence_token, 'string');
  return r.body.licence_token as string;
}

const kidOf = async (channel: number): Promise<string> => {
  const mpd = await (await fetch(`${s.url}/media/live/${channel}/manifest.mpd`)).text();
  const uuid = /cenc:default_KID="([0-9a-f-]+)"/i.exec(mpd)![1]!;
  return Buffer.from(uuid.replace(/-/g, ''), 'hex').toString('base64url');
};

/** A licence of channel 1 (for every age) asked with `info`'s drm token and the given proof of session. */
async function licence(info: Info, proof: { licenceToken?: string; bearer?: string }) {
  const r = await fetch(`${s.url}/drm/clearkey?ch_id=1`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Eteris-User-Id': `eteris-${info.customer_id}`,
      'X-Eteris-Drm-Token': info.drm_token,
      ...(proof.licenceToken ? { 'X-Eteris-Licence-Token': proof.licenceToken } : {}),
      ...(proof.bearer ? { Authorization: `Bearer ${proof.bearer}` } : {}),
    },
    body: JSON.stringify({ kids: [await kidOf(1)], type: 'temporary' }),
  });
  return { status: r.status, body: (await r.json()) as { keys?: unknown[]; error?: { code: string } } };
}

const refused = (r: { status: number; body: { keys?: unknown[]; error?: { code: string } } }, code: string) => {
  assert.equal(r.status, 403, JSON.stringify(r.body));
  assert.equal(r.body.error?.code, code);
  assert.equal(r.body.keys, undefined);
};

describe('licence tokens', () => {
  it('are given to a signed-in session that has chosen its profile', async () => {
    assert.equal((await call(s.url, '/api/v1/customer/licence-token', { method: 'POST' })).status, 401);
    const { token } = await login(s.url);
    const none = await licenceToken(token);
    assert.equal(none.status, 403);
    assert.equal(none.body.error?.code, 'profile_required');
    await tokenFor(token);
  });

  it('a fresh one opens the licence without the bearer token; none at all, or the drm token alone, opens nothing', async () => {
    const { token } = await login(s.url);
    const info = await userinfo(token);
    const fresh = await licence(info, { licenceToken: await tokenFor(token) });
    assert.equal(fresh.status, 200, JSON.stringify(fresh.body));
    assert.equal(fresh.body.keys?.length, 1);
    refused(await licence(info, {}), 'session_required');
  });

  it('an expired one is refused, and a new one opens it again', async () => {
    const { token } = await login(s.url);
    const info = await userinfo(token);
    const old = await tokenFor(token);
    try {
      assert.equal((await call(s.url, `/__test/sessions/clock?seconds=${LIFETIME}`, { method: 'POST' })).status, 200);
      refused(await licence(info, { licenceToken: old }), 'licence_token_expired');
      // a licence token is checked on its own: the bearer beside it does not rescue it
      refused(await licence(info, { licenceToken: old, bearer: token }), 'licence_token_expired');
      const renewed = await tokenFor(token);
      assert.notEqual(renewed, old);
      assert.equal((await licence(info, { licenceToken: renewed })).status, 200);
    } finally {
      await call(s.url, '/__test/sessions/clock?seconds=0', { method: 'POST' });
    }
  });

  it("another session's token is refused, and so is one changed to name another session or profile", async () => {
    const anna = await login(s.url);
    const info = await userinfo(anna.token);
    const petras = await login(s.url, 'petras@example.lt');
    assert.equal((await selectProfile(s.url, petras.token, 4)).status, 200, 'petras chooses his profile');
    const his = (await licenceToken(petras.token)).body.licence_token as string;
    assert.equal((await licence(info, { licenceToken: his })).status, 403, "another household's session with anna's drm token");

    const mine = await tokenFor(anna.token);
    const [, profile, expires, sig] = mine.split('.');
    const [hisSession] = his.split('.');
    refused(await licence(info, { licenceToken: [hisSession, profile, expires, sig].join('.') }), 'licence_token_invalid');
    const [session] = mine.split('.');
    refused(await licence(info, { licenceToken: [session, VAIKAI, expires, sig].join('.') }), 'licence_token_invalid');
    refused(await licence(info, { licenceToken: [session, profile, Number(expires) + 3600, sig].join('.') }), 'licence_token_invalid');
  });

  it("stops opening anything once the session changes profile; the new profile's token speaks for it", async () => {
    const { token } = await login(s.url);
    const info = await userinfo(token);
    const parents = await tokenFor(token, ANNA);
    assert.equal((await licence(info, { licenceToken: parents })).status, 200);
    const child = await tokenFor(token, VAIKAI);
    refused(await licence(info, { licenceToken: parents }), 'licence_token_invalid');
    const theirs = await licence(info, { licenceToken: child });
    // the child's own answer: the key, or its age limit for the programme on air
    assert.ok(theirs.status === 200 || theirs.body.error?.code === 'age_locked', JSON.stringify(theirs.body));
  });

  it('ends with its session at logout', async () => {
    const { cookie, token } = await login(s.url);
    const info = await userinfo(token);
    const lt = await tokenFor(token);
    assert.equal((await licence(info, { licenceToken: lt })).status, 200);
    const out = await fetch(`${s.url}/client/logout`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: `eteris_sso=${cookie}`, Origin: s.url },
      body: 'redirect=%2F',
      redirect: 'manual',
    });
    assert.equal(out.status, 303);
    refused(await licence(info, { licenceToken: lt }), 'licence_token_invalid');
  });
});
