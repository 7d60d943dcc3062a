// A rental in the 10-foot layout at 1920x1080 by the remote's keys alone (arrows, OK = Enter, Back =
// Backspace): anna rents a film from home (details, Rent, the PIN on the on-screen keypad) and it
// plays, with where the focus is after each step; then takes a title off the wishlist, and the focus
// stays on the grid.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import type { E2E } from './browser';
import { msg } from '../helpers/messages';
import { arrowTo, focus, focusedOn, launchTv, openTv, press, seen, signInTv, type Focus } from './remote';

/** OK on the focused control, and the page it leads to. */
async function enterTo(page: Page, path: string): Promise<void> {
  await Promise.all([page.waitForURL((u) => u.pathname === path), page.keyboard.press('Enter')]);
}

/** Whether the focused card's row (a <tv-vod-row>) has a film to rent. */
function inRentRow(page: Page): Promise<boolean> {
  return page.evaluate((badge) => {
    let a = document.activeElement;
    while (a?.shadowRoot?.activeElement) {
      if (a.localName === 'tv-vod-row') return [...a.shadowRoot.querySelectorAll('a.card .badge')].some((b) => b.textContent?.includes(badge));
      a = a.shadowRoot.activeElement;
    }
    return false;
  }, msg('vod_row.rent'));
}

describe('a rental by remote in the 10-foot layout', () => {
  let e: E2E;
  let base: string;
  before(async () => {
    e = await launchTv();
    base = e.server.url;
  });
  after(() => e.close());

  it('rents a film: its details, Rent, the PIN on the keypad, and it plays', async () => {
    const { page } = e;
    await signInTv(page, base, 'anna@example.lt', 'Anna');
    // down the home screen to a row with a film to rent, then along it to that film
    const rent = new RegExp(msg('vod_row.rent'));
    let f = await press(page, 'ArrowDown');
    for (let i = 0; i < 12 && !(await inRentRow(page)); i++) {
      f = await press(page, 'ArrowDown');
      seen(f, `down the home screen, stop ${i}`);
    }
    f = await arrowTo(page, 'ArrowRight', (x) => x.href === '/vod-about' && rent.test(x.name), 30);
    seen(f, 'the film to rent');
    await enterTo(page, '/vod-about');
    const id = Number(new URL(page.url()).searchParams.get('id'));
    const item = (await (await fetch(`${base}/api/public/v1/vod/${id}?lang=lt`)).json()) as { type: string; price: { rent: string } };
    assert.equal(item.type, 'tvod');
    const label = msg('vod_details.rent', { price: item.price.rent });
    const details = page.locator('tv-vod-details');
    await details.getByRole('button', { name: label }).waitFor();
    f = (await focus(page)) ?? (await press(page, 'ArrowDown'));
    f = await arrowTo(page, 'ArrowDown', label, 10);
    seen(f, 'Rent');
    await page.keyboard.press('Enter');
    // the PIN on the on-screen keypad: 0 0 0 0
    const dialog = details.getByRole('dialog', { name: msg('purchase.pin_title') });
    await dialog.waitFor();
    f = await focusedOn(page, '1');
    seen(f, 'the keypad');
    assert.equal((await press(page, 'ArrowRight')).name, '2');
    f = await arrowTo(page, 'ArrowDown', '0', 4);
    const bought = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname.endsWith('/purchases'));
    for (let i = 0; i < 4; i++) await page.keyboard.press('Enter');
    assert.equal((await bought).status(), 201);
    const done = details.getByRole('dialog', { name: msg('purchase.success_title') });
    await done.waitFor();
    f = await arrowTo(page, 'ArrowDown', msg('purchase.play'), 5);
    seen(f, 'Play in the success dialog');
    await enterTo(page, '/vod-play');
    await page.waitForFunction(
      () => {
        const v = document.querySelector('tv-player')?.shadowRoot?.querySelector('video');
        return !!v && !v.paused && v.readyState >= 3 && v.currentTime > 0.5;
      },
      undefined,
      { timeout: 30_000 },
    );
    f = (await focus(page))!;
    assert.ok(f, 'the focus on the player');
  });

  it('takes a title off the wishlist by OK on its heart, and the focus goes to the title now in its place', async () => {
    const { page } = e;
    await openTv(page, base, '/wishlist');
    const wishlist = page.locator('tv-wishlist-page');
    await wishlist.getByRole('status').filter({ hasText: msg('wishlist.count', { count: 2 }) }).waitFor();
    // the heart's name is "Remove {title} from my list"
    const [pre, post] = msg('wishlist.remove_named').split('{{title}}') as [string, string];
    const heart = (x: Focus) => x.tag === 'button' && x.name.startsWith(pre) && x.name.endsWith(post);
    // down onto the first title, and up onto its heart (at the poster's top corner)
    let f = await press(page, 'ArrowDown');
    if (!heart(f)) {
      f = await arrowTo(page, 'ArrowDown', (x) => x.href === '/vod-about' || x.href === '/group', 10);
      f = await press(page, 'ArrowUp');
    }
    assert.ok(heart(f), `Up from the title: ${JSON.stringify(f)}`);
    seen(f, 'the first title\'s heart');
    const removed = f.name;
    await page.keyboard.press('Enter');
    await wishlist.getByRole('status').filter({ hasText: msg('wishlist.count', { count: 1 }) }).waitFor();
    // the heart went with its title: the focus is on the heart of the title that took its place,
    // not on the page body where no arrow starts from
    f = (await focus(page))!;
    assert.ok(f && heart(f) && f.name !== removed, `the focus after the title went: ${JSON.stringify(f)}`);
    seen(f, 'the next title\'s heart');
  });
});
