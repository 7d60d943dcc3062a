// The 10-foot layout driven by a TV remote alone: arrows move the focus to the nearest control and
// keep it on screen, OK (Enter) opens, Back (Backspace) steps back, and on the home screen Back asks
// before leaving. On a desktop the arrows stay the page's own.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { launch, settled, type E2E } from './browser';
import { msg } from '../helpers/messages';

interface Focus {
  name: string;
  tag: string;
  href: string | null;
  inView: boolean;
  ring: number;
}

/** The focused control through shadow roots: its name, whether it is on screen and its focus ring's width. */
function focus(page: Page): Promise<Focus | null> {
  return page.evaluate(() => {
    let a = document.activeElement;
    while (a?.shadowRoot?.activeElement) a = a.shadowRoot.activeElement;
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
    return {
      name: (a.getAttribute('aria-label') ?? a.textContent ?? '').trim(),
      tag: a.localName,
      href: a instanceof HTMLAnchorElement ? new URL(a.href).pathname : null,
      inView: r.bottom > 0 && r.top < innerHeight && r.right > 0 && r.left < innerWidth,
      ring: ring(a),
    };
  });
}

/** Presses `key` and waits until the focus has moved off the control that had it (or off the page body). */
async function press(page: Page, key: string): Promise<Focus> {
  await page.evaluate(() => {
    let a = document.activeElement;
    while (a?.shadowRoot?.activeElement) a = a.shadowRoot.activeElement;
    (window as { __wasFocused?: Element | null }).__wasFocused = a;
  });
  await page.keyboard.press(key);
  await page.waitForFunction(() => {
    let a = document.activeElement;
    while (a?.shadowRoot?.activeElement) a = a.shadowRoot.activeElement;
    return !!a && a !== document.body && a !== (window as { __wasFocused?: Element | null }).__wasFocused;
  });
  const f = await focus(page);
  assert.ok(f, `focus after ${key}`);
  return f;
}

describe('the 10-foot layout by remote', () => {
  let e: E2E;
  let base: string;
  before(async () => {
    e = await launch();
    base = e.server.url;
    await e.page.setViewportSize({ width: 1920, height: 1080 });
  });
  after(() => e.close());

  it('on a desktop the arrows leave the focus where it is', async () => {
    await e.page.goto(`${base}/vod`);
    await settled(e.page);
    assert.equal(await e.page.evaluate(() => document.documentElement.dataset['eterisLayout'] ?? null), null);
    await e.page.keyboard.press('ArrowDown');
    assert.equal(await focus(e.page), null);
  });

  it('walks the catalogue by arrows, opens a title with OK and comes back with Back', async () => {
    await e.page.goto(`${base}/vod?layout=tv`);
    await settled(e.page);
    assert.equal(await e.page.evaluate(() => document.documentElement.dataset['eterisLayout']), 'tv');
    let f = await press(e.page, 'ArrowDown');
    assert.ok(f.inView && f.ring >= 4, `first stop ${JSON.stringify(f)}`);
    // down until a title's poster has the focus, every stop on screen with a ring seen from afar
    for (let i = 0; i < 30 && !(f.href === '/vod-about' || f.href === '/group'); i++) {
      f = await press(e.page, 'ArrowDown');
      assert.ok(f.inView, `stop ${i} on screen: ${JSON.stringify(f)}`);
      assert.ok(f.ring >= 4, `stop ${i} ring: ${JSON.stringify(f)}`);
    }
    assert.ok(f.href === '/vod-about' || f.href === '/group', `reached a title: ${JSON.stringify(f)}`);
    const first = f;
    f = await press(e.page, 'ArrowRight');
    assert.notEqual(f.name, first.name, 'Right moves along the row');
    f = await press(e.page, 'ArrowLeft');
    assert.equal(f.name, first.name, 'Left comes back');

    await Promise.all([e.page.waitForURL((u) => u.pathname === first.href), e.page.keyboard.press('Enter')]);
    await settled(e.page);
    assert.equal(await e.page.evaluate(() => document.documentElement.dataset['eterisLayout']), 'tv', 'the layout stays on');
    await Promise.all([e.page.waitForURL((u) => u.pathname === '/vod'), e.page.keyboard.press('Backspace')]);
  });

  it('Back on the home screen asks before leaving; Stay keeps the viewer there', async () => {
    await e.page.goto(`${base}/?layout=tv`);
    await settled(e.page);
    const f = await press(e.page, 'ArrowDown');
    await e.page.keyboard.press('Backspace');
    const dialog = e.page.getByRole('dialog', { name: msg('remote.leave_title') });
    await dialog.waitFor();
    const stay = await focus(e.page);
    assert.equal(stay?.name, msg('remote.stay'), 'the focus is on Stay');
    // the arrows stay inside the question
    const leave = await press(e.page, 'ArrowRight');
    assert.equal(leave.name, msg('remote.leave'));
    await press(e.page, 'ArrowLeft');
    await e.page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    assert.equal(new URL(e.page.url()).pathname, '/');
    assert.equal((await focus(e.page))?.name, f.name, 'the focus is back where it was');
  });
});
