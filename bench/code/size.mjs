// The player's size against issue 46's ceiling: lines of code (no blank or comment lines) of
// src/player and src/elements/tv-player, tests aside; files; the largest file; module-level mutable
// state (top-level `let`, and top-level objects made with `new`: collections, singletons, stores).
// Printed by `npm run bench:code` (run.mjs); the README's row is checked against it.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const DIRS = ['src/player', 'src/elements/tv-player'];
export const CEILING = { lines: 3000, file: 400, state: 10 };

/** Lines that hold code: comments (line and block) and blank lines dropped. */
export function codeLines(text) {
  let inBlock = false;
  let n = 0;
  for (const raw of text.split('\n')) {
    let line = raw.trim();
    if (inBlock) {
      const end = line.indexOf('*/');
      if (end < 0) continue;
      inBlock = false;
      line = line.slice(end + 2).trim();
    }
    if (line.startsWith('/*')) {
      const end = line.indexOf('*/');
      if (end < 0) {
        inBlock = true;
        continue;
      }
      line = line.slice(end + 2).trim();
    }
    if (line === '' || line.startsWith('//')) continue;
    n++;
  }
  return n;
}

/**
 * Top-level declarations whose value changes: `let`; `const x = new …` (a Map, a Set, a class's one
 * instance) unless typed read-only; and an exported object that some file (tests too) assigns to.
 */
export function moduleState(text, written) {
  return text
    .split('\n')
    .filter((l) => {
      if (/^(export )?let /.test(l)) return true;
      if (/^(export )?const \w+(: (?!Readonly)[^=]+)? = new /.test(l)) return true;
      const obj = /^export const (\w+)(: [^=]+)? = \{/.exec(l);
      return Boolean(obj && written(obj[1]));
    })
    .map((l) => l.trim());
}

function sources(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? sources(join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [join(dir, e.name)] : []));
}

/** The player's figures: lines of code, files, the largest file and the module-level mutable state. */
export function playerSize() {
  const everything = ['src', 'tests'].flatMap(sources).map((f) => readFileSync(f, 'utf8')).join('\n');
  /** Whether any source or test assigns to a property of `name`. */
  const written = (name) => new RegExp(`\\b${name}\\.\\w+\\s*=[^=]`).test(everything);
  const files = DIRS.flatMap((d) => readdirSync(d).filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f)).map((f) => join(d, f)));
  const rows = files.map((f) => {
    const text = readFileSync(f, 'utf8');
    return { f, lines: codeLines(text), state: moduleState(text, written) };
  });
  const largest = rows.reduce((a, b) => (b.lines > a.lines ? b : a));
  return {
    lines: rows.reduce((s, r) => s + r.lines, 0),
    files: rows.length,
    largest: { file: largest.f, lines: largest.lines },
    state: rows.flatMap((r) => r.state.map((s) => `${r.f}: ${s}`)),
  };
}
