// The site's navigation on one line at 1024x768 in every language, for a visitor and for a signed-in
// subscriber: the items that do not fit go into "More" (decided by measuring the bar, not by a
// breakpoint per language), nothing overflows sideways, and every destination is reachable by
// keyboard (arrows along the bar, "More" opened and walked with the arrows, Escape back onto it).
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { launch, logIn, type E2E } from './browser';
import { msg, type TestLang } from '../helpers/messages';
import { untilAsync } from '../helpers/until';

const LANGS: TestLang[] = ['ru', 'lt', 'en'];

/** The bar's visible controls (links and buttons of the bar itself, not of an open list): name, centre line, box. */
function bar(page: Page) {
  return page.locator('tv-nav').evaluate((host) => {
    const nav = host.shadowRoot!.querySelector('nav')!;
    const controls = [...nav.querySelectorAll<HTMLElement>('a[href], button')]
      .filter((el) => !el.closest('.more-list, [role="menu"], [aria-hidden="true"]'))
      .map((el) => ({ el, b: el.getBoundingClientRect() }))
      .filter(({ b }) => b.width > 0 && b.height > 0)
      .map(({ el, b }) => ({
        name: (el.getAttribute('aria-label') ?? el.textContent ?? '').trim(),
        href: el instanceof HTMLAnchorElement ? new URL(el.href).pathname : null,
        middle: b.top + b.height / 2,
        left: b.left,
        right: b.right,
      }));
    const nb = nav.getBoundingClientRect();
    return { controls, nav: { height: nb.height, scrollWidth: nav.scrollWidth, clientWidth: nav.clientWidth }, page: document.scrollingElement!.scrollWidth };
  });
}

/** Where the focus is, through shadow roots: the element's accessible name. */
function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    let a = document.activeElement;
    while (a?.shadowRoot?.activeElement) a = a.shadowRoot.activeElement;
    if (!a || a === document.body) return 'body';
    return (a.getAttribute('aria-label') ?? a.textContent ?? '').trim();
  });
}

/** Waits until the focus is on the control named `name` (focus moves after the list renders). */
async function focusOn(page: Page, name: string, what: string): Promise<void> {
  for (let i = 0; ; i++) {
    const now = await focused(page);
    if (now === name) return;
    if (i === 200) assert.equal(now, name, what);
    await page.waitForFunction(() => new Promise((r) => requestAnimationFrame(() => r(true))));
  }
}

