// Products and payments as a customer meets them: the upsell from a channel not in the
// plan (the guide and the player), subscribing with the PIN so the channel plays at once, changing
// and cancelling the plan on group 15's /register?action=change, payment cards through the hosted
// payment page (accepted and declined), and paying with no card. Built site + reference backend.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { launch, logIn, programmesOf } from './browser';
import { playing, watchingAs } from './player-helpers';
import { msg } from '../helpers/messages';

/** Confirms the open order (its confirmation dialog), then enters `pin` in the PIN dialog. */
async function confirmWithPin(page: Page, title: string, confirm: string, pin: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.getByRole('button', { name: confirm, exact: true }).click();
  await page.getByRole('dialog', { name: msg('products.pin_title') }).getByRole('group').first().waitFor();
  await page.keyboard.type(pin);
}


describe('products and payments', () => {
  const e = watchingAs('anna@example.lt', 'Anna');

  it('marks a channel not in the plan in the guide and offers the packages that contain it', async () => {
    const { page, server } = e();
    const now = Math.floor(Date.now() / 1000);
    const airing = (await programmesOf(server.url, 40, now - 4 * 3600, now + 4 * 3600)).find((p) => p.start <= now && p.stop > now)!;
    await page.goto(`${server.url}/tv/0/40/${airing.id}`);
    const cell = page.locator('tv-epg-grid').locator(`#p${airing.id}`);
    await cell.waitFor();
    assert.match((await cell.getAttribute('aria-label')) ?? '', new RegExp(msg('products.locked_channel')));
    assert.match(await cell.getAttribute('class') ?? '', /\bnosub\b/);
    const stage = page.locator('tv-live-page').getByRole('region', { name: msg('epg.player') });
    await stage.getByText(msg('products.upsell_intro')).waitFor();
    await stage.getByRole('link', { name: 'Kino Premium' }).waitFor();
    await stage.getByText(msg('products.per_month', { price: '6.99' })).waitFor();
    assert.equal(await stage.getByRole('button', { name: msg('common.retry') }).count(), 0);
    assert.equal(await stage.getByRole('link', { name: 'Kino Premium' }).getAttribute('href'), '/subscription/extras/202');
  });

  it('subscribes from the player with the PIN, and the channel plays at once', async () => {
    const { page, server } = e();
    await page.goto(`${server.url}/play?channel=39`);
    const player = page.locator('tv-player');
    await player.getByText(msg('products.locked_channel')).waitFor({ timeout: 20_000 });
    assert.equal(await player.getByRole('button', { name: msg('common.retry') }).count(), 0);
    // keyboard only: Subscribe, Confirm and the PIN by keys
    await player.getByRole('button', { name: `${msg('products.subscribe')}: Kino Premium` }).focus();
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog', { name: msg('products.confirm_subscribe') });
    await confirm.getByText(msg('products.quote_new', { price: '6.99' })).waitFor();
    const subscribe = page.waitForRequest((r) => r.url().includes('/customer-product/order') && r.method() === 'POST');
    await confirm.getByRole('button', { name: msg('products.confirm_pay'), exact: true }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: msg('products.pin_title') }).getByRole('group').first().waitFor();
    await page.keyboard.type('0000');
    // one POST with the PIN in its body, never in the address
    const sent = await subscribe;
    assert.equal(new URL(sent.url()).search, '');
    assert.equal(new URLSearchParams(sent.postData() ?? '').get('pin'), '0000');
    assert.equal(new URLSearchParams(sent.postData() ?? '').get('add'), '202');
    await playing(page);
    assert.equal(new URL(page.url()).searchParams.get('channel'), '39');
    // the upsell and its dialogs are gone: the focus is on the player, not the page's body
    await page.waitForFunction(() => {
      const host = document.activeElement;
      return host?.tagName === 'TV-PLAYER' && !!host.shadowRoot?.activeElement;
    });
    // and the player's keys work at once (M toggles the sound)
    const muted = await page.evaluate(() => document.querySelector('tv-player')!.shadowRoot!.querySelector('video')!.muted);
    await page.keyboard.press('m');
    await page.waitForFunction((was) => document.querySelector('tv-player')?.shadowRoot?.querySelector('video')?.muted === !was, muted);
  });

  it('changes the plan on /register?action=change: the comparison marks the new plan', async () => {
    const { page, server } = e();
    await page.goto(`${server.url}/register?action=change`);
    const screen = page.locator('tv-plan-actions');
    const current = screen.locator('li[aria-current="true"]');
    await current.getByRole('heading', { name: 'Maksimalus, 24 mėn. sutartis' }).waitFor();
    await screen.getByRole('heading', { name: msg('products.monthly_plans') }).waitFor();
    await screen.getByRole('heading', { name: msg('products.contract_plans') }).waitFor();
    await screen.getByRole('button', { name: `${msg('products.change_to')}: Optimalus, 24 mėn. sutartis` }).click();
    await confirmWithPin(page, msg('products.confirm_change'), msg('products.confirm_pay'), '0000');
    await page.getByRole('dialog', { name: msg('products.result_done') }).getByText(msg('products.paid')).waitFor();
    await page.keyboard.press('Escape');
    await current.getByRole('heading', { name: 'Optimalus, 24 mėn. sutartis' }).waitFor();
    await screen.getByRole('list', { name: msg('products.my_subscriptions') }).getByText('Optimalus, 24 mėn. sutartis').waitFor();
  });

  it('cancels the plan after a confirmation with the contract end date and the PIN (a wrong PIN refused)', async () => {
    const { page, server } = e();
    await page.goto(`${server.url}/register?action=change`);
    const screen = page.locator('tv-plan-actions');
    await screen.locator('li[aria-current="true"]').waitFor();
    await screen.getByRole('button', { name: msg('products.cancel_plan') }).click();
    const dialog = page.getByRole('dialog', { name: msg('products.confirm_cancel') });
    // the contract started by the change above: its end 24 months on, and a fee for all of them
    await dialog.getByText('„Optimalus, 24 mėn. sutartis“', { exact: false }).waitFor();
    await dialog.getByText(msg('products.quote_due', { price: '48.00' })).waitFor();
    await confirmWithPin(page, msg('products.confirm_cancel'), msg('products.cancel_plan'), '1111');
    const pin = page.getByRole('dialog', { name: msg('products.pin_title') });
    await pin.getByText(msg('errors.pin_incorrect'), { exact: false }).waitFor();
    await page.keyboard.type('0000');
    await page.getByRole('dialog', { name: msg('products.result_done') }).getByText(msg('products.removed')).waitFor();
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.querySelector('tv-plan-actions')!.shadowRoot!.querySelector('li[aria-current="true"]'));
    assert.equal(await screen.getByRole('list', { name: msg('products.my_subscriptions') }).getByText('Optimalus, 24 mėn. sutartis').count(), 0);
  });

  it('adds a card through the hosted payment page: a declined one is refused, an accepted one listed, then removed', async () => {
    const { page, server } = e();
    await page.goto(`${server.url}/register?action=add_card`);
    const screen = page.locator('tv-plan-actions');
    const cards = screen.getByRole('list', { name: msg('cards.attached') });
    await cards.getByText(msg('cards.card_line', { brand: 'Visa', last4: '1111' })).waitFor();
    await cards.getByText(msg('cards.expires', { month: '12', year: 2030 })).waitFor();
    await screen.getByRole('link', { name: msg('cards.add') }).click();
    await page.waitForURL((u) => u.pathname === '/client/payment');
    await page.getByLabel('Kortelės numeris').fill('4000 0000 0000 0002');
    await page.getByLabel('Galioja iki (mėnuo)').fill('11');
    await page.getByLabel('Galioja iki (metai)').fill('2099');
    await page.getByLabel('CVC kodas').fill('123');
    await page.getByLabel('Kortelės savininkas').fill('Anna K');
    await page.getByRole('button', { name: 'Pridėti kortelę' }).click();
    await page.getByRole('alert').getByText(msg('cards.declined')).waitFor();
    await page.getByLabel('Kortelės numeris').fill('5555 5555 5555 4444');
    await page.getByRole('button', { name: 'Pridėti kortelę' }).click();
    await page.waitForURL((u) => u.pathname === '/register' && u.searchParams.get('action') === 'add_card' && u.searchParams.get('card') === 'added');
    await screen.getByText(msg('cards.added')).waitFor();
    await cards.getByText(msg('cards.expires', { month: '11', year: 2099 })).waitFor();
    assert.equal(await cards.getByRole('listitem').count(), 2);
    await cards.getByRole('listitem').filter({ hasText: '11/2099' }).getByRole('button', { name: new RegExp(`^${msg('cards.remove')}`) }).click();
    const dialog = page.getByRole('dialog', { name: msg('cards.remove_title') });
    const removed = page.waitForResponse((r) => r.request().method() === 'DELETE' && r.url().includes('/payment-cards/'));
    await dialog.getByRole('button', { name: msg('cards.remove'), exact: true }).click();
    assert.equal((await removed).status(), 204);
    await screen.getByText(msg('cards.removed')).waitFor();
    await page.waitForFunction(() => document.querySelector('tv-plan-actions')!.shadowRoot!.querySelectorAll('.card-list li').length === 1);
  });

  it('tells a customer who cannot pay on the site where to pay, offers no Subscribe, and refuses group 15 screens to a non-member', async () => {
    const p = await launch({ server: e().server });
    try {
      const { page, server } = p;
      await logIn(page, server.url, 'petras@example.lt', { open: '/subscription/extras' });
      const shop = page.locator('tv-subscription');
      await shop.getByText(msg('cards.pay_elsewhere')).waitFor();
      await shop.getByText('Sportas+').first().waitFor();
      assert.equal(await shop.getByRole('button', { name: `${msg('products.subscribe')}: Sportas+` }).count(), 0, 'no Subscribe that can only fail');
      await page.goto(`${server.url}/register?action=change`);
      await page.locator('tv-plan-actions').getByRole('alert').getByText(msg('products.not_member')).waitFor();
    } finally {
      await p.close();
    }
  });
});
