// The seed's hashes come from a generated table (scripts/seed-hashes.mjs) so a fresh start derives
// no key: every entry must be the real scrypt hash of its secret, exactly what the seed would
// compute, and a seed whose secrets changed must fail here until the table is regenerated.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import { Store } from '../../server/store/store';
import { seedSalt, seedStore } from '../../server/domain/seed';
import { DECOY_HASH, SEED_HASHES } from '../../server/domain/seed-hashes.gen';
import { hashPassword, verifyPassword } from '../../server/domain/password';
import { C, type ProfileRec, type User } from '../../server/domain/model';
import { tempDataDir } from './helpers';

const dirs: string[] = [];
after(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

/** The scrypt derivations `run` makes. */
function derivations(run: () => void): number {
  let n = 0;
  const real = crypto.scryptSync;
  crypto.scryptSync = ((...a: Parameters<typeof crypto.scryptSync>) => (n++, real(...a))) as typeof crypto.scryptSync;
  try {
    run();
  } finally {
    crypto.scryptSync = real;
  }
  return n;
}

/** `scrypt$N$r$p$` and the byte lengths of salt and key: what verifying the hash costs. */
const cost = (hash: string) => hash.split('$').map((part, i) => (i < 4 ? part : Buffer.from(part, 'base64url').length));

describe('the seed hash table', () => {
  it('holds, for each `label secret`, the scrypt hash of the secret salted by the label', () => {
    assert.ok(Object.keys(SEED_HASHES).length > 0);
    for (const [key, hash] of Object.entries(SEED_HASHES)) {
      const at = key.indexOf(' ');
      const [label, secret] = [key.slice(0, at), key.slice(at + 1)];
      assert.ok(verifyPassword(secret, hash), `${key} does not verify against its hash`);
      assert.equal(hash, hashPassword(secret, seedSalt(label)), `${key} is not what the seed computes`);
    }
  });

  it('serves every hash a fresh seed stores, so seeding derives no key', () => {
    const dir = tempDataDir();
    dirs.push(dir);
    const store = new Store(dir);
    const made = derivations(() => seedStore(store, 'secret'));
    const stored = [
      ...store.all<User>(C.users).flatMap((u) => [u.passwordHash, u.purchasePin ?? '']),
      ...store.all<ProfileRec>(C.profiles).map((p) => p.pin),
    ].filter((h) => h !== '');
    store.close();
    assert.equal(made, 0, 'seeding derived scrypt keys: run node scripts/seed-hashes.mjs');
    assert.deepEqual(new Set(stored), new Set(Object.values(SEED_HASHES)));
  });

  it('keeps a decoy that costs a real hash to check and that no seed secret opens', () => {
    assert.deepEqual(cost(DECOY_HASH), cost(hashPassword('any password')));
    for (const key of Object.keys(SEED_HASHES)) assert.equal(verifyPassword(key.slice(key.indexOf(' ') + 1), DECOY_HASH), false);
  });
});