async function checkBar(page: Page, lang: TestLang, expected: string[]): Promise<void> {
  const nav = page.locator('tv-nav');
  // the page list of the server is in (the last of the destinations is shown or in "More")
  await page.waitForFunction(
    (n) => {
      const root = document.querySelector('tv-nav')?.shadowRoot;
      return !!root && root.querySelectorAll('ul#menu a[href], ul#menu .more-button').length > 0 && root.querySelectorAll('ul.measure > li').length === n + 1 && !root.querySelector('.placeholder');
    },
    expected.length,
  );
  const b = await bar(page);
  const where = `in ${lang}`;
  assert.ok(b.controls.length >= 5, `${b.controls.length} controls ${where}`);
  const line = b.controls[0]!.middle;
  for (const c of b.controls) assert.ok(Math.abs(c.middle - line) <= 3, `"${c.name}" on the bar's one line ${where} (${c.middle} vs ${line})`);
  assert.ok(b.nav.height <= 72, `the bar is one line tall ${where} (${b.nav.height} px)`);
  assert.ok(b.nav.scrollWidth <= b.nav.clientWidth, `nothing overflows the bar ${where}`);
  assert.ok(b.page <= 1024, `the page does not scroll sideways ${where}`);
  for (let i = 1; i < b.controls.length; i++) assert.ok(b.controls[i]!.left >= b.controls[i - 1]!.right - 1, `"${b.controls[i]!.name}" does not overlap "${b.controls[i - 1]!.name}" ${where}`);
  const reached = new Set(b.controls.map((c) => c.href).filter((h): h is string => h !== null));
  const more = nav.getByRole('button', { name: msg('nav.more', {}, lang), exact: true });
  if ((await more.count()) > 0) {
    // From the first item along the bar with the arrows to "More", opened with ArrowDown, walked with ArrowDown.
    await nav.locator('ul#menu > li > a').first().focus();
    for (let i = 0; i < 12 && (await focused(page)) !== msg('nav.more', {}, lang); i++) await page.keyboard.press('ArrowRight');
    assert.equal(await focused(page), msg('nav.more', {}, lang), `ArrowRight along the bar reaches "More" ${where}`);
    await page.keyboard.press('ArrowDown');
    const list = nav.getByRole('list', { name: msg('nav.more_label', {}, lang) });
    await list.waitFor();
    const links = await list.getByRole('link').evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
    assert.ok(links.length > 0);
    for (const [i, h] of links.entries()) {
      const link = await list.getByRole('link').nth(i).evaluate((a) => (a.getAttribute('aria-label') ?? a.textContent ?? '').trim());
      await focusOn(page, link, `ArrowDown reaches "${link}" ${where}`);
      reached.add(h);
      await page.keyboard.press('ArrowDown');
    }
    await page.keyboard.press('Escape');
    await list.waitFor({ state: 'hidden' });
    await focusOn(page, msg('nav.more', {}, lang), `Escape closes "More" back onto its button ${where}`);
  }
  assert.deepEqual([...reached].filter((h) => expected.includes(h)).sort(), [...expected].sort(), `every destination reachable ${where}`);
}

