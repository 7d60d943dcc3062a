// The ClearKey licence endpoint: what a licence request must carry and who gets which key.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { DEV_USER, startMediaDevServer } from '../../server/media/dev';
import { contentKey, programmeKey } from '../../server/media/keys';

let server: Awaited<ReturnType<typeof startMediaDevServer>>;
const SECRET = 'licence-test-secret';

before(async () => {
  server = await startMediaDevServer({ secret: SECRET });
});
after(() => server.close());

/** The key of a VoD item, or of the programme on air on a channel (the dev server's half-hour slots, id channel * 1e8 + start / 300). */
const keyOf = (kind: 'ch' | 'vod', id: number, at = Date.now() / 1000) => {
  const slot = Math.floor(at / 1800) * 1800;
  return kind === 'ch' ? programmeKey(SECRET, id, id * 1e8 + slot / 300) : contentKey(SECRET, { kind, id });
};
const kidOf = (kind: 'ch' | 'vod', id: number, at?: number) => keyOf(kind, id, at).kid.toString('base64url');
const cred = `user_id=eteris-${DEV_USER.customerId}&drm_token=${DEV_USER.drmToken}`;

async function licence(query: string, body: unknown, headers: Record<string, string> = {}) {
  const r = await fetch(`${server.url}/drm/clearkey?${query}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${DEV_USER.token}`, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: r.status, body: (await r.json()) as { keys?: { kty: string; k: string; kid: string }[]; type?: string; error?: { code: string } }, headers: r.headers };
}

test('a subscribed channel gets its JWK set', async () => {
  const r = await licence(`${cred}&ch_id=7`, { kids: [kidOf('ch', 7)], type: 'temporary' });
  assert.equal(r.status, 200);
  assert.equal(r.headers.get('cache-control'), 'no-store');
  assert.deepEqual(r.body, {
    keys: [{ kty: 'oct', k: keyOf('ch', 7).key.toString('base64url'), kid: kidOf('ch', 7) }],
    type: 'temporary',
  });
  // keys are HMAC-derived from the secret: stable across restarts, distinct per content
  assert.equal(contentKey(SECRET, { kind: 'vod', id: 7 }).key.toString('hex'), createHmac('sha256', SECRET).update('key:vod:7').digest().subarray(0, 16).toString('hex'));
  assert.notEqual(kidOf('ch', 7), kidOf('vod', 7));
});

test("a licence for one programme's key id holds that programme's key only", async () => {
  const now = Date.now() / 1000;
  const earlier = now - 1800; // the programme before, still in the live time-shift window
  const r = await licence(`${cred}&ch_id=7`, { kids: [kidOf('ch', 7, earlier)], type: 'temporary' });
  assert.equal(r.status, 200);
  assert.deepEqual(r.body.keys?.map((k) => k.kid), [kidOf('ch', 7, earlier)]);
  assert.notEqual(r.body.keys?.[0]?.k, keyOf('ch', 7, now).key.toString('base64url'), "not the programme on air's key");
  // a key id of another channel's programme, or of a programme not begun, is refused
  assert.equal((await licence(`${cred}&ch_id=7`, { kids: [kidOf('ch', 8)] })).body.error?.code, 'kid_mismatch');
  assert.equal((await licence(`${cred}&ch_id=7`, { kids: [kidOf('ch', 7, now + 3600)] })).body.error?.code, 'not_aired');
  // past the time-shift window a programme needs the catch-up window
  assert.equal((await licence(`${cred}&ch_id=7`, { kids: [kidOf('ch', 7, now - 3 * 3600)] })).status, 200);
  assert.equal((await licence(`${cred}&ch_id=7`, { kids: [kidOf('ch', 7, now - 6 * 86400)] })).body.error?.code, 'catchup_expired');
});

test('the request may carry its fields as X-Eteris-* headers instead of query parameters', async () => {
  const r = await licence('', { kids: [kidOf('ch', 2)] }, {
    'X-Eteris-User-Id': `eteris-${DEV_USER.customerId}`,
    'X-Eteris-Drm-Token': DEV_USER.drmToken,
    'X-Eteris-Ch-Id': '2',
  });
  assert.equal(r.status, 200);
});

test('a persistent licence is refused: licences are temporary only', async () => {
  for (const type of ['persistent-license', 'persistent-usage-record']) {
    const r = await licence(`${cred}&ch_id=7`, { kids: [kidOf('ch', 7)], type });
    assert.equal(r.status, 403, String(type));
    assert.equal(r.body.error?.code, 'temporary_only');
    assert.equal(r.body.keys, undefined);
  }
});

