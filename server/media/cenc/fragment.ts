// Movie fragments (moof + mdat): read the samples of every track fragment out of a segment, and
// write one track fragment back as a self-contained segment. The writer always uses
// default-base-is-moof, a 64-bit tfdt and explicit per-sample duration/size/flags in the trun, and
// when the samples are encrypted adds senc + saiz + saio with saio pointing into senc.
import { type Box, boxSize, container, find, findAll, fullHeader, fullLeaf, parseBoxes, serializeBoxes } from './boxes';

export interface Sample {
  data: Buffer;
  duration: number;
  flags: number;
  /** Composition time offset (signed). */
  cto: number;
}

export interface Subsample {
  clear: number;
  protected: number;
}

export interface SampleAux {
  iv: Buffer;
  /** Absent for full-sample encryption. */
  subsamples?: Subsample[];
}

export interface TrackFragment {
  trackId: number;
  baseDecodeTime: bigint;
  samples: Sample[];
  sampleDescriptionIndex?: number;
  /** Per-sample encryption info (senc), when the samples are protected. */
  aux?: SampleAux[];
}

export interface TrexDefaults {
  sampleDescriptionIndex: number;
  duration: number;
  size: number;
  flags: number;
}

interface Fragment {
  sequence: number;
  tracks: TrackFragment[];
}

/** Top-level boxes with their byte ranges. */
export function scanTop(buf: Buffer): { type: string; start: number; end: number }[] {
  const out: { type: string; start: number; end: number }[] = [];
  let pos = 0;
  while (pos + 8 <= buf.length) {
    let size = buf.readUInt32BE(pos);
    if (size === 1) size = Number(buf.readBigUInt64BE(pos + 8));
    else if (size === 0) size = buf.length - pos;
    if (size < 8 || pos + size > buf.length) throw new Error(`bad top-level box at ${pos}`);
    out.push({ type: buf.toString('latin1', pos + 4, pos + 8), start: pos, end: pos + size });
    pos += size;
  }
  if (pos !== buf.length) throw new Error('trailing bytes after the last box');
  return out;
}

function parseSenc(senc: Box, ivSize: number): SampleAux[] {
  const { flags } = fullHeader(senc);
  const p = senc.payload;
  const count = p.readUInt32BE(4);
  let pos = 8;
  const out: SampleAux[] = [];
  for (let i = 0; i < count; i++) {
    const aux: SampleAux = { iv: Buffer.from(p.subarray(pos, pos + ivSize)) };
    pos += ivSize;
    if (flags & 0x2) {
      const n = p.readUInt16BE(pos);
      pos += 2;
      aux.subsamples = [];
      for (let j = 0; j < n; j++) {
        aux.subsamples.push({ clear: p.readUInt16BE(pos), protected: p.readUInt32BE(pos + 2) });
        pos += 6;
      }
    }
    out.push(aux);
  }
  return out;
}

/** Sequential big-endian reader over a box payload. */
class Cursor {
  constructor(
    private readonly b: Buffer,
    public pos: number,
  ) {}
  u32(): number {
    const v = this.b.readUInt32BE(this.pos);
    this.pos += 4;
    return v;
  }
  i32(): number {
    const v = this.b.readInt32BE(this.pos);
    this.pos += 4;
    return v;
  }
  u64(): number {
    const v = Number(this.b.readBigUInt64BE(this.pos));
    this.pos += 8;
    return v;
  }
}

