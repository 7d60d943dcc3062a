import { map } from 'nanostores';
import { getEncryptedCookie, setEncryptedCookie } from '../cookies';
import { COOKIES, COOKIE_DAYS } from '../names';

/** Languages the audio and subtitle priority lists order (ISO 639-1). */
export const TRACK_LANGS = ['lt', 'en', 'ru', 'pl', 'de'] as const;
export type TrackLang = (typeof TRACK_LANGS)[number];

/** Audio and subtitle priorities of the language modal; the player picks tracks by them. */
export interface Priorities {
  audio: TrackLang[];
  subtitles: TrackLang[];
  /** Subtitles off (the Disabled toggle, on by default). */
  subtitlesDisabled: boolean;
}

const DEFAULT_PRIORITIES: Priorities = { audio: [...TRACK_LANGS], subtitles: [...TRACK_LANGS], subtitlesDisabled: true };

export const $priorities = map<Priorities>({ ...DEFAULT_PRIORITIES, audio: [...TRACK_LANGS], subtitles: [...TRACK_LANGS] });

const isTrackLang = (v: unknown): v is TrackLang => typeof v === 'string' && (TRACK_LANGS as readonly string[]).includes(v);
const isOrder = (v: unknown): v is TrackLang[] =>
  Array.isArray(v) && v.length === TRACK_LANGS.length && v.every(isTrackLang) && new Set(v).size === v.length;

/** The cookie must hold exactly this shape; anything else counts as corrupt. */
export function isPriorities(v: unknown): v is Priorities {
  if (!v || typeof v !== 'object') return false;
  const p = v as Priorities;
  return isOrder(p.audio) && isOrder(p.subtitles) && typeof p.subtitlesDisabled === 'boolean';
}

let loaded: Promise<Priorities> | null = null;
/** Reads the encrypted `_audio_priority` cookie once; a corrupt cookie is logged and removed. */
export function loadPriorities(): Promise<Priorities> {
  loaded ??= (async () => {
    const saved = await getEncryptedCookie(COOKIES.audioPriority, isPriorities);
    if (saved) $priorities.set(saved);
    return $priorities.get();
  })();
  return loaded;
}

/** Saves the priorities for 365 days. */
export async function savePriorities(next: Priorities): Promise<void> {
  $priorities.set(next);
  await setEncryptedCookie(COOKIES.audioPriority, next, COOKIE_DAYS.audioPriority);
}

/** Moves one entry of an order from index `from` to `to`. */
export function move<T>(list: readonly T[], from: number, to: number): T[] {
  const out = [...list];
  if (from < 0 || from >= out.length) return out;
  const clamped = Math.max(0, Math.min(out.length - 1, to));
  const [item] = out.splice(from, 1);
  out.splice(clamped, 0, item as T);
  return out;
}

/** For tests: forget what was read so the cookie is read again. */
export function resetPriorities(): void {
  loaded = null;
  $priorities.set({ ...DEFAULT_PRIORITIES, audio: [...TRACK_LANGS], subtitles: [...TRACK_LANGS] });
}
