// The consumer types generated from the manifest: a small TypeScript + React consumer compiles
// against them (typed properties, tag map, event details, JSX attributes and React 19 listeners),
// and a wrong attribute type or an unknown detail field is an error (the @ts-expect-error lines
// would themselves fail tsc if the types accepted them), against React 18's types (the product's own)
// and React 19's (of the React 19 host page's workspace, tests/hosts/react19). VS Code and JetBrains
// data come along.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const CONSUMER = `
import type {} from './dist/types/index.js';
import type {} from './dist/types/react.js';
import { TvEpgGrid, type TvEpgGridElement } from './dist/elements/tv-epg-grid.js';
import type { TvVodRowElement } from './dist/elements/tv-vod-row.js';

const grid: TvEpgGridElement = document.querySelector('tv-epg-grid')!;
grid.genreId = 3;
grid.data = { channels: [{ id: 1, number: 1, name: 'LRT' }], programmes: [], start: 0, end: 1 };
void grid.updateComplete.then((ok: boolean) => ok);
if (TvEpgGrid) void new TvEpgGrid();
grid.addEventListener('tvprogrammeselect', (e) => console.log(e.detail.epgId, e.detail.programme.title));
document.addEventListener('tvplayrequest', (e) => console.log(e.detail.mode));
const row: TvVodRowElement = document.createElement('tv-vod-row');
row.rowId = 2;
row.addEventListener('tvvodselect', (e) => console.log(e.detail.kind === 'vod', e.detail.href));

// @ts-expect-error a programme selection has no such field
grid.addEventListener('tvprogrammeselect', (e) => console.log(e.detail.nope));
// @ts-expect-error genreId is a number
grid.genreId = 'news';

export const ok = (
  <>
    <tv-epg-grid genre-id={3} hour-width="300" no-details ontvprogrammeselect={(e) => console.log(e.detail.channelId)} />
    <tv-vod-row row-id={2} ontvvodselect={(e) => console.log(e.detail.id)} />
  </>
);
// @ts-expect-error hour-width is a number
export const badAttribute = <tv-epg-grid hour-width="wide" />;
// @ts-expect-error a VoD selection has no channelId
export const badDetail = <tv-vod-row ontvvodselect={(e) => e.detail.channelId} />;
`;

function generate(dir: string): void {
  const r = spawnSync(
    process.execPath,
    ['--input-type=module', '-e', `const m = await import('./scripts/custom-elements.mjs'); const t = await import('./scripts/element-types.mjs'); t.writeConsumerTypes(m.manifest(), ${JSON.stringify(join(dir, 'dist'))});`],
    { encoding: 'utf8' },
  );
  assert.equal(r.status, 0, r.stderr);
}

const tsc = (dir: string, file: string) =>
  spawnSync(
    resolve('node_modules/.bin/tsc'),
    ['--noEmit', '--strict', '--jsx', 'react-jsx', '--module', 'esnext', '--moduleResolution', 'bundler', '--target', 'es2022', '--lib', 'es2022,dom', '--types', 'react', file],
    { cwd: dir, encoding: 'utf8' },
  );

/** The consumer compiles in `dir`, and without its expectations each wrong line is an error. */
function typesHold(dir: string): void {
  writeFileSync(join(dir, 'consumer.tsx'), CONSUMER);
  const r = tsc(dir, 'consumer.tsx');
  assert.equal(r.status, 0, r.stdout + r.stderr);
  writeFileSync(join(dir, 'wrong.tsx'), CONSUMER.replace(/\/\/ @ts-expect-error.*\n/g, ''));
  const w = tsc(dir, 'wrong.tsx');
  assert.notEqual(w.status, 0);
  assert.equal((w.stdout.match(/error TS/g) ?? []).length, 4, w.stdout);
}

describe('consumer types generated from the manifest', () => {
  it("type a React 19 consumer (React 19's own types: JSX in React.JSX, on<event> listeners)", () => {
    const dir = mkdtempSync(join(tmpdir(), 'eteris-consumer19-'));
    try {
      generate(dir);
      const types19 = resolve('tests/hosts/react19/node_modules/@types/react');
      const version = (JSON.parse(readFileSync(join(types19, 'package.json'), 'utf8')) as { version: string }).version;
      assert.match(version, /^19\./, 'the React 19 workspace has its own @types/react 19');
      mkdirSync(join(dir, 'node_modules/@types'), { recursive: true });
      symlinkSync(types19, join(dir, 'node_modules/@types/react'));
      symlinkSync(resolve('node_modules/csstype'), join(dir, 'node_modules/csstype'));
      typesHold(dir);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('type a TypeScript and React consumer, and reject a wrong attribute or detail field', () => {
    const dir = mkdtempSync(join(tmpdir(), 'eteris-consumer-'));
    try {
      generate(dir);
      symlinkSync(resolve('node_modules'), join(dir, 'node_modules'));
      typesHold(dir);

      const vscode = JSON.parse(readFileSync(join(dir, 'dist/vscode.html-custom-data.json'), 'utf8')) as { tags: { name: string; attributes: { name: string }[] }[] };
      assert.ok(vscode.tags.find((t) => t.name === 'tv-epg-grid')?.attributes.some((a) => a.name === 'genre-id'));
      const web = JSON.parse(readFileSync(join(dir, 'dist/web-types.json'), 'utf8')) as {
        contributions: { html: { elements: { name: string; js: { events: { name: string }[] } }[] } };
      };
      assert.ok(web.contributions.html.elements.find((e) => e.name === 'tv-epg-grid')?.js.events.some((e) => e.name === 'tvprogrammeselect'));
      const vue = readFileSync(join(dir, 'dist/types/vue.d.ts'), 'utf8');
      assert.match(vue, /interface GlobalComponents \{[\s\S]*'tv-vod-row': DefineComponent<\{[\s\S]*'row-id'\?: number/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
