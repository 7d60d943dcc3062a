// ISO-BMFF box parsing/serialising and init-segment protection, on the committed fixtures.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { find, findAll, parseBoxes, serializeBoxes } from '../../server/media/cenc/boxes';
import { parseFragments, writeFragment } from '../../server/media/cenc/fragment';
import { CLEARKEY_SYSTEM_ID, COMMON_SYSTEM_ID, protectInit, readTracks } from '../../server/media/cenc/init';

const FIX = join(process.cwd(), 'server/media/fixtures');
const feeds = JSON.parse(readFileSync(join(FIX, 'feeds.json'), 'utf8')) as { feeds: { id: string }[] };

test('every committed init and media segment round-trips byte for byte', () => {
  let files = 0;
  for (const { id } of feeds.feeds) {
    for (const rep of readdirSync(join(FIX, id))) {
      for (const f of readdirSync(join(FIX, id, rep))) {
        const buf = readFileSync(join(FIX, id, rep, f));
        assert.deepEqual(serializeBoxes(parseBoxes(buf)), buf, `${id}/${rep}/${f}`);
        files++;
      }
    }
  }
  assert.ok(files >= 8 * 3 * 9, `expected all fixtures, saw ${files}`);
});

test('media segments re-written from their parsed samples are identical', () => {
  for (const rep of ['v360', 'v180', 'a']) {
    const [track] = readTracks(readFileSync(join(FIX, 'news', rep, 'init.mp4')));
    assert.ok(track);
    for (let k = 0; k < 8; k++) {
      const buf = readFileSync(join(FIX, 'news', rep, `${k}.m4s`));
      const [frag] = parseFragments(buf, new Map([[track.trackId, track.trex]]));
      assert.ok(frag?.tracks[0]);
      assert.deepEqual(writeFragment(frag.sequence, frag.tracks[0]), buf, `${rep}/${k}`);
    }
  }
});

test('track info: codecs, sizes, timescales and loop timing of the fixtures', () => {
  const v = readTracks(readFileSync(join(FIX, 'news/v360/init.mp4')))[0]!;
  assert.equal(v.handler, 'vide');
  assert.match(v.codecs, /^avc1\.4d40[0-9a-f]{2}$/);
  assert.equal(v.width, 640);
  assert.equal(v.height, 360);
  assert.equal(v.timescale, 90000);
  assert.equal(v.nalLengthSize, 4);
  const lo = readTracks(readFileSync(join(FIX, 'news/v180/init.mp4')))[0]!;
  assert.equal(lo.timescale, v.timescale, 'video renditions share one timescale');
  const a = readTracks(readFileSync(join(FIX, 'news/a/init.mp4')))[0]!;
  assert.equal(a.handler, 'soun');
  assert.equal(a.codecs, 'mp4a.40.2');
  assert.equal(a.sampleRate, 48000);
  assert.equal(a.timescale, 48000);
  // no edit lists: presentation time == decode time
  assert.equal(find(parseBoxes(readFileSync(join(FIX, 'news/v360/init.mp4'))), 'moov/trak/edts'), undefined);
  // audio tiles the 16-s loop exactly: 750 AAC frames
  let frames = 0;
  for (let k = 0; k < 8; k++) {
    const [frag] = parseFragments(readFileSync(join(FIX, 'news/a', `${k}.m4s`)));
    frames += frag!.tracks[0]!.samples.length;
  }
  assert.equal(frames, 750);
});

test('every video segment starts with a keyframe and lasts exactly 2 s', () => {
  for (const { id } of feeds.feeds) {
    for (let k = 0; k < 8; k++) {
      const [frag] = parseFragments(readFileSync(join(FIX, id, 'v360', `${k}.m4s`)));
      const tf = frag!.tracks[0]!;
      assert.equal(tf.samples[0]!.flags & 0x10000, 0, `${id}/${k} starts with a sync sample`);
      assert.equal(tf.samples.reduce((n, s) => n + s.duration, 0), 180000);
      assert.equal(tf.baseDecodeTime, BigInt(k * 180000));
    }
  }
});

test('protectInit rewrites sample entries to encv/enca with sinf and adds ClearKey pssh boxes', () => {
  const kid = Buffer.from('00112233445566778899aabbccddeeff', 'hex');
  for (const [rep, clearType, encType] of [
    ['v360', 'avc1', 'encv'],
    ['a', 'mp4a', 'enca'],
  ] as const) {
    const clear = readFileSync(join(FIX, 'news', rep, 'init.mp4'));
    const out = protectInit(clear, { kid });
    const boxes = parseBoxes(out);
    const entry = find(boxes, 'moov/trak/mdia/minf/stbl/stsd')!.children![0]!;
    assert.equal(entry.type, encType);
    assert.equal(find(entry.children, 'sinf/frma')!.payload.toString('latin1'), clearType);
    const schm = find(entry.children, 'sinf/schm')!;
    assert.equal(schm.payload.toString('latin1', 4, 8), 'cenc');
    assert.equal(schm.payload.readUInt32BE(8), 0x10000);
    const tenc = find(entry.children, 'sinf/schi/tenc')!.payload;
    assert.equal(tenc.readUInt8(6), 1, 'default_isProtected');
    assert.equal(tenc.readUInt8(7), 8, 'IV size');
    assert.deepEqual(tenc.subarray(8, 24), kid);
    const pssh = findAll(find(boxes, 'moov')!.children, 'pssh');
    const systems = pssh.map((p) => p.payload.subarray(4, 20).toString('hex'));
    assert.deepEqual(systems.sort(), [CLEARKEY_SYSTEM_ID, COMMON_SYSTEM_ID].sort());
    for (const p of pssh) {
      assert.equal(p.payload.readUInt8(0), 1, 'pssh version 1');
      assert.equal(p.payload.readUInt32BE(20), 1, 'one KID');
      assert.deepEqual(p.payload.subarray(24, 40), kid);
    }
    // the protected init still describes the same track
    const [t] = readTracks(out);
    assert.equal(t!.format, encType);
    assert.equal(t!.codecs, readTracks(clear)[0]!.codecs);
  }
});

test('malformed input is rejected, not mis-parsed', () => {
  const buf = readFileSync(join(FIX, 'news/a/0.m4s'));
  assert.throws(() => parseBoxes(buf.subarray(0, buf.length - 3)));
  const bad = Buffer.from(buf);
  bad.writeUInt32BE(4, 0);
  assert.throws(() => parseBoxes(bad));
});
