// The chosen profile's own catalogue data: VoD bookmarks (continue watching: progress bars, Resume)
// and the wishlist (Add to / Remove from). Fetched only once a profile is chosen (stores/access.ts);
// a visitor has neither.
import { atom, computed } from 'nanostores';
import { fetchStore, toAppError } from '../api/fetch-store';
import { addToWishlist, fetchVodBookmarks, fetchWishlist, removeFromWishlist } from '../api/vod';
import type { AppError } from '../errors';
import { $locale } from '../i18n';
import { profileAllowed, whenProfile } from './access';
import { viewerKey } from './smartrows';

export interface Progress {
  /** seconds watched */
  position: number;
  /** the item's length in seconds */
  duration: number;
}

const bookmarks = fetchStore<Record<number, Progress>>('bookmarks', {});
/** VoD id -> where the profile stopped (only items with a bookmark). */
export const $vodProgress = computed(bookmarks.$store, (s) => s.data);

let bookmarksFor = '';
/** Loads the profile's VoD bookmarks (once per profile and language); nothing for a visitor. */
export function loadVodProgress(): void {
  const key = viewerKey();
  if (bookmarksFor === key || !profileAllowed()) return;
  bookmarksFor = key;
  void bookmarks.run(async () => {
    await whenProfile();
    const list = await fetchVodBookmarks($locale.get());
    const out: Record<number, Progress> = {};
    for (const b of list.items) if (b.type === 'vod') out[b.event_id] = { position: b.position, duration: b.duration };
    return out;
  });
}

/** Share watched, 0..1 (0 when nothing is known). */
export function progressShare(p: Progress | undefined): number {
  if (!p || p.duration <= 0) return 0;
  return Math.min(1, Math.max(0, p.position / p.duration));
}

const wishlist = fetchStore<number[]>('wishlist', []);
/** VoD ids on the profile's wishlist. */
export const $wishlistIds = computed(wishlist.$store, (s): ReadonlySet<number> => new Set(s.data));
/** Whether the wishlist is known (it decides between Add and Remove). */
export const $wishlistLoaded = computed(wishlist.$store, (s) => s.loaded && !s.error);
/** An add / remove on its way. */
export const $wishlistPending = atom(false);
/** The last failed add / remove ("The operation failed, please try again."). */
export const $wishlistError = atom<AppError | null>(null);

let wishlistFor = '';
export function loadWishlist(): void {
  const key = viewerKey();
  if (wishlistFor === key || !profileAllowed()) return;
  wishlistFor = key;
  void wishlist.run(async () => {
    await whenProfile();
    const list = await fetchWishlist($locale.get());
    return list.items.flatMap((w) => (w.vod_id !== null ? [w.vod_id] : []));
  });
}

/** Adds or removes VoD item `id`; the list changes once the server has said yes. */
export async function toggleWishlist(id: number): Promise<void> {
  if ($wishlistPending.get()) return;
  const on = $wishlistIds.get().has(id);
  $wishlistPending.set(true);
  $wishlistError.set(null);
  try {
    if (on) await removeFromWishlist(id);
    else await addToWishlist(id);
    const data = wishlist.$store.get().data.filter((x) => x !== id);
    wishlist.$store.set({ ...wishlist.$store.get(), data: on ? data : [id, ...data] });
  } catch (err) {
    $wishlistError.set(toAppError(err, 'wishlist'));
  } finally {
    $wishlistPending.set(false);
  }
}
