// What the players of one page share, whatever <tv-player> asked for it: the live manifests read
// and what they say, the warm answers and live-edge segments held for shaka's requests, the
// head-end's clocks, and what is written down for the browser's next pages. One object with one
// owner of its timers and listeners, so that all of it is one thing to look at, and one reset().

import { Listeners } from './listeners';
import type { LiveTemplate } from './live-edge';
import type { PlayerChannel } from './catalogue';
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

/** A manifest read: its bytes and text, and its live template and key id once asked for (null: not a live template). */
interface ReadManifest {
  data: ArrayBuffer | ArrayBufferView;
  text: string;
  live?: { tpl: LiveTemplate; kid: string | null } | null;
}

/** A key id kept for the next pages; `until`: the epoch second its Period ends, null when its manifest gave it no end. */
export interface KeptKid {
  kid: string;
  at: number;
  until: number | null;
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
  /** The timers and listeners of what is written for the next pages (live-manifests.ts). */
  owned = new Listeners();

  // ---- prefetch.ts
  /** Live-edge segments held for shaka's requests, and how many of its requests they answered. */
  readonly segments = new Map<string, CachedSegment>();
  segmentHits = 0;
  /** Warm requests not yet taken by shaka. */
  readonly warm = new Map<string, WarmEntry>();
  /** Quick starts running: while there is one, what shaka takes (or asks for itself: null) is noted in `taken`. */
  sharing = 0;
  readonly taken = new Map<string, WarmEntry | null>();
  /** The scheme plugin is registered with shaka (once per page: reset() leaves it, as shaka keeps it). */
  schemeInstalled = false;

  // ---- live-manifests.ts
  /** The last few manifests read. */
  readonly manifests = new Map<string, ReadManifest>();
  /** The live channels read on this page or kept by an earlier one: their template and key id. */
  readonly knownLive = new Map<string, { tpl: LiveTemplate; kid: string | null; at: number }>();
  /** Addresses already looked up in the kept manifests on this page. */
  readonly lookedUp = new Set<string>();
  /** Manifests and key ids to write for the next pages, and the write's timer. */
  readonly toKeep = new Map<string, { text: string; at: number }>();
  readonly kidsToKeep = new Map<string, KeptKid>();
  keepTimer = this.owned.timer();
  /** Whether the write is made as the page goes too (its 'pagehide' listener added). */
  flushOnHide = false;
  /** The kept key ids, read from storage once per page. */
  keptKids: Record<string, KeptKid> | undefined = undefined;

  // ---- live-guess.ts
  /** The newest manifest kept by an earlier page, parsed (read at most once per page); null when none. */
  keptDonor: { uri: string; tpl: LiveTemplate; at: number } | null | undefined = undefined;

  // ---- clocks.ts
  readonly clocks = new Map<string, Clock>();

  // ---- live-addrs.ts
  /** The addresses this page last wrote, and the lists already looked at. */
  addrsWritten: string | null = null;
  addrsSeen = new WeakSet<PlayerChannel[]>();

  /** Forgets everything this page read and holds (a test starting over); what was stored stays stored. */
  reset(): void {
    this.owned.removeAll();
    this.owned = new Listeners();
    this.keepTimer = this.owned.timer();
    this.flushOnHide = false;
    for (const m of [this.segments, this.warm, this.taken, this.manifests, this.knownLive, this.toKeep, this.kidsToKeep, this.clocks]) m.clear();
    this.lookedUp.clear();
    this.segmentHits = 0;
    this.sharing = 0;
    this.keptKids = undefined;
    this.keptDonor = undefined;
    this.addrsWritten = null;
    this.addrsSeen = new WeakSet();
  }
}

/** The page's one PageCache. */
export const pageCache = new PageCache();
