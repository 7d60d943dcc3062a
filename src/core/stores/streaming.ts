// This device's streaming quality (Settings > Streaming), kept in localStorage: a phone on mobile
// data and the living-room TV of one account want different things.
import { atom } from 'nanostores';
import { readStored, STORAGE_KEYS, writeStored } from '../storage';

export const QUALITIES = ['auto', 'saver', 'high'] as const;
type Quality = (typeof QUALITIES)[number];

const isQuality = (v: unknown): v is Quality => typeof v === 'string' && (QUALITIES as readonly string[]).includes(v);

export const $quality = atom<Quality>(readStored('local', STORAGE_KEYS.streaming, isQuality) ?? 'auto');

export function setQuality(q: Quality): void {
  $quality.set(q);
  writeStored('local', STORAGE_KEYS.streaming, q);
}

/** shaka's default first estimate (bits/s): Automatic starts at the best video within it. */
const DEFAULT_ESTIMATE = 1_000_000;

/**
 * shaka's `abr` settings for a quality. Data saver caps the video at 240 lines; these are soft
 * restrictions, so where no video is that small shaka plays the lowest one. High starts at the best
 * video and stays there. Every field is set each time, so a change undoes the one before.
 */
export function qualityAbr(q: Quality): Record<string, unknown> {
  return {
    enabled: q !== 'high',
    defaultBandwidthEstimate: q === 'high' ? Number.MAX_SAFE_INTEGER : DEFAULT_ESTIMATE,
    restrictions: { maxHeight: q === 'saver' ? 240 : Infinity },
  };
}
