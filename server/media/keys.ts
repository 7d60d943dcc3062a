// Deterministic content keys: the key, key id (KID) and per-segment IVs of a VoD item, a trailer
// or one programme of a channel are HMAC-SHA256 of the server secret with the content id, so every
// server instance (and every restart) serves the same bytes and answers the same licences without
// storing keys. A channel's key changes with every programme (a key period), so the key of one
// programme opens no other.
import { createHmac } from 'node:crypto';
import type { ContentRef } from './config';

function hmac(secret: string, label: string, bytes: number): Buffer {
  return createHmac('sha256', secret).update(label).digest().subarray(0, bytes);
}

export interface ContentKey {
  kid: Buffer;
  key: Buffer;
}

/** The key of a VoD item or a trailer (a channel's keys are its programmes': programmeKey). */
export function contentKey(secret: string, c: ContentRef): ContentKey {
  if (c.kind === 'ch') throw new Error('a channel has a key per programme');
  return { kid: hmac(secret, `kid:${c.kind}:${c.id}`, 16), key: hmac(secret, `key:${c.kind}:${c.id}`, 16) };
}

/**
 * The key of programme `programmeId` of channel `channelId`. Its KID is 8 bytes of HMAC of the
 * pair followed by the programme id (big-endian), so the licence server reads which programme a
 * KID names and checks the HMAC part, with no table of KIDs.
 */
export function programmeKey(secret: string, channelId: number, programmeId: number): ContentKey {
  const id = Buffer.alloc(8);
  id.writeBigUInt64BE(BigInt(programmeId));
  return {
    kid: Buffer.concat([hmac(secret, `kid:ch:${channelId}:p:${programmeId}`, 8), id]),
    key: hmac(secret, `key:ch:${channelId}:p:${programmeId}`, 16),
  };
}

/** The programme a channel's KID names, or undefined when the KID is not one of that channel's. */
export function programmeOfKid(secret: string, channelId: number, kid: Buffer): number | undefined {
  const id = kid.readBigUInt64BE(8);
  if (id < 1n || id > BigInt(Number.MAX_SAFE_INTEGER)) return undefined;
  return programmeKey(secret, channelId, Number(id)).kid.equals(kid) ? Number(id) : undefined;
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
