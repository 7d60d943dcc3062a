// The open-source licences shown in Settings > About > Open-source licences: the runtime
// dependencies (package.json "dependencies", the ones bundled into the elements) and what they
// depend on in turn, with the licence each declares in its package.json. Run by the build;
// `--check` fails when the committed list is out of date.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
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

export function licences(root = '.') {
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
  const own = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  for (const dep of Object.keys(own.dependencies ?? {})) visit(dep, root);
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
