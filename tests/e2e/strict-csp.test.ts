// Formatted documents (footer's legal modal, extra pages) on the built site served with a strict
// Content-Security-Policy that enforces Trusted Types: no HTML string may reach a DOM sink, no
// inline script or style. The reference backend sends its own policy (browser-defences.test.ts);
// this test adds a stricter one (`trusted-types 'none'`: not even the client's own policy) to each
// document response, as an operator's proxy could, and both are enforced.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { logIn, sharedBackend, type E2E } from './browser';
import { chooseProfile } from './profiles-helpers';
import { msg } from '../helpers/messages';

const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "object-src 'none'",
  "base-uri 'none'",
  "require-trusted-types-for 'script'",
  "trusted-types 'none'",
].join('; ');

declare global {
  interface Window {
    __cspViolations: string[];
  }
}

// one backend for both parts: the visitor's part changes nothing on it
const backend = sharedBackend();

describe('legal documents and extra pages under a strict CSP with Trusted Types', () => {
  let e: E2E;
  const problems: string[] = [];
  const requested: string[] = [];
  before(async () => {
    e = await backend.launch();
    const { page } = e;
    await page.route('**/*', async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      await route.fulfill({ response, headers: { ...response.headers(), 'content-security-policy': CSP } });
    });
    // Violations are reported composed from inside shadow roots; a blocked sink also throws.
    await page.addInitScript(() => {
      window.__cspViolations = [];
      document.addEventListener('securitypolicyviolation', (ev) => window.__cspViolations.push(`${ev.violatedDirective}: ${ev.sample || ev.blockedURI}`), true);
    });
    page.on('console', (m) => {
      if (m.type() === 'error' && /trusted|content security policy/i.test(m.text())) problems.push(m.text());
    });
    page.on('request', (r) => requested.push(new URL(r.url()).pathname));
  });
  after(() => e.close());

  const violations = () => e.page.evaluate(() => window.__cspViolations);
  /** Waits for a document to show; if it does not, the policy's complaints are the better report. */
  const shown = (locator: Locator) =>
    locator.waitFor({ timeout: 10_000 }).catch(async (err: unknown) => {
      assert.deepEqual({ violations: await violations(), problems, errors: e.errors }, { violations: [], problems: [], errors: [] });
      throw err;
    });

  it('enforces the policy on the site (an HTML string is refused)', async () => {
    const { page, server } = e;
    await page.goto(`${server.url}/`);
    await page.locator('tv-footer ul.docs button').first().waitFor();
    const refused = await page.evaluate(() => {
      try {
        document.createElement('div').innerHTML = '<b>x</b>';
        return false;
      } catch {
        return true;
      }
    });
    assert.equal(refused, true, 'the Trusted Types policy is in force');
    assert.deepEqual(
      (await violations()).map((v) => v.split(':')[0]),
      ['require-trusted-types-for'],
      'only the probe above was refused while the page loaded',
    );
  });

  it('opens each legal document as formatted text without a violation, loading the renderer only then', async () => {
    const { page, server } = e;
    requested.length = 0;
    problems.length = 0;
    await page.goto(`${server.url}/`);
    const footer = page.locator('tv-footer');
    const buttons = footer.locator('ul.docs button');
    await buttons.first().waitFor();
    assert.equal(requested.filter((p) => p.endsWith('/chunks/markdown.js')).length, 0, 'a page that opens no document does not load the renderer');
    const count = await buttons.count();
    assert.equal(count, 4);
    for (let i = 0; i < count; i++) {
      await buttons.nth(i).click();
      const dialog = footer.getByRole('dialog');
      const doc = dialog.locator('.markdown:not([aria-busy])');
      await shown(doc.getByRole('heading').first());
      assert.ok((await doc.locator('p').count()) > 0);
      await dialog.getByRole('button').first().click(); // back
      await dialog.waitFor({ state: 'hidden' });
    }
    assert.equal(requested.filter((p) => p.endsWith('/chunks/markdown.js')).length, 1);
    assert.deepEqual(await violations(), []);
    assert.deepEqual(problems, []);
    assert.deepEqual(e.errors, []);
  });

  it('shows an extra page with its list and e-mail link without a violation', async () => {
    const { page, server } = e;
    await page.goto(`${server.url}/page/8`);
    const doc = page.locator('#main .markdown:not([aria-busy])');
    await shown(doc.getByRole('heading', { level: 1 }));
    assert.equal(await doc.getByRole('list').getByRole('listitem').count(), 2);
    assert.match((await doc.getByRole('link').getAttribute('href')) ?? '', /^mailto:/);
    assert.deepEqual(await violations(), []);
    assert.deepEqual(problems, []);
    assert.deepEqual(e.errors, []);
  });
});

