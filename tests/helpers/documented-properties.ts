// Checks that each CSS custom property the manifest documents for an element changes what it shows:
// set on the element, it changes a computed style of the element or of its shadow tree. Each
// (element, property) pair is checked in the state where the element shows what the property styles
// (a household's page, a visitor's, a failed request): `sceneOf` says which.
import { expect, fixture } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { until } from './env';

export type Scene = 'household' | 'visitor' | 'offline' | 'action';

interface Decl {
  tagName: string;
  cssProperties: { name: string }[];
}

/** Attributes an element needs to show its content (a row, a channel, a programme). */
const ATTRS: Record<string, string> = {
  'tv-vod-row': 'row-id="6"',
  'tv-epg-grid': 'genre-id="1"',
  'tv-player': 'channel-id="1"',
  'tv-vod-details': 'vod-id="1"',
  'tv-notice-page': 'route="vod"',
  'tv-mobile-landing': 'mobile="true"',
  'tv-plan-actions': 'action="change"',
  'tv-series': 'group-id="1"',
  'tv-settings': 'view="profiles"',
};

/**
 * Elements checked in a wide window (the runner's is 800 x 600): the live page sizes its guide by
 * --tv-epg-height from 900 px wide; narrower, the guide fills the window.
 */
const WIDE = new Set(['tv-live-page']);

/** Pairs shown only outside a household's page; error texts show when a request fails. */
const SCENES: Record<string, Record<string, Scene>> = {
  'tv-nav': { '--tv-color-accent-text': 'visitor', '--tv-color-surface': 'visitor' },
  'tv-wishlist-page': { '--tv-color-accent-text': 'visitor', '--tv-color-surface': 'visitor' },
  'tv-vod-row': { '--tv-color-muted': 'offline', '--tv-color-surface': 'offline' },
  // a film the catalogue does not have: its page says so
  'tv-vod-details': { '--tv-color-error': 'household' },
};

/**
 * Pairs an element shows only after a user's action (an invalid form, an open dialog, a failed
 * change): src/elements/shared/properties-actions.test.tsx performs the action, then checks them.
 */
export const AFTER_ACTION: Record<string, { action: string; props: string[] }> = {
  'tv-elements-page': { action: 'a word typed into a number field', props: ['--tv-color-accent', '--tv-color-accent-text', '--tv-color-error', '--tv-color-muted'] },
  'tv-notice-page': { action: 'Log out', props: ['--tv-color-muted'] },
  'tv-extra-page': { action: 'a page that fails to load', props: ['--tv-color-focus', '--tv-color-muted', '--tv-color-surface-2', '--tv-focus-width', '--tv-radius'] },
  'tv-session-gate': { action: 'a new account signed in before verifying its address', props: ['--tv-color-bg', '--tv-color-focus', '--tv-color-muted', '--tv-focus-width'] },
  'tv-reminders': { action: 'a reminder that arrives and one that fails to be set', props: ['--tv-color-accent', '--tv-color-accent-text', '--tv-color-error', '--tv-color-focus', '--tv-color-muted', '--tv-color-surface', '--tv-color-surface-2', '--tv-focus-width', '--tv-radius'] },
  'tv-recordings': { action: 'a failed deletion', props: ['--tv-color-error'] },
  'tv-plan-actions': { action: 'plans that fail to load', props: ['--tv-color-error'] },
  'tv-search-page': { action: 'a search, then a failed wishlist change', props: ['--tv-color-error', '--tv-poster-width'] },
  'tv-wishlist-page': { action: 'a failed wishlist change', props: ['--tv-color-error'] },
  'tv-vod-row': { action: 'a failed wishlist change', props: ['--tv-color-error'] },
  'tv-vod-page': { action: 'a failed wishlist change', props: ['--tv-color-error'] },
  'tv-series': { action: 'a failed wishlist change', props: ['--tv-color-error'] },
  'tv-settings': { action: 'a profile opened in Manage profiles', props: ['--tv-color-accent', '--tv-color-accent-text', '--tv-color-bg', '--tv-color-error', '--tv-color-focus', '--tv-color-muted', '--tv-color-surface', '--tv-color-surface-2', '--tv-focus-width', '--tv-radius'] },
  'tv-sign-up': { action: 'a form sent empty', props: ['--tv-color-error'] },
  'tv-register': { action: 'a form sent empty', props: ['--tv-color-error'] },
  'tv-password-recovery': { action: 'a form sent empty', props: ['--tv-color-error'] },
  'tv-activate': { action: 'a code of the wrong shape', props: ['--tv-color-error'] },
  'tv-epg-grid': { action: 'a guide that fails to load', props: ['--tv-color-error'] },
  'tv-player': { action: 'Subscribe now on a film the plan does not include', props: ['--tv-color-bg', '--tv-color-muted'] },
};

