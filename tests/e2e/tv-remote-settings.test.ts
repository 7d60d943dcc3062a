// The settings in the 10-foot layout at 1920x1080 by the remote's keys alone (arrows, OK = Enter,
// Back = Backspace): petras reaches Settings from the main menu, changes the interface language to
// English by OK, and steps back out one level at a time, with where the focus is after each step.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { settled, type E2E } from './browser';
import { msg } from '../helpers/messages';
import { arrowTo, focus, focusedOn, launchTv, press, seen, signInTv } from './remote';

/** From the page, Up to the main menu and along it to Settings, OK, and down to Language, OK. */
async function openLanguage(page: Page, lang: 'lt' | 'en'): Promise<void> {
  const settings = page.locator('tv-settings');
  // into the page, then Up to the main menu's bar, whose right end is Settings (which control of
  // the bar Up lands on depends on where the focus was, and the page's rows enable their scroll
  // arrows as they measure themselves: the first control down may be a poster or an arrow)
  let f = await press(page, 'ArrowDown');
  f = await arrowTo(page, 'ArrowUp', (x) => x.bar, 5);
  seen(f, 'the main menu');
  f = await arrowTo(page, 'ArrowRight', msg('settings.title', {}, lang), 15);
  seen(f, 'the settings button');
  // the bar is the top of the page: Up leaves the focus where it is (never along the bar)
  await page.keyboard.press('ArrowUp');
  assert.equal((await focus(page))?.name, msg('settings.title', {}, lang), 'Up on the top bar');
  await page.keyboard.press('Enter');
  await settings.getByRole('dialog', { name: msg('settings.title', {}, lang) }).waitFor();
  f = await arrowTo(page, 'ArrowDown', msg('settings.language', {}, lang), 5);
  seen(f, 'Language in the settings');
  await page.keyboard.press('Enter');
  await settings.getByRole('dialog', { name: msg('settings.language', {}, lang) }).waitFor();
}

describe('the settings by remote in the 10-foot layout', () => {
  let e: E2E;
  let base: string;
  before(async () => {
    e = await launchTv();
    base = e.server.url;
  });
  after(() => e.close());

  it('changes the language in the settings, and Back steps out of them one level at a time', async () => {
    const { page } = e;
    await signInTv(page, base, 'petras@example.lt');
    const settings = page.locator('tv-settings');
    await openLanguage(page, 'lt');
    let f = await arrowTo(page, 'ArrowDown', msg('languages.lt'), 5);
    seen(f, 'the first language');
    f = await arrowTo(page, 'ArrowRight', msg('languages.en'), 3);
    // OK saves the choice and reloads: the page before the reload already says lang="en", so wait
    // for a new document (one without this page's mark) that is English
    await page.evaluate(() => ((window as { beforeReload?: boolean }).beforeReload = true));
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => !(window as { beforeReload?: boolean }).beforeReload && document.documentElement.lang === 'en', undefined, { timeout: 30_000 });
    await settled(page);

    // back in the settings: Back steps from Language to the list, then out, onto the settings button
    await openLanguage(page, 'en');
    await page.keyboard.press('Backspace');
    await settings.getByRole('dialog', { name: msg('settings.title', {}, 'en') }).waitFor();
    f = (await focus(page))!;
    seen(f, 'the settings list again');
    await page.keyboard.press('Backspace');
    await settings.getByRole('dialog').waitFor({ state: 'detached' });
    f = await focusedOn(page, msg('settings.title', {}, 'en'));
    seen(f, 'the settings button again');
    assert.equal(new URL(page.url()).pathname, '/');
  });
});
