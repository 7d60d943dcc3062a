import r2wc from '@r2wc/react-to-web-component';
import type { ComponentType } from 'react';
import { baseStyles } from './shared/base-styles';
import { startLayout } from '../core/layout';
import '../core/global';
import { crossSitePage } from '../core/config';
import { callbackName, LIB_VERSION, type EventKey, type TagName } from '../core/names';
import type { EventCallbacks } from '../core/element-events';

export { LIB_VERSION };

/**
 * How an element property is fed from HTML:
 * - string / number: attribute value (reflected);
 * - boolean: the attribute's presence (`<tv-x autoplay>` is true, removal or "false" is false);
 * - json: small config parsed safely (invalid JSON is logged and ignored);
 * - property: set from JavaScript only (large data such as a guide).
 */
type PropKind = 'string' | 'number' | 'boolean' | 'json' | 'property';

interface ElementDefinition<P, E extends EventKey = never> {
  /** One of TAGS (tests may define `tv-test-*` tags). */
  tag: TagName | `tv-test-${string}`;
  /** The view; it receives the attributes' props and a callback prop (`onTvPlayRequest`) per event. */
  component: ComponentType<P & EventCallbacks<E>>;
  props?: { [K in Exclude<keyof P, keyof EventCallbacks<E>>]?: PropKind };
  /** Events it fires (`playRequest` -> callback `onTvPlayRequest` -> `tvplayrequest`, bubbling and composed). */
  events?: readonly E[];
  styles?: string;
  /** Extra behaviour on the element class (e.g. an `updateComplete` promise). */
  extend?: (cls: CustomElementConstructor) => CustomElementConstructor;
}

/** The props React (17 to 19) keeps on a DOM node it rendered (`__reactProps$<id>`), if any. */
function reactPropsOf(el: object): Record<string, unknown> | undefined {
  const key = Object.keys(el).find((k) => k.startsWith('__reactProps$'));
  return key ? ((el as Record<string, unknown>)[key] as Record<string, unknown>) : undefined;
}

/** The slice of a Vue 3 virtual node read here (what Vue keeps even in production builds). */
interface VueNode {
  el?: unknown;
  props?: Record<string, unknown> | null;
  children?: unknown;
  component?: { subTree?: VueNode } | null;
}

function findVueNode(v: VueNode, el: Element): VueNode | undefined {
  if (v.el === el) return v;
  const next = [v.component?.subTree, ...(Array.isArray(v.children) ? (v.children as unknown[]) : [])];
  for (const c of next) {
    const found = c && typeof c === 'object' ? findVueNode(c as VueNode, el) : undefined;
    if (found) return found;
  }
  return undefined;
}

/** The props Vue 3 rendered `el` with, found from the app's container (`_vnode`), if any. */
function vuePropsOf(el: Element): Record<string, unknown> | undefined {
  for (let n: Node | null = el.parentNode; n; n = n.parentNode ?? (n as ShadowRoot).host ?? null) {
    const root = (n as { _vnode?: VueNode })._vnode;
    if (root) return findVueNode(root, el)?.props ?? undefined;
  }
  return undefined;
}

const PROPS = Symbol.for('r2wc.props');
const RENDER = Symbol.for('r2wc.render');

type R2wcInstance = HTMLElement & { [PROPS]: Record<string, unknown>; [RENDER](): void };

/**
 * `rem` in an element's styles means the element's own root size (`--_rem`, base-styles.ts), not the
 * host page's: a page with `html { font-size: 62.5% }` would otherwise shrink every element. Media
 * query conditions keep their rem (it is the browser's initial size there, never the page's).
 */
