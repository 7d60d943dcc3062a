// Recordings (NPVR), kept per customer in the durable store (collections `recordings` and
// `recordingSeries`). A recording is one programme of a channel with recording rights (`npvr`):
// a future one is scheduled; one on air records from its start when the channel has catch-up
// rights, otherwise from now; an ended one cannot be recorded (catch-up shows it). A series rule
// records every airing of the same title on that channel, including those that appear in the guide
// later (the rule is applied whenever the customer's recordings are read).
// Limits (server/http/limits.ts QUOTAS): npvrHours of scheduled and recorded programmes per
// customer (409 npvr_quota_exceeded); a recording is kept npvrExpiryDays after its programme ends.
// Recordings are the household's: every profile sees them, locked ones (age, adult) without titles;
// a profile may delete what it recorded, the master profile anything.
//   GET    npvr/recordings?filter[state]=recorded|scheduled&filter[series_id]&lang&page[offset]&page[limit]
//            -> {items: [Recording], total, offset, limit, quota: {used, total}, series: [Series]}
//   GET    npvr/recordings/{id}?lang -> Recording (with `url`, the signed manifest, once it has begun)
//   POST   npvr/recordings (form: epg_id, series) -> 201 Recording (200 when it exists)
//   DELETE npvr/recordings/{id} -> 204 (cancels a scheduled one, deletes a recorded one)
//   DELETE npvr/series/{id} -> 204 (the rule and its scheduled recordings; what was recorded stays)
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { AuthContext, Host } from '../http/host';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../http/errors';
import { C, nowS, type RecordingRec, type SeriesRec } from '../domain/model';
import { CHANNEL_BY_ID } from '../catalogue/channels';
import { announcedProgramme, DAY, programmeById, programmes, type Programme } from '../catalogue/epg';
import type { Lang } from '../catalogue/rng';
import { apiPrivate, inputOf, pageOf, paging, queryLang, type Input } from './define';
import { actsAsMaster } from './profiles';
import { lockedError, programmeLock, viewerOf, type Viewer } from './viewer';
import { QUOTAS } from '../http/limits';
import { profileBookmarks } from './bookmarks';
import { SEGMENT_SECONDS } from '../domain/media-facts';

type RecordingState = 'scheduled' | 'recording' | 'recorded';

/** The EPG reaches this far ahead; a series rule schedules what the guide shows. */
const HORIZON = 5 * DAY;
/** A signed manifest address stays valid this long. */
const URL_TTL = 6 * 3600;

let clockOffset = 0;
/** The NPVR clock (the reference clock, moved by a test control to age recordings). */
const npvrNow = (): number => nowS() + clockOffset;

const expiresOf = (r: Pick<RecordingRec, 'stop'>): number => r.stop + QUOTAS.npvrExpiryDays * DAY;

function stateOf(r: Pick<RecordingRec, 'from' | 'stop'>, now: number): RecordingState {
  return r.from > now ? 'scheduled' : r.stop > now ? 'recording' : 'recorded';
}

/** Seconds of recordings counting against the quota. */
const lengthOf = (r: Pick<RecordingRec, 'from' | 'stop'>) => r.stop - r.from;

function sign(secret: string, id: number, exp: number): string {
  return createHmac('sha256', secret).update(`npvr:${id}:${exp}`).digest('base64url').slice(0, 32);
}

/** Whether a manifest address's signature is the server's and not yet expired. */
export function signatureValid(secret: string, id: number, exp: string | undefined, sig: string | undefined, now: number): boolean {
  if (!exp || !sig || !/^\d{1,12}$/.test(exp) || Number(exp) < now) return false;
  const want = Buffer.from(sign(secret, id, Number(exp)));
  const got = Buffer.from(sig);
  return want.length === got.length && timingSafeEqual(want, got);
}

function recordingUrl(secret: string, r: RecordingRec, now: number): string {
  const exp = now + URL_TTL;
  return `/media/recording/${r.id}/manifest.mpd?exp=${exp}&sig=${sign(secret, r.id, exp)}`;
}

export function customerRecordings(host: Host, customerId: number): RecordingRec[] {
  return host.store.filter<RecordingRec>(C.recordings, (r) => r.customerId === customerId);
}

/** A recording the media head-end may serve now: still kept, and begun. */
export function playableRecording(host: Host, id: number): RecordingRec | null {
  const r = host.store.get<RecordingRec>(C.recordings, id);
  const now = npvrNow();
  return r && expiresOf(r) > now && r.from <= now ? r : null;
}

function usedSeconds(list: RecordingRec[]): number {
  return list.reduce((s, r) => s + lengthOf(r), 0);
}

/**
 * Brings the customer's recordings up to date: expired ones are deleted, series rules schedule the
 * airings the guide now shows (as long as the quota allows).
 */
