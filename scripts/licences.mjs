// The open-source licences shown in Settings > About > Open-source licences: the packages the
// library's code imports (src/, tests left out; all of them are bundled into the elements) and
// what they depend on in turn, with the licence each declares in its package.json. Run by the
// build; `--check` fails when the committed list is out of date.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

const OUT = 'src/elements/tv-settings/licences.gen.json';

/** The folder of `name` as Node would resolve it from `from` (a package folder). */
function locate(name, from) {
  for (let dir = from; ; dir = dirname(dir)) {
    const p = join(dir, 'node_modules', name, 'package.json');
    if (existsSync(p)) return dirname(p);
    if (dirname(dir) === dir) return null;
  }
}

const licenceOf = (pkg) =>
  typeof pkg.license === 'string' ? pkg.license : pkg.license?.type ?? (Array.isArray(pkg.licenses) ? pkg.licenses.map((l) => l.type).join(' OR ') : 'UNKNOWN');

/** The packages imported for their code (not `import type`) by the sources under `dir`. */
function importedPackages(dir) {
  const names = new Set();
  const walk = (d) => {
    for (const name of readdirSync(d)) {
      const p = join(d, name);
      if (statSync(p).isDirectory()) walk(p);
      else if (/\.(ts|tsx|mjs|js)$/.test(name) && !/\.test\.tsx?$/.test(name)) {
        const text = readFileSync(p, 'utf8');
        for (const m of text.matchAll(/^(?:import|export)(?! type )[^'"]*?from '([^./][^']*)'|import\('([^./][^']*)'\)/gm)) {
          names.add(/^(@[^/]+\/[^/]+|[^/]+)/.exec(m[1] ?? m[2])[1]);
        }
      }
    }
  };
  walk(dir);
  return [...names].sort();
}

function licences(root = '.') {
  const seen = new Map();
  const visit = (name, from) => {
    // (type declarations are not code: nothing of them is bundled)
    if (name.startsWith('@types/')) return;
    const dir = locate(name, from);
    if (!dir) return;
    const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
    const key = `${pkg.name}@${pkg.version}`;
    if (seen.has(key)) return;
    seen.set(key, { name: pkg.name, version: pkg.version, license: licenceOf(pkg) });
    for (const dep of Object.keys(pkg.dependencies ?? {})) visit(dep, dir);
  };
  for (const dep of importedPackages(join(root, 'src'))) visit(dep, root);
  return [...seen.values()].sort((a, b) => a.name.localeCompare(b.name) || a.version.localeCompare(b.version));
}

export function writeLicences({ check = false } = {}) {
  const text = `${JSON.stringify(licences(), null, 2)}\n`;
  const current = existsSync(OUT) ? readFileSync(OUT, 'utf8') : '';
  if (check) return current === text;
  if (current !== text) writeFileSync(OUT, text);
  return true;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const check = process.argv.includes('--check');
  if (!writeLicences({ check })) {
    console.error(`${OUT} is out of date: run node scripts/licences.mjs`);
    process.exit(1);
  }
}
