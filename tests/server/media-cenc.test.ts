// CENC sample encryption: encrypt fixture segments, parse the written fragment back (senc, saiz,
// saio, trun data offset), decrypt with the key and compare with the clear samples.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { find, fullHeader, parseBoxes } from '../../server/media/cenc/boxes';
import { decryptTrackFragment, encryptTrackFragment, sampleIv } from '../../server/media/cenc/encrypt';
import { parseFragments, writeFragment, type TrackFragment } from '../../server/media/cenc/fragment';
import { readTracks } from '../../server/media/cenc/init';
import { avcSubsamples } from '../../server/media/cenc/subsamples';

const FIX = join(process.cwd(), 'server/media/fixtures');
const KEY = Buffer.from('2b7e151628aed2a6abf7158809cf4f3c', 'hex');
const IV = Buffer.from('f0f1f2f3f4f5f6f7', 'hex');

function load(rep: string, k: number): TrackFragment {
  const [frag] = parseFragments(readFileSync(join(FIX, 'sport', rep, `${k}.m4s`)));
  return frag!.tracks[0]!;
}

function roundTrip(clear: TrackFragment, kind: 'video' | 'audio'): { written: Buffer; parsed: TrackFragment } {
  const enc = encryptTrackFragment({ ...clear, baseDecodeTime: 123456789012345n }, { key: KEY, baseIv: IV, kind, nalLengthSize: 4 });
  const written = writeFragment(42, enc);
  const [frag] = parseFragments(written);
  return { written, parsed: frag!.tracks[0]! };
}

test('H.264 segments: subsample-encrypted, parsed back and decrypted equal the clear samples', () => {
  for (let k = 0; k < 8; k++) {
    const clear = load('v360', k);
    const { parsed } = roundTrip(clear, 'video');
    assert.equal(parsed.baseDecodeTime, 123456789012345n, '64-bit tfdt');
    assert.equal(parsed.samples.length, clear.samples.length);
    assert.ok(parsed.aux?.every((a) => a.subsamples && a.iv.length === 8));
    let changed = 0;
    parsed.samples.forEach((s, i) => {
      const c = clear.samples[i]!;
      assert.equal(s.data.length, c.data.length);
      assert.equal(s.duration, c.duration);
      assert.equal(s.flags, c.flags);
      if (!s.data.equals(c.data)) changed++;
    });
    assert.ok(changed >= clear.samples.length - 1, 'samples are actually encrypted');
    const dec = decryptTrackFragment(parsed, KEY);
    dec.samples.forEach((s, i) => assert.ok(s.data.equals(clear.samples[i]!.data), `segment ${k} sample ${i}`));
  }
});

test('AAC segments: full-sample encrypted and decrypted back', () => {
  for (let k = 0; k < 8; k++) {
    const clear = load('a', k);
    const { parsed, written } = roundTrip(clear, 'audio');
    assert.ok(parsed.aux?.every((a) => a.subsamples === undefined));
    const senc = find(parseBoxes(written), 'moof/traf/senc')!;
    assert.equal(fullHeader(senc).flags & 0x2, 0, 'no subsample flag for audio');
    parsed.samples.forEach((s, i) => assert.ok(!s.data.equals(clear.samples[i]!.data)));
    decryptTrackFragment(parsed, KEY).samples.forEach((s, i) => assert.ok(s.data.equals(clear.samples[i]!.data)));
  }
});

