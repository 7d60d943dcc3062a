// A CMS article with one <tv-vod-row> and nothing else (embedding): it shows real posters
// from the reference backend, loads at most BUDGET_GZIP_KB of JavaScript (gzip), and never downloads shaka;
// shaka arrives only when a player is put on the page, and then the channel plays. Figures: bench/cms/run.mjs.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { launch, logIn, settled, type E2E } from './browser';
// @ts-expect-error: a plain ES module shared with the bench (no types)
import { BUDGET_GZIP_KB, CMS_PATH, firstPosterShown, recordScripts, serveCmsPage } from '../../bench/cms/page.mjs';

interface Loaded {
  scripts: { path: string; raw: number; gzip: number }[];
  gzip: number;
}

describe('a CMS page with one <tv-vod-row>', () => {
  let e: E2E;
  before(async () => {
    e = await launch();
    await serveCmsPage(e.context, e.server.url, 2);
  });
  after(() => e.close());

  it(`shows the row's posters with at most ${BUDGET_GZIP_KB} KB of JavaScript (gzip) and no shaka`, async () => {
    const { page, server } = e;
    const recorder = recordScripts(page);
    await page.goto(`${server.url}${CMS_PATH}`);
    await firstPosterShown(page);
    await page.waitForLoadState('networkidle');
    const loaded: Loaded = await recorder.done();
    const paths = loaded.scripts.map((s) => s.path);
    assert.ok(paths.includes('/elements/tv-vod-row.js'), paths.join(' '));
    assert.deepEqual(paths.filter((p) => /shaka/.test(p)), [], 'no shaka on a page without a player');
    assert.ok(
      loaded.gzip <= BUDGET_GZIP_KB * 1024,
      `${(loaded.gzip / 1024).toFixed(1)} KB gzip: ${loaded.scripts.map((s) => `${s.path} ${(s.gzip / 1024).toFixed(1)}`).join(', ')}`,
    );
    // the row is real: a heading and posters that name what they open
    const row = page.locator('tv-vod-row');
    assert.ok((await row.getByRole('heading').first().textContent())!.trim().length > 0);
    assert.ok((await row.getByRole('link').count()) > 0);
    assert.deepEqual(e.errors, []);
  });

  it('for a signed-in viewer too: no shaka until a player is put on the page, then it plays', async () => {
    const { page, server } = e;
    await logIn(page, server.url, 'petras@example.lt');
    // (the home page logIn() opens is drawn first: a script it still loads would be recorded as the
    // article's, and its body is gone once the article replaces the page)
    await settled(page);
    const recorder = recordScripts(page);
    await page.goto(`${server.url}${CMS_PATH}`);
    await firstPosterShown(page);
    await page.waitForLoadState('networkidle');
    const loaded: Loaded = await recorder.done();
    assert.deepEqual(loaded.scripts.map((s) => s.path).filter((p) => /shaka/.test(p)), []);
    const shaka = page.waitForRequest((r) => new URL(r.url()).pathname.endsWith('/chunks/shaka.js'), { timeout: 20_000 });
    await page.evaluate(() => {
      const player = document.createElement('tv-player');
      player.setAttribute('channel-id', '1');
      player.setAttribute('autoplay', '');
      document.body.append(player);
      const s = document.createElement('script');
      s.type = 'module';
      s.src = '/elements/tv-player.js';
      document.head.append(s);
    });
    await shaka;
    await page.waitForFunction(() => {
      const video = document.querySelector('tv-player')?.shadowRoot?.querySelector('video');
      return !!video && video.currentTime > 0 && !video.paused;
    }, undefined, { timeout: 30_000 });
    assert.deepEqual(e.errors, []);
  });
});
