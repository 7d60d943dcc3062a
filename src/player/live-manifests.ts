// The live manifests read on this page and kept for the next pages (prefetch.ts uses them): their
// text, segment template and key id, so that a load starts its licence and segment requests before
// its manifest answers.

import { kidBase64url, parseLiveTemplate, type LiveTemplate } from './live-edge';
import { readStored, STORAGE_KEYS, writeStored } from '../core/storage';
import { rememberedLiveUrls } from './live-addrs';
import { pageCache, type KeptKid } from './page-cache';

/**
 * Keeps the text of the last few manifests (a response filter of the wrapper and the warm start feed
 * it; shaka's read of a warm manifest is the same bytes, not decoded twice).
 */
export function rememberManifest(uri: string, data: ArrayBuffer | ArrayBufferView): void {
  const had = pageCache.manifests.get(uri);
  const text = had?.data === data ? had.text : new TextDecoder().decode(data as BufferSource);
  pageCache.manifests.delete(uri);
  const entry = had?.text === text ? { ...had, data } : { data, text };
  pageCache.manifests.set(uri, entry);
  if (entry.live) keepLive(uri, entry.live);
  while (pageCache.manifests.size > 8) pageCache.manifests.delete(pageCache.manifests.keys().next().value!);
}

/** The live template and key id of the manifest last read from `uri`, parsed once per text; null when none or not a live template. */
export function liveManifest(uri: string): { tpl: LiveTemplate; kid: string | null } | null {
  const m = pageCache.manifests.get(uri);
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
  const m = pageCache.manifests.get(uri);
  if (!m) return null;
  if (m.live === undefined && m.text.indexOf('<Period') === m.text.lastIndexOf('<Period')) return defaultKid(m.text);
  return liveManifest(uri)?.kid ?? defaultKid(m.text);
}

/**
 * Whether what `tpl` says of its period (its init segments, its key id) still holds for a live load
 * starting now: a channel has a Period and a key per programme, and the programme may have ended
 * since its manifest was read.
 */
function periodOnAir(tpl: Pick<LiveTemplate, 'periodEnd'>, nowMs = Date.now()): boolean {
  return tpl.periodEnd == null || nowMs / 1000 < tpl.periodEnd;
}

/** The live template of the manifest last read from `uri` (live-edge.ts); null when none or not a live template. */
export function templateFor(uri: string): LiveTemplate | null {
  return liveManifest(uri)?.tpl ?? null;
}

/**
 * The live channels read on this page, with their segment template and key id, so that the next
 * load of one asks for its licence and segments before its manifest answers (warm.ts); kept a while
 * only, since the head-end may change a manifest. The last few public manifest texts of channels
 * not behind the adult PIN are kept for the browser's next pages too (`eteris.live_manifests`).
 */
export const KNOWN_LIVE_MAX_AGE_MS = 10 * 60_000;
const KNOWN_LIVE_MAX = 200;
/** Manifests kept for the next pages: this many channels, each at most this long, written at most this often per channel. */
const KEPT_MANIFESTS = 8;
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

export function keptManifests(): KeptManifests {
  return readStored('local', STORAGE_KEYS.liveManifests, isKeptManifests) ?? {};
}

function keepLive(uri: string, live: { tpl: LiveTemplate; kid: string | null }, text?: string): void {
  const now = Date.now();
  pageCache.knownLive.delete(uri);
  pageCache.knownLive.set(uri, { ...live, at: now });
  while (pageCache.knownLive.size > KNOWN_LIVE_MAX) pageCache.knownLive.delete(pageCache.knownLive.keys().next().value!);
  const had = live.kid ? keptKids()[uri] : undefined;
  if (live.kid && (!had || had.kid !== live.kid || now - had.at > KID_WRITE_MS || now < had.at)) {
    pageCache.kidsToKeep.set(uri, { kid: live.kid, at: now, until: live.tpl.periodEnd ?? null });
    scheduleKeep();
  }
  if (text === undefined || text.length > KEPT_MANIFEST_MAX_CHARS) return;
  pageCache.toKeep.set(uri, { text, at: now });
  scheduleKeep();
}

/** Writes what was kept a second later, off the load's path (storage is read and written on the main thread). */
function scheduleKeep(): void {
  const c = pageCache;
  if (!c.keepTimer.pending()) c.keepTimer.set(1000, writeKept);
  // or when the page goes first (a viewer who leaves within the second leaves them too)
  if (!c.flushOnHide && typeof window !== 'undefined') {
    c.flushOnHide = true;
    c.owned.on(window, 'pagehide', () => {
      if (!c.keepTimer.pending()) return;
      c.keepTimer.clear();
      writeKept();
    });
  }
}

