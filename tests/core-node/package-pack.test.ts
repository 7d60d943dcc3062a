// The published package: `npm pack` holds exactly what a consumer needs (the built dist/ with its
// ESM entries, the partners' script, the manifest, the types and editor data, README and LICENSE),
// never the server, the sources or the tests; every `exports` target is in it. Run after the build.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

interface Pkg {
  private?: boolean;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
  exports: Record<string, string | Record<string, string>>;
  files: string[];
  types: string;
  sideEffects: string[];
  customElements: string;
  main: string;
}
const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as Pkg;

function packed(): string[] {
  const r = spawnSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { encoding: 'utf8' });
  assert.equal(r.status, 0, r.stderr);
  return (JSON.parse(r.stdout) as { files: { path: string }[] }[])[0]!.files.map((f) => f.path).sort();
}

describe('npm pack', () => {
  const files = packed();
  it('is publishable, installs nothing beside itself, and uses the application\'s own React', () => {
    // everything the elements run is bundled into dist/; only eteris/react imports React, the host's
    assert.notEqual(pkg.private, true);
    assert.deepEqual(Object.keys(pkg.dependencies ?? {}), []);
    assert.match(pkg.peerDependencies?.react ?? '', /\^18.*\^19/);
    assert.equal(pkg.peerDependenciesMeta?.react?.optional, true, 'a CMS or partner page needs no React');
  });

  it('contains only dist/, README, LICENSE and package.json', () => {
    for (const f of files) assert.ok(f.startsWith('dist/') || ['README.md', 'LICENSE', 'package.json'].includes(f), f);
    for (const f of files) assert.doesNotMatch(f, /\.(br|gz|map)$|^(server|src|tests|site|scripts|bench)\//, f);
    for (const f of ['README.md', 'LICENSE', 'package.json']) assert.ok(files.includes(f), f);
  });

  it('contains the ESM entries, the partners script, the manifest, the types and the editor data', () => {
    const manifest = JSON.parse(readFileSync('dist/custom-elements.json', 'utf8')) as { modules: { path: string; declarations: { tagName: string }[] }[] };
    for (const m of manifest.modules) {
      assert.ok(files.includes(`dist/${m.path}`), m.path);
      assert.ok(files.includes(`dist/${m.path.replace(/\.js$/, '.d.ts')}`), `${m.path} types`);
    }
    for (const f of ['dist/elements/index.js', 'dist/eteris.iife.js', 'dist/custom-elements.json', 'dist/types/index.d.ts', 'dist/types/react.d.ts', 'dist/types/vue.d.ts', 'dist/vscode.html-custom-data.json', 'dist/web-types.json'])
      assert.ok(files.includes(f), f);
    assert.ok(files.some((f) => f.startsWith('dist/elements/chunks/')), 'the shared chunks');
  });

  it('points every exports target, types and the manifest at a packed file', () => {
    const targets = Object.values(pkg.exports).flatMap((v) => (typeof v === 'string' ? [v] : Object.values(v)));
    for (const t of targets) {
      const path = t.replace(/^\.\//, '').replace('*', 'tv-vod-row');
      assert.ok(files.includes(path), `${t} -> ${path}`);
    }
    for (const p of [pkg.types, pkg.main, pkg.customElements]) assert.ok(files.includes(p.replace(/^\.\//, '')), p);
    assert.ok(pkg.sideEffects.includes('./dist/elements/*.js'), 'importing an entry defines its element');
  });

  it('has eteris/configure: the configuration alone, sharing the elements\' chunks, defining nothing', () => {
    assert.ok(files.includes('dist/elements/configure.js') && files.includes('dist/elements/configure.d.ts'));
    const code = readFileSync('dist/elements/configure.js', 'utf8');
    const imports = [...code.matchAll(/from\s*"([^"]+)"|import\s*"([^"]+)"/g)].map((m) => m[1] ?? m[2]);
    assert.ok(imports.length > 0 && imports.every((i) => i!.startsWith('./chunks/')), imports.join(', '));
    assert.match(code, /as configure\b|export\s*\{[^}]*\bconfigure\b/);
    assert.doesNotMatch(code, /customElements\.define/);
    assert.match(readFileSync('dist/elements/configure.d.ts', 'utf8'), /configure/);
  });
});
