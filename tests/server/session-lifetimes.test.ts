// A session and its token live while used, up to an absolute lifetime (both from the server's
// configuration), and are kept only as hashes, also when a store from before is opened.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { call, login, startServer, tempDataDir, type Server } from './helpers';
import { Store } from '../../server/store/store';
import { seedStore } from '../../server/domain/seed';
import { sha256 } from '../../server/domain/password';

const IDLE = 3600;
const MAX = 7200;
let s: Server;
const servers: Server[] = [];
before(async () => {
  s = await startServer({ env: { ETERIS_SESSION_IDLE_S: String(IDLE), ETERIS_SESSION_MAX_S: String(MAX) } });
  servers.push(s);
});
after(() => Promise.all(servers.map((x) => x.stop())));

/** Runs the server's session clock `seconds` ahead of the real one; ends what has expired. */
const clock = async (seconds: number) => {
  const r = await call(s.url, `/__test/sessions/clock?seconds=${seconds}`, { method: 'POST' });
  assert.equal(r.status, 200, r.text);
};
const userinfo = (token: string) => call(s.url, '/api/v1/userinfo', { token });
const userOf = (base: string, cookie: string) => call(base, '/client/user', { headers: { Cookie: `eteris_sso=${cookie}` } });

/** Every store file's bytes (the snapshot and the journal), read while the server runs. */
const rawFiles = (dataDir: string) =>
  fs
    .readdirSync(dataDir)
    .filter((f) => fs.statSync(path.join(dataDir, f)).isFile())
    .map((f) => fs.readFileSync(path.join(dataDir, f), 'utf8'))
    .join('\n');

describe('session lifetimes', () => {
  it('a used session lives on, up to its absolute lifetime; its stream closes then', { timeout: 20000 }, async () => {
    await clock(0);
    const { cookie, token } = await login(s.url);
    const r = await fetch(`${s.url}/events/customer/1001`, { headers: { Authorization: `Bearer ${token}` } });
    const reader = r.body!.getReader();
    await reader.read();
    const ended = (async () => {
      for (;;) if ((await reader.read()).done) return;
    })();
    // used within every idle lifetime: still signed in past one idle lifetime from the start
    await clock(IDLE - 600);
    assert.equal((await userinfo(token)).status, 200);
    await clock(2 * IDLE - 1200);
    assert.equal((await userOf(s.url, cookie)).status, 200);
    assert.equal((await userinfo(token)).status, 200);
    // past the absolute lifetime nothing renews it
    await clock(MAX + 1);
    assert.equal((await userinfo(token)).status, 401);
    assert.equal((await userOf(s.url, cookie)).status, 401);
    await ended;
    await clock(0);
  });

  it('an unused session ends after its idle lifetime', async () => {
    await clock(0);
    const { cookie, token } = await login(s.url);
    await clock(IDLE + 1);
    assert.equal((await userinfo(token)).status, 401);
    assert.equal((await userOf(s.url, cookie)).status, 401);
    await clock(0);
  });
});

describe('tokens at rest', () => {
  it('no store file holds a bearer token or a session cookie, only their hashes', async () => {
    const { cookie, token } = await login(s.url);
    assert.equal((await userinfo(token)).status, 200);
    const files = rawFiles(s.dataDir);
    assert.ok(!files.includes(token), 'the token is not stored');
    assert.ok(!files.includes(cookie), 'the cookie is not stored');
    assert.ok(files.includes(sha256(token)), 'its hash is');
  });

  it('a store from before, with tokens in clear, is migrated on start and its sessions go on', async () => {
    const dataDir = tempDataDir();
    const old = new Store(dataDir);
    seedStore(old);
    // what an earlier version wrote: the session's token as issued
    const cookie = 'an-old-session-cookie-value-0123456789';
    const legacy = 'an-old-bearer-token-value-0123456789ab';
    const now = Math.floor(Date.now() / 1000);
    old.put('sessions', sha256(cookie), { id: sha256(cookie), userId: 1, token: legacy, created: now });
    old.put('tokens', sha256(legacy), { id: sha256(legacy), userId: 1, sessionId: sha256(cookie), created: now });
    old.close();
    assert.ok(rawFiles(dataDir).includes(legacy));

    const m = await startServer({ dataDir });
    servers.push(m);
    assert.match(m.output(), /migrated 1 sessions' tokens kept in clear to hashes/);
    assert.ok(!rawFiles(dataDir).includes(legacy), 'no token in clear left in any file');
    // the browser's cookie still signs in; its page gets a token derived from it
    const u = await userOf(m.url, cookie);
    assert.equal(u.status, 200, u.text);
    assert.equal((await call(m.url, '/api/v1/userinfo', { token: u.body.token })).status, 200);
    assert.ok(!rawFiles(dataDir).includes(u.body.token));
  });
});
