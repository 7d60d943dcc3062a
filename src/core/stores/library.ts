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

let shared: { key: string; list: Promise<Record<number, Progress>> } | null = null;

/**
 * The profile's VoD bookmarks (VoD id -> progress), asked for once per profile and language: the
 * screens (progress bars, Resume) and the player (where to resume) share the one answer.
 */
export function vodBookmarks(): Promise<Record<number, Progress>> {
  const key = viewerKey();
  if (shared?.key !== key) {
    const list = whenProfile()
      .then(() => fetchBookmarks('vod', $locale.get()))
      .then((r) => {
        const out: Record<number, Progress> = {};
        for (const b of r.items) if (b.type === 'vod') out[b.event_id] = { position: b.position, duration: b.duration };
        return out;
      });
    const entry = { key, list };
    list.catch(() => {
      if (shared === entry) shared = null;
    });
    shared = entry;
  }
  return shared.list;
}

/**
 * A VoD bookmark the player wrote (the server stored it): the shared list follows, so a later
 * resume on the page and the screens' progress read it without asking again.
 */
export function vodBookmarkSaved(id: number, position: number, duration: number): void {
  const cur = shared;
  if (!cur || cur.key !== viewerKey()) return;
  const note = (r: Record<number, Progress>) => ({ ...r, [id]: { position, duration: r[id]?.duration ?? duration } });
  cur.list = cur.list.then(note);
  if (bookmarksFor === cur.key && bookmarks.$store.get().loaded && !bookmarks.$store.get().error) bookmarks.$store.setKey('data', note(bookmarks.$store.get().data));
}

let bookmarksFor = '';
/** Loads the profile's VoD bookmarks (once per profile and language); nothing for a visitor. */
export function loadVodProgress(): void {
  const key = viewerKey();
  if (bookmarksFor === key || !profileAllowed()) return;
  bookmarksFor = key;
  void bookmarks.run(vodBookmarks);
}

/** Share watched, 0..1 (0 when nothing is known). */
export function progressShare(p: Progress | undefined): number {
  if (!p || p.duration <= 0) return 0;
  return Math.min(1, Math.max(0, p.position / p.duration));
}
