// The site under the Content-Security-Policy the backend sends, as Chromium enforces it:
// every route of the route table, for a visitor and signed in as anna (with a channel playing on
// /tv and on /play, and the reminders' service worker registered), works with not one CSP or
// Trusted Types violation; and no other page, same-site or cross-site, can frame the signed-in site.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import type { Page, Response } from 'playwright-core';
import type { RouteName } from '../../src/core/routes';
import { launch, logIn, ROUTE_URLS as SHARED_ROUTE_URLS, settled, type E2E } from './browser';
import { chooseProfile } from './profiles-helpers';
import { freePort } from '../server/helpers';
import { until } from '../helpers/until';

/** Every route of the shared table, the ids left out where a screen must cope without one, and
 * /logout last (it signs the browser out). */
const ROUTE_URLS: Record<RouteName, string> = {
  ...SHARED_ROUTE_URLS,
  'vod-play': '/vod-play',
  'vod-about': '/vod-about',
  group: '/group',
  logout: '/logout',
};

declare global {
  interface Window {
    __reportViolation(text: string): void;
  }
}

/** Waits until `cond` holds (reports reach the test asynchronously). */
const reported = (cond: () => boolean, what: string) => until(() => assert.ok(cond(), what), 10_000);

/** Waits for the 'playing' event of the player's video (or for it to be playing already). */
async function playing(page: Page, within: string): Promise<void> {
  const video = page.locator(`${within} tv-player video[part="video"]`); // the shown one (a cold start lays a quick picture over it for a moment)
  await video.waitFor({ state: 'attached', timeout: 20_000 });
  await video.evaluate(
    (v: HTMLVideoElement) =>
      new Promise<void>((resolve) => {
        if (!v.paused && v.readyState >= 3 && v.currentTime > 0) resolve();
        else v.addEventListener('playing', () => resolve(), { once: true });
      }),
    undefined,
    { timeout: 30_000 },
  );
}

describe('the whole site under its Content-Security-Policy', () => {
  let e: E2E;
  /** Violations reported by any document of the page, and the browser's console complaints. */
  const violations: string[] = [];
  const complaints: string[] = [];
  before(async () => {
    e = await launch();
    const { page, context, server } = e;
    // with notifications allowed the client registers its service worker on every page
    await context.grantPermissions(['notifications'], { origin: server.url });
    await page.exposeFunction('__reportViolation', (text: string) => violations.push(`${page.url()}: ${text}`));
    // violations inside shadow roots are composed, so one capturing listener sees them all
    await page.addInitScript(() => {
      document.addEventListener(
        'securitypolicyviolation',
        (ev) => window.__reportViolation(`${ev.effectiveDirective}: ${ev.blockedURI} ${ev.sample}`.trim()),
        true,
      );
    });
    page.on('console', (m) => {
      if (/content security policy|trusted ?type|TrustedHTML|TrustedScript|refused to/i.test(m.text())) complaints.push(`${page.url()}: ${m.type()}: ${m.text()}`);
    });
  });
  after(() => e.close());

  /** Opens a route; asserts its document came with the site's policy (Trusted Types enforced). */
  async function visit(name: RouteName): Promise<Response> {
    const { page, server } = e;
    const served = await (await fetch(server.url + ROUTE_URLS[name])).text();
    assert.match(served, new RegExp(`<html[^>]*data-route="${name}"`), `${ROUTE_URLS[name]} is the ${name} route`);
    const r = (await page.goto(server.url + ROUTE_URLS[name]))!;
    assert.equal(r.status(), name === 'not-found' ? 404 : 200, name);
    const csp = (await r.allHeaders())['content-security-policy'] ?? '';
    assert.match(csp, /require-trusted-types-for 'script'/, `${name}: the page is sent with Trusted Types enforced`);
    assert.match(csp, /frame-ancestors 'none'/, name);
    assert.doesNotMatch(csp, /unsafe-inline|unsafe-eval/, name);
    return r;
  }

  const clean = () => assert.deepEqual({ violations, complaints, errors: e.errors }, { violations: [], complaints: [], errors: [] });

  it('shows every route to a visitor without a violation', async () => {
    for (const name of Object.keys(ROUTE_URLS) as RouteName[]) {
      await visit(name);
      await settled(e.page);
    }
    clean();
  });

  it('signed in as anna: every route, a channel playing on /tv and /play, the service worker registered, without a violation', async () => {
    const { page, server } = e;
    await logIn(page, server.url, 'anna@example.lt');
    await chooseProfile(page, 'Anna');
    for (const name of Object.keys(ROUTE_URLS) as RouteName[]) {
      if (name === 'logout') continue;
      await visit(name);
      await settled(page);
      if (name === 'tv') {
        await page.locator('tv-live-page tv-player').getByRole('button', { name: 'Pradėti žiūrėti' }).click();
        await playing(page, 'tv-live-page');
      }
      if (name === 'play') await playing(page, '#main');
    }
    const worker = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration('/'))?.active?.scriptURL ?? (await navigator.serviceWorker.ready).active?.scriptURL);
    assert.equal(worker, `${server.url}/sw.js`, 'the reminders\' service worker was registered under Trusted Types');
    await visit('logout');
    await settled(page);
    clean();
  });

  it('enforces Trusted Types: an HTML string is refused and reported', async () => {
    const { page, server } = e;
    await page.goto(`${server.url}/`);
    const refused = await page.evaluate(() => {
      try {
        document.createElement('div').innerHTML = '<b>x</b>';
        return false;
      } catch {
        return true;
      }
    });
    assert.equal(refused, true);
    await reported(() => violations.length > 0, 'the refusal is reported');
    assert.deepEqual(violations.map((v) => v.split(': ')[1]), ['require-trusted-types-for'], 'the listener sees what the policy refuses');
    violations.length = 0;
    complaints.length = 0;
  });
});

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
