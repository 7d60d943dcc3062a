// Settings > Streaming as a viewer meets it: Data saver, chosen on this device, is still chosen
// after a reload, and the player then asks only for the lowest video representation (v180 of the
// reference head-end's v360 / v180). Built site + reference backend.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { playing, watchingAs } from './player-helpers';
import { msg } from '../helpers/messages';

const settings = (page: Page) => page.locator('tv-settings');
const choice = (page: Page, q: 'auto' | 'saver' | 'high') => settings(page).getByRole('button', { name: new RegExp(`^${msg(`settings.quality_${q}`)}`) });

async function openStreaming(page: Page): Promise<void> {
  await page.locator('tv-nav').getByRole('button', { name: msg('nav.settings') }).click();
  await settings(page).getByRole('button', { name: msg('settings.streaming') }).click();
  await choice(page, 'auto').waitFor();
}

describe('Settings > Streaming', () => {
  const e = watchingAs('anna@example.lt', 'Anna');

  it('keeps Data saver after a reload, and the player then fetches only the lowest video', async () => {
    const { page, server } = e();
    await page.goto(`${server.url}/`);
    await openStreaming(page);
    assert.equal(await choice(page, 'auto').getAttribute('aria-pressed'), 'true', 'Automatic by default');
    await choice(page, 'saver').click();
    await page.waitForFunction(() => localStorage.getItem('eteris_streaming') === '"saver"');

    await page.reload();
    await openStreaming(page);
    assert.equal(await choice(page, 'saver').getAttribute('aria-pressed'), 'true');
    assert.equal(await choice(page, 'auto').getAttribute('aria-pressed'), 'false');

    const videoReps = new Set<string>();
    page.on('request', (r) => {
      const m = /\/media\/vod\/4\/(v\d+)\//.exec(new URL(r.url()).pathname);
      if (m) videoReps.add(m[1]!);
    });
    await page.goto(`${server.url}/vod-play?id=4`);
    await playing(page);
    assert.deepEqual([...videoReps], ['v180']);
  });
});
