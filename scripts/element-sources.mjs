// What an element really uses, read from its code: the files its definition reaches through relative
// imports (inside src/elements and src/player, not other elements' definitions), the shadow parts
// they set (`part="x"`, `{ part: 'x' }`, setAttribute('part', 'x')) and the --tv-* custom properties
// their styles read (`var(--tv-x, default)`). scripts/custom-elements.mjs builds the manifest's parts
// and custom properties from this, and tests/core-node/manifest.test.ts checks the manifest against it.
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

/** Parts and custom properties (with the default of their first var() fallback) the files use. */
export function usedStyling(files) {
  const parts = new Set();
  const cssProperties = new Map();
  for (const file of files) {
    const src = readFileSync(file, 'utf8');
    for (const m of src.matchAll(/\bpart=["'{]\s*["'`]?([\w-]+)|\{\s*part:\s*['"]([\w-]+)['"]|setAttribute\(\s*['"]part['"]\s*,\s*['"]([\w-]+)['"]/g)) parts.add(m[1] ?? m[2] ?? m[3]);
    for (const m of src.matchAll(/var\((--tv-[\w-]+)\s*(?:,\s*)?/g)) {
      const rest = src.slice(m.index + m[0].length);
      let depth = 1;
      let i = 0;
      for (; i < rest.length && depth > 0; i++) {
        if (rest[i] === '(') depth++;
        else if (rest[i] === ')') depth--;
      }
      const fallback = m[0].includes(',') ? rest.slice(0, i - 1).trim() : undefined;
      if (!cssProperties.has(m[1]) || (cssProperties.get(m[1]) === undefined && fallback)) cssProperties.set(m[1], fallback);
    }
  }
  return { parts: [...parts].sort(), cssProperties };
}
