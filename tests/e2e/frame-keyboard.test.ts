// The frame by keyboard, as a TV remote (arrows and OK) drives it: the visitor's language menu,
// "Who is watching?" and its PIN dialog, where the focus goes after a choice and after Settings
// closes, Escape stepping back in Settings, and the active profile in the header.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { logIn, sharedBackend, type E2E } from './browser';
import { LANGUAGE_BUTTON } from './profiles-helpers';
import { untilAsync } from '../helpers/until';

// One backend for the file: the visitor's block changes nothing on it.
const backend = sharedBackend();

/** What has the focus, looked up through shadow roots: tag, id and accessible name. */
function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    let a = document.activeElement;
    while (a?.shadowRoot?.activeElement) a = a.shadowRoot.activeElement;
    if (!a) return '';
    const name = a.getAttribute('aria-label') ?? (a.textContent ?? '').replace(/\s+/g, ' ').trim();
    return `${a.localName}${a.id ? `#${a.id}` : ''} ${name}`.trim();
  });
}

async function focusedIs(page: Page, expected: RegExp): Promise<void> {
  await untilAsync(async () => assert.match(await focused(page), expected, 'the focused element'), 10_000);
}

describe('visitor: the language menu by remote keys', () => {
  let e: E2E;
  before(async () => {
    e = await backend.launch();
  });
  after(() => e.close());

  it('reaches Русский with the arrows without reloading, and OK switches to it', async () => {
    const { page, server } = e;
    await page.goto(`${server.url}/`);
    const nav = page.locator('tv-nav');
    const button = nav.getByRole('button', { name: LANGUAGE_BUTTON });
    await button.focus();
    await page.evaluate(() => ((window as unknown as { stay: boolean }).stay = true));
    await page.keyboard.press('ArrowDown');
    await nav.getByRole('menu').waitFor();
    await focusedIs(page, /^button Lietuvių$/);
    await page.keyboard.press('ArrowDown');
    await focusedIs(page, /^button English$/);
    await page.keyboard.press('ArrowDown');
    await focusedIs(page, /^button Русский$/);
    // Nothing was chosen on the way: same page, same language.
    assert.equal(await page.evaluate(() => (window as unknown as { stay?: boolean }).stay), true);
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'lt');
    await Promise.all([page.waitForEvent('load'), page.keyboard.press('Enter')]);
    await page.waitForFunction(() => document.documentElement.lang === 'ru');
    await nav.getByRole('button', { name: 'Язык: Русский', exact: true }).waitFor();
    // The visitor's call to action reads "subscribe", not "subscription".
    const cta = nav.getByRole('link', { name: 'Подписаться', exact: true });
    assert.equal(await cta.getAttribute('href'), `${server.url}/register?fresh=true`);
  });

  it('paints the Help icon in the bar\'s text colour', async () => {
    const { page } = e;
    const help = page.locator('tv-nav').getByRole('link', { name: /^(Pagalba|Help|Помощь)$/ });
    await help.waitFor();
    const colours = await help.evaluate((a) => {
      const icon = a.querySelector('.menu-icon')!;
      const { width } = icon.getBoundingClientRect();
      return { link: getComputedStyle(a).color, icon: getComputedStyle(icon).backgroundColor, mask: getComputedStyle(icon).maskImage, width };
    });
    assert.equal(colours.icon, colours.link);
    assert.notEqual(colours.icon, 'rgb(0, 0, 0)');
    assert.match(colours.mask, /static\/menu-icons\/8\.svg/);
    assert.ok(colours.width > 10, `the icon is drawn (${colours.width} px wide)`);
  });
});

describe('anna: who is watching, settings and the header by remote keys', () => {
  let e: E2E;
  before(async () => {
    e = await backend.launch();
  });
  after(() => e.close());

  it('moves between the profiles with the arrows; OK, digits and OK choose; Cancel comes back', async () => {
    const { page, server } = e;
    await logIn(page, server.url, 'anna@example.lt');
    const gate = page.locator('tv-session-gate');
    await gate.getByRole('dialog').waitFor();
    await focusedIs(page, /^button .*\bAnna\b/);
    await page.keyboard.press('ArrowRight');
    await focusedIs(page, /^button .*\bJonas\b/);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await focusedIs(page, /^button .*\bVaikai\b/);
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowDown');
    await focusedIs(page, /^button .*\bJonas\b/);
    await page.keyboard.press('Enter');
    const pin = gate.getByRole('group').first();
    await pin.waitFor();
    // Two digits and OK: too short, said so.
    await page.keyboard.type('12');
    await page.keyboard.press('Enter');
    await gate.getByRole('alert').filter({ hasText: /4/ }).waitFor();
    // Back (Escape) cancels onto Jonas.
    await page.keyboard.press('Escape');
    await pin.waitFor({ state: 'hidden' });
    await focusedIs(page, /^button .*\bJonas\b/);
    await page.keyboard.press('Enter');
    await pin.waitFor();
    await page.keyboard.type('1234');
    await gate.getByRole('dialog').waitFor({ state: 'hidden' });
    // Not <body>: the page's main content.
    await focusedIs(page, /^main#main\b/);
  });

  it('shows the active profile in the header; Settings returns the focus to its opener, Escape steps back', async () => {
    const { page } = e;
    const nav = page.locator('tv-nav');
    const profile = nav.getByRole('button', { name: /^(Profilis|Profile|Профиль): Jonas$/ });
    await profile.waitFor();
    assert.equal((await profile.innerText()).trim(), 'Jonas');
    await profile.locator('img').waitFor();
    const settings = page.locator('tv-settings');
    const list = settings.getByRole('dialog', { name: /^(Nustatymai|Settings|Настройки)$/ });

    await nav.getByRole('button', { name: /^(Nustatymai|Settings|Настройки)$/ }).focus();
    await page.keyboard.press('Enter');
    await list.waitFor();
    await list.getByRole('button', { name: /^(Kalba|Language|Язык)$/ }).click();
    const language = settings.getByRole('dialog', { name: /^(Kalba|Language|Язык)$/ });
    await language.waitFor();
    await page.keyboard.press('Escape');
    await list.waitFor();
    await focusedIs(page, /^button (Kalba|Language|Язык)$/);
    await page.keyboard.press('Escape');
    await list.waitFor({ state: 'hidden' });
    await focusedIs(page, /^button (Nustatymai|Settings|Настройки)$/);

    await profile.focus();
    await page.keyboard.press('Enter');
    await list.waitFor();
    await page.keyboard.press('Escape');
    await list.waitFor({ state: 'hidden' });
    await focusedIs(page, /^button (Profilis|Profile|Профиль): Jonas$/);
  });
});
