// Shared helpers of the 10-foot layout's end-to-end tests: a page driven by the remote's keys alone
// (arrows, OK = Enter, Back = Backspace, the coloured keys), and where the focus is after each key.
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import type { Server } from '../server/helpers';
import { launch, logIn, settled, type E2E } from './browser';
import { msg } from '../helpers/messages';

export interface Focus {
  name: string;
  tag: string;
  role: string | null;
  href: string | null;
  inView: boolean;
  ring: number;
  /** The control with its whole focus ring inside the window (none of the ring cut off by its edges). */
  ringInView: boolean;
  /** The control is on the main menu's bar (inside <tv-nav>). */
  bar: boolean;
}

/**
 * Page-side: the focused control through shadow roots, or null on the page body (or, with `moved`,
 * while it is still the control marked before a key was pressed).
 */
function readFocus(moved: boolean): Focus | null {
  let a = document.activeElement;
  while (a?.shadowRoot?.activeElement) a = a.shadowRoot.activeElement;
  if (moved && a === (window as { __wasFocused?: Element | null }).__wasFocused) return null;
  if (!a || a === document.body || a === document.documentElement) return null;
  const r = a.getBoundingClientRect();
  // the focus ring: the outline, or a box-shadow ring on the control or its picture (posters)
  const ring = (el: Element): number => {
    if (!el.matches(':focus-visible')) return 0;
    const st = getComputedStyle(el);
    const outline = st.outlineStyle === 'none' ? 0 : parseFloat(st.outlineWidth);
    const spreads = [el, ...el.querySelectorAll('*')].map((x) => /(-?[\d.]+)px\s*$/.exec(getComputedStyle(x).boxShadow.split(',').pop() ?? '')?.[1]).map((v) => Number(v ?? 0));
    return Math.max(outline, ...spreads);
  };
  const width = ring(a);
  const st = getComputedStyle(a);
  const out = width + (st.outlineStyle === 'none' ? 0 : Math.max(0, parseFloat(st.outlineOffset)));
  let host: Element | null = a;
  while (host && !host.closest('tv-nav')) host = host.getRootNode() instanceof ShadowRoot ? (host.getRootNode() as ShadowRoot).host : null;
  return {
    name: (a.getAttribute('aria-label') ?? a.textContent ?? '').trim(),
    tag: a.localName,
    role: a.getAttribute('role'),
    href: a instanceof HTMLAnchorElement ? new URL(a.href).pathname : null,
    inView: r.bottom > 0 && r.top < innerHeight && r.right > 0 && r.left < innerWidth,
    ring: width,
    ringInView: r.left - out >= 0 && r.top - out >= 0 && r.right + out <= innerWidth && r.bottom + out <= innerHeight,
    bar: !!host,
  };
}

/** The focused control through shadow roots (null on the page body): its name, whether it is on screen and its focus ring's width. */
export function focus(page: Page): Promise<Focus | null> {
  return page.evaluate(readFocus, false);
}

/** Presses `key` and waits until the focus has moved off the control that had it (or off the page body). */
export async function press(page: Page, key: string): Promise<Focus> {
  await page.evaluate(() => {
    let a = document.activeElement;
    while (a?.shadowRoot?.activeElement) a = a.shadowRoot.activeElement;
    (window as { __wasFocused?: Element | null }).__wasFocused = a;
  });
  await page.keyboard.press(key);
  // read where the focus went in the same look that sees it move (a re-render may take it later)
  const moved = await page.waitForFunction(readFocus, true).catch(async (err: Error) => {
    throw new Error(`the focus did not move on ${key} from ${JSON.stringify(await focus(page))} (lang ${await page.evaluate(() => document.documentElement.lang)}): ${err.message}`);
  });
  const f = (await moved.jsonValue()) as Focus | null;
  assert.ok(f, `focus after ${key}`);
  return f;
}

