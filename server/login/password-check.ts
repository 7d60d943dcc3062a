// The password check of a login: an e-mail nobody has is checked against a decoy hash, so an
// unknown e-mail costs the same scrypt work as a known one and the answer's time tells nothing.
// The decoy is made ahead of time (scripts/seed-hashes.mjs) with the same scrypt cost as a real hash.
import { C, type User } from '../domain/model';
import { verifyPassword } from '../domain/password';
import { DECOY_HASH } from '../domain/seed-hashes.gen';
import type { Store } from '../store/store';

function findUserByEmail(store: Store, email: string): User | undefined {
  const e = email.trim().toLowerCase();
  return store.find<User>(C.users, (u) => u.email === e);
}

/** The account `email` names (if any) and whether `password` is its password. */
export function checkPassword(store: Store, email: string, password: string): { user: User | undefined; matches: boolean } {
  const user = findUserByEmail(store, email);
  const matches = verifyPassword(password, user?.passwordHash ?? DECOY_HASH);
  return { user, matches: Boolean(user) && matches };
}
