// Live-edge segment prefetch: shaka's preload fetches no media segment of a live stream, so a zap
// to a preloaded channel would still wait for its first one. LivePrefetch keeps the segments a
// load starts with in a small cache bounded in entries and age, and one scheme plugin answers
// exactly those requests from it (and a seek's warm requests, wrapper.ts); everything else goes to shaka.

import type shakaNs from 'shaka-player';
import type { Shaka } from './shaka-loader';
import { liveStartSegments, type LiveTemplate } from './live-edge';
import { clockOffset } from './clocks';
import type { Listeners } from './listeners';
import { pageCache, type CachedSegment } from './page-cache';

export { rememberManifest, templateFor } from './live-manifests';
export { CLOCK_MAX_AGE_MS, clockOffset, prepareClocks } from './clocks';

/** How often a live prefetch looks at the moving live edge. */
const PREFETCH_TICK_MS = 500;
/** At most this many cached segments (a few preloads x video and audio x 2 segments). */
const MAX_CACHED = 24;
/** A cached segment older than this is not served (the live edge has long moved on). */
const CACHED_MAX_AGE_MS = 20_000;

function put(url: string, entry: CachedSegment): void {
  pageCache.segments.delete(url);
  pageCache.segments.set(url, entry);
  while (pageCache.segments.size > MAX_CACHED) pageCache.segments.delete(pageCache.segments.keys().next().value!);
}

function dropOwned(owner: object, keep?: Set<string>): void {
  for (const [url, e] of pageCache.segments) if (e.owner === owner && !keep?.has(url)) pageCache.segments.delete(url);
}

/** Segment requests answered from the prefetch cache on this page (diagnostics and tests). */
export function prefetchHits(): number {
  return pageCache.segmentHits;
}

export function cachedUrls(): string[] {
  return [...pageCache.segments.keys()];
}

// ---- warm requests: the segments of a seek, fetched by the player's own code before shaka asks ---

/** A warm answer: what the network said (only a 2xx answer is kept). */
export interface WarmResponse {
  data: ArrayBuffer;
  headers: Record<string, string>;
  status: number;
}

/**
 * A warm request is used at most once and only this soon after it started: long enough for shaka
 * to reach it on a slow device, short enough that what is kept belongs to the load under way.
 */
const WARM_MAX_AGE_MS = 15_000;

/** The warm key shaka's request would be kept under (a GET of a segment). */
function warmKeyOf(uri: string, request: shakaNs.extern.Request, type: number, T: typeof shakaNs.net.NetworkingEngine.RequestType): string | null {
  if (pageCache.warm.size === 0) return null;
  return type === T.SEGMENT && request.method === 'GET' && !request.headers['Range'] ? `GET ${uri}` : null;
}

function takeWarm(key: string | null): Promise<WarmResponse | null> | null {
  const w = key ? pageCache.warm.get(key) : undefined;
  if (!w) return null;
  pageCache.warm.delete(key!);
  return Date.now() - w.at <= WARM_MAX_AGE_MS ? w.answer : null;
}

/**
 * Starts a request now and keeps its answer for shaka (the scheme plugin hands it over when shaka
 * makes the same request: `GET <url>`, or licenceKey() for a licence). Resolves with the answer
 * (null when it failed).
 */
export function warmFetch(key: string, url: string, init: RequestInit = {}): Promise<WarmResponse | null> {
  for (const [k, w] of pageCache.warm) if (Date.now() - w.at > WARM_MAX_AGE_MS) pageCache.warm.delete(k);
  const existing = pageCache.warm.get(key);
  if (existing) return existing.answer;
  const answer = fetch(url, { credentials: 'same-origin', ...init })
    .then(async (res) => {
      if (!res.ok) return null;
      const headers: Record<string, string> = {};
      res.headers.forEach((v, k) => (headers[k] = v));
      return { data: await res.arrayBuffer(), headers, status: res.status };
    })
    .catch(() => null);
  pageCache.warm.set(key, { at: Date.now(), answer });
  return answer;
}

/** Registers the caching scheme plugin for http and https (once per page). */
export function installSegmentCache(shaka: Shaka): void {
  if (pageCache.schemeInstalled) return;
  pageCache.schemeInstalled = true;
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
    // a warm request already under way: its answer, or shaka's own request if it failed
    if (w) return later(w.then((r) => (r ? answer(r.data.slice(0), r.status, { ...r.headers }) : null)));
    if (type === NetworkingEngine.RequestType.TIMING && request.method === 'GET') {
      // the head-end's time now, from the page's measure of its clock (see clockOffset())
      return later(clockOffset(uri).then((offset) => (offset === null ? null
        : answer(new TextEncoder().encode(new Date(Date.now() + offset).toISOString()).buffer as ArrayBuffer, 200, { 'content-type': 'text/plain' }))));
    }
    const e = type === NetworkingEngine.RequestType.SEGMENT && request.method === 'GET' && !request.headers['Range'] ? pageCache.segments.get(uri) : undefined;
    if (e && Date.now() - e.at <= CACHED_MAX_AGE_MS) {
      pageCache.segmentHits++;
      return shaka.util.AbortableOperation.completed(answer(e.data.slice(0), 200, { ...e.headers })) as unknown as shakaNs.extern.IAbortableOperation<shakaNs.extern.Response>;
    }
    return fallback(uri, request, type, progress, headersReceived, config);
  };
  for (const scheme of ['http', 'https']) NetworkingEngine.registerScheme(scheme, plugin, NetworkingEngine.PluginPriority.APPLICATION, true);
}

/** Keeps the first segments of a live load of `repIds` in the cache while the live edge moves. */
export class LivePrefetch {
  /** Cancels the ticks (null when it does not follow the live edge). */
  private ticking: (() => void) | null = null;
  private inflight = new Map<string, AbortController>();
  private failures = 0;

  /** Its ticks are `owner`'s (its preloads' player's). */
  constructor(
    private readonly tpl: LiveTemplate,
    private readonly repIds: string[],
    private readonly owner: Listeners,
  ) {}

  start(): void {
    if (this.ticking) return;
    this.tick();
    this.ticking = this.owner.every(PREFETCH_TICK_MS, () => this.tick());
  }

  /** Stops following the live edge; what is cached stays for a load that is about to use it. */
  stop(): void {
    this.ticking?.();
    this.ticking = null;
  }

  /** Stops and drops everything this prefetch holds. */
  destroy(): void {
    this.stop();
    for (const c of this.inflight.values()) c.abort();
    this.inflight.clear();
    dropOwned(this);
  }

  private tick(): void {
    const wanted = new Set(liveStartSegments(this.tpl, this.repIds, Date.now() / 1000, 1));
    dropOwned(this, wanted);
    for (const [url, c] of this.inflight) {
      if (!wanted.has(url)) {
        c.abort();
        this.inflight.delete(url);
      }
    }
    if (this.failures >= 3) return; // e.g. a clock far off the head-end's: stop asking
    for (const url of wanted) {
      if (pageCache.segments.get(url)?.owner === this || this.inflight.has(url)) continue;
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
      put(url, { data, headers, at: Date.now(), owner: this });
      this.failures = 0;
    } catch {
      if (!ctl.signal.aborted) this.failures++;
    } finally {
      if (this.inflight.get(url) === ctl) this.inflight.delete(url);
    }
  }
}
