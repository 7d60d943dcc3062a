// The elements page (/elements) carries the element manifest the build wrote
// (dist/custom-elements.json, made from the elements' code), cut down to what the page shows; read
// here at build time, never copied by hand. <tv-elements-page> reads it back
// (src/core/stores/editors.ts, ManifestSchema).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

interface Field {
  name: string;
  type?: { text?: string };
  default?: string;
  description?: string;
  summary?: string;
  attribute?: string;
  fieldName?: string;
  readonly?: boolean;
  kind?: string;
}
interface Declaration {
  tagName?: string;
  customElement?: boolean;
  summary?: string;
  description?: string;
  attributes?: Field[];
  members?: Field[];
  events?: Field[];
  cssParts?: Field[];
  cssProperties?: Field[];
}

/** The project's root: the folder with dist/custom-elements.json. */
function root(): string {
  for (let dir = process.cwd(); ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'dist', 'custom-elements.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error('dist/custom-elements.json not found: build the elements first (npm run build:elements)');
  }
}

const named = (f: Field) => ({
  name: f.name,
  type: f.type?.text ?? '',
  default: f.default ?? '',
  description: f.description ?? f.summary ?? '',
  attribute: f.attribute ?? '',
  readonly: f.readonly === true,
});

/** The languages the descriptions are translated into; English is the manifest's own text. */
const TRANSLATED = ['lt', 'ru'] as const;

/**
 * The descriptions in lt and ru: `elements_docs` of the locale files, keyed by the manifest's English
 * text (tests/core-node/elements-docs.test.ts checks every one has both), only those in use.
 */
function translations(dir: string, english: Set<string>): Record<string, Record<string, string>> {
  const out: Record<string, Record<string, string>> = {};
  for (const lang of TRANSLATED) {
    const docs = (JSON.parse(readFileSync(path.join(dir, 'src', 'core', 'i18n', 'locales', `${lang}.json`), 'utf8')) as { elements_docs?: Record<string, string> }).elements_docs ?? {};
    out[lang] = Object.fromEntries(Object.entries(docs).filter(([en]) => english.has(en)));
  }
  return out;
}

/** Every element of the manifest, sorted by tag, and the descriptions' translations. */
export function elementsManifest() {
  const dir = root();
  const manifest = JSON.parse(readFileSync(path.join(dir, 'dist', 'custom-elements.json'), 'utf8')) as { modules: { declarations?: Declaration[] }[] };
  const elements = manifest.modules
    .flatMap((m) => m.declarations ?? [])
    .filter((d): d is Declaration & { tagName: string } => d.customElement === true && typeof d.tagName === 'string')
    .map((d) => ({
      tag: d.tagName,
      summary: d.summary ?? d.description ?? '',
      attributes: (d.attributes ?? []).map((a) => ({ name: a.name, field: a.fieldName ?? '', type: a.type?.text ?? '', default: a.default ?? '', description: a.description ?? '' })),
      properties: (d.members ?? []).filter((m) => (m.kind ?? 'field') === 'field').map(named),
      events: (d.events ?? []).map(named),
      parts: (d.cssParts ?? []).map(named),
      cssProperties: (d.cssProperties ?? []).map(named),
    }))
    .sort((a, b) => a.tag.localeCompare(b.tag));
  const english = new Set(elements.flatMap((e) => [e.summary, ...[e.attributes, e.properties, e.events, e.parts, e.cssProperties].flat().map((f) => f.description)]));
  return { elements, texts: translations(dir, english) };
}

/** The manifest as the text of a `<script type="application/json">` (no `</script>` can end it early). */
export function manifestJson(): string {
  return JSON.stringify(elementsManifest()).replace(/</g, '\\u003c');
}
