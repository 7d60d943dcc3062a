// The licence token on the wire: the player proves the session to the licence server with a
// short-lived licence token, asks for a new one before it runs out while it plays (the picture goes
// on), and when the server refuses one that ran out it asks for a new one and the licence once more.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { APIResponse, Page, Request, Response } from 'playwright-core';
import { launch, logIn, type E2E } from './browser';
import { chooseProfile } from './profiles-helpers';
import { playing } from './player-helpers';
import { startServer } from '../server/helpers';

interface Licence {
  channel: string | null;
  token: string | undefined;
  bearer: boolean;
  status: number;
  code?: string;
}

/** What a licence request carried and what the server answered. */
async function licenceOf(req: Request, res: Pick<APIResponse, 'status' | 'json'>): Promise<Licence> {
  const headers = await req.allHeaders();
  const body = res.status() === 200 ? {} : ((await res.json().catch(() => ({}))) as { error?: { code: string } });
  return { channel: new URL(req.url()).searchParams.get('ch_id'), token: headers['x-eteris-licence-token'], bearer: 'authorization' in headers, status: res.status(), code: body.error?.code };
}

/** A browser watching as Anna on a backend whose licence tokens last `seconds`; what goes over the wire is recorded. */
function watching(seconds: number, { readLicences = false } = {}) {
  let e: E2E | undefined;
  const tokens: string[] = [];
  const licences: Licence[] = [];
  const waiters: (() => void)[] = [];
  /** Licence-token requests asked for and not answered yet. */
  let asking = 0;
  before(async () => {
    const server = await startServer({ env: { ETERIS_LICENCE_TOKEN_SECONDS: String(seconds) } });
    e = await launch({ server });
    e.page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/v1/customer/licence-token') asking++;
    });
    const done = (r: { url(): string }) => {
      if (new URL(r.url()).pathname !== '/api/v1/customer/licence-token') return;
      asking--;
      waiters.splice(0).forEach((w) => w());
    };
    e.page.on('requestfinished', done);
    e.page.on('requestfailed', done);
    e.page.on('response', (r) => void record(r).catch(() => undefined)); // (an answer read as the page closes)
    // `readLicences`: each licence answer is read here on its way to the page, so one the page drops
    // (a hidden player torn down as it comes) is still seen, with its code (a licence then takes a
    // little longer: not where tokens last seconds); else as the page sees them
    if (readLicences) await e.page.route((u) => u.pathname === '/drm/clearkey', async (route) => {
      const res = await route.fetch();
      licences.push(await licenceOf(route.request(), res));
      waiters.splice(0).forEach((w) => w());
      await route.fulfill({ response: res }).catch(() => undefined);
    });
    await logIn(e.page, server.url, 'anna@example.lt');
    await chooseProfile(e.page, 'Anna');
  });
  after(async () => {
    await e?.close();
    await e?.server.stop();
  });
  const record = async (r: Response) => {
    const u = new URL(r.url());
    if (u.pathname === '/api/v1/customer/licence-token' && r.status() === 200) tokens.push(((await r.json()) as { licence_token: string }).licence_token);
    if (u.pathname === '/drm/clearkey' && !readLicences) licences.push(await licenceOf(r.request(), r));
    waiters.splice(0).forEach((w) => w());
  };
  /** Resolves once `check` holds for what was recorded (checked at each answer); fails after 30 s saying what was seen. */
  const until = (check: () => boolean) =>
    new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`not seen on the wire; tokens ${tokens.length}, licences ${JSON.stringify(licences)}`)), 30_000);
      const test = () => (check() ? (clearTimeout(timer), resolve()) : waiters.push(test));
      test();
    });
  return { e: () => e!, tokens, licences, until, asking: () => asking };
}

/** Frames decoded by the video shown. */
const frames = (page: Page) => page.evaluate(() => document.querySelector('tv-player')?.shadowRoot?.querySelector('video')?.getVideoPlaybackQuality().totalVideoFrames ?? 0);
const framesPast = (page: Page, n: number) =>
  page.waitForFunction(
    (n) => {
      const v = document.querySelector('tv-player')?.shadowRoot?.querySelector('video');
      return !!v && !v.paused && v.getVideoPlaybackQuality().totalVideoFrames > n;
    },
    n,
    { timeout: 30_000 },
  );
const zapTo = (page: Page, channelId: number) =>
  page.evaluate((id) => document.dispatchEvent(new CustomEvent('tvplayrequest', { detail: { channelId: id, mode: 'live' }, bubbles: true, composed: true })), channelId);
const noAlert = async (page: Page) => assert.equal(await page.locator('tv-player').getByRole('alert').count(), 0, 'no error shows');

describe('the licence token, renewed while the player plays', () => {
  const w = watching(3);

  it('asks for a new one before it runs out, the picture goes on, and the next licence carries the new one', async () => {
    const page = w.e().page;
    await page.goto(`${w.e().server.url}/play?channel=1`);
    await playing(page);
    await w.until(() => w.tokens.length >= 1);
    const first = w.tokens.length;
    // two renewals (a token asked for twice within a second is the same token)
    await w.until(() => new Set(w.tokens.slice(first)).size >= 2);
    // the video went on through the renewals
    await framesPast(page, (await frames(page)) + 25);
    await noAlert(page);

    // a channel no hidden player holds: its licence carries a licence token given meanwhile, not the bearer
    await zapTo(page, 5);
    await page.waitForFunction(() => new URL(location.href).searchParams.get('channel') === '5');
    await w.until(() => w.licences.some((l) => l.channel === '5' && l.status === 200));
    const five = w.licences.filter((l) => l.channel === '5');
    assert.ok(five.every((l) => l.status === 200 && l.token && !l.bearer), JSON.stringify(five));
    // a renewed token (a licence asked for while one was on its way waits for it: the token's answer
    // may be recorded here after the licence's)
    await w.until(() => five.some((l) => w.tokens.slice(first).includes(l.token!)));
    await playing(page);
    await noAlert(page);
  });
});

describe('a licence token the server says ran out', () => {
  const w = watching(600, { readLicences: true });

  it('is asked for again, and the licence once more: the channel plays', async () => {
    const page = w.e().page;
    const { url } = w.e().server;
    await page.goto(`${url}/play?channel=1`);
    await playing(page);
    // the page's players hold their token: none is on its way (one answered after the clock moves
    // would be a new one, and nothing would be refused)
    await w.until(() => w.tokens.length >= 1 && w.asking() === 0 && w.licences.some((l) => l.channel === '1' && l.status === 200));
    const held = w.tokens.length;
    // the server's clock runs past the token's life (the page does not know)
    assert.equal((await fetch(`${url}/__test/sessions/clock?seconds=601`, { method: 'POST' })).status, 200);
    const since = w.licences.length;
    await zapTo(page, 5);
    await w.until(() => w.licences.some((l) => l.channel === '5' && l.status === 200));
    // the first licence asked for with the old token is refused: channel 5's, or a hidden player's
    // that readies a neighbour meanwhile (on a busy machine, after the clock moved)
    const after = w.licences.slice(since);
    const refused = after.find((l) => l.status !== 200);
    assert.equal(refused?.code, 'licence_token_expired', JSON.stringify(after));
    const five = w.licences.filter((l) => l.channel === '5');
    const granted = five.find((l) => l.status === 200)!;
    assert.ok(w.tokens.length > held && granted.token === w.tokens.at(-1), `a new token: ${JSON.stringify(five)}`);
    assert.ok(!granted.bearer, 'not the bearer token');
    const n = await frames(page);
    await framesPast(page, n + 25);
    await noAlert(page);
  });
});
