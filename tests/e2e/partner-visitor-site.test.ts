// A visitor on a partner's page of ANOTHER site (the browser sends it none of the operator's
// cookies): the guide comes without waiting for a user check that could only fail, nothing fails
// on the wire or in the console, and pressing play invites to log in without loading the player
// library or showing an error code.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { launch, type E2E } from './browser';
import { startServer } from '../server/helpers';
import { guideShowsTitles, partnerServer, type PartnerServer } from './partner-server';
import { msg } from '../helpers/messages';

describe("a visitor on a partner's page of another site", () => {
  let e: E2E;
  let partner: PartnerServer;
  let OP = '';
  const requests: { url: string; path: string; status: number; at: number; started: number }[] = [];
  const consoleErrors: string[] = [];
  before(async () => {
    partner = await partnerServer({
      '/news.html': () => `<!doctype html><html lang="lt"><head><meta charset="utf-8"><title>Partnerio naujienos</title>
<link rel="icon" href="data:,"></head>
<body><tv-nav></tv-nav><main><tv-player channel-id="1" style="display:block;width:640px;height:360px"></tv-player>
<tv-epg-grid style="display:block;height:420px" no-details></tv-epg-grid></main>
<script src="${OP}/eteris.iife.js"></script></body></html>`,
    }, { host: 'localhost' });
    const server = await startServer({ env: { ETERIS_ALLOWED_ORIGINS: partner.origin } });
    e = await launch({ server });
    OP = e.server.url;
    let order = 0;
    const started = new Map<object, number>();
    e.page.on('request', (r) => started.set(r, order++));
    e.page.on('response', (r) => {
      requests.push({ url: r.url(), path: new URL(r.url()).pathname, status: r.status(), at: order++, started: started.get(r.request()) ?? -1 });
    });
    e.page.on('requestfailed', (r) => requests.push({ url: r.url(), path: new URL(r.url()).pathname, status: 0, at: order++, started: started.get(r) ?? -1 }));
    e.page.on('console', (m) => {
      if (m.type() === 'error') consoleErrors.push(m.text());
    });
  });
  after(async () => {
    await e.close();
    await e.server.stop();
    await partner.close();
  });

  it('loads the guide with no failed request, no console error and no wait for a user check', async () => {
    const { page } = e;
    await page.goto(`${partner.origin}/news.html`);
    await guideShowsTitles(page);
    await page.locator('tv-nav').getByRole('link', { name: msg('nav.login') }).waitFor();
    assert.deepEqual(requests.filter((r) => r.status === 0 || r.status >= 400).map((r) => `${r.status} ${r.url}`), []);
    assert.deepEqual(consoleErrors, []);
    const guide = requests.find((r) => r.path.includes('/epggrid/'));
    assert.ok(guide, 'the guide was asked for');
    // the guide's data request does not wait for a user check's answer
    const userAnswers = requests.filter((r) => r.path === '/client/user');
    assert.ok(userAnswers.every((u) => guide.started < u.at), `the guide's request started after a user check answered: ${JSON.stringify(userAnswers)}`);
    assert.deepEqual(e.errors, []);
  });

  it('invites to log in when play is pressed, without the player library and without an error code', async () => {
    const { page } = e;
    const player = page.locator('tv-player');
    await player.getByRole('button', { name: msg('player.start_playback') }).click({ timeout: 20_000 });
    const alert = player.getByRole('alert');
    await alert.getByText(msg('player.visitor_invite')).waitFor({ timeout: 20_000 });
    const login = alert.getByRole('link', { name: msg('nav.login') });
    await login.waitFor();
    assert.equal(new URL((await login.getAttribute('href'))!, page.url()).origin, new URL(OP).origin);
    const text = await alert.innerText();
    assert.ok(!/\d{4}/.test(text), `no error code in the invitation: ${text}`);
    assert.equal(await alert.getByText(msg('errors.details')).count(), 0, 'no Details with a code');
    assert.deepEqual(requests.filter((r) => /shaka/.test(r.path)).map((r) => r.url), [], 'the player library is not loaded');
    assert.deepEqual(requests.filter((r) => r.status === 0 || r.status >= 400).map((r) => `${r.status} ${r.url}`), []);
    assert.deepEqual(consoleErrors, []);
  });
});