function parseTraf(traf: Box, buf: Buffer, moofStart: number, trex: Map<number, TrexDefaults>, ivSize: number): TrackFragment {
  const tfhd = find(traf.children, 'tfhd');
  if (!tfhd) throw new Error('traf without tfhd');
  const th = fullHeader(tfhd);
  const c = new Cursor(tfhd.payload, 4);
  const trackId = c.u32();
  const d = trex.get(trackId) ?? { sampleDescriptionIndex: 1, duration: 0, size: 0, flags: 0 };
  const base = th.flags & 0x1 ? c.u64() : moofStart;
  // the sample description index only when tfhd says so (else trex's default applies)
  const sdi = th.flags & 0x2 ? c.u32() : undefined;
  const defDuration = th.flags & 0x8 ? c.u32() : d.duration;
  const defSize = th.flags & 0x10 ? c.u32() : d.size;
  const defFlags = th.flags & 0x20 ? c.u32() : d.flags;

  const tfdt = find(traf.children, 'tfdt');
  let baseDecodeTime = 0n;
  if (tfdt) {
    baseDecodeTime = fullHeader(tfdt).version === 1 ? tfdt.payload.readBigUInt64BE(4) : BigInt(tfdt.payload.readUInt32BE(4));
  }
  const samples: Sample[] = [];
  let dataPos = base;
  for (const trun of findAll(traf.children, 'trun')) {
    const { version, flags } = fullHeader(trun);
    const r = new Cursor(trun.payload, 4);
    const count = r.u32();
    if (flags & 0x1) dataPos = base + r.i32();
    const firstFlags = flags & 0x4 ? r.u32() : undefined;
    for (let i = 0; i < count; i++) {
      const duration = flags & 0x100 ? r.u32() : defDuration;
      const size = flags & 0x200 ? r.u32() : defSize;
      const inherited = i === 0 && firstFlags !== undefined ? firstFlags : defFlags;
      const sflags = flags & 0x400 ? r.u32() : inherited;
      const cto = flags & 0x800 ? (version === 0 ? r.u32() : r.i32()) : 0;
      if (dataPos + size > buf.length) throw new Error('sample data beyond the end of the segment');
      samples.push({ data: Buffer.from(buf.subarray(dataPos, dataPos + size)), duration, flags: sflags, cto });
      dataPos += size;
    }
  }
  const senc = find(traf.children, 'senc');
  const frag: TrackFragment = { trackId, baseDecodeTime, samples };
  if (sdi !== undefined) frag.sampleDescriptionIndex = sdi;
  if (senc) frag.aux = parseSenc(senc, ivSize);
  return frag;
}

/** Parses every moof (with its samples from the following mdat) in a segment or fragmented file. */
export function parseFragments(buf: Buffer, trex: Map<number, TrexDefaults> = new Map(), ivSize = 8): Fragment[] {
  const out: Fragment[] = [];
  for (const top of scanTop(buf)) {
    if (top.type !== 'moof') continue;
    const [moof] = parseBoxes(buf, top.start, top.end);
    const mfhd = find(moof?.children, 'mfhd');
    const sequence = mfhd ? mfhd.payload.readUInt32BE(4) : 0;
    const tracks = findAll(moof?.children, 'traf').map((t) => parseTraf(t, buf, top.start, trex, ivSize));
    out.push({ sequence, tracks });
  }
  return out;
}

function u32(n: number): Buffer {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n >>> 0, 0);
  return b;
}

function sencBox(aux: SampleAux[]): Box {
  const withSub = aux.some((a) => a.subsamples);
  const parts: Buffer[] = [u32(aux.length)];
  for (const a of aux) {
    parts.push(a.iv);
    if (withSub) {
      const subs = a.subsamples ?? [];
      const b = Buffer.alloc(2 + 6 * subs.length);
      b.writeUInt16BE(subs.length, 0);
      subs.forEach((s, i) => {
        b.writeUInt16BE(s.clear, 2 + 6 * i);
        b.writeUInt32BE(s.protected, 4 + 6 * i);
      });
      parts.push(b);
    }
  }
  return fullLeaf('senc', 0, withSub ? 0x2 : 0, Buffer.concat(parts));
}

function auxInfoSize(a: SampleAux, withSub: boolean): number {
  return a.iv.length + (withSub ? 2 + 6 * (a.subsamples?.length ?? 0) : 0);
}

