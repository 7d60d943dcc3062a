// Recordings (NPVR) as a viewer meets them: petras records the programme on air from the guide's
// details, the guide marks it, it appears on /recordings, plays in the player (the video's own
// `playing`), survives a restart of the backend, and is deleted with confirmation (gone after
// another restart too). Built site + reference backend.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { launch, logIn, type E2E } from './browser';
import { startServer, type Server } from '../server/helpers';
import { msg } from '../helpers/messages';

async function serverRecordings(page: Page, base: string): Promise<{ id: number; epg_id: number }[]> {
  return page.evaluate(async (b) => {
    const s = (globalThis as unknown as { Eteris: { stores: { $session: { get(): { token: string } } } } }).Eteris.stores.$session.get();
    const r = await fetch(`${b}/api/v1/npvr/recordings?page[limit]=500`, { headers: { Authorization: `Bearer ${s.token}` } });
    return ((await r.json()) as { items: { id: number; epg_id: number }[] }).items;
  }, base);
}

describe('recordings', () => {
  let e: E2E;
  let restarted: Server | null = null;
  before(async () => {
    e = await launch();
  });
  after(async () => {
    await e.close();
    await restarted?.stop();
  });

  it('record a programme from the guide, find it on /recordings, play it, delete it, across restarts', async () => {
    const { page } = e;
    let server = e.server;
    await logIn(page, server.url, 'petras@example.lt', { open: '/tv' });

    // the programme on air on the first channel: its details offer Record
    const tv = page.locator('tv-live-page');
    const now = tv.locator('[role="gridcell"][tabindex="0"]');
    await now.waitFor();
    const id = Number((await now.getAttribute('id'))!.slice(1));
    // (that programme by its id from here on: the guide's one tab stop may move meanwhile, as the
    // player starting reports the channel it plays, and a cell may be redrawn for another programme)
    const cell = tv.locator(`#p${id}`);
    const title = (await cell.evaluate((el) => el.firstChild?.textContent ?? ''))!;
    await cell.focus();
    await page.keyboard.press('Enter');
    const details = tv.locator('section.details');
    await details.getByRole('heading', { name: title }).waitFor();
    await details.getByRole('button', { name: msg('epg.record'), exact: true }).click();
    // on air: it records now (or, should it have just ended, it is recorded)
    await details.getByRole('status').getByText(new RegExp(`${msg('recordings.recording_now')}|${msg('recordings.recorded_mark')}`)).waitFor();
    await tv.locator(`#p${id}.recd`).waitFor();
    assert.ok((await serverRecordings(page, server.url)).some((r) => r.epg_id === id), 'the recording is on the server');

    // the main menu leads to the recordings screen, where it is listed
    await page.locator('tv-nav').getByRole('link', { name: msg('recordings.title') }).click();
    await page.waitForURL(/\/recordings$/);
    const screen = page.locator('tv-recordings');
    const item = screen.locator('li.item', { hasText: title });
    await item.waitFor();
    assert.match(await item.innerText(), /\d{2}:\d{2}–\d{2}:\d{2}/);

    // Play: the same player, the recording's own video plays
    await item.getByRole('link', { name: new RegExp(`${msg('recordings.play')}|${msg('recordings.resume')}`) }).click();
    await page.waitForURL(/\/play\?recording=\d+/);
    await page.waitForFunction(() => {
      const v = document.querySelector('tv-player')?.shadowRoot?.querySelector('video');
      if (!v) return false;
      const w = window as unknown as { __played?: boolean };
      if (!w.__played) {
        w.__played = false;
        if (!v.paused && v.readyState >= 3) w.__played = true;
        v.addEventListener('playing', () => (w.__played = true), { once: true });
      }
      return w.__played === true;
    }, undefined, { timeout: 30_000 });
    const manifests = await page.evaluate(() => performance.getEntriesByType('resource').map((x) => x.name).filter((u) => u.includes('/media/recording/')));
    assert.ok(manifests.length > 0, 'the recording manifest was loaded');
    // a recording has no live stream: the control bar shows no Live button, its badge names the
    // recording (not "From start" or "Catch-up"), and the shortcuts list no "Go live"
    const player = page.locator('tv-player');
    await player.locator('[part="play-button"]').waitFor({ state: 'attached' });
    assert.equal(await player.locator('[part="live-button"]').count(), 0, 'no Live button');
    const badge = new RegExp(`^(${msg('recordings.recording_now')}|${msg('recordings.recorded_mark')})$`);
    await player.locator('[part="control-bar"]').getByText(badge).waitFor({ state: 'attached' });
    for (const key of ['player.startover', 'player.catchup', 'player.live'] as const) {
      assert.equal(await player.locator('[part="control-bar"]').getByText(msg(key), { exact: true }).count(), 0, `no "${msg(key)}"`);
    }
    await page.keyboard.press('?');
    const help = player.getByRole('dialog', { name: msg('player.help') });
    await help.getByText(msg('player.keys.play')).waitFor();
    assert.equal(await help.getByText(msg('player.keys.live'), { exact: true }).count(), 0, 'no "Go live" shortcut');

    // a restart of the backend keeps it (a new process on a new port; the browser's login session is
    // in the durable store too, and cookies do not depend on the port)
    const dataDir = server.dataDir;
    await server.stop();
    restarted = await startServer({ dataDir });
    server = restarted;
    await page.goto(`${server.url}/recordings`);
    const again = page.locator('tv-recordings').locator('li.item', { hasText: title });
    await again.waitFor();

    // Delete asks first; Keep leaves it, Delete removes it
    await again.getByRole('button', { name: new RegExp(msg('recordings.delete')) }).click();
    const dialog = page.locator('tv-recordings').getByRole('dialog', { name: msg('recordings.confirm_delete_title') });
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    assert.equal(await again.count(), 1);
    await again.getByRole('button', { name: new RegExp(msg('recordings.delete')) }).click();
    await dialog.waitFor();
    await dialog.getByRole('button', { name: msg('recordings.confirm_yes_delete'), exact: true }).click();
    await again.waitFor({ state: 'detached' });
    assert.ok(!(await serverRecordings(page, server.url)).some((r) => r.epg_id === id), 'deleted on the server');

    // and it stays deleted after another restart
    await server.stop();
    restarted = await startServer({ dataDir });
    server = restarted;
    await page.goto(`${server.url}/recordings`);
    await page.locator('tv-recordings').getByText(msg('recordings.empty_recorded')).waitFor();
    assert.deepEqual(e.errors, []);
  });
});
