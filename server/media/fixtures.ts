// The committed clear fixtures (see scripts/media/make-fixtures.mjs), loaded once into memory:
// per feed and representation, the init segment, its track info and the 8 parsed loop segments.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOOP_SEGMENTS, SEGMENT_SECONDS } from './config';
import { parseFragments, type TrackFragment } from './cenc/fragment';
import { readTracks, type TrackInfo } from './cenc/init';

export interface RepresentationMeta {
  id: string;
  kind: 'video' | 'audio';
  codecs: string;
  timescale: number;
  bandwidth: number;
  width?: number;
  height?: number;
  sampleRate?: number;
  channels?: number;
  /** Loop-relative segment starts in the timescale; LOOP_SEGMENTS + 1 entries (the last = loop length). */
  starts: number[];
}

export interface Representation extends RepresentationMeta {
  init: Buffer;
  track: TrackInfo;
  segments: TrackFragment[];
}

export interface Feed {
  id: string;
  label: string;
  kind: 'live' | 'vod';
  representations: Representation[];
}

export interface FixtureSet {
  frameRate: number;
  live: Feed[];
  vod: Feed[];
}

interface FeedsJson {
  segmentSeconds: number;
  loopSegments: number;
  frameRate: number;
  feeds: { id: string; label: string; kind: 'live' | 'vod'; representations: RepresentationMeta[] }[];
}

const cache = new Map<string, FixtureSet>();

export function loadFixtures(dir: string): FixtureSet {
  const hit = cache.get(dir);
  if (hit) return hit;
  const index = JSON.parse(readFileSync(join(dir, 'feeds.json'), 'utf8')) as FeedsJson;
  if (index.segmentSeconds !== SEGMENT_SECONDS || index.loopSegments !== LOOP_SEGMENTS) {
    throw new Error(`media fixtures in ${dir} do not match ${SEGMENT_SECONDS}-s segments x ${LOOP_SEGMENTS}`);
  }
  const feeds: Feed[] = index.feeds.map((f) => ({
    id: f.id,
    label: f.label,
    kind: f.kind,
    representations: f.representations.map((meta) => {
      const repDir = join(dir, f.id, meta.id);
      const init = readFileSync(join(repDir, 'init.mp4'));
      const [track] = readTracks(init);
      if (!track) throw new Error(`${repDir}/init.mp4 has no track`);
      const trex = new Map([[track.trackId, track.trex]]);
      const segments = Array.from({ length: LOOP_SEGMENTS }, (_, k) => {
        const [frag] = parseFragments(readFileSync(join(repDir, `${k}.m4s`)), trex);
        const tf = frag?.tracks[0];
        if (!tf) throw new Error(`${repDir}/${k}.m4s has no track fragment`);
        return tf;
      });
      return { ...meta, init, track, segments };
    }),
  }));
  const set: FixtureSet = {
    frameRate: index.frameRate,
    live: feeds.filter((f) => f.kind === 'live'),
    vod: feeds.filter((f) => f.kind === 'vod'),
  };
  if (!set.live.length || !set.vod.length) throw new Error(`media fixtures in ${dir} need live and VoD feeds`);
  cache.set(dir, set);
  return set;
}

export function findRepresentation(feed: Feed, repId: string): Representation | undefined {
  return feed.representations.find((r) => r.id === repId);
}

/** Ticks of one full loop in the representation's timescale. */
export function loopTicks(rep: RepresentationMeta): number {
  return rep.starts[LOOP_SEGMENTS] ?? 0;
}
