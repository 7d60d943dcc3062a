// eteris/react has a component for every element of the manifest, generated from it (run after the
// build): each documented attribute given as a prop is written as that attribute, JavaScript-only
// properties and `onTv…` callbacks never are, and the typings declare every component with a typed
// callback per event.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

interface Named {
  name: string;
  fieldName?: string;
  attribute?: string;
  readonly?: boolean;
  type: { text: string };
}
interface Decl {
  name: string;
  tagName: string;
  attributes: Named[];
  members: Named[];
  events: Named[];
}
const manifest = JSON.parse(readFileSync('dist/custom-elements.json', 'utf8')) as { modules: { declarations: Decl[] }[] };
const decls = manifest.modules.map((m) => m.declarations[0]!);
const sample = (type: string, i: number) => (type === 'boolean' ? true : type === 'number' ? 40 + i : `v${i}`);
const written = (type: string, i: number) => (type === 'boolean' ? '' : type === 'number' ? String(40 + i) : `v${i}`);
const callback = (event: string) => `onTv${event.replace(/^tv/, '')}`;

describe('eteris/react', async () => {
  const wrappers = (await import(pathToFileURL(resolve('dist/react.js')).href)) as Record<string, ComponentType<Record<string, unknown>> & { displayName?: string }>;

  it('src/react/elements.ts is what scripts/react-wrappers.mjs makes of the manifest', () => {
    const r = spawnSync(process.execPath, ['scripts/react-wrappers.mjs', '--check'], { encoding: 'utf8' });
    assert.equal(r.status, 0, r.stderr);
  });

  it('has a component for every element, writing each documented attribute and nothing else', () => {
    assert.equal(decls.length, 29);
    for (const el of decls) {
      const Wrapper = wrappers[el.name];
      assert.ok(Wrapper, `eteris/react exports ${el.name}`);
      assert.equal(Wrapper.displayName, el.tagName);
      const props: Record<string, unknown> = {};
      el.attributes.forEach((a, i) => (props[a.fieldName!] = sample(a.type.text, i)));
      const properties = el.members.filter((m) => !m.attribute && !m.readonly);
      for (const p of properties) props[p.name] = { set: 'on the element' };
      for (const e of el.events) props[callback(e.name)] = () => undefined;
      const html = renderToStaticMarkup(createElement(Wrapper, { ...props, id: 'x' }));
      const expected = [['id', 'x'], ...el.attributes.map((a, i) => [a.name, written(a.type.text, i)])].sort();
      const tag = new RegExp(`^<${el.tagName}((?: [\\w-]+="[^"]*")*)></${el.tagName}>$`).exec(html);
      assert.ok(tag, `${el.name}: ${html}`);
      const attrs = [...tag[1]!.matchAll(/ ([\w-]+)="([^"]*)"/g)].map((m) => [m[1], m[2]]).sort();
      assert.deepEqual(attrs, expected, el.tagName);
    }
  });

  it('types every component with its properties and a typed callback per event', () => {
    const dts = readFileSync('dist/types/react-wrappers.d.ts', 'utf8');
    for (const el of decls) {
      const decl = new RegExp(`export declare const ${el.name}: [^;]*?Own<${el.name}Element>([\\s\\S]*?)RefAttributes<${el.name}Element>>;`).exec(dts);
      assert.ok(decl, `${el.name} is declared`);
      const callbacks = [...decl[1]!.matchAll(/(onTv\w+)\?: \(event: EterisEventMap\['(\w+)'\]\)/g)].map((m) => `${m[2]} ${m[1]!.toLowerCase()}`);
      assert.deepEqual(callbacks, el.events.map((e) => `${e.name} ${callback(e.name).toLowerCase()}`), el.tagName);
    }
  });
});
