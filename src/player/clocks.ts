import type shakaNs from 'shaka-player';
import { readStored, STORAGE_KEYS, writeStored } from '../core/storage';
import { pageCache, type Clock } from './page-cache';
import type { Shaka } from './shaka-loader';

// ---- the head-end's clock (a live manifest's UTCTiming) ------------------------------------------
//
// shaka measures a live manifest's UTCTiming clock on every load and waits for it before setting up
// DRM and buffers. The page measures it once instead (and again in the background each minute,
// kept for the next pages too) and answers shaka's request with the head-end's time now; a clock
// that could not be measured is left to shaka's own request.

/** A measured offset is measured again (in the background) once it is this old. */
const CLOCK_REFRESH_MS = 60_000;
/** Past this age it is not used: shaka's request waits for a new measure. */
export const CLOCK_MAX_AGE_MS = 10 * 60_000;
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
  let clock = pageCache.clocks.get(url);
  if (!clock) {
    // the measure of an earlier page, used now and measured again at once
    const kept = storedClock(url);
    clock = { at: kept?.at ?? 0, offset: kept?.offset ?? null, pending: null };
    pageCache.clocks.set(url, clock);
    while (pageCache.clocks.size > 4) pageCache.clocks.delete(pageCache.clocks.keys().next().value!);
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

/**
 * Registers the scheme plugin that answers shaka's clock requests (a live manifest's UTCTiming) with
 * the head-end's time now, from clockOffset(); every other request goes to shaka's own fetch. Once
 * per page.
 */
export function installClockScheme(shaka: Shaka): void {
  if (pageCache.schemeInstalled) return;
  pageCache.schemeInstalled = true;
  const { NetworkingEngine, HttpFetchPlugin, HttpXHRPlugin } = shaka.net;
  const fallback = HttpFetchPlugin.isSupported() ? HttpFetchPlugin.parse : HttpXHRPlugin.parse;
  const plugin: shakaNs.extern.SchemePlugin = (uri, request, type, progress, headersReceived, config) => {
    if (type !== NetworkingEngine.RequestType.TIMING || request.method !== 'GET') return fallback(uri, request, type, progress, headersReceived, config);
    let aborted = false;
    const promise = clockOffset(uri).then((offset) => {
      if (aborted) throw new shaka.util.Error(shaka.util.Error.Severity.RECOVERABLE, shaka.util.Error.Category.PLAYER, shaka.util.Error.Code.OPERATION_ABORTED);
      if (offset === null) return fallback(uri, request, type, progress, headersReceived, config).promise;
      const data = new TextEncoder().encode(new Date(Date.now() + offset).toISOString()).buffer as ArrayBuffer;
      return { uri, originalUri: uri, data, status: 200, headers: { 'content-type': 'text/plain' }, timeMs: 0, fromCache: true, originalRequest: request };
    });
    return new shaka.util.AbortableOperation(promise, () => {
      aborted = true;
      return Promise.resolve();
    }) as unknown as shakaNs.extern.IAbortableOperation<shakaNs.extern.Response>;
  };
  for (const scheme of ['http', 'https']) NetworkingEngine.registerScheme(scheme, plugin, NetworkingEngine.PluginPriority.APPLICATION, true);
}
