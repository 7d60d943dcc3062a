// Buying what you want to watch, as a viewer does it on the built site: anna, whose card was
// removed, finds a film to rent on the home page, is told she has no payment card, adds one on the
// operator's payment page, rents with the PIN and the film plays; an episode the player refuses (not in his plan) is
// subscribed right there in the player with the card customer service attached for him, plays without a reload, and the next-episode countdown plays
// the next one; the child profile Vaikai finds no over-age item on home, /vod or by a direct
// /vod-about address. The episode's test starts a backend with petras's card in it; the other two
// share one: anna's cards and rental do not touch what Vaikai is shown.
import { afterEach, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { launch, logIn, sharedBackend, type E2E } from './browser';
import { chooseProfile } from './profiles-helpers';
import { seekTo } from './player-helpers';
import { msg } from '../helpers/messages';
import { login, PETRAS_CARD, seededDataDir, startServer } from '../server/helpers';

const player = (page: Page) => page.locator('tv-player');

/** The player's own video plays: its `playing` came and frames keep coming. */
async function plays(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const v = document.querySelector('tv-player')?.shadowRoot?.querySelector('video');
      return !!v && !v.paused && v.readyState >= 3 && v.currentTime > 0.5 && v.getVideoPlaybackQuality().totalVideoFrames > 10;
    },
    undefined,
    { timeout: 30_000 },
  );
}

/** Types the PIN into the open PIN dialog (its first box has the focus). */
async function enterPin(page: Page, host: string, pin: string): Promise<void> {
  const dialog = page.locator(host).getByRole('dialog', { name: msg('purchase.pin_title') });
  await dialog.getByRole('textbox').first().waitFor();
  await page.waitForFunction((h) => document.querySelector(h)?.shadowRoot?.activeElement?.tagName === 'INPUT', host);
  await page.keyboard.type(pin);
}

/** Fills the operator's hosted payment page with a test card and submits it. */
async function addCard(page: Page, number: string): Promise<void> {
  await page.waitForURL((u) => u.pathname === '/client/payment');
  await page.locator('input[name=number]').fill(number);
  await page.locator('input[name=exp_month]').fill('12');
  await page.locator('input[name=exp_year]').fill(String(new Date().getFullYear() + 2));
  await page.locator('input[name=cvc]').fill('123');
  await page.locator('input[name=holder]').fill('Anna Kazlauskienė');
  await page.locator('button[type=submit]').click();
  await page.waitForURL((u) => u.pathname !== '/client/payment');
}

