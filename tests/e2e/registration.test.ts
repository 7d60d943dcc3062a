// Registration as a new visitor meets it: every validation message of docs/product.md#validation in lt, en
// and ru, a full registration with Lithuanian letters and a phone as people write it, nothing typed
// lost on a reload or a step back, the server's "already exists", the verification link to /status,
// and every getting-in route at 360 px wide without horizontal scrolling.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { msg, type TestLang } from '../helpers/messages';
import { launch, type E2E } from './browser';

const LANGS: TestLang[] = ['lt', 'en', 'ru'];

const reg = (page: Page) => page.locator('tv-register');
/** The field's own message (tied to it by aria-describedby). */
async function messageOf(field: Locator): Promise<string> {
  const ids = (await field.getAttribute('aria-describedby')) ?? '';
  const errorId = ids.split(' ').find((id) => id.endsWith('-error'));
  if (!errorId) return '';
  return (await field.page().locator('tv-register').locator(`#${errorId}`).textContent()) ?? '';
}

describe('registration', () => {
  let e: E2E;
  before(async () => {
    e = await launch();
  });
  after(() => e.close());

  for (const lang of LANGS) {
    it(`shows every field's message in ${lang}, as the user leaves a field and on submit`, async () => {
      const { page, server } = e;
      await page.goto(`${server.url}/register?fresh=true&lang=${lang}`);
      const r = reg(page);
      await r.getByRole('heading', { name: msg('register.title', {}, lang) }).waitFor();
      assert.equal(await page.title(), `${msg('route.register', {}, lang)} · Eteris`);
      // submit with nothing: each required field says so, the focus goes to the first
      await r.getByRole('button', { name: msg('register.continue', {}, lang) }).click();
      for (const f of ['name', 'surname', 'city', 'email', 'phone'] as const) {
        assert.equal(await messageOf(r.getByLabel(msg(`register.${f}`, {}, lang), { exact: true })), msg('register.errors.required', {}, lang), f);
      }
      assert.equal(await r.getByLabel(msg('register.name', {}, lang), { exact: true }).evaluate((el) => el === (el.getRootNode() as ShadowRoot).activeElement), true);
      // leaving a field with a bad value
      const email = r.getByLabel(msg('register.email', {}, lang), { exact: true });
      await email.fill('vardas@');
      await email.press('Tab');
      assert.equal(await messageOf(email), msg('register.errors.email', {}, lang));
      const phone = r.getByLabel(msg('register.phone', {}, lang), { exact: true });
      await phone.fill('12345');
      await phone.press('Tab');
      assert.equal(await messageOf(phone), msg('register.errors.phone', {}, lang));
      const pass = r.getByLabel(msg('register.password', {}, lang), { exact: true });
      await pass.fill('trumpas');
      await pass.press('Tab');
      assert.equal(await messageOf(pass), msg('register.errors.password_short', {}, lang));
      await pass.fill('su tarpais 1');
      await pass.press('Tab');
      assert.equal(await messageOf(pass), msg('register.errors.password_chars', {}, lang));
      await pass.fill('Ąžuolas123');
      await pass.press('Tab');
      assert.equal(await messageOf(pass), '');
      const again = r.getByLabel(msg('register.password2', {}, lang), { exact: true });
      await again.fill('Ąžuolas124');
      await again.press('Tab');
      assert.equal(await messageOf(again), msg('register.errors.password_mismatch', {}, lang));
      // a good value clears the message while typing
      await email.fill('vardas@example.lt');
      assert.equal(await messageOf(email), '');
      // the terms must be ticked
      for (const [f, v] of [['name', 'Jonas'], ['surname', 'Jonaitis'], ['city', 'Vilnius'], ['phone', '8 612 34567']] as const) await r.getByLabel(msg(`register.${f}`, {}, lang), { exact: true }).fill(v);
      await again.fill('Ąžuolas123');
      await r.getByRole('button', { name: msg('register.continue', {}, lang) }).click();
      await r.getByRole('heading', { name: msg('register.terms_title', {}, lang) }).waitFor();
      await r.getByRole('button', { name: msg('register.create', {}, lang) }).click();
      assert.equal(await messageOf(r.getByRole('checkbox', { name: msg('register.accept', {}, lang) })), msg('register.errors.not_ticked', {}, lang));
      await page.evaluate(() => sessionStorage.clear());
    });
  }

  it('registers with Lithuanian letters and a phone as people write it; a reload and a step back lose nothing; the mail verifies the e-mail', async () => {
    const { page, server } = e;
    await page.goto(`${server.url}/register?fresh=true&lang=lt`);
    const r = reg(page);
    const field = (k: string) => r.getByLabel(msg(`register.${k}` as 'register.name'), { exact: true });
    await field('name').fill('Žydrūnė');
    await field('surname').fill('Čiurlionytė-Šalčiūtė');
    await field('city').fill('Šiauliai');
    await field('email').fill('zydrune@example.lt');
    await field('phone').fill('00370 612 34567');
    await field('phone').press('Tab');
    assert.equal(await field('phone').inputValue(), '+370 612 34 567');
    await field('password').fill('Ąžuolas123');
    // the strength hint is visible
    await r.getByText(msg('register.strength_fair')).waitFor();
    // a reload in the middle keeps everything but the passwords, and says so
    await page.reload();
    await r.getByText(msg('register.restored')).waitFor();
    assert.equal(await field('surname').inputValue(), 'Čiurlionytė-Šalčiūtė');
    assert.equal(await field('phone').inputValue(), '+370 612 34 567');
    assert.equal(await field('password').inputValue(), '');
    await field('password').fill('Ąžuolas123');
    await field('password2').fill('Ąžuolas123');
    await r.getByRole('button', { name: msg('register.continue') }).click();
    // back a step and forward again: still there
    await r.getByRole('button', { name: msg('register.back') }).click();
    assert.equal(await field('name').inputValue(), 'Žydrūnė');
    assert.equal(await field('password2').inputValue(), 'Ąžuolas123');
    await r.getByRole('button', { name: msg('register.continue') }).click();
    await r.getByRole('checkbox', { name: msg('register.accept') }).check();
    const sent = page.waitForRequest((q) => q.url().endsWith('/api/public/v1/register') && q.method() === 'POST');
    await r.getByRole('button', { name: msg('register.create') }).click();
    const body = new URLSearchParams((await sent).postData() ?? '');
    assert.equal(body.get('phone'), '+370 612 34 567');
    assert.equal(body.get('surname'), 'Čiurlionytė-Šalčiūtė');
    await r.getByRole('heading', { name: msg('register.success_title') }).waitFor();
    await r.getByText(msg('register.success_body', { email: 'zydrune@example.lt' })).waitFor();
    // the way back to the site is there on every step
    assert.equal(await r.getByRole('link', { name: msg('register.back_to_site') }).count(), 1);
    // the verification mail (the demo mailbox of this browser) leads to /status, verified
    await page.goto(`${server.url}/client/mailbox`);
    await page.getByRole('link', { name: /verify-email/ }).click();
    await page.waitForURL((u) => u.pathname === '/status');
    await page.locator('tv-status').getByText(msg('status.verified_now')).waitFor();
    // the same e-mail again: the server's "already exists", with what was typed kept
    await page.goto(`${server.url}/register?fresh=true&lang=en`);
    for (const [k, v] of [['name', 'Ona'], ['surname', 'Onaitė'], ['city', 'Kaunas'], ['email', 'ZYDRUNE@example.lt'], ['phone', '+37061234567'], ['password', 'Ąžuolas123'], ['password2', 'Ąžuolas123']]) {
      await r.getByLabel(msg(`register.${k}` as 'register.name', {}, 'en'), { exact: true }).fill(v!);
    }
    await r.getByRole('button', { name: msg('register.continue', {}, 'en') }).click();
    await r.getByRole('checkbox', { name: msg('register.accept', {}, 'en') }).check();
    await r.getByRole('button', { name: msg('register.create', {}, 'en') }).click();
    await r.getByRole('alert').getByText(msg('register.errors.email_exists', {}, 'en')).waitFor();
    await r.getByRole('button', { name: msg('register.edit_details', {}, 'en') }).click();
    assert.equal(await r.getByLabel(msg('register.surname', {}, 'en'), { exact: true }).inputValue(), 'Onaitė');
    assert.deepEqual(e.errors, []);
  });

  it('leaves /register?action=change and ?action=add_card to the plan element', async () => {
    const { page, server } = e;
    await page.goto(`${server.url}/register?action=change`);
    await page.waitForFunction(() => customElements.get('tv-register') !== undefined);
    assert.equal(await page.locator('tv-register').evaluate((el) => el.shadowRoot?.childElementCount ?? 0), 0);
  });

  it('lays out every getting-in route at 360 px wide without horizontal scrolling', async () => {
    const { page, server } = e;
    await page.setViewportSize({ width: 360, height: 740 });
    const routes: [string, string][] = [
      ['/register?fresh=true', 'tv-register'],
      ['/sign-up', 'tv-sign-up'],
      ['/sign-up/conditions', 'tv-sign-up'],
      ['/status', 'tv-status'],
      ['/password-recovery', 'tv-password-recovery'],
      ['/activate', 'tv-activate'],
      ['/activate/some-handle', 'tv-activate'],
    ];
    for (const lang of LANGS) {
      for (const [path, tag] of routes) {
        await page.goto(`${server.url}${path}${path.includes('?') ? '&' : '?'}lang=${lang}`);
        await page.locator(tag).locator('h1').first().waitFor();
        const width = await page.evaluate(() => document.scrollingElement!.scrollWidth);
        assert.ok(width <= 360, `${path} in ${lang} is ${width} px wide`);
      }
    }
    await page.setViewportSize({ width: 1280, height: 800 });
  });
});
