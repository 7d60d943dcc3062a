// Deterministic pseudo-random numbers: the whole catalogue and EPG are functions of fixed seeds.
export type Lang = 'lt' | 'en' | 'ru';
export const LANGS: Lang[] = ['lt', 'en', 'ru'];
export type L10n = Record<Lang, string>;

export function isLang(v: unknown): v is Lang {
  return v === 'lt' || v === 'en' || v === 'ru';
}
export function langOf(v: unknown): Lang {
  return isLang(v) ? v : 'lt';
}

/** 32-bit integer hash of any number of integers (murmur-style mixing). */
export function hash(...parts: number[]): number {
  let h = 0x9e3779b9;
  for (const p of parts) {
    h ^= Math.imul((p | 0) ^ Math.floor(p / 4294967296), 0x85ebca6b);
    h = Math.imul((h << 13) | (h >>> 19), 5) + 0xe6546b64;
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** mulberry32 generator seeded from `hash(...seed)`. */
export function rng(...seed: number[]): () => number {
  let a = hash(...seed);
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function pick<T>(r: () => number, list: readonly T[]): T {
  return list[Math.floor(r() * list.length)] as T;
}
