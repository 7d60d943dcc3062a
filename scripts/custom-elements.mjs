// Generates dist/custom-elements.json (schema 2.1.0) from the element definition files
// (src/elements/<tag>/<tag>.ts): the tag comes from the defineElement() call, the documentation from
// its JSDoc (@summary @attr @fires @csspart @cssproperty), the attribute kinds from `props`. Tag and
// event names come from src/core/names.ts itself (bundled and loaded here), the one place they live.
import { readdirSync, readFileSync, writeFileSync, existsSync, mkdirSync } from 'node:fs';
import { build } from 'esbuild';

const names = await (async () => {
  const out = await build({ entryPoints: ['src/core/names.ts'], bundle: true, format: 'esm', platform: 'node', write: false, logLevel: 'warning' });
  return import(`data:text/javascript;base64,${Buffer.from(out.outputFiles[0].text).toString('base64')}`);
})();
const tagConst = names.TAGS;
const eventNames = new Set(Object.values(names.EVENTS));
const kebab = (s) => s.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
const kindType = { string: 'string', number: 'number', boolean: 'boolean', json: 'object', property: 'object' };

function docTags(jsdoc, tag) {
  return [...jsdoc.matchAll(new RegExp(`@${tag}\\s+(\\S+)(?:\\s+-\\s+|\\s+)?([^@]*)`, 'g'))].map((m) => ({
    name: m[1],
    description: m[2].replace(/\s*\n\s*\*?\s*/g, ' ').trim(),
  }));
}

export function manifest() {
  const modules = [];
  for (const dir of readdirSync('src/elements').filter((d) => d.startsWith('tv-')).sort()) {
    const path = `src/elements/${dir}/${dir}.ts`;
    if (!existsSync(path)) continue;
    const src = readFileSync(path, 'utf8');
    const m = /\/\*\*([\s\S]*?)\*\/\s*export const (\w+) = defineElement\(\{\s*tag:\s*(?:TAGS\.(\w+)|'([\w-]+)')/.exec(src);
    if (!m) throw new Error(`${path}: no documented defineElement({ tag }) call`);
    const [, jsdoc, className, constName, literal] = m;
    const tagName = literal ?? tagConst[constName];
    if (!tagName) throw new Error(`${path}: unknown tag constant ${constName}`);
    const props = /props:\s*\{([^}]*)\}/.exec(src.slice(m.index));
    const kinds = props ? Object.fromEntries([...props[1].matchAll(/(\w+):\s*'(\w+)'/g)].map((p) => [p[1], p[2]])) : {};
    const attrDocs = Object.fromEntries(docTags(jsdoc, 'attr').map((a) => [a.name, a.description]));
    const summary = (/@summary\s+([^@]*)/.exec(jsdoc)?.[1] ?? '').replace(/\s*\n\s*\*?\s*/g, ' ').trim();
    const attributes = Object.entries(kinds)
      .filter(([, k]) => k !== 'property')
      .map(([name, k]) => ({ name: kebab(name), fieldName: name, type: { text: kindType[k] }, description: attrDocs[kebab(name)] ?? '' }));
    modules.push({
      kind: 'javascript-module',
      path: `elements/${dir}.js`,
      declarations: [
        {
          kind: 'class',
          name: className,
          tagName,
          customElement: true,
          summary,
          attributes,
          members: Object.entries(kinds).map(([name, k]) => ({ kind: 'field', name, type: { text: kindType[k] }, ...(k !== 'property' ? { attribute: kebab(name) } : {}) })),
          events: docTags(jsdoc, 'fires').map((e) => {
            if (!eventNames.has(e.name)) throw new Error(`${path}: @fires ${e.name} is not an event of src/core/names.ts`);
            return { name: e.name, description: e.description };
          }),
          cssParts: docTags(jsdoc, 'csspart'),
          cssProperties: docTags(jsdoc, 'cssproperty'),
        },
      ],
      exports: [
        { kind: 'js', name: className, declaration: { name: className, module: `elements/${dir}.js` } },
        { kind: 'custom-element-definition', name: tagName, declaration: { name: className, module: `elements/${dir}.js` } },
      ],
    });
  }
  return { schemaVersion: '2.1.0', readme: 'README.md', modules };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  mkdirSync('dist', { recursive: true });
  writeFileSync('dist/custom-elements.json', JSON.stringify(manifest(), null, 2));
}
