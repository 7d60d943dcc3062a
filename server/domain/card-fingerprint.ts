// A card's fingerprint: a keyed hash of its number, so the same card is recognised when it is
// added again without the number ever being stored. Keyed per install, so a leaked store does not
// let anyone test guessed numbers against it.
import crypto from 'node:crypto';

export function cardFingerprint(secret: string, number: string): string {
  return crypto.createHmac('sha256', secret).update(`card-fingerprint\0${number}`).digest('base64url');
}
