// A cold start of the player (a page that has not loaded the channel list yet) on a browser that has
// seen the list before: the channel's first requests go out to the address the last list gave
// (src/player/live-addrs.ts) while the session and the list are asked for, instead of after them.
// Its first picture is played from those requests before shaka's chunk is in (src/player/quick.ts).
// Built site + reference backend + real DASH/ClearKey streams.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page, Request, Route } from 'playwright-core';
import { launch, logIn, type E2E } from './browser';
import { playedOn, playing } from './player-helpers';
import { liveStartSegments, parseLiveTemplate } from '../../src/player/live-edge';
import { msg } from '../helpers/messages';
import { until } from '../helpers/until';

const isChannelList = (u: URL) => u.pathname === '/api/v1/channels';
const isShakaChunk = (u: URL) => /\/chunks\/shaka\.js$/.test(u.pathname);

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

/**
 * Opens a page of the site without a player, so that nothing plays or is kept anew: the requests
 * that follow are the next page's alone.
 */
async function blankPage(page: Page, origin: string): Promise<void> {
  const blank = (r: Route) => r.fulfill({ contentType: 'text/html', body: '<!doctype html><title>-</title>' });
  await page.route(`${origin}/__test/blank.html`, blank);
  await page.goto(`${origin}/__test/blank.html`);
  await page.unroute(`${origin}/__test/blank.html`, blank);
}

/**
 * Loads `url` (a page that plays) with the requests `held` accepts held until the new page's
 * requests (path, and the query of licence requests) satisfy `before` (or for 15 s), and gives
 * those requests and when the first held request answered. It goes through a blank page first: a
 * page that plays asks for its next segments until the new one commits, and the browser's report of
 * the commit may come after the new page's first requests, so no commit can tell the two apart.
 */
async function nextPage(page: Page, url: string, held: (u: URL) => boolean, before: (paths: string[]) => boolean): Promise<{ sent: { path: string; at: number; ms: number }[]; answered: number; answeredMs: number }> {
  await blankPage(page, new URL(url).origin);
  const release = await hold(page, held);
  const sent: { path: string; at: number; ms: number }[] = [];
  let answered = Infinity;
  let answeredMs = Infinity;
  // `at` is the order in which the browser's events came (a request sent once an answer is read
  // comes after that answer's event), not a clock: on a busy machine both came in the same ms
  let order = 0;
  const record = (r: Request) => {
    const u = new URL(r.url());
    sent.push({ path: u.pathname + (u.pathname.startsWith('/drm/') ? u.search : ''), at: ++order, ms: Date.now() });
  };
  const onResponse = (r: { url(): string }) => {
    if (!held(new URL(r.url())) || Number.isFinite(answered)) return;
    answered = ++order;
    answeredMs = Date.now();
  };
  page.on('request', record);
  page.on('response', onResponse);
  try {
    await page.goto(url);
    await waitUpTo(() => assert.ok(before(sent.map((x) => x.path))));
    await release();
    await playing(page);
  } finally {
    page.off('request', record);
    page.off('response', onResponse);
    await release();
  }
  return { sent, answered, answeredMs };
}

/**
 * The first of `channels` whose programme on air goes on for at least `forS` more seconds. A
 * channel has a Period and a key per programme, and a manifest kept by an earlier page lays out
 * only its programme's segments: a kept manifest whose programme has ended is not used (a guess is,
 * without the init segments), so a test of what a kept manifest starts needs a programme that
 * outlasts it.
 */
async function lastingChannel(origin: string, channels: number[], forS = 180): Promise<number> {
  for (const ch of channels) {
    const url = `${origin}/media/live/${ch}/manifest.mpd`;
    const res = await fetch(url);
    const now = Date.now() / 1000;
    const tpl = res.ok ? parseLiveTemplate(await res.text(), url, now) : null;
    if (tpl && (tpl.periodEnd == null || tpl.periodEnd - now >= forS)) return ch;
  }
  throw new Error(`no channel of ${channels.join(', ')} has a programme on air for ${forS} s more`);
}

