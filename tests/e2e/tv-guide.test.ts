// Live TV as a user meets it: /tv with the guide, keyboard, programme details, genre filter, and
// every state in the URL (reload, back and forward).
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { launch, logIn, type E2E, recordPlayRequests } from './browser';

describe('the TV guide at /tv', () => {
  let e: E2E;
  before(async () => {
    e = await launch();
  });
  after(() => e.close());

  it('opens a programme from the keyboard; the URL keeps it across reload, genre filter and back', async () => {
    const { page, server } = e;
    await page.goto(`${server.url}/tv`);
    const tv = page.locator('tv-live-page');
    const grid = tv.getByRole('grid', { name: 'TV programa' });
    await grid.getByRole('rowheader', { name: /LRT Televizija/ }).waitFor();
    // Nothing chosen yet: the player offers the first channel rather than an empty screen.
    await tv.locator('tv-player').getByRole('button', { name: 'Pradėti žiūrėti' }).waitFor();
    assert.equal(await tv.locator('tv-player').getByText('Pasirinkite kanalą arba laidą.').count(), 0);
    // The programme airing now on the first channel is in the tab order; go one channel down, to the
    // day's last programme, and on to the first one of tomorrow.
    const start = grid.locator('[role="gridcell"][tabindex="0"]');
    await start.waitFor();
    await start.focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('End');
    await page.keyboard.press('ArrowRight');
    const focused = grid.locator('[role="gridcell"][tabindex="0"]');
    // the next day's first programme; in the last hour of a UTC day that one is airing already, so
    // on to the first that has not begun (the reminder below needs a future programme)
    const startOf = async (el: typeof focused) => {
      const pid = Number((await el.getAttribute('id'))!.slice(1));
      return ((await (await fetch(`${server.url}/api/public/v1/epg/${pid}`)).json()) as { start: number }).start;
    };
    for (let i = 0; i < 6 && (await startOf(focused)) <= Date.now() / 1000 + 60; i++) await page.keyboard.press('ArrowRight');
    const id = Number((await focused.getAttribute('id'))!.slice(1));
    const title = (await focused.evaluate((el) => el.firstChild?.textContent ?? ''))!;
    assert.ok(title.length > 0);
    assert.equal(Math.floor(id / 1e8), 2, 'the focused programme is on the second channel');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${server.url}/tv/0/2/${id}`);
    const details = tv.getByRole('region', { name: 'Grotuvas' });
    await details.getByRole('heading', { name: title }).waitFor();
    // A visitor is not subscribed: the details say so; a future programme offers a reminder.
    await details.getByText('Šio kanalo nėra jūsų plane').waitFor();
    await details.getByRole('button', { name: 'Priminti' }).waitFor();

    await page.reload();
    await tv.getByRole('region', { name: 'Grotuvas' }).getByRole('heading', { name: title }).waitFor();
    await tv.locator(`#p${id}[aria-selected="true"]`).waitFor();

    await tv.getByRole('group', { name: 'Žanrai' }).getByRole('button', { name: 'Sportas' }).click();
    await page.waitForURL(`${server.url}/tv/2`);
    await grid.getByRole('rowheader', { name: /Sportas 1/ }).waitFor();
    assert.equal(await grid.getByRole('rowheader', { name: /LRT Televizija/ }).count(), 0);

    await page.goBack();
    await page.waitForURL(`${server.url}/tv/0/2/${id}`);
    await grid.getByRole('rowheader', { name: /LRT Televizija/ }).waitFor();
    await tv.getByRole('region', { name: 'Grotuvas' }).getByRole('heading', { name: title }).waitFor();
    assert.deepEqual(e.errors, []);
  });

  it('asks to play what airs now for a subscriber, with the programme and mode in the event', async () => {
    const { page, server } = e;
    await logIn(page, server.url, 'petras@example.lt');
    const opened = Date.now();
    await page.goto(`${server.url}/tv`);
    await recordPlayRequests(page);
    const tv = page.locator('tv-live-page');
    const stop = tv.locator('[role="gridcell"][tabindex="0"]');
    await stop.waitFor();
    // (that programme by its id: the guide's one tab stop may move meanwhile)
    const now = tv.locator(`#${await stop.getAttribute('id')}`);
    await now.focus();
    await page.keyboard.press('Enter');
    const details = tv.getByRole('region', { name: 'Grotuvas' });
    await details.getByRole('button', { name: 'Žiūrėti tiesiogiai' }).click();
    const plays = await page.evaluate(() => (window as unknown as { plays: { channelId: number; mode: string; start: number; stop: number }[] }).plays);
    assert.equal(plays.length, 1);
    assert.equal(plays[0]!.channelId, 1);
    assert.equal(plays[0]!.mode, 'live');
    // on air while the guide was open (a programme may end between the guide's render and this check)
    assert.ok(plays[0]!.start * 1000 <= Date.now() && plays[0]!.stop * 1000 > opened, `${plays[0]!.start}-${plays[0]!.stop} on air after ${opened / 1000}`);
  });
});
