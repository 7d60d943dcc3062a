// Live-edge segment prefetch for fast zapping. shaka's preload (PreloadManager) fetches only the
// manifest, the licence and the init segments of a live stream (its prefetchStream_ skips media
// segments when the presentation is live), so a zap to a preloaded channel still waits for its
// first media segment. For each preloaded live channel, LivePrefetch keeps the segments a load
// would start with (live-edge.ts) in a small in-memory cache, refreshed as the live edge moves,
// and one shaka scheme plugin for http(s) answers SEGMENT requests for exactly those URLs from the
// cache (everything else goes to shaka's own fetch / XHR plugin unchanged). Entries belong to one
// preload and are dropped with it; the cache is bounded in entries and age.
import type shakaNs from 'shaka-player';
import type { Shaka } from './shaka-loader';
import { liveStartSegments, parseLiveTemplate, type LiveRepresentation, type LiveTemplate } from './live-edge';
import { readStored, STORAGE_KEYS, writeStored } from '../core/storage';
import { rememberedLiveUrls } from './live-addrs';
import { config } from '../core/config';

/** How often a live prefetch looks at the moving live edge. */
export const PREFETCH_TICK_MS = 500;
/** At most this many cached segments (a few preloads x video and audio x 2 segments). */
export const MAX_CACHED = 24;
/** A cached segment older than this is not served (the live edge has long moved on). */
export const CACHED_MAX_AGE_MS = 20_000;

interface Cached {
  data: ArrayBuffer;
  headers: Record<string, string>;
  at: number;
  owner: object;
}

const cache = new Map<string, Cached>();
let hits = 0;

function put(url: string, entry: Cached): void {
  cache.delete(url);
  cache.set(url, entry);
  while (cache.size > MAX_CACHED) cache.delete(cache.keys().next().value!);
}

function dropOwned(owner: object, keep?: Set<string>): void {
  for (const [url, e] of cache) if (e.owner === owner && !keep?.has(url)) cache.delete(url);
}

/** Segment requests answered from the prefetch cache on this page (diagnostics and tests). */
export function prefetchHits(): number {
  return hits;
}

export function cachedUrls(): string[] {
  return [...cache.keys()];
}

/** The last few manifests read: their text, and their live template and key id once asked for (parsed once). */
const manifests = new Map<string, { data: ArrayBuffer | ArrayBufferView; text: string; live?: { tpl: LiveTemplate; kid: string | null } | null }>();

/**
 * Keeps the text of the last few manifests (a response filter of the wrapper and the warm start feed
 * it; shaka's read of a warm manifest is the same bytes, not decoded twice).
 */
export function rememberManifest(uri: string, data: ArrayBuffer | ArrayBufferView): void {
  const had = manifests.get(uri);
  const text = had?.data === data ? had.text : new TextDecoder().decode(data as BufferSource);
  manifests.delete(uri);
  const entry = had?.text === text ? { ...had, data } : { data, text };
  manifests.set(uri, entry);
  if (entry.live) keepLive(uri, entry.live);
  while (manifests.size > 8) manifests.delete(manifests.keys().next().value!);
}

/** The live template and key id of the manifest last read from `uri`, parsed once per text; null when none or not a live template. */
export function liveManifest(uri: string): { tpl: LiveTemplate; kid: string | null } | null {
  const m = manifests.get(uri);
  if (!m) return null;
  if (m.live === undefined) {
    const tpl = parseLiveTemplate(m.text, uri);
    m.live = tpl ? { tpl, kid: tpl.kid ?? defaultKid(m.text) } : null;
    if (m.live) keepLive(uri, m.live, m.text);
  }
  return m.live;
}

/**
 * The key id of the manifest last read from `uri`: that of the Period a live load starts in, else
 * (not a live template) its first cenc:default_KID; null when none. A manifest of one Period is
 * not parsed for it (one look at its text).
 */
export function manifestKid(uri: string): string | null {
  const m = manifests.get(uri);
  if (!m) return null;
  if (m.live === undefined && m.text.indexOf('<Period') === m.text.lastIndexOf('<Period')) return defaultKid(m.text);
  return liveManifest(uri)?.kid ?? defaultKid(m.text);
}

/**
 * Whether what `tpl` says of its period (its init segments, its key id) still holds for a live load
 * starting now: a channel has a Period and a key per programme, and the programme may have ended
 * since its manifest was read.
 */
export function periodOnAir(tpl: Pick<LiveTemplate, 'periodEnd'>, nowMs = Date.now()): boolean {
  return tpl.periodEnd == null || nowMs / 1000 < tpl.periodEnd;
}

