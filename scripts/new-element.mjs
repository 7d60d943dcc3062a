// `npm run new-element tv-foo-bar`: a new element in one command. It writes the folder
// src/elements/tv-foo-bar/ (definition with its documentation, view, styles, a test beside them),
// and registers the element everywhere it must be known: its tag in src/core/names.ts, its
// properties in src/elements/tags.ts, its entry in src/index.ts (the partners' script), its size
// budget in package.json and its messages in the three catalogues. The ESM entry, the manifest and
// the test run find the folder by themselves.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';

const tag = process.argv[2];
if (!tag || !/^tv-[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(tag)) {
  console.error('Usage: npm run new-element tv-foo-bar   (lowercase, starting with tv-)');
  process.exit(1);
}
const dir = `src/elements/${tag}`;
if (existsSync(dir)) {
  console.error(`${dir} already exists.`);
  process.exit(1);
}
const words = tag.slice(3).split('-');
const key = words[0] + words.slice(1).map((w) => w[0].toUpperCase() + w.slice(1)).join(''); // fooBar
const ns = words.join('_'); // its messages' namespace: foo_bar
const View = key[0].toUpperCase() + key.slice(1); // FooBar
const Cls = `Tv${View}`;
const title = words.join(' ');

function edit(path, find, replace) {
  const src = readFileSync(path, 'utf8');
  if (!find.test(src)) throw new Error(`${path}: could not find where to register ${tag} (${find})`);
  writeFileSync(path, src.replace(find, replace));
}

mkdirSync(dir, { recursive: true });
writeFileSync(`${dir}/${tag}.ts`, `import { defineElement } from '../define';
import { TAGS } from '../../core/names';
import { ${View} } from './${View}';
import { styles } from './styles';

/**
 * @summary TODO: what ${tag} shows, in one sentence for the element catalogue.
 * @attr heading-level - level of its heading (default 2)
 * @csspart heading - the heading
 */
export const ${Cls} = defineElement({ tag: TAGS.${key}, component: ${View}, props: { headingLevel: 'number' }, styles });
`);
writeFileSync(`${dir}/${View}.tsx`, `import { useSessionStart, useT } from '../shared/hooks';

export interface ${View}Props {
  headingLevel?: number;
}

/** The view of <${tag}>: reads stores and calls store actions; it never fetches by itself. */
export function ${View}({ headingLevel }: ${View}Props) {
  const t = useT();
  useSessionStart();
  const H = \`h\${Math.min(6, Math.max(1, headingLevel ?? 2))}\` as 'h2';
  return (
    <section aria-labelledby="heading">
      <H id="heading" part="heading">{t('${ns}.title')}</H>
    </section>
  );
}
`);
writeFileSync(`${dir}/styles.ts`, `/** Styles of <${tag}> (a constructed stylesheet on its shadow root; themed with --tv-* properties). */
export const styles = \`
:host { display: block; background: var(--_bg); color: var(--_text); padding: 1rem; }
h1, h2, h3, h4, h5, h6 { margin: 0 0 .75rem; }
\`;
`);
writeFileSync(`${dir}/${View}.test.tsx`, `import { expect, fixture, html } from '@open-wc/testing';
import { configure } from '../../core/config';
import { backendConfig, until } from '../../../tests/helpers/env';
import { msg } from '../../../tests/helpers/messages';
import './${tag}';

describe('<${tag}>', () => {
  before(async () => configure(await backendConfig()));

  it('shows its heading at the level asked for, and passes an accessibility audit', async () => {
    const el = await fixture<HTMLElement>(html\`<${tag} heading-level="3"></${tag}>\`);
    await until(() => expect(el.shadowRoot!.querySelector('h3')?.textContent).to.equal(msg('${ns}.title')));
    await expect(el).to.be.accessible();
  });
});
`);

// the tag, once
edit('src/core/names.ts', /(export const TAGS = \{[\s\S]*?)(\n\} as const;)/, `$1\n  ${key}: '${tag}',$2`);
// its DOM type
edit('src/elements/tags.ts', /(\n\n\/\/ eslint-disable-next-line @typescript-eslint\/no-empty-object-type\ntype None)/, `\nimport type { ${View}Props } from './${tag}/${View}';$1`);
edit('src/elements/tags.ts', /(interface ElementProps \{[\s\S]*?)(\n\})/, `$1\n  ${key}: ${View}Props;$2`);
// the partners' script
edit('src/index.ts', /(\nexport \{ configure \})/, `\nexport * from './elements/${tag}/${tag}';$1`);
// its size budget (KB brotli, on top of the shared core)
const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
pkg.sizeBudgets = { ...pkg.sizeBudgets, [`dist/elements/${tag}.js`]: 3 };
writeFileSync('package.json', `${JSON.stringify(pkg, null, 2)}\n`);
// its messages: lt is the source, en and ru must have the same keys (the type check says so)
for (const lang of ['lt', 'en', 'ru']) {
  edit(`src/core/i18n/locales/${lang}.json`, /\n\}\s*$/, `,\n  "${ns}": {\n    "title": "${lang === 'lt' ? '' : `[${lang}] `}${title}"\n  }\n}\n`);
}

console.log(`Created ${dir}/ (${tag}.ts, ${View}.tsx, styles.ts, ${View}.test.tsx) and registered <${tag}>:
  src/core/names.ts (TAGS.${key}), src/elements/tags.ts, src/index.ts, package.json sizeBudgets,
  src/core/i18n/locales/{lt,en,ru}.json ("${ns}.title": translate it).
Next: write the view, document it in ${tag}.ts (@summary @attr @fires @csspart @cssproperty), add a row to
README.md's element catalogue, and run: node scripts/test.mjs browser ${dir}/${View}.test.tsx`);
