// Keys over plain HTTP: a licence needs the signed-in session and its chosen profile (a drm token
// alone is no key to anything), drm tokens are random and change with the password, licences are
// temporary only, and an over-age film's seek thumbnails are locked like the film.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { Store } from '../../server/store/store';
import { call, login, selectProfile, startServer, tempDataDir, type Server } from './helpers';

let s: Server;
before(async () => {
  s = await startServer();
});
after(() => s.stop());

const ANNA = 1;
const VAIKAI = 3; // age limit 6

interface Info {
  drm_token: string;
  customer_id: number;
}
/** What earlier seeds made a drm token of (public source). */
const published = (email: string) => createHash('sha256').update(`eteris-seed-drm:${email}`).digest('base64url').slice(0, 32);
const userinfo = async (token: string, base = s.url): Promise<Info> => (await call(base, '/api/v1/userinfo', { token })).body as Info;

const kidOf = async (channel: number): Promise<string> => {
  const mpd = await (await fetch(`${s.url}/media/live/${channel}/manifest.mpd`)).text();
  const uuid = /cenc:default_KID="([0-9a-f-]+)"/i.exec(mpd)![1]!;
  return Buffer.from(uuid.replace(/-/g, ''), 'hex').toString('base64url');
};

async function licence(info: Info, channel: number, bearer: string | null, type = 'temporary') {
  const r = await fetch(`${s.url}/drm/clearkey?ch_id=${channel}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Eteris-User-Id': `eteris-${info.customer_id}`,
      'X-Eteris-Drm-Token': info.drm_token,
      ...(bearer ? { Authorization: `Bearer ${bearer}` } : {}),
    },
    body: JSON.stringify({ kids: [await kidOf(channel)], type }),
  });
  return { status: r.status, body: (await r.json()) as { keys?: unknown[]; type?: string; error?: { code: string } } };
}

describe('drm tokens', () => {
  it('are not computable from the public source', async () => {
    const { token } = await login(s.url);
    const info = await userinfo(token);
    assert.notEqual(info.drm_token, published('anna@example.lt'));
    assert.ok(info.drm_token.length >= 32, info.drm_token);
  });

  it('alone, without a signed-in session, open nothing', async () => {
    const { token } = await login(s.url);
    assert.equal((await selectProfile(s.url, token, ANNA)).status, 200);
    const info = await userinfo(token);
    assert.equal((await licence(info, 7, token)).status, 200, 'the session gets the key');
    const alone = await licence(info, 7, null);
    assert.equal(alone.status, 403);
    assert.equal(alone.body.error?.code, 'session_required');
    assert.equal(alone.body.keys, undefined);
    // another household's session with this drm token
    const other = await login(s.url, 'petras@example.lt');
    const foreign = await licence(info, 7, other.token);
    assert.equal(foreign.status, 403);
    assert.equal(foreign.body.keys, undefined);
  });

  it('need the session to have chosen its profile', async () => {
    const { token } = await login(s.url);
    const info = await userinfo(token);
    const none = await licence(info, 7, token);
    assert.equal(none.status, 403);
    assert.equal(none.body.error?.code, 'profile_required');
    assert.equal((await selectProfile(s.url, token, ANNA)).status, 200);
    assert.equal((await licence(info, 7, token)).status, 200);
  });

  it('an earlier store kept computable ones: they are replaced on start', async () => {
    const dataDir = tempDataDir();
    await (await startServer({ dataDir })).stop();
    const store = new Store(dataDir);
    const anna = store.find<{ id: number; email: string }>('users', (u) => u.email === 'anna@example.lt')!;
    store.put('users', anna.id, { ...anna, drmToken: published('anna@example.lt') });
    store.close();
    const again = await startServer({ dataDir });
    try {
      const info = await userinfo((await login(again.url)).token, again.url);
      assert.equal(typeof info.drm_token, 'string');
      assert.notEqual(info.drm_token, published('anna@example.lt'));
    } finally {
      await again.stop();
    }
  });

  it('change with a password reset', async () => {
    const email = 'ruta@example.lt';
    const before = await userinfo((await login(s.url, email)).token);
    assert.equal((await call(s.url, '/api/public/v1/password-recovery', { method: 'POST', form: { email } })).status, 202);
    const code = (await call(s.url, `/__test/mails?to=${encodeURIComponent(email)}`)).body.items[0].code as string;
    const form = { email, code, password: 'Naujas123!', password_confirm: 'Naujas123!' };
    assert.equal((await call(s.url, '/api/public/v1/password-recovery/reset', { method: 'POST', form })).status, 204);
    const { token } = await login(s.url, email, 'Naujas123!');
    const after = await userinfo(token);
    assert.notEqual(after.drm_token, before.drm_token);
    assert.equal((await licence(before, 7, token)).status, 403, 'the old drm token is refused');
    assert.equal((await licence(after, 7, token)).status, 200);
  });
});

describe('licences', () => {
  it('are temporary only: a persistent licence is refused', async () => {
    const { token } = await login(s.url);
    assert.equal((await selectProfile(s.url, token, ANNA)).status, 200);
    const info = await userinfo(token);
    const r = await licence(info, 7, token, 'persistent-license');
    assert.equal(r.status, 403);
    assert.equal(r.body.error?.code, 'temporary_only');
    assert.equal(r.body.keys, undefined);
    assert.equal((await licence(info, 7, token)).body.type, 'temporary');
  });
});

describe('keys per programme', () => {
  interface Prog { id: number; channel_id: number; start: number; stop: number; catchup: boolean; age_rating: number }
  const uuidToKid = (uuid: string) => Buffer.from(uuid.replace(/-/g, ''), 'hex').toString('base64url');
  /** The key id a catch-up of `p` plays under (its manifest's first Period). */
  const kidOfProgramme = async (p: Prog) => {
    const mpd = await (await fetch(`${s.url}/media/catchup/${p.channel_id}/manifest.mpd?from=${p.start}&to=${p.stop}`)).text();
    return uuidToKid(/cenc:default_KID="([0-9a-f-]+)"/i.exec(mpd)![1]!);
  };
  const ask = async (token: string, p: Prog, kids: string[], progId = p.id) => {
    const info = await userinfo(token);
    const r = await fetch(`${s.url}/drm/clearkey?ch_id=${p.channel_id}&prog_id=${progId}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Eteris-User-Id': `eteris-${info.customer_id}`, 'X-Eteris-Drm-Token': info.drm_token, Authorization: `Bearer ${token}` },
      body: JSON.stringify({ kids, type: 'temporary' }),
    });
    return { status: r.status, body: (await r.json()) as { keys?: { k: string; kid: string }[]; error?: { code: string } } };
  };

  it("a child gets the key of a catch-up programme for every age, never the over-age one of the same channel; each key opens one programme", async () => {
    const parent = (await login(s.url)).token;
    assert.equal((await selectProfile(s.url, parent, ANNA)).status, 200);
    const child = (await login(s.url)).token;
    assert.equal((await selectProfile(s.url, child, VAIKAI)).status, 200);
    const t = Math.floor(Date.now() / 1000);
    let pair: [Prog, Prog] | undefined;
    for (let ch = 1; ch <= 30 && !pair; ch++) {
      const r = await call(s.url, `/api/v1/epggrid/channels/${ch}/from/${t - 2 * 86400}/to/${t}/lang/en`, { token: parent });
      if (r.status !== 200) continue;
      const past = (Object.values(r.body.items as Record<string, Record<string, Prog[]>>).flatMap((d) => Object.values(d).flat()) as Prog[]).filter((p) => p.catchup && p.stop < t - 60);
      const over = past.find((p) => p.age_rating > 6);
      const fine = past.find((p) => p.age_rating === 0);
      if (over && fine) pair = [fine, over];
    }
    assert.ok(pair, 'a channel with catch-up has a programme for every age and one over 6');
    const [fine, over] = pair;
    const [fineKid, overKid] = [await kidOfProgramme(fine), await kidOfProgramme(over)];
    assert.notEqual(fineKid, overKid, 'each programme has its own key id');
    const given = await ask(child, fine, [fineKid]);
    assert.equal(given.status, 200, JSON.stringify(given.body));
    assert.deepEqual(given.body.keys?.map((k) => k.kid), [fineKid], "the allowed programme's key only");
    // the over-age programme's key id, even named with the allowed programme's id
    for (const progId of [fine.id, over.id]) {
      const refused = await ask(child, over, [overKid], progId);
      assert.equal(refused.status, 403);
      assert.equal(refused.body.error?.code, 'age_locked');
      assert.equal(refused.body.keys, undefined);
    }
    const both = await ask(parent, fine, [fineKid, overKid]);
    assert.equal(both.status, 200, JSON.stringify(both.body));
    assert.equal(new Set(both.body.keys!.map((k) => k.k)).size, 2, 'two programmes, two keys');
  });
});

describe('seek thumbnails', () => {
  it("of an over-age film are locked like the film; the parent's session gets them", async () => {
    const parent = (await login(s.url)).token;
    assert.equal((await selectProfile(s.url, parent, ANNA)).status, 200);
    const items = (await call(s.url, '/api/v1/vod?page[limit]=100', { token: parent })).body.items as { id: number; age: number }[];
    const over = items.find((v) => v.age > 6)!;
    const fine = items.find((v) => v.age === 0)!;
    assert.ok(over && fine, 'the catalogue has items for every age and over 6');
    const child = (await login(s.url)).token;
    assert.equal((await selectProfile(s.url, child, VAIKAI)).status, 200);
    const sprites = (token: string, id: number) => call(s.url, `/api/v1/vodcontent/id/${id}/sprites`, { token });
    assert.equal((await call(s.url, `/api/v1/vod/${over.id}`, { token: child })).status, 403, 'the item itself is locked');
    const locked = await sprites(child, over.id);
    assert.equal(locked.status, 403);
    assert.equal(locked.body.error.code, 'age_locked');
    assert.equal(locked.body.sprites, undefined);
    assert.equal((await sprites(child, fine.id)).status, 200);
    assert.equal((await sprites(parent, over.id)).status, 200);
  });
});