describe('the site navigation at 1024x768', () => {
  let e: E2E;
  before(async () => {
    e = await launch();
    await e.page.setViewportSize({ width: 1024, height: 768 });
  });
  after(() => e.close());

  // Home, TV, then the server's pages (News, About us, Help)
  const visitor = ['/', '/tv', '/page/9', '/page/7', '/page/8'];
  // and Products and Recordings for a subscriber
  const subscriber = ['/', '/tv', '/subscription', '/recordings', '/page/9', '/page/7', '/page/8'];

  for (const lang of LANGS) {
    it(`fits on one line for a visitor in ${lang}, every destination reachable`, async () => {
      await e.page.goto(`${e.server.url}/tv?lang=${lang}`);
      await e.page.waitForFunction((l) => document.documentElement.lang === l, lang);
      await checkBar(e.page, lang, visitor);
    });
  }

  it('signs in', async () => {
    await e.page.goto(`${e.server.url}/?lang=lt`);
    await logIn(e.page, e.server.url, 'petras@example.lt');
  });

  for (const width of [1024, 360]) it(`draws a subscriber's bar once at ${width} px: nothing of the profile's place shows until the profile is known`, async () => {
    const page = e.page;
    await page.setViewportSize({ width, height: 768 });
    // the gate asks the server which profile this session is bound to: that answer is held
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let asked!: () => void;
    const wasAsked = new Promise<void>((r) => (asked = r));
    await page.route('**/customer/selected-profile', async (route) => {
      if (route.request().method() === 'GET') {
        asked();
        await held;
      }
      await route.continue();
    });
    try {
      await page.goto(`${e.server.url}/tv?lang=en`);
      await wasAsked;
      const nav = page.locator('tv-nav');
      // the account is read (a subscriber's destinations are in the bar), the profile is not
      await nav.locator('ul#menu a[href$="/recordings"]').waitFor({ state: 'attached' });
      const right = () => nav.locator('.right').evaluate((r) => ({
        controls: [...r.querySelectorAll('a, button')].map((c) => c.getAttribute('aria-label') ?? c.textContent?.trim()),
        busy: r.querySelector('[aria-busy="true"]') !== null,
        search: r.querySelector('a')!.getBoundingClientRect().x,
      }));
      const waiting = await right();
      assert.deepEqual(waiting.controls, [msg('nav.search', {}, 'en')], 'only Search while the profile is not known');
      assert.ok(waiting.busy, 'the place of the profile\'s controls says it is loading');
      release();
      await nav.getByRole('button', { name: msg('nav.profile', { name: 'Petras' }, 'en'), exact: true }).waitFor();
      const drawn = await right();
      // (on a phone, My list and Settings are in the menu)
      const profile = msg('nav.profile', { name: 'Petras' }, 'en');
      assert.deepEqual(drawn.controls, width > 560
        ? [msg('nav.search', {}, 'en'), msg('wishlist.open', {}, 'en'), profile, msg('nav.settings', {}, 'en')]
        : [msg('nav.search', {}, 'en'), profile]);
      assert.equal(drawn.busy, false);
      // the placeholder is about as wide as what takes its place: Search moves by less than its own width
      assert.ok(Math.abs(drawn.search - waiting.search) < 40, `Search moved ${drawn.search - waiting.search} px when the profile came`);
    } finally {
      release();
      await page.unroute('**/customer/selected-profile');
      await page.setViewportSize({ width: 1024, height: 768 });
    }
  });

  for (const lang of LANGS) {
    it(`fits on one line for a subscriber in ${lang}, every destination reachable`, async () => {
      await e.page.goto(`${e.server.url}/tv?lang=${lang}`);
      await e.page.waitForFunction((l) => document.documentElement.lang === l, lang);
      await checkBar(e.page, lang, subscriber);
      assert.deepEqual(e.errors, []);
    });
  }

  it('opens the compact menu of a phone with OK, walks it with the arrows, and closes it with Escape', async () => {
    await e.page.setViewportSize({ width: 360, height: 740 });
    await e.page.goto(`${e.server.url}/tv?lang=lt`);
    await e.page.waitForFunction(() => document.documentElement.lang === 'lt');
    const nav = e.page.locator('tv-nav');
    const burger = nav.getByRole('button', { name: msg('nav.open_menu', {}, 'lt'), exact: true });
    await burger.focus();
    await e.page.keyboard.press('Enter');
    await nav.getByRole('button', { name: msg('nav.close_menu', {}, 'lt'), exact: true }).waitFor();
    // (the subscriber's destinations and the server's pages join the menu as the session and the
    // page list are read: the menu may open before)
    await untilAsync(async () => {
      const destinations = await nav.locator('ul#menu > li:not(.squeezed) > a').evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
      assert.deepEqual(destinations.sort(), [...subscriber].sort(), 'every destination in the compact menu');
    }, 20_000);
    // (and the wishlist and settings, when the bar's icons did not fit beside the logo)
    const links = await nav.locator('ul#menu > li > a, ul#menu > li > button').evaluateAll((as) =>
      as.map((a) => ({ name: (a.getAttribute('aria-label') ?? a.textContent ?? '').trim() })));
    for (const l of links) {
      await focusOn(e.page, l.name, `the arrows reach "${l.name}"`);
      await e.page.keyboard.press('ArrowDown');
    }
    // round: from the last item back to the first, and ArrowUp back to the last
    await focusOn(e.page, links[0]!.name, 'ArrowDown goes round to the first item');
    await e.page.keyboard.press('ArrowUp');
    await focusOn(e.page, links.at(-1)!.name, 'ArrowUp goes round to the last item');
    await e.page.keyboard.press('Escape');
    await focusOn(e.page, msg('nav.open_menu', {}, 'lt'), 'Escape closes the menu back onto its button');
    assert.equal(await nav.locator('ul#menu').isVisible(), false);
    // ArrowUp on the button opens it on its last item
    await e.page.keyboard.press('ArrowUp');
    await focusOn(e.page, links.at(-1)!.name, 'ArrowUp on the button opens the menu on its last item');
    assert.deepEqual(e.errors, []);
  });
});