/** Waits until the page has written down `channel`'s manifest and key id for the next pages (a second after it read them). */
async function keptFor(page: Page, channel: number): Promise<void> {
  await page.waitForFunction((ch) => ['eteris_live_manifests', 'eteris_live_kids'].every((key) =>
    Object.keys(JSON.parse(localStorage.getItem(key) ?? '{}') as object).some((u) => u.endsWith(`/live/${ch}/manifest.mpd`))), channel, { timeout: 30_000 });
}

/** Waits until the cold start's quick picture plays. */
async function quickPlaying(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const v = document.querySelector('tv-player')?.shadowRoot?.querySelector<HTMLVideoElement>('video.quick');
    return !!v && !v.paused && v.currentTime > 0;
  }, undefined, { timeout: 30_000, polling: 'raf' });
}

/**
 * The hand-over, seen as the viewer sees it: each animation frame, where the picture shown is (the
 * quick one laid over the player's, then the player's own), until the player's alone has played for
 * a while. Gives every jump back of more than 0.25 s, and every skip ahead of more than 0.5 s beyond
 * the time that passed between the two frames (the picture did not show what it skipped; a busy
 * machine may draw no frame for longer than that while the picture plays on). The time a playing
 * <video> reports wobbles by a frame or so on a busy machine (once 51 ms back under a CPU burner); a
 * hand-over that goes back goes back by what the quick picture was ahead (1.7 s in the failures it
 * was written for).
 */
function handOverJumps(page: Page): Promise<string[]> {
  return page.evaluate(() => new Promise<string[]>((resolve) => {
    const root = document.querySelector('tv-player')!.shadowRoot!;
    let last = -1;
    let lastAt = 0;
    const jumps: string[] = [];
    let alone = 0;
    const step = () => {
      const quick = root.querySelector<HTMLVideoElement>('video.quick');
      const t = (quick ?? root.querySelector('video')!).currentTime;
      const now = performance.now();
      const passed = (now - lastAt) / 1000;
      if (last >= 0 && (t < last - 0.25 || t > last + passed + 0.5)) jumps.push(`${quick ? 'quick' : 'player'} ${last.toFixed(3)} -> ${t.toFixed(3)} in ${passed.toFixed(3)} s`);
      last = t;
      lastAt = now;
      if (!quick && ++alone > 30) resolve(jumps);
      else requestAnimationFrame(step);
    };
    step();
  }));
}

