// What the API calls tell about media the head-end serves: the segment length (recordings start on
// a segment boundary), each content's audio and subtitle languages, and a refusal's shape. Here
// because server/api and server/media both state them.

/** Length of one media segment (seconds). */
export const SEGMENT_SECONDS = 2;

/**
 * A piece of content with its own key: a live channel (live + catch-up), a VoD item, or a VoD
 * item's trailer (the item's id; its own key, so the trailer's licence never opens the item).
 */
export interface ContentRef {
  kind: 'ch' | 'vod' | 'trailer';
  id: number;
}

/**
 * Audio languages, first = the main one. Channel id mod 3: 0 -> lt, en, ru; 1 -> lt, ru; 2 -> en.
 * VoD and trailers: lt, en.
 */
export function audioLanguages(c: ContentRef): string[] {
  if (c.kind !== 'ch') return ['lt', 'en'];
  return [['lt', 'en', 'ru'], ['lt', 'ru'], ['en']][c.id % 3]!;
}

/** Subtitle languages: every channel lt, en; VoD and trailers lt, en, ru. */
export function textLanguages(c: ContentRef): string[] {
  return c.kind !== 'ch' ? ['lt', 'en', 'ru'] : ['lt', 'en'];
}

/** Why a media or licence request is refused. */
export interface Refusal {
  status: number;
  code: string;
  message: string;
}
