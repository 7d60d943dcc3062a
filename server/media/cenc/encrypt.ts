// AES-128-CTR sample encryption of the 'cenc' scheme (ISO/IEC 23001-7). Audio samples are
// encrypted whole; H.264 samples by subsample (see subsamples.ts). Each sample gets its own 8-byte
// IV (the segment's base IV plus the sample index, modulo 2^64); the counter block is IV || 0^64,
// and within one sample the protected ranges form ONE keystream (the counter runs on across
// subsamples), as the spec requires. Decryption is the same operation and is used by the tests.
import { createCipheriv } from 'node:crypto';
import type { SampleAux, Subsample, TrackFragment } from './fragment';
import { avcSubsamples, protectedRanges } from './subsamples';

type TrackKind = 'video' | 'audio';

interface EncryptParams {
  key: Buffer;
  /** 8-byte base IV of this fragment; sample i uses baseIv + i. */
  baseIv: Buffer;
  kind: TrackKind;
  /** NAL unit length size from avcC (video only). */
  nalLengthSize?: number;
}

const MASK64 = (1n << 64n) - 1n;

export function sampleIv(baseIv: Buffer, index: number): Buffer {
  if (baseIv.length !== 8) throw new Error('the base IV must be 8 bytes');
  const iv = Buffer.alloc(8);
  iv.writeBigUInt64BE((baseIv.readBigUInt64BE(0) + BigInt(index)) & MASK64, 0);
  return iv;
}

/** AES-128-CTR over `data` with the 8- or 16-byte IV (8-byte IVs are zero-extended). */
function aesCtr(key: Buffer, iv: Buffer, data: Buffer): Buffer {
  const counter = iv.length === 16 ? iv : Buffer.concat([iv, Buffer.alloc(16 - iv.length)]);
  const c = createCipheriv('aes-128-ctr', key, counter);
  return Buffer.concat([c.update(data), c.final()]);
}

/** Applies the keystream to the protected ranges of one sample (encrypts or decrypts). */
function cryptSample(key: Buffer, iv: Buffer, data: Buffer, subsamples?: Subsample[]): Buffer {
  if (!subsamples) return aesCtr(key, iv, data);
  const ranges = protectedRanges(subsamples);
  const total = subsamples.reduce((n, s) => n + s.clear + s.protected, 0);
  if (total !== data.length) throw new Error(`subsamples cover ${total} bytes of a ${data.length}-byte sample`);
  if (ranges.length === 0) return Buffer.from(data);
  const joined = aesCtr(key, iv, Buffer.concat(ranges.map(([a, b]) => data.subarray(a, b))));
  const out = Buffer.from(data);
  let p = 0;
  for (const [a, b] of ranges) {
    joined.copy(out, a, p, p + (b - a));
    p += b - a;
  }
  return out;
}

export function encryptTrackFragment(tf: TrackFragment, p: EncryptParams): TrackFragment {
  if (p.key.length !== 16) throw new Error('AES-128 needs a 16-byte key');
  const aux: SampleAux[] = [];
  const samples = tf.samples.map((s, i) => {
    const iv = sampleIv(p.baseIv, i);
    const subsamples = p.kind === 'video' ? avcSubsamples(s.data, p.nalLengthSize ?? 4) : undefined;
    aux.push(subsamples ? { iv, subsamples } : { iv });
    return { ...s, data: cryptSample(p.key, iv, s.data, subsamples) };
  });
  return { ...tf, samples, aux };
}

export function decryptTrackFragment(tf: TrackFragment, key: Buffer): TrackFragment {
  if (!tf.aux) return tf;
  const aux = tf.aux;
  const samples = tf.samples.map((s, i) => {
    const a = aux[i];
    if (!a) throw new Error(`no encryption entry for sample ${i}`);
    return { ...s, data: cryptSample(key, a.iv, s.data, a.subsamples) };
  });
  const { aux: _drop, ...rest } = tf;
  return { ...rest, samples };
}
