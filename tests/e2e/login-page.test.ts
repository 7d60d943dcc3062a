// The reference login page and the hosted payment page as a user meets them: accessible (axe) in
// every language under their own strict CSP, nothing they ask for fails, and the language picked on
// the login page is the language of the site after logging in (and the other way round).
import { chooseLanguage } from './profiles-helpers';
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import ru from '../../src/core/i18n/locales/ru.json';
import en from '../../src/core/i18n/locales/en.json';
import { logIn, sharedBackend, type E2E } from './browser';

// One backend for the file: what the pages are given (an unknown account, a card refused) is
// stored nowhere.
const backend = sharedBackend();

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface Violation {
  id: string;
  impact: string;
  help: string;
  nodes: { target: string[]; failureSummary: string }[];
}

/** axe-core's WCAG 2.1 A/AA and best-practice rules on the page as it is now. */
async function axe(page: Page): Promise<Violation[]> {
  // Evaluated by the DevTools protocol, which the page's CSP does not govern (a <script> would be).
  await page.evaluate(AXE);
  return page.evaluate(async () => {
    const w = window as unknown as { axe: { run(ctx: Document, o: object): Promise<{ violations: Violation[] }> } };
    const r = await w.axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] } });
    return r.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target, failureSummary: n.failureSummary })) }));
  });
}

/**
 * From now on: what the pages load (favicon, stylesheet, images) and answers 400 or more, and console
 * errors such as a CSP refusal. The pages themselves answer 400/401 to a bad form by design, which
 * the tests see on the page.
 */
function watchFailures(page: Page): string[] {
  const seen: string[] = [];
  page.on('response', (r) => {
    if (r.status() >= 400 && r.request().resourceType() !== 'document') seen.push(`${r.status()} ${r.url()}`);
  });
  page.on('console', (m) => {
    if (m.type() === 'error' && !m.text().startsWith('Failed to load resource')) seen.push(`console: ${m.text()}`);
  });
  return seen;
}

describe('login and payment pages', () => {
  let e: E2E;
  before(async () => {
    e = await backend.launch();
  });
  after(() => e.close());

  it('pass an axe audit in lt, en and ru, wide and narrow, and nothing they load fails', async () => {
    const { page, server } = e;
    const failures = watchFailures(page);
    for (const width of [1280, 360]) {
      await page.setViewportSize({ width, height: 800 });
      for (const lang of ['lt', 'en', 'ru']) {
        await page.goto(`${server.url}/client/login?lang=${lang}&redirect=/`);
        await page.getByRole('button').waitFor();
        assert.equal(await page.evaluate(() => document.documentElement.lang), lang);
        assert.deepEqual(await axe(page), [], `login page, ${lang}, ${width} px`);
      }
    }
    // The same page after a failed attempt: the error and the marked field.
    await page.getByLabel(/Эл\. почта/).fill('nobody@example.lt');
    await page.getByLabel(/Пароль/).fill('whatever1');
    await page.getByRole('button').click();
    await page.getByRole('alert').waitFor();
    assert.deepEqual(await axe(page), [], 'login page with an error');
    assert.deepEqual(failures, []);
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  it('style the page from the site: the button has the site\'s accent colour', async () => {
    const { page, server } = e;
    await page.goto(`${server.url}/client/login?lang=en&redirect=/`);
    const button = page.getByRole('button', { name: en.nav.login });
    assert.equal(await button.evaluate((b) => getComputedStyle(b).backgroundColor), 'rgb(208, 49, 45)');
    assert.equal(await page.evaluate(() => getComputedStyle(document.body).backgroundColor), 'rgb(15, 17, 21)');
  });

  it('the payment page passes an axe audit too, with its field errors shown', async () => {
    const { page, server } = e;
    await logIn(page, server.url, 'petras@example.lt');
    const failures = watchFailures(page);
    for (const lang of ['lt', 'en', 'ru']) {
      await page.goto(`${server.url}/client/payment?lang=${lang}&redirect=/`);
      await page.getByRole('button').waitFor();
      assert.deepEqual(await axe(page), [], `payment page, ${lang}`);
    }
    await page.getByRole('textbox').first().fill('1234');
    await page.getByRole('button').click();
    await page.getByRole('alert').waitFor();
    assert.deepEqual(await axe(page), [], 'payment page with field errors');
    assert.deepEqual(failures, []);
  });
});

describe('language between the site and the login page', () => {
  let e: E2E;
  before(async () => {
    e = await backend.launch();
  });
  after(() => e.close());

  it('picking Русский on the login page gives a Russian site after logging in, and it stays', async () => {
    const { page, server, context } = e;
    await page.goto(`${server.url}/`);
    await page.locator('tv-nav').getByRole('link', { name: 'Prisijungti', exact: true }).click();
    await page.waitForURL((u) => u.pathname === '/client/login');
    await Promise.all([page.waitForEvent('load'), page.getByRole('link', { name: 'Русский' }).click()]);
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'ru');
    await page.getByLabel('Эл. почта').fill('petras@example.lt');
    await page.getByLabel('Пароль').fill('Labas123!');
    await page.getByRole('button', { name: 'Войти' }).click();
    await page.waitForURL((u) => !u.pathname.startsWith('/client/'));

    const nav = page.locator('tv-nav');
    await nav.getByRole('button', { name: ru.nav.settings }).waitFor();
    await nav.getByRole('link', { name: ru.nav.home, exact: true }).waitFor();
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'ru');
    // The hand-over is gone from the address, and the choice is saved like one made in Settings.
    await page.waitForFunction(() => !new URL(location.href).searchParams.has('lang'));
    assert.equal(new URL(page.url()).pathname, '/');
    const cookie = (await context.cookies()).find((c) => c.name === '_app_lang');
    assert.ok(cookie, 'language cookie saved');
    assert.notEqual(cookie.value, 'ru', 'encrypted');
    await page.reload();
    await nav.getByRole('link', { name: ru.nav.home, exact: true }).waitFor();
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'ru');
  });

  it('the site\'s Log in link opens the login page in the site\'s language', async () => {
    const { page, server, context } = e;
    await context.clearCookies();
    await chooseLanguage(page, server.url, 'en');
    await page.locator('tv-nav').getByRole('link', { name: en.nav.login, exact: true }).click();
    await page.waitForURL((u) => u.pathname === '/client/login');
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'en');
    assert.equal(await page.getByRole('link', { name: 'English' }).getAttribute('aria-current'), 'true');
    // Back without logging in: still English.
    await page.getByRole('link', { name: 'Back to the site' }).click();
    await page.locator('tv-nav').getByRole('link', { name: en.nav.home, exact: true }).waitFor();
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'en');
  });
});
