#!/usr/bin/env node
// Makes the committed media fixtures (server/media/fixtures/) from ffmpeg test patterns: for every
// feed a 16-second loop with the feed's name and the loop timecode burned in, as H.264 640x360 and
// 320x180 (25 fps, closed 2-second GOPs, no B-frames, timescale 90000) and mono AAC-LC at 48 kHz,
// cut into 8 clear 2-second fMP4 segments per representation, plus feeds.json describing them.
// The fixtures are committed: CI and `npm start` never run ffmpeg. Encryption happens in the server.
//
//   node scripts/media/make-fixtures.mjs            # all feeds
//   node scripts/media/make-fixtures.mjs news kids  # only these (feeds.json is rewritten from all)
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';

const ROOT = process.cwd();
const OUT = resolve(ROOT, 'server/media/fixtures');
const FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf';
const MONO = '/usr/share/fonts/truetype/dejavu/DejaVuSansMono-Bold.ttf';

/** Live feeds first (channel id modulo LIVE count picks one), then the VoD titles. */
const FEEDS = [
  { id: 'news', label: 'NEWS', colour: '0x1f3a93', tone: 440, pattern: 'testsrc2', kind: 'live' },
  { id: 'sport', label: 'SPORT', colour: '0x1e7b34', tone: 494, pattern: 'testsrc2', kind: 'live' },
  { id: 'kids', label: 'KIDS', colour: '0xd35400', tone: 523, pattern: 'testsrc2', kind: 'live' },
  { id: 'movies', label: 'MOVIES', colour: '0x8e1b1b', tone: 587, pattern: 'testsrc2', kind: 'live' },
  { id: 'docs', label: 'DOCS', colour: '0x0e6f73', tone: 659, pattern: 'testsrc2', kind: 'live' },
  { id: 'music', label: 'MUSIC', colour: '0x6c2a8c', tone: 698, pattern: 'testsrc2', kind: 'live' },
  { id: 'vod-a', label: 'FILM A', colour: '0x333333', tone: 784, pattern: 'testsrc', kind: 'vod' },
  { id: 'vod-b', label: 'FILM B', colour: '0x5d4037', tone: 880, pattern: 'testsrc', kind: 'vod' },
];

const X264 = ['-c:v', 'libx264', '-profile:v', 'main', '-preset', 'slow', '-bf', '0', '-g', '50', '-keyint_min', '50'];
const X264_GOP = ['-sc_threshold', '0', '-x264-params', 'open-gop=0', '-pix_fmt', 'yuv420p', '-an', '-video_track_timescale', '90000'];
const FRAG = ['-movflags', '+frag_keyframe+empty_moov+default_base_moof'];

function fail(msg) {
  console.error(`make-fixtures: ${msg}`);
  process.exit(1);
}

function checkTools() {
  const ff = spawnSync('ffmpeg', ['-hide_banner', '-filters'], { encoding: 'utf8' });
  if (ff.status !== 0) fail('ffmpeg not found (Debian: apt-get install -y ffmpeg)');
  if (!/\bdrawtext\b/.test(ff.stdout)) fail('this ffmpeg has no drawtext filter (needs libfreetype)');
  const enc = spawnSync('ffmpeg', ['-hide_banner', '-encoders'], { encoding: 'utf8' }).stdout;
  if (!/libx264/.test(enc)) fail('this ffmpeg has no libx264 encoder');
  for (const f of [FONT, MONO]) if (!existsSync(f)) fail(`font ${f} missing: apt-get install -y fonts-dejavu-core`);
}

function encodeFeed(feed, dir) {
  const title = `drawbox=x=0:y=0:w=iw:h=64:color=${feed.colour}@0.9:t=fill,drawtext=fontfile=${FONT}:text='${feed.label}':x=16:y=12:fontsize=40:fontcolor=white`;
  const clock = `drawtext=fontfile=${MONO}:text='%{pts\\:hms}':x=(w-tw)/2:y=h-th-20:fontsize=36:fontcolor=white:box=1:boxcolor=black@0.6:boxborderw=6`;
  const graph = `[0:v]${title},${clock},split=2[hi][x];[x]scale=320:180[lo]`;
  const args = [
    '-hide_banner', '-loglevel', 'error', '-y',
    '-f', 'lavfi', '-i', `${feed.pattern}=size=640x360:rate=25:duration=16`,
    // 17 s of audio: the first AAC frame is encoder priming and is dropped by segment.ts
    '-f', 'lavfi', '-i', `sine=frequency=${feed.tone}:beep_factor=4:sample_rate=48000:duration=17`,
    '-filter_complex', graph,
    '-map', '[hi]', ...X264, '-b:v', '130k', '-maxrate', '180k', '-bufsize', '360k', ...X264_GOP, ...FRAG, join(dir, 'v360.mp4'),
    '-map', '[lo]', ...X264, '-b:v', '50k', '-maxrate', '70k', '-bufsize', '140k', ...X264_GOP, ...FRAG, join(dir, 'v180.mp4'),
    '-map', '1:a', '-c:a', 'aac', '-b:a', '32k', '-ac', '1', '-ar', '48000', ...FRAG, '-frag_duration', '2000000', join(dir, 'a.mp4'),
  ];
  execFileSync('ffmpeg', args, { stdio: 'inherit' });
}

/** @returns {Promise<typeof import('./segment')>} */
async function loadSegmenter(tmp) {
  const outfile = join(tmp, 'segment.mjs');
  await build({
    entryPoints: [resolve(ROOT, 'scripts/media/segment.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    logLevel: 'warning',
  });
  return import(outfile);
}

checkTools();
const only = process.argv.slice(2);
const tmp = mkdtempSync(join(tmpdir(), 'eteris-fixtures-'));
try {
  const seg = await loadSegmenter(tmp);
  const indexFile = join(OUT, 'feeds.json');
  const previous = existsSync(indexFile) ? JSON.parse(readFileSync(indexFile, 'utf8')) : { feeds: [] };
  const feeds = [];
  for (const feed of FEEDS) {
    if (only.length && !only.includes(feed.id)) {
      const kept = previous.feeds.find((f) => f.id === feed.id);
      if (!kept) fail(`feed ${feed.id} has never been made; run without arguments`);
      feeds.push(kept);
      continue;
    }
    console.log(`make-fixtures: encoding ${feed.id}`);
    const dir = join(tmp, feed.id);
    mkdirSync(dir, { recursive: true });
    encodeFeed(feed, dir);
    const out = join(OUT, feed.id);
    rmSync(out, { recursive: true, force: true });
    const representations = [
      seg.segmentVideo(join(dir, 'v360.mp4'), 'v360', out),
      seg.segmentVideo(join(dir, 'v180.mp4'), 'v180', out),
      seg.segmentAudio(join(dir, 'a.mp4'), 'a', out),
    ];
    feeds.push({ id: feed.id, label: feed.label, kind: feed.kind, representations });
  }
  const index = { segmentSeconds: seg.SEGMENT_SECONDS, loopSegments: seg.LOOP_SEGMENTS, frameRate: 25, feeds };
  writeFileSync(indexFile, `${JSON.stringify(index, null, 1)}\n`);
  console.log(`make-fixtures: wrote ${indexFile}`);
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
