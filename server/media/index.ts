// The media head-end: DASH manifests and ClearKey-CENC segments for live channels, catch-up /
// start-over and VoD, the clock for UTCTiming, and the ClearKey licence endpoint. URLs, parameters
// and rights are documented in server/media/README.md.
import { type MediaConfig, defaultMediaConfig, feedIndex, parsePositiveId, TRAILER_SEGMENTS, VOD_SEGMENTS, type ContentRef } from './config';
import { type Feed, type FixtureSet, type Representation, findRepresentation, loadFixtures } from './fixtures';
import { contentKey } from './keys';
import { licenceHandler } from './licence';
import { buildMpd, type MpdPeriod } from './mpd';
import { Packager } from './packager';
import { channelPeriods, periods } from './periods';
import { catchupPlan, isPlanError, liveSegmentAvailable, livePlan, recordingPlan, vodPlan, type TimelinePlan } from './timeline';
import { AUDIO_FIXTURE_ID, audioLanguages, repLanguage, textLanguages, vttSegment } from './tracks';
import { type MediaHost, type MediaLookups, type MediaReq, type MediaRes, queryParam, sendError } from './types';

const MPD_TYPE = 'application/dash+xml';
const LIVE_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=86400, immutable';

export interface MediaOptions extends Partial<MediaConfig> {
  /** Clock in epoch ms (tests move it). */
  now?: () => number;
}

interface MediaModule {
  config: MediaConfig;
  fixtures: FixtureSet;
  feedFor(content: ContentRef): Feed;
  /** Test control: a hole of `seconds` in a live channel's media before segment `from` (0 closes it). */
  setGap(channelId: number, from: number, seconds: number): void;
  /** Test control: a live channel's manifest (or its media segments, or its licence) answers `status` (0 ends it). */
  setFault(channelId: number, status: number, part?: FaultPart): void;
  /** The status a test control makes the live channel's `part` answer, if any. */
  faultOf(channelId: number, part: FaultPart): number | undefined;
}

/** What a test fault breaks: the live manifest, the media segments or the licence. */
type FaultPart = 'manifest' | 'segments' | 'licence';

