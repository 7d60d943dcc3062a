// No other page, same-site or cross-site, can frame the signed-in site: the backend's
// Content-Security-Policy, as Chromium enforces it. Every route under that policy, for a visitor and
// signed in, is walked in route-walk.test.ts.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import { launch, logIn, type E2E } from './browser';
import { chooseProfile } from './profiles-helpers';
import { freePort } from '../server/helpers';
import { until } from '../helpers/until';

/** Waits until `cond` holds (reports reach the test asynchronously). */
const reported = (cond: () => boolean, what: string) => until(() => assert.ok(cond(), what), 10_000);

describe('framing', () => {
  let e: E2E;
  let framer: http.Server;
  let framerPort = 0;
  before(async () => {
    e = await launch();
    await logIn(e.page, e.server.url, 'anna@example.lt');
    await chooseProfile(e.page, 'Anna');
    framerPort = await freePort();
    const target = e.server.url;
    framer = http.createServer((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      res.end(`<!doctype html><title>framer</title><iframe id="f" src="${target}/tv" width="800" height="600" onload="this.dataset.loaded = 1"></iframe>`);
    });
    await new Promise<void>((r) => framer.listen(framerPort, '127.0.0.1', r));
  });
  after(async () => {
    framer.closeAllConnections();
    await new Promise<void>((r) => framer.close(() => r()));
    await e.close();
  });

  // 127.0.0.1 on another port is the same site as the backend (127.0.0.1): its cookies go along
  for (const [kind, host] of [['a same-site page', '127.0.0.1'], ['a cross-site page', 'localhost']] as const) {
    it(`${kind} cannot frame the signed-in site`, async () => {
      const page = await e.context.newPage();
      const refusals: string[] = [];
      page.on('console', (m) => {
        if (/frame-ancestors/.test(m.text())) refusals.push(m.text());
      });
      try {
        await page.goto(`http://${host}:${framerPort}/`);
        await page.locator('#f[data-loaded]').waitFor({ state: 'attached', timeout: 20_000 });
        const frame = await (await page.locator('#f').elementHandle())!.contentFrame();
        assert.ok(frame, 'the iframe is there');
        const route = await frame.evaluate(() => document.documentElement.getAttribute('data-route')).catch(() => null);
        assert.equal(route, null, `the site was drawn inside ${kind} (${frame.url()})`);
        await reported(() => refusals.length > 0, 'Chromium refused the frame for frame-ancestors');
      } finally {
        await page.close();
      }
    });
  }
});
