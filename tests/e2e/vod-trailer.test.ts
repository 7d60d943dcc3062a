// Trailer on /vod-about: the details' Trailer plays the item's trailer on /vod-play to
// decoded frames (the video's `playing` event, currentTime advancing), writes no bookmark and offers
// no next episode, and Back / Escape come back to the details. Built site + reference backend.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { watchingAs } from './player-helpers';
import { msg } from '../helpers/messages';

/** VoD 12: a film anna bought (tvod) that has a trailer (a movie whose id is a multiple of 3). */
const VOD = 12;
/** VoD 24: a film for rent (tvod) that anna has not bought, with a trailer. */
const NOT_BOUGHT = 24;
const player = (page: Page) => page.locator('tv-player');

/** Waits for the shown video's `playing` event (or that it already plays), then for 1.5 s of it to pass. */
async function playsTrailer(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const v = document.querySelector('tv-player')?.shadowRoot?.querySelector('video');
    if (!v) return false;
    const w = window as unknown as { __playing?: boolean };
    if (!w.__playing) v.addEventListener('playing', () => (w.__playing = true), { once: true });
    return (w.__playing || (!v.paused && v.readyState >= 3)) && v.getVideoPlaybackQuality().totalVideoFrames > 0;
  }, null, { timeout: 30_000 });
  const t0 = await player(page).evaluate((el) => el.shadowRoot!.querySelector('video')!.currentTime);
  await page.waitForFunction((t) => document.querySelector('tv-player')!.shadowRoot!.querySelector('video')!.currentTime > t + 1.5, t0, { timeout: 30_000 });
}

describe('the trailer of a VoD item', () => {
  const e = watchingAs('anna@example.lt', 'Anna');

  it('Trailer on the details plays the trailer to moving pictures, without a bookmark, and Back / Escape come back', async () => {
    const { page, server } = e();
    const bookmarks: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname.endsWith('/bookmarks')) bookmarks.push(r.postData() ?? '');
    });
    await page.goto(`${server.url}/vod-about?id=${VOD}`);
    await page.locator('tv-vod-details').getByRole('link', { name: msg('vod_details.trailer') }).click();
    await page.waitForURL((u) => u.pathname === '/vod-play' && u.searchParams.get('id') === String(VOD) && u.searchParams.get('trailer') === '1');
    await playsTrailer(page);
    const licences = await page.evaluate(() => performance.getEntriesByType('resource').map((x) => x.name).filter((u) => u.includes('/drm/')));
    assert.ok(licences.some((u) => new RegExp(`vod_id=${12}\\b`).test(u)), `licence of the item asked: ${licences.join(', ')}`);
    assert.equal(await player(page).getByRole('alert').count(), 0);
    // a pause (which writes the bookmark of an item) writes none for a trailer
    await page.keyboard.press('k');
    await page.waitForFunction(() => document.querySelector('tv-player')!.shadowRoot!.querySelector('video')!.paused, null, { timeout: 10_000 });
    await page.keyboard.press('k');
    assert.deepEqual(bookmarks, []);

    // the controls hide while it plays: the pointer brings them back, as a viewer's would
    await player(page).hover();
    await player(page).getByRole('button', { name: msg('player.back') }).click();
    await page.waitForURL((u) => u.pathname === '/vod-about' && u.searchParams.get('id') === String(VOD));
    await page.locator('tv-vod-details').getByRole('link', { name: msg('vod_details.trailer') }).waitFor();

    // again, and Escape comes back too
    await page.locator('tv-vod-details').getByRole('link', { name: msg('vod_details.trailer') }).click();
    await page.waitForURL((u) => u.pathname === '/vod-play' && u.searchParams.get('trailer') === '1');
    await playsTrailer(page);
    await page.keyboard.press('Escape');
    await page.waitForURL((u) => u.pathname === '/vod-about' && u.searchParams.get('id') === String(VOD));
  });

  it('plays the trailer of a film the viewer has not bought', async () => {
    const { page, server } = e();
    await page.goto(`${server.url}/vod-about?id=${NOT_BOUGHT}`);
    await page.locator('tv-vod-details').getByRole('link', { name: msg('vod_details.trailer') }).click();
    await page.waitForURL((u) => u.pathname === '/vod-play' && u.searchParams.get('id') === String(NOT_BOUGHT) && u.searchParams.get('trailer') === '1');
    await playsTrailer(page);
    assert.equal(await player(page).getByRole('alert').count(), 0);
  });
});