/** The scene that checks (tag, prop): every documented pair has one. */
export function sceneOf(tag: string, prop: string): Scene {
  if (AFTER_ACTION[tag]?.props.includes(prop)) return 'action';
  return SCENES[tag]?.[prop] ?? (prop === '--tv-color-error' ? 'offline' : 'household');
}

/** Computed styles a theme property can reach. */
const STYLES = [
  'color', 'background-color', 'background-image', 'border-top-color', 'border-left-color', 'border-bottom-color', 'border-top-left-radius',
  'outline-color', 'outline-width', 'font-family', 'font-size', 'line-height', 'width', 'height', 'min-height', 'fill', 'stroke', 'box-shadow',
  'right', 'bottom', 'grid-template-columns', 'text-decoration-color', 'caret-color', 'accent-color',
];

/** A value for `name` that differs from any default. */
function testValue(name: string): string {
  if (/color|-bg$/.test(name)) return 'rgb(1, 2, 3)';
  if (name === '--tv-font') return 'monospace';
  if (name === '--tv-line-height') return '3';
  return '37px';
}

/** The host and every element of its shadow tree (nested elements' trees too): their computed styles. */
function styles(host: Element): string {
  const one = (n: Element) => {
    const cs = getComputedStyle(n);
    return STYLES.map((p) => cs.getPropertyValue(p)).join('|');
  };
  const out = [one(host)];
  const walk = (root: ShadowRoot) => {
    for (const n of root.querySelectorAll('*')) {
      out.push(one(n));
      if (n.shadowRoot) walk(n.shadowRoot);
    }
  };
  if (host.shadowRoot) walk(host.shadowRoot);
  return out.join('\n');
}

/** The first thing a keyboard user could focus in the element, for the focus ring's properties. */
function focusable(root: ShadowRoot | null): HTMLElement | null {
  for (const n of root?.querySelectorAll<HTMLElement>('*') ?? []) {
    if (n.matches('a[href], button:not([disabled]), input, select, textarea, [tabindex]') && n.tabIndex >= 0 && n.getClientRects().length) return n;
    const inner = focusable(n.shadowRoot);
    if (inner) return inner;
  }
  return null;
}

/** The properties whose setting changes nothing in the element as it is now (read in one task). */
function inert(el: HTMLElement, names: string[]): string[] {
  (focusable(el.shadowRoot) ?? el).focus({ focusVisible: true } as FocusOptions);
  const before = styles(el);
  return names.filter((name) => {
    el.style.setProperty(name, testValue(name));
    const after = styles(el);
    el.style.removeProperty(name);
    return after === before;
  });
}

async function manifest(): Promise<Decl[]> {
  const m = (await (await fetch('/dist/custom-elements.json')).json()) as { modules: { declarations: Decl[] }[] };
  return m.modules.map((x) => x.declarations[0]!);
}

/** Each of `names`, set on `el`, changes what it shows (waits up to 15 s for the element to show it). */
export async function expectEachChanges(el: HTMLElement, names: string[]): Promise<void> {
  let left = names;
  try {
    await until(() => {
      left = inert(el, names);
      expect(left).to.deep.equal([]);
    }, 15_000);
  } catch {
    expect(left, `<${el.localName}>: documented properties that change nothing`).to.deep.equal([]);
  }
}

/** The manifest's (element, properties) pairs that `scene` checks. */
export async function pairsOf(scene: Scene): Promise<{ tag: string; names: string[] }[]> {
  return (await manifest())
    .map((d) => ({ tag: d.tagName, names: d.cssProperties.map((p) => p.name).filter((n) => sceneOf(d.tagName, n) === scene) }))
    .filter((d) => d.names.length);
}

/** Attributes `tag` needs to show its content. */
export const attrsOf = (tag: string): string => ATTRS[tag] ?? '';

/** One test per element with pairs in `scene`: each of them changes what the element shows. */
export async function describeScene(scene: Scene, setup: () => Promise<unknown>): Promise<void> {
  const decls = await pairsOf(scene);
  describe(`documented CSS custom properties (${scene})`, () => {
    before(setup);
    for (const { tag, names } of decls) {
      it(`<${tag}>: ${names.join(', ')} each change what it shows`, async () => {
        const { innerWidth: width, innerHeight: height } = window;
        if (WIDE.has(tag)) await setViewport({ width: 1280, height: 800 });
        try {
          const el = await fixture<HTMLElement>(`<${tag} ${attrsOf(tag)}></${tag}>`);
          await expectEachChanges(el, names);
        } finally {
          if (WIDE.has(tag)) await setViewport({ width, height });
        }
      });
    }
  });
}