function refreshRecordings(host: Host, customerId: number): void {
  const { store } = host;
  const now = npvrNow();
  for (const r of customerRecordings(host, customerId)) if (expiresOf(r) <= now) store.delete(C.recordings, r.id);
  const rules = store.filter<SeriesRec>(C.recordingSeries, (s) => s.customerId === customerId);
  if (!rules.length) return;
  const list = customerRecordings(host, customerId);
  const have = new Set(list.map((r) => r.epgId));
  let used = usedSeconds(list);
  for (const rule of rules) {
    for (const p of programmes(rule.channelId, Math.max(rule.since, now), now + HORIZON)) {
      if (p.title.lt !== rule.title || have.has(p.id) || p.stop <= rule.since) continue;
      const from = fromOf(p, now);
      if (used + (p.stop - from) > QUOTAS.npvrHours * 3600) return;
      store.insert<Omit<RecordingRec, 'id'>>(C.recordings, {
        customerId, profileId: rule.profileId, epgId: p.id, channelId: p.channelId, from, start: p.start, stop: p.stop, seriesId: rule.id, created: now,
      });
      have.add(p.id);
      used += p.stop - from;
    }
  }
}

/** Where the recording of `p` begins: its start, or (on air, the channel without catch-up) now. */
function fromOf(p: Programme, now: number): number {
  if (p.start >= now || CHANNEL_BY_ID.get(p.channelId)?.catchup) return p.start;
  return Math.floor(now / SEGMENT_SECONDS) * SEGMENT_SECONDS;
}

function recordingJson(host: Host, r: RecordingRec, lang: Lang, viewer: Viewer, profileId: number | null, now: number) {
  const p = programmeById(r.epgId);
  const lock = p ? programmeLock(p, viewer) : null;
  const state = stateOf(r, now);
  const bookmark = profileId ? profileBookmarks(host, profileId, 'recording').find((b) => b.eventId === r.epgId) : undefined;
  return {
    id: r.id,
    epg_id: r.epgId,
    channel_id: r.channelId,
    profile_id: r.profileId,
    start: r.start,
    stop: r.stop,
    from: r.from,
    duration: r.stop - r.from,
    title: p && !lock ? p.title[lang] : '',
    description: p && !lock ? p.description[lang] : '',
    ...(lock ? { locked: lock } : {}),
    age_rating: p?.age ?? 0,
    season: p?.season ?? null,
    episode: p?.episode ?? null,
    series_id: r.seriesId,
    state,
    created: r.created,
    expires: expiresOf(r),
    position: bookmark?.position ?? 0,
    url: state === 'scheduled' || lock ? null : recordingUrl(host.config.secrets.media, r, now),
  };
}

function seriesJson(s: SeriesRec, lang: Lang, viewer: Viewer) {
  const p = programmeById(s.epgId);
  const lock = p ? programmeLock(p, viewer) : null;
  return { id: s.id, channel_id: s.channelId, epg_id: s.epgId, title: p && !lock ? p.title[lang] : '', ...(lock ? { locked: lock } : {}), created: s.created };
}

function mayChange(ctx: AuthContext, profileId: number): boolean {
  return actsAsMaster(ctx) || ctx.profileId === profileId;
}

function requireProfile(ctx: AuthContext): number {
  if (ctx.profileId === null) throw new HttpError(403, 'profile_required', 'Choose a profile first');
  return ctx.profileId;
}

