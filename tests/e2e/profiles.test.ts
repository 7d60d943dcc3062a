// The signed-in session as a new user meets it: "Who is watching?", the PIN dialog, the automatic
// choice, the verify-your-e-mail page, the profile cookie, Change profile and the stat HELLO.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { logIn, sharedBackend, type E2E } from './browser';
import { chooseLanguage, recordedStats } from './profiles-helpers';
import { untilAsync } from '../helpers/until';

// One backend for the file: the three accounts' blocks touch each other's data nowhere (anna's
// wrong PIN for Jonas comes first; the stats are read per customer).
const backend = sharedBackend();

describe('anna: who is watching, the PIN dialog and change profile (lt)', () => {
  let e: E2E;
  /** Every API answer the page received (what its network panel shows). */
  const answers: { url: string; body: string }[] = [];
  let jonasCookie = '';
  before(async () => {
    e = await backend.launch();
    e.page.on('response', (r) => {
      if (!/\/(api|client)\//.test(new URL(r.url()).pathname)) return;
      r.text().then((body) => answers.push({ url: r.url(), body }), () => undefined);
    });
  });
  after(() => e.close());

  it('asks who is watching, without a close button, with avatars and names', async () => {
    const { page, server } = e;
    await logIn(page, server.url, 'anna@example.lt');
    const gate = page.locator('tv-session-gate');
    const dialog = gate.getByRole('dialog', { name: 'Kas žiūri?' });
    await dialog.waitFor();
    const names = await dialog.locator('button.profile .name').allInnerTexts();
    assert.deepEqual(names, ['Anna', 'Jonas', 'Vaikai']);
    assert.equal(await dialog.locator('button.profile img').count(), 3);
    assert.equal(await dialog.getByRole('button', { name: 'Uždaryti' }).count(), 0);
    await page.keyboard.press('Escape');
    assert.equal(await dialog.isVisible(), true, 'Escape does not close it');
    assert.equal(await dialog.getByRole('button', { name: /Jonas \(Reikalingas PIN\)/ }).count(), 1);
  });

  it('asks Jonas for his PIN: a wrong one is refused, the right one chooses him', async () => {
    const { page, server, context } = e;
    const gate = page.locator('tv-session-gate');
    await gate.getByRole('button', { name: /Jonas/ }).click();
    const pin = gate.getByRole('dialog', { name: 'Įveskite PIN kodą' });
    await pin.waitFor();
    const boxes = pin.getByRole('group', { name: 'PIN kodas' }).locator('input');
    assert.equal(await boxes.count(), 4);
    for (let i = 0; i < 4; i++) assert.equal(await boxes.nth(i).getAttribute('type'), 'password');
    await page.keyboard.type('9999'); // auto-check at the 4th digit (by the server)
    await pin.getByRole('alert').getByText('Neteisingas PIN kodas, bandykite dar kartą. Liko bandymų: 4.').waitFor();
    assert.equal(await boxes.nth(0).inputValue(), '', 'the wrong PIN is cleared');
    assert.equal(await boxes.nth(0).evaluate((el) => el === (el.getRootNode() as ShadowRoot).activeElement), true, 'focus back on the first box');
    await page.keyboard.type('1234');
    await pin.waitFor({ state: 'hidden' });
    await gate.getByRole('dialog', { name: 'Kas žiūri?' }).waitFor({ state: 'hidden' });
    await page.locator('#main').getByText('Sveiki sugrįžę, Jonas!').waitFor();

    // the PIN was checked on the server: no answer the page received carries a PIN
    assert.ok(answers.some((a) => a.url.includes('/customer/profiles')), 'the profile list was seen');
    for (const a of answers) assert.doesNotMatch(a.body, /"pin"\s*:|pin_with_default|"1234"/, `${a.url} carries a PIN`);
    const cookie = (await context.cookies()).find((c) => c.name === '_profile');
    assert.ok(cookie, 'profile cookie set');
    jonasCookie = cookie.value;
    assert.doesNotMatch(cookie.value, /Jonas|"id"/, 'kept encrypted');
    const minutes = (cookie.expires - Date.now() / 1000) / 60;
    assert.ok(minutes > 58 && minutes <= 60.5, `expires in one hour (got ${minutes.toFixed(1)} min)`);
    // Calls now act as Jonas: the profile list shows only him.
    const acting = await page.evaluate(async (base) => {
      const s = (globalThis as unknown as { Eteris: { stores: { $session: { get(): { token: string; profile: { id: number } } } } } }).Eteris.stores.$session.get();
      const r = await fetch(`${base}/api/v1/customer/profiles`, { headers: { Authorization: `Bearer ${s.token}`, 'X-Profile-Id': String(s.profile.id) } });
      return ((await r.json()) as { items: { name: string }[] }).items.map((p) => p.name);
    }, server.url);
    assert.deepEqual(acting, ['Jonas']);
  });

  it('sends one stat HELLO for the chosen profile, decoded by the stats endpoint', async () => {
    const { page, server } = e;
    const hello = async () => (await recordedStats(server.url)).filter((s) => s.customerId === 1001);
    await untilAsync(async () => assert.ok((await hello()).length > 0, 'a HELLO reached the stats endpoint'), 20_000);
    const items = await hello();
    assert.equal(items.length, 1);
    const m = items[0]!.message;
    assert.equal(m.type, 'HELLO');
    assert.equal(m.customerId, 1001);
    assert.equal(m.profileId, 2);
    assert.equal(m.deviceType, 30);
    assert.equal(m.appVersion, '0.1.0');
    for (const k of ['tstamp', 'now']) assert.equal(typeof m[k], 'number', k);
    for (const k of ['platformName', 'firmwareVersion']) assert.ok(typeof m[k] === 'string' && (m[k] as string).length > 0, k);
    // A reload keeps the profile (cookie) and does not say hello again in the same session.
    await page.reload();
    await page.locator('#main').getByText('Sveiki sugrįžę, Jonas!').waitFor();
    assert.equal(await page.locator('tv-session-gate').getByRole('dialog', { name: 'Kas žiūri?' }).isVisible(), false);
    await page.locator('tv-nav').getByRole('button', { name: 'Nustatymai' }).click();
    await page.locator('tv-settings').getByRole('dialog', { name: 'Nustatymai' }).waitFor();
    assert.equal((await hello()).length, 1);
  });

  it('Change profile (from Log out) forgets the profile and asks again', async () => {
    const { page, context } = e;
    const settings = page.locator('tv-settings');
    // Jonas is not the master: he may only edit his own profile.
    await settings.getByRole('button', { name: 'Redaguoti profilį' }).waitFor();
    assert.equal(await settings.getByRole('button', { name: 'Tvarkyti profilius' }).count(), 0);
    await settings.getByRole('button', { name: 'Atsijungti' }).click();
    const confirm = settings.getByRole('dialog', { name: 'Atsijungti' });
    await confirm.getByText('Ar norite pakeisti profilį, ar atsijungti?').waitFor();
    await Promise.all([page.waitForEvent('load'), confirm.getByRole('button', { name: 'Keisti profilį' }).click()]);
    await page.locator('tv-session-gate').getByRole('dialog', { name: 'Kas žiūri?' }).waitFor();
    assert.equal((await context.cookies()).some((c) => c.name === '_profile'), false);
    await page.locator('tv-session-gate').getByRole('button', { name: /Anna/ }).click();
    await page.locator('#main').getByText('Sveiki sugrįžę, Anna!').waitFor();
  });

  it('Log out clears the profile and goes to the external logout address', async () => {
    const { page, server, context } = e;
    await page.locator('tv-nav').getByRole('button', { name: 'Nustatymai' }).click();
    const settings = page.locator('tv-settings');
    await settings.getByRole('button', { name: 'Atsijungti' }).click();
    await settings.getByRole('dialog', { name: 'Atsijungti' }).getByRole('button', { name: 'Atsijungti', exact: true }).click();
    await page.waitForURL(`${server.url}/`);
    await page.locator('tv-nav').getByRole('link', { name: 'Prisijungti', exact: true }).waitFor();
    assert.equal((await context.cookies()).some((c) => c.name === '_profile'), false);
  });

  it('a profile cookie naming Jonas (a real one, copied) does not start a new session as Jonas', async () => {
    const { page, server, context } = e;
    assert.ok(jonasCookie, 'the cookie of the earlier choice');
    await logIn(page, server.url, 'anna@example.lt');
    await page.locator('tv-session-gate').getByRole('dialog', { name: 'Kas žiūri?' }).waitFor();
    await context.addCookies([{ name: '_profile', value: jonasCookie, url: server.url }]);
    await page.reload();
    await page.locator('tv-session-gate').getByRole('dialog', { name: 'Kas žiūri?' }).waitFor();
    assert.equal(await page.locator('#main').getByText('Sveiki sugrįžę, Jonas!').count(), 0);
    const profile = await page.evaluate(() => (globalThis as unknown as { Eteris: { stores: { $session: { get(): { profile: unknown } } } } }).Eteris.stores.$session.get().profile);
    assert.equal(profile, null);
    for (const a of answers) assert.doesNotMatch(a.body, /"pin"\s*:|pin_with_default|"1234"/, `${a.url} carries a PIN`);
  });
});

describe('petras: the automatic choice (en)', () => {
  let e: E2E;
  before(async () => {
    e = await backend.launch();
  });
  after(() => e.close());

  it('skips "Who is watching?" for his only profile without a PIN and says hello', async () => {
    const { page, server, context } = e;
    await chooseLanguage(page, server.url, 'en');
    await logIn(page, server.url, 'petras@example.lt');
    await page.locator('#main').getByText('Welcome back, Petras!').waitFor();
    assert.equal(await page.locator('tv-session-gate').getByRole('dialog').count(), 0);
    assert.ok((await context.cookies()).some((c) => c.name === '_profile'));
    let items: Awaited<ReturnType<typeof recordedStats>> = [];
    await untilAsync(async () => {
      items = (await recordedStats(server.url)).filter((s) => s.customerId === 1002);
      assert.ok(items.length > 0, 'a HELLO reached the stats endpoint');
    }, 20_000);
    assert.equal(items.length, 1);
    assert.equal(items[0]!.message.profileId, 4);
    // Not in group 15: no Change plan / Add payment card; the master manages profiles.
    await page.locator('tv-nav').getByRole('button', { name: 'Settings' }).click();
    const settings = page.locator('tv-settings').getByRole('dialog', { name: 'Settings' });
    await settings.getByRole('button', { name: 'Manage profiles' }).waitFor();
    assert.equal(await settings.getByRole('link', { name: 'Change plan' }).count(), 0);
    assert.equal(await settings.getByRole('link', { name: 'Add payment card' }).count(), 0);
  });

  it('reorders the audio priorities by keyboard, kept encrypted for 365 days, and switches the language', async () => {
    const { page, context } = e;
    const settings = page.locator('tv-settings');
    await settings.getByRole('button', { name: 'Language' }).click();
    const dialog = settings.getByRole('dialog', { name: 'Language' });
    const audio = dialog.getByRole('list', { name: 'Audio language priority' });
    await audio.getByRole('button', { name: /^Move Russian/ }).focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Space');
    await dialog.getByText('Saved.').waitFor();
    assert.deepEqual(await audio.locator('.lang').allInnerTexts(), ['Russian', 'Lithuanian', 'English', 'Polish', 'German']);
    const cookie = (await context.cookies()).find((c) => c.name === '_audio_priority');
    assert.ok(cookie, 'priority cookie set');
    // encrypted: base64url bytes (a plain, quoted or %-encoded list has other characters), which
    // decode to nothing of the list itself (a random ciphertext may well contain "ru" by chance)
    assert.match(cookie.value, /^[A-Za-z0-9_-]{40,}$/);
    const bytes = Buffer.from(cookie.value, 'base64url').toString('latin1');
    assert.ok(!/"ru"|"lt"|Russian|audio/.test(bytes), 'no plaintext in the cookie');
    const days = (cookie.expires - Date.now() / 1000) / 86400;
    assert.ok(days > 364 && days <= 365.01, `expires in 365 days (got ${days})`);
    assert.equal(await dialog.getByRole('switch', { name: 'Disabled' }).isChecked(), true);
    await Promise.all([page.waitForEvent('load'), dialog.getByRole('button', { name: 'Lietuvių' }).click()]);
    await page.locator('#main').getByText('Sveiki sugrįžę, Petras!').waitFor();
    // The priorities survive the reload.
    await page.locator('tv-nav').getByRole('button', { name: 'Nustatymai' }).click();
    await settings.getByRole('button', { name: 'Kalba' }).click();
    const lt = settings.getByRole('dialog', { name: 'Kalba' }).getByRole('list', { name: 'Garso kalbų prioritetas' });
    await lt.getByText('Rusų').waitFor();
    assert.deepEqual(await lt.locator('.lang').allInnerTexts(), ['Rusų', 'Lietuvių', 'Anglų', 'Lenkų', 'Vokiečių']);
  });
});

describe('ruta: the e-mail is not verified (ru)', () => {
  let e: E2E;
  before(async () => {
    e = await backend.launch();
  });
  after(() => e.close());

  it('sees only the verify-your-e-mail page', async () => {
    const { page, server } = e;
    await chooseLanguage(page, server.url, 'ru');
    await logIn(page, server.url, 'ruta@example.lt');
    const gate = page.locator('tv-session-gate');
    await gate.getByRole('heading', { name: 'Подтвердите свой адрес электронной почты.' }).waitFor();
    assert.equal(await gate.getByRole('dialog', { name: 'Кто смотрит?' }).count(), 0);
    // The page covers everything: the navigation underneath cannot be reached.
    const covered = await page.evaluate(() => {
      const el = document.elementFromPoint(innerWidth / 2, 20);
      return el?.tagName.toLowerCase();
    });
    assert.equal(covered, 'tv-session-gate');
    const stats = (await recordedStats(server.url)).filter((s) => s.customerId === 1003);
    assert.equal(stats.length, 0, 'no profile, no hello');
  });
});
