// Consumer types and editor data, generated from the manifest (dist/custom-elements.json) only:
// - dist/types/index.d.ts: the data and event detail types, one interface per element (its typed
//   properties), the global HTMLElementTagNameMap, HTMLElementEventMap / DocumentEventMap entries;
// - dist/elements/<tag>.d.ts: each ESM entry's class;
// - dist/types/react.d.ts: React JSX IntrinsicElements (attributes, properties, React 19 `on<event>`);
// - dist/types/vue.d.ts: Vue 3 GlobalComponents;
// - dist/vscode.html-custom-data.json (VS Code html.customData) and dist/web-types.json (JetBrains).
// The data types the manifest names (event details, the guide's `data`) are copied from their one
// definition in src (src/core/element-events.ts, src/core/api/epg.ts, the guide's model).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const TYPE_SOURCES = ['src/core/config.ts', 'src/core/element-events.ts', 'src/core/api/epg.ts', 'src/elements/tv-epg-grid/model.ts'];

/** `export interface X {…}` / `export type X = …;` of the named types, with their doc comments. */
function copyTypes(wanted) {
  const out = [];
  const found = new Set();
  for (const file of TYPE_SOURCES) {
    const src = readFileSync(file, 'utf8');
    for (const m of src.matchAll(/(\/\*\*(?:(?!\*\/)[\s\S])*\*\/\s*)?export (interface|type) (\w+)/g)) {
      if (!wanted.has(m[3]) || found.has(m[3])) continue;
      const at = m.index + m[0].length;
      let end;
      if (m[2] === 'interface') {
        let depth = 0;
        end = src.indexOf('{', at);
        for (; end < src.length; end++) {
          if (src[end] === '{') depth++;
          else if (src[end] === '}' && --depth === 0) break;
        }
        end++;
      } else end = src.indexOf(';', at) + 1;
      out.push(src.slice(m.index, end).replace(/^export /m, 'export ').trim());
      found.add(m[3]);
    }
  }
  const missing = [...wanted].filter((w) => !found.has(w));
  if (missing.length) throw new Error(`types named in the manifest but not found in ${TYPE_SOURCES.join(', ')}: ${missing.join(', ')}`);
  return out.join('\n\n');
}

