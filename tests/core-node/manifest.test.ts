// dist/custom-elements.json is made from the code, so it can never drift: every element's attributes
// and properties are its defineElement({ props }), its events its `events` (with their detail type
// from EventDetails), its parts and custom properties exactly what its code uses (`part="…"`,
// `var(--tv-…, default)`), each described, with defaults.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

interface Named {
  name: string;
  description?: string;
  default?: string;
  type?: { text: string };
  attribute?: string;
  fieldName?: string;
}
interface Decl {
  tagName: string;
  summary: string;
  attributes: Named[];
  members: Named[];
  events: Named[];
  cssParts: Named[];
  cssProperties: Named[];
}
interface Def {
  dir: string;
  kinds: Record<string, string>;
  events: string[];
  used: { parts: string[]; cssProperties: [string, string | undefined][] };
}

function script(code: string): string {
  const r = spawnSync(process.execPath, ['--input-type=module', '-e', code], { encoding: 'utf8' });
  assert.equal(r.status, 0, r.stderr);
  return r.stdout;
}

const { manifest, defs, names } = JSON.parse(
  script(`
    const m = await import('./scripts/custom-elements.mjs');
    const s = await import('./scripts/element-sources.mjs');
    const { build } = await import('esbuild');
    const out = await build({ entryPoints: ['src/core/names.ts'], bundle: true, format: 'esm', platform: 'node', write: false, logLevel: 'warning' });
    const names = await import('data:text/javascript;base64,' + Buffer.from(out.outputFiles[0].text).toString('base64'));
    const defs = m.definitions().map((d) => { const u = s.usedStyling(d.files); return { dir: d.dir, kinds: d.kinds, events: d.events, used: { parts: u.parts, cssProperties: [...u.cssProperties] } }; });
    console.log(JSON.stringify({ manifest: m.manifest(), defs, names: { TAGS: names.TAGS, EVENTS: names.EVENTS } }));
  `),
) as { manifest: { modules: { declarations: Decl[] }[] }; defs: Def[]; names: { TAGS: Record<string, string>; EVENTS: Record<string, string> } };

const decls = manifest.modules.map((m) => m.declarations[0]!);
const byTag = new Map(decls.map((d) => [d.tagName, d]));
const kebab = (s: string) => s.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
const details = Object.fromEntries(
  [...(/export interface EventDetails \{([^}]*)\}/.exec(readFileSync('src/core/element-events.ts', 'utf8'))?.[1] ?? '').matchAll(/(\w+):\s*(\w+);/g)].map((m) => [m[1]!, m[2]!]),
);

