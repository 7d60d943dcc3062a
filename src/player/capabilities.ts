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
