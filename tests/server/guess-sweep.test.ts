// Guessing records (login and code limits, usual addresses, e-mail verification links) are kept in the
// durable store; once they remember nothing they are swept, so the store does not grow with every
// address that ever mistyped a password.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { Store } from '../../server/store/store';
import { C } from '../../server/domain/model';
import { Limiter } from '../../server/security/limiter';
import { LOGIN_PER_ACCOUNT } from '../../server/security/guess-limits';
import { storeBacking, sweepGuessRecords } from '../../server/security/guard';
import { tempDataDir } from './helpers';

const MIN = 60_000;
const HOUR = 60 * MIN;

const ids = (s: Store) =>
  s
    .all<{ id: string }>(C.meta)
    .map((r) => r.id)
    .filter((id) => /^(limit|usual|verify|kept):/.test(id))
    .map((id) => id.split(':')[0]! + (id.startsWith('kept') ? ':' + id.split(':')[1] : ''))
    .sort();

describe('sweeping stale guessing records', () => {
  it('forgets each record once it remembers nothing, in the durable store, and keeps the rest', () => {
    const dir = tempDataDir();
    const t0 = Date.now();
    const s = new Store(dir);
    const limiter: Limiter = new Limiter(LOGIN_PER_ACCOUNT, () => t0, storeBacking(s, 'login:account', () => limiter));
    limiter.fail('one-typo@example.com'); // remembered for the window: 15 min
    for (let i = 0; i < LOGIN_PER_ACCOUNT.tries; i++) limiter.fail('locked@example.com'); // a lock, remembered for a day
    s.put(C.meta, 'usual:abc', { id: 'usual:abc', until: t0 + 5 * MIN });
    s.put(C.meta, 'verify:def', { id: 'verify:def', userId: 1, expires: Math.floor(t0 / 1000) + 7 * 24 * 3600 });
    // a limit record written before records carried when they go stale: its last event was now
    s.put(C.meta, 'limit:old', { id: 'limit:old', entry: { events: [t0], lockedUntil: 0, lockouts: 0, lastLock: 0 } });
    s.put(C.meta, 'kept:seed', { id: 'kept:seed' });
    assert.deepEqual(ids(s), ['kept:seed', 'limit', 'limit', 'limit', 'usual', 'verify']);

    assert.equal(sweepGuessRecords(s, t0 + 10 * MIN), 1, 'the usual address past its time');
    assert.equal(sweepGuessRecords(s, t0 + 16 * MIN), 1, 'the one typo, past its window');
    assert.deepEqual(ids(s), ['kept:seed', 'limit', 'limit', 'verify']);
    assert.equal(sweepGuessRecords(s, t0 + 24 * HOUR + MIN), 2, 'the lock past its memory, the old record past a day');
    assert.equal(sweepGuessRecords(s, t0 + 8 * 24 * HOUR), 1, 'the verification link past its week');
    s.close();

    const again = new Store(dir);
    assert.deepEqual(ids(again), ['kept:seed'], 'gone from the durable store, not only from memory');
    again.close();
  });

  it('a lock still in force is never swept', () => {
    const dir = tempDataDir();
    const t0 = Date.now();
    const s = new Store(dir);
    const limiter: Limiter = new Limiter(LOGIN_PER_ACCOUNT, () => t0, storeBacking(s, 'login:account', () => limiter));
    for (let i = 0; i < LOGIN_PER_ACCOUNT.tries; i++) limiter.fail('locked@example.com');
    assert.equal(sweepGuessRecords(s, t0 + 14 * MIN), 0);
    assert.equal(limiter.check('locked@example.com').allowed, false);
    s.close();
  });
});
