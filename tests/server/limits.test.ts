// Guessing is limited (server/security/guess-limits.ts): password login, device codes, e-mail sign-up
// codes, password recovery (codes and the mails asked for), per account and per client address,
// answered 429 with Retry-After; while locked even the right secret is refused. A password reset
// ends every other session of the account.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { api, call, login, pub, startServer, type CallResult, type Server } from './helpers';

let s: Server;
before(async () => {
  s = await startServer();
});
after(() => s.stop());

const postLogin = (email: string, password: string, lang = 'en') =>
  call(s.url, '/client/login', { method: 'POST', form: { email, password, redirect: '/', lang } });
const mailTo = async (to: string) => (await call(s.url, `/__test/mails?to=${encodeURIComponent(to)}`)).body.items[0];

function assertLocked(r: CallResult, what: string): void {
  assert.equal(r.status, 429, `${what}: ${r.status} ${r.text.slice(0, 200)}`);
  const retry = Number(r.headers.get('retry-after'));
  assert.ok(Number.isInteger(retry) && retry > 0, `${what}: Retry-After ${r.headers.get('retry-after')}`);
}

describe('password login', () => {
  it('30 wrong passwords end in 429 with Retry-After, and the right password is refused while locked', async () => {
    const statuses: number[] = [];
    let last: CallResult | undefined;
    for (let i = 0; i < 30; i++) {
      last = await postLogin('anna@example.lt', `wrong-${i}`);
      statuses.push(last.status);
    }
    assert.deepEqual(statuses.slice(0, 5), [401, 401, 401, 401, 401]);
    assert.ok(statuses.slice(5).every((x) => x === 429), statuses.join(','));
    assertLocked(last!, 'wrong password while locked');
    const right = await postLogin('anna@example.lt', 'Labas123!');
    assertLocked(right, 'right password while locked');
    assert.equal(right.headers.get('set-cookie'), null, 'no session while locked');
    assert.match(right.text, /Too many failed attempts\. Try again in \d+ min\./);
    assert.match((await postLogin('anna@example.lt', 'Labas123!', 'lt')).text, /Per daug nesėkmingų bandymų/);
    assert.match((await postLogin('anna@example.lt', 'Labas123!', 'ru')).text, /Слишком много неудачных попыток/);
    // the lock is the account's: another account from the same address still logs in
    await login(s.url, 'ruta@example.lt');
  });
});

describe('device codes', () => {
  it('wrong device codes end in 429, and the right code is refused while locked', async () => {
    const { token } = await login(s.url, 'petras@example.lt');
    const pair = await call(s.url, pub('/devices/pair'), { method: 'POST', form: { device_name: 'TV' } });
    const wrong = pair.body.code === 'ZZZZZZ' ? 'YYYYYY' : 'ZZZZZZ';
    for (let i = 0; i < 5; i++) {
      assert.equal((await call(s.url, api('/devices/activate'), { method: 'POST', token, form: { code: wrong } })).status, 404);
    }
    assertLocked(await call(s.url, api('/devices/activate'), { method: 'POST', token, form: { code: wrong } }), 'wrong code');
    const right = await call(s.url, api('/devices/activate'), { method: 'POST', token, form: { code: pair.body.code } });
    assertLocked(right, 'right code while locked');
    assert.equal(right.body.error.code, 'too_many_attempts');
  });
});

describe('e-mail codes', () => {
  it('wrong sign-up codes lock the address across sign-ups: the right code of a new sign-up gets 429', async () => {
    const email = 'guesser@example.lt';
    const start = () => call(s.url, pub('/signup/contact'), { method: 'POST', form: { email, name: 'G', phone: '+370 600 11 222' } });
    const first = await start();
    assert.equal(first.status, 202);
    const code = (await mailTo(email)).code as string;
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      assert.equal((await call(s.url, pub('/signup/confirm'), { method: 'POST', form: { signup_id: first.body.signup_id, code: wrong } })).status, 400);
    }
    assertLocked(await call(s.url, pub('/signup/confirm'), { method: 'POST', form: { signup_id: first.body.signup_id, code } }), 'right code');
    const second = await start();
    assert.equal(second.status, 202);
    const code2 = (await mailTo(email)).code as string;
    assertLocked(await call(s.url, pub('/signup/confirm'), { method: 'POST', form: { signup_id: second.body.signup_id, code: code2 } }), 'new sign-up');
  });
});

describe('password recovery', () => {
  it('wrong recovery codes end in 429, and the right code is refused while locked', async () => {
    const email = 'petras@example.lt';
    assert.equal((await call(s.url, pub('/password-recovery'), { method: 'POST', form: { email } })).status, 202);
    const code = (await mailTo(email)).code as string;
    const wrong = code === '000000' ? '111111' : '000000';
    const reset = (c: string) => call(s.url, pub('/password-recovery/reset'), { method: 'POST', form: { email, code: c, password: 'Naujas123!', password_confirm: 'Naujas123!' } });
    for (let i = 0; i < 5; i++) assert.equal((await reset(wrong)).status, 400);
    assertLocked(await reset(code), 'right code while locked');
    await login(s.url, 'petras@example.lt', 'Labas123!');
  });

  it('asking for recovery mail is limited per address e-mail', async () => {
    const ask = () => call(s.url, pub('/password-recovery'), { method: 'POST', form: { email: 'someone@example.lt' } });
    for (let i = 0; i < 5; i++) assert.equal((await ask()).status, 202);
    assertLocked(await ask(), 'sixth recovery mail');
  });

  it('a password reset ends every other session and token of the account', async () => {
    const form = { name: 'Ieva', surname: 'I', city: 'Vilnius', email: 'ieva@example.lt', phone: '+370 612 34 567', password: 'Senas123!', password_confirm: 'Senas123!', terms: '1' };
    assert.equal((await call(s.url, pub('/register'), { method: 'POST', form })).status, 201);
    const old = await login(s.url, 'ieva@example.lt', 'Senas123!');
    assert.equal((await call(s.url, api('/userinfo'), { token: old.token })).status, 200);
    assert.equal((await call(s.url, pub('/password-recovery'), { method: 'POST', form: { email: 'ieva@example.lt' } })).status, 202);
    const code = (await mailTo('ieva@example.lt')).code as string;
    const r = await call(s.url, pub('/password-recovery/reset'), { method: 'POST', form: { email: 'ieva@example.lt', code, password: 'Naujas123!', password_confirm: 'Naujas123!' } });
    assert.equal(r.status, 204);
    assert.equal((await call(s.url, api('/userinfo'), { token: old.token })).status, 401, 'the old token is revoked');
    assert.equal((await call(s.url, '/client/user', { headers: { Cookie: `eteris_sso=${old.cookie}` } })).status, 401, 'the old session is over');
    await login(s.url, 'ieva@example.lt', 'Naujas123!');
  });
});

describe('per client address', () => {
  it('wrong logins for many accounts from one address end in 429, even for a right password', async () => {
    const other = await startServer();
    try {
      for (let i = 0; i < 30; i++) {
        assert.equal((await call(other.url, '/client/login', { method: 'POST', form: { email: `nobody${i}@example.lt`, password: 'x' } })).status, 401);
      }
      const r = await call(other.url, '/client/login', { method: 'POST', form: { email: 'petras@example.lt', password: 'Labas123!' } });
      assertLocked(r, 'the address is locked');
    } finally {
      await other.stop();
    }
  });
});
