// DASH MPD writer: one video AdaptationSet (every video representation), one audio AdaptationSet
// per audio language (the fixture's audio under `a-{lang}`), one text AdaptationSet per subtitle
// language (segmented WebVTT, `t-{lang}`, not encrypted), SegmentTemplate with $Number$, and the
// content protection signalling (mp4protection 'cenc' with the default KID, ClearKey, and Widevine
// when configured). A channel's manifest has one Period per programme, each with the programme's
// KID and init segments (a key change at Period boundaries: shaka appends the new init segment, the
// browser's 'encrypted' event asks for the new key while the previous programme still plays).
import { SEGMENT_SECONDS, SUGGESTED_DELAY_SECONDS } from './config';
import type { Feed, Representation } from './fixtures';
import { kidUuid } from './keys';
import { WIDEVINE_SYSTEM_ID, widevinePsshData } from './packager';
import { psshBox } from './cenc/init';
import { serializeBoxes } from './cenc/boxes';
import type { TimelinePlan } from './timeline';
import { audioRepId, TEXT_TIMESCALE, textRepId } from './tracks';

/** One Period: a key period (a programme of a channel, or a whole VoD item or trailer). */
export interface MpdPeriod {
  id: string;
  /** Seconds from presentation time 0. */
  start: number;
  /** Seconds; absent for the open last Period of a live manifest. */
  duration?: number;
  /** Number of the Period's first segment. */
  startNumber: number;
  kid: Buffer;
  /** The init segments' template, relative to the base URL. */
  init: string;
}

interface MpdInput {
  plan: TimelinePlan;
  feed: Feed;
  periods: MpdPeriod[];
  /** The periods are a channel's programmes (keys asked for as they are played). */
  keyPeriods?: boolean;
  frameRate: number;
  widevine: boolean;
  /** Audio languages, the main one first (one AdaptationSet each, all the fixture's audio). */
  audioLanguages: string[];
  /** Subtitle languages (one WebVTT AdaptationSet each). */
  textLanguages: string[];
  /** Where segment URLs resolve from (relative to the manifest), e.g. "../../live/7/". */
  baseUrl?: string;
  /** UTCTiming http-iso URL (dynamic manifests). */
  timeUrl?: string;
  /** Epoch ms of the publish time. */
  now: number;
}

function isoDuration(seconds: number): string {
  return `PT${Number(seconds.toFixed(3))}S`;
}

function isoDate(ms: number): string {
  return new Date(ms).toISOString().replace('.000Z', 'Z');
}

function attrs(a: Record<string, string | number | undefined>): string {
  return Object.entries(a)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => ` ${k}="${String(v).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')}"`)
    .join('');
}

/**
 * ClearKey's DASH system id, for a single-key content: shaka makes the licence request from the
 * manifest's default_KID as it loads. A channel's manifest names ClearKey by the W3C common system id
 * instead (shaka builds no request from it): each programme's key is asked for when the browser
 * meets that programme's init segment (its pssh, the 'encrypted' event), so a viewer asks for the
 * programmes played, never every programme of the time-shift window (a refused one would stop
 * shaka's playback: RESTRICTIONS_CANNOT_BE_MET).
 */
const CLEARKEY_DASH = 'urn:uuid:e2719d58-a985-b3c9-781a-b030af78d30e';
const CLEARKEY_COMMON = 'urn:uuid:1077efec-c0b2-4d02-ace3-3c1e52e2fb4b';

function contentProtection(kid: Buffer, input: MpdInput, indent: string): string {
  const { widevine } = input;
  const lines = [
    `<ContentProtection${attrs({ schemeIdUri: 'urn:mpeg:dash:mp4protection:2011', value: 'cenc', 'cenc:default_KID': kidUuid(kid) })}/>`,
    `<ContentProtection${attrs({ schemeIdUri: input.keyPeriods ? CLEARKEY_COMMON : CLEARKEY_DASH, value: 'ClearKey1.0' })}/>`,
  ];
  if (widevine) {
    const pssh = serializeBoxes([psshBox(WIDEVINE_SYSTEM_ID, [], widevinePsshData(kid))]).toString('base64');
    lines.push(
      `<ContentProtection${attrs({ schemeIdUri: 'urn:uuid:edef8ba9-79d6-4ace-a3c8-27dcd51d21ed', value: 'Widevine' })}><cenc:pssh>${pssh}</cenc:pssh></ContentProtection>`,
    );
  }
  return lines.map((l) => indent + l).join('\n');
}

function segmentTemplate(ts: number, period: MpdPeriod, indent: string, text = false): string {
  return `${indent}<SegmentTemplate${attrs({
    timescale: ts,
    duration: SEGMENT_SECONDS * ts,
    startNumber: period.startNumber,
    presentationTimeOffset: period.startNumber * SEGMENT_SECONDS * ts,
    initialization: text ? undefined : period.init,
    media: text ? '$RepresentationID$/$Number$.vtt' : '$RepresentationID$/$Number$.m4s',
  })}/>`;
}

