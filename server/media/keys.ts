// Deterministic content keys: the key, key id (KID) and per-segment IVs of a channel or VoD item
// are HMAC-SHA256 of the server secret with the content id, so every server instance (and every
// restart) serves the same bytes and answers the same licences without storing keys.
import { createHmac } from 'node:crypto';
import type { ContentRef } from './config';

function hmac(secret: string, label: string, bytes: number): Buffer {
  return createHmac('sha256', secret).update(label).digest().subarray(0, bytes);
}

export interface ContentKey {
  kid: Buffer;
  key: Buffer;
}

export function contentKey(secret: string, c: ContentRef): ContentKey {
  return { kid: hmac(secret, `kid:${c.kind}:${c.id}`, 16), key: hmac(secret, `key:${c.kind}:${c.id}`, 16) };
}

/** 8-byte base IV of one segment of one representation (sample i uses base + i). */
export function segmentIv(secret: string, c: ContentRef, rep: string, number: number): Buffer {
  return hmac(secret, `iv:${c.kind}:${c.id}:${rep}:${number}`, 8);
}

export function kidUuid(kid: Buffer): string {
  const h = kid.toString('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

export function b64url(b: Buffer): string {
  return b.toString('base64url');
}

/** Decodes base64url (padding optional); undefined for anything that is not exactly 16 bytes. */
export function kidFromB64url(s: unknown): Buffer | undefined {
  if (typeof s !== 'string' || !/^[A-Za-z0-9_-]{22}(==)?$/.test(s)) return undefined;
  const b = Buffer.from(s.replace(/=+$/, ''), 'base64url');
  return b.length === 16 ? b : undefined;
}
