// Durability of the store over real processes: a clean restart keeps everything, kill -9 during a
// burst of writes keeps every acknowledged write, and a torn journal tail is dropped on start.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { call, login, selectProfile, startServer, tempDataDir } from './helpers';
import { until } from '../helpers/until';

describe('durable store', () => {
  it('keeps tokens, profiles, wishlist, reminders and bookmarks across a restart', async () => {
    const dataDir = tempDataDir();
    let s = await startServer({ dataDir });
    const { token, cookie } = await login(s.url);
    const prof = await call(s.url, '/api/v1/customer/profile', { method: 'POST', token, profile: 1, form: { name: 'Restart', age: 13, pin: '1111', avatar_id: 2 } });
    assert.equal(prof.status, 201);
    assert.equal((await call(s.url, '/api/v1/wishlist?profile_id=1&vod_id=77', { method: 'POST', token, profile: 1 })).status, 201);
    const grid = await call(s.url, `/api/v1/channels/5/epg/now?lang=en`, { token });
    const future = grid.body.items.find((p: { start: number }) => p.start > Date.now() / 1000 + 120);
    const rem = await call(s.url, '/api/v1/reminders', { method: 'POST', token, profile: 1, form: { epg_id: future.id, profile_id: 1 } });
    assert.equal(rem.status, 201);
    const bm = await call(s.url, '/api/v1/bookmarks', { method: 'POST', token, profile: 1, form: { type: 'vod', event_id: 33, position: 1234, profile_id: 1 } });
    assert.equal(bm.status, 201);
    await s.stop();

    for (let round = 0; round < 2; round++) {
      s = await startServer({ dataDir });
      const u = await call(s.url, '/client/user', { headers: { Cookie: `eteris_sso=${cookie}` } });
      assert.equal(u.status, 200, 'the login session survives');
      assert.equal(u.body.token, token);
      const profiles = await call(s.url, '/api/v1/customer/profiles', { token });
      assert.ok(profiles.body.items.some((p: { name: string; has_pin: boolean }) => p.name === 'Restart' && p.has_pin));
      const wl = await call(s.url, '/api/v1/wishlist?filter[profile_id]=1', { token, profile: 1 });
      assert.ok(wl.body.items.some((w: { vod_id: number }) => w.vod_id === 77));
      const rems = await call(s.url, `/api/v1/reminders?filter[epg_id]=${future.id}`, { token, profile: 1 });
      assert.equal(rems.body.items.length, 1);
      const bms = await call(s.url, '/api/v1/bookmarks?filter[type]=vod', { token, profile: 1 });
      assert.ok(bms.body.items.some((b: { event_id: number; position: number }) => b.event_id === 33 && b.position === 1234));
      await s.stop();
    }
    assert.ok(fs.existsSync(path.join(dataDir, 'snapshot.dat')), 'compacted into a snapshot on start');
  });

  it('a fresh data directory always gets the same seed ids', async () => {
    const a = await startServer();
    const b = await startServer();
    const ids = async (url: string) => {
      const { token } = await login(url);
      const r = await call(url, '/api/v1/customer/profiles', { token });
      const bm = await call(url, '/api/v1/bookmarks', { token, profile: 1 });
      return [r.body.items.map((p: { id: number }) => p.id), bm.body.items.map((x: { id: number }) => x.id).sort()];
    };
    assert.deepEqual(await ids(a.url), await ids(b.url));
    await a.stop();
    await b.stop();
  });

  it('kill -9 during a burst of writes loses no acknowledged write', async () => {
    const dataDir = tempDataDir();
    let s = await startServer({ dataDir });
    const { token } = await login(s.url);
    assert.equal((await selectProfile(s.url, token, 1)).status, 200, 'the burst acts as Anna, chosen on the server');
    const acked: number[] = [];
    let killed = false;
    const vodIds = Array.from({ length: 150 }, (_, i) => i + 1);
    const worker = async (ids: number[]) => {
      for (const id of ids) {
        if (killed) return;
        try {
          const r = await fetch(`${s.url}/api/v1/wishlist?profile_id=1&vod_id=${id}`, { method: 'POST', headers: { Authorization: `Bearer ${token}` } });
          if (r.status === 201 || r.status === 200) acked.push(id);
          await r.arrayBuffer();
        } catch {
          return; // connection refused/reset after the kill
        }
      }
    };
    const lanes = Array.from({ length: 8 }, (_, lane) => vodIds.filter((_, i) => i % 8 === lane));
    const burst = Promise.all(lanes.map(worker));
    const done = burst.then(() => (killed = true));
    await until(() => assert.ok(acked.length >= 40 || killed, 'forty writes acknowledged'), 60_000);
    void done;
    await s.kill();
    killed = true;
    await burst;
    assert.ok(acked.length >= 40);

    s = await startServer({ dataDir });
    const wl = await call(s.url, '/api/v1/wishlist?filter[profile_id]=1', { token, profile: 1 });
    assert.equal(wl.status, 200);
    const stored = new Set(wl.body.items.map((w: { vod_id: number }) => w.vod_id));
    const lost = acked.filter((id) => !stored.has(id));
    assert.deepEqual(lost, [], 'every acknowledged write is present');
    await s.stop();
  });

  it('drops a torn last journal record and keeps everything before it', async () => {
    const dataDir = tempDataDir();
    let s = await startServer({ dataDir });
    const { token } = await login(s.url);
    assert.equal((await call(s.url, '/api/v1/wishlist?profile_id=1&vod_id=99', { method: 'POST', token, profile: 1 })).status, 201);
    await s.kill();
    const journal = path.join(dataDir, 'journal.log');
    fs.appendFileSync(journal, 'J2 150 0123456789abcdef {"q":999999,"ops":[{"o":"put","c":"wishlist","id":4242,"v":{"id":4242,"prof');
    s = await startServer({ dataDir });
    assert.match(s.output(), /torn journal tail/);
    const wl = await call(s.url, '/api/v1/wishlist?filter[profile_id]=1', { token, profile: 1 });
    const ids = wl.body.items.map((w: { vod_id: number; id: number }) => w.vod_id);
    assert.ok(ids.includes(99));
    assert.ok(!wl.body.items.some((w: { id: number }) => w.id === 4242));
    // and the store still accepts writes
    assert.equal((await call(s.url, '/api/v1/wishlist?profile_id=1&vod_id=98', { method: 'POST', token, profile: 1 })).status, 201);
    await s.stop();
  });

  it('keeps the data folder 0700 and every file in it 0600, also those an older install left readable', async () => {
    const dataDir = tempDataDir();
    fs.chmodSync(dataDir, 0o755);
    let s = await startServer({ dataDir });
    const { token } = await login(s.url);
    assert.equal((await call(s.url, '/api/v1/wishlist?profile_id=1&vod_id=91', { method: 'POST', token, profile: 1 })).status, 201);
    await s.stop();
    const modes = () => ({
      folder: (fs.statSync(dataDir).mode & 0o777).toString(8),
      files: Object.fromEntries(fs.readdirSync(dataDir).map((n) => [n, (fs.statSync(path.join(dataDir, n)).mode & 0o777).toString(8)])),
    });
    const expected = (names: string[]) => ({ folder: '700', files: Object.fromEntries(names.map((n) => [n, '600'])) });
    const names = ['MANIFEST', 'journal.log', 'secrets.json', 'snapshot.dat'];
    assert.deepEqual(modes(), expected(names));

    fs.chmodSync(dataDir, 0o755);
    for (const n of names) fs.chmodSync(path.join(dataDir, n), 0o644);
    s = await startServer({ dataDir });
    assert.deepEqual(modes(), expected(names), 'tightened on start');
    await s.stop();
  });

  it('a full disk is told to the operator once per episode, with the file and what fails', async () => {
    const dataDir = tempDataDir();
    const full = path.join(tempDataDir(), 'disk-is-full');
    const env = { NODE_OPTIONS: `--import ${path.resolve('tests/server/disk-full.mjs')}`, ETERIS_FAKE_DISK_FULL: full };
    const s = await startServer({ dataDir, env });
    const stderrDone = new Promise((resolve) => s.proc.stderr!.on('end', resolve));
    try {
      const { token } = await login(s.url);
      assert.equal((await selectProfile(s.url, token, 1)).status, 200);
      const wish = (vod: number) => call(s.url, `/api/v1/wishlist?profile_id=1&vod_id=${vod}`, { method: 'POST', token });
      fs.writeFileSync(full, '');
      for (const vod of [61, 62, 63]) {
        const r = await wish(vod);
        assert.equal(r.status, 503);
        assert.equal(r.body.error.code, 'store_unavailable');
      }
      fs.rmSync(full);
      assert.equal((await wish(64)).status, 201);
      fs.writeFileSync(full, '');
      assert.equal((await wish(65)).status, 503);
      assert.equal((await wish(66)).status, 503);
      fs.rmSync(full);
    } finally {
      await s.stop();
      await stderrDone; // every line the server wrote has been read
    }
    const journal = path.join(dataDir, 'journal.log').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const lines = s.output().split('\n').filter((l) => l.startsWith('[store]'));
    const fail = new RegExp(`^\\[store\\] WRITES FAIL: writing to ${journal} failed \\(ENOSPC: no space left on device`);
    assert.deepEqual(
      lines.map((l) => (fail.test(l) ? 'fail' : /work again/.test(l) ? 'again' : l)),
      ['fail', 'again', 'fail'],
      'one line per episode, naming the file and the error, and one when writes work again',
    );
  });
});