function videoSet(reps: Representation[], input: MpdInput, period: MpdPeriod): string {
  const first = reps[0]!;
  const maxW = Math.max(...reps.map((r) => r.width ?? 0));
  const maxH = Math.max(...reps.map((r) => r.height ?? 0));
  const lines = [
    `    <AdaptationSet${attrs({ id: 1, contentType: 'video', mimeType: 'video/mp4', segmentAlignment: 'true', startWithSAP: 1, maxWidth: maxW, maxHeight: maxH, frameRate: input.frameRate, par: '16:9' })}>`,
    contentProtection(period.kid, input, '      '),
    segmentTemplate(first.timescale, period, '      '),
    ...[...reps]
      .sort((a, b) => b.bandwidth - a.bandwidth)
      .map(
        (r) =>
          `      <Representation${attrs({ id: r.id, bandwidth: r.bandwidth, codecs: r.codecs, width: r.width, height: r.height, sar: '1:1' })}/>`,
      ),
    '    </AdaptationSet>',
  ];
  return lines.join('\n');
}

const role = (value: string) => `      <Role${attrs({ schemeIdUri: 'urn:mpeg:dash:role:2011', value })}/>`;

function audioSet(rep: Representation, lang: string, index: number, input: MpdInput, period: MpdPeriod): string {
  return [
    `    <AdaptationSet${attrs({ id: 2 + index, contentType: 'audio', mimeType: 'audio/mp4', lang, segmentAlignment: 'true', startWithSAP: 1 })}>`,
    role(index === 0 ? 'main' : 'dub'),
    contentProtection(period.kid, input, '      '),
    segmentTemplate(rep.timescale, period, '      '),
    `      <Representation${attrs({ id: audioRepId(lang), bandwidth: rep.bandwidth, codecs: rep.codecs, audioSamplingRate: rep.sampleRate })}>`,
    `        <AudioChannelConfiguration${attrs({ schemeIdUri: 'urn:mpeg:dash:23003:3:audio_channel_configuration:2011', value: rep.channels ?? 2 })}/>`,
    '      </Representation>',
    '    </AdaptationSet>',
  ].join('\n');
}

function textSet(lang: string, id: number, period: MpdPeriod): string {
  return [
    `    <AdaptationSet${attrs({ id, contentType: 'text', mimeType: 'text/vtt', lang, segmentAlignment: 'true' })}>`,
    role('subtitle'),
    segmentTemplate(TEXT_TIMESCALE, period, '      ', true),
    `      <Representation${attrs({ id: textRepId(lang), bandwidth: 256 })}/>`,
    '    </AdaptationSet>',
  ].join('\n');
}

export function buildMpd(input: MpdInput): string {
  const { plan } = input;
  const dynamic = plan.type === 'dynamic';
  const video = input.feed.representations.filter((r) => r.kind === 'video');
  const audio = input.feed.representations.filter((r) => r.kind === 'audio');
  // all video representations share one SegmentTemplate: they must share the timescale
  if (!video.length || video.some((r) => r.timescale !== video[0]!.timescale)) throw new Error('video timescales differ');
  const mpdAttrs = attrs({
    xmlns: 'urn:mpeg:dash:schema:mpd:2011',
    'xmlns:cenc': 'urn:mpeg:cenc:2013',
    profiles: 'urn:mpeg:dash:profile:isoff-live:2011',
    type: plan.type,
    availabilityStartTime: dynamic ? isoDate((plan.availabilityStartTime ?? 0) * 1000) : undefined,
    publishTime: dynamic ? isoDate(Math.floor(input.now / 1000) * 1000) : undefined,
    mediaPresentationDuration: plan.duration !== undefined ? isoDuration(plan.duration) : undefined,
    minimumUpdatePeriod: dynamic && plan.minimumUpdatePeriod ? isoDuration(plan.minimumUpdatePeriod) : undefined,
    timeShiftBufferDepth: dynamic && plan.timeShiftBufferDepth ? isoDuration(plan.timeShiftBufferDepth) : undefined,
    suggestedPresentationDelay: dynamic ? isoDuration(SUGGESTED_DELAY_SECONDS) : undefined,
    maxSegmentDuration: isoDuration(SEGMENT_SECONDS),
    minBufferTime: isoDuration(SEGMENT_SECONDS),
  });
  const out = ['<?xml version="1.0" encoding="UTF-8"?>', `<MPD${mpdAttrs}>`];
  if (input.baseUrl) out.push(`  <BaseURL>${input.baseUrl}</BaseURL>`);
  const [fixtureAudio] = audio; // the fixture has one audio track: every language is that sound
  for (const period of input.periods) {
    out.push(`  <Period${attrs({ id: period.id, start: isoDuration(period.start), duration: period.duration !== undefined ? isoDuration(period.duration) : undefined })}>`);
    out.push(videoSet(video, input, period));
    if (fixtureAudio) input.audioLanguages.forEach((lang, i) => out.push(audioSet(fixtureAudio, lang, i, input, period)));
    input.textLanguages.forEach((lang, i) => out.push(textSet(lang, 2 + input.audioLanguages.length + i, period)));
    out.push('  </Period>');
  }
  if (dynamic && input.timeUrl) out.push(`  <UTCTiming${attrs({ schemeIdUri: 'urn:mpeg:dash:utc:http-iso:2014', value: input.timeUrl })}/>`);
  out.push('</MPD>', '');
  return out.join('\n');
}
