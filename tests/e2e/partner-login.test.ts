// A subscriber signs in from a partner's page on ANOTHER origin: the Log in link leads to
// the operator's sign-in, which comes back to the partner's page with a one-time code in the
// fragment; the element exchanges it for a bearer token kept in the tab (sessionStorage). Nothing
// needs a cookie of the operator on the partner's page: with every cookie gone the page stays
// signed in and plays; a second tab of the page is signed in from the first. Origins the operator
// does not allow get no code; a code works once.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { launch, type E2E } from './browser';
import { startServer } from '../server/helpers';
import { partnerServer, type PartnerServer } from './partner-server';
import { playing as framesCome } from './player-helpers';
import { msg } from '../helpers/messages';

/** Presses the player's Start (the partner's player has no autoplay) and waits for decoded frames. */
async function startsPlaying(page: Page): Promise<void> {
  await page.locator('tv-player').getByRole('button', { name: msg('player.start_playback') }).click({ timeout: 20_000 });
  await framesCome(page);
}

describe("signing in from a partner's page", () => {
  let e: E2E;
  let partner: PartnerServer;
  let PARTNER = '';
  let OP = '';
  const codes: string[] = [];
  before(async () => {
    partner = await partnerServer({
      '/tv.html': () => `<!doctype html><html lang="lt"><head><meta charset="utf-8"><title>Partneris</title></head>
<body><tv-nav></tv-nav><tv-session-gate></tv-session-gate><main><tv-player channel-id="1"></tv-player></main>
<script src="${OP}/eteris.iife.js"></script></body></html>`,
    });
    PARTNER = partner.origin;
    const server = await startServer({ env: { ETERIS_ALLOWED_ORIGINS: PARTNER } });
    e = await launch({ server });
    OP = e.server.url;
    // the codes the operator sends back (303 Location), to try one again below
    e.page.on('response', (r) => {
      const m = /#eteris_code=([^&]+)/.exec(r.headers()['location'] ?? '');
      if (m) codes.push(decodeURIComponent(m[1]!));
    });
  });
  after(async () => {
    await e.close();
    await e.server.stop();
    await partner.close();
  });

  it('a subscriber signs in from the partner page and plays, with no cookie of the operator', async () => {
    const { page } = e;
    await page.goto(`${PARTNER}/tv.html`);
    const login = page.locator('tv-nav').getByRole('link', { name: msg('nav.login') });
    await login.waitFor({ timeout: 20_000 });
    await login.click();
    await page.waitForURL((u) => u.origin === new URL(OP).origin && u.pathname === '/client/login');
    await page.getByLabel(/El\. paštas/i).fill('petras@example.lt');
    await page.getByLabel(/Slaptažodis/i).fill('Labas123!');
    const exchange = page.waitForResponse((r) => new URL(r.url()).pathname === '/client/user/code');
    await page.getByRole('button', { name: /Prisijungti/ }).click();
    await page.waitForURL((u) => u.origin === PARTNER && u.pathname === '/tv.html');
    const answer = await exchange;
    assert.equal(answer.status(), 200);
    assert.equal((await answer.request().allHeaders())['origin'], PARTNER);
    // the code is taken out of the address; the page is signed in: no Log in link, the channel plays
    await page.waitForFunction(() => location.hash === '');
    await page.locator('tv-nav').getByRole('link', { name: msg('nav.login') }).waitFor({ state: 'detached' });
    await startsPlaying(page);

    // every cookie gone (a browser that blocks third-party cookies never had one here): still signed in
    await e.context.clearCookies();
    const calls: string[] = [];
    const onRequest = (r: { url(): string; headers(): Record<string, string> }) => {
      if (r.url().includes('/api/v1/')) calls.push(r.headers()['authorization'] ?? '');
    };
    page.on('request', onRequest);
    await page.reload();
    await startsPlaying(page);
    page.off('request', onRequest);
    assert.ok(calls.length > 0 && calls.every((h) => /^Bearer \S+$/.test(h)), 'the API calls carry the bearer token');
    assert.equal(await page.locator('tv-nav').getByRole('link', { name: msg('nav.login') }).count(), 0);

    // a code works once
    assert.ok(codes.length > 0);
    const again = await fetch(`${OP}/client/user/code`, { method: 'POST', headers: { Origin: PARTNER, 'Content-Type': 'application/x-www-form-urlencoded' }, body: `code=${encodeURIComponent(codes[0]!)}` });
    assert.equal(again.status, 400);
    assert.equal(((await again.json()) as { error: { code: string } }).error.code, 'invalid_code');
  });

  it("signs in a second tab of the partner's page from the first, without a password", async () => {
    // (the first tab is signed in, above; the operator's cookies are gone)
    const second = await e.context.newPage();
    const calls: string[] = [];
    second.on('request', (r) => {
      if (r.url().includes('/api/v1/')) calls.push(r.headers()['authorization'] ?? '');
    });
    await second.goto(`${PARTNER}/tv.html`);
    const nav = second.locator('tv-nav');
    await nav.getByRole('button', { name: msg('nav.settings') }).waitFor({ timeout: 20_000 });
    assert.equal(await nav.getByRole('link', { name: msg('nav.login') }).count(), 0);
    assert.equal(new URL(second.url()).origin, PARTNER, 'no trip to the operator');
    assert.ok(calls.length > 0 && calls.every((h) => /^Bearer \S+$/.test(h)), 'the API calls carry the bearer token');
    await second.close();
  });

  it('sends no code to an origin the operator does not allow', async () => {
    const r = await fetch(`${OP}/client/partner?return=${encodeURIComponent('http://127.0.0.2:9/steal.html')}`, { redirect: 'manual' });
    assert.equal(r.status, 400);
    assert.equal(((await r.json()) as { error: { code: string } }).error.code, 'origin_not_allowed');
    const ok = await fetch(`${OP}/client/partner?return=${encodeURIComponent(`${PARTNER}/tv.html`)}`, { redirect: 'manual' });
    assert.equal(ok.status, 303, 'an allowed origin without a session goes to the login page');
    assert.match(ok.headers.get('location') ?? '', /^\/client\/login\?/);
  });
});
