// The catalogue as a subscriber and a child meet it on the built site: home -> an item's details ->
// its series, and a child profile that finds nothing above its age limit on the home screen.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { msg } from '../helpers/messages';
import { launch, logIn, type E2E } from './browser';
import { chooseProfile } from './profiles-helpers';

/** The home screen's row with this title. */
const row = (page: Page, title: string) => page.locator('tv-home-page tv-vod-row').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

/** Every poster link of the home screen's rows, once the rows have drawn. */
async function homeLinks(page: Page): Promise<string[]> {
  await page.locator('tv-home-page tv-vod-row a.card').first().waitFor();
  return page.locator('tv-home-page tv-vod-row a.card').evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href));
}

describe('the catalogue', () => {
  let e: E2E;
  before(async () => {
    e = await launch();
  });
  after(() => e.close());

  it('takes anna from home to an episode\'s details and on to its series, by mouse and by keyboard', async () => {
    const { page, server } = e;
    await logIn(page, server.url, 'anna@example.lt');
    await chooseProfile(page, 'Anna');
    await page.locator('#main').getByRole('heading', { level: 1, name: msg('home.welcome_user', { name: 'Anna' }) }).waitFor();
    // Continue watching: the episode anna stopped in, with its progress.
    const cont = row(page, 'Tęsti žiūrėjimą');
    const episode = cont.getByRole('link', { name: /Gydytojai\. 1 sezonas, 1 serija/ });
    await episode.waitFor();
    assert.equal(await episode.getByRole('progressbar').count(), 1);
    // The channel row starts live TV with the programme on now.
    const channel = row(page, 'Kanalai').locator('a.card').first();
    assert.match((await channel.getAttribute('href')) ?? '', /\/tv\/0\/\d+\/\d+\?play$/);

    await episode.click();
    await page.waitForURL(/\/vod-about\?id=201$/);
    const details = page.locator('tv-vod-details');
    await details.getByRole('heading', { level: 1, name: 'Gydytojai. 1 sezonas, 1 serija' }).waitFor();
    await page.waitForFunction(() => document.title === 'Gydytojai. 1 sezonas, 1 serija · Eteris'); // the tab is named after the film
    // Resume is where the focus lands (a remote's OK plays on), and it leads to the player.
    const resume = details.getByRole('link', { name: msg('vod_details.resume'), exact: true });
    await page.waitForFunction(() => {
      let a: Element | null = document.activeElement;
      while (a?.shadowRoot?.activeElement) a = a.shadowRoot.activeElement;
      return a?.textContent === 'Tęsti';
    });
    assert.match((await resume.getAttribute('href')) ?? '', /\/vod-play\?id=201&resume=1$/);

    await details.getByRole('link', { name: msg('vod_details.all_episodes') }).click();
    await page.waitForURL(/\/group\?id=1&season=1$/);
    const series = page.locator('tv-series');
    await series.getByRole('heading', { level: 1, name: 'Gydytojai' }).waitFor();
    const tabs = series.getByRole('tab');
    assert.ok((await tabs.count()) >= 2);
    assert.equal(await series.getByRole('tab', { selected: true }).innerText(), msg('series.season', { season: 1 }));
    // Keyboard: the season tabs with the arrows, the address follows.
    await series.getByRole('tab', { selected: true }).focus();
    await page.keyboard.press('ArrowRight');
    await series.getByRole('tab', { name: msg('series.season', { season: 2 }), selected: true }).waitFor();
    await page.waitForURL(/season=2$/);
    assert.ok((await series.locator('.ep').count()) >= 4);
    // Escape returns to where anna came from.
    await page.keyboard.press('Escape');
    await page.waitForURL(/\/vod-about\?id=201$/);
    assert.deepEqual(e.errors, []);
  });

  it('says the home screen is loading while its rows are placeholders, and no longer once they are in', async () => {
    const { page, server } = e;
    // the page of rows held until the test lets it through
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let ask!: () => void;
    const asked = new Promise<void>((r) => (ask = r));
    await page.route(/\/api\/v1\/smartrows\/page\.\d+/, async (r) => {
      ask();
      await held;
      await r.continue();
    });
    try {
      await page.goto(`${server.url}/`);
      const rows = page.locator('tv-home-page [part="rows"]');
      await asked;
      await page.locator('tv-home-page tv-vod-row').first().waitFor();
      assert.equal(await rows.getAttribute('aria-busy'), 'true', 'busy while the rows are placeholders');
      assert.equal(await page.locator('tv-home-page tv-vod-row a.card').count(), 0);
      release();
      await page.locator('tv-home-page tv-vod-row a.card').first().waitFor();
      assert.equal(await rows.getAttribute('aria-busy'), 'false');
    } finally {
      release();
      await page.unroute(/\/api\/v1\/smartrows\/page\.\d+/);
    }
  });

  it('shows the child profile Vaikai nothing above its age limit on the home screen', async () => {
    const { page, server } = e;
    await page.goto(`${server.url}/`);
    await page.locator('tv-nav').getByRole('button', { name: /Anna/ }).waitFor();
    // Change profile: the settings' log-out step offers it.
    await page.locator('tv-nav').getByRole('button', { name: msg('nav.settings') }).click();
    await page.locator('tv-settings').getByRole('button', { name: msg('settings.logout') }).click();
    await page.locator('tv-settings').getByRole('button', { name: msg('settings.change_profile') }).click();
    await chooseProfile(page, 'Vaikai');
    await page.locator('#main').getByRole('heading', { level: 1, name: msg('home.welcome_user', { name: 'Vaikai' }) }).waitFor();
    const links = await homeLinks(page);
    const ids = (re: RegExp) => links.flatMap((h) => (re.exec(h) ? [Number(re.exec(h)![1])] : []));
    const vod = ids(/\/vod-about\?id=(\d+)$/);
    const groups = ids(/\/group\?id=(\d+)$/);
    const channels = ids(/\/tv\/0\/(\d+)/);
    assert.ok(vod.length > 0, 'the child has films to watch');
    const ages: number[] = [];
    for (const id of vod) ages.push(((await (await fetch(`${server.url}/api/public/v1/vod/${id}`)).json()) as { age: number }).age);
    for (const id of groups) ages.push(((await (await fetch(`${server.url}/api/public/v1/groups/${id}`)).json()) as { age: number }).age);
    for (const id of channels) ages.push(((await (await fetch(`${server.url}/api/public/v1/channels/${id}`)).json()) as { age: number }).age);
    assert.deepEqual(ages.filter((a) => a > 6), [], 'no poster above the infants limit');
    // Anna's own rows (her continue watching) are not the child's.
    assert.equal(await row(page, 'Tęsti žiūrėjimą').count(), 0);
  });
});
