// A VoD item on /vod-play as a viewer meets it: it plays to decoded frames over the real
// backend (DASH + ClearKey with the item's licence content), resumes from the bookmark after a
// reload (the bookmark went over the wire), offers the next episode near the end of an episode
// (Cancel stops it; at 0 the next one plays and the URL follows), says what to do for an item not
// bought, and Back / Escape go back to where the viewer came from. Built site + reference backend.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page, Request } from 'playwright-core';
import { barShown, seekTo, watchingAs } from './player-helpers';
import { msg } from '../helpers/messages';

const player = (page: Page) => page.locator('tv-player');

/** Video frames keep coming: the viewer sees moving pictures. */
async function seesPictures(page: Page): Promise<void> {
  const frames = await player(page).evaluate((el) => el.shadowRoot!.querySelector('video')!.getVideoPlaybackQuality().totalVideoFrames);
  await page.waitForFunction(
    (n) => {
      const v = document.querySelector('tv-player')!.shadowRoot!.querySelector('video')!;
      return !v.paused && v.getVideoPlaybackQuality().totalVideoFrames > n + 10;
    },
    frames,
    { timeout: 30_000 },
  );
}

const currentTime = (page: Page) => player(page).evaluate((el) => el.shadowRoot!.querySelector('video')!.currentTime);
const frames = (page: Page) => player(page).evaluate((el) => el.shadowRoot!.querySelector('video')?.getVideoPlaybackQuality().totalVideoFrames ?? 0);
const idInUrl = (page: Page) => new URL(page.url()).searchParams.get('id');
/** The VoD item the player plays (or loads) now: its state, kept on the element (Player.tsx PLAYER_STATE). */
const playingItem = (page: Page) =>
  player(page).evaluate((el) => (el as unknown as Record<symbol, { player: { get: () => { vod_id: number | null } } }>)[Symbol.for('eteris.tv-player.state')]!.player.get().vod_id);

const bookmarkPost = (r: Request, id: number) =>
  r.method() === 'POST' && new URL(r.url()).pathname.endsWith('/bookmarks') && new URLSearchParams(r.postData() ?? '').get('event_id') === String(id);

