// The frame every route shares, for keyboard and screen-reader users: "Skip to content" is the first
// stop of the tab order on every route, shown while focused, in the viewer's language, and takes the
// focus to the main content; the browser tab is named after the film, series or page shown, and
// /register's plan and card screens after what they do, in every language.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { launch, ROUTE_URLS, settled, type E2E } from './browser';
import { msg, type TestLang } from '../helpers/messages';


/** The focused element, through shadow roots: its tag, id, class and text. */
function focused(page: Page) {
  return page.evaluate(() => {
    let a = document.activeElement;
    while (a?.shadowRoot?.activeElement) a = a.shadowRoot.activeElement;
    return { tag: a?.localName ?? '', id: a?.id ?? '', cls: a?.className ?? '', text: a === document.body ? '' : (a?.textContent ?? '').trim().slice(0, 80) };
  });
}

/** The skip link's box in the window. */
const skipBox = (page: Page) => page.locator('a.skip-link').evaluate((a) => {
  const b = a.getBoundingClientRect();
  return { top: b.top, bottom: b.bottom, width: b.width };
});

/**
 * "Skip to content" is the first stop, before /tv's "Skip to the guide" too (Shift+Tab from it leaves
 * the page), it shows when Tab comes onto it, and Enter takes the focus to <main>.
 */
async function useSkipLink(page: Page, lang: TestLang, where: string): Promise<void> {
  const text = msg('route.skip_to_content', {}, lang);
  await settled(page); // (a registered-only route sends a visitor on to the demo page)
  await page
    .waitForFunction((t) => document.querySelector('a.skip-link')?.textContent === t, text, { timeout: 20_000 })
    .catch(() => assert.fail(`${where}: no "Skip to content" link reading "${text}"`));
  assert.ok((await skipBox(page)).bottom <= 0, `${where}: the link is out of sight until focused`);
  await page.locator('a.skip-link').focus();
  await page.keyboard.press('Shift+Tab');
  // Shift+Tab leaves the page or, in a headless browser, wraps round to its last stop
  const before = await page.evaluate(() => {
    let a = document.activeElement;
    while (a?.shadowRoot?.activeElement) a = a.shadowRoot.activeElement;
    let node: Node | null = a;
    while (node && node.getRootNode() !== document) node = (node.getRootNode() as ShadowRoot).host ?? null;
    const link = document.querySelector('a.skip-link')!;
    return !node || node === document.body || !!(link.compareDocumentPosition(node) & Node.DOCUMENT_POSITION_FOLLOWING) ? null : (a?.textContent ?? '').trim().slice(0, 80);
  });
  assert.equal(before, null, `${where}: no stop of the page comes before "Skip to content"`);
  // from outside the page (or from its last stop, through the page's edge) Tab comes onto it first
  for (let i = 0; i < 3 && (await focused(page)).cls !== 'skip-link'; i++) {
    const at = await focused(page);
    assert.ok(i === 0 || at.tag === 'body', `${where}: Tab from the top stops on "${at.text}" before "Skip to content"`);
    await page.keyboard.press('Tab');
  }
  assert.deepEqual(await focused(page), { tag: 'a', id: '', cls: 'skip-link', text }, `${where}: Tab from the top comes onto "Skip to content"`);
  const box = await skipBox(page);
  assert.ok(box.top >= 0 && box.width > 0, `${where}: the focused link is in sight (top ${box.top})`);
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.activeElement?.id === 'main', undefined, { timeout: 5_000 }).catch(() => undefined);
  assert.equal((await focused(page)).id, 'main', `${where}: the link takes the focus to the main content`);
}

/** Waits for the tab's title to be `expected` (the client names it once the page's data came). */
async function titleIs(page: Page, expected: string, where: string): Promise<void> {
  await page.waitForFunction((t) => document.title === t, expected, { timeout: 20_000 }).catch(() => undefined);
  assert.equal(await page.title(), expected, where);
}

describe('the site\'s frame', () => {
  let e: E2E;
  before(async () => {
    e = await launch();
  });
  after(() => e.close());

  it('offers "Skip to content" first on every route', async () => {
    const { page, server } = e;
    for (const [name, path] of Object.entries(ROUTE_URLS)) {
      await page.goto(server.url + path);
      await useSkipLink(page, 'lt', `${name} (${path})`);
    }
  });

  for (const lang of ['en', 'ru'] as const) {
    it(`offers "Skip to content" in ${lang}`, async () => {
      const { page, server } = e;
      for (const path of ['/', '/vod', '/register']) {
        await page.goto(`${server.url}${path}${path.includes('?') ? '&' : '?'}lang=${lang}`);
        await useSkipLink(page, lang, `${path} in ${lang}`);
      }
    });
  }

  for (const lang of ['lt', 'en', 'ru'] as const) {
    it(`names the tab after the film, the series and the page shown, and the plan screens by what they do, in ${lang}`, async () => {
      const { page, server } = e;
      for (const [path, tag, generic] of [['/vod-about?id=4', 'tv-vod-details', 'route.vod_about'], ['/group?id=1', 'tv-series', 'route.group'], ['/page/8', 'tv-extra-page', 'route.page']] as const) {
        await page.goto(`${server.url}${path}${path.includes('?') ? '&' : '?'}lang=${lang}`);
        await page.waitForFunction((l) => document.documentElement.lang === l, lang);
        // the tab's title is the name the page's heading shows
        const name = () => page.evaluate((t) => document.querySelector(t)?.shadowRoot?.querySelector('h1:not(.line)')?.textContent ?? '', tag);
        await page.waitForFunction((t) => {
          const h1 = document.querySelector(t)?.shadowRoot?.querySelector('h1:not(.line)')?.textContent;
          return !!h1 && document.title === `${h1} · Eteris`;
        }, tag, { timeout: 20_000 }).catch(() => undefined);
        assert.equal(await page.title(), `${await name()} · Eteris`, `${path} in ${lang}`);
        assert.notEqual(await page.title(), `${msg(generic, {}, lang)} · Eteris`, `${path} in ${lang}`);
      }
      for (const [action, key] of [['change', 'route.change_plan'], ['add_card', 'route.add_card']] as const) {
        await page.goto(`${server.url}/register?action=${action}&lang=${lang}`);
        await titleIs(page, `${msg(key, {}, lang)} · Eteris`, `/register?action=${action} in ${lang}`);
      }
    });
  }
});