const camel = (s) => s.replace(/-(\w)/g, (_, c) => c.toUpperCase());
const attrValueType = (t) => (t === 'number' ? 'number | `${number}`' : t === 'boolean' ? 'boolean' : t === 'object' ? 'string' : 'string');
const withDefault = (text, def) => (def !== undefined && !/\(default/.test(text) ? `${text} (default ${def})` : text);
const doc = (text, indent = '  ') => (text ? `${indent}/** ${text.replace(/\*\//g, '* /')} */\n` : '');

function declarations(manifest) {
  return manifest.modules.map((m) => m.declarations[0]);
}

function consumerTypes(manifest) {
  const els = declarations(manifest);
  const eventTypes = new Map();
  for (const el of els) for (const e of el.events) eventTypes.set(e.name, /CustomEvent<(\w+)>/.exec(e.type.text)[1]);
  const wanted = new Set([...eventTypes.values(), 'PlayMode', 'GuideChannel', 'GuideProgramme', 'EterisConfig', 'KeySystem', 'PlayerSwitches']);
  for (const el of els) for (const f of el.members) for (const w of f.type.text.match(/\b[A-Z]\w+/g) ?? []) if (w !== 'Promise') wanted.add(w);
  const data = copyTypes(wanted);
  const typeNames = [...wanted, ...els.map((el) => `${el.name}Element`), 'EterisEventMap'].sort();
  const importAll = `import type { ${typeNames.join(', ')} } from './index.js';`;
  // Properties HTMLElement already has (tv-search's autofocus) keep its non-optional type.
  const inherited = new Set(['autofocus', 'title', 'hidden', 'lang', 'dir', 'id', 'inert']);
  const elementInterfaces = els
    .map((el) => {
      const fields = el.members
        .map((f) => `${doc(withDefault(f.description, f.default))}  ${f.readonly ? 'readonly ' : ''}${f.name}${f.readonly || inherited.has(f.name) ? '' : '?'}: ${f.type.text === 'unknown' ? 'unknown' : f.type.text};`)
        .join('\n');
      return `${doc(el.summary, '')}export interface ${el.name}Element extends HTMLElement {\n${fields}\n}`;
    })
    .join('\n\n');
  const tagMap = els.map((el) => `    '${el.tagName}': ${el.name}Element;`).join('\n');
  const eventMap = [...eventTypes].map(([n, t]) => `  ${n}: CustomEvent<${t}>;`).join('\n');
  const index = `// Generated from custom-elements.json by scripts/element-types.mjs. Do not edit.
${data}

/** Every DOM event the elements dispatch (bubbling, composed), with its detail. */
export interface EterisEventMap {
${eventMap}
}

${elementInterfaces}

/** Tag name -> element interface. */
export interface EterisTagNameMap {
${tagMap.replace(/^ {4}/gm, '  ')}
}

/** Sets the configuration (the partners' one line: \`configure({ apiBase: 'https://operator…/api/v1/' })\`). */
export declare function configure(partial: Partial<EterisConfig>): EterisConfig;

${els.map((el) => `/** Defines <${el.tagName}> (undefined where custom elements are unavailable). */\nexport declare const ${el.name}: { new (): ${el.name}Element; prototype: ${el.name}Element } | undefined;`).join('\n')}

declare global {
  interface HTMLElementTagNameMap {
${tagMap}
  }
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface HTMLElementEventMap extends EterisEventMap {}
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface DocumentEventMap extends EterisEventMap {}
}
`;
  const entries = Object.fromEntries(
    els.map((el) => [
      el.tagName,
      `// Generated from custom-elements.json. Importing this module defines <${el.tagName}>.
import type { ${el.name}Element } from '../types/index.js';
export type { ${el.name}Element };
/** The element class (undefined where custom elements are unavailable). */
export declare const ${el.name}: { new (): ${el.name}Element; prototype: ${el.name}Element } | undefined;
`,
    ]),
  );
  const jsxAttrs = (el, { react }) =>
    [
      // vue-tsc checks a template's `genre-id` as the prop `genreId`: Vue's props are camelCase
      ...el.attributes.map((a) => `${doc(a.description, '      ')}      ${react ? `'${a.name}'` : camel(a.name)}?: ${attrValueType(a.type.text)};`),
      ...el.members.filter((f) => !f.attribute && !f.readonly).map((f) => `${doc(f.description, '      ')}      ${f.name}?: ${f.type.text};`),
      ...(react ? el.events.map((e) => `${doc(e.description, '      ')}      on${e.name}?: (event: CustomEvent<${eventTypes.get(e.name)}>) => void;`) : []),
    ].join('\n');
  const react = `// Generated from custom-elements.json. React JSX typings for the Eteris elements: attributes
// (kebab-case), JavaScript-only properties, and React 19's \`on<event>\` listeners (React 18 sets
// unknown props as attributes and adds no listeners: use eteris/react's wrappers or a ref there).
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
${importAll}

type Base<T> = Omit<DetailedHTMLProps<HTMLAttributes<T>, T>, 'children'> & { children?: never; class?: string };

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
${els.map((el) => `      '${el.tagName}': Base<${el.name}Element> & {\n${jsxAttrs(el, { react: true }).replace(/^ {6}/gm, '        ')}\n      };`).join('\n')}
    }
  }
}
`;
  const vue = `// Generated from custom-elements.json. Vue 3 typings: the elements in templates (GlobalComponents).
// Configure Vue to treat tv-* as custom elements: compilerOptions.isCustomElement = (t) => t.startsWith('tv-').
import type { DefineComponent } from 'vue';
${importAll}

declare module 'vue' {
  interface GlobalComponents {
${els
  .map(
    (el) =>
      `    '${el.tagName}': DefineComponent<{\n${jsxAttrs(el, { react: false }).replace(/^ {6}/gm, '      ')}\n${el.events.map((e) => `      on${camel(`-${e.name}`).replace(/^./, (c) => c.toUpperCase())}?: (event: EterisEventMap['${e.name}']) => void;`).join('\n')}\n    }>;`,
  )
  .join('\n')}
  }
}
export {};
`;
  const vscode = {
    version: 1.1,
    tags: els.map((el) => ({
      name: el.tagName,
      description: el.summary,
      attributes: el.attributes.map((a) => ({
        name: a.name,
        description: `${withDefault(a.description, a.default)}\n\nType: ${a.type.text}`,
        ...(a.type.text === 'boolean' ? { valueSet: 'v' } : {}),
      })),
    })),
  };
  const webTypes = {
    $schema: 'https://raw.githubusercontent.com/JetBrains/web-types/master/schema/web-types.json',
    name: 'eteris',
    version: JSON.parse(readFileSync('package.json', 'utf8')).version,
    'description-markup': 'markdown',
    contributions: {
      html: {
        elements: els.map((el) => ({
          name: el.tagName,
          description: el.summary,
          attributes: el.attributes.map((a) => ({ name: a.name, description: a.description, ...(a.default !== undefined ? { default: a.default } : {}), value: { type: a.type.text, required: false } })),
          js: {
            properties: el.members.map((f) => ({ name: f.name, description: f.description, type: f.type.text })),
            events: el.events.map((e) => ({ name: e.name, description: e.description, type: e.type.text })),
          },
          css: {
            parts: el.cssParts.map((p) => ({ name: p.name, description: p.description })),
            properties: el.cssProperties.map((p) => ({ name: p.name, description: withDefault(p.description, p.default) })),
          },
        })),
      },
    },
  };
  const reactWrappers = `// Generated from custom-elements.json. eteris/react: React components for React 18 and 19 with
// typed on<Event> props (onTvProgrammeSelect), attributes and properties.
import type { ForwardRefExoticComponent, HTMLAttributes, RefAttributes, RefObject } from 'react';
${importAll}

type Own<T> = Partial<Omit<T, keyof HTMLElement | 'updateComplete'>>;
${els
  .map(
    (el) =>
      `export declare const ${el.name}: ForwardRefExoticComponent<Omit<HTMLAttributes<HTMLElement>, 'children'> & Own<${el.name}Element> & {\n${el.events
        .map((e) => `${doc(e.description)}  onTv${eventTypes.get(e.name)}?: (event: EterisEventMap['${e.name}']) => void;`)
        .join('\n')}\n} & RefAttributes<${el.name}Element>>;`,
  )
  .join('\n')}
/** Listen to an element's event through a ref (any element, React 18 or 19). */
export declare function useEterisEvent<N extends keyof EterisEventMap>(ref: RefObject<HTMLElement | null>, name: N, handler: (event: EterisEventMap[N]) => void): void;
`;
  return { index, entries, react, vue, vscode, webTypes, reactWrappers };
}

export function writeConsumerTypes(manifest, outDir = 'dist') {
  const t = consumerTypes(manifest);
  mkdirSync(join(outDir, 'types'), { recursive: true });
  mkdirSync(join(outDir, 'elements'), { recursive: true });
  writeFileSync(join(outDir, 'types/index.d.ts'), t.index);
  writeFileSync(join(outDir, 'elements/configure.d.ts'), "// Generated. The configuration alone (eteris/configure).\nexport { configure, type EterisConfig } from '../types/index.js';\n");
  writeFileSync(join(outDir, 'types/react.d.ts'), t.react);
  writeFileSync(join(outDir, 'types/vue.d.ts'), t.vue);
  writeFileSync(join(outDir, 'types/react-wrappers.d.ts'), t.reactWrappers);
  for (const [tag, text] of Object.entries(t.entries)) writeFileSync(join(outDir, `elements/${tag}.d.ts`), text);
  writeFileSync(join(outDir, 'vscode.html-custom-data.json'), JSON.stringify(t.vscode, null, 2));
  writeFileSync(join(outDir, 'web-types.json'), JSON.stringify(t.webTypes, null, 2));
}
