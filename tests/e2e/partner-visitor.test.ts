// The partner's page for a visitor: on ANOTHER origin, the README's one script tag and
// one line of configuration (the operator's API by its full address), with the navigation, the
// guide, a VoD row, a player and the footer. Each shows the operator's content, every link leads to
// the operator, nothing is fetched from the partner, and pressing play invites to log in or
// subscribe (no DRM failure). Signing in from such a page: partner-login.test.ts.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { launch, type E2E } from './browser';
import { startServer } from '../server/helpers';
import { guideShowsTitles, partnerServer, type PartnerServer } from './partner-server';
import { msg } from '../helpers/messages';

describe("a partner's page for a visitor: the one script tag and one line of configuration", () => {
  let e: E2E;
  let partner: PartnerServer;
  let OP = '';
  const requests: { url: string; status: number }[] = [];
  before(async () => {
    partner = await partnerServer({
      '/news.html': () => `<!doctype html><html lang="lt"><head><meta charset="utf-8"><title>Partnerio naujienos</title>
<script type="application/json" id="eteris-config">{"apiBase":"${OP}/api/v1/"}</script></head>
<body><tv-nav></tv-nav><main><h1>Šiandien per TV</h1>
<tv-player channel-id="1" style="display:block;width:640px;height:360px"></tv-player>
<tv-epg-grid style="display:block;height:420px" no-details></tv-epg-grid>
<tv-vod-row row-id="2"></tv-vod-row></main><tv-footer></tv-footer>
<script src="${OP}/eteris.iife.js"></script></body></html>`,
    });
    const server = await startServer({ env: { ETERIS_ALLOWED_ORIGINS: partner.origin } });
    e = await launch({ server });
    OP = new URL(e.server.url).origin;
    e.page.on('response', (r) => requests.push({ url: r.url(), status: r.status() }));
  });
  after(async () => {
    await e.close();
    await e.server.stop();
    await partner.close();
  });

  it('shows the navigation, the guide, the row and the footer, every link to the operator', async () => {
    const { page } = e;
    await page.goto(`${partner.origin}/news.html`);
    // the guide: programmes with their titles
    await guideShowsTitles(page);
    // the row: posters, decoded
    await page.waitForFunction(() => {
      const img = document.querySelector('tv-vod-row')?.shadowRoot?.querySelector('img');
      return !!img && img.complete && img.naturalWidth > 0;
    }, undefined, { timeout: 30_000 });
    // the navigation offers a visitor Log in and Subscribe, at the operator
    const nav = page.locator('tv-nav');
    const login = nav.getByRole('link', { name: msg('nav.login') });
    await login.waitFor();
    assert.equal(new URL((await login.getAttribute('href'))!, page.url()).origin, OP);
    const navLinks = await nav.evaluate((el) => [...el.shadowRoot!.querySelectorAll('a[href]')].map((a) => (a as HTMLAnchorElement).href));
    assert.ok(navLinks.length >= 3, navLinks.join(' '));
    assert.deepEqual(navLinks.filter((h) => new URL(h).origin !== OP), [], 'every navigation link leads to the operator');
    // the footer: its legal documents, read from the operator, and the editors' link to the operator
    const footer = page.locator('tv-footer');
    await footer.getByRole('button', { name: msg('footer.privacy') }).click();
    const doc = footer.getByRole('dialog', { name: msg('legal.title_privacy') });
    await doc.waitFor();
    await doc.getByRole('status').waitFor({ state: 'detached', timeout: 20_000 });
    const text = await doc.innerText();
    assert.ok(text.trim().length > 100, `the privacy policy is shown: ${text}`);
    await page.keyboard.press('Escape');
    await doc.waitFor({ state: 'hidden' });
    const editors = await footer.getByRole('link', { name: msg('footer.editors_link') }).getAttribute('href');
    assert.equal(new URL(editors!, page.url()).origin, OP, "the editors' catalogue is the operator's");

    // nothing came from the partner but the page; nothing failed (a visitor's page asks for no user check)
    const fromPartner = requests.filter((r) => r.url.startsWith(partner.origin) && !r.url.includes('/news.html'));
    assert.deepEqual(fromPartner, []);
    const failed = requests.filter((r) => r.status >= 400);
    assert.deepEqual(failed, []);
    assert.deepEqual(e.errors, []);
  });

  it('invites a visitor who presses play to log in or subscribe, at the operator, and asks for no licence', async () => {
    const { page } = e;
    const player = page.locator('tv-player');
    await player.getByRole('button', { name: msg('player.start_playback') }).click({ timeout: 20_000 });
    const alert = player.getByRole('alert');
    await alert.getByText(msg('player.visitor_invite')).waitFor({ timeout: 20_000 });
    assert.ok(!(await alert.innerText()).includes(msg('errors.drm_failure')));
    for (const key of ['nav.login', 'nav.subscribe'] as const) {
      const href = await player.getByRole('link', { name: msg(key) }).getAttribute('href');
      assert.equal(new URL(href!, page.url()).origin, OP, `${key} leads to the operator`);
    }
    assert.deepEqual(requests.filter((r) => r.url.includes('/drm/')), [], 'no licence asked for');
    assert.deepEqual(e.errors, []);
  });
});
