// Generates dist/custom-elements.json (schema 2.1.0), the one description of the elements that the
// consumer types, the editors' data (VS Code, JetBrains) and the /elements catalogue are made from.
// Its sources are the code itself:
// - tag, attributes and properties: the defineElement({ tag, props, events }) call of
//   src/elements/<tag>/<tag>.ts; descriptions and defaults from its JSDoc (@summary, @attr name -
//   text (default X), @prop, @fires, @csspart, @cssproperty);
// - event names: src/core/names.ts; detail types: EventDetails of src/core/element-events.ts;
// - parts and custom properties: what the element's code really uses (scripts/element-sources.mjs),
//   custom property defaults from their var() fallbacks; the shared theme properties are described
//   once in src/elements/shared/base-styles.ts.
// A used part or property without a description, a documented one nobody uses, an attribute without
// @attr or an event without @fires stops the build.
import { readdirSync, readFileSync, writeFileSync, existsSync, mkdirSync } from 'node:fs';
import { build } from 'esbuild';
import { elementFiles, usedStyling } from './element-sources.mjs';

const names = await (async () => {
  const out = await build({ entryPoints: ['src/core/names.ts'], bundle: true, format: 'esm', platform: 'node', write: false, logLevel: 'warning' });
  return import(`data:text/javascript;base64,${Buffer.from(out.outputFiles[0].text).toString('base64')}`);
})();
const tagConst = names.TAGS;
export const eventByName = Object.fromEntries(Object.entries(names.EVENTS).map(([k, v]) => [v, k]));
const kebab = (s) => s.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
const kindType = { string: 'string', number: 'number', boolean: 'boolean', json: 'object', property: 'unknown' };

function docTags(jsdoc, tag) {
  return [...jsdoc.matchAll(new RegExp(`@${tag}\\s+(\\S+)(?:\\s+-\\s+|\\s+)?([^@]*)`, 'g'))].map((m) => ({
    name: m[1],
    description: m[2].replace(/\s*\n\s*\*?\s*/g, ' ').trim(),
  }));
}

/** `(default 300)` / `(default: the page address's id)` in a description. */
function defaultOf(description) {
  return /\(default:?\s+([^()]*(?:\([^()]*\)[^()]*)*)\)/.exec(description)?.[1]?.trim();
}

/** The detail interface of every event key (EventDetails of src/core/element-events.ts). */
function eventDetailTypes() {
  const src = readFileSync('src/core/element-events.ts', 'utf8');
  const body = /export interface EventDetails \{([^}]*)\}/.exec(src)?.[1] ?? '';
  return Object.fromEntries([...body.matchAll(/(\w+):\s*(\w+);/g)].map((m) => [m[1], m[2]]));
}

