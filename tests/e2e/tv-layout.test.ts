// The /tv screen's layout as a subscriber meets it: the picture and at least 8 channel rows of the
// guide at once while a channel plays, details that never move the guide, a page that does not
// scroll (the guide does), the guide one tab stop away from the page top (skip link), and zapping
// that the address and the details follow.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { launch, logIn, type E2E } from './browser';
import { msg } from '../helpers/messages';

/** Resolves once the player's shown <video> fires its own `playing` (or already plays frames). */
function videoPlays(page: Page): Promise<void> {
  return page.locator('tv-player').evaluate(
    (el) =>
      new Promise<void>((resolve) => {
        const root = el.shadowRoot!;
        const check = () => {
          const v = root.querySelector<HTMLVideoElement>('.screen > video:not(.standby)') ?? root.querySelector('video');
          if (v && !v.paused && v.readyState >= 3 && v.currentTime > 0) return resolve();
          v?.addEventListener('playing', () => resolve(), { once: true });
        };
        check();
        // a zap may swap in another <video>: look again whenever the screen changes
        new MutationObserver(check).observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['class'] });
      }),
  );
}

/**
 * A programme of the guide's row `row` (1-based) in view, and the middle of its part in view, to
 * click there (cells out of view are recycled while scrolling; a click on a cell's middle out of
 * view would scroll the guide first, and the cell drawn there may then be another programme).
 * `last`: the last such cell, else the first; `seenPx`: how much of it must be in view. Waits for
 * the guide to draw it: the guide has the programmes of that row for the hours in view once they
 * were fetched (a zap re-positions it, and a view that reaches into the next UTC day asks for that
 * day's block), and draws them in a frame: looked for at each frame.
 */
async function cellInView(page: Page, row: number, seenPx: number, last: boolean): Promise<{ id: string; x: number; y: number }> {
  const hit = await page
    .waitForFunction(
      ([row, seenPx, last]) => {
        const g = document.querySelector('tv-live-page')?.shadowRoot?.querySelector('tv-epg-grid')?.shadowRoot;
        const scroller = g?.querySelector('.scroller');
        if (!g || !scroller) return null;
        const view = scroller.getBoundingClientRect();
        const seen = (b: DOMRect) => Math.min(b.right, view.right) - Math.max(b.left, view.left + 168);
        const inView = [...g.querySelectorAll<HTMLElement>(`[role="row"][aria-rowindex="${row}"] [role="gridcell"]`)].filter((c) => seen(c.getBoundingClientRect()) > (seenPx as number));
        const c = last ? inView.at(-1) : inView[0];
        if (!c?.id) return null;
        const b = c.getBoundingClientRect();
        return { id: c.id, x: (Math.max(b.left, view.left + 168) + Math.min(b.right, view.right)) / 2, y: b.top + b.height / 2 };
      },
      [row, seenPx, last] as const,
      { polling: 'raf', timeout: 10_000 },
    )
    .catch((err: Error) => {
      throw new Error(`no programme of the guide's row ${row} in view: ${err.message}`);
    });
  return (await hit.jsonValue())!;
}

/** The player's box and every visible control of its control bar's row (buttons and the volume slider). */
function controlBar(page: Page): Promise<{ player: { left: number; right: number }; controls: { name: string; left: number; right: number; middle: number }[] }> {
  return page.locator('tv-player').evaluate((el) => {
    const root = el.shadowRoot!;
    const p = root.querySelector('[part="player"]')!.getBoundingClientRect();
    const controls = [...root.querySelectorAll<HTMLElement>('[part="control-bar"] .row button, [part="control-bar"] .row input')]
      .map((c) => ({ c, b: c.getBoundingClientRect() }))
      .filter(({ b }) => b.width > 0 && b.height > 0)
      .map(({ c, b }) => ({ name: c.getAttribute('aria-label') ?? c.textContent ?? '', left: b.left, right: b.right, middle: Math.round(b.top + b.height / 2) }));
    return { player: { left: p.left, right: p.right }, controls };
  });
}

