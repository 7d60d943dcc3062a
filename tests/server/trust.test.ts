// What a browser on another origin, another browser, or another install may not have: CORS by
// allow-list, the demo mailbox per browser, and secrets generated per install.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { api, call, login, pub, startServer, tempDataDir, type Server } from './helpers';

const PARTNER = 'https://partner.example';

let s: Server;
let anna: { cookie: string; token: string };
before(async () => {
  s = await startServer({ env: { ETERIS_ALLOWED_ORIGINS: `${PARTNER}, https://other.example` } });
  anna = await login(s.url);
});
after(() => s.stop());

describe('CORS by allow-list', () => {
  const targets = () => [
    { p: '/client/user', headers: { Cookie: `eteris_sso=${anna.cookie}` } as Record<string, string> },
    { p: api('/userinfo'), headers: { Authorization: `Bearer ${anna.token}` } as Record<string, string> },
    { p: pub('/channels?lang=en'), headers: {} as Record<string, string> },
  ];

  for (const origin of ['https://evil.example', 'null', 'https://partner.example.evil.example', 'http://partner.example']) {
    it(`gives ${origin} no CORS headers on /client/user and the API`, async () => {
      for (const t of targets()) {
        const r = await call(s.url, t.p, { headers: { ...t.headers, Origin: origin } });
        assert.equal(r.headers.get('access-control-allow-origin'), null, `${t.p}: ${r.headers.get('access-control-allow-origin')}`);
        assert.equal(r.headers.get('access-control-allow-credentials'), null, t.p);
        const pre = await call(s.url, t.p, { method: 'OPTIONS', headers: { Origin: origin, 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': 'authorization' } });
        assert.equal(pre.headers.get('access-control-allow-origin'), null, `preflight ${t.p}`);
      }
    });
  }

  it('allows a listed origin with credentials, and the site own origin', async () => {
    for (const t of targets()) {
      const r = await call(s.url, t.p, { headers: { ...t.headers, Origin: PARTNER } });
      assert.equal(r.headers.get('access-control-allow-origin'), PARTNER, t.p);
      assert.equal(r.headers.get('access-control-allow-credentials'), 'true', t.p);
    }
    const pre = await call(s.url, api('/userinfo'), { method: 'OPTIONS', headers: { Origin: PARTNER, 'Access-Control-Request-Method': 'GET' } });
    assert.equal(pre.status, 204);
    assert.equal(pre.headers.get('access-control-allow-origin'), PARTNER);
    const own = `http://127.0.0.1:${s.port}`;
    const r = await call(s.url, '/client/user', { headers: { Cookie: `eteris_sso=${anna.cookie}`, Origin: own } });
    assert.equal(r.headers.get('access-control-allow-origin'), own);
  });

  it('serves the element scripts to any origin without credentials', async () => {
    const r = await call(s.url, '/elements/eteris.iife.js', { headers: { Origin: 'https://evil.example' } });
    assert.equal(r.headers.get('access-control-allow-origin'), '*');
    assert.equal(r.headers.get('access-control-allow-credentials'), null);
  });
});

describe('the demo mailbox', () => {
  it('shows a browser only the mail of the addresses it signed up with', async () => {
    const start = await call(s.url, pub('/signup/contact'), { method: 'POST', form: { email: 'mine@example.lt', name: 'M', phone: '+370 600 11 222' } });
    assert.equal(start.status, 202);
    const cookie = /eteris_mailbox=[^;]*/.exec(start.headers.get('set-cookie') ?? '')?.[0];
    assert.ok(cookie, 'the sign-up gives the browser its mailbox cookie');
    assert.match(start.headers.get('set-cookie')!, /HttpOnly/);
    const code = (await call(s.url, '/__test/mails?to=mine@example.lt')).body.items[0].code as string;
    const mine = await call(s.url, '/client/mailbox', { headers: { Cookie: cookie } });
    assert.ok(mine.text.includes(code), 'the browser that signed up reads its code');
    const other = await call(s.url, '/client/mailbox');
    assert.equal(other.status, 200);
    assert.ok(!other.text.includes(code) && !other.text.includes('mine@example.lt'), 'a second browser sees none of it');
    // a forged cookie (the address list without the install's signature) shows nothing either
    const forged = `eteris_mailbox=${Buffer.from(JSON.stringify(['mine@example.lt'])).toString('base64url')}.AAAA`;
    assert.ok(!(await call(s.url, '/client/mailbox', { headers: { Cookie: forged } })).text.includes(code));
  });

  it("never shows a stranger who started a sign-up for someone's address that account's recovery code", async () => {
    const email = 'preclaimed@example.lt';
    const started = await call(s.url, pub('/signup/contact'), { method: 'POST', form: { email, name: 'S', phone: '+370 600 11 222' } });
    assert.equal(started.status, 202);
    const stranger = /eteris_mailbox=[^;]*/.exec(started.headers.get('set-cookie') ?? '')![0];
    // the owner registers the address in a browser of their own, then asks for a recovery code
    const form = { name: 'Owner', surname: 'O', city: 'Vilnius', email, phone: '+370 600 11 333', password: 'Slaptas123', password_confirm: 'Slaptas123', terms: '1' };
    const made = await call(s.url, pub('/register'), { method: 'POST', form });
    assert.equal(made.status, 201, made.text);
    const owner = /eteris_mailbox=[^;]*/.exec(made.headers.get('set-cookie') ?? '')![0];
    assert.equal((await call(s.url, pub('/password-recovery'), { method: 'POST', form: { email } })).status, 202);
    const code = (await call(s.url, `/__test/mails?to=${email}`)).body.items[0].code as string;
    assert.ok(!(await call(s.url, '/client/mailbox', { headers: { Cookie: stranger } })).text.includes(code), 'the stranger does not read it');
    assert.ok((await call(s.url, '/client/mailbox', { headers: { Cookie: owner } })).text.includes(code), 'the browser that made the account does');
  });

  it('does not show a recovery code to the browser that asked for someone else\'s', async () => {
    const ask = await call(s.url, pub('/password-recovery'), { method: 'POST', form: { email: 'anna@example.lt' } });
    assert.equal(ask.status, 202);
    const code = (await call(s.url, '/__test/mails?to=anna@example.lt')).body.items[0].code as string;
    const cookie = /eteris_mailbox=[^;]*/.exec(ask.headers.get('set-cookie') ?? '')?.[0] ?? '';
    const box = await call(s.url, '/client/mailbox', { headers: { Cookie: cookie } });
    assert.ok(!box.text.includes(code));
  });
});

describe('secrets per install', () => {
  const kidOf = async (url: string) => /cenc:default_KID="([^"]+)"/.exec((await call(url, '/media/live/1/manifest.mpd')).text)?.[1];

  it('generates the media key on first start, keeps it across a restart, and never shares it', async () => {
    const dirA = tempDataDir();
    const a = await startServer({ dataDir: dirA });
    const kidA = await kidOf(a.url);
    await a.stop();
    assert.ok(kidA);
    const file = path.join(dirA, 'secrets.json');
    assert.equal(fs.statSync(file).mode & 0o777, 0o600);
    const again = await startServer({ dataDir: dirA });
    assert.equal(await kidOf(again.url), kidA, 'the same install keeps its key');
    await again.stop();
    const b = await startServer();
    const kidB = await kidOf(b.url);
    await b.stop();
    assert.ok(kidB);
    assert.notEqual(kidB, kidA, 'another install has another key');
    const given = await startServer({ env: { ETERIS_MEDIA_SECRET: 'given-by-configuration-0123456789' } });
    const given2 = await startServer({ env: { ETERIS_MEDIA_SECRET: 'given-by-configuration-0123456789' } });
    try {
      assert.equal(await kidOf(given.url), await kidOf(given2.url), 'a configured secret is used as given');
    } finally {
      await given.stop();
      await given2.stop();
    }
  });
});
