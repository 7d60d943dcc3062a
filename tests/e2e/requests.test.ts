// What a real page asks the backend for, read off the wire (every request the page makes): a
// visitor's page makes no user check, nothing behind the verify-your-e-mail page is fetched, nothing
// about a profile before one is chosen, and the page list is fetched only when it is due (docs/product.md#states).
import { msg } from '../helpers/messages';
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { logIn, sharedBackend, type E2E } from './browser';
import { chooseProfile } from './profiles-helpers';

// One backend for the file: the visitor's and ruta's blocks change nothing on it, and anna's
// block comes last.
const backend = sharedBackend();

interface Recorder {
  /** Path and query of every request the page made since the last `clear()`. */
  paths: string[];
  consoleErrors: string[];
  clear(): void;
}

/** Records every request the page makes (the wire, not what the code meant to send). */
function record(page: Page): Recorder {
  const seen: Recorder = {
    paths: [],
    consoleErrors: [],
    clear() {
      seen.paths.length = 0;
      seen.consoleErrors.length = 0;
    },
  };
  page.on('request', (r) => {
    const u = new URL(r.url());
    seen.paths.push(u.pathname + u.search);
  });
  page.on('console', (m) => {
    if (m.type() === 'error') seen.consoleErrors.push(m.text());
  });
  return seen;
}

const pathsMatching = (paths: string[], re: RegExp) => paths.filter((p) => re.test(p.split('?')[0]!));

/**
 * Waits until the page's network is idle (no request for 500 ms; only where no event stream is
 * open), or until it has made a request matching `forbidden`, whichever comes first: a page that
 * breaks the rule fails on the assertion that follows rather than on a timeout.
 */
async function idleOr(page: Page, seen: Recorder, forbidden: RegExp): Promise<void> {
  if (pathsMatching(seen.paths, forbidden).length > 0) return;
  const bad = page.waitForRequest((r) => forbidden.test(new URL(r.url()).pathname), { timeout: 0 }).catch(() => null);
  await Promise.race([page.waitForLoadState('networkidle'), bad]);
}

describe('a visitor', () => {
  let e: E2E;
  before(async () => {
    e = await backend.launch();
  });
  after(() => e.close());

  it('has no user check on any load (no failed /client/user, no console error)', async () => {
    const { page, server } = e;
    const seen = record(page);
    for (const path of ['/', '/tv']) {
      await page.goto(`${server.url}${path}`);
      // drawn from the public API: the extra pages in the navigation, the Log in link
      await page.locator('tv-nav').getByRole('link', { name: 'Naujienos', exact: true }).waitFor();
      await page.locator('tv-nav').getByRole('link', { name: 'Prisijungti', exact: true }).waitFor();
      await page.waitForLoadState('networkidle');
    }
    assert.ok(pathsMatching(seen.paths, /\/api\/public\/v1\/pages$/).length >= 1, 'the page list came from the public API');
    assert.deepEqual(pathsMatching(seen.paths, /^\/client\//), []);
    assert.deepEqual(seen.consoleErrors, []);
    assert.deepEqual(e.errors, []);
  });
});

describe('ruta (e-mail not verified)', () => {
  let e: E2E;
  before(async () => {
    e = await backend.launch();
  });
  after(() => e.close());

  it('gets the verify page and nothing behind it: no line-up, guide, genres, page list, reminders, stream, media', async () => {
    const { page, server } = e;
    await page.goto(`${server.url}/client/login?redirect=${encodeURIComponent('/tv')}`);
    await page.getByLabel(/El\. paštas/).fill('ruta@example.lt');
    await page.getByLabel(/Slaptažodis/).fill('Labas123!');
    const seen = record(page);
    await page.getByRole('button', { name: /Prisijungti/ }).click();
    await page.waitForURL(`${server.url}/tv`);
    // the verify page (its one heading) covers the page
    const heading = page.locator('tv-session-gate').getByRole('dialog').getByRole('heading', { level: 1 });
    const behind = /^\/(api|events|stats|media|drm)(\/|$)/;
    await heading.waitFor();
    await idleOr(page, seen, behind);
    // And the same on a reload.
    await page.reload();
    await heading.waitFor();
    await idleOr(page, seen, behind);
    assert.equal(pathsMatching(seen.paths, /^\/client\/user$/).length, 2, 'the user check was made on both loads');
    assert.deepEqual(pathsMatching(seen.paths, behind), []);
  });
});

describe('anna: "Who is watching?" and the page list', () => {
  let e: E2E;
  let seen: Recorder;
  before(async () => {
    e = await backend.launch();
    seen = record(e.page);
  });
  after(() => e.close());

  // the page list (`pages`), not the smart-row pages of the home screen (`smartrows/pages`)
  const pagesCalls = () => pathsMatching(seen.paths, /\/api\/(public\/)?v1\/pages$/);
  /** Resolves once the page acting as a profile has asked for its reminders (set up before the load). */
  const remindersAsked = (page: Page) => page.waitForResponse((r) => new URL(r.url()).pathname === '/api/v1/reminders');
  /** Reloads, and waits until the page has drawn the navigation and acts as the chosen profile. */
  async function reloadAs(page: Page, name: string): Promise<void> {
    const reminders = remindersAsked(page);
    await page.reload();
    await page.locator('#main').getByText(msg('home.welcome_user', { name })).waitFor();
    await page.locator('tv-nav').getByRole('link', { name: 'Naujienos', exact: true }).waitFor();
    await reminders;
  }

  it('asks nothing about a profile while "Who is watching?" is open', async () => {
    const { page, server } = e;
    await logIn(page, server.url, 'anna@example.lt');
    await page.locator('tv-session-gate').getByRole('dialog', { name: 'Kas žiūri?' }).waitFor();
    const profileScoped = /\/(reminders|bookmarks|wishlist|events\/customer\/\d+)$|^\/stats$/;
    await idleOr(page, seen, profileScoped);
    assert.deepEqual(pathsMatching(seen.paths, profileScoped), []);
    // Content a visitor may see too is not held back: the signed-in page fetched the page list.
    assert.equal(pagesCalls().filter((p) => p.startsWith('/api/v1/')).length, 1);
  });

  it('does not fetch a stored page list again on reload, until the profile stamp is newer', async () => {
    const { page, server } = e;
    const reminders = remindersAsked(page);
    await chooseProfile(page, 'Anna');
    await reminders;

    // Reload with the list stored at the version the profile stamp has: no pages request.
    seen.clear();
    await reloadAs(page, 'Anna');
    assert.deepEqual(pagesCalls(), []);

    // The profile changes (its stamp becomes now): the next load fetches the list once...
    const token = await page.evaluate(() => (globalThis as unknown as { Eteris: { stores: { $session: { get(): { token: string } } } } }).Eteris.stores.$session.get().token);
    const put = await fetch(`${server.url}/api/v1/customer/profile/1`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${token}`, 'X-Profile-Id': '1', 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ name: 'Anna' }).toString(),
    });
    assert.equal(put.status, 200);
    seen.clear();
    const fetched = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/v1/pages');
    await reloadAs(page, 'Anna');
    await fetched;
    assert.equal(pagesCalls().length, 1);

    // ...and the one after that does not again.
    seen.clear();
    await reloadAs(page, 'Anna');
    assert.deepEqual(pagesCalls(), []);
  });
});