export function registerMedia(host: MediaHost, lookups: MediaLookups = {}, options: MediaOptions = {}): MediaModule {
  const { now: clock = Date.now, ...overrides } = options;
  const config: MediaConfig = { ...defaultMediaConfig(), ...overrides };
  const fixtures = loadFixtures(config.fixturesDir);
  const keyPeriods = periods(lookups);
  const packager = new Packager(config, keyPeriods);
  const faults = new Map<number, number>();
  const partFaults = new Map<string, number>();
  const feedFor = (c: ContentRef): Feed =>
    c.kind === 'ch' ? fixtures.live[feedIndex(c.id, fixtures.live.length)]! : fixtures.vod[feedIndex(c.id, fixtures.vod.length)]!;

  function sendMpd(res: MediaRes, content: ContentRef, plan: TimelinePlan, cache: string, baseUrl?: string): void {
    const vodPeriod = (): MpdPeriod => ({ id: 'p0', start: 0, duration: plan.duration, startNumber: 0, kid: contentKey(config.secret, content).kid, init: '$RepresentationID$/init.mp4' });
    const periodList = content.kind === 'ch' ? channelPeriods(keyPeriods, config.secret, content.id, plan, Math.floor(clock() / 1000)) : [vodPeriod()];
    if (!periodList.length) return sendError(res, 404, 'not_found', 'No programme in that range');
    const mpd = buildMpd({
      plan,
      feed: feedFor(content),
      periods: periodList,
      keyPeriods: content.kind === 'ch',
      frameRate: fixtures.frameRate,
      widevine: config.widevine,
      audioLanguages: audioLanguages(content),
      textLanguages: textLanguages(content),
      baseUrl,
      timeUrl: '/media/time',
      now: clock(),
    });
    res.setHeader('Cache-Control', cache);
    res.send(200, mpd, MPD_TYPE);
  }

  function idParam(req: MediaReq, res: MediaRes, name: string): number | undefined {
    const id = parsePositiveId(req.params[name]);
    if (id === undefined) sendError(res, 404, 'not_found', `${name} must be a positive integer up to 2^53 - 1, without leading zeros`);
    return id;
  }

  /**
   * A representation of a content: the fixture's (`v360`, `v180`, and the audio as `a`) or one of
   * the content's audio languages (`a-lt`: the same audio, byte for byte).
   */
  function representation(content: ContentRef, repId: string): Representation | undefined {
    const feed = feedFor(content);
    return repLanguage(content, 'audio', repId) ? findRepresentation(feed, AUDIO_FIXTURE_ID) : findRepresentation(feed, repId);
  }

  function segmentNumber(text: string | undefined): number {
    return /^(0|[1-9][0-9]{0,11})$/.test(text ?? '') ? Number(text) : -1;
  }

  /** init.mp4, {number}.m4s and (subtitles) {number}.vtt for a content; `available` says whether a number may be served. */
  function segmentRoutes(prefix: string, kind: ContentRef['kind'], available: (n: number) => boolean): void {
    // a channel's init segments are its programmes' ({rep}/init/{programme}.mp4: each its own KID)
    host.route('GET', kind === 'ch' ? `${prefix}/{id}/{rep}/init/{prog}.mp4` : `${prefix}/{id}/{rep}/init.mp4`, (req, res) => {
      const id = idParam(req, res, 'id');
      if (id === undefined) return;
      const content: ContentRef = { kind, id };
      const rep = representation(content, req.params.rep ?? '');
      if (!rep) return sendError(res, 404, 'not_found', 'No such representation');
      let programme = 0;
      if (kind === 'ch') {
        const p = keyPeriods.byId(id, parsePositiveId(req.params.prog) ?? 0);
        if (!p) return sendError(res, 404, 'not_found', `No programme ${req.params.prog} on channel ${id}`);
        programme = p.id;
      }
      res.setHeader('Cache-Control', IMMUTABLE);
      res.send(200, packager.init(content, rep, programme), rep.kind === 'video' ? 'video/mp4' : 'audio/mp4');
    });
    host.route('GET', `${prefix}/{id}/{rep}/{number}.m4s`, (req, res) => {
      const id = idParam(req, res, 'id');
      if (id === undefined) return;
      const content: ContentRef = { kind, id };
      const rep = representation(content, req.params.rep ?? '');
      const number = segmentNumber(req.params.number);
      if (!rep || number < 0) return sendError(res, 404, 'not_found', 'No such segment');
      if (!available(number)) return sendError(res, 404, 'not_available', `Segment ${number} is not available`);
      const fault = kind === 'ch' ? partFaults.get(`segments:${id}`) : undefined;
      if (fault) return sendError(res, fault, 'fault_injected', `Channel ${id}'s segments answer ${fault} (test control)`);
      res.setHeader('Cache-Control', packager.shifted(content, number) ? 'no-store' : IMMUTABLE);
      res.send(200, packager.segment(content, rep, number), rep.kind === 'video' ? 'video/mp4' : 'audio/mp4');
    });
    // subtitles: clear WebVTT, one cue per segment (tracks.ts)
    host.route('GET', `${prefix}/{id}/{rep}/{number}.vtt`, (req, res) => {
      const id = idParam(req, res, 'id');
      if (id === undefined) return;
      const lang = repLanguage({ kind, id }, 'text', req.params.rep ?? '');
      const number = segmentNumber(req.params.number);
      if (!lang || number < 0) return sendError(res, 404, 'not_found', 'No such segment');
      if (!available(number)) return sendError(res, 404, 'not_available', `Segment ${number} is not available`);
      res.setHeader('Cache-Control', IMMUTABLE);
      res.send(200, vttSegment(lang, number), 'text/vtt; charset=utf-8');
    });
  }

  host.route('GET', '/media/time', (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.send(200, new Date(clock()).toISOString(), 'text/plain; charset=utf-8');
  });

  host.route('GET', '/media/live/{id}/manifest.mpd', (req, res) => {
    const id = idParam(req, res, 'id');
    if (id === undefined) return;
    if (lookups.channelCatchup && lookups.channelCatchup(id) === undefined) return sendError(res, 404, 'not_found', `No channel ${id}`);
    const fault = faults.get(id);
    if (fault) return sendError(res, fault, 'fault_injected', `Channel ${id} answers ${fault} (test control)`);
    sendMpd(res, { kind: 'ch', id }, livePlan(), LIVE_CACHE);
  });

  host.route('GET', '/media/catchup/{id}/manifest.mpd', async (req, res) => {
    const id = idParam(req, res, 'id');
    if (id === undefined) return;
    let catchup = lookups.channelCatchup?.(id);
    if (lookups.channelCatchup && catchup === undefined) return sendError(res, 404, 'not_found', `No channel ${id}`);
    if (catchup === undefined) {
      // no catalogue lookup: use the caller's rights when the request is authenticated
      const user = req.headers.authorization ? await host.auth(req) : null;
      catchup = user ? user.catchupChannelIds.has(id) : true;
    }
    if (!catchup) return sendError(res, 403, 'no_catchup', `Channel ${id} has no catch-up rights`);
    const plan = catchupPlan(queryParam(req, 'from'), queryParam(req, 'to'), Math.floor(clock() / 1000));
    if (isPlanError(plan)) return sendError(res, plan.status, plan.code, plan.message);
    sendMpd(res, { kind: 'ch', id }, plan, plan.type === 'static' ? 'public, max-age=3600' : LIVE_CACHE, `../../live/${id}/`);
  });

  // a recording (NPVR): the channel's segments over the recorded range, as long as the recording is kept
  host.route('GET', '/media/recording/{id}/manifest.mpd', (req, res) => {
    const id = idParam(req, res, 'id');
    if (id === undefined) return;
    const rec = lookups.recording ? lookups.recording(req, id) : { status: 404, code: 'not_found', message: `No recording ${id}` };
    if ('status' in rec) return sendError(res, rec.status, rec.code, rec.message);
    const plan = recordingPlan(rec.from, rec.to, Math.floor(clock() / 1000));
    if (isPlanError(plan)) return sendError(res, plan.status, plan.code, plan.message);
    sendMpd(res, { kind: 'ch', id: rec.channelId }, plan, 'private, no-store', `../../live/${rec.channelId}/`);
  });

  host.route('GET', '/media/vod/{id}/manifest.mpd', (req, res) => {
    const id = idParam(req, res, 'id');
    if (id === undefined) return;
    if (lookups.vod && !lookups.vod(id)) return sendError(res, 404, 'not_found', `No VoD item ${id}`);
    sendMpd(res, { kind: 'vod', id }, vodPlan(), 'public, max-age=3600');
  });

  // a VoD item's trailer: the item's video, short, under its own key
  host.route('GET', '/media/trailer/{id}/manifest.mpd', (req, res) => {
    const id = idParam(req, res, 'id');
    if (id === undefined) return;
    if (lookups.vod && !lookups.vod(id)?.trailer) return sendError(res, 404, 'not_found', `No trailer of VoD item ${id}`);
    sendMpd(res, { kind: 'trailer', id }, vodPlan(TRAILER_SEGMENTS), 'public, max-age=3600');
  });

  segmentRoutes('/media/live', 'ch', (n) => liveSegmentAvailable(n, clock() / 1000));
  segmentRoutes('/media/vod', 'vod', (n) => n < VOD_SEGMENTS);
  segmentRoutes('/media/trailer', 'trailer', (n) => n < TRAILER_SEGMENTS);
  host.route('POST', '/drm/clearkey', licenceHandler(host, lookups, config, keyPeriods, () => Math.floor(clock() / 1000)));

  return { config, fixtures, feedFor, setGap: (channelId, from, seconds) => packager.setGap(channelId, from, seconds),
    setFault: (channelId, status, part = 'manifest') => {
      if (part === 'manifest') {
        if (status) faults.set(channelId, status);
        else faults.delete(channelId);
      } else if (status) partFaults.set(`${part}:${channelId}`, status);
      else partFaults.delete(`${part}:${channelId}`);
    },
    faultOf: (channelId, part) => (part === 'manifest' ? faults.get(channelId) : partFaults.get(`${part}:${channelId}`)),
  };
}