function ownRem(css: string): string {
  return css
    .split(/(@media[^{]*\{)/)
    .map((part) => (part.startsWith('@media') ? part : part.replace(/(^|[^\w.-])(-?(?:\d+\.?\d*|\.\d+))rem\b/g, '$1calc($2 * var(--_rem))')))
    .join('');
}

const sheetCache = new Map<string, CSSStyleSheet>();
function sheet(css: string): CSSStyleSheet {
  let s = sheetCache.get(css);
  if (!s) {
    s = new CSSStyleSheet();
    s.replaceSync(ownRem(css));
    sheetCache.set(css, s);
  }
  return s;
}

function kebab(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
}

export function parseAttribute(kind: PropKind, value: string | null, tag: string, attr: string): unknown {
  switch (kind) {
    case 'boolean':
      return value !== null && value.toLowerCase() !== 'false';
    case 'number': {
      if (value === null || value.trim() === '') return undefined;
      const n = Number(value);
      if (Number.isFinite(n)) return n;
      console.warn(`[eteris] <${tag}> ignoring ${attr}="${value}": not a number.`);
      return undefined;
    }
    case 'json':
      if (value === null || value.trim() === '') return undefined;
      try {
        return JSON.parse(value) as unknown;
      } catch (err) {
        console.error(`[eteris] <${tag}> ignoring invalid JSON in ${attr}:`, (err as Error).message);
        return undefined;
      }
    case 'property':
      return undefined;
    default:
      return value ?? undefined;
  }
}

/** Attributes every element may carry besides its own (global HTML attributes, ARIA, data-*). */
const GLOBAL_ATTR = /^(id|class|style|slot|part|exportparts|hidden|inert|title|lang|dir|tabindex|role|translate|draggable|autofocus|nonce|is|aria-.*|data-.*|on.*)$/;

/** The element's own attribute nearest to `attr` ignoring case and dashes (`hourwidth` -> `hour-width`). */
function nearest(attr: string, known: string[]): string | undefined {
  const flat = (a: string) => a.replace(/-/g, '').toLowerCase();
  return known.find((k) => flat(k) === flat(attr));
}

interface Registry {
  versions: Record<string, string>;
  warned: Set<string>;
}
function registry(): Registry {
  const g = globalThis as { __eterisRegistry__?: Registry };
  g.__eterisRegistry__ ??= { versions: {}, warned: new Set() };
  return g.__eterisRegistry__;
}

/**
 * The one registration helper: idempotent for the same version, one warning for another version,
 * open shadow root, constructed stylesheets (work under a strict CSP), safe attribute parsing.
 */
export function defineElement<P extends object, E extends EventKey = never>(def: ElementDefinition<P, E>): CustomElementConstructor | undefined {
  const reg = registry();
  const existing = customElements.get(def.tag);
  if (existing) {
    const other = reg.versions[def.tag];
    if (other !== LIB_VERSION && !reg.warned.has(def.tag)) {
      reg.warned.add(def.tag);
      console.warn(`[eteris] <${def.tag}> is already defined by version ${other ?? 'unknown'}; keeping it and ignoring version ${LIB_VERSION}.`);
    }
    return existing;
  }
  const kinds = (def.props ?? {}) as Record<string, PropKind>;
  const attrToProp: Record<string, string> = {};
  for (const name of Object.keys(kinds)) if (kinds[name] !== 'property') attrToProp[kebab(name)] = name;
  const events: Record<string, EventInit> = {};
  for (const e of def.events ?? []) events[callbackName(e)] = { bubbles: true, composed: true };

  const Base = r2wc(def.component as ComponentType<Record<string, unknown>>, { shadow: 'open', props: {}, events }) as unknown as {
    new (): R2wcInstance;
  };
  const styles = [sheet(baseStyles), ...(def.styles ? [sheet(def.styles)] : [])];

  class Element extends Base {
    static get observedAttributes(): string[] {
      return Object.keys(attrToProp);
    }
    constructor() {
      super();
      if (this.shadowRoot) this.shadowRoot.adoptedStyleSheets = styles;
      for (const [attr, name] of Object.entries(attrToProp)) {
        this[PROPS][name] = parseAttribute(kinds[name] as PropKind, this.getAttribute(attr), def.tag, attr);
      }
      // A property a page set before this definition loaded (React, Vue or plain script on an
      // element that was still unknown) sits on the instance and would hide the class's setter:
      // take it over, then apply it through the setter (no attribute may be added in here).
      // React 19 and Vue 3 set a prop the element does not have yet as an attribute of the prop's
      // name ("[object Object]" for rich data, `nodetails` for noDetails); React keeps the real value
      // in the props it stores on the node, Vue in its virtual node: take it from there, and drop
      // that attribute (an upgrade). Only then, so a page without them pays no search.
      const early = reactPropsOf(this) ?? (this.parentNode && Object.keys(kinds).some((k) => this.hasAttribute(k) && !attrToProp[k.toLowerCase()]) ? vuePropsOf(this) : undefined);
      for (const name of Object.keys(kinds)) {
        let value: unknown;
        if (Object.prototype.hasOwnProperty.call(this, name)) {
          value = (this as unknown as Record<string, unknown>)[name];
          delete (this as unknown as Record<string, unknown>)[name];
        } else if (early && Object.prototype.hasOwnProperty.call(early, name) && !attrToProp[name.toLowerCase()] && this.hasAttribute(name)) {
          value = early[name];
          this.removeAttribute(name);
        } else continue;
        this[PROPS][name] = kinds[name] === 'number' && typeof value === 'string' ? parseAttribute('number', value, def.tag, kebab(name)) : value;
        queueMicrotask(() => {
          (this as unknown as Record<string, unknown>)[name] = value;
        });
      }
    }
    connectedCallback(): void {
      (Base.prototype as unknown as { connectedCallback?: () => void }).connectedCallback?.call(this);
      startLayout();
      // on a partner's page only: the operator's own pages carry their gate
      if (crossSitePage()) void import('./auto-gate').then((m) => m.offerGate());
      // an attribute this element does not have is most often a misspelt one: say so, once per name
      for (const a of this.getAttributeNames()) {
        if (attrToProp[a] || GLOBAL_ATTR.test(a)) continue;
        const key = `${def.tag} ${a}`;
        if (reg.warned.has(key)) continue;
        reg.warned.add(key);
        const hint = nearest(a, Object.keys(attrToProp));
        console.warn(`[eteris] <${def.tag}> has no attribute "${a}"${hint ? `; did you mean "${hint}"?` : ''} (it has: ${Object.keys(attrToProp).join(', ') || 'none'}).`);
      }
    }
    attributeChangedCallback(attr: string, _old: string | null, value: string | null): void {
      const name = attrToProp[attr];
      if (!name) return;
      this[PROPS][name] = parseAttribute(kinds[name] as PropKind, value, def.tag, attr);
      this[RENDER]();
    }
  }
  for (const [name, kind] of Object.entries(kinds)) {
    const attr = kebab(name);
    Object.defineProperty(Element.prototype, name, {
      configurable: true,
      enumerable: true,
      get(this: R2wcInstance) {
        return this[PROPS][name];
      },
      set(this: R2wcInstance, v: unknown) {
        if (kind === 'boolean') {
          if (v) this.setAttribute(attr, '');
          else this.removeAttribute(attr);
        }
        else if ((kind === 'string' || kind === 'number') && v !== undefined && v !== null) this.setAttribute(attr, String(v));
        else if (kind === 'string' || kind === 'number') this.removeAttribute(attr);
        else {
          this[PROPS][name] = v;
          this[RENDER]();
        }
      },
    });
  }
  const cls = def.extend ? def.extend(Element) : Element;
  customElements.define(def.tag, cls);
  reg.versions[def.tag] = LIB_VERSION;
  return cls;
}
