// A cold start of the player: the session's calls go out together, a page that will play makes
// its player while it is idle (shaka's chunk, the channel list, the head-end's clock), so the play
// asks for the channel's own requests only; a zap on /play shows the neighbour that waits.
// Built site + reference backend + real DASH/ClearKey streams.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page, Request, Route } from 'playwright-core';
import { launch, logIn, type E2E } from './browser';
import { playedOn, playing } from './player-helpers';
import { until } from '../helpers/until';

const isChannelList = (u: URL) => u.pathname === '/api/v1/channels';

/**
 * Holds the requests `match` accepts (a network slow to answer them) until the function it returns
 * is called: the test lets them go once it has seen what must not wait for their answers.
 */
async function hold(page: Page, match: (u: URL) => boolean): Promise<() => Promise<void>> {
  const held: Route[] = [];
  let released = false;
  const handler = async (route: Route) => {
    if (released) await route.continue();
    else held.push(route);
  };
  await page.route(match, handler);
  return async () => {
    if (released) return;
    released = true;
    await page.unroute(match, handler);
    await Promise.all(held.splice(0).map((r) => r.continue().catch(() => undefined)));
  };
}

/** Waits for `check` for up to `ms`, and goes on either way: what it waited for is asserted after. */
const waitUpTo = (check: () => void, ms = 15_000) => until(check, ms).catch(() => undefined);

describe('a cold start of the player', () => {
  let e: E2E;
  before(async () => {
    e = await launch();
    await logIn(e.page, e.server.url, 'petras@example.lt');
  });
  after(() => e.close());

  it('asks for the channel list together with userinfo, not after its answer', async () => {
    const { page, server } = e;
    const isUserinfo = (u: URL) => u.pathname === '/api/v1/userinfo';
    // userinfo is slow to answer: it answers once the channel list was asked for (or never,
    // asserted below); the channel list needs only the session's token
    const release = await hold(page, isUserinfo);
    let listSent = Infinity;
    let userinfoAnswered = Infinity;
    // the order in which the browser's events came, not a clock
    let order = 0;
    const onRequest = (r: Request) => {
      if (isChannelList(new URL(r.url())) && !Number.isFinite(listSent)) listSent = ++order;
    };
    const onResponse = (r: { url(): string }) => {
      if (isUserinfo(new URL(r.url())) && !Number.isFinite(userinfoAnswered)) userinfoAnswered = ++order;
    };
    page.on('request', onRequest);
    page.on('response', onResponse);
    try {
      await page.goto(`${server.url}/play?channel=5`);
      await waitUpTo(() => assert.ok(Number.isFinite(listSent)));
      await release();
      await playing(page);
    } finally {
      page.off('request', onRequest);
      page.off('response', onResponse);
      await release();
    }
    assert.ok(Number.isFinite(userinfoAnswered) && Number.isFinite(listSent), 'both asked for and answered');
    assert.ok(listSent < userinfoAnswered, 'the channel list was sent after userinfo answered');
  });

  it('a zap on /play to a waiting neighbour does not load it again once the URL follows', async () => {
    const { page, server } = e;
    await page.goto(`${server.url}/play?channel=3&mode=live`);
    await playing(page);
    // the neighbours wait in hidden players, loaded
    await page.waitForFunction(() => [...(document.querySelector('tv-player')?.shadowRoot?.querySelectorAll('video') ?? [])].filter((v) => v.readyState >= 2).length >= 3, undefined, { timeout: 30_000 });
    const sent: string[] = [];
    const record = (r: Request) => {
      const u = new URL(r.url());
      sent.push(u.pathname + u.search);
    };
    page.on('request', record);
    await page.keyboard.press('PageUp');
    await page.waitForFunction(() => new URL(location.href).searchParams.get('channel') === '4');
    await playing(page);
    // a second of channel 4's picture: a second load of it would have asked for its licence by then
    await playedOn(page, 1);
    page.off('request', record);
    // the standby of channel 4 was shown (it goes on to the quality of the player shown: other
    // segments): no licence of it asked for again, which a second load of it would
    assert.deepEqual(sent.filter((p) => p.startsWith('/drm/clearkey?ch_id=4')), [], JSON.stringify(sent));
  });
  it('a player asked to play nothing yet is made while the page is idle: the play asks for the channel\'s own requests only', async () => {
    const { context, server } = e;
    const page = await context.newPage();
    try {
      // an earlier page played a channel
      await page.goto(`${server.url}/play?channel=1`);
      await playing(page);
      // a page with the player and nothing asked of it (a CMS page: the viewer clicks play later)
      const html = `<!doctype html><html><head><meta charset="utf-8"></head><body><tv-player style="width:640px"></tv-player><script type="module" src="/elements/tv-player.js"></script></body></html>`;
      const serve = (r: Route) => r.fulfill({ contentType: 'text/html', body: html });
      await page.route(`${server.url}/__test/idle-player.html`, serve);
      const sent: { path: string; after: boolean }[] = [];
      let asked = false;
      let inFlight = 0;
      // the channel page's own refreshes end with it: leave it before listening
      await page.goto('about:blank');
      // (a server-events stream stays open: not a request that ends)
      const ends = (r: Request) => r.resourceType() !== 'eventsource';
      page.on('request', (r) => {
        if (ends(r)) inFlight++;
        sent.push({ path: new URL(r.url()).pathname, after: asked });
      });
      page.on('requestfinished', (r) => ends(r) && inFlight--);
      page.on('requestfailed', (r) => ends(r) && inFlight--);
      await page.goto(`${server.url}/__test/idle-player.html`);
      await page.unroute(`${server.url}/__test/idle-player.html`, serve);
      // the page goes idle: the player is made (shaka's chunk) and the channel list read; then
      // nothing more goes over the wire
      const paths = () => JSON.stringify(sent.map((s) => s.path));
      const readied = () => ['/api/v1/channels'].every((p) => sent.some((s) => s.path === p)) && sent.some((s) => /\/chunks\/shaka\.js$/.test(s.path));
      await until(() => assert.ok(readied(), `shaka's chunk and the channel list asked for: ${paths()}`), 30_000);
      await until(() => assert.equal(inFlight, 0, `requests in flight: ${paths()}`), 30_000);
      await page.evaluate(() => new Promise<void>((r) => requestIdleCallback(() => r())));
      assert.ok(!sent.some((s) => s.path.startsWith('/media/live/') || s.path.startsWith('/drm/')), `nothing of a channel before the play: ${paths()}`);
      await page.evaluate(() => {
        const el = document.querySelector('tv-player')!;
        el.setAttribute('channel-id', '2');
        el.setAttribute('autoplay', '');
      });
      asked = true;
      await playing(page);
      const log = JSON.stringify(sent.filter((s) => s.after).map((s) => s.path));
      assert.ok(sent.some((s) => s.after && s.path === '/media/live/2/manifest.mpd'), log);
      // the play asked for the channel's own requests only
      assert.deepEqual(sent.filter((s) => s.after && (s.path === '/api/v1/channels' || /\/chunks\/shaka\.js$/.test(s.path))), [], log);
    } finally {
      await page.close();
    }
  });
});
