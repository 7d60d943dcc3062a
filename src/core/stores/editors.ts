// The elements page (/elements): which elements exist and how to configure them, read from the
// manifest the host page carries (written at build time from dist/custom-elements.json), and the
// real values an id attribute may take (genres, channels, smart rows) from the operator's API.
import * as v from 'valibot';
import { fetchStore } from '../api/fetch-store';
import { fetchSmartPage, fetchSmartPages } from '../api/vod';
import type { Lang } from '../names';
import { whenViewerReady } from './smartrows';

/** The id of the `<script type="application/json">` the elements page carries. */
export const MANIFEST_SCRIPT_ID = 'eteris-elements-catalogue';

const text = v.optional(v.string(), '');
const AttrSchema = v.object({ name: v.string(), field: text, type: text, default: text, description: text });
const NamedSchema = v.object({ name: v.string(), type: text, default: text, description: text, attribute: text, readonly: v.optional(v.boolean(), false) });
const ElementSchema = v.object({
  tag: v.pipe(v.string(), v.regex(/^tv-[a-z0-9]+(-[a-z0-9]+)*$/)),
  summary: text,
  attributes: v.array(AttrSchema),
  properties: v.array(NamedSchema),
  events: v.array(NamedSchema),
  parts: v.array(NamedSchema),
  cssProperties: v.array(NamedSchema),
});
/** The descriptions in other languages: language -> English text -> its translation (en is the manifest's own). */
const TextsSchema = v.optional(v.record(v.string(), v.record(v.string(), v.string())), {});
const ManifestSchema = v.object({ elements: v.array(ElementSchema), texts: TextsSchema });
type Manifest = v.InferOutput<typeof ManifestSchema>;
export type ManifestElement = Manifest['elements'][number];
export type ManifestAttr = ManifestElement['attributes'][number];

/** The manifest the page carries, or null (none, or not what it should be: logged). */
export function readManifest(doc: Document = document): Manifest | null {
  const el = doc.getElementById(MANIFEST_SCRIPT_ID);
  if (!el?.textContent) return null;
  try {
    const r = v.safeParse(ManifestSchema, JSON.parse(el.textContent));
    if (r.success) return r.output;
    console.error('[eteris] the elements manifest does not match its schema:', r.issues[0]?.message);
  } catch (err) {
    console.error('[eteris] the elements manifest is not JSON:', (err as Error).message);
  }
  return null;
}

/** A description of the manifest (English) in `lang`, as the manifest carries it; the English where it has none. */
function descriptionIn(manifest: Pick<Manifest, 'texts'> | null, lang: string, english: string): string {
  return (english && manifest?.texts[lang]?.[english]) || english;
}

/** The element with its summary and every description in `lang`. */
export function localize(manifest: Pick<Manifest, 'texts'>, el: ManifestElement, lang: string): ManifestElement {
  const say = (english: string) => descriptionIn(manifest, lang, english);
  const each = <T extends { description: string }>(list: T[]): T[] => list.map((f) => ({ ...f, description: say(f.description) }));
  return {
    ...el,
    summary: say(el.summary),
    attributes: each(el.attributes),
    properties: each(el.properties),
    events: each(el.events),
    parts: each(el.parts),
    cssProperties: each(el.cssProperties),
  };
}

/** The quoted literals of an enum type (`'live' | 'catchup'`), or null for any other type. */
export function enumValues(type: string): string[] | null {
  const parts = type.split('|').map((s) => s.trim());
  if (parts.length < 2 || !parts.every((p) => /^(['"]).*\1$/.test(p))) return null;
  return parts.map((p) => p.slice(1, -1));
}

/** Where an attribute's real values come from. */
export type ValueSource = 'genres' | 'channels' | 'rows';
export function valueSource(attr: string): ValueSource | null {
  return attr === 'genre-id' ? 'genres' : attr === 'channel-id' ? 'channels' : attr === 'row-id' ? 'rows' : null;
}

interface RowChoice {
  id: number;
  title: string;
  page: string;
}

/** Every smart row of every smart-row page (id and title) but the profiles' own, for the row-id choice. */
const editorRows = fetchStore<RowChoice[]>('smartrows/pages', []);
export const $editorRows = editorRows.$store;

let rowsFor: Lang | null = null;
export function loadEditorRows(lang: Lang, again = false): void {
  if (!again && rowsFor === lang && $editorRows.get().error === null) return;
  rowsFor = lang;
  void editorRows.run(async () => {
    await whenViewerReady();
    const pages = await fetchSmartPages(lang);
    const seen = new Set<number>();
    const out: RowChoice[] = [];
    for (const p of pages.items) {
      const page = await fetchSmartPage(p.id, lang);
      for (const r of page.rows) {
        // a profile's own row is empty on a page anyone may open: not a choice for an editor
        if (seen.has(r.id) || r.personal) continue;
        seen.add(r.id);
        out.push({ id: r.id, title: r.title, page: page.title });
      }
    }
    return out;
  });
}

/** Escapes a value for an HTML attribute in double quotes. */
const escapeAttr = (s: string): string => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The element with its attributes, as HTML (boolean attributes bare, empty values left out). */
function elementHtml(tag: string, attrs: [string, string | true][]): string {
  const a = attrs.map(([n, val]) => (val === true ? ` ${n}` : ` ${n}="${escapeAttr(val)}"`)).join('');
  return `<${tag}${a}></${tag}>`;
}

/** A CMS page's snippet: the element's ESM entry from the operator and the element. */
export function cmsSnippet(operator: string, tag: string, attrs: [string, string | true][]): string {
  return `<script type="module" src="${new URL(`elements/${tag}.js`, operator).toString()}"></script>\n${elementHtml(tag, attrs)}`;
}

/** A partner's snippet: the one-file script the README gives, the configuration and the element. */
export function partnerSnippet(operator: string, tag: string, attrs: [string, string | true][]): string {
  const config = JSON.stringify({ siteBase: new URL('/', operator).toString() });
  return `<script src="${new URL('eteris.iife.js', operator).toString()}"></script>\n<script type="application/json" id="eteris-config">${config}</script>\n${elementHtml(tag, attrs)}`;
}

/**
 * The directory of the ESM entries (`…/elements/`) when this code was loaded from one of them, so
 * that the preview can load an element not on the page yet; null otherwise (the one-file script
 * defines every element).
 */
function entriesBase(): string | null {
  try {
    const m = /^(https?:\/\/[^/]+(?:\/[^?#]*)?\/elements\/)/.exec(import.meta.url);
    return m?.[1] ?? null;
  } catch {
    return null;
  }
}

/** Makes sure `tag` is defined (imports its ESM entry when needed). */
export async function ensureDefined(tag: string): Promise<void> {
  if (customElements.get(tag)) return;
  const base = entriesBase();
  if (!base || !/^tv-[a-z0-9-]+$/.test(tag)) throw new Error(`<${tag}> is not defined`);
  await import(/* @vite-ignore */ `${base}${tag}.js`);
  await customElements.whenDefined(tag);
}
