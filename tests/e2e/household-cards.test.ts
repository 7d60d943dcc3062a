// The household's cards in the browser: anna refuses a card she already has, picks the card a rental
// is charged to (the default chosen for her), and makes another card the default; Jonas sees the
// cards but cannot choose the default, and rents only with the household's PIN, never his own;
// Vaikai (may not buy) sees the cards but no Add, and no Rent or Buy; petras, who cannot pay on the
// site, is offered no Rent, Buy or Subscribe and is told where to pay. The first test changes anna's
// cards (a failing card made the default) and starts its own backend; the others share one, and the
// one that rents rents a film no other test looks at.
import { after, afterEach, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { launch, logIn, sharedBackend, type E2E } from './browser';
import { chooseProfile } from './profiles-helpers';
import { msg } from '../helpers/messages';
import { login } from '../server/helpers';

const TVOD = 28;
const line = (last4: string) => msg('cards.card_line', { brand: 'Visa', last4 });

/** Fills the operator's hosted payment page (already open) and submits it. */
async function submitCard(page: Page, number: string): Promise<void> {
  await page.getByLabel('Kortelės numeris').fill(number);
  await page.getByLabel('Galioja iki (mėnuo)').fill('12');
  await page.getByLabel('Galioja iki (metai)').fill(String(new Date().getFullYear() + 2));
  await page.getByLabel('CVC kodas').fill('123');
  await page.getByLabel('Kortelės savininkas').fill('Anna K');
  await page.getByRole('button', { name: 'Pridėti kortelę' }).click();
}

const prices = async (base: string, id = TVOD) => ((await (await fetch(`${base}/api/public/v1/vod/${id}?lang=lt`)).json()) as { price: { rent: string; buy: string } }).price;

/** The `nth` rental film for every age (anna bought 4, 8 and 12): tests on one backend take different ones. */
async function rentalForAll(base: string, nth: number): Promise<number> {
  let seen = 0;
  for (let id = 16; id <= 128; id += 4) {
    const v = (await (await fetch(`${base}/api/public/v1/vod/${id}?lang=lt`)).json()) as { type: string; age: number };
    if (v.type === 'tvod' && v.age === 0 && seen++ === nth) return id;
  }
  throw new Error(`no rental film for every age number ${nth + 1}`);
}

/** Opens the PIN step of renting TVOD from its details page; the PIN's first box has the focus. */
async function openRent(page: Page, base: string, id = TVOD) {
  const details = page.locator('tv-vod-details');
  await details.getByRole('button', { name: msg('vod_details.rent', { price: (await prices(base, id)).rent }) }).click();
  const pin = details.getByRole('dialog', { name: msg('purchase.pin_title') });
  await pin.getByRole('textbox').first().waitFor();
  await pin.getByRole('textbox').first().focus();
  return { details, pin };
}

describe('the household cards in the browser', () => {
  let e: E2E | null = null;
  /** The backend of every test but the first. */
  const shared = sharedBackend();
  afterEach(async () => {
    await e?.close();
    e = null;
  });

  it('anna/Anna: a card already attached is refused; a rental is charged to the card she picks, the default picked for her', async () => {
    e = await launch();
    const { page, server } = e;
    await logIn(page, server.url, 'anna@example.lt');
    await chooseProfile(page, 'Anna');
    await page.goto(`${server.url}/client/payment?lang=lt&redirect=${encodeURIComponent('/register?action=add_card')}`);
    await submitCard(page, '4000 0000 0000 0341');
    await page.waitForURL((u) => u.pathname === '/register' && u.searchParams.get('card') === 'added');
    await page.goto(`${server.url}/client/payment?lang=lt&redirect=${encodeURIComponent('/register?action=add_card')}`);
    await submitCard(page, '4111 1111 1111 1111');
    await page.getByRole('alert').getByText('Ši kortelė jau pridėta').waitFor();

    await page.goto(`${server.url}/vod-about?id=${TVOD}`);
    let { details, pin } = await openRent(page, server.url);
    const choice = pin.getByRole('group', { name: msg('cards.choose_label') });
    assert.equal(await choice.getByRole('radio', { name: line('1111') }).isChecked(), true, 'the default is chosen');
    await choice.getByRole('radio', { name: line('0341') }).check();
    const isRental = (r: { url(): string; method(): string }) => new URL(r.url()).pathname.endsWith('/purchases') && r.method() === 'POST';
    const charged = page.waitForResponse((r) => isRental(r.request()));
    await pin.getByRole('textbox').first().focus();
    await page.keyboard.type('0000');
    const failing = new URLSearchParams((await charged).request().postData() ?? '').get('card_id');
    assert.ok(failing, 'the chosen card goes over the wire');
    const failed = details.getByRole('dialog', { name: msg('purchase.failure_title') });
    await failed.getByText(msg('purchase.payment_failed'), { exact: true }).waitFor();
    await failed.locator('.purchase-actions').getByRole('button', { name: msg('common.close') }).click();

    ({ details, pin } = await openRent(page, server.url));
    assert.equal(await pin.getByRole('radio', { name: line('1111') }).isChecked(), true);
    const paid = page.waitForResponse((r) => isRental(r.request()));
    await page.keyboard.type('0000');
    assert.equal((await paid).status(), 201);
    await details.getByRole('dialog', { name: msg('purchase.success_title') }).getByText(msg('purchase.success_rent')).waitFor();

    // the account holder makes the other card the default
    await page.goto(`${server.url}/register?action=add_card`);
    const cards = page.locator('tv-plan-actions').getByRole('list', { name: msg('cards.attached') });
    await cards.getByRole('button', { name: `${msg('cards.make_default')}: ${line('0341')}` }).click();
    await page.locator('tv-plan-actions').getByText(msg('cards.default_saved')).waitFor();
    await cards.getByRole('listitem').filter({ hasText: '0341' }).getByText(msg('cards.default_mark')).waitFor();
    const { token } = await login(server.url);
    const listed = (await (await fetch(`${server.url}/api/v1/payment-cards`, { headers: { Authorization: `Bearer ${token}` } })).json()) as { items: { id: number; default: boolean }[] };
    assert.deepEqual(listed.items.filter((c) => c.default).map((c) => String(c.id)), [failing]);
    assert.deepEqual(e.errors, []);
  });

  describe('anna/Jonas, in one browser', () => {
    let jonas: E2E;
    before(async () => {
      jonas = await shared.launch();
      await logIn(jonas.page, shared.server.url, 'anna@example.lt');
      await chooseProfile(jonas.page, 'Jonas', '1234');
    });
    after(() => jonas.close());

    it('anna/Jonas sees the household cards but cannot choose the default', async () => {
      const { page, server } = jonas;
      await page.goto(`${server.url}/register?action=add_card`);
      const screen = page.locator('tv-plan-actions');
      await screen.getByRole('list', { name: msg('cards.attached') }).getByText(line('1111')).waitFor();
      await screen.getByText(msg('products.ask_holder')).waitFor();
      assert.equal(await screen.getByRole('button', { name: new RegExp(`^${msg('cards.make_default')}`) }).count(), 0);
      assert.equal(await screen.getByRole('link', { name: msg('cards.add') }).count(), 0);
    });

    it("anna/Jonas rents with the household's PIN 0000, told so; his own login PIN 1234 is refused", async () => {
      const { page, server } = jonas;
      const film = await rentalForAll(server.url, 0);
      await page.goto(`${server.url}/vod-about?id=${film}`);
      const { details, pin } = await openRent(page, server.url, film);
      await pin.getByText(msg('purchase.pin_default')).waitFor();
      const rental = () => page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/purchases') && r.request().method() === 'POST');
      const own = rental();
      await page.keyboard.type('1234');
      assert.equal((await own).status(), 403, 'his own login PIN is not the purchase PIN');
      await pin.getByText(msg('errors.pin_incorrect'), { exact: false }).waitFor();
      await pin.getByRole('textbox').first().focus();
      const household = rental();
      await page.keyboard.type('0000');
      assert.equal((await household).status(), 201);
      await details.getByRole('dialog', { name: msg('purchase.success_title') }).getByText(msg('purchase.success_rent')).waitFor();
      assert.deepEqual(jonas.errors, []);
    });
  });

  it('anna/Vaikai (may not buy) sees the household cards with no Add or default choice, and no Rent or Buy', async () => {
    e = await shared.launch();
    const { page, server } = e;
    await logIn(page, server.url, 'anna@example.lt');
    await chooseProfile(page, 'Vaikai');
    await page.goto(`${server.url}/register?action=add_card`);
    const screen = page.locator('tv-plan-actions');
    await screen.getByRole('list', { name: msg('cards.attached') }).getByText(line('1111')).waitFor();
    await screen.getByText(msg('products.ask_holder')).waitFor();
    assert.equal(await screen.getByRole('button', { name: new RegExp(`^(${msg('cards.make_default')}|${msg('cards.remove')})`) }).count(), 0);
    assert.equal(await screen.getByRole('link', { name: msg('cards.add') }).count(), 0);

    // a title within her age that she has not got: no Rent or Buy, the note to ask instead
    await page.goto(`${server.url}/vod-about?id=${await rentalForAll(server.url, 1)}`);
    const details = page.locator('tv-vod-details');
    await details.getByText(msg('vod_details.ask_holder')).waitFor();
    const prefix = (key: 'vod_details.rent' | 'vod_details.buy') => msg(key, { price: '0' }).split('0')[0]!;
    assert.equal(await details.getByRole('button', { name: new RegExp(`^(${prefix('vod_details.rent')}|${prefix('vod_details.buy')})`) }).count(), 0);
    assert.deepEqual(e.errors, []);
  });

  it('petras, who cannot pay on the site, gets no Rent, Buy or Subscribe and is told where to pay', async () => {
    e = await shared.launch();
    const { page, server } = e;
    await logIn(page, server.url, 'petras@example.lt', { open: `/vod-about?id=${TVOD}` });
    const details = page.locator('tv-vod-details');
    await details.getByRole('note').getByText(msg('cards.pay_elsewhere')).waitFor();
    await details.getByRole('link', { name: '+370 700 00000' }).waitFor();
    const price = await prices(server.url);
    assert.equal(await details.getByRole('button', { name: msg('vod_details.rent', { price: price.rent }) }).count(), 0);
    assert.equal(await details.getByRole('button', { name: msg('vod_details.buy', { price: price.buy }) }).count(), 0);

    await page.goto(`${server.url}/subscription`);
    const shop = page.locator('tv-subscription');
    await shop.getByRole('note').getByText(msg('cards.pay_elsewhere')).waitFor();
    await shop.locator('.product').first().waitFor();
    assert.equal(await shop.getByRole('button', { name: new RegExp(`^(${msg('products.subscribe')}|${msg('products.change_to')}):`) }).count(), 0);
    assert.deepEqual(e.errors, []);
  });
});
