// A login for an e-mail nobody has does the same password work as one for a known account: one
// scrypt derivation with the same cost parameters (counted here, in-process, at node:crypto), so
// the answer's time does not tell whether an address has an account.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import { Store } from '../../server/store/store';
import { seedStore } from '../../server/domain/seed';
import { checkPassword } from '../../server/login/password-check';
import { tempDataDir } from './helpers';

const dir = tempDataDir();
const store = new Store(dir);
seedStore(store, crypto.randomBytes(32).toString('base64url'));
after(() => {
  store.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** The scrypt derivations `run` makes: key length and cost parameters of each. */
function derivations(run: () => void): string[] {
  const seen: string[] = [];
  const real = crypto.scryptSync;
  crypto.scryptSync = ((password: crypto.BinaryLike, salt: crypto.BinaryLike, keylen: number, options?: crypto.ScryptOptions) => {
    seen.push(`keylen=${keylen} N=${options?.N} r=${options?.r} p=${options?.p}`);
    return real(password, salt, keylen, options);
  }) as typeof crypto.scryptSync;
  try {
    run();
  } finally {
    crypto.scryptSync = real;
  }
  return seen;
}

describe('the login password check', () => {
  it('spends the same scrypt work on an unknown e-mail as on a known one, also the first time', () => {
    let unknown: ReturnType<typeof checkPassword> | undefined;
    const forUnknown = derivations(() => (unknown = checkPassword(store, 'nobody@example.lt', 'Labas123!')));
    let wrong: ReturnType<typeof checkPassword> | undefined;
    const forKnown = derivations(() => (wrong = checkPassword(store, 'anna@example.lt', 'not-her-password')));
    assert.equal(forKnown.length, 1, forKnown.join('; '));
    assert.deepEqual(forUnknown, forKnown);
    assert.equal(unknown!.user, undefined);
    assert.equal(unknown!.matches, false);
    assert.equal(wrong!.user?.email, 'anna@example.lt');
    assert.equal(wrong!.matches, false);
    assert.equal(checkPassword(store, 'anna@example.lt', 'Labas123!').matches, true);
  });
});
