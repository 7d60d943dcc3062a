// Initialisation segments (ftyp + moov): read what a manifest and the encryptor need (track id,
// timescale, codec string, picture size, NAL length size, trex defaults), and rewrite a clear init
// segment into a protected one: avc1 -> encv / mp4a -> enca with a sinf (frma, schm 'cenc',
// schi/tenc with the default KID), plus pssh boxes for ClearKey in the moov.
import { type Box, container, find, findAll, fourcc, fullHeader, fullLeaf, leaf, parseBoxes, serializeBoxes } from './boxes';
import type { TrexDefaults } from './fragment';

/** DASH-IF ClearKey system id (urn:uuid:e2719d58-a985-b3c9-781a-b030af78d30e). */
export const CLEARKEY_SYSTEM_ID = 'e2719d58a985b3c9781ab030af78d30e';
/** W3C "common" system id, which browsers' ClearKey CDMs read key ids from. */
export const COMMON_SYSTEM_ID = '1077efecc0b24d02ace33c1e52e2fb4b';

export interface TrackInfo {
  trackId: number;
  handler: 'vide' | 'soun' | string;
  timescale: number;
  /** Sample entry fourcc (avc1, mp4a, encv, enca). */
  format: string;
  /** RFC 6381 codec string. */
  codecs: string;
  width?: number;
  height?: number;
  sampleRate?: number;
  channels?: number;
  nalLengthSize?: number;
  trex: TrexDefaults;
}

function trackIdOf(trak: Box): number {
  const tkhd = find(trak.children, 'tkhd');
  if (!tkhd) throw new Error('trak without tkhd');
  return tkhd.payload.readUInt32BE(fullHeader(tkhd).version === 1 ? 20 : 12);
}

/** Reads one MPEG-4 descriptor (tag, variable-length size) at `pos`. */
function descriptor(b: Buffer, pos: number): { tag: number; start: number; end: number } | undefined {
  if (pos + 2 > b.length) return undefined;
  const tag = b.readUInt8(pos);
  let len = 0;
  let p = pos + 1;
  for (let i = 0; i < 4 && p < b.length; i++) {
    const c = b.readUInt8(p++);
    len = (len << 7) | (c & 0x7f);
    if (!(c & 0x80)) break;
  }
  return p + len <= b.length ? { tag, start: p, end: p + len } : undefined;
}

/** The AudioSpecificConfig inside an esds body (ES_Descriptor > DecoderConfig > DecSpecificInfo). */
function audioSpecificConfig(esds: Buffer): Buffer | undefined {
  const es = descriptor(esds, 0);
  if (!es || es.tag !== 0x03) return undefined;
  const flags = esds.readUInt8(es.start + 2);
  let p = es.start + 3;
  if (flags & 0x80) p += 2;
  if (flags & 0x40) p += 1 + esds.readUInt8(p);
  if (flags & 0x20) p += 2;
  const dc = descriptor(esds, p);
  if (!dc || dc.tag !== 0x04) return undefined;
  const dsi = descriptor(esds, dc.start + 13);
  return dsi && dsi.tag === 0x05 ? esds.subarray(dsi.start, dsi.end) : undefined;
}

function hex2(n: number): string {
  return n.toString(16).padStart(2, '0');
}

