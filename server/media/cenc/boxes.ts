// ISO-BMFF (MP4) box tree: parse bytes into boxes and serialise them back, recomputing sizes.
// A box is either a leaf (its payload kept as bytes) or a container: `prefix` holds the bytes that
// precede the child boxes (full-box version/flags, stsd's entry count, a sample entry's fixed
// fields), `children` the parsed child boxes. Unknown boxes stay leaves, so a round trip is exact.

export interface Box {
  type: string;
  /** Leaf payload (everything after the 8-byte header); for containers, the bytes before the children. */
  payload: Buffer;
  children?: Box[];
}

/** Bytes before the child boxes, per container type. */
const CONTAINER_PREFIX: Record<string, number> = {
  moov: 0,
  trak: 0,
  mdia: 0,
  minf: 0,
  stbl: 0,
  mvex: 0,
  moof: 0,
  traf: 0,
  dinf: 0,
  edts: 0,
  sinf: 0,
  schi: 0,
  udta: 0,
  stsd: 8, // full box + entry_count
  dref: 8,
  avc1: 78, // VisualSampleEntry fixed fields
  avc3: 78,
  encv: 78,
  mp4a: 28, // AudioSampleEntry fixed fields
  enca: 28,
};

/** Parses consecutive boxes in `buf[start, end)`. Throws on a truncated or malformed box. */
export function parseBoxes(buf: Buffer, start = 0, end = buf.length): Box[] {
  const out: Box[] = [];
  let pos = start;
  while (pos < end) {
    if (end - pos < 8) throw new Error(`truncated box header at ${pos}`);
    let size = buf.readUInt32BE(pos);
    const type = buf.toString('latin1', pos + 4, pos + 8);
    let header = 8;
    if (size === 1) {
      if (end - pos < 16) throw new Error(`truncated largesize box at ${pos}`);
      size = Number(buf.readBigUInt64BE(pos + 8));
      header = 16;
    } else if (size === 0) {
      size = end - pos;
    }
    if (size < header || pos + size > end) throw new Error(`box ${type} at ${pos} overruns its parent (${size} bytes)`);
    const bodyStart = pos + header;
    const bodyEnd = pos + size;
    const prefix = CONTAINER_PREFIX[type];
    if (prefix !== undefined && bodyEnd - bodyStart >= prefix) {
      out.push({
        type,
        payload: Buffer.from(buf.subarray(bodyStart, bodyStart + prefix)),
        children: parseBoxes(buf, bodyStart + prefix, bodyEnd),
      });
    } else {
      out.push({ type, payload: Buffer.from(buf.subarray(bodyStart, bodyEnd)) });
    }
    pos = bodyEnd;
  }
  return out;
}

export function boxSize(box: Box): number {
  let n = 8 + box.payload.length;
  if (box.children) for (const c of box.children) n += boxSize(c);
  return n;
}

function writeBox(box: Box, out: Buffer, pos: number): number {
  const size = boxSize(box);
  out.writeUInt32BE(size, pos);
  out.write(box.type, pos + 4, 4, 'latin1');
  let p = pos + 8;
  box.payload.copy(out, p);
  p += box.payload.length;
  if (box.children) for (const c of box.children) p = writeBox(c, out, p);
  return p;
}

export function serializeBoxes(boxes: Box[]): Buffer {
  const total = boxes.reduce((n, b) => n + boxSize(b), 0);
  const out = Buffer.alloc(total);
  let pos = 0;
  for (const b of boxes) pos = writeBox(b, out, pos);
  return out;
}

/** Builds a leaf box. */
export function leaf(type: string, payload: Buffer): Box {
  return { type, payload };
}

/** Builds a full-box leaf: version (1 byte), flags (3 bytes), then `body`. */
export function fullLeaf(type: string, version: number, flags: number, body: Buffer): Box {
  const head = Buffer.alloc(4);
  head.writeUInt32BE(((version & 0xff) << 24) | (flags & 0xffffff), 0);
  return { type, payload: Buffer.concat([head, body]) };
}

export function container(type: string, children: Box[], prefix: Buffer = Buffer.alloc(0)): Box {
  return { type, payload: prefix, children };
}

/** First child of the given type, following a path of types ("moov/trak/mdia"). */
export function find(boxes: Box[] | undefined, path: string): Box | undefined {
  let level = boxes;
  let found: Box | undefined;
  for (const type of path.split('/')) {
    found = level?.find((b) => b.type === type);
    if (!found) return undefined;
    level = found.children;
  }
  return found;
}

export function findAll(boxes: Box[] | undefined, type: string): Box[] {
  return boxes?.filter((b) => b.type === type) ?? [];
}

/** Version and flags of a full box. */
export function fullHeader(box: Box): { version: number; flags: number } {
  const v = box.payload.readUInt32BE(0);
  return { version: v >>> 24, flags: v & 0xffffff };
}

export function fourcc(s: string): Buffer {
  if (s.length !== 4) throw new Error(`bad fourcc ${s}`);
  return Buffer.from(s, 'latin1');
}
