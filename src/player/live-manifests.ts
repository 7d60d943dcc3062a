// The live manifests read on this page (prefetch.ts uses them): their text and segment template, so
// that a preload keeps the segments a load of that channel starts with.

import { parseLiveTemplate, type LiveTemplate } from './live-edge';
import { pageCache } from './page-cache';

/** Keeps the text of the last few manifests (a response filter of the wrapper feeds it). */
export function rememberManifest(uri: string, data: ArrayBuffer | ArrayBufferView): void {
  const had = pageCache.manifests.get(uri);
  const text = had?.data === data ? had.text : new TextDecoder().decode(data as BufferSource);
  pageCache.manifests.delete(uri);
  const entry = had?.text === text ? { ...had, data } : { data, text };
  pageCache.manifests.set(uri, entry);
  while (pageCache.manifests.size > 8) pageCache.manifests.delete(pageCache.manifests.keys().next().value!);
}

/** The live template of the manifest last read from `uri` (live-edge.ts), parsed once per text; null when none or not a live template. */
export function templateFor(uri: string): LiveTemplate | null {
  const m = pageCache.manifests.get(uri);
  if (!m) return null;
  if (m.live === undefined) m.live = parseLiveTemplate(m.text, uri);
  return m.live;
}
