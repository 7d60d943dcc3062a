import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { call, login, startServer, type Server } from './helpers';

let s: Server;
before(async () => {
  s = await startServer();
});
after(async () => {
  await s.stop();
});

const post = (form: Record<string, string>, query = '') =>
  fetch(`${s.url}/client/login${query}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
    redirect: 'manual',
  });

describe('login service', () => {
  it('serves a translated login page with labelled inputs and autofocus', async () => {
    for (const [lang, word] of [
      ['lt', 'Slaptažodis'],
      ['en', 'Password'],
      ['ru', 'Пароль'],
    ] as const) {
      const r = await call(s.url, `/client/login?lang=${lang}&redirect=/tv/`);
      assert.equal(r.status, 200);
      assert.match(r.headers.get('content-type') ?? '', /text\/html/);
      assert.match(r.text, new RegExp(`<html lang="${lang}"`));
      assert.ok(r.text.includes(word));
      assert.match(r.text, /<label for="email">/);
      assert.match(r.text, /<label for="password">/);
      assert.match(r.text, /autofocus/);
      assert.match(r.text, /name="redirect" value="\/tv\/"/);
    }
  });

  it('says "Invalid username!" for an unknown e-mail and "Invalid password!" for a wrong password', async () => {
    const a = await post({ email: 'nobody@example.lt', password: 'Labas123!', redirect: '/', lang: 'en' });
    assert.equal(a.status, 401);
    assert.ok((await a.text()).includes('Invalid username!'));
    const b = await post({ email: 'anna@example.lt', password: 'wrong', redirect: '/', lang: 'en' });
    assert.equal(b.status, 401);
    const html = await b.text();
    assert.ok(html.includes('Invalid password!'));
    assert.ok(!html.includes('Invalid username!'));
    assert.equal(b.headers.get('set-cookie'), null);
    const lt = await post({ email: 'anna@example.lt', password: 'wrong', lang: 'lt' });
    assert.ok((await lt.text()).includes('Neteisingas slaptažodis!'));
  });

  it('answers 400 with the page when fields are missing or the body is malformed', async () => {
    const r = await post({ email: '', password: '' }, '?lang=en');
    assert.equal(r.status, 400);
    const bad = await fetch(`${s.url}/client/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'email=%E0%A4%A&password=%',
      redirect: 'manual',
    });
    assert.equal(bad.status, 400);
  });

  it('logs in: HttpOnly SameSite=Lax cookie, 303 to a same-origin redirect, /client/user, logout', async () => {
    const r = await post({ email: 'Anna@Example.lt', password: 'Labas123!', redirect: '/tv/1' });
    assert.equal(r.status, 303);
    assert.equal(r.headers.get('location'), '/tv/1');
    const set = r.headers.get('set-cookie') ?? '';
    assert.match(set, /^eteris_sso=[^;]+; Path=\/; HttpOnly; SameSite=Lax/);
    const cookie = /eteris_sso=([^;]*)/.exec(set)![1]!;
    const u = await call(s.url, '/client/user', { headers: { Cookie: `eteris_sso=${cookie}` } });
    assert.equal(u.status, 200);
    assert.equal(typeof u.body.token, 'string');
    assert.deepEqual(u.body.user, { id: 1, email: 'anna@example.lt', customer_id: 1001, email_verified: true, lang: 'lt' });
    const token = u.body.token as string;
    assert.equal((await call(s.url, '/api/v1/userinfo', { token })).status, 200);

    const out = await fetch(`${s.url}/client/logout?redirect=/bye`, { headers: { Cookie: `eteris_sso=${cookie}` }, redirect: 'manual' });
    assert.equal(out.status, 303);
    assert.equal(out.headers.get('location'), '/bye');
    assert.match(out.headers.get('set-cookie') ?? '', /eteris_sso=; .*Max-Age=0/);
    const after = await call(s.url, '/client/user', { headers: { Cookie: `eteris_sso=${cookie}` } });
    assert.equal(after.status, 401);
    assert.equal(after.body.error.code, 'not_logged_in');
    assert.equal((await call(s.url, '/api/v1/userinfo', { token })).status, 401, 'token revoked on logout');
  });

  it('sets a non-secret signed-in marker beside the session cookie, and clears both at logout', async () => {
    const r = await post({ email: 'petras@example.lt', password: 'Labas123!', redirect: '/' });
    assert.equal(r.status, 303);
    const set = r.headers.getSetCookie();
    const sso = set.find((c) => c.startsWith('eteris_sso='))!;
    const marker = set.find((c) => c.startsWith('eteris_signed_in='));
    assert.ok(marker, 'marker cookie set');
    // Readable by the site's scripts (not HttpOnly), carrying nothing of the session, same lifetime.
    assert.match(marker, /^eteris_signed_in=1; Path=\/; SameSite=Lax; Max-Age=(\d+)$/);
    assert.doesNotMatch(marker, /HttpOnly/i);
    assert.equal(/Max-Age=(\d+)/.exec(marker)![1], /Max-Age=(\d+)/.exec(sso)![1]);
    const cookie = /eteris_sso=([^;]*)/.exec(sso)![1]!;
    const out = await fetch(`${s.url}/client/logout?redirect=/`, { headers: { Cookie: `eteris_sso=${cookie}; eteris_signed_in=1` }, redirect: 'manual' });
    const cleared = out.headers.getSetCookie();
    assert.ok(cleared.some((c) => /^eteris_sso=; .*Max-Age=0/.test(c)), 'session cookie cleared');
    assert.ok(cleared.some((c) => /^eteris_signed_in=; .*Max-Age=0/.test(c)), 'marker cleared');
  });

  it('clears a stale marker when the session behind it is gone, so the next page does not ask again', async () => {
    const stale = await call(s.url, '/client/user', { headers: { Cookie: 'eteris_sso=revoked; eteris_signed_in=1' } });
    assert.equal(stale.status, 401);
    const cleared = stale.headers.getSetCookie();
    assert.ok(cleared.some((c) => /^eteris_signed_in=; .*Max-Age=0/.test(c)), 'marker cleared');
    assert.ok(cleared.some((c) => /^eteris_sso=; .*Max-Age=0/.test(c)), 'session cookie cleared');
    // Without any cookie there is nothing to clear.
    assert.deepEqual((await call(s.url, '/client/user')).headers.getSetCookie(), []);
  });

  it('only accepts same-origin redirects', async () => {
    for (const [target, expected] of [
      ['https://evil.example/x', '/'],
      ['//evil.example/x', '/'],
      ['/\\evil', '/'],
      [`${s.url}/tv/`, `${s.url}/tv/`],
      ['javascript:alert(1)', '/'],
    ]) {
      const r = await post({ email: 'petras@example.lt', password: 'Labas123!', redirect: target! });
      assert.equal(r.status, 303);
      assert.equal(r.headers.get('location'), expected, target);
    }
  });

  it('answers 401 not_logged_in without a session and with an unknown cookie', async () => {
    const a = await call(s.url, '/client/user');
    assert.equal(a.status, 401);
    assert.equal(a.body.error.code, 'not_logged_in');
    const b = await call(s.url, '/client/user', { headers: { Cookie: 'eteris_sso=nonsense' } });
    assert.equal(b.status, 401);
  });

  it('ruta is not e-mail verified; petras is not in group 15', async () => {
    const ruta = await login(s.url, 'ruta@example.lt');
    const u = await call(s.url, '/api/v1/userinfo', { token: ruta.token });
    assert.equal(u.body.email_verified, false);
    const petras = await login(s.url, 'petras@example.lt');
    const p = await call(s.url, '/api/v1/userinfo', { token: petras.token });
    assert.deepEqual(p.body.groups, []);
    assert.equal(p.body.customer_id, 1002);
  });
});
