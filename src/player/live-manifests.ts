// The live manifests read on this page (prefetch.ts uses them): their text, segment template and
// key id, so that a preload keeps the segments a load of that channel starts with.

import { kidBase64url, parseLiveTemplate, type LiveTemplate } from './live-edge';
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

/** The live template and key id of the manifest last read from `uri`, parsed once per text; null when none or not a live template. */
function liveManifest(uri: string): { tpl: LiveTemplate; kid: string | null } | null {
  const m = pageCache.manifests.get(uri);
  if (!m) return null;
  if (m.live === undefined) {
    const tpl = parseLiveTemplate(m.text, uri);
    m.live = tpl ? { tpl, kid: tpl.kid ?? defaultKid(m.text) } : null;
  }
  return m.live;
}

/** The live template of the manifest last read from `uri` (live-edge.ts); null when none or not a live template. */
export function templateFor(uri: string): LiveTemplate | null {
  return liveManifest(uri)?.tpl ?? null;
}

/** The base64url key id of a manifest's first cenc:default_KID, or null. */
function defaultKid(mpd: string): string | null {
  return kidBase64url(/default_KID\s*=\s*"([0-9a-fA-F-]{32,36})"/.exec(mpd)?.[1]);
}
