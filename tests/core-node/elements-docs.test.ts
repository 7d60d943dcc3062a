// The elements page (/elements) shows each element's description in the page's language. The
// English is the manifest's own (made from the elements' code); the lt and ru texts are the
// `elements_docs` sections of the locale files, keyed by that English text. So a new element, a new
// attribute, event, part or custom property, or an English text changed in the code, has no
// translation until one is added here, and this test names it.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

interface Named {
  name: string;
  description?: string;
}
interface Decl {
  tagName: string;
  summary: string;
  attributes?: Named[];
  members?: (Named & { kind?: string })[];
  events?: Named[];
  cssParts?: Named[];
  cssProperties?: Named[];
}

const r = spawnSync(process.execPath, ['--input-type=module', '-e', `const m = await import('./scripts/custom-elements.mjs'); console.log(JSON.stringify(m.manifest()));`], { encoding: 'utf8' });
assert.equal(r.status, 0, r.stderr);
const decls = (JSON.parse(r.stdout) as { modules: { declarations: Decl[] }[] }).modules.flatMap((m) => m.declarations).filter((d) => d.tagName);

/** Every text of the manifest a reader of the elements page sees, with where it is. */
const texts: [where: string, english: string][] = decls.flatMap((d) => [
  [`<${d.tagName}> summary`, d.summary] as [string, string],
  ...(
    [
      ['attribute', d.attributes],
      ['property', d.members?.filter((m) => (m.kind ?? 'field') === 'field')],
      ['event', d.events],
      ['part', d.cssParts],
      ['custom property', d.cssProperties],
    ] as const
  ).flatMap(([kind, list]) => (list ?? []).map((f) => [`<${d.tagName}> ${kind} ${f.name}`, f.description ?? ''] as [string, string])),
]);

const docs = (lang: string) => (JSON.parse(readFileSync(`src/core/i18n/locales/${lang}.json`, 'utf8')) as { elements_docs?: Record<string, string> }).elements_docs ?? {};

describe('the elements’ descriptions in lt and ru', () => {
  it('the manifest describes everything (the texts to translate)', () => {
    assert.ok(decls.length > 20);
    assert.ok(texts.some(([w]) => w === '<tv-vod-row> part card'));
    for (const [where, english] of texts) assert.ok(english.trim().length > 0, `${where} has no description`);
  });

  for (const lang of ['lt', 'ru']) {
    it(`${lang}: every element, attribute, property, event, part and custom property has its text`, () => {
      const d = docs(lang);
      const missing = texts.filter(([, en]) => !(typeof d[en] === 'string' && d[en].trim() !== '')).map(([w, en]) => `${w}: "${en}"`);
      assert.deepEqual(missing, [], `add these to elements_docs of ${lang}.json (keyed by the English text)`);
    });

    it(`${lang}: keeps the code and names of the English (\`…\` spans), and has no text the manifest no longer has`, () => {
      const d = docs(lang);
      const english = new Set(texts.map(([, en]) => en));
      assert.deepEqual(Object.keys(d).filter((en) => !english.has(en)), [], 'translations of texts the manifest no longer has');
      for (const [en, tr] of Object.entries(d)) {
        for (const code of en.match(/`[^`]+`/g) ?? []) assert.ok(tr.includes(code), `${lang} "${tr}" lost ${code}`);
      }
    });
  }

  for (const lang of ['lt', 'en', 'ru']) {
    it(`${lang}: every element has a plain description for editors, without code, addresses or API names`, () => {
      const plain = (JSON.parse(readFileSync(`src/core/i18n/locales/${lang}.json`, 'utf8')) as { elements_page: { plain?: Record<string, string> } }).elements_page.plain ?? {};
      assert.deepEqual(Object.keys(plain).sort(), decls.map((d) => d.tagName).sort(), `elements_page.plain of ${lang}.json: one text per element`);
      for (const [tag, text] of Object.entries(plain)) {
        assert.ok(text.length > 20 && text.length < 200, `${lang} ${tag}: one or two short sentences`);
        assert.doesNotMatch(text, /[`{}<>/]|\b(?:VoD|DRM|API|NPVR|smartrows|manifest)\b/i, `${lang} ${tag}: "${text}"`);
      }
    });
  }

  it('en has no such section: the English is the manifest', () => {
    assert.equal('elements_docs' in (JSON.parse(readFileSync('src/core/i18n/locales/en.json', 'utf8')) as object), false);
  });
});
