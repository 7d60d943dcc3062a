// The shaka configuration Eteris plays with. Named shaka defaults we override, and why:
// - manifest.dash.initialSegmentLimit (1000): cuts a $Number$ live window at 1000 segments, about
//   33 min of 2-s segments, so the 2-h time-shift and 6-h catch-up ranges would be cut short;
// - streaming.updateIntervalSeconds (1): the streaming engine sleeps that long between buffer
//   checks, which shows as ~1 s frozen frames after a zap or a seek;
// - streaming.lowLatencyMode (true): our streams are not LL-DASH; it shrinks the buffer goals and
//   changes start-up for nothing;
// - gap jumping: shaka 5 jumps every gap (smallGapLimit/jumpLargeGaps were removed upstream); we
//   check every 250 ms (gapJumpTimerTime) and detect gaps 0.5 s ahead (gapDetectionThreshold).
//   The 1.5-s "gap-jump limit" of spec §9 has no shaka 5 setting any more: shaka jumps larger gaps
//   too (better than a stall); `gapjumped` events are counted in the wrapper for diagnosis.
import type { EterisConfig } from '../core/config';
import type { TrackPriorities } from './tracks';

export const SEGMENT_LIMIT = 20_000;
export const UPDATE_INTERVAL_S = 0.05;

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
      gapDetectionThreshold: 0.5,
      gapJumpTimerTime: 0.25,
      stallEnabled: true,
      retryParameters: { maxAttempts: 4, baseDelay: 300, backoffFactor: 2, timeout: 10_000 },
      segmentPrefetchLimit: 1,
    },
    abr: { enabled: true },
    preferredAudio: prio.audio.map((language) => ({ language, role: '', label: '', channelCount: 2, codec: '', spatialAudio: false })),
    preferredText: prio.subtitles.map((language) => ({ language, role: '', format: '', forced: false })),
  };
}
