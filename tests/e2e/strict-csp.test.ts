// Formatted documents (footer's legal modal, extra pages) on the built site served with a strict
// Content-Security-Policy that enforces Trusted Types: no HTML string may reach a DOM sink, no
// inline script or style. The reference backend sends its own policy (browser-defences.test.ts);
// this test adds a stricter one (`trusted-types 'none'`: not even the client's own policy) to each
// document response, as an operator's proxy could, and both are enforced.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Locator } from 'playwright-core';
import { launch, type E2E } from './browser';

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

describe('legal documents and extra pages under a strict CSP with Trusted Types', () => {
  let e: E2E;
  const problems: string[] = [];
  const requested: string[] = [];
  before(async () => {
    e = await launch();
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
