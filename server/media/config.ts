import { randomBytes } from 'node:crypto';

// Media head-end constants and the channel/VoD -> feed mapping. Everything time-related is in
// seconds since the Unix epoch; a segment number n always covers [2n, 2n + 2) on that clock.

export { SEGMENT_SECONDS, type ContentRef } from '../domain/media-facts';
/** Segments in the committed 16-second loop. */
export const LOOP_SEGMENTS = 8;
/** Live time-shift window. */
export const TIME_SHIFT_SECONDS = 2 * 3600;
/** How far back catch-up reaches (the 5-day EPG). */
export const CATCHUP_MAX_AGE_SECONDS = 5 * 86400;
/** Longest catch-up / start-over range (programmes are at most 3 hours). */
export const CATCHUP_MAX_LENGTH_SECONDS = 6 * 3600;
/** A VoD title lasts this many loops (12 x 16 s = 3 min 12 s). */
const VOD_LOOPS = 12;
export const VOD_SEGMENTS = VOD_LOOPS * LOOP_SEGMENTS;
/** A trailer lasts two loops (32 s). */
export const TRAILER_SEGMENTS = 2 * LOOP_SEGMENTS;
/** Player hints in live manifests. */
export const SUGGESTED_DELAY_SECONDS = 6;
export const LIVE_UPDATE_SECONDS = 30;
export const START_OVER_UPDATE_SECONDS = 10;

export interface MediaConfig {
  /**
   * Secret the content keys, KIDs and IVs are derived from: the install's (server/security/secrets.ts,
   * or ETERIS_MEDIA_SECRET), passed in by the host. Without one, a random secret for this process.
   */
  secret: string;
  /** Also signal Widevine (urn:uuid:edef8ba9-...) in manifests and init segments. */
  widevine: boolean;
  /** Directory of the committed fixtures. */
  fixturesDir: string;
}

export function defaultMediaConfig(root = process.cwd()): MediaConfig {
  return {
    secret: process.env.ETERIS_MEDIA_SECRET || randomBytes(32).toString('base64url'),
    widevine: process.env.ETERIS_MEDIA_WIDEVINE === '1',
    fixturesDir: `${root}/server/media/fixtures`,
  };
}

/** Channel n plays live feed (n - 1) mod liveFeedCount; VoD item n plays VoD feed (n - 1) mod vodFeedCount. */
export function feedIndex(id: number, feedCount: number): number {
  return (((id - 1) % feedCount) + feedCount) % feedCount;
}

/**
 * An id as written in an address or a parameter: an opaque positive integer up to 2^53 - 1, in
 * plain digits (no sign, no leading zero), so one id has one spelling. Programme ids on channels 10
 * and up have ten digits, so no rule may count digits below that bound.
 */
export function parsePositiveId(s: string | undefined): number | undefined {
  if (!s || !/^[1-9][0-9]{0,15}$/.test(s)) return undefined;
  const n = Number(s);
  return Number.isSafeInteger(n) ? n : undefined;
}
