// Ordering as anna/Anna meets it: the order steps and their confirmation show one monthly total, the
// server's; leaving the 24-month contract says its end and fee before anything is confirmed; the
// order goes as one POST with the PIN in its body (no address the page requests carries a PIN);
// after paying, step 3 offers nothing to pay; going back to a contract says a new period starts.
// anna/Jonas and anna/Vaikai get "Ask the account holder" instead of the order steps, petras where
// to pay: none of them is offered a step that can only fail.
import { afterEach, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Request } from 'playwright-core';
import { logIn, sharedBackend, type E2E } from './browser';
import { chooseProfile } from './profiles-helpers';
import { watchingAs } from './player-helpers';
import { msg } from '../helpers/messages';

// One backend for the file: the holder's order (first) changes anna's plan, and what Jonas,
// Vaikai and petras are told does not depend on it.
const backend = sharedBackend();

describe('orders', () => {
  const e = watchingAs('anna@example.lt', 'Anna', () => backend.server);

  it('one total in step 3 and its confirmation, the contract fee told first, one POST, nothing left to pay after', async () => {
    const { page, server } = e();
    const sent: Request[] = [];
    page.on('request', (r) => sent.push(r));
    await page.goto(`${server.url}/subscription/order`);
    const screen = page.locator('tv-subscription');
    await screen.getByRole('radio', { name: /Bazinis, mėnesinis/ }).check();
    await screen.getByRole('button', { name: msg('products.next') }).click();
    await screen.getByRole('checkbox', { name: /Sportas\+/ }).check();
    await screen.getByRole('button', { name: msg('products.next') }).click();
    // Bazinis 9.99 + Suaugusiems 5.99 (kept) + Sportas+ 4.99
    const total = msg('products.total_monthly', { price: '20.97' });
    const summary = screen.locator('.summary');
    await summary.getByText(total).waitFor();
    await summary.getByText('„Maksimalus, 24 mėn. sutartis“', { exact: false }).waitFor();
    await summary.getByText(msg('products.quote_new', { price: '14.98' })).waitFor();
    await screen.getByRole('button', { name: msg('products.confirm_order') }).click();
    const confirm = page.getByRole('dialog', { name: msg('products.confirm_change') });
    await confirm.getByText(total).waitFor();
    await confirm.getByText('„Maksimalus, 24 mėn. sutartis“', { exact: false }).waitFor();
    await confirm.getByRole('button', { name: msg('products.confirm_pay'), exact: true }).click();
    await page.getByRole('dialog', { name: msg('products.pin_title') }).getByRole('group').first().waitFor();
    await page.keyboard.type('0000');
    await page.getByRole('dialog', { name: msg('products.result_done') }).getByText(msg('products.paid')).waitFor();
    await page.keyboard.press('Escape');
    // the same step 3, now with nothing new: no Confirm and pay
    await summary.getByText(msg('products.nothing_new')).waitFor();
    assert.equal(await screen.getByRole('button', { name: msg('products.confirm_order') }).count(), 0);
    await summary.getByText(total).waitFor();

    const orders = sent.filter((r) => r.url().includes('/customer-product/order'));
    assert.equal(orders.length, 1, 'one order, one request');
    assert.equal(orders[0]!.method(), 'POST');
    const body = new URLSearchParams(orders[0]!.postData() ?? '');
    assert.equal(body.get('pin'), '0000');
    assert.deepEqual(body.get('add')!.split(',').sort(), ['101', '201']);
    assert.deepEqual(sent.filter((r) => /[?&]pin=/i.test(r.url())).map((r) => r.url()), [], 'no PIN in any address');
    assert.equal(sent.filter((r) => r.url().includes('/customer-product/subscribe')).length, 0);
  });

  it('going back to a 24-month contract says that a new contract period starts, and until when', async () => {
    const { page, server } = e();
    await page.goto(`${server.url}/register?action=change`);
    const screen = page.locator('tv-plan-actions');
    await screen.locator('li[aria-current="true"]').getByRole('heading', { name: 'Bazinis, mėnesinis' }).waitFor();
    const quoted = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/customer-product/quote') && new URL(r.url()).searchParams.has('add'));
    await screen.getByRole('button', { name: `${msg('products.change_to')}: Optimalus, 24 mėn. sutartis` }).click();
    const confirm = page.getByRole('dialog', { name: msg('products.confirm_change') });
    const sentence = confirm.locator('.quote-contract');
    await sentence.waitFor();
    // the new period's end as the server quotes it, in the Vilnius calendar's year, whatever today is
    const quote = (await (await quoted).json()) as { new_contract: { months: number; end: number } };
    assert.equal(quote.new_contract.months, 24);
    const endYear = new Intl.DateTimeFormat('en', { timeZone: 'Europe/Vilnius', year: 'numeric' }).format(quote.new_contract.end * 1000);
    const text = (await sentence.textContent()) ?? '';
    assert.ok(text.startsWith(msg('products.quote_new_contract', { months: 24, date: '', end: '' }).split(':')[0]!), text);
    assert.match(text, new RegExp(endYear));
    await confirm.getByText(msg('products.total_monthly', { price: '23.97' })).waitFor();
    await confirm.getByRole('button', { name: msg('common.cancel') }).click();
  });
});

describe('only the account holder orders, in the browser', () => {
  let e: E2E | null = null;
  afterEach(async () => {
    await e?.close();
    e = null;
  });

  /** Opens the order steps as `email`'s `profile` and returns the shop with what went over the wire. */
  async function orderAs(email: string, profile?: string, pin?: string) {
    e = await backend.launch();
    const { page, server } = e;
    await logIn(page, server.url, email);
    if (profile) await chooseProfile(page, profile, pin);
    const sent: string[] = [];
    page.on('request', (r) => sent.push(new URL(r.url()).pathname));
    await page.goto(`${server.url}/subscription/order`);
    return { shop: page.locator('tv-subscription'), sent };
  }

  for (const [profile, pin] of [['Jonas', '1234'], ['Vaikai', undefined]] as const) {
    it(`anna/${profile} is told to ask the account holder, with no step to order`, async () => {
      const { shop, sent } = await orderAs('anna@example.lt', profile, pin);
      await shop.getByText(msg('products.holder_only')).waitFor();
      await shop.getByText(msg('products.ask_holder')).waitFor();
      assert.equal(await shop.getByRole('radio').count(), 0);
      assert.equal(await shop.getByRole('button', { name: msg('products.confirm_order') }).count(), 0);
      assert.deepEqual(sent.filter((p) => p.endsWith('/customer-product/order')), []);
      assert.deepEqual(e!.errors, []);
    });
  }

  it('petras, who cannot pay on the site, is told where to pay, with no step to order', async () => {
    const { shop } = await orderAs('petras@example.lt');
    await shop.getByRole('note').getByText(msg('cards.pay_elsewhere')).waitFor();
    assert.equal(await shop.getByRole('radio').count(), 0);
    assert.equal(await shop.getByRole('button', { name: msg('products.confirm_order') }).count(), 0);
    assert.deepEqual(e!.errors, []);
  });
});
