// The frame every route shares, for keyboard and screen-reader users: "Skip to content" in the
// viewer's language (on every route in lt: route-walk.test.ts); the browser tab is named after the
// film, series or page shown, and /register's plan and card screens after what they do.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { launch, type E2E } from './browser';
import { msg } from '../helpers/messages';
import { useSkipLink } from './skip-link';

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