test("the CDM's request is JSON whatever Content-Type it comes with", async () => {
  for (const type of [undefined, 'text/plain', 'application/octet-stream', 'application/x-www-form-urlencoded']) {
    const r = await fetch(`${server.url}/drm/clearkey?${cred}&ch_id=7`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${DEV_USER.token}`, ...(type ? { 'Content-Type': type } : {}) },
      // a Blob without a type: fetch names no Content-Type of its own
      body: new Blob([JSON.stringify({ kids: [kidOf('ch', 7)], type: 'temporary' })]),
    });
    assert.equal(r.status, 200, String(type));
    assert.deepEqual(((await r.json()) as { keys: { kid: string }[] }).keys.map((k) => k.kid), [kidOf('ch', 7)], String(type));
  }
});

test('a licence request the document does not allow is a 400 naming the field, never a 500', async () => {
  const cases: [unknown, string][] = [
    [{}, 'kids'],
    [{ kids: [] }, 'kids'],
    [{ kids: kidOf('ch', 7) }, 'kids'],
    [{ kids: Array(17).fill(kidOf('ch', 7)) }, 'kids'],
    [{ kids: ['not-a-kid'] }, 'kids[0]'],
    [{ kids: [kidOf('ch', 7), 7] }, 'kids[1]'],
    [{ kids: [kidOf('ch', 7)], type: 7 }, 'type'],
    [{ kids: [kidOf('ch', 7)], extra: 1 }, 'extra'],
    [[kidOf('ch', 7)], 'body'],
    ['"temporary"', 'body'],
  ];
  for (const [body, field] of cases) {
    const r = await licence(`${cred}&ch_id=7`, body);
    const error = (r.body as { error?: { code: string; fields?: Record<string, string> } }).error;
    assert.equal(r.status, 400, JSON.stringify(body));
    assert.equal(error?.code, 'validation_failed', JSON.stringify(body));
    assert.ok(error?.fields?.[field], `${JSON.stringify(body)}: ${JSON.stringify(error)}`);
    assert.equal(r.body.keys, undefined);
  }
});

test('the drm token alone, without the signed-in session, gets no key', async () => {
  for (const Authorization of ['', 'Bearer not-a-session']) {
    const r = await licence(`${cred}&ch_id=7`, { kids: [kidOf('ch', 7)] }, { Authorization });
    assert.equal(r.status, 403);
    assert.equal(r.body.error?.code, 'session_required');
    assert.equal(r.body.keys, undefined);
  }
});

test('refusals: unsubscribed channel, wrong drm token, wrong user id, foreign key id, missing content', async () => {
  const cases: [string, unknown, number, string][] = [
    [`${cred}&ch_id=38`, { kids: [kidOf('ch', 38)] }, 403, 'not_subscribed'],
    [`user_id=eteris-${DEV_USER.customerId}&drm_token=wrong&ch_id=7`, { kids: [kidOf('ch', 7)] }, 403, 'drm_token_invalid'],
    [`user_id=eteris-${DEV_USER.customerId}&ch_id=7`, { kids: [kidOf('ch', 7)] }, 403, 'drm_token_missing'],
    [`user_id=eteris-1&drm_token=${DEV_USER.drmToken}&ch_id=7`, { kids: [kidOf('ch', 7)] }, 403, 'user_mismatch'],
    [`drm_token=${DEV_USER.drmToken}&ch_id=7`, { kids: [kidOf('ch', 7)] }, 403, 'user_mismatch'],
    [`${cred}&ch_id=7`, { kids: [kidOf('ch', 38)] }, 403, 'kid_mismatch'],
    [`${cred}`, { kids: [kidOf('ch', 7)] }, 400, 'bad_request'],
    [`${cred}&ch_id=999`, { kids: [kidOf('ch', 999)] }, 404, 'not_found'],
    [`${cred}&ch_id=7`, { kids: [] }, 400, 'validation_failed'],
    [`${cred}&ch_id=7`, { kids: ['not-a-kid'] }, 400, 'validation_failed'],
    [`${cred}&ch_id=7`, '{nope', 400, 'bad_request'],
    [`${cred}&ch_id=7`, '', 400, 'validation_failed'],
  ];
  for (const [q, body, status, code] of cases) {
    const r = await licence(q, body);
    assert.equal(r.status, status, `${q} ${JSON.stringify(body)}`);
    assert.equal(r.body.error?.code, code, `${q}`);
    assert.equal(r.body.keys, undefined);
  }
});

test('VoD: purchased tvod, subscribed svod and free items get keys; the rest are refused', async () => {
  const vod = (id: number, provider: number, type: string) =>
    licence(`${cred}&vod_id=${id}&vod_provider_id=${provider}&vod_type=${type}`, { kids: [kidOf('vod', id)] });
  assert.equal((await vod(1, 1, 'tvod')).status, 200);
  assert.equal((await vod(2, 1, 'svod')).status, 200);
  assert.equal((await vod(5, 1, 'free')).status, 200);
  const notSubscribed = await vod(3, 2, 'svod');
  assert.equal(notSubscribed.status, 403);
  assert.equal(notSubscribed.body.error?.code, 'not_subscribed');
  const notPurchased = await vod(4, 1, 'tvod');
  assert.equal(notPurchased.status, 403);
  assert.equal(notPurchased.body.error?.code, 'not_purchased');
  // claiming another type or provider than the catalogue's does not help
  assert.equal((await vod(4, 1, 'free')).body.error?.code, 'content_mismatch');
  assert.equal((await vod(3, 1, 'svod')).body.error?.code, 'content_mismatch');
  assert.equal((await licence(`${cred}&vod_id=2`, { kids: [kidOf('vod', 2)] })).status, 400);
});