/** The live template of the manifest last read from `uri` (live-edge.ts); null when none or not a live template. */
export function templateFor(uri: string): LiveTemplate | null {
  return liveManifest(uri)?.tpl ?? null;
}

/**
 * The live channels read on this page (the channel shown, the neighbours that waited, earlier
 * zaps): their segment template and key id, so that the next load of one starts its licence and
 * segment requests at once, before its manifest answers (warm.ts). A template goes stale only when
 * the head-end changes a channel's manifest (a new period, a new key): the requests made from it
 * are then not used (shaka asks for its own), so it is kept for a while only. The manifests of the
 * last few channels are kept for the browser's next pages too (`eteris.live_manifests`): a cold
 * start of one of them asks for its segments while its manifest, the session and the channel list
 * are on their way. Kept: the public manifest text (catalogue data, encrypted media's addresses and
 * key id, the same for every customer) of channels not behind the adult PIN, read again through the
 * same parser.
 */
export const KNOWN_LIVE_MAX_AGE_MS = 10 * 60_000;
const KNOWN_LIVE_MAX = 200;
const knownLive = new Map<string, { tpl: LiveTemplate; kid: string | null; at: number }>();
/** Addresses already looked up in the kept manifests on this page. */
const lookedUp = new Set<string>();
/** Manifests kept for the next pages: this many channels, each at most this long, written at most this often per channel. */
export const KEPT_MANIFESTS = 8;
const KEPT_MANIFEST_MAX_CHARS = 64 * 1024;
const KEPT_WRITE_MS = 60_000;

type KeptManifests = Record<string, { text: string; at: number }>;

/**
 * The check of a record kept per manifest URL (the manifests, the key ids): at most `max` entries,
 * each an http(s) URL with a time it was read (`at`) and what `entry` accepts.
 */
