// Geo-blocking from CF-IPCountry and per-request faults for tests.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { call, login, startServer, type Server } from './helpers';

let s: Server;
let token: string;
before(async () => {
  s = await startServer();
  token = (await login(s.url)).token;
});
after(() => s.stop());

describe('geo-blocking', () => {
  it('answers 451 geo_blocked outside the EU/EEA on API calls', async () => {
    for (const country of ['US', 'RU', 'CN', 'GB']) {
      const r = await call(s.url, '/api/public/v1/channels', { headers: { 'CF-IPCountry': country } });
      assert.equal(r.status, 451, country);
      assert.equal(r.body.error.code, 'geo_blocked');
    }
    assert.equal((await call(s.url, '/api/v1/userinfo', { token, headers: { 'CF-IPCountry': 'US' } })).status, 451);
    assert.equal((await call(s.url, '/client/user', { headers: { 'CF-IPCountry': 'US' } })).status, 451);
  });

  it('lets EU/EEA, unknown and missing countries through', async () => {
    for (const country of ['LT', 'lv', 'NO', 'IS', 'DE', 'XX']) {
      assert.equal((await call(s.url, '/api/public/v1/channels', { headers: { 'CF-IPCountry': country } })).status, 200, country);
    }
    assert.equal((await call(s.url, '/api/public/v1/channels')).status, 200);
  });
});

describe('faults', () => {
  it('X-Fault-Status answers that status with a JSON error', async () => {
    const r = await call(s.url, '/api/v1/userinfo', { token, headers: { 'X-Fault-Status': '503' } });
    assert.equal(r.status, 503);
    assert.equal(r.body.error.code, 'fault_injected');
    assert.equal((await call(s.url, '/api/v1/userinfo', { token })).status, 200, 'never by default');
  });

  it('X-Fault-Malformed sends a body that does not parse', async () => {
    const r = await call(s.url, '/api/v1/userinfo', { token, headers: { 'X-Fault-Malformed': '1' } });
    assert.equal(r.status, 200);
    assert.throws(() => JSON.parse(r.text));
  });

  it('X-Fault-Body sends that text as a 2xx answer, and leaves error answers alone', async () => {
    const r = await call(s.url, '/api/v1/userinfo', { token, headers: { 'X-Fault-Body': '{"customer_id":"x"}' } });
    assert.equal(r.status, 200);
    assert.deepEqual(r.body, { customer_id: 'x' });
    const refused = await call(s.url, '/api/v1/userinfo', { headers: { 'X-Fault-Body': '{}' } });
    assert.equal(refused.status, 401);
    assert.equal(typeof refused.body.error.code, 'string');
  });

  it('X-Fault-Drop drops the connection', async () => {
    await assert.rejects(fetch(`${s.url}/api/v1/userinfo`, { headers: { Authorization: `Bearer ${token}`, 'X-Fault-Drop': '1' } }));
  });

  it('X-Fault-Delay-Ms delays, then answers normally', async () => {
    const r = await call(s.url, '/api/v1/userinfo', { token, headers: { 'X-Fault-Delay-Ms': '50' } });
    assert.equal(r.status, 200);
  });

  it('fault headers are ignored without ETERIS_TEST_CONTROLS=1, and test routes do not exist', async () => {
    const prod = await startServer({ env: { ETERIS_TEST_CONTROLS: '0' } });
    try {
      const r = await call(prod.url, '/api/public/v1/userinfo', { headers: { 'X-Fault-Status': '503' } });
      assert.equal(r.status, 200);
      assert.equal((await call(prod.url, '/api/public/v1/userinfo', { headers: { 'X-Fault-Body': '{}' } })).body.is_demo, true);
      assert.equal((await call(prod.url, '/__test/stats')).status, 404);
    } finally {
      await prod.stop();
    }
  });
});
