// Writes src/react/elements.ts, eteris/react's component for every element, from the custom-elements
// manifest: each element's attributes (set as kebab-case attributes), its JavaScript-only properties
// (set on the element) and its events (`onTv…` props). Run by the build before rollup;
// `--check` fails when the file is not what the manifest makes.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { eventByName, manifest } from './custom-elements.mjs';

const OUT = 'src/react/elements.ts';
const list = (items) => `[${items.map((i) => `'${i}'`).join(', ')}]`;

function reactWrappers(m = manifest()) {
  const lines = m.modules.map(({ declarations: [el] }) => {
    const events = el.events.map((e) => `'${eventByName[e.name]}'`).join(' | ') || 'never';
    const attributes = el.attributes.map((a) => a.fieldName);
    const properties = el.members.filter((f) => !f.attribute && !f.readonly).map((f) => f.name);
    return `/** <${el.tagName}>: ${el.summary.replace(/\*\//g, '* /')} */\nexport const ${el.name} = wrap<'${el.tagName}', ${events}>('${el.tagName}', ${list(attributes)}, ${list(properties)});`;
  });
  return `// Generated from the custom-elements manifest by scripts/react-wrappers.mjs. Do not edit.
import { wrap } from './wrap';

${lines.join('\n')}
`;
}

export function writeReactWrappers({ check = false } = {}) {
  const text = reactWrappers();
  const current = existsSync(OUT) ? readFileSync(OUT, 'utf8') : '';
  if (check) return current === text;
  if (current !== text) writeFileSync(OUT, text);
  return true;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (!writeReactWrappers({ check: process.argv.includes('--check') })) {
    console.error(`${OUT} is out of date: run node scripts/react-wrappers.mjs`);
    process.exit(1);
  }
}
