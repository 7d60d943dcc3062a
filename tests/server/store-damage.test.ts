// The store never loses an accepted write quietly, over real processes on a real data folder:
// damage anywhere but a torn last record stops the server with a message naming the file, the record
// and the byte, and leaves every file byte for byte; --repair keeps every intact record and
// quarantines the damaged ones; a value nested 6,000 deep fails its own request and nothing else.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { encode } from '@msgpack/msgpack';
import { call, login, selectProfile, startServer as start, tempDataDir, type Server } from './helpers';

// servers a failed assertion left running are killed at the end, so the test process can exit
const running: Server[] = [];
async function startServer(o: Parameters<typeof start>[0]): Promise<Server> {
  const s = await start(o);
  running.push(s);
  return s;
}
after(() => Promise.all(running.map((s) => s.kill())));

const JOURNAL = 'journal.log';
const SNAPSHOT = 'snapshot.dat';

/** Every file under `dir` with the SHA-256 of its bytes. */
function fingerprint(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (d: string) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) walk(p);
      else out[path.relative(dir, p)] = createHash('sha256').update(fs.readFileSync(p)).digest('hex');
    }
  };
  walk(dir);
  return out;
}

/** The journal's records as byte ranges (each ends with its newline). */
function records(dataDir: string): { start: number; end: number; text: string }[] {
  const buf = fs.readFileSync(path.join(dataDir, JOURNAL));
  const out: { start: number; end: number; text: string }[] = [];
  let start = 0;
  while (start < buf.length) {
    const nl = buf.indexOf(10, start);
    const end = nl < 0 ? buf.length : nl + 1;
    out.push({ start, end, text: buf.toString('utf8', start, end) });
    start = end;
  }
  return out;
}

/** A used data folder: the seed, a login, and wishlist writes for vod 11..15, all still in the journal. */
async function makeUsedFolder(): Promise<{ dataDir: string; token: string }> {
  const dataDir = tempDataDir();
  const s = await startServer({ dataDir });
  const { token } = await login(s.url);
  for (const vod of [11, 12, 13, 14, 15]) {
    assert.equal((await call(s.url, `/api/v1/wishlist?profile_id=1&vod_id=${vod}`, { method: 'POST', token, profile: 1 })).status, 201);
  }
  await s.stop();
  return { dataDir, token };
}

let used: Promise<{ dataDir: string; token: string }> | undefined;
/** A copy of the used data folder, made once for the file: each test damages its own copy. */
async function usedFolder(): Promise<{ dataDir: string; token: string }> {
  used ??= makeUsedFolder();
  const { dataDir, token } = await used;
  const copy = tempDataDir();
  fs.cpSync(dataDir, copy, { recursive: true });
  return { dataDir: copy, token };
}

async function startFails(dataDir: string): Promise<string> {
  try {
    const s = await startServer({ dataDir });
    await s.stop();
  } catch (e) {
    return (e as Error).message;
  }
  assert.fail('the server started on a damaged data folder');
}

async function wishlist(url: string, token: string): Promise<number[]> {
  const wl = await call(url, '/api/v1/wishlist?filter[profile_id]=1', { token, profile: 1 });
  assert.equal(wl.status, 200);
  return wl.body.items.map((w: { vod_id: number }) => w.vod_id).sort((a: number, b: number) => a - b);
}

function recordOf(dataDir: string, vod: number): { index: number; start: number; end: number; text: string } {
  const all = records(dataDir);
  const index = all.findIndex((r) => r.text.includes(`"vodId":${vod},`));
  assert.ok(index > 0 && index < all.length - 1, `the record for vod ${vod} is in the middle of the journal`);
  return { index, ...all[index]! };
}

