// Signed cookie values: `payload.mac`, the MAC an HMAC-SHA256 of the payload with the install's
// cookie key (./secrets.ts), so the browser can carry a value it cannot change.
import crypto from 'node:crypto';

export function sign(key: string, payload: string): string {
  const p = Buffer.from(payload).toString('base64url');
  return `${p}.${crypto.createHmac('sha256', key).update(p).digest('base64url')}`;
}

/** The payload, or null when the value was not signed with `key`. */
export function unsign(key: string, value: string | undefined): string | null {
  if (!value) return null;
  const i = value.lastIndexOf('.');
  if (i < 1) return null;
  const p = value.slice(0, i);
  const mac = Buffer.from(value.slice(i + 1), 'base64url');
  const want = crypto.createHmac('sha256', key).update(p).digest();
  if (mac.length !== want.length || !crypto.timingSafeEqual(mac, want)) return null;
  return Buffer.from(p, 'base64url').toString('utf8');
}
