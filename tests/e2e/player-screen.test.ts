// What the player's screen says: media that does not come is said to take long (with Retry) before
// the error; the full-screen button says what it does in full screen too (the player inside the TV
// screen's element).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Route } from 'playwright-core';
import { msg } from '../helpers/messages';
import { watchingAs } from './player-helpers';

describe("the player's screen", () => {
  const e = watchingAs('anna@example.lt', 'Anna');

  it('says that media which does not come is taking long, with Retry, and shows the error at the player\'s limit', async () => {
    const { page, server } = e();
    const held: Route[] = [];
    // channel 6's manifest and segments never answer
    await page.route(/\/media\/live\/6\//, (route) => void held.push(route));
    try {
      await page.goto(`${server.url}/play?channel=6`);
      const player = page.locator('tv-player');
      const slow = player.locator('[part="slow"]');
      await slow.getByText(msg('player.slow')).waitFor({ timeout: 30_000 });
      await slow.getByRole('button', { name: msg('common.retry') }).waitFor();
      // Retry starts again, and the wait with it: the spinner, not the message
      await slow.getByRole('button', { name: msg('common.retry') }).click();
      await slow.waitFor({ state: 'detached' });
      await slow.getByText(msg('player.slow')).waitFor({ timeout: 30_000 });
      // the player's own limit: the error, with Retry
      const error = player.locator('[part="error"]');
      await error.waitFor({ timeout: 90_000 });
      await error.getByRole('button', { name: msg('common.retry') }).waitFor();
      assert.equal(await slow.count(), 0, 'the taking-long message goes with the error');
    } finally {
      await page.unroute(/\/media\/live\/6\//);
      for (const r of held) await r.abort().catch(() => undefined);
    }
  });

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
});