/** The shared theme properties every element reads (src/elements/shared/base-styles.ts). */
function themeDocs() {
  const src = readFileSync('src/elements/shared/base-styles.ts', 'utf8');
  return Object.fromEntries(docTags(/\/\*\*([\s\S]*?)\*\//.exec(src)?.[1] ?? '', 'cssproperty').map((d) => [d.name, d.description]));
}

/** The event keys of `events: [...]` or `events: NAME` (a constant exported by one of its files). */
function declaredEvents(def, files) {
  const m = /events:\s*(\[[^\]]*\]|\w+)/.exec(def);
  if (!m) return [];
  let list = m[1];
  if (!list.startsWith('[')) {
    const c = files.map((f) => new RegExp(`export const ${list}\\s*=\\s*(\\[[^\\]]*\\])`).exec(readFileSync(f, 'utf8'))).find(Boolean);
    if (!c) throw new Error(`events: ${list} not found`);
    list = c[1];
  }
  return [...list.matchAll(/'(\w+)'/g)].map((e) => e[1]);
}

/** What each element definition declares, read from its source. */
export function definitions() {
  const out = [];
  for (const dir of readdirSync('src/elements').filter((d) => d.startsWith('tv-')).sort()) {
    const path = `src/elements/${dir}/${dir}.ts`;
    if (!existsSync(path)) continue;
    const src = readFileSync(path, 'utf8');
    const m = /\/\*\*([\s\S]*?)\*\/\s*export const (\w+) = defineElement\(\{\s*tag:\s*(?:TAGS\.(\w+)|'([\w-]+)')/.exec(src);
    if (!m) throw new Error(`${path}: no documented defineElement({ tag }) call`);
    const [, jsdoc, className, constName, literal] = m;
    const tagName = literal ?? tagConst[constName];
    if (!tagName) throw new Error(`${path}: unknown tag constant ${constName}`);
    const def = src.slice(m.index + m[0].length);
    const props = /props:\s*\{([^}]*)\}/.exec(def);
    const kinds = props ? Object.fromEntries([...props[1].matchAll(/(\w+):\s*'(\w+)'/g)].map((p) => [p[1], p[2]])) : {};
    const files = elementFiles(dir);
    out.push({ dir, path, jsdoc, className, tagName, kinds, events: declaredEvents(def, files), files });
  }
  return out;
}

export function manifest() {
  const theme = themeDocs();
  const details = eventDetailTypes();
  const modules = [];
  const errors = [];
  for (const { dir, path, jsdoc, className, tagName, kinds, events, files } of definitions()) {
    const fail = (msg) => {
      errors.push(`${path}: ${msg}`);
      return '';
    };
    const attrDocs = Object.fromEntries(docTags(jsdoc, 'attr').map((a) => [a.name, a.description]));
    const propDocs = {};
    const propTypes = {};
    for (const a of docTags(jsdoc, 'prop')) {
      const typed = /^\{([^}]+)\}\s*(?:-\s*)?([\s\S]*)$/.exec(a.description);
      propDocs[a.name] = typed ? typed[2] : a.description;
      if (typed) propTypes[a.name] = typed[1];
    }
    const summary = (/@summary\s+([^@]*)/.exec(jsdoc)?.[1] ?? '').replace(/\s*\n\s*\*?\s*/g, ' ').trim();
    for (const a of Object.keys(attrDocs)) if (!Object.entries(kinds).some(([n, k]) => k !== 'property' && kebab(n) === a)) fail(`@attr ${a} is not in props`);
    const attributes = Object.entries(kinds)
      .filter(([, k]) => k !== 'property')
      .map(([name, k]) => {
        const description = attrDocs[kebab(name)] ?? fail(`attribute ${kebab(name)} has no @attr`);
        const def = k === 'boolean' ? 'false' : defaultOf(description);
        return { name: kebab(name), fieldName: name, type: { text: kindType[k] }, ...(def !== undefined ? { default: def } : {}), description };
      });
    const members = Object.entries(kinds).map(([name, k]) => {
      const attr = attributes.find((a) => a.fieldName === name);
      const description = attr?.description ?? propDocs[name] ?? fail(`property ${name} has no @prop`);
      const type = k === 'property' ? (propTypes[name] ?? 'unknown') : kindType[k];
      return { kind: 'field', name, type: { text: type }, description, ...(attr ? { attribute: attr.name, ...(attr.default !== undefined ? { default: attr.default } : {}) } : {}) };
    });
    for (const [name, description] of Object.entries(propDocs)) {
      if (!(name in kinds)) members.push({ kind: 'field', name, type: { text: propTypes[name] ?? 'unknown' }, description, readonly: true });
    }
    const fired = docTags(jsdoc, 'fires');
    for (const e of fired) if (!eventByName[e.name]) fail(`@fires ${e.name} is not an event of src/core/names.ts`);
    for (const key of events) if (!fired.some((e) => eventByName[e.name] === key)) fail(`event ${names.EVENTS[key]} has no @fires`);
    const used = usedStyling(files);
    const partDocs = docTags(jsdoc, 'csspart');
    for (const p of used.parts) if (!partDocs.some((d) => d.name === p)) fail(`part "${p}" is used but has no @csspart`);
    for (const d of partDocs) if (!used.parts.includes(d.name)) fail(`@csspart ${d.name} is not used by the element`);
    const cssDocs = Object.fromEntries(docTags(jsdoc, 'cssproperty').map((d) => [d.name, d.description]));
    for (const name of Object.keys(cssDocs)) if (!used.cssProperties.has(name)) fail(`@cssproperty ${name} is not used by the element`);
    const cssProperties = [...used.cssProperties].map(([name, fallback]) => {
      const description = cssDocs[name] ?? theme[name] ?? fail(`custom property ${name} is used but has no @cssproperty`);
      // a default the element's own doc names wins over the first var() fallback its files read
      const def = defaultOf(description)?.split(';')[0]?.trim() ?? fallback;
      return { name, ...(def !== undefined ? { default: def } : {}), description };
    });
    modules.push({
      kind: 'javascript-module',
      path: `elements/${dir}.js`,
      declarations: [
        {
          kind: 'class',
          name: className,
          tagName,
          customElement: true,
          summary,
          description: summary,
          attributes,
          members,
          events: fired.map((e) => ({ name: e.name, type: { text: `CustomEvent<${details[eventByName[e.name]]}>` }, description: e.description })),
          cssParts: partDocs,
          cssProperties,
        },
      ],
      exports: [
        { kind: 'js', name: className, declaration: { name: className, module: `elements/${dir}.js` } },
        { kind: 'custom-element-definition', name: tagName, declaration: { name: className, module: `elements/${dir}.js` } },
      ],
    });
  }
  if (errors.length) throw new Error(`The elements' documentation does not match their code:\n${errors.join('\n')}`);
  return { schemaVersion: '2.1.0', readme: 'README.md', modules };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  mkdirSync('dist', { recursive: true });
  const m = manifest();
  writeFileSync('dist/custom-elements.json', JSON.stringify(m, null, 2));
  const { writeConsumerTypes } = await import('./element-types.mjs');
  writeConsumerTypes(m);
}