/** Waits until the focused control (through shadow roots) has `name`, and returns it. */
export async function focusedOn(page: Page, name: string | RegExp): Promise<Focus> {
  const src = typeof name === 'string' ? { s: name } : { re: name.source, flags: name.flags };
  await page.waitForFunction((n) => {
    let a = document.activeElement;
    while (a?.shadowRoot?.activeElement) a = a.shadowRoot.activeElement;
    if (!a || a === document.body) return false;
    const text = (a.getAttribute('aria-label') ?? a.textContent ?? '').trim();
    return 's' in n ? text === n.s : new RegExp(n.re!, n.flags).test(text);
  }, src as { s?: string; re?: string; flags?: string });
  return (await focus(page))!;
}

/** Presses arrows until the focus is on `name` (or a control `name` accepts; at most `max` presses), asserting every stop is seen. */
export async function arrowTo(page: Page, key: string, name: string | RegExp | ((f: Focus) => boolean), max = 20): Promise<Focus> {
  const hit = (f: Focus | null) => !!f && (typeof name === 'string' ? f.name === name : name instanceof RegExp ? name.test(f.name) : name(f));
  let f = await focus(page);
  for (let i = 0; i < max && !hit(f); i++) {
    f = await press(page, key);
    assert.ok(f.inView && f.ring >= 4, `stop ${i} on ${key} toward ${String(name)}: ${JSON.stringify(f)}`);
  }
  assert.ok(hit(f), `reached ${String(name)}: ${JSON.stringify(f)}`);
  return f!;
}

/** A remote's coloured key, as a TV browser sends it (its key value and its CE-HTML keyCode). */
export async function colourKey(page: Page, colour: 'red' | 'green' | 'yellow' | 'blue'): Promise<void> {
  const key = { red: 'ColorF0Red', green: 'ColorF1Green', yellow: 'ColorF2Yellow', blue: 'ColorF3Blue' }[colour];
  const code = { red: 403, green: 404, yellow: 405, blue: 406 }[colour];
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchKeyEvent', { type: 'rawKeyDown', key, windowsVirtualKeyCode: code, nativeVirtualKeyCode: code });
  await cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', key, windowsVirtualKeyCode: code, nativeVirtualKeyCode: code });
  await cdp.detach();
}

/** Opens `path` in the 10-foot layout and waits until the page has drawn itself. */
export async function openTv(page: Page, base: string, path: string): Promise<void> {
  await page.goto(`${base}${path}${path.includes('?') ? '&' : '?'}layout=tv`);
  await settled(page);
  await page.waitForFunction(() => document.documentElement.dataset['eterisLayout'] === 'tv');
}

/** A stop the viewer sees from afar: on screen, its whole ring in the window. */
export function seen(f: Focus | null, what: string): asserts f is Focus {
  assert.ok(f && f.ring >= 4 && f.ringInView, `${what}: ${JSON.stringify(f)}`);
}

/** A fresh browser context at 1920x1080, the screen the 10-foot layout is made for (on `server`, else a backend of its own). */
export async function launchTv(opts: { server?: Server } = {}): Promise<E2E> {
  const e = await launch(opts);
  await e.page.setViewportSize({ width: 1920, height: 1080 });
  return e;
}

/**
 * Signs `email` in and opens the home screen in the 10-foot layout; with `profile` (one without a
 * PIN), OK on it in "Who is watching?", where the focus starts on the first profile.
 */
export async function signInTv(page: Page, base: string, email: string, profile?: string): Promise<void> {
  await logIn(page, base, email, { open: null });
  await openTv(page, base, '/');
  if (!profile) return;
  const choose = (name: string) => new RegExp(`^${msg('session.choose_profile', { name })}`);
  await focusedOn(page, choose('.+'));
  await arrowTo(page, 'ArrowRight', choose(profile), 5);
  await page.keyboard.press('Enter');
  await page.locator('tv-session-gate').getByRole('list', { name: msg('session.choose_title') }).waitFor({ state: 'detached' });
}
