// Password recovery as a user meets it: the e-mail, the mailed code (a wrong one refused),
// a new password with the registration's rules, then logging in with it; the mail's link opens the
// last step with the e-mail and the code filled in.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { msg } from '../helpers/messages';
import { launch, logIn, type E2E } from './browser';

describe('password recovery', () => {
  let e: E2E;
  before(async () => {
    e = await launch();
  });
  after(() => e.close());

  const mailTo = async (to: string) => {
    const r = await fetch(`${e.server.url}/__test/mails?to=${encodeURIComponent(to)}`);
    return ((await r.json()) as { items: { code: string; link: string }[] }).items[0]!;
  };

  it('sets a new password with the mailed code, and the user logs in with it', async () => {
    const { page, server } = e;
    await page.goto(`${server.url}/password-recovery?lang=en`);
    const r = page.locator('tv-password-recovery');
    const label = (k: string) => r.getByLabel(msg(k as 'register.email', {}, 'en'), { exact: true });
    // the English texts are a chunk of their own: the tab title follows once they are in
    await page.waitForFunction((title) => document.title === title, `${msg('route.password_recovery', {}, 'en')} · Eteris`);
    await label('register.email').fill('petras@');
    await r.getByRole('button', { name: msg('recovery.send', {}, 'en') }).click();
    await r.getByText(msg('register.errors.email', {}, 'en')).waitFor();
    await label('register.email').fill('petras@example.lt');
    await r.getByRole('button', { name: msg('recovery.send', {}, 'en') }).click();
    await r.getByRole('heading', { name: msg('recovery.reset_title', {}, 'en') }).waitFor();
    const { code } = await mailTo('petras@example.lt');
    await label('recovery.code').fill(code === '000000' ? '111111' : '000000');
    await label('recovery.new_password').fill('Naujas-123');
    await label('register.password2').fill('Naujas-124');
    await r.getByRole('button', { name: msg('recovery.save', {}, 'en') }).click();
    await r.getByText(msg('register.errors.password_mismatch', {}, 'en')).waitFor();
    await label('register.password2').fill('Naujas-123');
    await r.getByRole('button', { name: msg('recovery.save', {}, 'en') }).click();
    await r.getByText(msg('recovery.errors.code', {}, 'en')).waitFor();
    await label('recovery.code').fill(code);
    await r.getByRole('button', { name: msg('recovery.save', {}, 'en') }).click();
    await r.getByRole('heading', { name: msg('recovery.done_title', {}, 'en') }).waitFor();
    await logIn(page, server.url, 'petras@example.lt', { password: 'Naujas-123' });
    assert.equal(new URL(page.url()).pathname, '/');
  });

  it("opens the last step from the mail's link", async () => {
    const { page, server } = e;
    await fetch(`${server.url}/api/public/v1/password-recovery`, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'email=anna%40example.lt' });
    const { link, code } = await mailTo('anna@example.lt');
    await page.goto(`${server.url}${link}&lang=ru`);
    const r = page.locator('tv-password-recovery');
    await r.getByRole('heading', { name: msg('recovery.reset_title', {}, 'ru') }).waitFor();
    assert.equal(await r.getByLabel(msg('recovery.code', {}, 'ru'), { exact: true }).inputValue(), code);
    assert.equal(await r.getByLabel(msg('register.email', {}, 'ru'), { exact: true }).inputValue(), 'anna@example.lt');
    assert.deepEqual(e.errors, []);
  });
});