function writeKept(): void {
  // only channels of the list not behind the adult PIN (live-addrs.ts): what was watched there is
  // not written down for the next person at this browser
  const listed = rememberedLiveUrls();
  writeKids(listed);
  const kept = keptManifests();
  let changed = false;
  for (const [uri, e] of pageCache.toKeep) {
    if (!listed.has(uri)) continue;
    const had = kept[uri];
    if (had && e.at - had.at < KEPT_WRITE_MS && e.at >= had.at) continue;
    kept[uri] = e;
    changed = true;
  }
  pageCache.toKeep.clear();
  if (!changed) return;
  writeStored('local', STORAGE_KEYS.liveManifests, newest(kept, KEPT_MANIFESTS));
}

// The key id of each live channel read on this page or an earlier one, kept for a day and never
// past the end of its Period (`eteris.live_kids`, channels not behind the adult PIN): a load asks
// for its licence beside its manifest instead of after it. A key id changed otherwise costs one
// refused licence request.

/** A key id is taken for this long after its manifest said it. */
export const KID_MAX_AGE_MS = 24 * 3600_000;
/** At most this many channels' key ids are kept; one is written again at most this often. */
const KEPT_KIDS = 200;
const KID_WRITE_MS = 3600_000;

/** `until`: the epoch second its Period ends, null when its manifest gave it no end (one key per channel). */
type KeptKids = Record<string, KeptKid>;

const isKeptKids = keptRecord<KeptKids[string]>(KEPT_KIDS, (e) => typeof e.kid === 'string' && /^[A-Za-z0-9_-]{22}$/.test(e.kid)
  && (e.until === null || (typeof e.until === 'number' && Number.isFinite(e.until))));

/** The kept key ids, read from storage once per page. */
function keptKids(): KeptKids {
  return (pageCache.keptKids ??= { ...readStored('local', STORAGE_KEYS.liveKids, isKeptKids) });
}

function writeKids(listed: Set<string>): void {
  if (!pageCache.kidsToKeep.size) return;
  // what is stored now (another tab of this browser may have written since this page read it)
  const kept = { ...readStored('local', STORAGE_KEYS.liveKids, isKeptKids) };
  let changed = false;
  for (const [uri, e] of pageCache.kidsToKeep) {
    if (!listed.has(uri)) continue;
    kept[uri] = e;
    changed = true;
  }
  pageCache.kidsToKeep.clear();
  if (!changed) return;
  pageCache.keptKids = newest(kept, KEPT_KIDS);
  writeStored('local', STORAGE_KEYS.liveKids, pageCache.keptKids);
}

/**
 * The key id the manifest at `uri` said on this page or an earlier one, in the last day, while its
 * Period (its programme) lasts; null when none.
 */
export function rememberedKid(uri: string): string | null {
  const now = Date.now();
  const known = pageCache.knownLive.get(uri);
  if (known?.kid && now - known.at <= KID_MAX_AGE_MS && periodOnAir(known.tpl, now)) return known.kid;
  const e = keptKids()[uri];
  return e && now - e.at <= KID_MAX_AGE_MS && now >= e.at && periodOnAir({ periodEnd: e.until }, now) ? e.kid : null;
}

/**
 * The template and key id of the live manifest at `uri` read on this page, or kept by an earlier
 * page, in the last 10 minutes, while its Period (its programme) lasts; null when none.
 */
export function knownLiveTemplate(uri: string): { tpl: LiveTemplate; kid: string | null } | null {
  const k = pageCache.knownLive.get(uri);
  if (k) return Date.now() - k.at <= KNOWN_LIVE_MAX_AGE_MS && periodOnAir(k.tpl) ? k : null;
  // the storage is read (and its JSON parsed) at most once per address and page: a zap to a
  // channel never played is on the load's path
  if (pageCache.lookedUp.has(uri)) return null;
  pageCache.lookedUp.add(uri);
  const kept = keptManifests()[uri];
  const age = kept ? Date.now() - kept.at : Infinity;
  if (!kept || age > KNOWN_LIVE_MAX_AGE_MS || age < 0) return null;
  const tpl = parseLiveTemplate(kept.text, uri);
  if (!tpl) return null;
  const live = { tpl, kid: tpl.kid ?? defaultKid(kept.text), at: kept.at };
  pageCache.knownLive.set(uri, live);
  return periodOnAir(tpl) ? live : null;
}

/** The base64url key id of a manifest's first cenc:default_KID, or null. */
export function defaultKid(mpd: string): string | null {
  return kidBase64url(/default_KID\s*=\s*"([0-9a-fA-F-]{32,36})"/.exec(mpd)?.[1]);
}
