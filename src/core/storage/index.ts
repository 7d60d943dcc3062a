// The only code that touches Web Storage (localStorage, sessionStorage): what the client keeps
// between page loads besides its cookies (src/core/cookies). Values are JSON; a value that does not
// parse or fails its check is logged and removed; storage that is unavailable (a sandboxed frame,
// a full quota, private modes) behaves as empty, and nothing is kept.

/**
 * Every key the client stores, in one list; each starts with `eteris_` (on a partner's page they
 * are the partner's origin's, beside its own: README "Embedding" lists them for its cookie notice).
 */
export const STORAGE_KEYS = {
  /** sessionStorage: a partner page's sign-in, this tab's bearer token (stores/auth.ts). */
  partnerSession: 'eteris_partner_session',
  /** localStorage: `1` while a partner's tab may be signed in, no secret (stores/partner-tabs.ts). */
  partnerSignedIn: 'eteris_partner_signed_in',
  /** sessionStorage: the last stat HELLO of this browser session (stores/stats.ts). */
  statHello: 'eteris_stat_hello',
  /** sessionStorage: a registration or sign-up in progress, without its passwords (stores/drafts.ts). */
  joinDraft: 'eteris_join_draft',
  /** localStorage: the page list with its version, per API and customer (stores/pages.ts). */
  pages: 'eteris_pages',
  /** localStorage: recent searches per customer and profile (stores/search.ts). */
  recentSearches: 'eteris_recent_searches',
  /** localStorage: this device's streaming quality (stores/streaming.ts). */
  streaming: 'eteris_streaming',
  /** sessionStorage: the layout asked for with ?layout= (layout.ts). */
  layout: 'eteris_layout',
} as const;

type StorageArea = 'local' | 'session';

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
  if (raw === null) return migrate(which, key, valid);
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

/** A key kept under its old name (`eteris.pages...`, before the `eteris_` prefix): moved once, read. */
function migrate<T>(which: StorageArea, key: string, valid: (v: unknown) => v is T): T | undefined {
  if (!key.startsWith('eteris_')) return undefined;
  const old = `eteris.${key.slice('eteris_'.length)}`;
  let raw: string | null = null;
  try {
    raw = area(which)?.getItem(old) ?? null;
    if (raw !== null) {
      area(which)?.removeItem(old);
      area(which)?.setItem(key, raw);
    }
  } catch {
    return undefined;
  }
  return raw === null ? undefined : readStored(which, key, valid);
}
