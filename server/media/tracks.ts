// Audio languages and subtitles per content. The fixtures have one audio track, so every audio
// language of a content is the same sound (the fixture's `a` representation, byte-identical
// segments) under its own language tag and representation id (`a-lt`, `a-en`, ...): enough for a
// reference head-end to prove that the player picks tracks by the profile's priority lists.
// Subtitles are segmented WebVTT on the same 2-s $Number$ timeline as the media: text segment n
// holds one cue over media time [2n, 2n + 2) that names its language and its number
// ("EN 0887654321"), so a test can tell which language shows and that it is timed right.
import { audioLanguages, SEGMENT_SECONDS, textLanguages, type ContentRef } from '../domain/media-facts';

export { audioLanguages, textLanguages } from '../domain/media-facts';

/** Id of the fixture's one audio representation (still served as such; not in the manifests). */
export const AUDIO_FIXTURE_ID = 'a';

export const audioRepId = (lang: string): string => `a-${lang}`;
export const textRepId = (lang: string): string => `t-${lang}`;

/** The language of an `a-xx` / `t-xx` representation id of this content, or undefined. */
export function repLanguage(c: ContentRef, kind: 'audio' | 'text', repId: string): string | undefined {
  const m = /^([at])-([a-z]{2,3})$/.exec(repId);
  if (!m || (m[1] === 'a') !== (kind === 'audio')) return undefined;
  const langs = kind === 'audio' ? audioLanguages(c) : textLanguages(c);
  return langs.includes(m[2]!) ? m[2] : undefined;
}

/** Timescale of the text SegmentTemplate (milliseconds). */
export const TEXT_TIMESCALE = 1000;

/** WebVTT timestamp; hours may have any number of digits (epoch times are ~490000 h). */
export function vttTime(ms: number): string {
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor(ms / 60_000) % 60;
  const s = Math.floor(ms / 1000) % 60;
  const pad = (n: number, w: number) => String(n).padStart(w, '0');
  return `${pad(h, 2)}:${pad(m, 2)}:${pad(s, 2)}.${pad(ms % 1000, 3)}`;
}

/** The cue text of text segment `number` in `lang`: "LT 0123456789". */
function cueText(lang: string, number: number): string {
  return `${lang.toUpperCase()} ${String(number).padStart(10, '0')}`;
}

/**
 * Text segment `number`: one cue over its media time [2n, 2n + 2) s. Cue times are media times like
 * the audio/video tfdt (epoch seconds on the live timeline), and shaka (DASH, plain WebVTT) adds the
 * segment reference's timestampOffset = Period@start - presentationTimeOffset to them, exactly as
 * it does for the video: live (PTO 0) keeps epoch seconds, catch-up / start-over (PTO = their first
 * segment) make 0 the programme start, VoD (PTO 0) starts at 0. No X-TIMESTAMP-MAP (HLS only).
 */
export function vttSegment(lang: string, number: number): string {
  const start = number * SEGMENT_SECONDS * 1000;
  const end = start + SEGMENT_SECONDS * 1000;
  return `WEBVTT\n\n${number}\n${vttTime(start)} --> ${vttTime(end)}\n${cueText(lang, number)}\n`;
}
