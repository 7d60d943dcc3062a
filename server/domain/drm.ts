// The account's drm token, which a licence request carries besides the signed-in session: random
// per account, replaced when the password is reset, so no one can compute or keep it.
import crypto from 'node:crypto';

export function newDrmToken(): string {
  return crypto.randomBytes(24).toString('base64url');
}

/** The token earlier seeds derived from the e-mail (public source): such a token is replaced on start. */
export function publishedDrmToken(email: string): string {
  return crypto.createHash('sha256').update(`eteris-seed-drm:${email}`).digest('base64url').slice(0, 32);
}