function keptRecord<T extends { at: number }>(max: number, entry: (e: Record<string, unknown>) => boolean) {
  return (v: unknown): v is Record<string, T> => {
    if (!v || typeof v !== 'object' || Array.isArray(v)) return false;
    const entries = Object.entries(v as Record<string, unknown>);
    return entries.length <= max && entries.every(([url, e]) => {
      if (!/^https?:\/\//.test(url) || url.length > 2048 || !e || typeof e !== 'object') return false;
      const at = (e as { at?: unknown }).at;
      return typeof at === 'number' && Number.isFinite(at) && entry(e as Record<string, unknown>);
    });
  };
}

/** The newest `max` entries of a kept record. */
function newest<T extends { at: number }>(record: Record<string, T>, max: number): Record<string, T> {
  return Object.fromEntries(Object.entries(record).sort((a, b) => b[1].at - a[1].at).slice(0, max));
}

const isKeptManifests = keptRecord<KeptManifests[string]>(KEPT_MANIFESTS, (e) => typeof e.text === 'string' && e.text.length <= KEPT_MANIFEST_MAX_CHARS);

function keptManifests(): KeptManifests {
  return readStored('local', STORAGE_KEYS.liveManifests, isKeptManifests) ?? {};
}

function keepLive(uri: string, live: { tpl: LiveTemplate; kid: string | null }, text?: string): void {
  const now = Date.now();
  knownLive.delete(uri);
  knownLive.set(uri, { ...live, at: now });
  while (knownLive.size > KNOWN_LIVE_MAX) knownLive.delete(knownLive.keys().next().value!);
  const had = live.kid ? keptKids()[uri] : undefined;
  if (live.kid && (!had || had.kid !== live.kid || now - had.at > KID_WRITE_MS || now < had.at)) {
    kidsToKeep.set(uri, { kid: live.kid, at: now, until: live.tpl.periodEnd ?? null });
    scheduleKeep();
  }
  if (text === undefined || text.length > KEPT_MANIFEST_MAX_CHARS) return;
  toKeep.set(uri, { text, at: now });
  scheduleKeep();
}

/** Writes what was kept a second later, off the load's path (storage is read and written on the main thread). */
function scheduleKeep(): void {
  keepTimer ??= setTimeout(writeKept, 1000);
  // or when the page goes first (a viewer who leaves within the second leaves them too)
  if (!flushOnHide && typeof addEventListener === 'function') {
    flushOnHide = true;
    addEventListener('pagehide', () => keepTimer !== null && (clearTimeout(keepTimer), writeKept()));
  }
}

let flushOnHide = false;

const toKeep = new Map<string, { text: string; at: number }>();
let keepTimer: ReturnType<typeof setTimeout> | null = null;

function writeKept(): void {
  keepTimer = null;
  // only channels of the list not behind the adult PIN (live-addrs.ts): what was watched there is
  // not written down for the next person at this browser
  const listed = rememberedLiveUrls();
  writeKids(listed);
  const kept = keptManifests();
  let changed = false;
  for (const [uri, e] of toKeep) {
    if (!listed.has(uri)) continue;
    const had = kept[uri];
    if (had && e.at - had.at < KEPT_WRITE_MS && e.at >= had.at) continue;
    kept[uri] = e;
    changed = true;
  }
  toKeep.clear();
  if (!changed) return;
  writeStored('local', STORAGE_KEYS.liveManifests, newest(kept, KEPT_MANIFESTS));
}

// The key id of each live channel read on this page or by an earlier page of this browser (its
// manifest's cenc:default_KID), for a day: a cold start or a zap to one of them asks for its licence
// at once, beside its manifest and its guessed segments (warm.ts), and a cold start's first picture
// sets up its key session while the manifest is on its way (quick.ts). Without it the licence waited
// for the manifest's answer: a round trip more on the first picture's path (bench/zap). Kept like
// the manifests (`eteris.live_kids`): public (the same for every customer, in the public manifest),
// of channels not behind the adult PIN. A channel's key changes with its programme (a Period each):
// a key id is kept with the end of its Period and not taken past it. A key id the head-end has
// changed otherwise costs one refused licence request: the manifest's own is asked for when it answers.

/** A key id is taken for this long after its manifest said it. */
export const KID_MAX_AGE_MS = 24 * 3600_000;
/** At most this many channels' key ids are kept; one is written again at most this often. */
export const KEPT_KIDS = 200;
const KID_WRITE_MS = 3600_000;

/** `until`: the epoch second its Period ends, null when its manifest gave it no end (one key per channel). */
type KeptKids = Record<string, { kid: string; at: number; until: number | null }>;

const isKeptKids = keptRecord<KeptKids[string]>(KEPT_KIDS, (e) => typeof e.kid === 'string' && /^[A-Za-z0-9_-]{22}$/.test(e.kid)
  && (e.until === null || (typeof e.until === 'number' && Number.isFinite(e.until))));

/** The kept key ids, read from storage once per page. */
let keptKidsRead: KeptKids | undefined;
const kidsToKeep = new Map<string, KeptKids[string]>();

function keptKids(): KeptKids {
  return (keptKidsRead ??= { ...readStored('local', STORAGE_KEYS.liveKids, isKeptKids) });
}

function writeKids(listed: Set<string>): void {
  if (!kidsToKeep.size) return;
  // what is stored now (another tab of this browser may have written since this page read it)
  const kept = { ...readStored('local', STORAGE_KEYS.liveKids, isKeptKids) };
  let changed = false;
  for (const [uri, e] of kidsToKeep) {
    if (!listed.has(uri)) continue;
    kept[uri] = e;
    changed = true;
  }
  kidsToKeep.clear();
  if (!changed) return;
  keptKidsRead = newest(kept, KEPT_KIDS);
  writeStored('local', STORAGE_KEYS.liveKids, keptKidsRead);
}

/**
 * The key id the manifest at `uri` said on this page or an earlier one, in the last day, while its
 * Period (its programme) lasts; null when none.
 */
export function rememberedKid(uri: string): string | null {
  const now = Date.now();
  const known = knownLive.get(uri);
  if (known?.kid && now - known.at <= KID_MAX_AGE_MS && periodOnAir(known.tpl, now)) return known.kid;
  const e = keptKids()[uri];
  return e && now - e.at <= KID_MAX_AGE_MS && now >= e.at && periodOnAir({ periodEnd: e.until }, now) ? e.kid : null;
}

/**
 * The template and key id of the live manifest at `uri` read on this page, or kept by an earlier
 * page, in the last 10 minutes, while its Period (its programme) lasts; null when none.
 */
export function knownLiveTemplate(uri: string): { tpl: LiveTemplate; kid: string | null } | null {
  const k = knownLive.get(uri);
  if (k) return Date.now() - k.at <= KNOWN_LIVE_MAX_AGE_MS && periodOnAir(k.tpl) ? k : null;
  // the storage is read (and its JSON parsed) at most once per address and page: a zap to a
  // channel never played is on the load's path
  if (lookedUp.has(uri)) return null;
  lookedUp.add(uri);
  const kept = keptManifests()[uri];
  const age = kept ? Date.now() - kept.at : Infinity;
  if (!kept || age > KNOWN_LIVE_MAX_AGE_MS || age < 0) return null;
  const tpl = parseLiveTemplate(kept.text, uri);
  if (!tpl) return null;
  const live = { tpl, kid: tpl.kid ?? defaultKid(kept.text), at: kept.at };
  knownLive.set(uri, live);
  return periodOnAir(tpl) ? live : null;
}

/**
 * Reads the live manifest at `uri` ahead of a load that may come (number keys: the channels the
 * digits typed so far may still become; the guide: a channel's name the pointer rests on). Its
 * answer is held for shaka like any warm request (warmFetch(), WARM_MAX_AGE_MS): a load of it finds
 * the answer in, so warmLive() asks for its licence, audio and video at once (parsing it as for
 * any load: kept, and known from then on), and shaka does not wait for a manifest.
 */
export function readLiveAhead(uri: string): void {
  if (!config().player.warmRequests) return;
  void warmFetch(`GET ${uri}`, uri);
}

/** A kept manifest older than this is not taken as another channel's shape (guessLiveTemplate()). */
export const GUESS_MAX_AGE_MS = 24 * 3600_000;
/** The newest manifest kept by an earlier page, parsed (read at most once per page); null when none. */
let keptDonor: { uri: string; tpl: LiveTemplate; at: number } | null | undefined;

/**
 * The directory part (origin and path up to its last '/') of an absolute URL, or null.
 */
function dirOf(uri: string): { origin: string; dir: string } | null {
  try {
    const u = new URL(uri);
    return { origin: u.origin, dir: u.origin + u.pathname.slice(0, u.pathname.lastIndexOf('/') + 1) };
  } catch {
    return null;
  }
}

/**
 * The representations of `tpl` (read from `from`) that `keep` accepts, moved to the manifest at
 * `to`: each must lie under `from`'s directory and is put under `to`'s. An init segment named after
 * `tpl`'s programme (a key period's: `{rep}/init/{programme}.mp4`) is named after `programme`, the
 * one `to` starts in, and left out ('') when that is not known. Null when one does not lie there,
 * when `from` and `to` share the directory or not the origin, or when none is kept.
 */
function rebase(tpl: LiveTemplate, from: string, to: string, keep: (r: LiveRepresentation) => boolean, programme: string | null): LiveTemplate | null {
  const a = dirOf(from);
  const b = dirOf(to);
  if (!a || !b || a.origin !== b.origin || a.dir === b.dir) return null;
  const named = tpl.programme ? new RegExp(`(^|/)${tpl.programme}(?=[./])`) : null;
  const reps = new Map<string, LiveRepresentation>();
  for (const [id, r] of tpl.reps) {
    if (!keep(r)) continue;
    if (!r.media.startsWith(a.dir) || !r.init.startsWith(a.dir)) return null;
    let init = r.init.slice(a.dir.length);
    // (not known: no init segment, its media segments are numbered alike on every programme)
    if (named?.test(init)) init = programme ? init.replace(named, `$1${programme}`) : '';
    reps.set(id, { ...r, media: b.dir + r.media.slice(a.dir.length), init: init && b.dir + init });
  }
  return reps.size ? { ...tpl, reps, kid: null, periodEnd: null, programme } : null;
}

/** The id of a channel's programme on air at an epoch second (the guide's), or null when not known. */
export type ProgrammeAt = (t: number) => number | string | null;

/**
 * A guess at the live template of the manifest at `uri`, which this page has not read: the template
 * of another channel read on this page (the newest first) or kept by an earlier page, moved to this
 * channel's directory. A head-end packages its channels alike (the reference one: the same video
 * representations, segment length and clock on every channel): the video is the newest such
 * manifest's. The audio differs by channel (its ids are its languages): the guess holds the audio of
 * `audioLangs` (the profile's audio languages) as any manifest this page read or kept lays it out,
 * and no audio when none has one of them. A zap asks for the video's and the audio's init and start
 * segments from it while the manifest is on its way (warm.ts; a cold start, the video's only): a
 * round trip less before the picture and the sound. The manifest decides: what it says differently is asked for
 * then, and a wrong guess (a channel without the profile's first language) costs those requests.
 * A channel's init segments are its programme's (a key period each): the guess names those of the
 * programme `programmeAt` (the guide) gives for the live start, and none when it gives none
 * (another programme's is not there: a 404). The key id is not guessed (kid null: the licence waits
 * for a manifest read).
 */
export function guessLiveTemplate(uri: string, audioLangs: string[] = [], programmeAt: ProgrammeAt = () => null): LiveTemplate | null {
  if (!config().player.guessedManifests) return null;
  const now = Date.now();
  const donors = [...knownLive.entries()].reverse().filter(([from, k]) => from !== uri && now - k.at <= KNOWN_LIVE_MAX_AGE_MS).map(([from, k]) => ({ uri: from, tpl: k.tpl }));
  const d = keptShape();
  if (d && d.uri !== uri) donors.push(d);
  const programme = (tpl: LiveTemplate): string | null => {
    // the start of the segment holding the live start (numbers and times are the channel's, not the period's)
    const d = [...tpl.reps.values()].find((r) => r.kind === 'video')?.duration;
    if (!d) return null;
    const t = tpl.periodStart + Math.floor((now / 1000 - tpl.behind - tpl.periodStart) / d) * d;
    const id = programmeAt(t);
    return id === null || !/^\d+$/.test(String(id)) ? null : String(id);
  };
  let video: LiveTemplate | null = null;
  let onAir: string | null | undefined;
  for (const donor of donors) if ((video = rebase(donor.tpl, donor.uri, uri, (r) => r.kind === 'video', (onAir ??= programme(donor.tpl))))) break;
  if (!video) return null;
  const reps = new Map(video.reps);
  // each language as the newest manifest that has it lays it out
  const langs = new Set(audioLangs);
  // (each donor moved costs two URL parses and its representations: a zap on a page that read
  // dozens of channels looked at every one of them after the last language was found)
  for (const donor of donors) {
    if (langs.size === 0) break;
    const audio = rebase(donor.tpl, donor.uri, uri, (r) => r.kind === 'audio' && langs.has(r.lang), onAir ?? null);
    for (const [id, r] of audio?.reps ?? []) if (langs.delete(r.lang)) reps.set(id, r);
  }
  return { ...video, reps };
}

/** The newest manifest kept by an earlier page, while young enough to be taken as another channel's shape; null when none. */
function keptShape(): { uri: string; tpl: LiveTemplate; at: number } | null {
  if (keptDonor === undefined) {
    keptDonor = null;
    const newest = Object.entries(keptManifests()).sort((x, y) => y[1].at - x[1].at)[0];
    const tpl = newest && parseLiveTemplate(newest[1].text, newest[0]);
    if (newest && tpl) keptDonor = { uri: newest[0], tpl, at: newest[1].at };
  }
  const age = keptDonor ? Date.now() - keptDonor.at : Infinity;
  return keptDonor && age >= 0 && age <= GUESS_MAX_AGE_MS ? keptDonor : null;
}

/**
 * The shape of the newest manifest kept by an earlier page (guessLiveTemplate()'s donor), or null:
 * what a cold start on this browser will most likely play (its video's type, for the key system
 * made ahead: controller.ts prepare()).
 */
export function keptLiveShape(): LiveTemplate | null {
  if (!config().player.guessedManifests) return null;
  return keptShape()?.tpl ?? null;
}

/** The base64url key id of a manifest's first cenc:default_KID, or null. */
export function defaultKid(mpd: string): string | null {
  const m = /default_KID\s*=\s*"([0-9a-fA-F-]{32,36})"/.exec(mpd);
  const hex = m?.[1]!.replace(/-/g, '');
  if (!hex || hex.length !== 32) return null;
  const bytes = new Uint8Array(16);
  for (let i = 0; i < 16; i++) bytes[i] = parseInt(hex.slice(2 * i, 2 * i + 2), 16);
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

// ---- warm requests: the bytes of a load fetched by the player's own code before shaka asks -------

/** A warm answer: what the network said (only a 2xx answer is kept). */
export interface WarmResponse {
  data: ArrayBuffer;
  headers: Record<string, string>;
  status: number;
}

/**
 * A warm request is used at most once and only this soon after it started: long enough for shaka to
 * reach it on a busy machine (past it shaka fetches again, twice the bytes), short enough that what
 * is kept is of the load under way. (The reference live manifest is a $Number$ template: it does not
 * move on within that time; segments, init segments and licences never do.)
 */
export const WARM_MAX_AGE_MS = 15_000;
const warm = new Map<string, { at: number; answer: Promise<WarmResponse | null> }>();
let warmHitCount = 0;

/** Requests of shaka answered by a warm request on this page (diagnostics and tests). */
export function warmHits(): number {
  return warmHitCount;
}

function bodyText(body: ArrayBuffer | ArrayBufferView | null | undefined): string {
  if (!body) return '';
  try {
    return new TextDecoder().decode(body as BufferSource);
  } catch {
    return '';
  }
}

/** A ClearKey licence request's identity: its URL, the drm token it carries and its key ids. */
export function licenceKey(uri: string, drmToken: string, body: string): string | null {
  try {
    const kids = (JSON.parse(body) as { kids?: unknown }).kids;
    if (!Array.isArray(kids) || !kids.every((k) => typeof k === 'string')) return null;
    return `POST ${uri} ${drmToken} ${[...kids].sort().join(',')}`;
  } catch {
    return null;
  }
}

/** The warm key shaka's request would be kept under (GET of a manifest or segment, or a licence POST). */
function warmKeyOf(uri: string, request: shakaNs.extern.Request, type: number, T: typeof shakaNs.net.NetworkingEngine.RequestType): string | null {
  if (warm.size === 0 && sharing === 0) return null;
  if ((type === T.MANIFEST || type === T.SEGMENT) && request.method === 'GET' && !request.headers['Range']) return `GET ${uri}`;
  if (type === T.LICENSE && request.method === 'POST') return licenceKey(uri, request.headers['X-Eteris-Drm-Token'] ?? '', bodyText(request.body));
  return null;
}

function takeWarm(key: string | null): Promise<WarmResponse | null> | null {
  const w = key ? warm.get(key) : undefined;
  if (!w) {
    // shaka asks for it itself: a quick start does not ask for it a second time (shareWarm())
    if (key && sharing > 0) taken.set(key, null);
    return null;
  }
  warm.delete(key!);
  if (sharing > 0) taken.set(key!, w);
  return Date.now() - w.at <= WARM_MAX_AGE_MS ? w.answer : null;
}

// ---- sharing the warm answers with a cold start's quick picture (quick.ts) ----------------------

/** Quick starts running: while there is one, what shaka takes (or asks for itself) is noted. */
let sharing = 0;
/** Keys shaka has taken (their answer) or asked for itself (null), while a quick start runs. */
const taken = new Map<string, { at: number; answer: Promise<WarmResponse | null> } | null>();

/** A quick start begins (true) or ends (false); the notes are dropped when none is left. */
export function shareWarmAnswers(on: boolean): void {
  sharing = Math.max(0, sharing + (on ? 1 : -1));
  if (sharing === 0) taken.clear();
}

/**
 * The answer to a request a quick start needs, without taking it from shaka: the warm request's
 * (taken by shaka or not), else a new warm request that shaka then takes. Null when shaka asked for
 * it itself (its answer is not at hand: the quick start does without rather than ask twice).
 */
export function shareWarm(key: string, url: string, init: RequestInit = {}): Promise<WarmResponse | null> {
  if (taken.has(key)) {
    const t = taken.get(key);
    return t && Date.now() - t.at <= WARM_MAX_AGE_MS ? t.answer : Promise.resolve(null);
  }
  return warmFetch(key, url, init);
}

/**
 * Starts a request now and keeps its answer for shaka (the scheme plugin hands it over when shaka
 * makes the same request: `GET <url>`, or licenceKey() for a licence). Resolves with the answer
 * (null when it failed).
 */
export function warmFetch(key: string, url: string, init: RequestInit = {}): Promise<WarmResponse | null> {
  for (const [k, w] of warm) if (Date.now() - w.at > WARM_MAX_AGE_MS) warm.delete(k);
  const existing = warm.get(key);
  if (existing) return existing.answer;
  const answer = fetch(url, { credentials: 'same-origin', ...init })
    .then(async (res) => {
      if (!res.ok) return null;
      const headers: Record<string, string> = {};
      res.headers.forEach((v, k) => (headers[k] = v));
      return { data: await res.arrayBuffer(), headers, status: res.status };
    })
    .catch(() => null);
  warm.set(key, { at: Date.now(), answer });
  return answer;
}

/** Warm requests kept and not yet used (tests). */
export function warmKeys(): string[] {
  return [...warm.keys()];
}

// ---- the head-end's clock (a live manifest's UTCTiming) ------------------------------------------
//
// shaka measures the clock of a live manifest's UTCTiming source on every load, and waits for it
// before it sets up the DRM session and the buffers: a round trip on every cold start and every zap
// that no standby holds (bench/zap: the last request before the licence is handed over). The page
// measures that clock once instead (halfway through the round trip, which shaka does not correct
// for), measures it again in the background once a minute, and answers shaka's GET of the source
// with the head-end's time now. A clock that could not be measured is left to shaka's own request.
// The measure is kept for the next pages of this browser too (localStorage, CLOCK_MAX_AGE_MS): a
// page's first load uses it at once and measures again in the background, so a cold start does not
// wait for the round trip either.

/** A measured offset is measured again (in the background) once it is this old. */
export const CLOCK_REFRESH_MS = 60_000;
/** Past this age it is not used: shaka's request waits for a new measure. */
export const CLOCK_MAX_AGE_MS = 10 * 60_000;

interface Clock {
  /** When the measure that gave `offset` started. */
  at: number;
  /** The source's time minus this page's (ms); null until measured. */
  offset: number | null;
  pending: Promise<number | null> | null;
}

const clocks = new Map<string, Clock>();

type StoredClocks = Record<string, { offset: number; at: number }>;

function isStoredClocks(v: unknown): v is StoredClocks {
  if (!v || typeof v !== 'object' || Array.isArray(v)) return false;
  const entries = Object.entries(v as Record<string, unknown>);
  return entries.length <= 4 && entries.every(([, c]) => {
    const { offset, at } = (c ?? {}) as { offset?: unknown; at?: unknown };
    return typeof offset === 'number' && Math.abs(offset) < 86_400_000 && typeof at === 'number' && Number.isFinite(at);
  });
}

/** The measure an earlier page of this browser kept for `url`, while young enough. */
function storedClock(url: string): { offset: number; at: number } | null {
  const c = readStored('local', STORAGE_KEYS.clock, isStoredClocks)?.[url];
  const age = c ? Date.now() - c.at : Infinity;
  return c && age >= 0 && age <= CLOCK_MAX_AGE_MS ? c : null;
}

function storeClock(url: string, offset: number, at: number): void {
  const all = readStored('local', STORAGE_KEYS.clock, isStoredClocks) ?? {};
  delete all[url];
  const kept = Object.entries(all).slice(-3);
  writeStored('local', STORAGE_KEYS.clock, Object.fromEntries([...kept, [url, { offset: Math.round(offset), at }]]));
}

function measureClock(url: string, clock: Clock): Promise<number | null> {
  const t0 = Date.now();
  const pending = fetch(url, { credentials: 'same-origin', cache: 'no-store' })
    .then(async (res) => {
      const text = res.ok ? (await res.text()).trim() : '';
      const t1 = Date.now();
      const time = Date.parse(text);
      if (!Number.isFinite(time)) return null;
      clock.at = t0;
      clock.offset = time - (t0 + t1) / 2;
      storeClock(url, clock.offset, t0);
      return clock.offset;
    })
    .catch(() => null)
    .finally(() => {
      if (clock.pending === pending) clock.pending = null;
    });
  clock.pending = pending;
  return pending;
}

/**
 * The offset of the clock at `url` (an http-iso or http-xsdate UTCTiming source) from this page's
 * clock, in ms: the one measured, while it is young enough, else a new measure (null when the source
 * could not be read). Measures again in the background once the one known is CLOCK_REFRESH_MS old.
 */
export function clockOffset(url: string): Promise<number | null> {
  let clock = clocks.get(url);
  if (!clock) {
    // the measure of an earlier page, used now and measured again at once
    const kept = storedClock(url);
    clock = { at: kept?.at ?? 0, offset: kept?.offset ?? null, pending: null };
    clocks.set(url, clock);
    while (clocks.size > 4) clocks.delete(clocks.keys().next().value!);
    if (kept) void measureClock(url, clock);
  }
  const age = Date.now() - clock.at;
  if (clock.offset !== null && age <= CLOCK_MAX_AGE_MS) {
    if (age > CLOCK_REFRESH_MS && !clock.pending) void measureClock(url, clock);
    return Promise.resolve(clock.offset);
  }
  return clock.pending ?? measureClock(url, clock);
}

/**
 * Measures again, now, every clock an earlier page of this browser kept and that is still young
 * enough to use (a page's player before its first load, controller.ts prepare()): the cold start
 * that follows finds its clock measured, and its own requests are not joined by this one.
 */
export function prepareClocks(): void {
  for (const url of Object.keys(readStored('local', STORAGE_KEYS.clock, isStoredClocks) ?? {})) {
    if (storedClock(url)) void clockOffset(url);
  }
}

let installed = false;

/** Registers the caching scheme plugin for http and https (once per page). */
export function installSegmentCache(shaka: Shaka): void {
  if (installed) return;
  installed = true;
  const { NetworkingEngine, HttpFetchPlugin, HttpXHRPlugin } = shaka.net;
  const fallback = HttpFetchPlugin.isSupported() ? HttpFetchPlugin.parse : HttpXHRPlugin.parse;
  const plugin: shakaNs.extern.SchemePlugin = (uri, request, type, progress, headersReceived, config) => {
    /** shaka's request answered once `answer` settles: with its response, or by shaka's own request when it gives null. */
    const later = (answer: Promise<shakaNs.extern.Response | null>) => {
      let aborted = false;
      const promise = answer.then((r) => {
        if (aborted) throw new shaka.util.Error(shaka.util.Error.Severity.RECOVERABLE, shaka.util.Error.Category.PLAYER, shaka.util.Error.Code.OPERATION_ABORTED);
        return r ?? fallback(uri, request, type, progress, headersReceived, config).promise;
      });
      return new shaka.util.AbortableOperation(promise, () => {
        aborted = true;
        return Promise.resolve();
      }) as unknown as shakaNs.extern.IAbortableOperation<shakaNs.extern.Response>;
    };
    const answer = (data: ArrayBuffer, status: number, headers: Record<string, string>): shakaNs.extern.Response =>
      ({ uri, originalUri: uri, data, status, headers, timeMs: 0, fromCache: true, originalRequest: request });
    const w = takeWarm(warmKeyOf(uri, request, type, NetworkingEngine.RequestType));
    // a warm request (warm.ts) already under way: its answer, or shaka's own request if it failed
    if (w) return later(w.then((r) => (r ? (warmHitCount++, answer(r.data.slice(0), r.status, { ...r.headers })) : null)));
    if (type === NetworkingEngine.RequestType.TIMING && request.method === 'GET') {
      // the head-end's time now, from the page's measure of its clock (see clockOffset())
      return later(clockOffset(uri).then((offset) => (offset === null ? null
        : answer(new TextEncoder().encode(new Date(Date.now() + offset).toISOString()).buffer as ArrayBuffer, 200, { 'content-type': 'text/plain' }))));
    }
    const e = type === NetworkingEngine.RequestType.SEGMENT && request.method === 'GET' && !request.headers['Range'] ? cache.get(uri) : undefined;
    if (e && Date.now() - e.at <= CACHED_MAX_AGE_MS) {
      hits++;
      const response: shakaNs.extern.Response = {
        uri,
        originalUri: uri,
        data: e.data.slice(0),
        status: 200,
        headers: { ...e.headers },
        timeMs: 0,
        fromCache: true,
        originalRequest: request,
      };
      return shaka.util.AbortableOperation.completed(response) as unknown as shakaNs.extern.IAbortableOperation<shakaNs.extern.Response>;
    }
    return fallback(uri, request, type, progress, headersReceived, config);
  };
  for (const scheme of ['http', 'https']) NetworkingEngine.registerScheme(scheme, plugin, NetworkingEngine.PluginPriority.APPLICATION, true);
}

/** Keeps the first segments of a live load of `repIds` in the cache while the live edge moves. */
export class LivePrefetch {
  private timer: ReturnType<typeof setInterval> | null = null;
  private inflight = new Map<string, AbortController>();
  private failures = 0;

  constructor(
    private readonly tpl: LiveTemplate,
    private readonly repIds: string[],
    private readonly now: () => number = Date.now,
  ) {}

  start(): void {
    if (this.timer) return;
    this.tick();
    this.timer = setInterval(() => this.tick(), PREFETCH_TICK_MS);
  }

  /** Stops following the live edge; what is cached stays for a load that is about to use it. */
  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** Stops and drops everything this prefetch holds. */
  destroy(): void {
    this.stop();
    for (const c of this.inflight.values()) c.abort();
    this.inflight.clear();
    dropOwned(this);
  }

  private tick(): void {
    const wanted = new Set(liveStartSegments(this.tpl, this.repIds, this.now() / 1000, 1));
    dropOwned(this, wanted);
    for (const [url, c] of this.inflight) {
      if (!wanted.has(url)) {
        c.abort();
        this.inflight.delete(url);
      }
    }
    if (this.failures >= 3) return; // e.g. a clock far off the head-end's: stop asking
    for (const url of wanted) {
      if (cache.get(url)?.owner === this || this.inflight.has(url)) continue;
      void this.fetchOne(url);
    }
  }

  private async fetchOne(url: string): Promise<void> {
    const ctl = new AbortController();
    this.inflight.set(url, ctl);
    try {
      const res = await fetch(url, { signal: ctl.signal, credentials: 'same-origin' });
      if (!res.ok) throw new Error(String(res.status));
      const data = await res.arrayBuffer();
      if (this.inflight.get(url) !== ctl) return;
      const headers: Record<string, string> = {};
      res.headers.forEach((v, k) => (headers[k] = v));
      put(url, { data, headers, at: this.now(), owner: this });
      this.failures = 0;
    } catch {
      if (!ctl.signal.aborted) this.failures++;
    } finally {
      if (this.inflight.get(url) === ctl) this.inflight.delete(url);
    }
  }
}
