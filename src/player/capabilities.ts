// The capability queries of a load, asked early. Before its first load on a page, shaka asks the
// browser (navigator.mediaCapabilities.decodingInfo(), with the key system) whether it can play
// each variant of the manifest, one variant after another, and waits for the answers before it sets
// up its DRM session and buffers: 6-18 ms of a cold start's path on this machine while the page is
// busy. The answers do not change for a browser, so the queries shaka made on this browser's last
// load are kept (localStorage, MAX_KEPT of them) and asked again as soon as a cold start begins,
// while shaka's chunk downloads; shaka's same query then gets that answer (one wrapper of
// decodingInfo that answers a query it has already asked with the same answer, and leaves every
// other query to the browser). A query kept that shaka no longer makes costs one query, nothing else.
import { readStored, STORAGE_KEYS, writeStored } from '../core/storage';

/** At most this many queries are kept (the reference head-end's channels make 2-6). */
const MAX_KEPT = 12;
/** A kept query is at most this long (a decodingInfo configuration is about 500 characters). */
const MAX_CHARS = 4000;

type Decode = (config: MediaDecodingConfiguration) => Promise<MediaCapabilitiesDecodingInfo>;

/** The answers of queries asked (by early() or the wrapper), by the query's canonical text. */
const answers = new Map<string, Promise<MediaCapabilitiesDecodingInfo>>();
/** The queries shaka made on this page, in order (canonical text), to keep for the next page. */
const made: string[] = [];
let real: Decode | null = null;
/** How many of `made` were kept already (keepQueries() has nothing to do until shaka asks more). */
let keptCount = 0;

function isKept(v: unknown): v is string[] {
  return Array.isArray(v) && v.length <= MAX_KEPT && v.every((s) => typeof s === 'string' && s.length <= MAX_CHARS);
}

/** The text of a query with its keys in order at every level (the same query, the same text). */
export function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const o = value as Record<string, unknown>;
    return `{${Object.keys(o).sort().filter((k) => o[k] !== undefined).map((k) => `${JSON.stringify(k)}:${canonical(o[k])}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

function capabilities(): MediaCapabilities | null {
  return typeof navigator !== 'undefined' && navigator.mediaCapabilities && typeof navigator.mediaCapabilities.decodingInfo === 'function' ? navigator.mediaCapabilities : null;
}

/** The same query asked once: its answer kept (a failed one is not). */
function ask(key: string, config: MediaDecodingConfiguration): Promise<MediaCapabilitiesDecodingInfo> {
  let answer = answers.get(key);
  if (!answer) {
    answer = real!.call(capabilities(), config);
    answers.set(key, answer);
    answer.catch(() => answers.delete(key));
  }
  return answer;
}

/**
 * Wraps decodingInfo once per page: at a cold start's first play, or when shaka loads, whichever
 * comes first (idempotent). shaka's polyfill replaces decodingInfo on some platforms (Safari, some
 * TVs), over this wrapper or under it: either way a query gets the answer of the function wrapped,
 * asked once.
 */
export function installQueryMemo(): void {
  const caps = capabilities();
  if (!caps || real) return;
  real = caps.decodingInfo as Decode;
  const memo: Decode = function (this: MediaCapabilities, config) {
    if (this !== caps) return real!.call(this, config);
    let key: string;
    try {
      key = canonical(config);
    } catch {
      return real!.call(this, config);
    }
    if (!made.includes(key) && key.length <= MAX_CHARS) made.push(key);
    return ask(key, config);
  };
  caps.decodingInfo = memo;
}

/** Asks the queries the last load on this browser made, now (a cold start, before shaka is in). */
export function askKeptQueries(): void {
  if (!capabilities()) return;
  installQueryMemo();
  for (const key of readStored('local', STORAGE_KEYS.decodingQueries, isKept) ?? []) {
    if (answers.has(key)) continue;
    try {
      void ask(key, JSON.parse(key) as MediaDecodingConfiguration).catch(() => undefined);
    } catch {
      /* not a query: skipped */
    }
  }
}

/** Keeps the queries made on this page for the next one (after a load; written only when new). */
export function keepQueries(): void {
  if (made.length === keptCount) return;
  keptCount = made.length;
  const kept = readStored('local', STORAGE_KEYS.decodingQueries, isKept) ?? [];
  const next = [...made, ...kept.filter((k) => !made.includes(k))].slice(0, MAX_KEPT);
  if (canonical(next) !== canonical(kept)) writeStored('local', STORAGE_KEYS.decodingQueries, next);
}

/** Tests: forget this page's queries and answers, and give decodingInfo back. */
export function resetQueryMemo(): void {
  const caps = capabilities();
  if (caps && real) caps.decodingInfo = real;
  real = null;
  answers.clear();
  made.length = 0;
  keptCount = 0;
}

// ---- MediaKeys made ahead -----------------------------------------------------------------------
// Every load makes new MediaKeys (shaka's DRM set-up: MediaKeySystemAccess.createMediaKeys()), and
// only once it has them does it attach them, add its SourceBuffers and append what has come in:
// 7-17 ms of a zap's path on this machine (bench/zap, a zap no standby holds), with the manifest,
// the init segments and the first segments already in. A key system configuration asked for more
// than once on a page (the players' loads: the one shown, the standbys) has the next MediaKeys made
// ahead, KEYS_AHEAD_MS after each is taken, off the load's path; the next load is handed them at
// once. Made from the same MediaKeySystemAccess (its key system and configuration), unused until
// then, each handed to one load only.

/** How long after a load took MediaKeys the next ones are made (after that load's first frame). */
export const KEYS_AHEAD_MS = 150;

/** Per key system configuration asked for on this page: the MediaKeys made ahead, if any. */
const keysAhead = new Map<string, { keys: Promise<MediaKeys> | null }>();
let makeKeys: (() => Promise<MediaKeys>) | null = null;
/** MediaKeys handed out made ahead (tests). */
export let keysAheadTaken = 0;

/** Wraps MediaKeySystemAccess.createMediaKeys once per page (idempotent). */
export function installKeysAhead(): void {
  if (makeKeys || typeof MediaKeySystemAccess === 'undefined') return;
  const real = (makeKeys = MediaKeySystemAccess.prototype.createMediaKeys);
  MediaKeySystemAccess.prototype.createMediaKeys = function (this: MediaKeySystemAccess): Promise<MediaKeys> {
    const id = `${this.keySystem} ${canonical(this.getConfiguration())}`;
    const slot = keysAhead.get(id);
    // asked for the first time (a quick start's configuration is asked for once): none made ahead
    if (!slot) return keysAhead.set(id, { keys: null }), real.call(this);
    const ready = slot.keys;
    slot.keys = null;
    // (one that fails is made again by the load that takes it)
    setTimeout(() => slot.keys ?? (slot.keys = real.call(this)).catch(() => undefined), KEYS_AHEAD_MS);
    if (!ready) return real.call(this);
    keysAheadTaken++;
    return ready.catch(() => real.call(this));
  };
}

/** Tests: give createMediaKeys back and forget the MediaKeys made ahead. */
export function resetKeysAhead(): void {
  if (makeKeys && typeof MediaKeySystemAccess !== 'undefined') MediaKeySystemAccess.prototype.createMediaKeys = makeKeys;
  makeKeys = null;
  keysAhead.clear();
  keysAheadTaken = 0;
}
