// The acting profile's wishlist (docs/product.md#data "Wishlist item: a vod or group with an id", #calls wishlist
// calls): VoD items and series. One store owns it. A change shows at once (optimistic), its call
// goes out, and a refusal puts the list back as it was with a message (`$wishError`). While an
// item's call is on its way another click on it sends nothing (an in-flight guard per item).
// After a change the home page's rows are asked for again, so its wishlist row follows at once.
import { atom, computed } from 'nanostores';
import { deleteWish, fetchWishlist, postWish } from '../api/wishlist';
import { fetchStore, toAppError } from '../api/fetch-store';
import type { GroupJson, VodJson } from '../api/vod';
import type { AppError } from '../errors';
import { $locale } from '../i18n';
import { profileAllowed, whenProfile } from './access';
import { reloadSmartPage, viewerKey } from './smartrows';

/** `v12` a VoD item, `g3` a series. */
type WishKey = `v${number}` | `g${number}`;
export type WishTarget = { kind: 'vod'; id: number; vod?: VodJson } | { kind: 'group'; id: number; group?: GroupJson };
export interface WishEntry {
  key: WishKey;
  kind: 'vod' | 'group';
  id: number;
  vod: VodJson | null;
  group: GroupJson | null;
}

export const wishKey = (t: { kind: 'vod' | 'group'; id: number }): WishKey => (t.kind === 'vod' ? `v${t.id}` : `g${t.id}`);

const list = fetchStore<WishEntry[]>('wishlist', []);
/** The wishlist, newest first (request state and entries). */
export const $wishlist = list.$store;
/** Which items are on it. */
export const $wishKeys = computed(list.$store, (s): ReadonlySet<WishKey> => new Set(s.data.map((e) => e.key)));
/** Whether it is known (it decides between Add and Remove). */
export const $wishLoaded = computed(list.$store, (s) => s.loaded && !s.error);
/** Items whose add / remove is on its way. */
export const $wishPending = atom<ReadonlySet<WishKey>>(new Set());
/** The last refused change: which item, whether it was an add, and why. */
export const $wishError = atom<{ key: WishKey; adding: boolean; error: AppError } | null>(null);

/** Changes (adds and removes) begun on this page. */
let changes = 0;

/** Resolves once no change is on its way. */
function changesAnswered(): Promise<void> {
  return new Promise((resolve) => {
    if ($wishPending.get().size === 0) return resolve();
    const off = $wishPending.listen((p) => {
      if (p.size > 0) return;
      off();
      resolve();
    });
  });
}

let loadedFor = '';
/** Loads the acting profile's wishlist (once per profile and language); nothing for a visitor. */
export function loadWishlist(force = false): void {
  const key = viewerKey();
  if (!profileAllowed() || (!force && loadedFor === key && !list.$store.get().error)) return;
  loadedFor = key;
  void list.run(async () => {
    await whenProfile();
    // a change made while the list was on its way may be missing from its answer: once the changes
    // are answered, the list is asked for again (the server then holds them)
    let started = changes;
    let answer = await fetchWishlist($locale.get());
    while (started !== changes) {
      await changesAnswered();
      started = changes;
      answer = await fetchWishlist($locale.get());
    }
    return answer.items.flatMap((w): WishEntry[] => {
      if (w.vod_id !== null) return [{ key: `v${w.vod_id}`, kind: 'vod', id: w.vod_id, vod: w.vod, group: null }];
      if (w.group_id !== null) return [{ key: `g${w.group_id}`, kind: 'group', id: w.group_id, vod: null, group: w.group }];
      return [];
    });
  });
}

function setPending(key: WishKey, on: boolean): void {
  const next = new Set($wishPending.get());
  if (on) next.add(key);
  else next.delete(key);
  $wishPending.set(next);
}

/**
 * Adds `target` to the wishlist, or removes it when it is there. The list changes at once; a
 * refused call puts it back and sets `$wishError`. A second call for the same item while the first
 * is on its way does nothing.
 */
export async function toggleWish(target: WishTarget): Promise<void> {
  const key = wishKey(target);
  if ($wishPending.get().has(key) || !profileAllowed()) return;
  const before = list.$store.get().data;
  const at = before.findIndex((e) => e.key === key);
  const adding = at < 0;
  const entry: WishEntry = {
    key,
    kind: target.kind,
    id: target.id,
    vod: target.kind === 'vod' ? (target.vod ?? null) : null,
    group: target.kind === 'group' ? (target.group ?? null) : null,
  };
  changes++;
  setPending(key, true);
  if ($wishError.get()?.key === key) $wishError.set(null);
  list.$store.setKey('data', adding ? [entry, ...before] : before.filter((e) => e.key !== key));
  try {
    if (adding) {
      await postWish(target);
    } else {
      await deleteWish(target);
    }
    reloadSmartPage();
  } catch (err) {
    // Back as it was: the entry where it stood (other items changed meanwhile stay changed).
    const now = list.$store.get().data.filter((e) => e.key !== key);
    if (!adding) now.splice(Math.min(at, now.length), 0, before[at]!);
    list.$store.setKey('data', now);
    $wishError.set({ key, adding, error: toAppError(err, adding ? 'wishlist.add' : 'wishlist.remove') });
  } finally {
    setPending(key, false);
  }
}

/** Forgets the message of a refused change. */
export const dismissWishError = (): void => $wishError.set(null);
