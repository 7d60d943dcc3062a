// The only code that touches Web Storage (localStorage, sessionStorage): what the client keeps
// between page loads besides its cookies (src/core/cookies). Values are JSON; a value that does not
// parse or fails its check is logged and removed; storage that is unavailable (a sandboxed frame,
// a full quota, private modes) behaves as empty, and nothing is kept.

/** Every key the client stores, in one list. */
export const STORAGE_KEYS = {
  /** sessionStorage: the last stat HELLO of this browser session (stores/stats.ts). */
  statHello: 'eteris.stat_hello',
  /** sessionStorage: a registration or sign-up in progress, without its passwords (stores/drafts.ts). */
  joinDraft: 'eteris.join_draft',
  /** localStorage: the page list with its version, per API and customer (stores/pages.ts). */
  pages: 'eteris.pages',
  /** localStorage: recent searches per customer and profile (stores/search.ts). */
  recentSearches: 'eteris.recent_searches',
  /** localStorage: the live stream addresses of the channels last listed, per media base (player/live-addrs.ts). */
  liveAddrs: 'eteris.live_addrs',
  /** localStorage: this device's streaming quality preference (stores/streaming.ts). */
  /** sessionStorage: the layout asked for with ?layout= (layout.ts). */
  layout: 'eteris.layout',
  /** localStorage: the head-end clock's offset from this device's, as last measured (player/prefetch.ts). */
  clock: 'eteris.clock',
  /** localStorage: the live manifests of the last few channels played, with when they were read (player/prefetch.ts). */
  liveManifests: 'eteris.live_manifests',
  /** localStorage: the key ids of the live channels read in the last day, with when (player/prefetch.ts). */
  liveKids: 'eteris.live_kids',
} as const;

export type StorageArea = 'local' | 'session';

function area(which: StorageArea): Storage | null {
  try {
    return which === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
  } catch {
    return null; // access denied (e.g. storage blocked for the frame)
  }
}

/** Reads a JSON value; undefined when absent, unavailable or invalid (an invalid one is removed). */
export function readStored<T>(which: StorageArea, key: string, valid: (v: unknown) => v is T): T | undefined {
  const s = area(which);
  let raw: string | null = null;
  try {
    raw = s?.getItem(key) ?? null;
  } catch {
    return undefined;
  }
  if (raw === null) return undefined;
  try {
    const value: unknown = JSON.parse(raw);
    if (!valid(value)) throw new Error('unexpected value');
    return value;
  } catch (err) {
    console.warn(`[eteris] corrupt stored ${key} removed:`, (err as Error).message);
    removeStored(which, key);
    return undefined;
  }
}

/** Writes a JSON value; false when it could not be kept. */
export function writeStored(which: StorageArea, key: string, value: unknown): boolean {
  try {
    const s = area(which);
    if (!s) return false;
    s.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    return false; // quota or access: the value lives for this page only
  }
}

export function removeStored(which: StorageArea, key: string): void {
  try {
    area(which)?.removeItem(key);
  } catch {
    /* unavailable: nothing stored either */
  }
}
