// Reminders as a user meets them: petras (one profile, chosen automatically) opens /tv, sets a
// reminder on a future programme from its details, the backend's scheduler sends it (test control
// `tick`), and the page shows a toast with the title, the start time and Watch now.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { gotoWithStream, launch, logIn, programmesOf, type E2E, recordPlayRequests } from './browser';
import { until, untilAsync } from '../helpers/until';

interface Session {
  token: string;
  profile: { id: number } | null;
}

describe('reminders', () => {
  let e: E2E;
  before(async () => {
    e = await launch();
  });
  after(() => e.close());

  it('set a reminder and receive its toast', async () => {
    const { page, server } = e;
    // event stream connections, per page load
    const streams: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/events/customer/') && r.method() === 'GET') streams.push(r.url());
    });
    await logIn(page, server.url, 'petras@example.lt');
    // the home page opens the customer's stream once the user check says: registered
    await until(() => assert.ok(streams.length > 0, 'the home page opened an event stream'), 20_000);
    assert.deepEqual(streams, [`${server.url}/events/customer/1002`]);
    streams.length = 0;
    await gotoWithStream(page, server.url, `${server.url}/tv`, 1002);
    await recordPlayRequests(page);

    // a programme two places after what airs now on the first channel: it has not started yet
    const tv = page.locator('tv-live-page');
    const now = tv.locator('[role="gridcell"][tabindex="0"]');
    await now.waitFor();
    await now.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    const focused = tv.locator('[role="gridcell"][tabindex="0"]');
    const id = Number((await focused.getAttribute('id'))!.slice(1));
    const title = (await focused.evaluate((el) => el.firstChild?.textContent ?? ''))!;
    assert.ok(title.length > 0);
    await page.keyboard.press('Enter');
    const details = tv.getByRole('region', { name: 'Grotuvas' });
    await details.getByRole('heading', { name: title }).waitFor();

    await details.getByRole('button', { name: 'Priminti' }).click();
    await details.getByRole('button', { name: 'Pašalinti priminimą' }).waitFor();
    // the reminder is on the server for petras's profile
    const saved = await page.evaluate(async (base) => {
      const s = (globalThis as unknown as { Eteris: { stores: { $session: { get(): Session } } } }).Eteris.stores.$session.get();
      const r = await fetch(`${base}/api/v1/reminders?filter[profile_id]=${s.profile!.id}`, { headers: { Authorization: `Bearer ${s.token}` } });
      return ((await r.json()) as { items: { epg_id: number; start: number }[] }).items;
    }, server.url);
    const mine = saved.find((r) => r.epg_id === id);
    assert.ok(mine, `reminder for ${id} saved: ${JSON.stringify(saved)}`);

    // the scheduler runs as if it were half a minute before the start; it delivers to the page's stream
    const r = await fetch(`${server.url}/__test/events/tick?now=${mine.start - 30}`, { method: 'POST' });
    assert.equal(((await r.json()) as { delivered: number }).delivered, 1, 'delivered');

    const toast = page.locator('tv-reminders').getByRole('status', { name: title });
    await toast.waitFor();
    assert.match(await toast.innerText(), /Prasideda \d\d:\d\d/);
    await toast.getByRole('button', { name: 'Žiūrėti dabar' }).click();
    await toast.waitFor({ state: 'detached' });
    const plays = await page.evaluate(() => (window as unknown as { plays: { channelId: number; epgId: number; mode: string }[] }).plays);
    assert.deepEqual(plays.map((p) => [p.channelId, p.epgId, p.mode]), [[1, id, 'live']]);

    assert.equal(streams.length, 1, `one event stream for the page: ${streams.join(', ')}`);
    assert.deepEqual(e.errors, []);
  });

  it('Watch now on a page without a player opens the programme on /tv and plays it at once', async () => {
    const { page, server } = e;
    await gotoWithStream(page, server.url, `${server.url}/`, 1002);
    // what airs now on the second channel, for a minute at least (one that ends sooner: the next)
    let prog: Awaited<ReturnType<typeof programmesOf>>[number] | undefined;
    await untilAsync(async () => {
      const now = Math.floor(Date.now() / 1000);
      const day = Math.floor(now / 86400) * 86400;
      prog = (await programmesOf(server.url, 2, day - 86400, day + 86400)).find((p) => p.start <= now && p.stop > now + 60);
      assert.ok(prog, 'a programme on air for a minute more');
    }, 120_000);
    assert.ok(prog);
    const r = await fetch(`${server.url}/__test/events/fire`, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: `customer_id=1002&epg_id=${prog.id}` });
    assert.equal(((await r.json()) as { delivered: number }).delivered, 1);
    const toast = page.locator('tv-reminders').getByRole('status', { name: prog.title });
    await toast.getByRole('button', { name: 'Žiūrėti dabar' }).click();
    // the address names the programme (the one-off play word is gone from it) and the video plays
    await page.waitForURL(`${server.url}/tv/0/2/${prog.id}`);
    await page.waitForFunction(() => {
      const host = document.querySelector('tv-live-page')?.shadowRoot?.querySelector('tv-player');
      const v = host?.shadowRoot?.querySelector<HTMLVideoElement>('video:not(.standby)');
      return !!v && !v.paused && v.getVideoPlaybackQuality().totalVideoFrames > 10;
    }, undefined, { timeout: 30_000 });
    const player = page.locator('tv-player');
    assert.equal(await player.getByRole('button', { name: 'Pradėti žiūrėti' }).count(), 0);
    assert.equal(await player.getByRole('alert').count(), 0);
  });

  it('shows a system notification through the service worker while the tab is hidden', async () => {
    const { page, server, context } = e;
    await context.grantPermissions(['notifications'], { origin: server.url });
    await gotoWithStream(page, server.url, `${server.url}/tv`, 1002);
    // with the permission granted the page registers the site's worker at the root
    const scope = await page.evaluate(async () => {
      const reg = await navigator.serviceWorker.ready;
      return reg.scope;
    });
    assert.equal(scope, `${server.url}/`);
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    // The browser's list of notifications is read once, after the page's showNotification() has
    // settled, never polled while it may be in flight: Chromium deletes from its records a
    // notification that getNotifications() finds written but not yet displayed, so a poll landing in
    // that moment lost the notification for good (this test's rare "0 notifications in 20 s").
    await page.evaluate(() => {
      const w = window as unknown as { shown: { tag: string | undefined; done: Promise<void> }[] };
      w.shown = [];
      const show = ServiceWorkerRegistration.prototype.showNotification;
      ServiceWorkerRegistration.prototype.showNotification = function (this: ServiceWorkerRegistration, title: string, options?: NotificationOptions) {
        const done = show.call(this, title, options);
        w.shown.push({ tag: options?.tag, done });
        return done;
      };
    });
    // a programme well in the future on the second channel
    const now = Math.floor(Date.now() / 1000);
    const day = Math.floor(now / 86400) * 86400;
    const prog = (await programmesOf(server.url, 2, day, day + 2 * 86400)).find((p) => p.start > now + 3600)!;
    const r = await fetch(`${server.url}/__test/events/fire`, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: `customer_id=1002&epg_id=${prog.id}` });
    const sent = (await r.json()) as { delivered: number; message: { messageId: string } };
    assert.equal(sent.delivered, 1);
    const tag = `eteris-reminder-${sent.message.messageId}`;
    await page.waitForFunction(() => (window as unknown as { shown: unknown[] }).shown.length > 0, undefined, { polling: 50 });
    const { calls, shown } = await page.evaluate(async (tag) => {
      const w = window as unknown as { shown: { tag: string | undefined; done: Promise<void> }[] };
      await Promise.all(w.shown.map((s) => s.done));
      const reg = await navigator.serviceWorker.ready;
      const list = await reg.getNotifications({ tag });
      return { calls: w.shown.map((s) => s.tag), shown: list.map((n) => ({ title: n.title, body: n.body })) };
    }, tag);
    assert.deepEqual(calls, [tag]);
    assert.equal(shown.length, 1);
    assert.equal(shown[0]!.title, prog.title);
    assert.match(shown[0]!.body, /^Prasideda \d\d:\d\d$/);
    // the toast waits for the user's return
    await page.locator('tv-reminders').getByRole('status', { name: prog.title }).waitFor();
    assert.deepEqual(e.errors, []);
  });
});