export function registerRecordings(host: Host): void {
  const { store } = host;

  apiPrivate(host, 'GET', '/npvr/recordings', (req, res, ctx, { query }) => {
    const lang = queryLang(req);
    const state = query['filter[state]'];
    const series = query['filter[series_id]'] ?? null;
    refreshRecordings(host, ctx.customerId);
    const now = npvrNow();
    const all = customerRecordings(host, ctx.customerId);
    const list = all
      .filter((r) => (series === null || r.seriesId === series) && (!state || (state === 'scheduled' ? stateOf(r, now) === 'scheduled' : stateOf(r, now) !== 'scheduled')))
      .sort((a, b) => (state === 'scheduled' ? a.start - b.start : b.start - a.start) || a.id - b.id);
    const viewer = viewerOf(host, ctx);
    const page = pageOf(list, paging(query));
    const rules = store.filter<SeriesRec>(C.recordingSeries, (s) => s.customerId === ctx.customerId).sort((a, b) => a.id - b.id);
    res.setHeader('Cache-Control', 'private, no-store');
    res.json(200, {
      ...page,
      items: page.items.map((r) => recordingJson(host, r, lang, viewer, ctx.profileId, now)),
      quota: { used: usedSeconds(all), total: QUOTAS.npvrHours * 3600, expiry_days: QUOTAS.npvrExpiryDays },
      series: rules.map((s) => seriesJson(s, lang, viewer)),
    });
  });

  apiPrivate(host, 'GET', '/npvr/recordings/{id}', (req, res, ctx, { params }) => {
    refreshRecordings(host, ctx.customerId);
    const r = store.get<RecordingRec>(C.recordings, params.id);
    if (!r || r.customerId !== ctx.customerId) throw notFound('No such recording');
    res.setHeader('Cache-Control', 'private, no-store');
    res.json(200, recordingJson(host, r, queryLang(req), viewerOf(host, ctx), ctx.profileId, npvrNow()));
  });

  apiPrivate(host, 'POST', '/npvr/recordings', (req, res, ctx, { body }) => {
    const profileId = requireProfile(ctx);
    const epgId = body.epg_id;
    const wantsSeries = body.series === '1' || body.series === 'true';
    const p = announcedProgramme(epgId, npvrNow());
    if (!p) throw notFound('No such programme');
    const channel = CHANNEL_BY_ID.get(p.channelId)!;
    if (!ctx.subscribedChannelIds.has(p.channelId)) throw forbidden('The channel is not subscribed');
    if (!channel.npvr) throw new HttpError(403, 'no_npvr_rights', 'This channel may not be recorded');
    const viewer = viewerOf(host, ctx);
    const lock = programmeLock(p, viewer);
    if (lock) throw lockedError(lock);
    const now = npvrNow();
    if (p.stop <= now) throw conflict('already_aired', 'The programme has ended; watch it in catch-up');
    refreshRecordings(host, ctx.customerId);
    let seriesId: number | null = null;
    if (wantsSeries) {
      const rules = store.filter<SeriesRec>(C.recordingSeries, (s) => s.customerId === ctx.customerId);
      const rule = rules.find((s) => s.channelId === p.channelId && s.title === p.title.lt);
      if (rule) seriesId = rule.id;
      else {
        if (rules.length >= QUOTAS.npvrSeries) throw conflict('quota_exceeded', `At most ${QUOTAS.npvrSeries} series recordings; cancel some first`);
        seriesId = (store.insert<Omit<SeriesRec, 'id'>>(C.recordingSeries, {
          customerId: ctx.customerId, profileId, channelId: p.channelId, title: p.title.lt, epgId: p.id, since: Math.min(p.start, now), created: now,
        }) as SeriesRec).id;
      }
    }
    const list = customerRecordings(host, ctx.customerId);
    const existing = list.find((r) => r.epgId === epgId);
    let rec = existing;
    if (!rec) {
      const from = fromOf(p, now);
      if (usedSeconds(list) + (p.stop - from) > QUOTAS.npvrHours * 3600) {
        throw conflict('npvr_quota_exceeded', `The recording quota of ${QUOTAS.npvrHours} hours is used up; delete some recordings first`);
      }
      rec = store.insert<Omit<RecordingRec, 'id'>>(C.recordings, {
        customerId: ctx.customerId, profileId, epgId, channelId: p.channelId, from, start: p.start, stop: p.stop, seriesId, created: now,
      }) as RecordingRec;
    } else if (seriesId !== null && rec.seriesId !== seriesId) {
      rec = store.put<RecordingRec>(C.recordings, rec.id, { ...rec, seriesId });
    }
    if (seriesId !== null) refreshRecordings(host, ctx.customerId);
    res.json(existing ? 200 : 201, recordingJson(host, rec, queryLang(req), viewer, ctx.profileId, now));
  });

  apiPrivate(host, 'DELETE', '/npvr/recordings/{id}', (_req, res, ctx, { params }) => {
    const r = store.get<RecordingRec>(C.recordings, params.id);
    if (!r || r.customerId !== ctx.customerId) throw notFound('No such recording');
    requireProfile(ctx);
    if (!mayChange(ctx, r.profileId)) throw forbidden('Only the profile that recorded it, or the main profile, may delete it');
    store.delete(C.recordings, r.id);
    // an airing of a series deleted by hand is not scheduled again by its rule
    if (r.seriesId !== null && r.stop > npvrNow()) {
      const rule = store.get<SeriesRec>(C.recordingSeries, r.seriesId);
      if (rule && rule.since < r.stop) store.put<SeriesRec>(C.recordingSeries, rule.id, { ...rule, since: r.stop });
    }
    res.noContent();
  });

  apiPrivate(host, 'DELETE', '/npvr/series/{id}', (_req, res, ctx, { params }) => {
    const s = store.get<SeriesRec>(C.recordingSeries, params.id);
    if (!s || s.customerId !== ctx.customerId) throw notFound('No such series recording');
    requireProfile(ctx);
    if (!mayChange(ctx, s.profileId)) throw forbidden('Only the profile that set it, or the main profile, may cancel it');
    const now = npvrNow();
    store.batch(() => {
      for (const r of customerRecordings(host, ctx.customerId)) {
        if (r.seriesId !== s.id) continue;
        if (stateOf(r, now) === 'scheduled') store.delete(C.recordings, r.id);
        else store.put<RecordingRec>(C.recordings, r.id, { ...r, seriesId: null });
      }
      store.delete(C.recordingSeries, s.id);
    });
    res.noContent();
  });

  if (host.config.testControls) {
    // moves the NPVR clock by `seconds` (0 resets it), to see recordings expire
    host.route('POST', '/__test/npvr/clock', (req, res) => {
      const { body, query } = inputOf<Input<'POST /__test/npvr/clock'>>(req);
      const seconds = Number(query.seconds ?? body.seconds);
      if (!Number.isSafeInteger(seconds) || Math.abs(seconds) > 400 * DAY) throw badRequest('seconds must be an integer within 400 days');
      clockOffset = seconds;
      res.json(200, { offset: clockOffset });
    });
  }
}
