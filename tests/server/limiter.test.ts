// The one limiter (server/security/limiter.ts) on its own, on a clock the test moves: a quota's
// sliding window, the doubling locks of the limits on guessing and their memory, and the PIN
// service's ladder (5 tries, then 1, 5, 30 minutes in a row; a right PIN starts it again).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { combine, doubling, Limiter } from '../../server/security/limiter';
import { LOGIN_PER_ACCOUNT, MAIL_PER_ACCOUNT, PIN_PER_SECRET } from '../../server/security/guess-limits';

const S = 1000;
const MIN = 60 * S;

function clock() {
  const c = { t: 1_700_000_000_000, now: () => c.t };
  return c;
}

/** Fails `n` times; the verdict of the last failure. */
function failTimes(l: Limiter, key: string, n: number) {
  let v = l.check(key);
  for (let i = 0; i < n; i++) v = l.fail(key);
  return v;
}

describe('the limiter', () => {
  it('a quota lets `tries` requests in per sliding window and says when the oldest leaves it', () => {
    const c = clock();
    const q = new Limiter({ tries: 3, windowS: 60 }, c.now);
    assert.ok(q.take('a').allowed);
    c.t += 20 * S;
    assert.ok(q.take('a').allowed);
    assert.equal(q.take('a').triesLeft, 1);
    const over = q.take('a');
    assert.deepEqual(over, { allowed: false, retryAfterS: 40, triesLeft: 0 });
    assert.ok(q.take('b').allowed, 'another key has its own window');
    c.t += 40 * S;
    assert.ok(q.take('a').allowed, 'the first request left the window');
    assert.equal(q.take('a').allowed, false, 'the other three are still in it');
  });

  it('locks after the last try, refuses during the lock, and doubles the next lock up to its cap', () => {
    assert.deepEqual(doubling(15 * 60, 4 * 3600), [900, 1800, 3600, 7200, 14400]);
    assert.deepEqual(doubling(3600, 24 * 3600), [3600, 7200, 14400, 28800, 57600, 86400]);
    const c = clock();
    const l = new Limiter(LOGIN_PER_ACCOUNT, c.now);
    assert.equal(failTimes(l, 'k', 4).triesLeft, 1);
    assert.deepEqual(l.fail('k'), { allowed: false, retryAfterS: 900, triesLeft: 0 });
    assert.deepEqual(l.fail('k'), { allowed: false, retryAfterS: 900, triesLeft: 0 }, 'a failure during the lock is not counted');
    c.t += 15 * MIN;
    assert.deepEqual(l.check('k'), { allowed: true, retryAfterS: 0, triesLeft: 5 });
    assert.equal(failTimes(l, 'k', 5).retryAfterS, 1800);
    for (const lock of [3600, 7200, 14400, 14400]) {
      c.t += 4 * 3600 * S;
      assert.equal(failTimes(l, 'k', 5).retryAfterS, lock);
    }
  });

  it('failures leave the window, and lockouts are forgotten a day after the last', () => {
    const c = clock();
    const l = new Limiter(LOGIN_PER_ACCOUNT, c.now);
    failTimes(l, 'k', 4);
    c.t += 15 * MIN + S;
    assert.equal(l.check('k').triesLeft, 5);
    failTimes(l, 'k', 5);
    c.t += 24 * 3600 * S + S;
    assert.equal(failTimes(l, 'k', 5).retryAfterS, 900);
  });

  it('a success forgets the failures; for a login the lock ladder stays', () => {
    const c = clock();
    const l = new Limiter(LOGIN_PER_ACCOUNT, c.now);
    failTimes(l, 'k', 5);
    c.t += 15 * MIN;
    failTimes(l, 'k', 4);
    l.succeed('k');
    assert.equal(l.check('k').triesLeft, 5);
    assert.equal(failTimes(l, 'k', 5).retryAfterS, 1800);
  });

  it('PINs: 5 tries, then 1, 5 and 30 minutes for every lockout in a row; a right PIN starts again', () => {
    const c = clock();
    const l = new Limiter(PIN_PER_SECRET, c.now);
    failTimes(l, 'pin', 3);
    c.t += 7 * 24 * 3600 * S;
    assert.equal(l.check('pin').triesLeft, 2, 'wrong tries count until a lock or the right PIN');
    assert.deepEqual(failTimes(l, 'pin', 2), { allowed: false, retryAfterS: 60, triesLeft: 0 });
    for (const lock of [300, 1800, 1800]) {
      c.t += 2 * 3600 * S;
      assert.equal(failTimes(l, 'pin', 5).retryAfterS, lock);
    }
    c.t += 30 * MIN;
    l.succeed('pin');
    assert.equal(failTimes(l, 'pin', 5).retryAfterS, 60);
  });

  it('mails asked for count every request; two verdicts combine into the stricter', () => {
    const c = clock();
    const l = new Limiter(MAIL_PER_ACCOUNT, c.now);
    const locked = failTimes(l, 'm', 5);
    assert.equal(locked.retryAfterS, 3600);
    assert.deepEqual(combine(locked, { allowed: true, retryAfterS: 0, triesLeft: 30 }), { allowed: false, retryAfterS: 3600, triesLeft: 0 });
  });
});
