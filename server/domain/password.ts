// Password hashing with scrypt (node:crypto): `scrypt$N$r$p$salt$hash`, compared in constant time.
import crypto from 'node:crypto';

const N = 16384;
const R = 8;
const P = 1;
const LEN = 32;

export function hashPassword(password: string, salt: Buffer = crypto.randomBytes(16)): string {
  const key = crypto.scryptSync(password.normalize('NFC'), salt, LEN, { N, r: R, p: P });
  return `scrypt$${N}$${R}$${P}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

export function verifyPassword(password: string, stored: string): boolean {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [, n, r, p, salt, hash] = parts as [string, string, string, string, string, string];
  const expected = Buffer.from(hash, 'base64url');
  const key = crypto.scryptSync(password.normalize('NFC'), Buffer.from(salt, 'base64url'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return key.length === expected.length && crypto.timingSafeEqual(key, expected);
}

export function sha256(s: string): string {
  return crypto.createHash('sha256').update(s).digest('hex');
}

export function randomToken(bytes = 32): string {
  return crypto.randomBytes(bytes).toString('base64url');
}

/** A PIN is kept as a password is: scrypt with its own salt. */
export const hashPin = (pin: string, salt?: Buffer): string => hashPassword(pin, salt);

/** True for a stored PIN that is already a hash (a store from before kept PINs as typed). */
export const isPinHash = (stored: string): boolean => stored.startsWith('scrypt$');

/** `given` against a stored PIN hash, in constant time; anything that is not a 4-digit string fails. */
export function pinMatches(given: string, stored: string): boolean {
  return /^\d{4}$/.test(given) && verifyPassword(given, stored);
}

/** `given` against a PIN known in clear (the default 0000), in constant time. */
export function pinEquals(given: string, clear: string): boolean {
  return crypto.timingSafeEqual(crypto.createHash('sha256').update(given).digest(), crypto.createHash('sha256').update(clear).digest());
}