describe('a VoD item on /vod-play', () => {
  const e = watchingAs('anna@example.lt', 'Anna');

  it('plays an item anna bought to decoded frames, with its licence content, over the item\'s length', async () => {
    const { page, server } = e();
    await page.goto(`${server.url}/vod-play?id=4`);
    await seesPictures(page);
    const licences = await page.evaluate(() => performance.getEntriesByType('resource').map((x) => x.name).filter((u) => u.includes('/drm/')));
    assert.ok(licences.some((u) => /vod_id=4\b/.test(u) && /vod_provider_id=4\b/.test(u) && /vod_type=tvod\b/.test(u)), `licence asked for VoD 4: ${licences.join(', ')}`);
    // (the controls are found by their attributes: the bar may have hidden by now, and a hidden bar
    // is out of the accessibility tree; the first move of the mouse shows it again)
    const slider = player(page).locator(`[role="slider"][aria-label="${msg('player.vod_seek')}"]`);
    assert.equal(Number(await slider.getAttribute('aria-valuemin')), 0);
    assert.equal(Number(await slider.getAttribute('aria-valuemax')), 192, 'the seek bar spans the stream (192 s)');
    // elapsed / total, not the wall clock; nothing of live TV
    await player(page).locator('[part=time]').getByText(/^\d+:\d\d \/ 3:12$/).waitFor();
    const count = (selector: string) => player(page).locator(selector).count();
    assert.equal(await count('button[part=play-button]'), 1, 'the bar is there to look in');
    assert.equal(await count('button[part=live-button]'), 0);
    assert.equal(await count(`button[aria-label="${msg('player.channel_up')}"]`), 0);
    assert.equal(await player(page).getByRole('alert').count(), 0);
    // seek thumbnails from the item's sprite sheets (vodcontent/id/4/sprites)
    const box = (await slider.boundingBox())!;
    await page.mouse.move(box.x + box.width * 0.2, box.y + box.height / 2);
    await barShown(page);
    await page.mouse.move(box.x + box.width * 0.4, box.y + box.height / 2);
    const thumb = player(page).locator('[part=thumbnail] .thumb');
    await thumb.waitFor({ timeout: 10_000 });
    assert.match(await thumb.evaluate((el) => (el as HTMLElement).style.backgroundImage), /\/static\/sprites\/vod\/4\/\d+\.svg/);
  });

  it('writes the bookmark on pause and resumes from it after a reload', async () => {
    const { page, server } = e();
    await seekTo(page, 0.5);
    await page.waitForFunction(() => {
      const v = document.querySelector('tv-player')!.shadowRoot!.querySelector('video')!;
      return v.currentTime > 90 && !v.seeking;
    });
    const posted = page.waitForRequest((r) => bookmarkPost(r, 4));
    await player(page).getByRole('button', { name: msg('player.pause') }).click();
    const request = await posted;
    const saved = Number(new URLSearchParams(request.postData() ?? '').get('position'));
    assert.ok(saved >= 90 && saved <= 110, `the bookmark holds where the viewer paused (${saved} s)`);
    assert.ok((await request.response())!.ok(), 'the backend stored it');

    await page.goto(`${server.url}/vod-play?id=4&resume=1`);
    await seesPictures(page);
    const t = await currentTime(page);
    assert.ok(t >= saved - 1 && t < saved + 20, `resumed at ${t} s, near the bookmark ${saved} s`);
  });

  it('an item anna has not bought says so and links to its details, without loading it', async () => {
    const { page, server } = e();
    await page.goto(`${server.url}/vod-play?id=16`);
    const alert = player(page).getByRole('alert');
    await alert.getByText(msg('errors.vod_not_purchased')).waitFor({ timeout: 20_000 });
    const link = alert.getByRole('link', { name: msg('player.see_offers') });
    assert.equal(new URL((await link.getAttribute('href'))!).pathname + new URL((await link.getAttribute('href'))!).search, '/vod-about?id=16');
    assert.equal(await alert.getByRole('button', { name: msg('common.retry') }).count(), 0, 'no Retry that cannot help');
    assert.equal(await frames(page), 0);
    const seen = await page.evaluate(() => performance.getEntriesByType('resource').map((x) => x.name).filter((u) => u.includes('vod_id=16')));
    assert.deepEqual(seen, [], 'no licence was asked for');
  });

  it('Back and Escape go back to where the viewer came from; else to the details (VoD) or the guide (TV)', async () => {
    const { page, server } = e();
    await page.goto(`${server.url}/vod-about?id=4`);
    await page.evaluate(() => (location.href = '/vod-play?id=4'));
    await page.waitForURL((u) => u.pathname === '/vod-play');
    await seesPictures(page);
    await page.keyboard.press('Escape');
    await page.waitForURL((u) => u.pathname === '/vod-about' && u.searchParams.get('id') === '4');

    await page.goto(`${server.url}/vod-play?id=4`);
    await player(page).getByRole('button', { name: msg('player.back') }).click();
    await page.waitForURL((u) => u.pathname === '/vod-about' && u.searchParams.get('id') === '4');

    await page.goto(`${server.url}/play?channel=3`);
    await player(page).getByRole('button', { name: msg('player.back') }).click();
    await page.waitForURL((u) => u.pathname === '/tv');
  });

  // (last of the block: the page's clock it installs is the browser context's, for good)
  it('offers the next episode near the end of an episode: Cancel stops it, the countdown plays it', async () => {
    const { page, server } = e();
    // the page's timers run on a clock the test can move on: it flows as time does until then
    await page.clock.install();
    await page.goto(`${server.url}/vod-play?id=201`);
    await seesPictures(page);
    await seekTo(page, 0.94);
    const heading = new RegExp(msg('player.next_in', { count: 99 }).replace('99', '(\\d+)'));
    const offer = player(page).getByRole('dialog', { name: heading });
    await offer.waitFor({ timeout: 30_000 });
    const playNow = offer.getByRole('button', { name: msg('player.play_now') });
    // focus moved to it: the keyboard reaches it at once
    assert.equal(await playNow.evaluate((b) => (b.getRootNode() as ShadowRoot).activeElement === b), true, 'Play now has the focus');
    const count = Number(heading.exec((await offer.getByRole('heading').textContent()) ?? '')?.[1]);
    assert.ok(count > 0, `the countdown shows its seconds (${count})`);
    await offer.getByRole('button', { name: msg('player.cancel') }).click();
    await offer.waitFor({ state: 'hidden' });
    // the viewer goes on to the end: the episode ends, and the countdown's time passes (every timer
    // due by then fires; the one that plays the next episode at the countdown's end would start it
    // in there): nothing else plays
    await seekTo(page, 0.99);
    await page.waitForFunction(() => document.querySelector('tv-player')!.shadowRoot!.querySelector('video')!.ended, undefined, { timeout: 30_000 });
    await page.clock.fastForward((count + 1) * 1000);
    assert.equal(await playingItem(page), 201, 'the item the player plays');
    assert.equal(idInUrl(page), '201');
    assert.equal(await offer.count(), 0);

    // back a little and straight to the end again (quicker than the player's once-a-second look):
    // offered again, and at 0 (the countdown's time passed at once) the next episode plays
    await seekTo(page, 0.5);
    await seekTo(page, 0.94);
    await offer.waitFor({ timeout: 30_000 });
    await page.clock.fastForward((count + 1) * 1000);
    await page.waitForURL((u) => u.searchParams.get('id') === '202', { timeout: 30_000 });
    await seesPictures(page);
    assert.equal(await offer.count(), 0);
  });
});
