// Device pairing as users meet it: a second browser shows a QR code, the address and a
// code with a countdown; a signed-in browser confirms it by the QR code (decoded from a screenshot)
// or by the code, after a login that comes back to /activate/{handle} when needed; the waiting
// browser notices without a reload and is signed in. The other way round: a signed-in browser shows
// a code that a new browser enters. My devices lists the devices and revokes one.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import type { Page } from 'playwright-core';
import { msg } from '../helpers/messages';
import { launch, logIn, type E2E } from './browser';
import { chooseProfile } from './profiles-helpers';

/** Decodes the QR code the page shows, from a screenshot of it. */
async function readQr(page: Page): Promise<string> {
  const svg = page.locator('tv-activate').getByRole('img', { name: msg('pairing.qr_label') });
  await svg.waitFor();
  const png = PNG.sync.read(await svg.screenshot());
  const found = jsQR(new Uint8ClampedArray(png.data.buffer, png.data.byteOffset, png.data.length), png.width, png.height);
  assert.ok(found, 'the QR code decodes');
  return found.data;
}

const shownCode = async (page: Page) => (await page.locator('tv-activate').locator('.code').textContent())!.trim();
const signedIn = (page: Page) => page.evaluate(async () => (await fetch('/client/user', { credentials: 'include' })).status === 200);

