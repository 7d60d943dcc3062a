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

  it('says how many tries are left when only the last two remain before the lock, in each language', async () => {
    // a server of its own: its limits start fresh and lock no account the other tests use
    const own = await startServer();
    try {
      const wrong = async (email: string, lang: string) => {
        const r = await fetch(`${own.url}/client/login`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ email, password: 'wrong', redirect: '/', lang }).toString(),
          redirect: 'manual',
        });
        assert.equal(r.status, 401);
        return /<p class="error" role="alert" id="login-error">([^<]*)<\/p>/.exec(await r.text())?.[1] ?? '';
      };
      // five tries per account: after the first two (4 and 3 left) no warning yet
      const texts = {
        lt: ['Neteisingas slaptažodis!', 'Liko 2 bandymai, po to prisijungimas bus laikinai užrakintas.', 'Liko 1 bandymas, po to prisijungimas bus laikinai užrakintas.'],
        en: ['Invalid password!', '2 tries left before login is locked for a while.', '1 try left before login is locked for a while.'],
        ru: ['Неверный пароль!', 'Осталось 2 попытки, затем вход будет временно заблокирован.', 'Осталась 1 попытка, затем вход будет временно заблокирован.'],
      } as const;
      for (const [email, [first, two, one]] of [
        ['petras@example.lt', ['en', 'lt', 'ru']],
        ['ruta@example.lt', ['ru', 'ru', 'en']],
        ['anna@example.lt', ['lt', 'en', 'lt']],
      ] as const) {
        assert.equal(await wrong(email, first), texts[first][0]);
        assert.equal(await wrong(email, first), texts[first][0]);
        assert.equal(await wrong(email, two), `${texts[two][0]} ${texts[two][1]}`);
        assert.equal(await wrong(email, one), `${texts[one][0]} ${texts[one][2]}`);
      }
      // the fifth locks: the page says so at once
      assert.match(await wrong('petras@example.lt', 'en'), /^Invalid password! Too many failed attempts\. Try again in \d+ min\.$/);
    } finally {
      await own.stop();
    }
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

    const out = await fetch(`${s.url}/client/logout?redirect=/bye`, { method: 'POST', headers: { Cookie: `eteris_sso=${cookie}` }, redirect: 'manual' });
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
    const out = await fetch(`${s.url}/client/logout?redirect=/`, { method: 'POST', headers: { Cookie: `eteris_sso=${cookie}; eteris_signed_in=1` }, redirect: 'manual' });
    const cleared = out.headers.getSetCookie();
    assert.ok(cleared.some((c) => /^eteris_sso=; .*Max-Age=0/.test(c)), 'session cookie cleared');
    assert.ok(cleared.some((c) => /^eteris_signed_in=; .*Max-Age=0/.test(c)), 'marker cleared');
  });

  it('clears a stale marker when the session behind it is gone, so the next page does not ask again', async () => {
    const stale = await call(s.url, '/client/user', { headers: { Cookie: 'eteris_sso=revoked; eteris_signed_in=1' } });
    assert.equal(stale.status, 401);
    const cleared = stale.headers.getSetCookie();
    assert.ok(cleared.some((c) => /^eteris_signed_in=; .*Max-Age=0/.test(c)), 'marker cleared');
    // Without any cookie there is nothing to clear.
    assert.deepEqual((await call(s.url, '/client/user')).headers.getSetCookie(), []);
  });

  it('never clears the session cookie from a check that a new login overtook', async () => {
    const cookieOf = (r: Response) => /eteris_sso=([^;]*)/.exec(r.headers.getSetCookie().find((c) => c.startsWith('eteris_sso='))!)![1]!;
    const first = cookieOf(await post({ email: 'petras@example.lt', password: 'Labas123!', redirect: '/' }));
    // the browser signs in again: the new login ends the first session and sets its own cookie
    const again = await fetch(`${s.url}/client/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: `eteris_sso=${first}` },
      body: new URLSearchParams({ email: 'petras@example.lt', password: 'Labas123!', redirect: '/' }).toString(),
      redirect: 'manual',
    });
    assert.equal(again.status, 303);
    const second = cookieOf(again);
    assert.notEqual(second, first);
    // a check the page sent with the first cookie, answered after the new one was stored: its
    // answer must not clear the browser's session cookie (which is the new one by then)
    const late = await call(s.url, '/client/user', { headers: { Cookie: `eteris_sso=${first}; eteris_signed_in=1` } });
    assert.equal(late.status, 401);
    assert.ok(!late.headers.getSetCookie().some((c) => c.startsWith('eteris_sso=')), late.headers.getSetCookie().join(' | '));
    assert.equal((await call(s.url, '/client/user', { headers: { Cookie: `eteris_sso=${second}` } })).status, 200);
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
