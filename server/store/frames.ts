// The on-disk record format shared by the journal, the snapshot and the manifest (format 2):
//
//   <kind><version> <payload length in bytes> <checksum> <payload>\n
//   e.g.  J2 57 9f3c0a1e77d2b6c4 {"q":12,"ops":[{"o":"del","c":"wishlist","id":3}]}
//
// kind is J (journal record), S (snapshot head), R (snapshot row) or M (manifest); the checksum is the first 16 hex
// digits of the payload's SHA-256; the payload is one line of JSON (JSON.stringify never emits a raw
// newline), so the only newline in a record is its terminator. `scan` walks a file record by record
// and says exactly where and how it is damaged; `resync` finds the next intact record after damage.
import { createHash } from 'node:crypto';

export const FORMAT = 2;
export type Kind = 'J' | 'S' | 'R' | 'M';

const NL = 10;
const MAX_LEN_DIGITS = 12;
const SUM_LEN = 16;

function checksum(payload: Buffer): string {
  return createHash('sha256').update(payload).digest('hex').slice(0, SUM_LEN);
}

export function encodeRecord(kind: Kind, payload: string): Buffer {
  const body = Buffer.from(payload, 'utf8');
  return Buffer.concat([Buffer.from(`${kind}${FORMAT} ${body.length} ${checksum(body)} `), body, Buffer.from('\n')]);
}

type Parsed =
  | { ok: true; end: number; value: unknown }
  /** `at`: the first byte that is wrong; `incomplete`: the file ends before the record does. */
  | { ok: false; at: number; incomplete: boolean; reason: string };

/** Parses the record that starts at `off`. `end` is the offset just past its newline. */
export function parseAt(buf: Buffer, off: number, kind: Kind): Parsed {
  const head = `${kind}${FORMAT} `;
  for (let i = 0; i < head.length; i++) {
    if (off + i >= buf.length) return { ok: false, at: off + i, incomplete: true, reason: 'record header cut short' };
    if (buf[off + i] !== head.charCodeAt(i)) {
      const reason =
        i === 0 ? `no record starts here (expected "${kind}")` : i === 1 ? `unknown format version "${String.fromCharCode(buf[off + i]!)}" (expected ${FORMAT})` : 'malformed record header';
      return { ok: false, at: off + i, incomplete: false, reason };
    }
  }
  let p = off + head.length;
  const lenStart = p;
  while (p < buf.length && buf[p]! >= 48 && buf[p]! <= 57 && p - lenStart <= MAX_LEN_DIGITS) p++;
  if (p >= buf.length) return { ok: false, at: p, incomplete: true, reason: 'record header cut short' };
  if (p === lenStart || buf[p] !== 32 || p - lenStart > MAX_LEN_DIGITS) return { ok: false, at: p, incomplete: false, reason: 'malformed record length' };
  const len = Number(buf.toString('latin1', lenStart, p));
  p++;
  const sumStart = p;
  while (p < buf.length && p - sumStart < SUM_LEN && /[0-9a-f]/.test(String.fromCharCode(buf[p]!))) p++;
  if (p >= buf.length) return { ok: false, at: p, incomplete: true, reason: 'record header cut short' };
  if (p - sumStart !== SUM_LEN || buf[p] !== 32) return { ok: false, at: p, incomplete: false, reason: 'malformed record checksum' };
  const sum = buf.toString('latin1', sumStart, p);
  const start = p + 1;
  const end = start + len;
  if (end >= buf.length) return { ok: false, at: buf.length, incomplete: true, reason: `record declares ${len} bytes but the file ends first` };
  if (buf[end] !== NL) return { ok: false, at: end, incomplete: false, reason: `record does not end where its length (${len}) says` };
  const payload = buf.subarray(start, end);
  if (checksum(payload) !== sum) return { ok: false, at: start, incomplete: false, reason: 'checksum mismatch: the record\'s contents were changed' };
  try {
    return { ok: true, end: end + 1, value: JSON.parse(payload.toString('utf8')) };
  } catch {
    return { ok: false, at: start, incomplete: false, reason: 'checksum matches but the contents are not JSON' };
  }
}

/** True when the bytes from `off` on are what a crash mid-append leaves: a cut-short last record. */
export function isTornTail(buf: Buffer, off: number, p: Parsed & { ok: false }): boolean {
  if (buf.indexOf(NL, off) >= 0) return false; // a record's only newline is its last byte
  if (p.incomplete) return true;
  // a file extended by the crash but never written reads as zeros from the failing byte on
  for (let i = p.at; i < buf.length; i++) if (buf[i] !== 0) return false;
  return true;
}

/** Offset of the next intact record after damage at `from`, or -1. */
export function resync(buf: Buffer, from: number, kind: Kind): number {
  const needle = Buffer.from(`\n${kind}${FORMAT} `);
  let i = buf.indexOf(needle, from);
  while (i >= 0) {
    if (parseAt(buf, i + 1, kind).ok) return i + 1;
    i = buf.indexOf(needle, i + 1);
  }
  return -1;
}