interface Geometry {
  rows: number;
  grid: { top: number; left: number; width: number; height: number };
  pageScrolls: boolean;
  player: { width: number; height: number };
}

/** Channel rows fully visible inside the guide's scroller (below the time header) and in the window. */
function geometry(page: Page): Promise<Geometry> {
  return page.locator('tv-live-page').evaluate((host) => {
    const grid = host.shadowRoot!.querySelector('tv-epg-grid')!.shadowRoot!;
    const scroller = grid.querySelector('.scroller')!.getBoundingClientRect();
    const head = grid.querySelector('.time')!.getBoundingClientRect();
    const bottom = Math.min(scroller.bottom, window.innerHeight);
    const rows = [...grid.querySelectorAll('[role="row"]')].filter((r) => {
      const b = r.getBoundingClientRect();
      return b.height > 0 && b.top >= head.bottom - 1 && b.bottom <= bottom + 1;
    }).length;
    const se = document.scrollingElement!;
    se.scrollTop = 10_000;
    const pageScrolls = se.scrollTop > 0 || se.scrollHeight > se.clientHeight;
    se.scrollTop = 0;
    const p = host.shadowRoot!.querySelector('tv-player')!.getBoundingClientRect();
    return {
      rows,
      grid: { top: scroller.top, left: scroller.left, width: scroller.width, height: scroller.height },
      pageScrolls,
      player: { width: Math.round(p.width), height: Math.round(p.height) },
    };
  });
}

