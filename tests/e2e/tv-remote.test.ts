// The 10-foot layout driven by a TV remote alone: arrows move the focus to the nearest control and
// keep it on screen, OK (Enter) opens, Back (Backspace) steps back, and on the home screen Back asks
// before leaving. On a desktop the arrows stay the page's own.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Route } from 'playwright-core';
import { settled, type E2E } from './browser';
import { msg } from '../helpers/messages';
import { focus, launchTv, press } from './remote';

describe('the 10-foot layout by remote', () => {
  let e: E2E;
  let base: string;
  before(async () => {
    e = await launchTv();
    base = e.server.url;
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

  it('a key pressed before the remote\'s code is in is handled once it is', async () => {
    const { page } = e;
    // a slow box: the remote's code answers only after the viewer has pressed Down
    const isRemote = (u: URL) => /\/chunks\/spatial\.js$/.test(u.pathname);
    const held: Route[] = [];
    const asked = new Promise<void>((resolve) => {
      void page.route(isRemote, (route) => {
        held.push(route);
        resolve();
      });
    });
    try {
      await page.goto(`${base}/vod?layout=tv`);
      await settled(page);
      await asked;
      await page.keyboard.press('ArrowDown');
      assert.equal(await focus(page), null, 'nothing moves before the code is in');
    } finally {
      await Promise.all(held.map((r) => r.continue()));
      await page.unroute(isRemote);
    }
    await page.waitForFunction(() => {
      let a = document.activeElement;
      while (a?.shadowRoot?.activeElement) a = a.shadowRoot.activeElement;
      return !!a && a !== document.body;
    });
    const f = await focus(page);
    assert.ok(f?.inView && f.ring >= 4, `the Down pressed early: ${JSON.stringify(f)}`);
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
