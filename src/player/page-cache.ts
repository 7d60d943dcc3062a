// What the players of one page share, whatever <tv-player> asked for it: the live manifests read
// and what they say, the warm answers and live-edge segments held for shaka's requests, and the
// head-end's clocks. One object, so that all of it is one thing to look at, and one reset().

import type { LiveTemplate } from './live-edge';
import type { WarmResponse } from './prefetch';

/** A live-edge segment held for shaka (prefetch.ts LivePrefetch), by the prefetch that fetched it. */
export interface CachedSegment {
  data: ArrayBuffer;
  headers: Record<string, string>;
  at: number;
  owner: object;
}

/** A warm request (prefetch.ts warmFetch()): when it started, and its answer. */
interface WarmEntry {
  at: number;
  answer: Promise<WarmResponse | null>;
}

/** A manifest read: its bytes and text, and its live template once asked for (null: not a live template). */
interface ReadManifest {
  data: ArrayBuffer | ArrayBufferView;
  text: string;
  live?: LiveTemplate | null;
}

/** A head-end clock (clocks.ts). */
export interface Clock {
  /** When the measure that gave `offset` started. */
  at: number;
  /** The source's time minus this page's (ms); null until measured. */
  offset: number | null;
  pending: Promise<number | null> | null;
}

class PageCache {
  // ---- prefetch.ts
  /** Live-edge segments held for shaka's requests, and how many of its requests they answered. */
  readonly segments = new Map<string, CachedSegment>();
  segmentHits = 0;
  /** Warm requests not yet taken by shaka. */
  readonly warm = new Map<string, WarmEntry>();
  /** The scheme plugin is registered with shaka (once per page: reset() leaves it, as shaka keeps it). */
  schemeInstalled = false;

  // ---- live-manifests.ts
  /** The last few manifests read. */
  readonly manifests = new Map<string, ReadManifest>();

  // ---- clocks.ts
  readonly clocks = new Map<string, Clock>();

  /** Forgets everything this page read and holds (a test starting over); what was stored stays stored. */
  reset(): void {
    for (const m of [this.segments, this.warm, this.manifests, this.clocks]) m.clear();
    this.segmentHits = 0;
  }
}

/** The page's one PageCache. */
export const pageCache = new PageCache();
