// A household signs in on a partner's page (ANOTHER site) that has no <tv-session-gate>: only the
// navigation, the guide and a player, as the README's one-script snippet. "Who is watching?" still
// comes, the chosen profile's limits follow, and Change profile brings the chooser back. What the
// library keeps on the partner's origin is named `eteris_…` (for the partner's cookie notice).
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { launch, type E2E } from './browser';
import { startServer } from '../server/helpers';
import { partnerServer, type PartnerServer } from './partner-server';
import { chooseProfile } from './profiles-helpers';
import { playing } from './player-helpers';
import { msg } from '../helpers/messages';

const script = (op: string) => `<script src="${op}/eteris.iife.js"></script>`;

/** "Who is watching?" with its profiles, opened by the library itself. */
const chooser = (page: Page) => page.locator('tv-session-gate').getByRole('dialog', { name: msg('session.choose_title') });

describe("a household on a partner's page without the session gate", () => {
  let e: E2E;
  let partner: PartnerServer;
  let OP = '';
  let overAgeFilm = 0;
  before(async () => {
    partner = await partnerServer({
      '/tv.html': () => `<!doctype html><html lang="lt"><head><meta charset="utf-8"><title>Partneris</title></head>
<body><tv-nav></tv-nav><main><tv-epg-grid style="display:block;height:420px" no-details></tv-epg-grid>
<tv-player channel-id="1" style="display:block;width:640px;height:360px"></tv-player></main>${script(OP)}</body></html>`,
      '/film.html': () => `<!doctype html><html lang="lt"><head><meta charset="utf-8"><title>Partnerio filmas</title></head>
<body><main><tv-player vod-id="${overAgeFilm}" autoplay style="display:block;width:640px;height:360px"></tv-player></main>${script(OP)}</body></html>`,
    }, { host: 'localhost' });
    const server = await startServer({ env: { ETERIS_ALLOWED_ORIGINS: partner.origin } });
    e = await launch({ server });
    OP = e.server.url;
    for (let i = 1; i <= 60 && !overAgeFilm; i++) {
      const r = await fetch(`${OP}/api/public/v1/vod/${i}`);
      if (r.ok && ((await r.json()) as { age: number }).age > 13) overAgeFilm = i;
    }
    assert.ok(overAgeFilm, 'the seed has a film over 13');
  });
  after(async () => {
    await e.close();
    await e.server.stop();
    await partner.close();
  });

  it('asks who is watching, follows Jonas\'s limits, and Change profile asks again', async () => {
    const { page } = e;
    await page.goto(`${partner.origin}/tv.html`);
    await page.locator('tv-nav').getByRole('link', { name: msg('nav.login') }).click({ timeout: 20_000 });
    await page.waitForURL((u) => u.pathname === '/client/login');
    await page.getByLabel(/El\. paštas/i).fill('anna@example.lt');
    await page.getByLabel(/Slaptažodis/i).fill('Labas123!');
    await page.getByRole('button', { name: /Prisijungti/ }).click();
    await page.waitForURL((u) => u.origin === partner.origin && u.pathname === '/tv.html');

    // the library opens the chooser on its own; anna picks Jonas (13, a PIN to log in)
    await chooser(page).waitFor({ timeout: 20_000 });
    for (const name of ['Anna', 'Jonas', 'Vaikai']) {
      await chooser(page).getByRole('button', { name: new RegExp(`\\b${name}\\b`) }).waitFor();
    }
    const chosen = page.waitForResponse((r) => /\/customer\/profile\/\d+\/select$/.test(new URL(r.url()).pathname));
    await chooseProfile(page, 'Jonas', '1234');
    assert.equal((await chosen).status(), 200);

    // Jonas's limit (13), not the household's strictest (6): a programme rated 7 shows its title
    const locked7 = msg('epg.locked_age', { age: 7 });
    await page.waitForFunction((locked) => {
      const cells = [...(document.querySelector('tv-epg-grid')?.shadowRoot?.querySelectorAll('[role="gridcell"]') ?? [])];
      return cells.some((c) => / 7\+/.test(c.textContent ?? '') && !(c.textContent ?? '').includes(locked));
    }, locked7, { timeout: 30_000 });

    // a film over 13 is refused to Jonas with Change profile, which brings "Who is watching?" back
    await page.goto(`${partner.origin}/film.html`);
    const alert = page.locator('tv-player').getByRole('alert');
    await alert.getByText(msg('errors.age_locked')).waitFor({ timeout: 20_000 });
    assert.equal(await chooser(page).count(), 0, 'Jonas is still the profile: no chooser');
    await alert.getByRole('button', { name: msg('purchase.change_profile') }).click();
    await chooser(page).waitFor({ timeout: 20_000 });
    await chooseProfile(page, 'Anna');
    assert.deepEqual(e.errors, []);
  });

  it("keeps only eteris_ names on the partner's origin: cookies, localStorage, sessionStorage", async () => {
    const { page } = e;
    // what writes them: the sign-in (above), a profile, playing a channel
    await page.goto(`${partner.origin}/tv.html`);
    await page.locator('tv-player').getByRole('button', { name: msg('player.start_playback') }).click({ timeout: 20_000 });
    await playing(page);

    const cookies = (await e.context.cookies(partner.origin)).map((c) => c.name);
    const stored = await page.evaluate(() => ({ local: Object.keys(localStorage), session: Object.keys(sessionStorage) }));
    assert.ok(cookies.includes('eteris_profile'), cookies.join(' '));
    assert.ok(stored.session.includes('eteris_partner_session'), stored.session.join(' '));
    assert.ok(stored.local.length > 0, 'playing keeps its addresses');
    const foreign = [...cookies, ...stored.local, ...stored.session].filter((k) => !k.startsWith('eteris_'));
    assert.deepEqual(foreign, []);
  });
});
