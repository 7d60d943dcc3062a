// The consumer types generated from the manifest: a small TypeScript + React consumer compiles
// against them (typed properties, tag map, event details, JSX attributes and React 19 listeners),
// and a wrong attribute type or an unknown detail field is an error (the @ts-expect-error lines
// would themselves fail tsc if the types accepted them), against React 18's types (the product's own)
// and React 19's (of the React 19 host page's workspace, tests/hosts/react19); a Vue 3 template's
// attributes are typed too. VS Code and JetBrains data come along.
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

/**
 * A Vue 3 consumer: vue-tsc checks a template's `<tv-vod-row :row-id="x">` as the prop `rowId` of
 * the GlobalComponents entry (it camelizes kebab-case attributes), so these are the props a
 * template's attributes meet.
 */
const VUE_CONSUMER = `
import type {} from './dist/types/vue.js';
import type { GlobalComponents } from 'vue';

type Props<T extends keyof GlobalComponents> = InstanceType<GlobalComponents[T]>['$props'];

export const row: Props<'tv-vod-row'> = { rowId: 2, headingLevel: '3', onTvvodselect: (e) => console.log(e.detail.href) };
export const grid: Props<'tv-epg-grid'> = { genreId: 4, noDetails: true, data: { channels: [], programmes: [], start: 0, end: 1 } };
// @ts-expect-error row-id is a number
export const badRow: Props<'tv-vod-row'> = { rowId: 'news' };
// @ts-expect-error genre-id is a number
export const badGrid: Props<'tv-epg-grid'> = { genreId: { id: 4 } };
`;

function generate(dir: string): void {
  const r = spawnSync(
    process.execPath,
    ['--input-type=module', '-e', `const m = await import('./scripts/custom-elements.mjs'); const t = await import('./scripts/element-types.mjs'); t.writeConsumerTypes(m.manifest(), ${JSON.stringify(join(dir, 'dist'))});`],
    { encoding: 'utf8' },
  );
  assert.equal(r.status, 0, r.stderr);
}

const tsc = (dir: string, files: string[]) =>
  spawnSync(
    resolve('node_modules/.bin/tsc'),
    ['--noEmit', '--strict', '--jsx', 'react-jsx', '--module', 'esnext', '--moduleResolution', 'bundler', '--target', 'es2022', '--lib', 'es2022,dom', '--types', 'react', ...files],
    { cwd: dir, encoding: 'utf8' },
  );

/**
 * One compiler run over the consumer and over its copy without the expectations: the consumer has
 * no error, and each wrong line of the copy is one (`errors` of them, all in the copy).
 */
function expectErrors(out: string, errors: number): void {
  const lines = out.split('\n').filter((l) => /error TS/.test(l));
  assert.deepEqual(lines.filter((l) => !l.startsWith('wrong.')), [], out);
  assert.equal(lines.length, errors, out);
}

/** The consumer compiles in `dir`, and without its expectations each wrong line is an error. */
function typesHold(dir: string): void {
  writeFileSync(join(dir, 'consumer.tsx'), CONSUMER);
  writeFileSync(join(dir, 'wrong.tsx'), CONSUMER.replace(/\/\/ @ts-expect-error.*\n/g, ''));
  const r = tsc(dir, ['consumer.tsx', 'wrong.tsx']);
  assert.notEqual(r.status, 0);
  expectErrors(r.stdout + r.stderr, 4);
}

describe('consumer types generated from the manifest', () => {
  it("type a Vue 3 template's kebab-case attributes, and reject a wrong type", () => {
    const dir = mkdtempSync(join(tmpdir(), 'eteris-consumer-vue-'));
    try {
      generate(dir);
      symlinkSync(resolve('node_modules'), join(dir, 'node_modules'));
      writeFileSync(join(dir, 'consumer.ts'), VUE_CONSUMER);
      writeFileSync(join(dir, 'wrong.ts'), VUE_CONSUMER.replace(/\/\/ @ts-expect-error.*\n/g, ''));
      const r = spawnSync(
        resolve('node_modules/.bin/tsc'),
        ['--noEmit', '--strict', '--module', 'esnext', '--moduleResolution', 'bundler', '--target', 'es2022', '--lib', 'es2022,dom', '--types', 'node', 'consumer.ts', 'wrong.ts'],
        { cwd: dir, encoding: 'utf8' },
      );
      assert.notEqual(r.status, 0);
      expectErrors(r.stdout + r.stderr, 2);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

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
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