/**
 * Trusted Types with no policy at all, on top of the site's own strict policy (script-src 'self',
 * style-src 'self', ...; it allows the player's blob: media, which `default-src 'self'` above would
 * not): what a partner's page or an operator's proxy may add.
 */
const TT_NONE = ["require-trusted-types-for 'script'", "trusted-types 'none'"].join('; ');

/**
 * Every element USED under such a policy (0 violations while using every element): the
 * editors' catalogue previewing each element with its controls and Copy; a visitor's QR code,
 * registration, sign-up and recovery; signed in, live TV from the guide, a VoD item from its details,
 * search with suggestions, the settings dialogs, a series, the wishlist, recordings and products.
 * Every `securitypolicyviolation`, every console message about the policy and every page error
 * is collected and must stay empty.
 */
describe('every element used under a strict CSP with Trusted Types', () => {
  let e: E2E;
  const problems: string[] = [];
  before(async () => {
    e = await backend.launch();
    const { page } = e;
    await page.route('**/*', async (route) => {
      // (the reference login service's own pages, /client/*, are no element: they keep the server's policy)
      if (route.request().resourceType() !== 'document' || new URL(route.request().url()).pathname.startsWith('/client/')) return route.fallback();
      const response = await route.fetch();
      const own = response.headers()['content-security-policy'];
      await route.fulfill({ response, headers: { ...response.headers(), 'content-security-policy': own ? `${own}, ${TT_NONE}` : TT_NONE } });
    });
    await page.addInitScript(() => {
      window.__cspViolations = [];
      document.addEventListener('securitypolicyviolation', (ev) => window.__cspViolations.push(`${ev.violatedDirective}: ${ev.sample || ev.blockedURI}`), true);
    });
    page.on('console', (m) => {
      if (/trusted|content security policy|csp/i.test(m.text())) problems.push(`${m.type()}: ${m.text()}`);
    });
    await e.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: e.server.url });
  });
  after(() => e.close());

  /** Nothing refused so far on this page (the violations list is the page's own, reset by a load). */
  async function clean(page: Page, where: string): Promise<void> {
    assert.deepEqual({ where, violations: await page.evaluate(() => window.__cspViolations), problems, errors: e.errors }, { where, violations: [], problems: [], errors: [] });
  }
  /** Video frames keep coming in the page's player. */
  const plays = (page: Page, where: string) =>
    page
      .waitForFunction(() => {
        const v = document.querySelector('tv-player')?.shadowRoot?.querySelector('video:not(.standby)') as HTMLVideoElement | null | undefined;
        return !!v && !v.paused && v.getVideoPlaybackQuality().totalVideoFrames > 20;
      }, null, { timeout: 30_000 })
      .catch(async (err: unknown) => {
        await clean(page, where); // the policy's complaints are the better report
        throw err;
      });

  it("the editors' catalogue: every element previewed, a control of each set, both snippets copied", async () => {
    const { page, server } = e;
    await page.goto(`${server.url}/elements`);
    const cat = page.locator('tv-elements-page');
    const picker = cat.getByRole('navigation', { name: msg('elements_page.elements') }).getByRole('button');
    await picker.first().waitFor();
    const tags = (await picker.allInnerTexts()).map((t) => t.replace(/[<>]/g, ''));
    assert.ok(tags.length > 20, tags.join(' '));
    for (const tag of tags) {
      await picker.filter({ hasText: `<${tag}>` }).click();
      await cat.getByRole('heading', { name: `<${tag}>` }).waitFor();
      // the element is live in the preview (defined, its shadow root drawn)
      await page.waitForFunction((t) => {
        const el = document.querySelector('tv-elements-page')?.shadowRoot?.querySelector(`[data-testid="preview"] ${t}`);
        return !!el && !!customElements.get(t) && !!el.shadowRoot;
      }, tag);
      // one of its controls used: a checkbox ticked, or a choice made
      const form = cat.locator('form.controls');
      if ((await form.locator('input[type="checkbox"]').count()) > 0) await form.locator('input[type="checkbox"]').first().check();
      else if ((await form.locator('select').count()) > 0) {
        const select = form.locator('select').first();
        await page.waitForFunction((s) => (s as HTMLSelectElement).options.length > 1, await select.elementHandle());
        await select.selectOption({ index: 1 });
      }
    }
    for (const name of [msg('elements_page.snippet_cms'), msg('elements_page.snippet_partner')]) {
      const snippet = cat.getByRole('region', { name });
      await snippet.getByRole('button', { name: msg('elements_page.copy') }).click();
      await snippet.getByRole('status').filter({ hasText: msg('elements_page.copied') }).waitFor();
    }
    await clean(page, '/elements');
  });

  it('a visitor: the QR code of a device to connect, registration (phone checked), sign-up and password recovery', async () => {
    const { page, server } = e;
    await page.goto(`${server.url}/activate`);
    await page.locator('tv-activate svg[part="qr"]').waitFor({ timeout: 20_000 });
    await clean(page, '/activate');
    await page.goto(`${server.url}/register?fresh=true`);
    const phone = page.locator('tv-register input[type="tel"]');
    await phone.fill('+370 600 00000');
    await phone.press('Tab');
    await clean(page, '/register');
    await page.goto(`${server.url}/sign-up`);
    await page.locator('tv-sign-up').getByRole('textbox').first().fill('Anna');
    await clean(page, '/sign-up');
    await page.goto(`${server.url}/password-recovery`);
    await page.locator('tv-password-recovery').getByRole('textbox').first().fill('anna@example.lt');
    await clean(page, '/password-recovery');
  });

  it('signed in: live TV from the guide, a VoD item from its details, search, settings, a series, wishlist, recordings, products', async () => {
    const { page, server } = e;
    await logIn(page, server.url, 'anna@example.lt');
    await chooseProfile(page, 'Anna');
    await clean(page, 'login');

    // live TV: a programme on now opened in the guide, watched live
    await page.goto(`${server.url}/tv`);
    const grid = page.locator('tv-epg-grid');
    const stop = grid.locator('[role="gridcell"][tabindex="0"]');
    await stop.waitFor({ timeout: 20_000 });
    // (that programme by its id: the guide's one tab stop may move meanwhile, as the guide settles
    // on what airs now, and a cell may be redrawn for another programme)
    const programme = grid.locator(`#${await stop.getAttribute('id')}`);
    await programme.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.pathname.startsWith('/tv/'));
    await clean(page, '/tv');
    await page.goto(`${server.url}/play?channel=3`);
    await plays(page, '/play');
    await clean(page, '/play');

    // a VoD item from its details page: Play
    await page.goto(`${server.url}/vod-about?id=4`);
    const details = page.locator('tv-vod-details');
    await details.getByRole('link', { name: new RegExp(`^(${msg('vod_details.play')}|${msg('vod_details.resume')})`) }).first().click();
    await page.waitForURL(/\/vod-play\?/);
    await plays(page, '/vod-play');
    await clean(page, '/vod-play');

    // search: suggestions as one types (a film's title), then the results screen
    const films = (await (await fetch(`${server.url}/api/public/v1/vod?lang=lt&filter[kind]=movie&sort=title&page[limit]=1`)).json()) as { items: { title: string }[] };
    const title = films.items[0]!.title;
    await page.goto(`${server.url}/search`);
    const search = page.locator('tv-search-page');
    const box = search.getByRole('combobox', { name: msg('search.label') });
    await box.fill(title);
    await search.getByRole('listbox', { name: msg('search.suggestions') }).getByRole('option').first().waitFor();
    await box.press('Enter');
    await page.waitForURL((u) => u.pathname.startsWith('/search/'));
    await search.locator('section.vod').getByRole('link').first().waitFor();
    await clean(page, '/search');

    // settings: its dialog, a few of its screens, the log-out confirmation cancelled
    await page.goto(`${server.url}/`);
    await page.locator('tv-nav').getByRole('button', { name: msg('nav.settings') }).click();
    const settings = page.locator('tv-settings').getByRole('dialog');
    await settings.waitFor();
    await settings.getByRole('button', { name: msg('settings.language') }).click();
    await settings.getByRole('button', { name: msg('common.back') }).first().click();
    await settings.getByRole('button', { name: msg('settings.about') }).click();
    await settings.getByRole('button', { name: msg('common.back') }).first().click();
    await page.keyboard.press('Escape');
    await settings.waitFor({ state: 'hidden' });
    await clean(page, 'settings');

    // a series, the wishlist, recordings, products
    for (const [path, tag] of [['/group?id=1', 'tv-series'], ['/wishlist', 'tv-wishlist-page'], ['/recordings', 'tv-recordings'], ['/subscription', 'tv-subscription']] as const) {
      await page.goto(`${server.url}${path}`);
      await page.locator(tag).getByRole('heading').first().waitFor({ timeout: 20_000 });
      await clean(page, path);
    }
  });
});