describe('a cold start of the player', () => {
  let e: E2E;
  before(async () => {
    e = await launch();
    await logIn(e.page, e.server.url, 'petras@example.lt');
  });
  after(() => e.close());

  it('asks for the manifest, the segments and the licence while the channel list is still on its way', async () => {
    const { page, server } = e;
    // a first visit: the list is loaded (and its addresses kept)
    await page.goto(`${server.url}/play?channel=3`);
    await playing(page);

    // the next page load finds the channel list slow to answer: it answers once the channel's
    // manifest, a segment and its licence were asked for (or never, asserted below)
    const release = await hold(page, isChannelList);
    const sent: { path: string; at: number }[] = [];
    let listAnswered = Infinity;
    // `at` is the order in which the browser's events came, not a clock
    let order = 0;
    const record = (r: Request) => {
      const u = new URL(r.url());
      sent.push({ path: u.pathname + (u.pathname.startsWith('/drm/') ? u.search : ''), at: ++order });
    };
    page.on('request', record);
    page.on('response', (r) => {
      if (isChannelList(new URL(r.url())) && !Number.isFinite(listAnswered)) listAnswered = ++order;
    });
    try {
      await page.goto(`${server.url}/play?channel=7`);
      const asked = (re: RegExp) => sent.some((x) => re.test(x.path));
      await waitUpTo(() => assert.ok(asked(/^\/media\/live\/7\/manifest\.mpd$/) && asked(/^\/media\/live\/7\/[^/]+\/\d+\.m4s$/) && asked(/^\/drm\/clearkey\?ch_id=7$/)));
      await release();
      await playing(page);
      // a second load (below) came within 100 ms of the first frame
      await playedOn(page, 1);
    } finally {
      page.off('request', record);
      await release();
    }

    const first = (re: RegExp) => sent.find((s) => re.test(s.path))?.at ?? Infinity;
    const seen = JSON.stringify(sent.filter((s) => /\/media\/live\/7\/|\/drm\/|\/api\/v1\/channels$/.test(s.path)).map((s) => s.path));
    assert.ok(Number.isFinite(listAnswered), 'the channel list answered');
    // before, the manifest was asked for once the list had given the channel's address
    assert.ok(first(/^\/media\/live\/7\/manifest\.mpd$/) < listAnswered, `manifest before the list answered: ${seen}`);
    assert.ok(first(/^\/media\/live\/7\/[^/]+\/\d+\.m4s$/) < listAnswered, `segments before the list answered: ${seen}`);
    assert.ok(first(/^\/drm\/clearkey\?ch_id=7$/) < listAnswered, `licence before the list answered: ${seen}`);
    // each once: the load took over what was already under way (shaka looks at a live manifest again
    // once it has chosen its tracks: that later request is not the load's)
    assert.equal(sent.filter((s) => s.path === '/media/live/7/manifest.mpd' && s.at < listAnswered).length, 1, seen);
    // and the channel is loaded once: the player adds "&mode=live" to the URL it was opened with, and
    // that new URL loaded it again (a second licence, init segments and segments)
    const segments = sent.filter((s) => /^\/media\/live\/7\/[^/]+\/(init\/\d+\.mp4|\d+\.m4s)$/.test(s.path)).map((s) => s.path);
    assert.equal(segments.length, new Set(segments).size, seen);
    assert.equal(sent.filter((s) => s.path === '/drm/clearkey?ch_id=7').length, 1, seen);
    assert.equal(new URL(page.url()).searchParams.get('mode'), 'live');
  });

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

  it('a channel played on an earlier page asks for its segments before its manifest answers', async () => {
    const { page, server } = e;
    const ch = await lastingChannel(server.url, [6, 4, 8, 9, 12, 13, 14, 15, 16]);
    await page.goto(`${server.url}/play?channel=${ch}`);
    await playing(page);
    await keptFor(page, ch);
    const dir = `/media/live/${ch}/`;
    const isManifest = (u: URL) => u.pathname === `${dir}manifest.mpd`;
    const isSegment = (p: string) => p.startsWith(dir) && /^[^/]+\/\d+\.m4s$/.test(p.slice(dir.length));
    const isInit = (p: string) => p.startsWith(dir) && /^[^/]+\/init\/\d+\.mp4$/.test(p.slice(dir.length));
    const { sent, answered: manifestAnswered, answeredMs } = await nextPage(page, `${server.url}/play?channel=${ch}`, isManifest,
      (paths) => paths.some(isSegment) && paths.some(isInit));
    const first = (is: (p: string) => boolean) => sent.find((s) => is(s.path))?.at ?? Infinity;
    const seen = JSON.stringify(sent.filter((s) => s.path.startsWith(dir) || s.path.startsWith('/drm/')).map((s) => `${s.path} ${s.ms - answeredMs}`));
    assert.ok(Number.isFinite(manifestAnswered), 'the manifest answered');
    assert.ok(first(isSegment) < manifestAnswered, `segments before the manifest answered: ${seen}`);
    assert.ok(first(isInit) < manifestAnswered, `init segments before the manifest answered: ${seen}`);
    // (the licence waits for the session's drm token: in this test the session's answer comes
    // after the held manifest's, so when it goes is not asserted, only that it goes once)
    const media = sent.filter((s) => isSegment(s.path) || isInit(s.path)).map((s) => s.path);
    assert.equal(media.length, new Set(media).size, seen);
    assert.equal(sent.filter((s) => s.path === `/drm/clearkey?ch_id=${ch}`).length, 1, seen);
  });

  it('a channel read on an earlier page longer ago than its manifest is kept for asks for its licence before its manifest answers: its key id is kept for a day', async () => {
    const { page, server } = e;
    // its key id is kept while its programme airs (a key per programme)
    const ch = await lastingChannel(server.url, [10, 17, 18, 19, 20]);
    await page.goto(`${server.url}/play?channel=${ch}`);
    await playing(page);
    await keptFor(page, ch);
    // 20 minutes later (on a page of the site without a player, so that nothing is kept anew): its
    // kept manifest is too old to lay out its segments (10 minutes), its key id is not. Its own is
    // the newest manifest kept (the neighbours the page held may have been read after it, or not)
    await blankPage(page, server.url);
    const aged = await page.evaluate((ch) => {
      const older = (key: string) => {
        const kept = JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, { at: number }>;
        const newest = Math.max(...Object.values(kept).map((e) => e.at));
        for (const [u, e] of Object.entries(kept)) e.at = (u.endsWith(`/live/${ch}/manifest.mpd`) ? newest + 1 : e.at) - 20 * 60_000;
        localStorage.setItem(key, JSON.stringify(kept));
        return Object.keys(kept).filter((u) => u.endsWith(`/live/${ch}/manifest.mpd`)).length;
      };
      return { manifests: older('eteris_live_manifests'), kids: older('eteris_live_kids') };
    }, ch);
    assert.deepEqual(aged, { manifests: 1, kids: 1 }, `channel ${ch} was kept`);
    const isVideoSegment = (p: string) => new RegExp(`^/media/live/${ch}/v\\d+/\\d+\\.m4s$`).test(p);
    const isManifest = (u: URL) => u.pathname === `/media/live/${ch}/manifest.mpd`;
    const { sent, answered, answeredMs } = await nextPage(page, `${server.url}/play?channel=${ch}`, isManifest,
      (paths) => paths.includes(`/drm/clearkey?ch_id=${ch}`) && paths.some((x) => isVideoSegment(x)));
    const first = (is: (p: string) => boolean) => sent.find((s) => is(s.path))?.at ?? Infinity;
    const seen = JSON.stringify(sent.filter((s) => s.path.startsWith(`/media/live/${ch}/`) || s.path.startsWith('/drm/')).map((s) => `${s.path} ${s.ms - answeredMs}`));
    assert.ok(Number.isFinite(answered), 'the manifest answered');
    assert.ok(first((p) => p === `/drm/clearkey?ch_id=${ch}`) < answered, `licence before the manifest answered: ${seen}`);
    assert.ok(first(isVideoSegment) < answered, `video segment before the manifest answered: ${seen}`);
    // once: the first picture's key session and shaka's load took the one asked for
    assert.equal(sent.filter((s) => s.path === `/drm/clearkey?ch_id=${ch}`).length, 1, seen);
  });

  it('a cold start asks for its sound once its first picture is out, before shaka\'s chunk is in', async () => {
    const { context, server } = e;
    const page = await context.newPage();
    try {
      // when the quick picture was asked to play
      await page.addInitScript(() => {
        const w = window as unknown as { __quickPlay: number };
        w.__quickPlay = Infinity;
        const play = HTMLMediaElement.prototype.play;
        HTMLMediaElement.prototype.play = function () {
          if (this.classList.contains('quick')) w.__quickPlay = Math.min(w.__quickPlay, performance.now());
          return play.call(this);
        };
      });
      // shaka's chunk is held until the sound was asked for
      const release = await hold(page, isShakaChunk);
      try {
        await page.goto(`${server.url}/play?channel=11`);
        await quickPlaying(page);
        const seen = await (await page.waitForFunction(() => {
          const entries = performance.getEntriesByType('resource');
          const audio = entries.filter((x) => /\/media\/live\/11\/a-[a-z]+\//.test(x.name));
          if (!audio.length) return null;
          return {
            quickPlay: (window as unknown as { __quickPlay: number }).__quickPlay,
            audio: audio.map((x) => ({ name: x.name.split('/').slice(-2).join('/'), start: x.startTime })),
            shakaIn: entries.some((x) => /\/chunks\/shaka\.js$/.test(x.name)),
          };
        }, undefined, { timeout: 30_000, polling: 'raf' })).jsonValue() as { quickPlay: number; audio: { name: string; start: number }[]; shakaIn: boolean };
        assert.ok(Number.isFinite(seen.quickPlay), 'the quick picture played');
        for (const a of seen.audio) assert.ok(a.start > seen.quickPlay, `${a.name} asked for ${(seen.quickPlay - a.start).toFixed(0)} ms before the picture played: ${JSON.stringify(seen)}`);
        assert.equal(seen.shakaIn, false, `the sound asked for by the player, not by shaka's load: ${JSON.stringify(seen)}`);
        await release();
        await playing(page);
      } finally {
        await release();
      }
    } finally {
      await page.close();
    }
  });

  it("a channel never played, on a browser that played another, asks for its video's segments before its manifest answers", async () => {
    const { page, server } = e;
    // the page before played channel 4 and went at once: what it read is kept as it goes
    await page.goto(`${server.url}/play?channel=4`);
    await playing(page);
    const isManifest = (u: URL) => u.pathname === '/media/live/12/manifest.mpd';
    const { sent, answered, answeredMs } = await nextPage(page, `${server.url}/play?channel=12`, isManifest,
      (paths) => paths.some((x) => /^\/media\/live\/12\/v\d+\/\d+\.m4s$/.test(x)));
    const first = (re: RegExp) => sent.find((s) => re.test(s.path))?.at ?? Infinity;
    const seen = JSON.stringify(sent.filter((s) => /\/media\/live\/12\/|\/drm\//.test(s.path)).map((s) => `${s.path} ${s.ms - answeredMs}`));
    assert.ok(Number.isFinite(answered), 'the manifest answered');
    // laid out as channel 4's manifest said: the segment of the live start. Not its init segment: it
    // is its programme's, and a page without the guide does not know which is on air (channel 4's
    // programme there is a 404)
    assert.ok(first(/^\/media\/live\/12\/v\d+\/init\/\d+\.mp4$/) > answered, `video init segment once the manifest answered: ${seen}`);
    assert.ok(first(/^\/media\/live\/12\/v\d+\/\d+\.m4s$/) < answered, `video segment before the manifest answered: ${seen}`);
    // the licence and the audio (its languages are the channel's own) once the manifest says them
    assert.ok(first(/^\/drm\/clearkey\?ch_id=12$/) > answered, seen);
    assert.ok(first(/^\/media\/live\/12\/a-[a-z]+\//) > answered, seen);
    const media = sent.filter((s) => /^\/media\/live\/12\/[^/]+\/(init\/\d+\.mp4|\d+\.m4s)$/.test(s.path)).map((s) => s.path);
    assert.equal(media.length, new Set(media).size, seen);
    assert.equal(sent.filter((s) => s.path === '/drm/clearkey?ch_id=12').length, 1, seen);
  });

  it('shows the channel before shaka\'s chunk is in, without a spinner, and hands over without a jump back or a request made twice', async () => {
    const { page, server } = e;
    await page.goto(`${server.url}/play?channel=8`);
    await playing(page);
    // shaka's chunk is slow to come (held until the first picture has played on): the picture does not wait for it
    const release = await hold(page, isShakaChunk);
    const sent: string[] = [];
    let chunkAnswered = false;
    const record = (r: Request) => {
      const u = new URL(r.url());
      sent.push(u.pathname + (u.pathname.startsWith('/drm/') ? u.search : ''));
    };
    const onResponse = (r: { url(): string }) => {
      if (isShakaChunk(new URL(r.url()))) chunkAnswered = true;
    };
    page.on('request', record);
    page.on('response', onResponse);
    let shownFirst = false;
    let seen: { spinner: boolean | string; quick: boolean } = { spinner: true, quick: false };
    try {
      await page.goto(`${server.url}/play?channel=9`);
      // the first picture the viewer sees: a <video> of the player, not a hidden one, playing
      seen = await (await page.waitForFunction(() => {
        const root = document.querySelector('tv-player')?.shadowRoot;
        const v = [...(root?.querySelectorAll('video') ?? [])].find((x) => !x.classList.contains('standby') && !x.paused && x.currentTime > 0 && x.readyState >= 2);
        return v ? { spinner: false, quick: v.classList.contains('quick') } : null;
      }, undefined, { timeout: 30_000, polling: 'raf' })).jsonValue() as typeof seen;
      shownFirst = !chunkAnswered;
      // a moment later (shaka's chunk still on its way): the picture plays on, with no spinner over it
      await page.waitForFunction((at) => {
        const quick = document.querySelector('tv-player')?.shadowRoot?.querySelector<HTMLVideoElement>('video.quick');
        return !quick || quick.currentTime > at + 0.3;
      }, await page.evaluate(() => document.querySelector('tv-player')!.shadowRoot!.querySelector<HTMLVideoElement>('video.quick')?.currentTime ?? 0), { timeout: 10_000 }).catch(() => undefined);
      seen.spinner = await page.evaluate(() => {
        const root = document.querySelector('tv-player')!.shadowRoot!;
        const quick = root.querySelector<HTMLVideoElement>('video.quick');
        return !quick || quick.paused || !!root.querySelector('[part=spinner]') ? `quick ${!!quick} paused ${quick?.paused} spinner ${!!root.querySelector('[part=spinner]')}` : false;
      });
      await release();
      assert.deepEqual(await handOverJumps(page), [], 'the picture jumped at the hand-over');
      await playing(page);
      // a second of the player's own picture: a request made twice would be made by then
      await playedOn(page, 1);
    } finally {
      page.off('request', record);
      page.off('response', onResponse);
      await release();
    }
    assert.ok(chunkAnswered, 'shaka\'s chunk was asked for and answered');
    assert.ok(shownFirst, 'the first picture came after shaka\'s chunk answered');
    assert.deepEqual(seen, { spinner: false, quick: true }, 'the first picture is the quick one, playing on with no spinner over it');
    const quickLeft = await page.evaluate(() => document.querySelector('tv-player')!.shadowRoot!.querySelectorAll('video.quick').length);
    assert.equal(quickLeft, 0, 'the quick picture is gone once the player shows its own');
    // nothing asked for twice: the quick picture played the load's own (warm) requests
    const log = JSON.stringify(sent.filter((s) => /\/media\/live\/9\/|\/drm\//.test(s)));
    assert.equal(sent.filter((s) => s === '/drm/clearkey?ch_id=9').length, 1, log);
    const media = sent.filter((s) => /^\/media\/live\/9\/[^/]+\/(init\/\d+\.mp4|\d+\.m4s)$/.test(s));
    assert.equal(media.length, new Set(media).size, log);
  });

  it('a quick picture that started late hands over to shaka where it is, asking for nothing twice', async () => {
    const { page, server } = e;
    await page.goto(`${server.url}/play?channel=2`);
    await playing(page);
    // the best quality, as Settings > Streaming > High sets it: no quality switch (shaka's estimate of
    // the bandwidth falls on a busy machine) asks for a segment again at the switch
    await page.evaluate(() => localStorage.setItem('eteris_streaming', '"high"'));
    // the quick picture's first segment comes once the head-end's live start is two segments past
    // it, shaka's chunk after the quick picture plays: shaka, starting at the live start, would be
    // ahead of the picture shown (before: the hand-over sought back out of shaka's buffer, and
    // every segment since was asked for again)
    const manifestUrl = `${server.url}/media/live/13/manifest.mpd`;
    const tpl = parseLiveTemplate(await (await e.context.request.get(manifestUrl)).text(), manifestUrl)!;
    const startNumber = (rep: string) => Number(/(\d+)\.m4s$/.exec(liveStartSegments(tpl, [rep], Date.now() / 1000, 0)[0] ?? '')?.[1]);
    let held = false;
    const isSegment = (u: URL) => /^\/media\/live\/13\/v\d+\/\d+\.m4s$/.test(u.pathname);
    const holdFirst = async (route: Route) => {
      if (!held) {
        held = true;
        const [, rep, n] = /\/(v\d+)\/(\d+)\.m4s$/.exec(new URL(route.request().url()).pathname)!;
        await waitUpTo(() => assert.ok(startNumber(rep!) >= Number(n) + 2), 20_000);
      }
      await route.continue().catch(() => undefined);
    };
    await page.route(isSegment, holdFirst);
    const release = await hold(page, isShakaChunk);
    const sent: string[] = [];
    const record = (r: Request) => {
      const u = new URL(r.url());
      sent.push(u.pathname + (u.pathname.startsWith('/drm/') ? u.search : ''));
    };
    page.on('request', record);
    let jumps: string[] = [];
    try {
      await page.goto(`${server.url}/play?channel=13`);
      await quickPlaying(page);
      await release();
      jumps = await handOverJumps(page);
      await playing(page);
      // a second and a half of the player's own picture: a request made twice would be made by then
      await playedOn(page, 1.5);
    } finally {
      page.off('request', record);
      await page.unroute(isSegment, holdFirst);
      await release();
      await page.evaluate(() => localStorage.removeItem('eteris_streaming'));
    }
    assert.ok(held, 'the quick picture\'s first segment was held');
    assert.deepEqual(jumps, [], 'the picture jumped at the hand-over');
    const log = JSON.stringify(sent.filter((s) => /\/media\/live\/13\/|\/drm\//.test(s)));
    const media = sent.filter((s) => /^\/media\/live\/13\/[^/]+\/(init\/\d+\.mp4|\d+\.m4s)$/.test(s));
    assert.equal(media.length, new Set(media).size, log);
    assert.equal(sent.filter((s) => s === '/drm/clearkey?ch_id=13').length, 1, log);
  });

  it('shows no quick picture of a channel outside the plan: the packages are offered', async () => {
    const { page, server } = e;
    await page.goto(`${server.url}/play?channel=3`);
    await playing(page);
    // every <video> the player ever adds, as the page loads
    await page.addInitScript(() => {
      const w = window as unknown as { __videos: string[] };
      w.__videos = [];
      const look = () => {
        const root = document.querySelector('tv-player')?.shadowRoot;
        if (!root) return void requestAnimationFrame(look);
        new MutationObserver((list) => {
          for (const m of list) for (const n of m.addedNodes) if (n instanceof HTMLVideoElement) w.__videos.push(n.className || 'player');
        }).observe(root, { childList: true, subtree: true });
      };
      look();
    });
    await page.goto(`${server.url}/play?channel=21`);
    await page.locator('tv-player').getByText(msg('products.locked_channel')).waitFor({ timeout: 30_000 });
    const videos = await page.evaluate(() => (window as unknown as { __videos: string[] }).__videos);
    assert.deepEqual(videos.filter((c) => c.includes('quick')), [], JSON.stringify(videos));
  });

  it('pausing the quick picture pauses the player where it stopped, once the player takes over', async () => {
    const { page, server } = e;
    await page.goto(`${server.url}/play?channel=10`);
    await playing(page);
    // shaka's chunk is held until the viewer has paused the quick picture
    const release = await hold(page, isShakaChunk);
    try {
      await page.goto(`${server.url}/play?channel=11`);
      await quickPlaying(page);
      // the viewer clicks the picture (play / pause) while shaka's chunk is still on its way
      const box = (await page.locator('tv-player').boundingBox())!;
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 3);
      const stoppedAt = await page.evaluate(() => {
        const v = document.querySelector('tv-player')!.shadowRoot!.querySelector<HTMLVideoElement>('video.quick');
        return v && v.paused ? v.currentTime : null;
      });
      assert.notEqual(stoppedAt, null, 'the quick picture paused at the click');
      await release();
      // the player takes over, paused where the picture stopped, and says so (no spinner)
      await page.waitForFunction(() => !document.querySelector('tv-player')?.shadowRoot?.querySelector('video.quick'), undefined, { timeout: 30_000 });
      await page.waitForFunction(() => {
        const root = document.querySelector('tv-player')!.shadowRoot!;
        const v = root.querySelector<HTMLVideoElement>('video[part="video"]');
        return !!v && v.paused && !root.querySelector('[part=spinner]') && !!root.querySelector('[part="play-button"]');
      }, undefined, { timeout: 10_000 }).catch(() => undefined);
      const after = await page.evaluate(() => {
        const root = document.querySelector('tv-player')!.shadowRoot!;
        const v = root.querySelector<HTMLVideoElement>('video[part="video"]')!;
        return { paused: v.paused, at: v.currentTime, spinner: !!root.querySelector('[part=spinner]'), button: root.querySelector('[part="play-button"]')?.getAttribute('aria-label') };
      });
      assert.equal(after.paused, true, JSON.stringify(after));
      assert.equal(after.spinner, false, JSON.stringify(after));
      assert.equal(after.button, msg('player.play'), JSON.stringify(after));
      assert.ok(Math.abs(after.at - stoppedAt!) < 0.1, `paused at ${after.at}, the quick picture at ${stoppedAt}`);
    } finally {
      await release();
    }
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
  it('a player asked to play nothing yet readies a cold start while the page is idle: the play asks for no channel list, clock or key system', async () => {
    const { context, server } = e;
    const page = await context.newPage();
    try {
      // an earlier page played a channel (its manifest, the head-end's clock and the addresses are kept)
      await page.goto(`${server.url}/play?channel=1`);
      await playing(page);
      await keptFor(page, 1);
      // when each MediaKeys was made, and on which <video> and when each was set
      await page.addInitScript(() => {
        const w = window as unknown as { __made: Map<MediaKeys, number>; __set: { el: HTMLMediaElement; made: number; at: number }[] };
        w.__made = new Map();
        w.__set = [];
        const create = MediaKeySystemAccess.prototype.createMediaKeys;
        MediaKeySystemAccess.prototype.createMediaKeys = function () {
          const at = performance.now();
          return create.call(this).then((k) => (w.__made.set(k, at), k));
        };
        const set = HTMLMediaElement.prototype.setMediaKeys;
        HTMLMediaElement.prototype.setMediaKeys = function (keys) {
          if (keys) w.__set.push({ el: this, made: w.__made.get(keys) ?? -1, at: performance.now() });
          return set.call(this, keys);
        };
      });
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
      // the page goes idle: the player readies a cold start (its requests, and MediaKeys made), then
      // nothing more goes over the wire
      const readied = () => sent.some((s) => s.path === '/api/v1/channels') && sent.some((s) => s.path === '/media/time');
      const before = () => JSON.stringify(sent.map((s) => s.path));
      await until(() => assert.ok(readied(), `the channel list and the clock were asked for: ${before()}`), 30_000);
      assert.ok(sent.some((s) => s.path === '/api/v1/channels'), `the channel list was read before any play: ${before()}`);
      assert.ok(sent.some((s) => s.path === '/media/time'), `the kept clock was measured again before any play: ${before()}`);
      await page.waitForFunction(() => (window as unknown as { __made: Map<MediaKeys, number> }).__made.size > 0, undefined, { timeout: 30_000 });
      // the readying done: every request it made answered, and the page idle after them
      await until(() => assert.equal(inFlight, 0, `requests in flight: ${before()}`), 30_000);
      await page.evaluate(() => new Promise<void>((r) => requestIdleCallback(() => r())));
      assert.ok(!sent.some((s) => s.path.startsWith('/media/live/') || s.path.startsWith('/drm/')), `nothing of a channel before the play: ${before()}`);
      const t0 = await page.evaluate(() => {
        const t = performance.now();
        const el = document.querySelector('tv-player')!;
        el.setAttribute('channel-id', '2');
        el.setAttribute('autoplay', '');
        return t;
      });
      asked = true;
      await quickPlaying(page);
      const log = JSON.stringify(sent.filter((s) => s.after).map((s) => s.path));
      assert.ok(sent.some((s) => s.after && s.path === '/media/live/2/manifest.mpd'), log);
      // the play asked for the channel's own requests only
      assert.deepEqual(sent.filter((s) => s.after && (s.path === '/api/v1/channels' || s.path === '/media/time')), [], log);
      // the quick picture's key system was made, and set on its <video>, before the play request
      const set = await page.evaluate(() => (window as unknown as { __set: { el: HTMLMediaElement; made: number; at: number }[] }).__set
        .map((s) => ({ video: s.el.className || 'player', made: s.made, at: s.at })));
      const quick = set.filter((s) => s.video.includes('quick'));
      assert.equal(quick.length, 1, JSON.stringify(set));
      assert.ok(quick[0]!.made >= 0 && quick[0]!.made < t0, `quick picture's MediaKeys made at ${quick[0]!.made}, the play asked at ${t0}`);
      assert.ok(quick[0]!.at < t0, `quick picture's MediaKeys set on its <video> at ${quick[0]!.at}, the play asked at ${t0}`);
    } finally {
      await page.close();
    }
  });
});
