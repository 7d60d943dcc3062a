// A child's profile meets the household's rules in the player, whatever way it asks:
// a /play or /vod-play URL naming over-age content, the number keys to the adult channel. The player says
// why in the viewer's language, shows no picture and no title of what is locked.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { launch, logIn, type E2E } from './browser';
import { chooseProfile } from './profiles-helpers';
import { msg } from '../helpers/messages';

interface Prog {
  id: number;
  channel_id: number;
  start: number;
  stop: number;
  title: string;
  age_rating: number;
  catchup: boolean;
}

/** Frames the player's video has presented. */
const frames = (page: Page) =>
  page.locator('tv-player').evaluate((el) => el.shadowRoot!.querySelector('video')?.getVideoPlaybackQuality().totalVideoFrames ?? 0);

const playerText = (page: Page) => page.locator('tv-player').evaluate((el) => el.shadowRoot!.textContent ?? '');

describe("a child's profile in the player", () => {
  let e: E2E;
  before(async () => {
    e = await launch();
    await logIn(e.page, e.server.url, 'anna@example.lt');
    await chooseProfile(e.page, 'Jonas', '1234');
  });
  after(() => e.close());

  it('a /play URL naming an over-age catch-up programme shows the age lock, no picture and no title', async () => {
    const { page, server } = e;
    const now = Math.floor(Date.now() / 1000);
    const d = Math.floor(now / 86400);
    // the public guide (a visitor's view has every title but the adult channel's)
    const r = await fetch(`${server.url}/api/public/v1/epggrid/channels/1,2,3,4,5,6,7,8,9,10/from/${(d - 2) * 86400}/to/${(d + 1) * 86400}/lang/lt`);
    const all = Object.values(((await r.json()) as { items: Record<string, Record<string, Prog[]>> }).items).flatMap((days) => Object.values(days).flat());
    const p = all.find((x) => x.age_rating > 13 && x.catchup && x.stop < now - 600);
    assert.ok(p, 'the seed has an over-age catch-up programme');
    await page.goto(`${server.url}/play?channel=${p.channel_id}&epg=${p.id}&mode=catchup`);
    const alert = page.locator('tv-player').getByRole('alert');
    await alert.getByText(msg('errors.age_locked')).waitFor({ timeout: 20_000 });
    assert.equal(await alert.getByRole('button', { name: msg('common.retry') }).count(), 0, 'no Retry that cannot help');
    assert.equal(await frames(page), 0);
    assert.ok(!(await playerText(page)).includes(p.title), 'the title is not shown');
    // the browser never received it either
    const seen = await page.evaluate((id) => performance.getEntriesByType('resource').map((x) => x.name).filter((u) => u.includes(`prog_id=${id}`)), p.id);
    assert.deepEqual(seen, [], 'no licence was even asked for');
  });

  it('a /vod-play URL naming an over-age film shows the age lock with Change profile, no Retry', async () => {
    const { page, server } = e;
    let id = 0;
    for (let i = 1; i <= 60 && !id; i++) {
      const r = await fetch(`${server.url}/api/public/v1/vod/${i}`);
      if (r.ok && ((await r.json()) as { age: number }).age > 13) id = i;
    }
    assert.ok(id, 'the seed has an over-age film');
    await page.goto(`${server.url}/vod-play?id=${id}`);
    const alert = page.locator('tv-player').getByRole('alert');
    await alert.getByText(msg('errors.age_locked')).waitFor({ timeout: 20_000 });
    await alert.getByText(msg('vod_details.age_blocked_hint')).waitFor();
    await alert.getByRole('button', { name: msg('purchase.change_profile') }).waitFor();
    assert.equal(await alert.getByRole('button', { name: msg('common.retry') }).count(), 0, 'no Retry that cannot help');
    assert.ok(!(await playerText(page)).includes(msg('errors.operation_failed')), 'not a failed request');
  });

  it('the number keys to the adult channel show the adult lock and no picture', async () => {
    const { page, server } = e;
    await page.goto(`${server.url}/play?channel=3`);
    await page.locator('tv-player').locator('.info .number').getByText('3', { exact: true }).waitFor({ timeout: 20_000 });
    await page.keyboard.press('4');
    await page.keyboard.press('2');
    const alert = page.locator('tv-player').getByRole('alert');
    await alert.getByText(msg('errors.adult_locked')).waitFor({ timeout: 20_000 });
    await page.waitForFunction(() => new URL(location.href).searchParams.get('channel') === '42');
    // nothing plays: the player shown was stopped, the hidden standbys are paused
    const playing = await page.locator('tv-player').evaluate((el) => [...el.shadowRoot!.querySelectorAll('video')].filter((v) => !v.paused && v.readyState > 0).length);
    assert.equal(playing, 0, 'no pictures of the adult channel');
    assert.equal(await page.locator('tv-player').locator('.info .number').getByText('42', { exact: true }).count(), 1);
  });
});
