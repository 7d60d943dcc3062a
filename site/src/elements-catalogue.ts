// The editors' catalogue (/elements) carries the element manifest the build wrote
// (dist/custom-elements.json, made from the elements' code), cut down to what the page shows; read
// here at build time, never copied by hand. <tv-elements-page> reads it back
// (src/core/stores/editors.ts, CatalogueSchema).
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

function manifestFile(): string {
  for (let dir = process.cwd(); ; dir = path.dirname(dir)) {
    const file = path.join(dir, 'dist', 'custom-elements.json');
    if (existsSync(file)) return file;
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

/** Every element of the manifest, sorted by tag. */
export function elementsCatalogue() {
  const manifest = JSON.parse(readFileSync(manifestFile(), 'utf8')) as { modules: { declarations?: Declaration[] }[] };
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
  return { elements };
}

/** The catalogue as the text of a `<script type="application/json">` (no `</script>` can end it early). */
export function catalogueJson(): string {
  return JSON.stringify(elementsCatalogue()).replace(/</g, '\\u003c');
}
