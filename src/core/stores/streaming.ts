// The streaming quality preference of this device (Settings > Streaming): the best the connection
// carries, or a data saver that caps the picture. Kept per device (a phone on mobile data and the
// TV of the same account want different things), in localStorage.
import { atom } from 'nanostores';
import { readStored, STORAGE_KEYS, writeStored } from '../storage';

export const QUALITIES = ['auto', 'saver'] as const;
export type Quality = (typeof QUALITIES)[number];
const isQuality = (v: unknown): v is Quality => (QUALITIES as readonly unknown[]).includes(v);

/** The tallest picture the data saver lets the player choose. */
export const SAVER_MAX_HEIGHT = 480;

export const $quality = atom<Quality>(readStored('local', STORAGE_KEYS.streamingQuality, isQuality) ?? 'auto');

export function setQuality(q: Quality): void {
  writeStored('local', STORAGE_KEYS.streamingQuality, q);
  $quality.set(q);
}

/** The player's cap on picture height for the preference (Infinity: none). */
export function maxHeightFor(q: Quality): number {
  return q === 'saver' ? SAVER_MAX_HEIGHT : Infinity;
}