describe('the custom-elements manifest', () => {
  it('lists every element of TAGS, with a summary', () => {
    assert.deepEqual([...byTag.keys()].sort(), Object.values(names.TAGS).sort());
    for (const d of decls) assert.ok(d.summary.length > 20, d.tagName);
  });

  it("lists each element's attributes and properties exactly as its props define them, typed and described", () => {
    for (const def of defs) {
      const d = byTag.get(def.dir)!;
      const attrs = Object.entries(def.kinds).filter(([, k]) => k !== 'property');
      assert.deepEqual(d.attributes.map((a) => a.name), attrs.map(([n]) => kebab(n)), def.dir);
      for (const [n, k] of attrs) {
        const a = d.attributes.find((x) => x.fieldName === n)!;
        assert.equal(a.type?.text, { string: 'string', number: 'number', boolean: 'boolean', json: 'object' }[k], `${def.dir} ${n}`);
        assert.ok(a.description, `${def.dir} ${a.name} is described`);
        if (k === 'boolean') assert.equal(a.default, 'false');
        const said = /\(default:?\s+([^)]*)/.exec(a.description ?? '')?.[1];
        if (said) assert.ok(a.default, `${def.dir} ${a.name} has its documented default`);
      }
      for (const n of Object.keys(def.kinds)) {
        const f = d.members.find((m) => m.name === n);
        assert.ok(f?.description, `${def.dir} property ${n} is listed and described`);
        assert.equal(f.attribute, def.kinds[n] === 'property' ? undefined : kebab(n));
      }
    }
    assert.equal(byTag.get('tv-epg-grid')!.members.find((m) => m.name === 'data')?.type?.text, 'GridData');
    assert.equal(byTag.get('tv-epg-grid')!.attributes.find((m) => m.name === 'hour-width')?.default, '300');
  });

  it('lists every event an element declares, with its detail type', () => {
    for (const def of defs) {
      const d = byTag.get(def.dir)!;
      for (const key of def.events) {
        const e = d.events.find((x) => x.name === names.EVENTS[key]);
        assert.ok(e, `${def.dir} fires ${names.EVENTS[key]}`);
        assert.equal(e.type?.text, `CustomEvent<${details[key]}>`);
        assert.ok(e.description);
      }
      for (const e of d.events) assert.ok(Object.values(names.EVENTS).includes(e.name));
    }
  });

  it('lists exactly the parts and custom properties the code uses, with their defaults', () => {
    for (const def of defs) {
      const d = byTag.get(def.dir)!;
      assert.deepEqual(d.cssParts.map((p) => p.name).sort(), def.used.parts, `${def.dir} parts`);
      for (const p of d.cssParts) assert.ok(p.description, `${def.dir} part ${p.name}`);
      assert.deepEqual(d.cssProperties.map((p) => p.name).sort(), def.used.cssProperties.map(([n]) => n).sort(), `${def.dir} custom properties`);
      for (const [n, fallback] of def.used.cssProperties) {
        const p = d.cssProperties.find((x) => x.name === n)!;
        // the default the element's doc names ("(default X; …)"), else its files' first var() fallback
        const named = /\(default:?\s+([^;()]+)[;)]/.exec(p.description ?? '')?.[1]?.trim();
        assert.equal(p.default, named ?? fallback, `${def.dir} ${n} default`);
        assert.ok(p.description, `${def.dir} ${n} described`);
      }
    }
    // The ones the old hand-kept list missed.
    const player = byTag.get('tv-player')!;
    for (const p of ['tracks-button', 'tracks-menu', 'info', 'upsell']) assert.ok(player.cssParts.some((x) => x.name === p), p);
    assert.equal(player.cssProperties.find((x) => x.name === '--tv-player-start-bg')?.default, '#b3261e');
    assert.equal(byTag.get('tv-nav')!.cssProperties.find((x) => x.name === '--tv-rem')?.default, '16px');
  });

  it('documents a shared theme property only for the elements it changes', () => {
    const props = (tag: string) => byTag.get(tag)!.cssProperties.map((p) => p.name);
    // every element's text, font and focus ring follow the theme
    for (const d of decls) for (const p of ['--tv-color-text', '--tv-font', '--tv-font-size', '--tv-color-focus']) assert.ok(props(d.tagName).includes(p), `${d.tagName} ${p}`);
    // the dimmed colour is the guide's (past programmes), not the footer's or a row's
    for (const tag of ['tv-epg-grid', 'tv-live-page']) assert.ok(props(tag).includes('--tv-color-dim'), tag);
    for (const tag of ['tv-footer', 'tv-vod-row', 'tv-nav', 'tv-settings']) assert.ok(!props(tag).includes('--tv-color-dim'), tag);
    // a page of text with links has no accent button and no error text
    for (const p of ['--tv-color-accent', '--tv-color-error', '--tv-color-bg']) assert.ok(!props('tv-extra-page').includes(p), `tv-extra-page ${p}`);
  });

  it('finds the parts and custom properties written in any source file', () => {
    const r = spawnSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `const s = await import('./scripts/element-sources.mjs');
         const fs = await import('node:fs');
         const file = '/tmp/eteris-manifest-probe-' + process.pid + '.tsx';
         fs.writeFileSync(file, '<div part="mystery" className="x">{v}</div>; const c = \\'var(--tv-mystery, 3px)\\';');
         const u = s.usedStyling([file]);
         fs.rmSync(file);
         console.log(JSON.stringify({ parts: u.parts, props: [...u.cssProperties] }));`,
      ],
      { encoding: 'utf8' },
    );
    assert.equal(r.status, 0, r.stderr);
    assert.deepEqual(JSON.parse(r.stdout), { parts: ['mystery'], props: [['--tv-mystery', '3px']] });
  });
});