describe('the /tv screen layout', () => {
  let e: E2E;
  before(async () => {
    e = await launch();
    await logIn(e.page, e.server.url, 'petras@example.lt', { open: null }); // each test opens /tv
  });
  after(() => e.close());

  for (const [width, height] of [[1280, 800], [1024, 768], [1920, 1080]] as const) {
    it(`shows the picture and at least 8 channel rows at ${width}x${height}; details never move the guide; the page does not scroll`, async () => {
      const { page, server } = e;
      await page.setViewportSize({ width, height });
      await page.goto(`${server.url}/tv`);
      const tv = page.locator('tv-live-page');
      const grid = tv.getByRole('grid', { name: msg('epg.grid_label') });
      await grid.getByRole('rowheader', { name: /LRT Televizija/ }).waitFor();
      const playing = videoPlays(page);
      // (from the keyboard: the player's own control bar may cover its Start button's middle)
      await tv.locator('tv-player').getByRole('button', { name: msg('player.start_playback') }).focus();
      await page.keyboard.press('Enter');
      await playing;
      // The control bar is on one line and inside the player at every width the layout gives it.
      const bar = await controlBar(page);
      assert.ok(bar.controls.length >= 10, `${bar.controls.length} controls in the bar`);
      for (const c of bar.controls) {
        assert.ok(Math.abs(c.middle - bar.controls[0]!.middle) <= 2, `${c.name} on the bar's line at ${width}x${height} (${c.middle} vs ${bar.controls[0]!.middle})`);
        assert.ok(c.left >= bar.player.left - 0.5 && c.right <= bar.player.right + 0.5, `${c.name} inside the ${bar.player.right - bar.player.left} px player at ${width}x${height} (${c.left}-${c.right})`);
      }
      const before = await geometry(page);
      assert.ok(before.rows >= 8, `${before.rows} channel rows visible at ${width}x${height}`);
      assert.equal(before.pageScrolls, false, 'the page itself does not scroll');
      // Zapping puts the channel and its programme in the address and the details.
      await page.waitForURL(/\/tv\/0\/1\/\d+$/);
      const details = tv.getByRole('region', { name: msg('epg.player') });
      await details.getByRole('heading', { level: 2 }).waitFor();
      // A programme opened from the guide: the details open beside the picture, the guide stays put.
      // a programme of the third channel in view, clicked in the middle of its part in view
      const { id, x, y } = await cellInView(page, 3, 60, true);
      const cell = grid.locator(`#${id}`);
      const title = (await cell.evaluate((el) => el.firstChild?.textContent ?? ''))!;
      await page.mouse.click(x, y);
      await details.getByRole('heading', { name: title }).waitFor();
      const after = await geometry(page);
      assert.deepEqual(after.grid, before.grid, 'opening details does not move or resize the guide');
      assert.ok(after.rows >= 8);
      assert.equal(after.pageScrolls, false);
      assert.deepEqual(e.errors, []);
    });
  }

  it('shows the control bar\'s clock in full beside the picture, in lt, en and ru, from 1024 to 1920 px', async () => {
    const { page, server } = e;
    // the language a page load chose last (kept for the next pages): lt again for the next tests
    let chosen = 'lt';
    try {
      // one page load per language (a language is chosen by a load); the widths by resizing the
      // window under the playing page: the control bar's layout is its container queries'
      for (const lang of ['ru', 'en', 'lt'] as const) {
        await page.setViewportSize({ width: 1920, height: 1080 });
        await page.goto(`${server.url}/tv?lang=${lang}`);
        chosen = lang;
        const tv = page.locator('tv-live-page');
        await tv.getByRole('grid', { name: msg('epg.grid_label', {}, lang) }).getByRole('rowheader').first().waitFor();
        const playing = videoPlays(page);
        await tv.locator('tv-player').getByRole('button', { name: msg('player.start_playback', {}, lang) }).focus();
        await page.keyboard.press('Enter');
        await playing;
        for (const [width, height] of [[1920, 1080], [1280, 800], [1024, 768]] as const) {
          await page.setViewportSize({ width, height });
          // (the next frame: laid out at the new size)
          await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
          const clock = await tv.locator('tv-player').evaluate((el) => {
            const t = el.shadowRoot!.querySelector<HTMLElement>('[part="control-bar"] .row > .time')!;
            return { text: t.textContent ?? '', shown: t.clientWidth, needed: t.scrollWidth };
          });
          assert.match(clock.text, /\d\d:\d\d/, `the clock at ${width} px in ${lang}`);
          assert.ok(clock.needed <= clock.shown + 1, `the clock "${clock.text}" cut (${clock.shown} of ${clock.needed} px) at ${width}x${height} in ${lang}`);
        }
      }
    } finally {
      if (chosen !== 'lt') await page.goto(`${server.url}/tv?lang=lt`);
    }
  });

  it('at 360x740 (a phone): the picture on top, the guide filling the rest, the details a sheet over the guide that closes back onto the programme; the page never scrolls', async () => {
    const { page, server } = e;
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`${server.url}/tv`);
    const tv = page.locator('tv-live-page');
    const grid = tv.getByRole('grid', { name: msg('epg.grid_label') });
    await grid.getByRole('rowheader', { name: /LRT Televizija/ }).waitFor();
    const playing = videoPlays(page);
    await tv.locator('tv-player').getByRole('button', { name: msg('player.start_playback') }).focus();
    await page.keyboard.press('Enter');
    await playing;
    await page.waitForURL(/\/tv\/0\/1\/\d+$/);
    // (the details region of the programme, inside the sheet on a phone)
    const sheet = tv.getByRole('region', { name: msg('epg.details') });
    // zapping fills the details in, but does not open the sheet over the guide
    assert.equal(await sheet.count(), 0, 'no sheet while only a channel plays');
    /** The page's scroll size, the picture's box, and the guide's rows fully in view above the sheet (if open). */
    const phone = () =>
      tv.evaluate((host) => {
        const g = host.shadowRoot!.querySelector('tv-epg-grid')!.shadowRoot!;
        const head = g.querySelector('.time')!.getBoundingClientRect();
        const scroller = g.querySelector('.scroller')!.getBoundingClientRect();
        const over = host.shadowRoot!.querySelector('.sheet');
        const sheetTop = over ? over.getBoundingClientRect().top : Infinity;
        const bottom = Math.min(scroller.bottom, window.innerHeight, sheetTop);
        const rows = [...g.querySelectorAll('[role="row"]')].filter((r) => {
          const b = r.getBoundingClientRect();
          return b.height > 0 && b.top >= head.bottom - 1 && b.bottom <= bottom + 1;
        }).length;
        const p = host.shadowRoot!.querySelector('tv-player')!.getBoundingClientRect();
        const se = document.scrollingElement!;
        const opened = g.querySelector('.sel')?.closest('[role="row"]')?.getBoundingClientRect();
        const inSheet = over?.querySelector('.details');
        return {
          rows,
          openedRowBottom: opened ? opened.bottom : null,
          scrollHeight: se.scrollHeight,
          scrollWidth: se.scrollWidth,
          player: { top: p.top, bottom: p.bottom, width: p.width, height: p.height },
          sheetTop,
          /** All the sheet's content shows without scrolling inside it. */
          sheetFits: inSheet ? inSheet.scrollHeight <= inSheet.clientHeight + 1 : null,
        };
      });
    const closed = await phone();
    assert.ok(closed.scrollHeight <= 740, `the page does not scroll (${closed.scrollHeight} px tall)`);
    assert.ok(closed.scrollWidth <= 360, `nor sideways (${closed.scrollWidth} px wide)`);
    assert.ok(closed.rows >= 6, `${closed.rows} channel rows with nothing open`);
    // A programme of the third channel, opened by a click on its part in view: the sheet opens over the guide.
    const { id, x, y } = await cellInView(page, 3, 40, false);
    const title = (await grid.locator(`#${id}`).evaluate((el) => el.firstChild?.textContent ?? ''))!;
    await page.mouse.click(x, y);
    await sheet.getByRole('heading', { name: title }).waitFor();
    const open = await phone();
    assert.ok(open.scrollHeight <= 740, `the page does not scroll with the details open (${open.scrollHeight} px tall)`);
    assert.ok(open.sheetTop < 740, 'the sheet is in view');
    assert.ok(open.player.top >= 0 && open.player.bottom <= open.sheetTop && open.player.width >= 300 && open.player.height >= 160, `the picture stays in view (${JSON.stringify(open.player)})`);
    assert.ok(open.rows >= 3, `${open.rows} channel rows in view above the sheet`);
    // the programme opened stays in view, and the sheet takes the rest of the window (not four rows'
    // worth more) unless what it shows needs less (a programme with a short description: the sheet
    // sits on the window's bottom and shows more of the guide)
    assert.ok(open.openedRowBottom !== null && open.sheetTop >= open.openedRowBottom - 2, `the sheet leaves the opened programme's row in view (${open.sheetTop} vs ${open.openedRowBottom})`);
    assert.ok(Math.abs(open.sheetTop - open.openedRowBottom) <= 2 || open.sheetFits === true, `the sheet begins right below the opened programme's row, or shows all it has (${open.sheetTop} vs ${open.openedRowBottom}, fits: ${open.sheetFits})`);
    const activeCell = () =>
      page.evaluate(() => {
        let a: Element | null = document.activeElement;
        while (a?.shadowRoot?.activeElement) a = a.shadowRoot.activeElement;
        return a?.getAttribute('role') === 'gridcell' ? a.id : `${a?.localName} ${a?.getAttribute('aria-label') ?? a?.textContent ?? ''}`;
      });
    // The close button closes it and gives the focus back to the programme.
    await tv.getByRole('button', { name: msg('live_page.close_details') }).click();
    await sheet.waitFor({ state: 'detached' });
    assert.equal(await activeCell(), id, 'the focus is back on the programme');
    // From the keyboard: Enter opens it again with the focus inside; Escape closes it back onto the programme.
    await page.keyboard.press('Enter');
    await sheet.getByRole('heading', { name: title }).waitFor();
    assert.equal(await tv.locator('.sheet').evaluate((el) => el.contains((el.getRootNode() as ShadowRoot).activeElement)), true, 'the focus moved into the sheet');
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'detached' });
    assert.equal(await activeCell(), id, 'Escape gives the focus back to the programme');
    const after = await phone();
    assert.ok(after.scrollHeight <= 740);
    assert.deepEqual(e.errors, []);
  });

  it('reaches the guide from the page top in at most 3 Tab presses with "Skip to the guide"', async () => {
    const { page, server } = e;
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${server.url}/tv`);
    const grid = page.locator('tv-live-page').getByRole('grid', { name: msg('epg.grid_label') });
    await grid.locator('[role="gridcell"][tabindex="0"]').waitFor();
    const skip = page.getByRole('link', { name: msg('live_page.skip') });
    await skip.waitFor({ state: 'attached' });
    let presses = 0;
    const inGrid = () =>
      page.evaluate(() => {
        let a: Element | null = document.activeElement;
        while (a?.shadowRoot?.activeElement) a = a.shadowRoot.activeElement;
        return a?.getAttribute('role') === 'gridcell';
      });
    const onSkip = () => page.evaluate(() => document.activeElement?.classList.contains('tv-skip-link') ?? false);
    while (presses < 3 && !(await onSkip()) && !(await inGrid())) {
      await page.keyboard.press('Tab');
      presses++;
    }
    assert.equal(await onSkip(), true, `the skip link after ${presses} Tab presses`);
    await page.keyboard.press('Enter');
    assert.equal(await inGrid(), true, 'Enter on the skip link focuses the guide');
    assert.ok(presses <= 3);
    // The grid is one tab stop: Tab from the focused programme leaves the grid.
    const cells = await grid.locator('[role="gridcell"][tabindex="0"]').count();
    assert.equal(cells, 1);
  });

  it('follows zapping in the address and the details, and plays a channel from its name', async () => {
    const { page, server } = e;
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${server.url}/tv`);
    const tv = page.locator('tv-live-page');
    const grid = tv.getByRole('grid', { name: msg('epg.grid_label') });
    await grid.getByRole('rowheader', { name: /LRT Televizija/ }).waitFor();
    const playing = videoPlays(page);
    await tv.locator('tv-player').getByRole('button', { name: msg('player.start_playback') }).focus();
    await page.keyboard.press('Enter');
    await playing;
    await page.waitForURL(/\/tv\/0\/1\/\d+$/);
    // channel up from the player's keyboard: the address names channel 2 and the details follow
    await tv.locator('tv-player').locator('[part="player"]').focus();
    await page.keyboard.press('PageUp');
    await page.waitForURL(/\/tv\/0\/2\/\d+$/);
    const epg = Number(new URL(page.url()).pathname.split('/').pop());
    const title = (await (await fetch(`${server.url}/api/public/v1/epg/${epg}`)).json()) as { title: string };
    await tv.getByRole('region', { name: msg('epg.player') }).getByRole('heading', { name: title.title }).waitFor();
    // a channel's name in the guide plays that channel
    await grid.locator('.ch[data-row="3"]').click();
    await page.waitForURL(/\/tv\/0\/4\/\d+$/);
    await tv.locator('tv-player').locator('.info .number').getByText('4', { exact: true }).waitFor({ timeout: 20_000 });
    // number keys with the focus in the guide: "1", "2" tunes channel 12 (no number goes on from it)
    await grid.locator('[role="gridcell"][tabindex="0"]').focus();
    await page.keyboard.press('1');
    await page.keyboard.press('2');
    await page.waitForURL(/\/tv\/0\/12\/\d+$/);
    await tv.locator('tv-player').locator('.info .number').getByText('12', { exact: true }).waitFor({ timeout: 20_000 });
    // a channel not in the plan (21): the player offers the packages, and the address follows it too
    const licences: string[] = [];
    const onLicence = (r: { url(): string }) => {
      if (/\/drm\/clearkey\?ch_id=21\b/.test(r.url())) licences.push(r.url());
    };
    page.on('request', onLicence);
    await page.keyboard.press('2');
    await page.keyboard.press('1');
    await tv.locator('tv-player').getByText(msg('products.upsell_intro')).waitFor({ timeout: 20_000 });
    await page.waitForURL(/\/tv\/0\/21\/\d+$/);
    // the panel with its offers stays in the picture, above the control bar (the small player beside
    // the guide: before, its last offers lay under the bar), its message on top, its offers scrolling
    const box = async (sel: string) => (await tv.locator('tv-player').locator(sel).first().boundingBox())!;
    const panel = await box('[part="error"]');
    const player = await box('[part="player"]');
    const info = await box('.info');
    assert.ok(panel.y >= player.y && panel.y + panel.height <= info.y + 1, `panel ${JSON.stringify(panel)}, player ${JSON.stringify(player)}, info row ${JSON.stringify(info)}`);
    await tv.locator('tv-player').getByText(msg('products.locked_channel')).waitFor();
    assert.ok(await tv.locator('tv-player').locator('[part="error"] .message').isVisible());
    await page.keyboard.press('1');
    await page.keyboard.press('2');
    await page.waitForURL(/\/tv\/0\/12\/\d+$/);
    await tv.locator('tv-player').locator('.info .number').getByText('12', { exact: true }).waitFor({ timeout: 20_000 });
    // all the while on 21 the page that followed the channel did not play it again (before: its
    // licence asked for, and refused, again)
    page.off('request', onLicence);
    assert.equal(licences.length, 1, licences.join(', '));
    // reload keeps the channel
    await page.reload();
    await grid.locator('[role="row"][aria-rowindex="12"] [aria-selected="true"]').waitFor();
  });

  it('goes through the channels the guide shows with channel up when it is filtered to a genre', async () => {
    const { page, server } = e;
    await page.setViewportSize({ width: 1280, height: 800 });
    // genre 1 (news): channels 1, 3, 6 and 7 of the reference line-up
    await page.goto(`${server.url}/tv/1`);
    const tv = page.locator('tv-live-page');
    const grid = tv.getByRole('grid', { name: msg('epg.grid_label') });
    await grid.getByRole('rowheader', { name: /LRT Televizija/ }).waitFor();
    const second = await grid.locator('[role="row"][aria-rowindex="2"] [role="rowheader"]').textContent();
    assert.match(second ?? '', /^3 /, 'the second channel of the filtered guide is channel 3');
    const playing = videoPlays(page);
    await tv.locator('tv-player').getByRole('button', { name: msg('player.start_playback') }).focus();
    await page.keyboard.press('Enter');
    await playing;
    await page.waitForURL(/\/tv\/1\/1\/\d+$/);
    await tv.locator('tv-player').locator('[part="player"]').focus();
    // channel up: the next channel of the genre (3), not the next of the whole line-up (2)
    await page.keyboard.press('PageUp');
    await page.waitForURL(/\/tv\/1\/3\/\d+$/);
    await tv.locator('tv-player').locator('.info .number').getByText('3', { exact: true }).waitFor({ timeout: 20_000 });
    // and channel down back to the genre's first
    await page.keyboard.press('PageDown');
    await page.waitForURL(/\/tv\/1\/1\/\d+$/);
  });

  it('says so when the address names a programme the guide does not have, with a way on', async () => {
    const { page, server } = e;
    // (an id of channel 0: no programme has it, whatever the schedule)
    await page.goto(`${server.url}/tv/0/1/99999999`);
    const details = page.locator('tv-live-page').getByRole('region', { name: msg('epg.player') });
    await details.getByRole('heading', { name: msg('live_page.missing_title') }).waitFor();
    await details.getByRole('button', { name: msg('live_page.show_now') }).click();
    await page.waitForURL(`${server.url}/tv/0/1`);
    assert.equal(await details.getByRole('heading', { name: msg('live_page.missing_title') }).count(), 0);
  });
});
