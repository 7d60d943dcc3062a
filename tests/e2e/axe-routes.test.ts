// Every dialog with its error showing passes axe-core's WCAG 2.1 A/AA rules with no serious or
// critical finding (every text at 4.5:1 among them). Every route is audited in route-walk.test.ts,
// the login page with its error in login-page.test.ts.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { E2E } from './browser';
import { logIn, sharedBackend } from './browser';
import { seriousFindings } from './axe';
import { chooseProfile, showWrongPinError } from './profiles-helpers';
import { msg } from '../helpers/messages';
import { login } from '../server/helpers';

// One backend for the file: the wrong PIN (Jonas's) and the cards taken from anna's household
// (last) matter to nothing else here.
const backend = sharedBackend();

/** anna's household has no payment card any more (on this test's own backend). */
async function removeCards(base: string): Promise<void> {
  const auth = { Authorization: `Bearer ${(await login(base)).token}` };
  await fetch(`${base}/api/v1/customer/profile/1/select`, { method: 'POST', headers: auth });
  const cards = ((await (await fetch(`${base}/api/v1/payment-cards`, { headers: auth })).json()) as { items: { id: number }[] }).items;
  for (const c of cards) assert.equal((await fetch(`${base}/api/v1/payment-cards/${c.id}`, { method: 'DELETE', headers: auth })).status, 204);
}

describe('axe on the dialogs', () => {
  let e: E2E;
  before(async () => {
    e = await backend.launch();
  });
  after(() => e.close());

  it('the PIN dialog with a wrong PIN\'s error', async () => {
    const { page, server } = e;
    await logIn(page, server.url, 'anna@example.lt');
    await showWrongPinError(page);
    assert.deepEqual(await seriousFindings(page), []);
  });

  it('the profile wizard with a validation error', async () => {
    const { page, server } = e;
    await page.goto(`${server.url}/`);
    await chooseProfile(page, 'Anna');
    await page.locator('tv-nav').getByRole('button', { name: msg('nav.settings') }).click();
    const settings = page.locator('tv-settings');
    await settings.getByRole('button', { name: msg('settings.manage_profiles') }).click();
    await settings.getByRole('button', { name: msg('profiles.create') }).click();
    const wizard = settings.getByRole('dialog', { name: msg('profiles.add_title') });
    await wizard.getByRole('button', { name: msg('profiles.next'), exact: true }).click();
    await wizard.getByText(msg('profiles.err_name')).waitFor();
    assert.deepEqual(await seriousFindings(page), []);
  });
});

describe('axe on the purchase dialog\'s error', () => {
  let e: E2E;
  before(async () => {
    e = await backend.launch();
  });
  after(() => e.close());

  // (anna's household may add a card on the site; her card is taken away for this test only)
  it('renting without a payment card', async () => {
    const { page, server } = e;
    await removeCards(server.url);
    await logIn(page, server.url, 'anna@example.lt');
    await chooseProfile(page, 'Anna');
    const card = page.locator('tv-home-page tv-vod-row a.card', { has: page.locator('.badge', { hasText: msg('vod_row.rent') }) }).first();
    await card.click();
    await page.waitForURL(/\/vod-about\?id=\d+$/);
    const details = page.locator('tv-vod-details');
    await details.getByRole('button', { name: new RegExp(msg('vod_details.rent', { price: 'PRICE' }).replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace('PRICE', '.+')) }).click();
    const pin = details.getByRole('dialog', { name: msg('purchase.pin_title') });
    await pin.getByRole('textbox').first().waitFor();
    await page.waitForFunction(() => document.querySelector('tv-vod-details')?.shadowRoot?.activeElement?.tagName === 'INPUT');
    await page.keyboard.type('0000');
    const failed = details.getByRole('dialog', { name: msg('purchase.failure_title') });
    await failed.getByRole('alert').getByText(msg('purchase.no_card')).waitFor();
    assert.deepEqual(await seriousFindings(page), []);
  });
});
