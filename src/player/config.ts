// The shaka configuration Eteris plays with. Named shaka defaults we override, and why:
// - manifest.dash.initialSegmentLimit (1000): cuts a $Number$ live window at 1000 segments, about
//   33 min of 2-s segments, so the 2-h time-shift and 6-h catch-up ranges would be cut short;
// - streaming.updateIntervalSeconds (1): the streaming engine sleeps that long between buffer
//   checks, which shows as ~1 s frozen frames after a zap or a seek;
// - streaming.lowLatencyMode (true): our streams are not LL-DASH; it shrinks the buffer goals and
//   changes start-up for nothing;
// - gap jumping: shaka 5 jumps every gap at once whatever its size (smallGapLimit/jumpLargeGaps
//   were removed upstream), and its stall detector jumps any gap the playhead stops at. gaps.ts
//   jumps small gaps at once and large ones once the playhead stands at them: a negative
//   gapDetectionThreshold makes shaka's jumper find no gap between ranges, and stallEnabled false
//   turns its detector off.
// - streaming.inaccurateManifestTolerance (2 s): with nothing buffered shaka looks the first segment
//   up 2 s before the start position "in case of drift", so a zap or seek fetches (and waits for)
//   the previous segment too before the one it needs. The head-end's segment times are exact
//   (tfdt = 2n s), so 0: one segment per track, and the one the live prefetch holds (prefetch.ts).
// - streaming.startAtSegmentBoundary (false): a live start lands anywhere in a 2-s segment, and the
//   first frame then waits for the decoder to run from the segment's key frame up to it (up to 50
//   frames). true starts at the key frame (on average 1 s further behind live; explicit start
//   positions move back to their segment's start too, at most 2 s).
// - streaming.segmentPrefetchLimit (0, was 1): shaka's segment prefetch keeps a track's init
//   segment request for reuse, and a seek that aborts it while it is under way (a seek right after
//   the flush of a switch of the audio language) leaves the aborted request there: the track then
//   loops on it every few ms, asking for nothing, and the picture waits for good
//   (player-switch-seek). Without it a track fetches its next segment once it has appended one.
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