describe('buying on the site', () => {
  let e: E2E | null = null;
  /** The backend of anna's rental and of Vaikai's walk. */
  const shared = sharedBackend();
  afterEach(async () => {
    await e?.close();
    e = null;
  });

  it('anna, without a card, rents a film from home: adds one, confirms with the PIN, and it plays', async () => {
    e = await shared.launch();
    const { page, server } = e;
    // a customer who may add a card on the site (group 15) but has none
    const { token } = await login(server.url);
    const auth = { Authorization: `Bearer ${token}` };
    await fetch(`${server.url}/api/v1/customer/profile/1/select`, { method: 'POST', headers: auth });
    const cards = ((await (await fetch(`${server.url}/api/v1/payment-cards`, { headers: auth })).json()) as { items: { id: number }[] }).items;
    for (const c of cards) assert.equal((await fetch(`${server.url}/api/v1/payment-cards/${c.id}`, { method: 'DELETE', headers: auth })).status, 204);
    await logIn(page, server.url, 'anna@example.lt');
    await chooseProfile(page, 'Anna');
    const card = page.locator('tv-home-page tv-vod-row a.card', { has: page.locator('.badge', { hasText: msg('vod_row.rent') }) }).first();
    await card.waitFor();
    await card.click();
    await page.waitForURL(/\/vod-about\?id=\d+$/);
    const id = Number(new URL(page.url()).searchParams.get('id'));
    const item = (await (await fetch(`${server.url}/api/public/v1/vod/${id}?lang=lt`)).json()) as { type: string; title: string; price: { rent: string } };
    assert.equal(item.type, 'tvod');
    const details = page.locator('tv-vod-details');
    await details.getByRole('heading', { level: 1, name: item.title }).waitFor();

    const rent = details.getByRole('button', { name: msg('vod_details.rent', { price: item.price.rent }) });
    await rent.click();
    await enterPin(page, 'tv-vod-details', '0000');
    const failed = details.getByRole('dialog', { name: msg('purchase.failure_title') });
    await failed.getByRole('alert').getByText(msg('purchase.no_card')).waitFor();
    await failed.getByRole('link', { name: msg('purchase.add_card') }).click();
    await addCard(page, '4111 1111 1111 1111');
    assert.equal(new URL(page.url()).pathname, '/vod-about');
    assert.equal(new URL(page.url()).searchParams.get('id'), String(id));

    await details.getByRole('button', { name: msg('vod_details.rent', { price: item.price.rent }) }).click();
    const bought = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname.endsWith('/purchases') && r.status() === 201);
    await enterPin(page, 'tv-vod-details', '0000');
    const wire = (await bought).request();
    assert.equal(new URL(wire.url()).search, '', 'no PIN in the address');
    assert.equal(new URLSearchParams(wire.postData() ?? '').get('pin'), '0000', 'the PIN is checked on the server');
    const done = details.getByRole('dialog', { name: msg('purchase.success_title') });
    await done.getByText(msg('purchase.success_rent')).waitFor();
    // the page under the dialog offers Play already (no reload)
    await details.locator('[part=actions]').getByRole('link', { name: msg('vod_details.play'), exact: true }).waitFor();
    await done.getByRole('link', { name: msg('purchase.play') }).click();
    await page.waitForURL(new RegExp(`/vod-play\\?id=${id}$`));
    await plays(page);
    assert.equal(await player(page).getByRole('alert').count(), 0);
    assert.deepEqual(e.errors, []);
  });

  it('an episode the player refuses is subscribed in the player, plays without a reload, and the countdown plays the next one', async () => {
    // petras pays with a card customer service attached (he cannot add one on the site)
    const server = await startServer({ dataDir: seededDataDir((store) => store.insert('cards', PETRAS_CARD)) });
    const launched = await launch({ server });
    e = { ...launched, close: () => launched.close().then(() => server.stop()) };
    const { page } = e;
    // the page's timers run on a clock the test moves on (the countdown): it flows as time does until then
    await page.clock.install();
    await logIn(page, server.url, 'petras@example.lt', { open: '/vod-play?id=201' });
    const refusal = player(page).getByRole('alert');
    await refusal.getByText(msg('errors.vod_not_subscribed')).waitFor({ timeout: 20_000 });
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await refusal.getByRole('button', { name: msg('purchase.subscribe_now') }).click();
    const offers = player(page).getByRole('dialog', { name: msg('purchase.title_svod') });
    const first = offers.getByRole('list', { name: msg('purchase.offers_label') }).getByRole('button').first();
    await first.waitFor();
    await first.click();
    await enterPin(page, 'tv-player', '0000');
    await player(page).getByRole('dialog', { name: msg('purchase.success_title') }).getByRole('button', { name: msg('purchase.play') }).click();
    await plays(page);
    assert.equal(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument), true, 'no page reload');
    assert.equal(await refusal.count(), 0);

    // near the end of the episode the countdown offers the next one and plays it at 0
    await seekTo(page, 0.94);
    const heading = new RegExp(msg('player.next_in', { count: 99 }).replace('99', '(\\d+)'));
    const offer = player(page).getByRole('dialog', { name: heading });
    await offer.waitFor({ timeout: 30_000 });
    const count = Number(heading.exec((await offer.getByRole('heading').textContent()) ?? '')?.[1]);
    assert.ok(count > 0, `the countdown shows its seconds (${count})`);
    await page.clock.fastForward((count + 1) * 1000);
    await page.waitForURL((u) => u.searchParams.get('id') === '202', { timeout: 30_000 });
    await plays(page);
    assert.deepEqual(e.errors, []);
  });

  it('the child profile Vaikai finds no over-age item on home, in /vod or by a direct /vod-about address', async () => {
    e = await shared.launch();
    const { page, server } = e;
    await logIn(page, server.url, 'anna@example.lt');
    await chooseProfile(page, 'Vaikai');
    const ageOf = async (href: string): Promise<number> => {
      const u = new URL(href);
      const path = u.pathname === '/group' ? `groups/${u.searchParams.get('id')}` : u.pathname === '/vod-about' ? `vod/${u.searchParams.get('id')}` : null;
      if (!path) return 0;
      return ((await (await fetch(`${server.url}/api/public/v1/${path}`)).json()) as { age: number }).age;
    };
    const cards = async (sel: string) => {
      await page.locator(sel).first().waitFor();
      return page.locator(sel).evaluateAll((as) => as.map((a) => [(a as HTMLAnchorElement).href, a.textContent ?? ''] as const));
    };
    const adult = (await (await fetch(`${server.url}/api/public/v1/vod/16?lang=lt`)).json()) as { title: string; age: number };
    assert.ok(adult.age > 6);

    await page.goto(`${server.url}/`);
    const home = await cards('tv-home-page tv-vod-row a.card');
    const vodPage = await (async () => {
      await page.goto(`${server.url}/vod`);
      return cards('tv-vod-page a.card');
    })();
    for (const [href, text] of [...home, ...vodPage]) {
      assert.ok((await ageOf(href)) <= 6, `${href} is within the infants limit`);
      assert.ok(!text.includes(adult.title));
    }
    assert.ok(vodPage.length > 0, 'the child has films to watch');

    await page.goto(`${server.url}/vod-about?id=16`);
    const details = page.locator('tv-vod-details');
    await details.getByRole('alert').getByText(msg('vod_details.age_blocked')).waitFor();
    await details.getByText(msg('vod_details.age_blocked_hint')).waitFor();
    await details.getByRole('button', { name: msg('purchase.change_profile') }).waitFor();
    assert.ok(!(await details.evaluate((el) => el.shadowRoot!.textContent ?? '')).includes(adult.title));
    assert.equal(await page.getByText(adult.title).count(), 0);
  });
});
