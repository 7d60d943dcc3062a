// No route of the site is wider than the window, on a phone, a laptop and a large screen, for a
// visitor and for a signed-in subscriber: rows of posters scroll inside themselves, so the page never
// pans sideways (arrow keys along a row would otherwise pan the whole page and cut the header off).
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import type { RouteName } from '../../src/core/routes';
import { launch, logIn, ROUTE_URLS as SITE_ROUTES, settled, type E2E } from './browser';
import { chooseProfile } from './profiles-helpers';

/** Every route's address, /search with a query so it shows results. */
const ROUTE_URLS = { ...SITE_ROUTES, search: '/search?q=a' };

const WIDTHS = [390, 1280, 1920];

/** The routes made of rows of posters: how many rows each shows at least. */
const ROWS: Partial<Record<RouteName, number>> = { home: 3, demo: 2, vod: 1 };

/** Waits until the route's rows of posters are there, each with its posters (or saying it is empty). */
function rowsFilled(page: Page, least: number) {
  return page.waitForFunction(
    (least) => {
      const rows: Element[] = [];
      const walk = (root: Document | ShadowRoot) => {
        for (const el of root.querySelectorAll('*')) {
          if (el.localName === 'tv-vod-row') rows.push(el);
          if (el.shadowRoot) walk(el.shadowRoot);
        }
      };
      walk(document);
      // a row without an id is a placeholder (or the editors' catalogue's empty example)
      const real = rows.filter((r) => r.hasAttribute('row-id'));
      return real.length >= least && real.every((r) => !!r.shadowRoot?.querySelector('a.card img, .state'));
    },
    least,
    { timeout: 20_000 },
  );
}

/** The page's width beside the window's, once the layout has answered the new size. */
function widths(page: Page) {
  return page.evaluate(
    () =>
      new Promise<{ page: number; window: number }>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve({ page: document.documentElement.scrollWidth, window: window.innerWidth }))),
      ),
  );
}

/** Every route at every width: the routes whose page is wider than the window. */
async function tooWide(e: E2E): Promise<string[]> {
  const { page, server } = e;
  const wide: string[] = [];
  for (const [name, path] of Object.entries(ROUTE_URLS)) {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(server.url + path);
    await settled(page);
    await rowsFilled(page, ROWS[name as RouteName] ?? 0).catch((err: Error) => assert.fail(`${name} (${path}): ${err.message}`));
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      const w = await widths(page);
      if (w.page !== w.window) wide.push(`${name} (${path}) at ${width} px: ${w.page} px wide`);
    }
  }
  return wide;
}

describe('every route fits the window\'s width', () => {
  let e: E2E;
  before(async () => {
    e = await launch();
  });
  after(() => e.close());

  it('for a visitor', async () => {
    assert.deepEqual(await tooWide(e), []);
  });

  it('signed in', async () => {
    await logIn(e.page, e.server.url, 'anna@example.lt');
    await chooseProfile(e.page, 'Anna');
    assert.deepEqual(await tooWide(e), []);
  });
});
