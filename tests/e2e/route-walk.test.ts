// Every route of the site, loaded once for a visitor and once signed in as anna, and checked on
// each load for all that every route owes its user:
// - the Content-Security-Policy the backend sends, as Chromium enforces it: not one CSP or Trusted
//   Types violation (with a channel playing on /tv and on /play, and the reminders' service worker
//   registered), the screens that need an id coping without one;
// - axe-core's WCAG 2.1 A/AA rules: no serious or critical finding (every text at 4.5:1 among them);
// - no page wider than the window on a phone, a laptop and a large screen: rows of posters scroll
//   inside themselves, so the page never pans sideways (arrow keys along a row would otherwise pan
//   the whole page and cut the header off);
// - "Skip to content" first in the tab order, shown while focused, taking the focus to the content.
// One walk, because a page load and its settling cost more than all the checks made on it.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { redirectFor, type RouteName } from '../../src/core/routes';
import { launch, logIn, ROUTE_URLS, settled, type E2E } from './browser';
import { axeOnEveryPage, seriousFindings } from './axe';
import { chooseProfile } from './profiles-helpers';
import { useSkipLink } from './skip-link';
import { until } from '../helpers/until';

/** Every route's address, /search with a query so it shows results (/logout, which signs out, comes last). */
const WALK: [RouteName, string][] = Object.entries({ ...ROUTE_URLS, search: '/search?q=a' }) as [RouteName, string][];
/** The screens that must cope without the id they are usually given. */
const WITHOUT_ID: [RouteName, string][] = [['vod-play', '/vod-play'], ['vod-about', '/vod-about'], ['group', '/group']];

/** The window widths no page may be wider than: the first is the one each route is opened at. */
const WIDTHS = [1280, 390, 1920];

/** The routes made of rows of posters: how many rows each shows at least. */
const ROWS: Partial<Record<RouteName, number>> = { home: 3, demo: 2, vod: 1 };

declare global {
  interface Window {
    __reportViolation(text: string): void;
  }
}

/** Waits until `cond` holds (reports reach the test asynchronously). */
const reported = (cond: () => boolean, what: string) => until(() => assert.ok(cond(), what), 10_000);

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

/** Waits for the 'playing' event of the player's video (or for it to be playing already). */
async function playing(page: Page, within: string): Promise<void> {
  const video = page.locator(`${within} tv-player video[part="video"]`); // the shown one
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

describe('every route, walked once: its policy, axe, its width, "Skip to content"', () => {
  let e: E2E;
  /** Violations reported by any document of the page, and the browser's console complaints. */
  const violations: string[] = [];
  const complaints: string[] = [];
  /** axe findings and too-wide pages, one line each, with the route in front. */
  const findings: string[] = [];
  const tooWide: string[] = [];
  before(async () => {
    e = await launch();
    const { page, context, server } = e;
    // axe is sent to the browser once, not with each of the walk's audits
    await axeOnEveryPage(page);
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

  /** Opens a route at WIDTHS[0] px; asserts its document came with the site's policy (Trusted Types enforced). */
  async function visit(name: RouteName, path: string, registered: boolean): Promise<void> {
    const { page, server } = e;
    await page.setViewportSize({ width: WIDTHS[0]!, height: 800 });
    const served = await (await fetch(server.url + path)).text();
    assert.match(served, new RegExp(`<html[^>]*data-route="${name}"`), `${path} is the ${name} route`);
    // the document's own response, read from the browser's event: goto() answers null when the
    // navigation is committed without one it can name
    const target = server.url + path;
    const [r] = await Promise.all([page.waitForResponse((x) => x.url() === target && x.request().isNavigationRequest()), page.goto(target)]);
    assert.equal(r.status(), name === 'not-found' ? 404 : 200, name);
    const csp = (await r.allHeaders())['content-security-policy'] ?? '';
    assert.match(csp, /require-trusted-types-for 'script'/, `${name}: the page is sent with Trusted Types enforced`);
    assert.match(csp, /frame-ancestors 'none'/, name);
    assert.doesNotMatch(csp, /unsafe-inline|unsafe-eval/, name);
    // the client's own move once the session is known (a visitor to the demo page, a player page
    // naming nothing to its list): the next address waits for it, or the move cuts it short
    const to = redirectFor(name, registered, new URL(target).search, `${server.url}/`);
    if (to) await page.waitForURL(to);
    await settled(page);
  }

  /** axe's findings and the page's width at each window width, collected with the route in front. */
  async function audit(name: RouteName, path: string): Promise<void> {
    const { page } = e;
    await rowsFilled(page, ROWS[name] ?? 0).catch((err: Error) => assert.fail(`${name} (${path}): ${err.message}`));
    for (const f of await seriousFindings(page)) findings.push(`${name} (${path}): ${f}`);
    for (const width of WIDTHS) {
      // (the route was opened at the first width)
      if (width !== WIDTHS[0]) await page.setViewportSize({ width, height: 800 });
      const w = await widths(page);
      if (w.page !== w.window) tooWide.push(`${name} (${path}) at ${width} px: ${w.page} px wide`);
    }
  }

  const clean = () =>
    assert.deepEqual(
      { violations, complaints, errors: e.errors, findings, tooWide },
      { violations: [], complaints: [], errors: [], findings: [], tooWide: [] },
    );

  it('every route to a visitor', async () => {
    for (const [name, path] of WALK) {
      await visit(name, path, false);
      // a route that sends the visitor on lands on a route of the walk (the demo page): that route's
      // own visit checks the page; checking it again here would check the same page again
      if (redirectFor(name, false, new URL(path, e.server.url).search, `${e.server.url}/`)) continue;
      await useSkipLink(e.page, 'lt', `${name} (${path})`);
      await audit(name, path);
    }
    for (const [name, path] of [...WITHOUT_ID, ['logout', '/logout'] as [RouteName, string]]) await visit(name, path, false);
    clean();
  });

  it('every route signed in as anna, a channel playing on /tv and /play, the service worker registered', async () => {
    const { page, server } = e;
    await logIn(page, server.url, 'anna@example.lt');
    await chooseProfile(page, 'Anna');
    for (const [name, path] of WALK) {
      await visit(name, path, true);
      await audit(name, path);
      if (name === 'tv' || name === 'play') await page.setViewportSize({ width: 1280, height: 800 });
      if (name === 'tv') {
        await page.locator('tv-live-page tv-player').getByRole('button', { name: 'Pradėti žiūrėti' }).click();
        await playing(page, 'tv-live-page');
      }
      if (name === 'play') await playing(page, '#main');
    }
    for (const [name, path] of WITHOUT_ID) await visit(name, path, true);
    const worker = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration('/'))?.active?.scriptURL ?? (await navigator.serviceWorker.ready).active?.scriptURL);
    assert.equal(worker, `${server.url}/sw.js`, 'the reminders\' service worker was registered under Trusted Types');
    await visit('logout', '/logout', true);
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
  });
});
