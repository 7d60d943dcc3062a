// Password guessing is limited per account *and* address, and the limits outlive a restart: a
// stranger failing someone's login elsewhere locks only themselves out; at the owner's usual
// address a few typos cost a short wait, not a long lock.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startServer, tempDataDir, type Server } from './helpers';

const servers: Server[] = [];
after(() => Promise.all(servers.map((x) => x.stop())));

const dataDir = tempDataDir();
const start = async () => {
  const s = await startServer({ dataDir, env: { ETERIS_TRUST_PROXY: '1' } });
  servers.push(s);
  return s;
};

const OWNER = '10.0.0.1';
const STRANGER = '10.0.0.66';

const postLogin = (s: Server, from: string, password: string, email = 'anna@example.lt') =>
  fetch(`${s.url}/client/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Forwarded-For': from },
    body: new URLSearchParams({ email, password, redirect: '/', lang: 'en' }).toString(),
    redirect: 'manual',
  });

describe('login limits', () => {
  it("a stranger's failures do not lock the owner out, and a restart forgets no lock", async () => {
    let s = await start();
    assert.equal((await postLogin(s, OWNER, 'Labas123!')).status, 303, 'the owner signs in: a usual address');
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await postLogin(s, STRANGER, `wrong-${i}`)).status);
    assert.deepEqual(statuses, [401, 401, 401, 401, 401, 429, 429]);
    assert.equal((await postLogin(s, STRANGER, 'Labas123!')).status, 429, 'the stranger stays locked, even with the password');
    assert.equal((await postLogin(s, OWNER, 'Labas123!')).status, 303, 'the owner is not locked out');
    assert.equal((await postLogin(s, '10.0.0.2', 'Labas123!')).status, 303, 'nor is another address of the owner');

    await s.stop();
    s = await start();
    const after = await postLogin(s, STRANGER, 'Labas123!');
    assert.equal(after.status, 429, 'the lock outlives the restart');
    assert.ok(Number(after.headers.get('retry-after')) > 60, after.headers.get('retry-after') ?? '');
  });

  it("typos at the owner's usual address cost a short wait, not a long lock", async () => {
    const s = servers.at(-1)!;
    for (let i = 0; i < 5; i++) assert.equal((await postLogin(s, OWNER, `typo-${i}`)).status, 401);
    const locked = await postLogin(s, OWNER, 'Labas123!');
    assert.equal(locked.status, 429);
    assert.ok(Number(locked.headers.get('retry-after')) <= 60, `a minute at most: ${locked.headers.get('retry-after')}`);
  });
});
