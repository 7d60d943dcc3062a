// Subsample maps for H.264 samples in 'cenc' encryption. Recommended practice (ISO/IEC 23001-7
// 10.2, as Shaka Packager does): the NAL length prefix and the NAL header byte stay clear; of the
// rest of a VCL NAL unit (types 1-5) the largest multiple of 16 bytes at its end is protected and
// the remainder stays clear; non-VCL NAL units (SEI, SPS, PPS, AUD ...) stay entirely clear.
// Consecutive clear bytes are merged into one entry (split when they exceed the 16-bit field).
import type { Subsample } from './fragment';

const MAX_CLEAR = 0xffff;

function pushClear(out: Subsample[], bytes: number): void {
  // extend the pending clear-only run (the last entry, when it has nothing protected yet)
  const last = out[out.length - 1];
  let rest = bytes;
  if (last && last.protected === 0) {
    const take = Math.min(rest, MAX_CLEAR - last.clear);
    last.clear += take;
    rest -= take;
  }
  while (rest > 0) {
    const take = Math.min(rest, MAX_CLEAR);
    out.push({ clear: take, protected: 0 });
    rest -= take;
  }
}

function pushProtected(out: Subsample[], bytes: number): void {
  const last = out[out.length - 1];
  if (last && last.protected === 0) last.protected = bytes;
  else out.push({ clear: 0, protected: bytes });
}

/** Splits an AVC sample (length-prefixed NAL units) into clear/protected subsamples. */
export function avcSubsamples(sample: Buffer, lengthSize: number): Subsample[] {
  const out: Subsample[] = [];
  let pos = 0;
  while (pos < sample.length) {
    if (pos + lengthSize > sample.length) throw new Error('truncated NAL length prefix');
    const nalSize = sample.readUIntBE(pos, lengthSize);
    if (nalSize < 1 || pos + lengthSize + nalSize > sample.length) throw new Error(`bad NAL size ${nalSize} at ${pos}`);
    const nalType = sample.readUInt8(pos + lengthSize) & 0x1f;
    const isVcl = nalType >= 1 && nalType <= 5;
    const protectedBytes = isVcl ? Math.floor((nalSize - 1) / 16) * 16 : 0;
    pushClear(out, lengthSize + nalSize - protectedBytes);
    if (protectedBytes > 0) pushProtected(out, protectedBytes);
    pos += lengthSize + nalSize;
  }
  // a trailing clear-only entry is fine; an empty sample gets one empty entry
  if (out.length === 0) out.push({ clear: 0, protected: 0 });
  return out;
}

/** The protected byte ranges [start, end) of a sample described by subsamples. */
export function protectedRanges(subs: Subsample[]): [number, number][] {
  const out: [number, number][] = [];
  let pos = 0;
  for (const s of subs) {
    pos += s.clear;
    if (s.protected > 0) out.push([pos, pos + s.protected]);
    pos += s.protected;
  }
  return out;
}
