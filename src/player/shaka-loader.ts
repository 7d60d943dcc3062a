// The one place shaka-player is imported, lazily: a page without a player never downloads it.
// ESM build: a dynamic import, which rollup turns into the separate 'shaka' chunk.
// IIFE build (partners' script tag): rollup.config.mjs sets __ETERIS_IIFE__ and the shaka bundle is
// fetched at runtime from next to the IIFE script (eteris-shaka.js), never inlined.
import type shakaNs from 'shaka-player';
import { config } from '../core/config';

export type Shaka = typeof shakaNs;

declare const __ETERIS_IIFE__: boolean | undefined;

/** URL of the script that carried this code (captured while the IIFE runs). */
const scriptUrl: string | undefined =
  typeof document !== 'undefined' ? (document.currentScript as HTMLScriptElement | null)?.src || undefined : undefined;

let loading: Promise<Shaka> | null = null;

async function importShaka(): Promise<Shaka> {
  if (typeof __ETERIS_IIFE__ !== 'undefined' && __ETERIS_IIFE__) {
    const url = new URL('eteris-shaka.js', scriptUrl ?? location.href).toString();
    const mod = (await import(/* webpackIgnore: true */ url)) as { default: Shaka };
    return mod.default;
  }
  const mod = await import('shaka-player');
  return (mod as unknown as { default?: Shaka }).default ?? (mod as unknown as Shaka);
}

/** Loads shaka once per page (its polyfills only when configured: they replace the page's globals). */
export function loadShaka(): Promise<Shaka> {
  loading ??= importShaka().then((shaka) => {
    if (config().shakaPolyfills) shaka.polyfill.installAll();
    return shaka;
  }).catch((err: unknown) => {
    loading = null;
    throw err;
  });
  return loading;
}

/** True once shaka has been requested on this page (tests prove pages without a player never do). */
export function shakaRequested(): boolean {
  return loading !== null;
}
