// Re-segments ffmpeg's fragmented MP4 output into the committed fixture layout: an init segment
// (edit lists stripped) and exactly LOOP_SEGMENTS media segments of the 16-second loop.
// Video: 2-second segments starting on the closed-GOP keyframes. Audio (AAC, 1024 samples/frame at
// 48 kHz): 2 s = 93.75 frames, so segment k holds frames [ceil(93.75k), ceil(93.75(k+1))) -> 94, 94,
// 94, 93, ... = 750 frames = exactly 16 s; the first encoded (priming) frame is skipped so that the
// sound lines up with the picture. Run through scripts/media/make-fixtures.mjs (esbuild-bundled).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseFragments, scanTop, writeFragment, type Sample } from '../../server/media/cenc/fragment';
import { readTracks, stripEditLists } from '../../server/media/cenc/init';
import { LOOP_SEGMENTS, SEGMENT_SECONDS } from '../../server/media/config';
import type { RepresentationMeta } from '../../server/media/fixtures';

export { LOOP_SEGMENTS, SEGMENT_SECONDS };
const AAC_FRAME = 1024;

/** What make-fixtures writes to feeds.json per representation: the server's fixture metadata. */
type RepOut = RepresentationMeta;

function readTrack(file: string) {
  const buf = readFileSync(file);
  const tops = scanTop(buf);
  const initParts = tops.filter((t) => t.type === 'ftyp' || t.type === 'moov').map((t) => buf.subarray(t.start, t.end));
  const init = stripEditLists(Buffer.concat(initParts));
  const [track] = readTracks(init);
  if (!track) throw new Error(`${file}: no track`);
  const frags = parseFragments(buf, new Map([[track.trackId, track.trex]]));
  const samples: Sample[] = frags.flatMap((f) => f.tracks.flatMap((t) => t.samples));
  return { init, track, samples };
}

function isSync(s: Sample): boolean {
  return (s.flags & 0x10000) === 0;
}

function writeRep(dir: string, init: Buffer, trackId: number, groups: Sample[][], starts: number[]): number {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'init.mp4'), init);
  let maxBits = 0;
  groups.forEach((samples, k) => {
    const seg = writeFragment(k + 1, { trackId, baseDecodeTime: BigInt(starts[k]!), samples });
    writeFileSync(join(dir, `${k}.m4s`), seg);
    maxBits = Math.max(maxBits, seg.length * 8);
  });
  return Math.ceil(maxBits / SEGMENT_SECONDS / 1000) * 1000;
}

export function segmentVideo(file: string, id: string, outDir: string): RepOut {
  const { init, track, samples } = readTrack(file);
  const perSeg = samples.length / LOOP_SEGMENTS;
  if (!Number.isInteger(perSeg)) throw new Error(`${file}: ${samples.length} frames do not split into ${LOOP_SEGMENTS} segments`);
  const segTicks = SEGMENT_SECONDS * track.timescale;
  const groups: Sample[][] = [];
  const starts: number[] = [];
  for (let k = 0; k < LOOP_SEGMENTS; k++) {
    const g = samples.slice(k * perSeg, (k + 1) * perSeg);
    if (!g[0] || !isSync(g[0])) throw new Error(`${file}: segment ${k} does not start with a keyframe`);
    const ticks = g.reduce((a, s) => a + s.duration, 0);
    if (ticks !== segTicks) throw new Error(`${file}: segment ${k} lasts ${ticks} ticks, not ${segTicks}`);
    if (g.some((s) => s.cto !== 0)) throw new Error(`${file}: B-frames are not expected (use -bf 0)`);
    groups.push(g);
    starts.push(k * segTicks);
  }
  starts.push(LOOP_SEGMENTS * segTicks);
  const bandwidth = writeRep(join(outDir, id), init, track.trackId, groups, starts);
  return { id, kind: 'video', codecs: track.codecs, timescale: track.timescale, bandwidth, width: track.width, height: track.height, starts };
}

export function segmentAudio(file: string, id: string, outDir: string): RepOut {
  const { init, track, samples } = readTrack(file);
  if (track.timescale !== 48000 || track.sampleRate !== 48000) throw new Error(`${file}: audio must be 48 kHz`);
  const framesPerLoop = (LOOP_SEGMENTS * SEGMENT_SECONDS * 48000) / AAC_FRAME; // 750
  const frames = samples.slice(1, 1 + framesPerLoop); // skip the encoder's priming frame
  if (frames.length !== framesPerLoop) throw new Error(`${file}: ${frames.length} AAC frames, need ${framesPerLoop}`);
  if (frames.some((s) => s.duration !== AAC_FRAME)) throw new Error(`${file}: every AAC frame must last ${AAC_FRAME}`);
  const perSeg = framesPerLoop / LOOP_SEGMENTS; // 93.75
  const bounds = Array.from({ length: LOOP_SEGMENTS + 1 }, (_, k) => Math.ceil(k * perSeg));
  const groups = bounds.slice(0, -1).map((b, k) => frames.slice(b, bounds[k + 1]));
  const starts = bounds.map((b) => b * AAC_FRAME);
  const bandwidth = writeRep(join(outDir, id), init, track.trackId, groups, starts);
  return {
    id,
    kind: 'audio',
    codecs: track.codecs,
    timescale: track.timescale,
    bandwidth,
    sampleRate: track.sampleRate,
    channels: track.channels,
    starts,
  };
}
