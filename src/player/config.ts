// The shaka configuration Eteris plays with, and why each default is overridden:
// - manifest.dash.initialSegmentLimit: the default cuts a $Number$ live window short of the 2-h
//   time-shift and 6-h catch-up ranges;
// - streaming.updateIntervalSeconds: the engine sleeps that long between buffer checks, which shows
//   as a frozen frame after a zap or a seek;
// - streaming.lowLatencyMode off: our streams are not LL-DASH;
// - gap jumping (gapDetectionThreshold < 0, gapPadding Infinity, stallEnabled false): gaps.ts jumps
//   small gaps at once and large ones only once the playhead stands at them, which shaka's jumper
//   cannot. The threshold alone leaves its jump over a hole before the first buffered range on, and
//   that one also fires when its look falls between a seek's move of the playhead and the seek's
//   'seeking' event (it takes the seek before for this one): the seek is undone. Its jump goes to a
//   hole's end plus gapPadding and never to the seek range's end or past it, so with an endless
//   padding it never jumps;
// - streaming.inaccurateManifestTolerance 0: the head-end's segment times are exact, so a start
//   fetches one segment per track, not the previous one too;
// - streaming.startAtSegmentBoundary: a start on a key frame needs no decoding up to the position;
// - streaming.segmentPrefetchLimit 0: a seek that aborts a prefetched init segment request under
//   way leaves the track looping on it, and the picture waits for good.
import type { EterisConfig } from '../core/config';
import { $quality, qualityAbr } from '../core/stores/streaming';
import type { TrackPriorities } from './tracks';

const SEGMENT_LIMIT = 20_000;
const UPDATE_INTERVAL_S = 0.05;

/** A deep-partial shaka PlayerConfiguration (what Player.configure() accepts). */
export type ShakaConfig = Record<string, unknown>;

export function playerConfig(cfg: EterisConfig, prio: TrackPriorities): ShakaConfig {
  return {
    drm: { servers: { [cfg.drm.keySystem]: cfg.drm.licenseUrl } },
    manifest: {
      dash: { initialSegmentLimit: SEGMENT_LIMIT },
      retryParameters: { maxAttempts: 2, baseDelay: 300, backoffFactor: 2, timeout: 10_000 },
    },
    streaming: {
      lowLatencyMode: false,
      updateIntervalSeconds: UPDATE_INTERVAL_S,
      rebufferingGoal: 0,
      bufferingGoal: 20,
      bufferBehind: 30,
      gapDetectionThreshold: -1,
      gapPadding: Infinity,
      stallEnabled: false,
      retryParameters: { maxAttempts: 4, baseDelay: 300, backoffFactor: 2, timeout: 10_000 },
      segmentPrefetchLimit: 0,
      inaccurateManifestTolerance: 0,
      startAtSegmentBoundary: true,
    },
    abr: qualityAbr($quality.get()),
    preferredAudio: prio.audio.map((language) => ({ language, role: '', label: '', channelCount: 2, codec: '', spatialAudio: false })),
    preferredText: prio.subtitles.map((language) => ({ language, role: '', format: '', forced: false })),
  };
}