describe('device pairing', () => {
  let user: E2E;
  before(async () => {
    user = await launch();
    await logIn(user.page, user.server.url, 'anna@example.lt');
    await chooseProfile(user.page, 'Anna');
  });
  after(() => user.close());

  it('pairs a second browser by its QR code, and it is signed in without a reload', async () => {
    const tv = await launch({ server: user.server });
    try {
      await tv.page.goto(`${user.server.url}/activate`);
      const a = tv.page.locator('tv-activate');
      await a.getByText(msg('pairing.waiting')).waitFor();
      await a.getByText(`${user.server.url}/activate`, { exact: true }).waitFor();
      assert.match(await shownCode(tv.page), /^[A-Z0-9]{6}$/);
      await a.getByRole('timer').getByText(/\d:\d\d/).waitFor();
      const url = await readQr(tv.page);
      assert.match(url, new RegExp(`^${user.server.url}/activate/[A-Za-z0-9_-]+$`));
      await user.page.goto(url);
      const confirm = user.page.locator('tv-activate');
      await confirm.getByRole('button', { name: msg('pairing.confirm') }).click();
      await confirm.getByRole('status').getByText(/„.+“/).waitFor();
      // the waiting browser notices and opens the site signed in
      await tv.page.waitForURL((u) => u.pathname === '/');
      assert.equal(await signedIn(tv.page), true);
    } finally {
      await tv.close();
    }
  });

  it('pairs by the code typed on the website, after a login that comes back to /activate/{handle}', async () => {
    const tv = await launch({ server: user.server });
    const phone = await launch({ server: user.server });
    try {
      await tv.page.goto(`${user.server.url}/activate?lang=en`);
      const code = await (async () => {
        await tv.page.locator('tv-activate').locator('.code').waitFor();
        return shownCode(tv.page);
      })();
      // by code, from the signed-in browser
      await user.page.goto(`${user.server.url}/activate`);
      const a = user.page.locator('tv-activate');
      await a.getByLabel(msg('pairing.code_label'), { exact: true }).fill('abc');
      await a.getByRole('button', { name: msg('pairing.confirm') }).click();
      await a.getByText(msg('pairing.errors.shape')).waitFor();
      await a.getByLabel(msg('pairing.code_label'), { exact: true }).fill(code.toLowerCase());
      await a.getByRole('button', { name: msg('pairing.confirm') }).click();
      await a.getByRole('status').getByText(/„/).waitFor();
      await tv.page.waitForURL((u) => u.pathname === '/');
      assert.equal(await signedIn(tv.page), true);
      // a visitor opening a device's link logs in and comes back to it
      const other = await launch({ server: user.server });
      try {
        await other.page.goto(`${user.server.url}/activate`);
        const url = await readQr(other.page);
        await phone.page.goto(url);
        await phone.page.locator('tv-activate').getByRole('link', { name: msg('register.log_in') }).click();
        await phone.page.getByLabel(/El\. paštas/i).fill('anna@example.lt');
        await phone.page.getByLabel(/Slaptažodis/i).fill('Labas123!');
        await phone.page.getByRole('button', { name: /Prisijungti/ }).click();
        await phone.page.waitForURL((u) => u.href === url);
        // confirming a device is the account's act: no "Who is watching?" first; with
        // the keyboard alone, Tab reaches Confirm and Enter confirms
        const confirmButton = phone.page.locator('tv-activate').getByRole('button', { name: msg('pairing.confirm') });
        await confirmButton.waitFor();
        for (let i = 0; i < 30 && !(await confirmButton.evaluate((b) => b.matches(':focus')).catch(() => false)); i++) await phone.page.keyboard.press('Tab');
        await phone.page.keyboard.press('Enter');
        await other.page.waitForURL((u) => u.pathname === '/');
        assert.equal(await phone.page.locator('tv-session-gate').getByRole('dialog', { name: msg('session.choose_title') }).isVisible(), false);
      } finally {
        await other.close();
      }
    } finally {
      await tv.close();
      await phone.close();
    }
  });

  it('an unknown QR address says so and leads on to the code field, signed in or not; no Connect', async () => {
    const visitor = await launch({ server: user.server });
    try {
      for (const page of [visitor.page, user.page]) {
        await page.goto(`${user.server.url}/activate/no-such-handle`);
        const a = page.locator('tv-activate');
        await a.getByRole('heading', { name: msg('pairing.gone_title') }).waitFor();
        await a.getByText(msg('pairing.gone_lead')).waitFor();
        assert.equal(await a.getByRole('button', { name: msg('pairing.confirm') }).count(), 0);
        assert.equal(await a.getByRole('link', { name: msg('register.log_in') }).count(), 0);
        await a.getByRole('link', { name: msg('pairing.enter_code') }).click();
        await page.waitForURL((u) => u.pathname === '/activate');
        await a.getByLabel(msg('pairing.code_label'), { exact: true }).first().waitFor();
      }
      assert.deepEqual(visitor.errors, []);
    } finally {
      await visitor.close();
    }
  });

  it('the other way round: a signed-in browser shows a code that a new browser enters; My devices revokes it', async () => {
    const fresh = await launch({ server: user.server });
    try {
      await user.page.goto(`${user.server.url}/activate`);
      const a = user.page.locator('tv-activate');
      await a.getByRole('button', { name: msg('pairing.invite') }).click();
      await a.locator('.code').waitFor();
      const code = await shownCode(user.page);
      await fresh.page.goto(`${user.server.url}/activate`);
      const f = fresh.page.locator('tv-activate');
      await f.getByLabel(msg('pairing.code_label'), { exact: true }).fill(code);
      await f.getByRole('button', { name: msg('pairing.confirm') }).click();
      await fresh.page.waitForURL((u) => u.pathname === '/');
      assert.equal(await signedIn(fresh.page), true);
      // the inviter sees it used, without a reload
      await a.getByText(msg('pairing.device_used')).waitFor();
      // My devices in settings: the paired browsers, when last seen; revoke one
      await user.page.goto(`${user.server.url}/`);
      await user.page.locator('tv-nav').getByRole('button', { name: msg('nav.settings'), exact: true }).click();
      const settings = user.page.locator('tv-settings');
      await settings.getByRole('button', { name: msg('devices.title') }).click();
      const revoke = settings.getByRole('button', { name: new RegExp(`^${msg('devices.revoke')} „`) });
      await revoke.first().waitFor();
      const before = await revoke.count();
      assert.ok(before >= 3, `${before} devices listed`);
      await settings.getByText(new RegExp(msg('devices.last_seen', { date: 'X' }).replace('X', '.+'))).first().waitFor();
      await revoke.first().click();
      await settings.getByRole('group').getByRole('button', { name: msg('devices.revoke'), exact: true }).click();
      await settings.getByText(msg('devices.revoked')).waitFor();
      assert.equal(await revoke.count(), before - 1);
      assert.deepEqual(user.errors, []);
    } finally {
      await fresh.close();
    }
  });
});
