// Sign-up as a visitor meets it: contact, the code from the demo mailbox (a wrong code
// refused, resend with a visible countdown), account data, the payment consents ("Mandatory field
// not ticked"), the thank-you with the follow-up promise; "This user already exists!"; the conditions.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Locator } from 'playwright-core';
import { msg, type TestLang } from '../helpers/messages';
import { launch, type E2E } from './browser';

async function messageOf(field: Locator): Promise<string> {
  const errorId = ((await field.getAttribute('aria-describedby')) ?? '').split(' ').find((id) => id.endsWith('-error'));
  return errorId ? ((await field.page().locator('tv-sign-up').locator(`#${errorId}`).textContent()) ?? '') : '';
}

describe('sign-up', () => {
  let e: E2E;
  before(async () => {
    e = await launch();
  });
  after(() => e.close());

  const codeFor = async (to: string): Promise<string> => {
    const r = await fetch(`${e.server.url}/__test/mails?to=${encodeURIComponent(to)}`);
    const { items } = (await r.json()) as { items: { code: string | null }[] };
    return items[0]!.code!;
  };

  for (const lang of ['lt', 'en', 'ru'] as TestLang[]) {
    it(`signs up with the mailed code in ${lang}`, async () => {
      const { page, server } = e;
      const email = `signup-${lang}@example.lt`;
      await page.goto(`${server.url}/sign-up?lang=${lang}`);
      const s = page.locator('tv-sign-up');
      const label = (k: string) => s.getByLabel(msg(k as 'register.name', {}, lang), { exact: true });
      await s.getByRole('heading', { name: msg('signup.title', {}, lang) }).waitFor();
      await s.getByRole('button', { name: msg('signup.send_code', {}, lang) }).click();
      assert.equal(await messageOf(label('register.name')), msg('register.errors.required', {}, lang));
      await label('register.name').fill('Gintarė');
      await label('register.email').fill(email);
      await label('register.phone').fill('+37061234567');
      await s.getByRole('button', { name: msg('signup.send_code', {}, lang) }).click();
      await s.getByRole('heading', { name: msg('signup.code_title', {}, lang) }).waitFor();
      // resend waits, and says for how long
      const resend = s.getByRole('button', { name: new RegExp(msg('signup.resend_in', { seconds: 999 }, lang).replace('999', '\\d+')) });
      assert.equal(await resend.isDisabled(), true);
      const code = await codeFor(email);
      await label('recovery.code').fill(code === '000000' ? '111111' : '000000');
      await s.getByRole('button', { name: msg('register.continue', {}, lang) }).click();
      await s.getByRole('alert').getByText(msg('signup.errors.code', {}, lang)).waitFor();
      await label('recovery.code').fill(code);
      await s.getByRole('button', { name: msg('register.continue', {}, lang) }).click();
      await s.getByRole('heading', { name: msg('signup.account_title', {}, lang) }).waitFor();
      await label('register.surname').fill('Žalgirytė');
      await label('register.city').fill('Panevėžys');
      await label('register.password').fill('Šaltinis99');
      await label('register.password2').fill('Šaltinis99');
      await s.getByRole('button', { name: msg('register.continue', {}, lang) }).click();
      await s.getByRole('heading', { name: msg('signup.payments_title', {}, lang) }).waitFor();
      await s.getByRole('button', { name: msg('signup.finish', {}, lang) }).click();
      const recurring = s.getByRole('checkbox', { name: msg('signup.consent_recurring', {}, lang) });
      assert.equal(await messageOf(recurring), msg('register.errors.not_ticked', {}, lang));
      await recurring.check();
      await s.getByRole('checkbox', { name: msg('signup.consent_terms', {}, lang) }).check();
      const sent = page.waitForRequest((q) => q.url().endsWith('/signup/account'));
      await s.getByRole('button', { name: msg('signup.finish', {}, lang) }).click();
      const body = new URLSearchParams((await sent).postData() ?? '');
      assert.equal(body.get('recurring_consent'), 'true');
      assert.equal(body.get('marketing'), 'false');
      await s.getByText(msg('signup.thanks_body', {}, lang)).waitFor();
      // the new account logs in
      const r = await fetch(`${server.url}/client/login`, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ email, password: 'Šaltinis99', redirect: '/' }).toString(), redirect: 'manual' });
      assert.equal(r.status, 303);
    });
  }

  it('says "This user already exists!" for a known e-mail, keeping what was typed', async () => {
    const { page, server } = e;
    await page.goto(`${server.url}/sign-up?lang=en`);
    const s = page.locator('tv-sign-up');
    await s.getByLabel(msg('register.name', {}, 'en'), { exact: true }).fill('Anna');
    await s.getByLabel(msg('register.email', {}, 'en'), { exact: true }).fill('anna@example.lt');
    await s.getByLabel(msg('register.phone', {}, 'en'), { exact: true }).fill('8 612 34567');
    await s.getByRole('button', { name: msg('signup.send_code', {}, 'en') }).click();
    await s.getByRole('alert').getByText(msg('signup.errors.user_exists', {}, 'en')).waitFor();
    assert.equal(await s.getByLabel(msg('register.phone', {}, 'en'), { exact: true }).inputValue(), '+370 612 34 567');
  });

  it('shows the conditions, with a way to the form', async () => {
    const { page, server } = e;
    await page.goto(`${server.url}/sign-up/conditions?lang=ru`);
    const s = page.locator('tv-sign-up');
    await s.getByRole('heading', { name: msg('route.conditions', {}, 'ru'), level: 1 }).waitFor();
    await s.getByText(msg('signup.cond_contact', {}, 'ru')).waitFor();
    await s.getByRole('link', { name: msg('signup.to_form', {}, 'ru') }).click();
    await page.waitForURL((u) => u.pathname === '/sign-up');
    assert.deepEqual(e.errors, []);
  });
});
