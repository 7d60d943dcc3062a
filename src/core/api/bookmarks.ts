// Bookmarks of the chosen profile: where a VoD item, a catch-up programme (`epg`) or a recording
// was left, in seconds. POST moves an existing one. The screens (continue watching) and the player
// (resume) read them through the one call below.
import type { InferOutput } from 'valibot';
import { api } from './client';
import { BookmarkListSchema, type BookmarkSchema } from './schemas';

type BookmarkType = 'vod' | 'epg' | 'recording';

export type BookmarkItem = InferOutput<typeof BookmarkSchema>;

/** The first page (100) of the profile's bookmarks of one type. */
export const fetchBookmarks = (type: BookmarkType, lang: string) =>
  api('bookmarks', { query: { 'page[offset]': 0, 'page[limit]': 100, lang, 'filter[type]': type }, source: 'bookmarks', schema: BookmarkListSchema });

/** Writes a bookmark; `keepalive` lets the write outlive the page. */
export const saveBookmark = (type: BookmarkType, eventId: number, position: number, keepalive: boolean): Promise<void> =>
  api<unknown>('bookmarks', { method: 'POST', form: { type, event_id: eventId, position }, keepalive, source: 'player.bookmarks' }).then(() => undefined);
