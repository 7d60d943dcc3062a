// What the player's screen says: media that does not come is said to take long (with Retry) before
// the error; the full-screen button says what it does in full screen too (the player inside the TV
// screen's element).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Route } from 'playwright-core';
import { msg } from '../helpers/messages';
import { watchingAs } from './player-helpers';

/** A little past the player's wait before it says that loading takes long (Player.tsx). */
const SLOW_MS = 10_500;

describe("the player's screen", () => {
  const e = watchingAs('anna@example.lt', 'Anna');

  it('names the full-screen button "Exit full screen" in full screen, on the TV screen', async () => {
    const { page, server } = e();
    await page.goto(`${server.url}/tv`);
    const player = page.locator('tv-live-page').locator('tv-player');
    await player.getByRole('button', { name: msg('player.start_playback') }).focus();
    await page.keyboard.press('Enter');
    await player.locator('[part="fullscreen-button"]').waitFor();
    await player.locator('[part="fullscreen-button"]').focus();
    await page.keyboard.press('Enter');
    await player.getByRole('button', { name: msg('player.exit_fullscreen') }).waitFor();
    await player.getByRole('button', { name: msg('player.exit_fullscreen') }).focus();
    await page.keyboard.press('Enter');
    await player.getByRole('button', { name: msg('player.fullscreen'), exact: true }).waitFor();
  });

  // (last of the block: the page's clock it installs is the browser context's, for good)
  it('says that media which does not come is taking long, with Retry, and shows the error at the player\'s limit', async () => {
    const { page, server } = e();
    const held: Route[] = [];
    // channel 6's manifest and segments never answer
    await page.route(/\/media\/live\/6\//, (route) => void held.push(route));
    try {
      // the page's timers (the taking-long wait, shaka's request timeouts and retries) run on a
      // clock the test moves on; it flows as time does in between
      await page.clock.install();
      await page.goto(`${server.url}/play?channel=6`);
      const player = page.locator('tv-player');
      const slow = player.locator('[part="slow"]');
      await player.locator('[part="spinner"]').waitFor();
      await page.clock.fastForward(SLOW_MS);
      await slow.getByText(msg('player.slow')).waitFor({ timeout: 30_000 });
      await slow.getByRole('button', { name: msg('common.retry') }).waitFor();
      // Retry starts again, and the wait with it: the spinner, not the message
      await slow.getByRole('button', { name: msg('common.retry') }).click();
      await slow.waitFor({ state: 'detached' });
      await player.locator('[part="spinner"]').waitFor();
      await page.clock.fastForward(SLOW_MS);
      await slow.getByText(msg('player.slow')).waitFor({ timeout: 30_000 });
      // the player's own limit: the error, with Retry (shaka's timeouts and retries, step by step:
      // each retry is set up only once the attempt before it has failed)
      const error = player.locator('[part="error"]');
      for (let step = 0; step < 60 && (await error.count()) === 0; step++) await page.clock.fastForward(1_000);
      await error.waitFor({ timeout: 30_000 });
      await error.getByRole('button', { name: msg('common.retry') }).waitFor();
      assert.equal(await slow.count(), 0, 'the taking-long message goes with the error');
    } finally {
      await page.unroute(/\/media\/live\/6\//);
      for (const r of held) await r.abort().catch(() => undefined);
    }
  });
});