function saizBox(aux: SampleAux[]): Box {
  const withSub = aux.some((a) => a.subsamples);
  const sizes = aux.map((a) => auxInfoSize(a, withSub));
  if (sizes.some((s) => s > 255)) throw new Error('sample auxiliary info larger than 255 bytes');
  const same = sizes.every((s) => s === sizes[0]);
  const head = Buffer.alloc(5);
  head.writeUInt8(same ? (sizes[0] ?? 0) : 0, 0);
  head.writeUInt32BE(sizes.length, 1);
  return fullLeaf('saiz', 0, 0, same ? head : Buffer.concat([head, Buffer.from(sizes)]));
}

/** Serialises one track fragment as `moof + mdat`. */
export function writeFragment(sequence: number, tf: TrackFragment): Buffer {
  const n = tf.samples.length;
  const anyCto = tf.samples.some((s) => s.cto !== 0);
  const negCto = tf.samples.some((s) => s.cto < 0);
  const tfhdFlags = 0x20000 | (tf.sampleDescriptionIndex !== undefined ? 0x2 : 0);
  const tfhdBody = tf.sampleDescriptionIndex !== undefined ? Buffer.concat([u32(tf.trackId), u32(tf.sampleDescriptionIndex)]) : u32(tf.trackId);
  const tfdtBody = Buffer.alloc(8);
  tfdtBody.writeBigUInt64BE(tf.baseDecodeTime, 0);
  const perSample = anyCto ? 16 : 12;
  const trunBody = Buffer.alloc(8 + perSample * n);
  trunBody.writeUInt32BE(n, 0);
  tf.samples.forEach((s, i) => {
    const o = 8 + perSample * i;
    trunBody.writeUInt32BE(s.duration, o);
    trunBody.writeUInt32BE(s.data.length, o + 4);
    trunBody.writeUInt32BE(s.flags >>> 0, o + 8);
    if (anyCto) trunBody.writeInt32BE(s.cto, o + 12);
  });
  const trun = fullLeaf('trun', negCto ? 1 : 0, 0x1 | 0x100 | 0x200 | 0x400 | (anyCto ? 0x800 : 0), trunBody);
  const trafChildren: Box[] = [fullLeaf('tfhd', 0, tfhdFlags, tfhdBody), fullLeaf('tfdt', 1, 0, tfdtBody)];
  let saio: Box | undefined;
  let sencIndex = -1;
  if (tf.aux) {
    if (tf.aux.length !== n) throw new Error('one encryption entry per sample is required');
    saio = fullLeaf('saio', 0, 0, Buffer.concat([u32(1), u32(0)]));
    trafChildren.push(trun);
    sencIndex = trafChildren.length;
    trafChildren.push(sencBox(tf.aux), saizBox(tf.aux), saio);
  } else {
    trafChildren.push(trun);
  }
  const mfhd = fullLeaf('mfhd', 0, 0, u32(sequence));
  const traf = container('traf', trafChildren);
  const moof = container('moof', [mfhd, traf]);
  const moofSize = boxSize(moof);
  if (saio && sencIndex >= 0) {
    // offset from the moof start to the first IV inside senc: moof header, mfhd, traf header,
    // the traf children before senc, then senc's header (8) + version/flags (4) + sample_count (4).
    let off = 8 + boxSize(mfhd) + 8;
    for (let i = 0; i < sencIndex; i++) off += boxSize(trafChildren[i]!);
    saio.payload.writeUInt32BE(off + 16, 8);
  }
  trun.payload.writeInt32BE(moofSize + 8, 8);
  const mdatSize = 8 + tf.samples.reduce((a, s) => a + s.data.length, 0);
  const mdatHead = Buffer.alloc(8);
  mdatHead.writeUInt32BE(mdatSize, 0);
  mdatHead.write('mdat', 4, 'latin1');
  return Buffer.concat([serializeBoxes([moof]), mdatHead, ...tf.samples.map((s) => s.data)]);
}
