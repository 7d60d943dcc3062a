// What an element really uses, read from its code: the files its definition reaches through relative
// imports (inside src/elements and src/player, not other elements' definitions), the shadow parts
// they set (`part="x"`, `{ part: 'x' }`, setAttribute('part', 'x')) and the --tv-* custom properties
// their styles read (`var(--tv-x, default)`, or the shared theme's alias `var(--_x)`). The shared
// styles (shared/base-styles.ts) count only where they reach what the element shows: the rules on
// every element (its text, font, focus ring) and those of the classes its markup uses (`.btn`), so a
// theme property is documented only for the elements it changes. scripts/custom-elements.mjs builds
// the manifest's parts and custom properties from this, and tests/core-node/manifest.test.ts checks
// the manifest against it.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';

const SCANNED = /^src\/(elements|player)\//;
const DEFINITION = /^src\/elements\/(tv-[\w-]+)\/\1\.ts$/;

function resolve(from, spec) {
  const base = normalize(join(dirname(from), spec));
  for (const c of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) if (existsSync(c) && !c.endsWith('/')) {
    try { readFileSync(c); return c; } catch { /* a folder */ }
  }
  return null;
}

/** Source files an element's definition (src/elements/<tag>/<tag>.ts) reaches. */
export function elementFiles(tag) {
  const start = `src/elements/${tag}/${tag}.ts`;
  const seen = new Set([start]);
  const queue = [start];
  while (queue.length) {
    const file = queue.shift();
    const src = readFileSync(file, 'utf8');
    for (const m of src.matchAll(/(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g)) {
      const target = resolve(file, m[1] ?? m[2]);
      if (!target || seen.has(target) || !SCANNED.test(target) || DEFINITION.test(target) || /\.test\.tsx?$/.test(target)) continue;
      seen.add(target);
      queue.push(target);
    }
  }
  return [...seen].sort();
}

const BASE = 'src/elements/shared/base-styles.ts';

/** `var(--tv-x, default)` reads of a text, with their fallback, in order. */
function varReads(src) {
  const out = [];
  for (const m of src.matchAll(/var\((--(?:tv|_)[\w-]+)\s*(?:,\s*)?/g)) {
    const rest = src.slice(m.index + m[0].length);
    let depth = 1;
    let i = 0;
    for (; i < rest.length && depth > 0; i++) {
      if (rest[i] === '(') depth++;
      else if (rest[i] === ')') depth--;
    }
    out.push([m[1], m[0].includes(',') ? rest.slice(0, i - 1).trim() : undefined]);
  }
  return out;
}

/** The shared styles: their aliases (`--_x: var(--tv-x, d)`) and their rules' selectors and reads. */
function baseStyles() {
  const src = readFileSync(BASE, 'utf8');
  const css = /`([\s\S]*)`/.exec(src)?.[1] ?? '';
  const aliases = new Map();
  for (const m of css.matchAll(/(--_[\w-]+):\s*(var\([^;]*\));/g)) aliases.set(m[1], varReads(m[2])[0]);
  const rules = [...css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/([^{}]+)\{([^}]*)\}/g)].map((m) => ({
    classes: [...m[1].matchAll(/\.([\w-]+)/g)].map((c) => c[1]),
    reads: varReads(m[2].replace(/--_[\w-]+:\s*var\([^;]*\);/g, '')),
  }));
  return { aliases, rules };
}

/** Parts and custom properties (with the default of their first var() fallback) the files use. */
export function usedStyling(files) {
  const parts = new Set();
  const cssProperties = new Map();
  const base = files.includes(BASE) ? baseStyles() : { aliases: new Map(), rules: [] };
  const own = files.filter((f) => f !== BASE).map((f) => readFileSync(f, 'utf8'));
  const read = ([name, fallback]) => {
    const [tv, def] = base.aliases.get(name) ?? (name.startsWith('--tv-') ? [name, fallback] : []);
    if (!tv) return;
    if (!cssProperties.has(tv) || (cssProperties.get(tv) === undefined && def)) cssProperties.set(tv, def);
  };
  const marked = (cls) => own.some((src) => new RegExp(`(?<![\\w-])${cls}(?![\\w-])`).test(src));
  // the shared rules reach the element when they select no class, or a class its markup uses
  for (const rule of base.rules) if (rule.classes.length === 0 || rule.classes.every(marked)) rule.reads.forEach(read);
  for (const src of own) {
    for (const m of src.matchAll(/\bpart=["'{]\s*["'`]?([\w-]+)|\{\s*part:\s*['"]([\w-]+)['"]|setAttribute\(\s*['"]part['"]\s*,\s*['"]([\w-]+)['"]/g)) parts.add(m[1] ?? m[2] ?? m[3]);
    varReads(src).forEach(read);
  }
  return { parts: [...parts].sort(), cssProperties };
}