describe('store damage', () => {
  it('one flipped byte in the middle of the journal stops the server, naming the record, and changes no file', async () => {
    const { dataDir } = await usedFolder();
    const rec = recordOf(dataDir, 13);
    const file = path.join(dataDir, JOURNAL);
    const buf = fs.readFileSync(file);
    const at = Math.floor((rec.start + rec.end) / 2);
    buf[at] = buf[at]! ^ 0x04;
    fs.writeFileSync(file, buf);
    const before = fingerprint(dataDir);
    const msg = await startFails(dataDir);
    assert.match(msg, new RegExp(`journal\\.log record #${rec.index + 1} at byte ${rec.start}: checksum mismatch`));
    assert.match(msg, /NOT STARTING/);
    assert.deepEqual(fingerprint(dataDir), before, 'every file is byte-identical afterwards');
  });

  it('a changed digit in a record is detected', async () => {
    const { dataDir } = await usedFolder();
    const rec = recordOf(dataDir, 13);
    const file = path.join(dataDir, JOURNAL);
    const text = fs.readFileSync(file, 'latin1');
    const edited = text.slice(0, rec.start) + rec.text.replace('"vodId":13,', '"vodId":19,') + text.slice(rec.end);
    assert.notEqual(edited, text);
    fs.writeFileSync(file, edited, 'latin1');
    const before = fingerprint(dataDir);
    assert.match(await startFails(dataDir), new RegExp(`journal\\.log record #${rec.index + 1} at byte ${rec.start}: checksum mismatch`));
    assert.deepEqual(fingerprint(dataDir), before);
  });

  it('a torn final record is dropped (its bytes kept aside), earlier writes stay, and the server starts', async () => {
    const { dataDir, token } = await usedFolder();
    const torn = 'J2 180 0123456789abcdef {"q":999,"ops":[{"o":"put","c":"wishlist","id":4242,"v":{"id":4242,"prof';
    fs.appendFileSync(path.join(dataDir, JOURNAL), torn);
    let s = await startServer({ dataDir });
    assert.match(s.output(), /dropped a torn journal tail of \d+ bytes/);
    const side = fs.readdirSync(dataDir).filter((n) => n.startsWith('journal.torn-'));
    assert.equal(side.length, 1);
    assert.equal(fs.readFileSync(path.join(dataDir, side[0]!), 'utf8'), torn, 'the dropped bytes are kept in a side file');
    const kept = await wishlist(s.url, token);
    for (const vod of [11, 12, 13, 14, 15]) assert.ok(kept.includes(vod), `vod ${vod} is kept`);
    assert.equal((await call(s.url, '/api/v1/wishlist?profile_id=1&vod_id=16', { method: 'POST', token, profile: 1 })).status, 201);
    await s.stop();
    s = await startServer({ dataDir });
    assert.ok((await wishlist(s.url, token)).includes(16));
    await s.stop();
  });

  it('a damaged snapshot stops the server with a clear message and keeps the files', async () => {
    const { dataDir } = await usedFolder();
    const s = await startServer({ dataDir }); // compacts the journal into the snapshot
    await s.stop();
    const file = path.join(dataDir, SNAPSHOT);
    const buf = fs.readFileSync(file);
    const at = Math.floor(buf.length / 2);
    buf[at] = buf[at]! ^ 0x01;
    fs.writeFileSync(file, buf);
    const before = fingerprint(dataDir);
    const msg = await startFails(dataDir);
    assert.match(msg, /snapshot\.dat record #\d+ at byte \d+: checksum mismatch/);
    assert.match(msg, /store:repair/);
    assert.deepEqual(fingerprint(dataDir), before);
  });

  it('a deleted snapshot on a used folder stops the server instead of seeding the demo data over it', async () => {
    const { dataDir } = await usedFolder();
    const s = await startServer({ dataDir });
    await s.stop();
    fs.rmSync(path.join(dataDir, SNAPSHOT));
    const before = fingerprint(dataDir);
    const msg = await startFails(dataDir);
    assert.match(msg, /snapshot\.dat: missing: MANIFEST says this folder was set up/);
    assert.deepEqual(fingerprint(dataDir), before, 'nothing re-seeded, nothing written');
  });

  it('a deleted journal on a used folder stops the server, and --repair says what it could not keep', async () => {
    const { dataDir, token } = await usedFolder();
    let s = await startServer({ dataDir }); // compacts everything so far into the snapshot
    assert.equal((await call(s.url, '/api/v1/wishlist?profile_id=1&vod_id=16', { method: 'POST', token, profile: 1 })).status, 201);
    await s.stop();
    fs.rmSync(path.join(dataDir, JOURNAL));
    const before = fingerprint(dataDir);
    const msg = await startFails(dataDir);
    assert.match(msg, /journal\.log: missing: MANIFEST says this folder was set up/);
    assert.match(msg, /NOT STARTING/);
    assert.deepEqual(fingerprint(dataDir), before, 'nothing re-seeded, nothing written');

    const r = spawnSync(process.execPath, [path.resolve('build/server.mjs'), '--repair', dataDir], { encoding: 'utf8' });
    assert.equal(r.status, 0, r.stderr);
    assert.match(r.stdout, /journal\.log is missing: the writes made after the snapshot \(after record \d+\) are NOT recovered/);
    s = await startServer({ dataDir });
    const kept = await wishlist(s.url, token);
    for (const vod of [11, 12, 13, 14, 15]) assert.ok(kept.includes(vod), `vod ${vod}, in the snapshot, is kept`);
    assert.ok(!kept.includes(16), 'the write after the snapshot is gone, as the repair said');
    await s.stop();
  });

  it('--repair keeps every intact write, quarantines the damaged record, and the server starts', async () => {
    const { dataDir, token } = await usedFolder();
    const rec = recordOf(dataDir, 13);
    const file = path.join(dataDir, JOURNAL);
    const buf = fs.readFileSync(file);
    const at = Math.floor((rec.start + rec.end) / 2);
    buf[at] = buf[at]! ^ 0x20;
    fs.writeFileSync(file, buf);
    const damaged = Buffer.from(buf);

    const r = spawnSync(process.execPath, [path.resolve('build/server.mjs'), '--repair', dataDir], { encoding: 'utf8' });
    assert.equal(r.status, 0, r.stderr);
    assert.match(r.stdout, new RegExp(`quarantined journal\\.log record #${rec.index + 1}, bytes ${rec.start}\\.\\.${rec.end - 1}`));
    assert.match(r.stdout, /wrote a new consistent snapshot/);
    const qdir = fs.readdirSync(dataDir).find((n) => n.startsWith('quarantine-'));
    assert.ok(qdir, 'a quarantine folder');
    assert.deepEqual(fs.readFileSync(path.join(dataDir, qdir, JOURNAL)), damaged, 'the original journal is kept whole');
    assert.deepEqual(fs.readFileSync(path.join(dataDir, qdir, 'journal.damaged.bin')), damaged.subarray(rec.start, rec.end), 'the damaged record on its own');
    assert.match(fs.readFileSync(path.join(dataDir, qdir, 'REPORT.txt'), 'utf8'), /checksum mismatch/);

    const s = await startServer({ dataDir });
    const kept = await wishlist(s.url, token);
    for (const vod of [11, 12, 14, 15]) assert.ok(kept.includes(vod), `intact write for vod ${vod} is kept`);
    assert.ok(!kept.includes(13), 'the damaged write is quarantined, not replayed');
    assert.equal((await call(s.url, '/api/v1/wishlist?profile_id=1&vod_id=17', { method: 'POST', token, profile: 1 })).status, 201);
    await s.stop();
    const again = spawnSync(process.execPath, [path.resolve('build/server.mjs'), '--repair', dataDir], { encoding: 'utf8' });
    assert.match(again.stdout, /nothing to repair/);
  });

  it('one flipped byte in a full snapshot, then --repair, keeps every other row and says which it could not keep', async () => {
    const { dataDir, token } = await usedFolder();
    let s = await startServer({ dataDir }); // compacts everything into the snapshot
    await s.stop();
    const file = path.join(dataDir, SNAPSHOT);
    const buf = fs.readFileSync(file);
    const row = buf.indexOf('"vodId":13,');
    assert.ok(row > 0, 'the wishlist row of vod 13 is in the snapshot');
    buf[row + 9] = buf[row + 9]! ^ 0x02; // "13" becomes "11" in that row only
    fs.writeFileSync(file, buf);
    assert.match(await startFails(dataDir), /snapshot\.dat record #\d+ at byte \d+: checksum mismatch/);

    const r = spawnSync(process.execPath, [path.resolve('build/server.mjs'), '--repair', dataDir], { encoding: 'utf8' });
    assert.equal(r.status, 0, r.stderr);
    assert.match(r.stdout, /NOT kept: snapshot\.dat record #\d+, bytes \d+\.\.\d+ \(\d+ bytes\), which reads as wishlist \d+ \(unverified\): checksum mismatch/);
    assert.match(r.stdout, /\d+ intact rows kept/);

    s = await startServer({ dataDir });
    await login(s.url, 'petras@example.lt'); // throws unless petras can still log in
    const kept = await wishlist(s.url, token);
    for (const vod of [11, 12, 14, 15]) assert.ok(kept.includes(vod), `vod ${vod} is kept`);
    assert.ok(!kept.includes(13), 'the damaged row is not replayed');
    await s.stop();
    const again = spawnSync(process.execPath, [path.resolve('build/server.mjs'), '--repair', dataDir], { encoding: 'utf8' });
    assert.match(again.stdout, /nothing to repair/);
  });

  it('a value nested 6,000 deep fails that request only; later writes succeed and survive a restart', async () => {
    const dataDir = tempDataDir();
    const env = { ETERIS_STORE_COMPACT_EVERY: '3' };
    let s = await startServer({ dataDir, env });
    const { token } = await login(s.url);
    assert.equal((await selectProfile(s.url, token, 1)).status, 200);
    const hello = (extra: Record<string, unknown>) => ({
      type: 'HELLO',
      tstamp: Date.now(),
      now: Date.now(),
      customerId: 1001, // anna's
      profileId: 1,
      deviceType: 5,
      platformName: 'web',
      firmwareVersion: '1',
      appVersion: '1',
      ...extra,
    });
    const ok = await call(s.url, '/stats', { method: 'POST', token, body: encode(hello({})), headers: { 'Content-Type': 'application/msgpack' } });
    assert.equal(ok.status, 204, ok.text);
    // { ...hello, deep: [[[ ... 6,000 levels ... 0 ]]] } written by hand: msgpack's encoder recurses
    const head = Buffer.from(encode(hello({ deep: 0 })));
    const deep = Buffer.concat([head.subarray(0, head.length - 1), Buffer.alloc(6000, 0x91), Buffer.from([0])]);
    const bad = await call(s.url, '/stats', { method: 'POST', token, body: deep, headers: { 'Content-Type': 'application/msgpack' } });
    assert.ok(bad.status >= 400 && bad.status < 500, `answered ${bad.status}: ${bad.text}`);
    for (const vod of [21, 22, 23, 24, 25, 26, 27]) {
      const w = await call(s.url, `/api/v1/wishlist?profile_id=1&vod_id=${vod}`, { method: 'POST', token, profile: 1 });
      assert.equal(w.status, 201, `write after the deep one: ${w.text}`);
    }
    const stats = await call(s.url, '/__test/stats', {});
    assert.equal(stats.status, 200);
    assert.equal(stats.body.items.length, 1, 'only the normal HELLO was stored');
    await s.stop();
    s = await startServer({ dataDir, env });
    const wl = await wishlist(s.url, token);
    for (const vod of [21, 22, 23, 24, 25, 26, 27]) assert.ok(wl.includes(vod), `vod ${vod} survived the restart`);
    await s.stop();
  });
});
