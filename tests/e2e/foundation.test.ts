// The foundation as a new user meets it: navigation, language, login, routes, footer, mobile rule.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { logIn, sharedBackend, type E2E } from './browser';
import { watchingAs } from './player-helpers';
import { msg } from '../helpers/messages';

// One backend for the file: no test needs a store as seeded but its own. (The registered user adds
// a card to anna's household, which nothing after looks at; the wrong passwords for anna come after
// every sign-in of hers.)
const backend = sharedBackend();

describe('visitor on the home route', () => {
  let e: E2E;
  before(async () => {
    e = await backend.launch();
  });
  after(() => e.close());

  it('shows the real navigation with the page list, sorted and mapped', async () => {
    const { page, server } = e;
    await page.goto(`${server.url}/`);
    const nav = page.locator('tv-nav');
    await nav.getByRole('link', { name: 'Naujienos', exact: true }).waitFor();
    const links = await nav.locator('ul#menu a').allInnerTexts();
    // Home and TV first, then extra pages by position; search/settings/login skipped; no Products.
    assert.deepEqual(links.map((s) => s.trim()), ['Pradžia', 'TV', 'Naujienos', 'Apie mus', 'Pagalba']);
    assert.equal(await nav.getByRole('link', { name: 'Naujienos', exact: true }).getAttribute('href'), `${server.url}/page/9`);
    assert.equal(await nav.getByRole('link', { name: 'TV', exact: true }).getAttribute('href'), `${server.url}/tv`);
    assert.equal(await nav.getByRole('link', { name: 'Pradžia', exact: true }).getAttribute('aria-current'), 'page');
    assert.equal(await nav.getByRole('link', { name: 'Paieška', exact: true }).getAttribute('href'), `${server.url}/search`);
    assert.equal(await nav.getByRole('link', { name: 'Užsisakyti', exact: true }).getAttribute('href'), `${server.url}/register?fresh=true`);
    const login = new URL((await nav.getByRole('link', { name: 'Prisijungti', exact: true }).getAttribute('href'))!);
    assert.equal(login.pathname, '/client/login');
    assert.equal(login.searchParams.get('redirect'), `${server.url}/`);
    await nav.getByRole('button', { name: 'Kalba: Lietuvių', exact: true }).waitFor();
    assert.equal(await nav.getByRole('link', { name: 'Produktai', exact: true }).count(), 0);
    assert.equal(await nav.getByRole('button', { name: 'Nustatymai' }).count(), 0);
    await page.locator('#main').getByText('Demonstracinis režimas').waitFor();
  });

  it('switches the language: saved encrypted for 365 days, page reloaded in English', async () => {
    const { page, server, context } = e;
    await page.goto(`${server.url}/`);
    const nav = page.locator('tv-nav');
    await nav.getByRole('button', { name: 'Kalba: Lietuvių', exact: true }).click();
    await Promise.all([page.waitForEvent('load'), nav.getByRole('menuitemradio', { name: 'English' }).click()]);
    await page.locator('tv-nav').getByRole('link', { name: 'Log in', exact: true }).waitFor();
    // A page without an English title says so.
    await page.locator('tv-nav').getByRole('link', { name: 'Missing translation', exact: true }).waitFor();
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'en');
    const cookie = (await context.cookies()).find((c) => c.name === '_app_lang');
    assert.ok(cookie, 'language cookie set');
    assert.notEqual(cookie.value, 'en', 'cookie value is encrypted');
    const days = (cookie.expires - Date.now() / 1000) / 86400;
    assert.ok(days > 364 && days <= 365.01, `expires in 365 days (got ${days})`);
    assert.equal(cookie.sameSite, 'Lax');
    // Survives a reload.
    await page.reload();
    await page.locator('tv-nav').getByRole('link', { name: 'Home', exact: true }).waitFor();
    await nav.getByRole('button', { name: 'Language: English', exact: true }).click();
    assert.equal(await nav.getByRole('menuitemradio', { name: 'English' }).getAttribute('aria-checked'), 'true');
    await Promise.all([page.waitForEvent('load'), nav.getByRole('menuitemradio', { name: 'Lietuvių' }).click()]);
    await page.locator('tv-nav').getByRole('link', { name: 'Pradžia', exact: true }).waitFor();
  });

  it('opens the legal documents from the footer as formatted text, with a back button', async () => {
    const { page, server } = e;
    await page.goto(`${server.url}/`);
    const footer = page.locator('tv-footer');
    await footer.getByRole('button', { name: 'Naudojimosi sąlygos' }).click();
    const dialog = footer.getByRole('dialog', { name: 'Naudojimosi sąlygos' });
    await dialog.waitFor();
    await dialog.locator('.markdown h3, .markdown h4').first().waitFor();
    assert.ok((await dialog.locator('.markdown p').count()) > 0);
    await dialog.getByRole('button', { name: 'Atgal' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await footer.getByRole('button', { name: 'Kontaktai' }).click();
    await footer.getByRole('dialog', { name: 'Kontaktai' }).waitFor();
    await page.keyboard.press('Escape');
    await footer.getByRole('dialog').waitFor({ state: 'hidden' });
    assert.match(await footer.locator('.copyright').innerText(), /© \d{4} Eteris/);
    assert.equal(await footer.getByRole('link', { name: 'Facebook', exact: true }).count(), 1);
  });

  it('resolves every route of the spec on a deep link and on reload', async () => {
    const { page, server } = e;
    const routes: [string, RegExp][] = [
      ['/demo-page', /Ką gausite užsiprenumeravę/],
      ['/vod', /Filmai/],
      ['/search/labas', /Paieška/],
      ['/vod-about', /Filmo aprašymas/],
      ['/group', /Serialas/],
      ['/page/9', /Naujienos/],
      ['/sign-up', /Užsisakykite paslaugą/],
      ['/sign-up/conditions', /Registracijos sąlygos/],
      ['/status', /Būsena/],
      ['/password-recovery', /Slaptažodžio atkūrimas/],
      ['/activate/ABCD-1234', /Kodas nežinomas arba nebegalioja/],
    ];
    for (const [path, heading] of routes) {
      const res = await page.goto(`${server.url}${path}`);
      assert.equal(res?.status(), 200, path);
      await page.locator('#main').getByRole('heading', { level: 1, name: heading }).waitFor();
      assert.match(await page.title(), / · Eteris$/, `${path} has a tab title`);
      await page.reload();
      await page.locator('#main').getByRole('heading', { level: 1, name: heading }).waitFor();
      assert.equal(new URL(page.url()).pathname, path);
    }
    // Products are for registered users (docs/product.md#screens-and-routes): a visitor's deep link goes to the demo page.
    await page.goto(`${server.url}/subscription/plans/104`);
    await page.waitForURL((u) => u.pathname === '/demo-page');
    // The TV route is its own screen (tests/e2e/tv-*.test.ts); here only that deep links resolve.
    for (const path of ['/tv', '/tv/3', '/tv/3/12/345']) {
      const res = await page.goto(`${server.url}${path}`);
      assert.equal(res?.status(), 200, path);
      assert.equal(await page.locator('tv-nav').getByRole('link', { name: 'TV', exact: true }).getAttribute('aria-current'), 'page');
    }
    const missing = await page.goto(`${server.url}/no/such/page`);
    assert.equal(missing?.status(), 404);
    await page.locator('#main').getByRole('heading', { name: 'Puslapis nerastas' }).waitFor();
  });

  it('hides the navigation on /register and sends visitors from /play to the demo page', async () => {
    const { page, server } = e;
    await page.goto(`${server.url}/register?fresh=true`);
    await page.locator('#main').getByRole('heading', { name: 'Registracija' }).waitFor();
    assert.equal(await page.locator('tv-nav').count(), 0);
    assert.equal(await page.locator('tv-footer').count(), 1);
    await page.goto(`${server.url}/play`);
    await page.waitForURL(`${server.url}/demo-page`);
  });
});

describe('registered user', () => {
  let e: E2E;
  before(async () => {
    e = await backend.launch();
  });
  after(() => e.close());

  it('logs in through the reference login page and gets Products and settings', async () => {
    const { page, server } = e;
    await logIn(page, server.url, 'anna@example.lt');
    assert.equal(new URL(page.url()).pathname, '/');
    const nav = page.locator('tv-nav');
    await nav.getByRole('link', { name: 'Produktai', exact: true }).waitFor();
    await nav.getByRole('button', { name: 'Nustatymai' }).waitFor();
    assert.equal(await nav.getByRole('link', { name: 'Prisijungti', exact: true }).count(), 0);
    assert.equal(await nav.getByRole('link', { name: 'Užsisakyti', exact: true }).count(), 0);
  });

  it('may open /play, which has no footer', async () => {
    const { page, server } = e;
    await page.goto(`${server.url}/play?channel=3`);
    await page.locator('tv-player').waitFor({ state: 'attached' });
    // Registered users stay (visitors are sent to the demo page, tested above).
    await page.waitForFunction(() => (window as { Eteris?: { stores: { $registered: { get(): boolean } } } }).Eteris?.stores.$registered.get() === true);
    assert.equal(new URL(page.url()).pathname, '/play');
    assert.equal(await page.locator('tv-footer').count(), 0);
  });

  it('is sent from /play naming no channel to the guide, in place of the player page', async () => {
    const { page, server } = e;
    // (each time from the home page: Back brought the page before there)
    await page.goto(`${server.url}/`);
    for (const search of ['', '?channel=abc', '?channel=0']) {
      await page.goto(`${server.url}/play${search}`);
      await page.waitForURL(`${server.url}/tv`);
      await page.locator('tv-live-page').waitFor();
      // replaced: Back returns to the page before, not to the dead player page
      await page.goBack();
      await page.waitForURL(`${server.url}/`);
    }
  });

  it('is sent from /vod-play naming no film to the films, in place of the player page', async () => {
    const { page, server } = e;
    // (each time from the home page: Back brought the page before there)
    await page.goto(`${server.url}/`);
    for (const search of ['', '?id=abc', '?id=-4']) {
      await page.goto(`${server.url}/vod-play${search}`);
      await page.waitForURL(`${server.url}/vod`);
      await page.locator('tv-vod-page').waitFor();
      await page.goBack();
      await page.waitForURL(`${server.url}/`);
    }
  });

  it('adds a payment card through /register?action=add_card and the hosted payment page', async () => {
    const { page, server } = e;
    await page.goto(`${server.url}/register?action=add_card`);
    await page.locator('tv-plan-actions').getByRole('link', { name: 'Pridėti mokėjimo kortelę' }).click();
    await page.waitForURL((u) => u.pathname === '/client/payment');
    await page.getByLabel('Kortelės numeris').fill('4000 0000 0000 0002');
    await page.getByLabel('Galioja iki (mėnuo)').fill('12');
    await page.getByLabel('Galioja iki (metai)').fill('2099');
    await page.getByLabel('CVC kodas').fill('123');
    await page.getByLabel('Kortelės savininkas').fill('Anna A');
    await page.getByRole('button', { name: 'Pridėti kortelę' }).click();
    await page.getByRole('alert').getByText('Nepavyko pridėti kortelės').waitFor();
    assert.equal(await page.getByLabel('Kortelės savininkas').inputValue(), 'Anna A');
    await page.getByLabel('Kortelės numeris').fill('5555 5555 5555 4444');
    await page.getByRole('button', { name: 'Pridėti kortelę' }).click();
    await page.waitForURL((u) => u.pathname === '/register' && u.searchParams.get('card') === 'added');
  });

  it('logs out through /logout and is a visitor again', async () => {
    const { page, server } = e;
    await page.goto(`${server.url}/logout`);
    await page.waitForURL(`${server.url}/`);
    await page.locator('tv-nav').getByRole('link', { name: 'Prisijungti', exact: true }).waitFor();
  });
});

describe('a player page naming what does not exist', () => {
  const e = watchingAs('anna@example.lt', 'Anna', () => backend.server);

  for (const [search, message, action, path] of [
    ['/vod-play?id=999999', 'player.not_found_vod', 'player.browse_films', '/vod'],
    ['/play?channel=9999', 'player.not_found_channel', 'player.to_guide', '/tv'],
    ['/play?recording=999999', 'player.not_found_recording', 'player.my_recordings', '/recordings'],
  ] as const) {
    it(`says so on ${search}, with the way on and no Retry`, async () => {
      const { page, server } = e();
      await page.goto(`${server.url}${search}`);
      const alert = page.locator('tv-player').getByRole('alert');
      await alert.getByText(msg(message)).waitFor();
      assert.equal(await alert.getByRole('button', { name: msg('common.retry') }).count(), 0, 'no Retry that cannot help');
      await alert.getByRole('link', { name: msg(action) }).click();
      await page.waitForURL((u) => u.pathname === path);
    });
  }
});

describe('login errors', () => {
  let e: E2E;
  before(async () => {
    e = await backend.launch();
  });
  after(() => e.close());

  it('says "Invalid username!" and "Invalid password!"', async () => {
    const { page, server } = e;
    await page.goto(`${server.url}/client/login?lang=en&redirect=/`);
    await page.getByLabel('E-mail').fill('nobody@example.lt');
    await page.getByLabel('Password').fill('whatever1');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByText('Invalid username!').waitFor();
    await page.getByLabel('E-mail').fill('anna@example.lt');
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByText('Invalid password!').waitFor();
    // What was typed stays.
    assert.equal(await page.getByLabel('E-mail').inputValue(), 'anna@example.lt');
  });
});

/**
 * The navigation has drawn its links, and they are hidden under the cover. (A <tv-nav> that has not
 * drawn anything yet has no size, so "tv-nav is not visible" alone held before the cover did anything.)
 */
async function expectNavigationCovered(page: Page): Promise<void> {
  const home = page.locator('tv-nav').getByRole('link', { name: 'Pradžia', exact: true, includeHidden: true });
  await home.waitFor({ state: 'attached' });
  assert.equal(await home.isVisible(), false, 'the navigation is covered');
}

describe('mobile browsers and geo-blocking', () => {
  it('shows the mobile landing page except on the allowed routes', async () => {
    const e = await backend.launch({ userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36' });
    try {
      const { page, server } = e;
      await page.goto(`${server.url}/`);
      const landing = page.locator('tv-mobile-landing');
      await landing.getByRole('heading', { name: 'Eteris – jūsų telefone' }).waitFor();
      assert.equal(await landing.getByRole('link', { name: 'Registruotis', exact: true }).getAttribute('href'), `${server.url}/register?fresh=true`);
      assert.equal(await landing.getByRole('link', { name: /App Store|Google Play|AppGallery/ }).count(), 3);
      await expectNavigationCovered(page);
      await page.goto(`${server.url}/sign-up`);
      await page.locator('#main').getByRole('heading', { name: 'Užsisakykite paslaugą' }).waitFor();
      assert.equal(await page.locator('tv-mobile-landing').getByRole('heading').count(), 0);
    } finally {
      await e.close();
    }
  });

  it('shows the geo-blocking notice outside the EU/EEA', async () => {
    const e = await backend.launch();
    try {
      const { page, server, context } = e;
      await context.setExtraHTTPHeaders({ 'CF-IPCountry': 'US' });
      await page.goto(`${server.url}/`);
      await page.locator('tv-mobile-landing').getByRole('alert').getByText('Paslauga nepasiekiama jūsų šalyje').waitFor();
      await expectNavigationCovered(page);
    } finally {
      await e.close();
    }
  });
});
