// The chosen profile's own catalogue data: VoD bookmarks (continue watching: progress bars, Resume;
// the wishlist is stores/wishlist.ts). Fetched only once a profile is chosen (stores/access.ts);
// a visitor has neither.
import { computed } from 'nanostores';
import { fetchStore } from '../api/fetch-store';
import { fetchBookmarks } from '../api/bookmarks';
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
    const list = await fetchBookmarks('vod', $locale.get());
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
