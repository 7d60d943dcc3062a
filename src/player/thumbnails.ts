// Seek thumbnails from sprite sheets (docs/product.md#data "Sprite sheet"): every sheet is a grid of
// tile_width x tile_height thumbnails of scale_width x scale_height px, one every `step` seconds,
// the first at the sheet's `start` (epoch s for live, seconds from the beginning for VoD).

import type * as S from '../core/api/schema.gen';
import { Listeners } from './listeners';

/** As `channels/{id}/sprites/...` and `vodcontent/id/{id}/sprites` answer (from the OpenAPI document). */
export type SpriteSheet = S.SpriteSheet;

export interface Thumbnail {
  url: string;
  /** Offset of the tile inside the sheet (px, positive). */
  x: number;
  y: number;
  width: number;
  height: number;
  /** Size of the whole sheet (px), for background-size. */
  sheetWidth: number;
  sheetHeight: number;
  /** Time the tile shows. */
  time: number;
}

export function isSpriteSheet(v: unknown): v is SpriteSheet {
  const s = v as SpriteSheet;
  return (
    typeof s === 'object' && s !== null && Array.isArray(s.sprites) &&
    [s.step, s.scale_width, s.scale_height, s.tile_width, s.tile_height].every((n) => typeof n === 'number' && n > 0)
  );
}

/** The thumbnail for time `t`, or null when no sheet covers it. */
export function thumbnailAt(sheet: SpriteSheet | null, t: number): Thumbnail | null {
  if (!sheet || !Number.isFinite(t) || sheet.sprites.length === 0) return null;
  const perSheet = sheet.tile_width * sheet.tile_height;
  const span = sheet.step * perSheet;
  // the last sheet starting at or before t
  let lo = 0;
  let hi = sheet.sprites.length - 1;
  if (t < sheet.sprites[0]!.start) return null;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (sheet.sprites[mid]!.start <= t) lo = mid;
    else hi = mid - 1;
  }
  const s = sheet.sprites[lo]!;
  const index = Math.floor((t - s.start) / sheet.step);
  if (index >= perSheet || t - s.start >= span) return null;
  return {
    url: s.sprite,
    x: (index % sheet.tile_width) * sheet.scale_width,
    y: Math.floor(index / sheet.tile_width) * sheet.scale_height,
    width: sheet.scale_width,
    height: sheet.scale_height,
    sheetWidth: sheet.scale_width * sheet.tile_width,
    sheetHeight: sheet.scale_height * sheet.tile_height,
    time: s.start + index * sheet.step,
  };
}

/**
 * Leading + trailing throttle (hover is throttled to 200 ms, docs/product.md#constants): the first call runs at
 * once, later calls within `ms` collapse into one run with the latest arguments.
 */
export function throttle<A extends unknown[]>(fn: (...args: A) => void, ms: number, now: () => number = () => performance.now()) {
  let last = -Infinity;
  const timer = new Listeners().timer();
  let pending: A | null = null;
  const run = (args: A) => {
    last = now();
    fn(...args);
  };
  const throttled = (...args: A) => {
    const wait = last + ms - now();
    if (wait <= 0 && !timer.pending()) return run(args);
    pending = args;
    if (timer.pending()) return;
    timer.set(Math.max(0, wait), () => {
      if (pending) {
        const a = pending;
        pending = null;
        run(a);
      }
    });
  };
  throttled.cancel = () => {
    timer.clear();
    pending = null;
  };
  return throttled;
}