export function readTracks(init: Buffer): TrackInfo[] {
  const boxes = parseBoxes(init);
  const moov = find(boxes, 'moov');
  if (!moov) throw new Error('init segment without moov');
  const trexById = new Map<number, TrexDefaults>();
  for (const trex of findAll(find(moov.children, 'mvex')?.children, 'trex')) {
    const p = trex.payload;
    trexById.set(p.readUInt32BE(4), {
      sampleDescriptionIndex: p.readUInt32BE(8),
      duration: p.readUInt32BE(12),
      size: p.readUInt32BE(16),
      flags: p.readUInt32BE(20),
    });
  }
  return findAll(moov.children, 'trak').map((trak) => {
    const trackId = trackIdOf(trak);
    const mdhd = find(trak.children, 'mdia/mdhd');
    const hdlr = find(trak.children, 'mdia/hdlr');
    const stsd = find(trak.children, 'mdia/minf/stbl/stsd');
    const entry = stsd?.children?.[0];
    if (!mdhd || !hdlr || !entry) throw new Error(`track ${trackId} lacks mdhd, hdlr or a sample entry`);
    const info: TrackInfo = {
      trackId,
      handler: hdlr.payload.toString('latin1', 8, 12),
      timescale: mdhd.payload.readUInt32BE(fullHeader(mdhd).version === 1 ? 20 : 12),
      format: entry.type,
      codecs: entry.type,
      trex: trexById.get(trackId) ?? { sampleDescriptionIndex: 1, duration: 0, size: 0, flags: 0 },
    };
    const sinfFrma = find(entry.children, 'sinf/frma');
    const original = sinfFrma ? sinfFrma.payload.toString('latin1', 0, 4) : entry.type;
    if (original === 'avc1' || original === 'avc3') {
      info.width = entry.payload.readUInt16BE(24);
      info.height = entry.payload.readUInt16BE(26);
      const avcC = find(entry.children, 'avcC');
      if (!avcC) throw new Error('avc1 without avcC');
      const p = avcC.payload;
      info.codecs = `${original}.${hex2(p.readUInt8(1))}${hex2(p.readUInt8(2))}${hex2(p.readUInt8(3))}`;
      info.nalLengthSize = (p.readUInt8(4) & 3) + 1;
    } else if (original === 'mp4a') {
      info.channels = entry.payload.readUInt16BE(16);
      info.sampleRate = entry.payload.readUInt32BE(24) >>> 16;
      info.codecs = 'mp4a.40.2';
      const esds = find(entry.children, 'esds');
      const asc = esds ? audioSpecificConfig(esds.payload.subarray(4)) : undefined;
      if (asc && asc.length >= 2) {
        const objectType = asc.readUInt8(0) >> 3;
        info.codecs = `mp4a.40.${objectType}`;
        const channelConfig = (asc.readUInt16BE(0) >> 3) & 0xf;
        if (channelConfig > 0 && channelConfig < 7) info.channels = channelConfig;
      }
    }
    return info;
  });
}

/** Removes edit lists (edts), so that presentation time == decode time (+ composition offset). */
export function stripEditLists(init: Buffer): Buffer {
  const boxes = parseBoxes(init);
  for (const trak of findAll(find(boxes, 'moov')?.children, 'trak')) {
    trak.children = trak.children?.filter((b) => b.type !== 'edts');
  }
  return serializeBoxes(boxes);
}

/** A version-1 pssh box carrying key ids and (optionally) system-specific data. */
export function psshBox(systemIdHex: string, kids: Buffer[], data: Buffer = Buffer.alloc(0)): Box {
  const count = Buffer.alloc(4);
  count.writeUInt32BE(kids.length, 0);
  const size = Buffer.alloc(4);
  size.writeUInt32BE(data.length, 0);
  return fullLeaf('pssh', 1, 0, Buffer.concat([Buffer.from(systemIdHex, 'hex'), count, ...kids, size, data]));
}

function sinfBox(original: string, kid: Buffer, ivSize: number): Box {
  const schmBody = Buffer.concat([fourcc('cenc'), Buffer.from([0, 1, 0, 0])]);
  const tencBody = Buffer.concat([Buffer.from([0, 0, 1, ivSize]), kid]);
  return container('sinf', [
    leaf('frma', fourcc(original)),
    fullLeaf('schm', 0, 0, schmBody),
    container('schi', [fullLeaf('tenc', 0, 0, tencBody)]),
  ]);
}

interface ProtectInitOptions {
  kid: Buffer;
  ivSize?: 8 | 16;
  /** Extra pssh boxes (e.g. Widevine); ClearKey and common-system pssh are always added. */
  extraPssh?: Box[];
}

/** Rewrites a clear init segment into a 'cenc'-protected one. */
export function protectInit(init: Buffer, opts: ProtectInitOptions): Buffer {
  if (opts.kid.length !== 16) throw new Error('a KID is 16 bytes');
  const boxes = parseBoxes(init);
  const moov = find(boxes, 'moov');
  if (!moov?.children) throw new Error('init segment without moov');
  for (const trak of findAll(moov.children, 'trak')) {
    const stsd = find(trak.children, 'mdia/minf/stbl/stsd');
    for (const entry of stsd?.children ?? []) {
      const protectedType = { avc1: 'encv', avc3: 'encv', mp4a: 'enca' }[entry.type];
      if (!protectedType || !entry.children) continue;
      entry.children.push(sinfBox(entry.type, opts.kid, opts.ivSize ?? 8));
      entry.type = protectedType;
    }
  }
  moov.children.push(psshBox(COMMON_SYSTEM_ID, [opts.kid]), psshBox(CLEARKEY_SYSTEM_ID, [opts.kid]), ...(opts.extraPssh ?? []));
  return serializeBoxes(boxes);
}
