// The password check of a login: an e-mail nobody has is checked against a decoy hash, so an
// unknown e-mail costs the same scrypt work as a known one and the answer's time tells nothing.
// The decoy is made when the module loads, not on the first unknown e-mail (which would then
// cost two derivations).
import crypto from 'node:crypto';
import { C, type User } from '../domain/model';
import { hashPassword, verifyPassword } from '../domain/password';
import type { Store } from '../store/store';

/** A password hash no password is checked against but to spend the same time on an unknown e-mail. */
const DECOY = hashPassword(crypto.randomUUID());

export function findUserByEmail(store: Store, email: string): User | undefined {
  const e = email.trim().toLowerCase();
  return store.find<User>(C.users, (u) => u.email === e);
}

/** The account `email` names (if any) and whether `password` is its password. */
export function checkPassword(store: Store, email: string, password: string): { user: User | undefined; matches: boolean } {
  const user = findUserByEmail(store, email);
  const matches = verifyPassword(password, user?.passwordHash ?? DECOY);
  return { user, matches: Boolean(user) && matches };
}
