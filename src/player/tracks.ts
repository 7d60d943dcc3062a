// Audio and subtitle choice by the profile's priority lists (falling through the whole list), as
// kept by the profiles' priorities store (cookie _audio_priority); lt, en, ru when none is set.
import { LANGS } from '../core/names';

export interface TrackPriorities {
  audio: string[];
  subtitles: string[];
  /** The "Disabled" toggle of the subtitle list (default on: no subtitles). */
  subtitlesDisabled: boolean;
}

export const DEFAULT_PRIORITIES: TrackPriorities = { audio: [...LANGS], subtitles: [...LANGS], subtitlesDisabled: true };

const primary = (l: string) => l.toLowerCase().split(/[-_]/)[0] ?? '';

/**
 * The first language of `priorities` that one of `available` matches (by primary subtag), or null
 * (then the stream's default stays).
 */
export function pickLanguage(available: string[], priorities: string[]): string | null {
  for (const want of priorities) {
    const hit = available.find((a) => primary(a) === primary(want));
    if (hit !== undefined) return hit;
  }
  return null;
}

/** Reads a priorities value of unknown shape safely (store or cookie), falling back per field. */
export function normalisePriorities(v: unknown): TrackPriorities {
  const o = (typeof v === 'object' && v !== null ? v : {}) as Record<string, unknown>;
  const list = (x: unknown) => (Array.isArray(x) && x.every((s) => typeof s === 'string') && x.length ? (x as string[]) : null);
  return {
    audio: list(o.audio) ?? DEFAULT_PRIORITIES.audio,
    subtitles: list(o.subtitles) ?? list(o.subtitle) ?? DEFAULT_PRIORITIES.subtitles,
    subtitlesDisabled: typeof o.subtitlesDisabled === 'boolean' ? o.subtitlesDisabled : typeof o.subtitles_disabled === 'boolean' ? o.subtitles_disabled : DEFAULT_PRIORITIES.subtitlesDisabled,
  };
}