test('subsamples keep length prefix + NAL header clear and protect multiples of 16 in VCL NAL units', () => {
  const clear = load('v360', 0);
  for (const sample of clear.samples) {
    const subs = avcSubsamples(sample.data, 4);
    assert.equal(subs.reduce((n, s) => n + s.clear + s.protected, 0), sample.data.length);
    // walk the NAL units and check each protected range lies inside one VCL NAL after its header
    const nals: { start: number; end: number; type: number }[] = [];
    for (let p = 0; p < sample.data.length; ) {
      const size = sample.data.readUInt32BE(p);
      nals.push({ start: p, end: p + 4 + size, type: sample.data.readUInt8(p + 4) & 0x1f });
      p += 4 + size;
    }
    let pos = 0;
    for (const s of subs) {
      assert.ok(s.clear <= 0xffff);
      assert.equal(s.protected % 16, 0);
      pos += s.clear;
      if (s.protected) {
        const nal = nals.find((n) => pos >= n.start + 5 && pos + s.protected <= n.end);
        assert.ok(nal, 'protected range inside one NAL unit, after length and header');
        assert.ok(nal.type >= 1 && nal.type <= 5, 'only VCL NAL units are protected');
        assert.equal(pos + s.protected, nal.end, 'protected range ends the NAL unit');
        assert.ok(nal.end - pos - s.protected < 16 + 5);
      }
      pos += s.protected;
    }
  }
  // the keyframe's SEI (x264 writes one) stays entirely clear: the first entry has clear > 5 bytes
  assert.ok(avcSubsamples(clear.samples[0]!.data, 4)[0]!.clear > 5);
});

test('saiz sizes, saio offset and trun data_offset point at the right bytes', () => {
  for (const [rep, kind] of [
    ['v180', 'video'],
    ['a', 'audio'],
  ] as const) {
    const { written, parsed } = roundTrip(load(rep, 3), kind);
    const boxes = parseBoxes(written);
    const traf = find(boxes, 'moof/traf')!;
    const saiz = find(traf.children, 'saiz')!.payload;
    const saio = find(traf.children, 'saio')!.payload;
    assert.equal(saio.readUInt32BE(4), 1, 'one saio entry');
    const offset = saio.readUInt32BE(8);
    const defaultSize = saiz.readUInt8(4);
    const count = saiz.readUInt32BE(5);
    assert.equal(count, parsed.samples.length);
    // read the auxiliary info where saio says it is (relative to moof start = 0) and compare to senc
    let p = offset;
    parsed.aux!.forEach((a, i) => {
      const size = defaultSize || saiz.readUInt8(9 + i);
      assert.ok(written.subarray(p, p + 8).equals(a.iv), `IV of sample ${i} at the saio offset`);
      if (a.subsamples) {
        assert.equal(written.readUInt16BE(p + 8), a.subsamples.length);
        assert.equal(size, 8 + 2 + 6 * a.subsamples.length);
      } else assert.equal(size, 8);
      p += size;
    });
    const moofSize = written.readUInt32BE(0);
    const trun = find(traf.children, 'trun')!.payload;
    assert.equal(trun.readInt32BE(8), moofSize + 8, 'data_offset = first byte after the mdat header');
    assert.equal(written.toString('latin1', moofSize + 4, moofSize + 8), 'mdat');
  }
});

test('per-sample IVs count up from the segment IV and never repeat within a segment', () => {
  const { parsed } = roundTrip(load('a', 0), 'audio');
  const ivs = parsed.aux!.map((a) => a.iv.toString('hex'));
  assert.equal(new Set(ivs).size, ivs.length);
  assert.equal(ivs[0], IV.toString('hex'));
  assert.equal(ivs[5], sampleIv(IV, 5).toString('hex'));
  assert.equal(sampleIv(Buffer.from('ffffffffffffffff', 'hex'), 1).toString('hex'), '0000000000000000');
});

test('the wrong key does not decrypt', () => {
  const clear = load('a', 1);
  const { parsed } = roundTrip(clear, 'audio');
  const wrong = decryptTrackFragment(parsed, Buffer.alloc(16, 7));
  assert.ok(!wrong.samples[0]!.data.equals(clear.samples[0]!.data));
});

test('track ids and timescales survive into the protected init', () => {
  const [t] = readTracks(readFileSync(join(FIX, 'sport/v360/init.mp4')));
  assert.equal(t!.trackId, load('v360', 0).trackId);
});
