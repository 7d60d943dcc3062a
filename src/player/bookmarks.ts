// The acting profile's VoD bookmarks (docs/product.md#data "Bookmark list", #calls bookmarks): where an item was
// left (resume), and the position written as the viewer watches: every BOOKMARK_EVERY_S seconds
// of playback, on pause, when another item starts, and when the page is left (fetch keepalive,
// which outlives the page). Reads what plays from its element's playback state; owns its listeners
// and timer.
import { fetchBookmarks, saveBookmark } from '../core/api/bookmarks';
import { $locale } from '../core/i18n';
import type { ReadableAtom } from 'nanostores';
import type { PlaybackState } from '../core/stores/player';
import { profileAllowed } from '../core/stores/access';
import { vodBookmarkSaved, vodBookmarks } from '../core/stores/library';
import { Listeners } from './listeners';

/** Seconds of playback between two bookmark writes. */
const BOOKMARK_EVERY_S = 30;

/**
 * The profile's bookmark of VoD item `id` (seconds), or null when there is none: from the list the
 * screens of the page share (core/stores/library), asked for once per profile and language.
 */
export async function vodBookmark(id: number): Promise<number | null> {
  if (!profileAllowed()) return null;
  const position = (await vodBookmarks())[id]?.position ?? 0;
  return position > 0 ? position : null;
}

/** The profile's bookmark of a catch-up programme (`epg`) or a recording's programme (seconds from its start), or null. */
export async function programmeBookmark(type: 'epg' | 'recording', epgId: number): Promise<number | null> {
  if (!profileAllowed()) return null;
  const r = await fetchBookmarks(type, $locale.get());
  const b = r.items.find((x) => x.type === type && x.event_id === epgId);
  return b && b.position > 0 ? b.position : null;
}

/**
 * Writes the profile's bookmark of VoD item `id` at `position` seconds (POST bookmarks moves an
 * existing one); `duration`, the item's length in seconds (0: not known), goes to the shared list.
 */
export async function saveVodBookmark(id: number, position: number, keepalive = false, duration = 0): Promise<void> {
  const at = Math.floor(position);
  await saveBookmark('vod', id, at, keepalive);
  vodBookmarkSaved(id, at, duration);
}

/** Writes the profile's bookmark of a programme: `epg` (catch-up) or `recording` (NPVR); position in seconds from its start. */
export function saveProgrammeBookmark(type: 'epg' | 'recording') {
  return (epgId: number, position: number, keepalive = false): Promise<void> =>
    saveBookmark(type, epgId, Math.max(0, Math.floor(position)), keepalive);
}

/**
 * Writes the bookmark of what plays as the viewer watches it: a VoD item (position = seconds of the
 * item), or with `modes` a programme of catch-up or a recording (position = seconds from `origin`,
 * the epoch second `watch()` names).
 */
export class VodBookmarks {
  private origin = 0;
  private listeners = new Listeners();
  private item: number | null = null;
  /** Seconds played since the last write. */
  private played = 0;
  /** Something of the item has played (nothing is written for an item that never started). */
  private started = false;
  private lastSaved = -1;
  private lastStatus: PlaybackState['status'];

  /** `playback`: the element's playback state it follows; `save` writes one position. */
  constructor(
    private readonly playback: ReadableAtom<PlaybackState>,
    private readonly save: (id: number, position: number, keepalive: boolean) => Promise<void>,
    private readonly modes: readonly string[] = ['vod'],
  ) {
    this.lastStatus = playback.get().status;
    const l = this.listeners;
    l.every(1000, () => {
      const pb = playback.get();
      if (this.item === null || pb.status !== 'playing' || !this.modes.includes(pb.mode ?? '')) return;
      this.started = true;
      if (++this.played >= BOOKMARK_EVERY_S) this.write(false);
    });
    l.add(
      playback.listen((s) => {
        const was = this.lastStatus;
        this.lastStatus = s.status;
        if (s.status === 'playing') this.started = true;
        if (s.status === 'paused' && was !== 'paused') this.write(false);
      }),
    );
    if (typeof window !== 'undefined') l.on(window, 'pagehide', () => this.write(true));
    if (typeof document !== 'undefined') {
      l.on(document, 'visibilitychange', () => {
        if (document.visibilityState === 'hidden') this.write(true);
      });
    }
  }

  /** Starts writing the bookmarks of item `id` (the item before it is written first). */
  watch(id: number, origin = 0): void {
    if (this.item !== id) this.leave();
    this.item = id;
    this.origin = origin;
    this.played = 0;
    this.lastSaved = -1;
  }

  /** The item stops playing (another one starts, or the player goes): its position is written. */
  leave(): void {
    this.write(true);
    this.item = null;
    this.started = false;
    this.played = 0;
  }

  private write(keepalive: boolean): void {
    const id = this.item;
    const pb = this.playback.get();
    if (id === null || !this.started || !this.modes.includes(pb.mode ?? '') || pb.status === 'loading' || pb.status === 'error' || pb.status === 'idle') return;
    const position = Math.floor(pb.position - this.origin);
    this.played = 0;
    if (position === this.lastSaved) return;
    this.lastSaved = position;
    this.save(id, position, keepalive).catch((err: unknown) => console.warn('[eteris] bookmark not saved', err));
  }

  destroy(): void {
    this.leave();
    this.listeners.removeAll();
  }
}
