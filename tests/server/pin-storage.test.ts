// PINs are kept as passwords are (scrypt with a salt of their own), never as typed: in a fresh store,
// after a profile sets one, and in a store from before, which is migrated on start. No answer carries one.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { call, login, startServer, tempDataDir, type Server } from './helpers';
import { Store } from '../../server/store/store';
import { seedStore } from '../../server/domain/seed';

const ANNA = 1;
const JONAS = 2;
const servers: Server[] = [];
after(() => Promise.all(servers.map((x) => x.stop())));

/** Every stored profile PIN and purchase PIN, read from the files as the next start would. */
function storedPins(dataDir: string): string[] {
  const store = new Store(dataDir);
  try {
    return [
      ...store.all<{ pin: string }>('profiles').map((p) => p.pin),
      ...store.all<{ purchasePin: string | null }>('users').flatMap((u) => (u.purchasePin ? [u.purchasePin] : [])),
    ].filter((p) => p !== '');
  } finally {
    store.close();
  }
}

/** The raw bytes of every store file, for PINs that would sit there as typed. */
const rawFiles = (dataDir: string) =>
  fs
    .readdirSync(dataDir)
    .filter((f) => fs.statSync(path.join(dataDir, f)).isFile())
    .map((f) => fs.readFileSync(path.join(dataDir, f), 'utf8'))
    .join('\n');

async function session(s: Server, profile: number, pin?: string) {
  const { token } = await login(s.url);
  const r = await call(s.url, `/api/v1/customer/profile/${profile}/select`, { method: 'POST', token, form: pin ? { pin } : {} });
  return { token, status: r.status, text: r.text };
}

describe('PIN storage', () => {
  it('keeps only salted hashes, also after a profile sets a PIN; answers carry has_pin only', async () => {
    const s = await startServer();
    servers.push(s);
    const anna = await session(s, ANNA);
    const set = await call(s.url, `/api/v1/customer/profile/${ANNA}`, { method: 'PUT', token: anna.token, form: { pin: '4321' } });
    assert.equal(set.status, 200);
    assert.equal(set.body.has_pin, true);
    const made = await call(s.url, '/api/v1/customer/profile', { method: 'POST', token: anna.token, form: { name: 'Ona', age: 17, pin: '4321', needs_pin_to_login: true } });
    assert.equal(made.status, 201);
    for (const r of [set, made, await call(s.url, '/api/v1/customer/profiles', { token: anna.token }), await call(s.url, '/api/v1/customer/selected-profile', { token: anna.token })]) {
      assert.ok(!/"pin"|4321|1234|scrypt/.test(r.text), r.text);
    }
    await s.stop();
    const pins = storedPins(s.dataDir);
    assert.equal(pins.length, 3, 'Jonas, Anna and Ona have a PIN');
    for (const p of pins) assert.match(p, /^scrypt\$\d+\$\d+\$\d+\$[\w-]+\$[\w-]+$/);
    assert.equal(new Set(pins.map((p) => p.split('$')[4])).size, 3, 'each PIN has its own salt');
    assert.ok(!/"pin":"\d{4}"|"purchasePin":"\d{4}"/.test(rawFiles(s.dataDir)));
  });

  it('a store from before, with PINs as typed, is migrated on start and the PINs still work', async () => {
    const dataDir = tempDataDir();
    const old = new Store(dataDir);
    seedStore(old);
    // what an earlier version wrote: the PINs as typed
    old.update('profiles', JONAS, { pin: '1234' });
    old.update('profiles', ANNA, { pin: '4321' });
    old.update('users', 1, { purchasePin: '5555' });
    old.close();
    assert.match(rawFiles(dataDir), /"pin":"1234"/);

    const s = await startServer({ dataDir });
    servers.push(s);
    assert.match(s.output(), /migrated 3 PINs/);
    for (const p of storedPinsWhileRunning(dataDir)) assert.match(p, /^scrypt\$/);
    assert.ok(!/"pin":"\d{4}"|"purchasePin":"\d{4}"/.test(rawFiles(dataDir)), 'no PIN as typed left in any file');
    assert.equal((await session(s, JONAS, '0000')).status, 403);
    const jonas = await session(s, JONAS, '1234');
    assert.equal(jonas.status, 200, jonas.text);
    // the household PIN is the master's, migrated too
    const rent = (pin: string) => call(s.url, '/api/v1/purchases', { method: 'POST', token: jonas.token, form: { vod_id: 16, option: 'rent', pin } });
    assert.equal((await rent('1234')).body.error?.code, 'pin_invalid');
    assert.equal((await rent('4321')).status, 201);
  });
});

/** The stored PINs read from the files (the snapshot and journal), without opening the live store. */
function storedPinsWhileRunning(dataDir: string): string[] {
  return [...rawFiles(dataDir).matchAll(/"(?:pin|purchasePin)":"([^"]+)"/g)].map((m) => m[1]!);
}
