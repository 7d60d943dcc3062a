// What the players of one page share, whatever <tv-player> asked for it: the head-end's clocks
// (clocks.ts). One object, so that all of it is one thing to look at, and one reset().

/** A head-end clock (clocks.ts). */
export interface Clock {
  /** When the measure that gave `offset` started. */
  at: number;
  /** The source's time minus this page's (ms); null until measured. */
  offset: number | null;
  pending: Promise<number | null> | null;
}

class PageCache {
  readonly clocks = new Map<string, Clock>();
  /** The clock's scheme plugin is registered with shaka (once per page: reset() leaves it, as shaka keeps it). */
  schemeInstalled = false;

  /** Forgets the clocks this page measured (a test starting over); what was stored stays stored. */
  reset(): void {
    this.clocks.clear();
  }
}

/** The page's one PageCache. */
export const pageCache = new PageCache();
