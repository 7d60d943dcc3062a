// The TV player on /play as a viewer meets it: zapping through channels, a catch-up programme from
// its start, seeking with thumbnails. Built site + reference backend + real DASH/ClearKey streams.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { logIn, programmesOf, sharedBackend, type E2E } from './browser';

// One backend for the file: neither block changes what the other plays.
const backend = sharedBackend();

interface VideoState {
  time: number;
  frames: number;
  paused: boolean;
}

function videoState(page: Page): Promise<VideoState> {
  return page.locator('tv-player').evaluate((el) => {
    const v = el.shadowRoot!.querySelector('video')!;
    return { time: v.currentTime, frames: v.getVideoPlaybackQuality().totalVideoFrames, paused: v.paused };
  });
}

/** Video frames keep coming: the viewer sees moving pictures. */
async function seesPictures(page: Page): Promise<void> {
  const a = await videoState(page);
  await page.waitForFunction(
    (n) => {
      const v = document.querySelector('tv-player')!.shadowRoot!.querySelector('video')!;
      return !v.paused && v.getVideoPlaybackQuality().totalVideoFrames > n + 10;
    },
    a.frames,
    { timeout: 20_000 },
  );
}

async function channelInUrl(page: Page): Promise<number> {
  return Number(new URL(page.url()).searchParams.get('channel'));
}

describe('the TV player on /play', () => {
  let e: E2E;
  before(async () => {
    e = await backend.launch();
    await logIn(e.page, e.server.url, 'petras@example.lt');
  });
  after(() => e.close());

  it('plays a channel and zaps through three channels with the channel keys', async () => {
    const { page, server } = e;
    await page.goto(`${server.url}/play?channel=3`);
    const player = page.locator('tv-player');
    await player.locator('.info .number').getByText('3', { exact: true }).waitFor({ timeout: 20_000 });
    await seesPictures(page);
    for (const expected of [4, 5, 6]) {
      await page.keyboard.press('PageUp');
      await player.locator('.info .number').getByText(String(expected), { exact: true }).waitFor({ timeout: 20_000 });
      await page.waitForFunction((n) => new URL(location.href).searchParams.get('channel') === String(n), expected);
      await seesPictures(page);
    }
    assert.equal(await channelInUrl(page), 6);
    await page.keyboard.press('PageDown');
    await player.locator('.info .number').getByText('5', { exact: true }).waitFor({ timeout: 20_000 });
    await seesPictures(page);
    assert.equal(await player.getByRole('alert').count(), 0);
  });

  it('watches a catch-up programme from its start', async () => {
    const { page, server } = e;
    const now = Math.floor(Date.now() / 1000);
    const day = 86_400;
    const from = Math.floor((now - day) / day) * day;
    const ended = (await programmesOf(server.url, 3, from, from + 2 * day)).filter((p) => p.stop < now - 120 && p.start > now - 20 * 3600 && p.stop - p.start >= 600);
    const programme = ended[ended.length - 1]!;
    assert.ok(programme, 'a finished programme of at least 10 min in the last 20 hours');
    await page.goto(`${server.url}/play?channel=3&epg=${programme.id}&mode=catchup`);
    const player = page.locator('tv-player');
    await player.getByText('Įrašas', { exact: true }).waitFor({ timeout: 20_000 });
    await player.getByText(programme.title).waitFor();
    await seesPictures(page);
    // (by its attributes: the control bar hides after 4 s idle, and a hidden bar is out of the
    // accessibility tree, where a look-up by role would wait for good)
    const slider = player.locator('[role="slider"][aria-label="Laida"]');
    const position = Number(await slider.getAttribute('aria-valuenow'));
    assert.ok(position >= programme.start && position < programme.start + 60, `starts at the programme start (${position - programme.start} s in)`);
    assert.equal(Number(await slider.getAttribute('aria-valuemin')), programme.start);
    assert.equal(Number(await slider.getAttribute('aria-valuemax')), programme.stop);
  });

  it('seeks with thumbnails from the sprite sheets', async () => {
    const { page } = e;
    const player = page.locator('tv-player');
    // (by its attributes: the control bar hides after 4 s idle, and a hidden bar is out of the
    // accessibility tree, where a look-up by role would wait for good)
    const slider = player.locator('[role="slider"][aria-label="Laida"]');
    const min = Number(await slider.getAttribute('aria-valuemin'));
    const max = Number(await slider.getAttribute('aria-valuemax'));
    const box = (await slider.boundingBox())!;
    await page.mouse.move(box.x + box.width * 0.2, box.y + box.height / 2);
    await page.mouse.move(box.x + box.width * 0.5, box.y + box.height / 2);
    const thumb = player.locator('[part=thumbnail] .thumb');
    await thumb.waitFor({ timeout: 10_000 });
    const bg = await thumb.evaluate((el) => (el as HTMLElement).style.backgroundImage);
    assert.match(bg, /\/static\/sprites\/live\/3\/\d+\.svg/);
    // the sheet really loads
    const sheetUrl = /url\("([^"]+)"\)/.exec(bg)![1]!;
    assert.equal((await page.request.get(sheetUrl)).status(), 200);
    await page.mouse.click(box.x + box.width * 0.5, box.y + box.height / 2);
    const target = min + (max - min) * 0.5;
    await page.waitForFunction(
      ({ target }) => {
        const s = document.querySelector('tv-player')!.shadowRoot!.querySelector('[role=slider]')!;
        return Math.abs(Number(s.getAttribute('aria-valuenow')) - target) < 60;
      },
      { target },
      { timeout: 20_000 },
    );
    await seesPictures(page);
  });

  it('sends visitors to the demo page', async () => {
    const other = await backend.launch();
    try {
      await other.page.goto(`${e.server.url}/play?channel=3`);
      await other.page.waitForURL((u) => u.pathname.startsWith('/demo-page'), { timeout: 20_000 });
    } finally {
      await other.close();
    }
  });
});

describe('the TV player where the browser refuses sound without a gesture', () => {
  let e: E2E;
  before(async () => {
    e = await backend.launch();
    // Headless Chromium ignores --autoplay-policy, so the policy of a desktop browser (Safari's for a
    // <video> the viewer did not start; Chromium's for a site without engagement) is put in place
    // here: play() with sound before the viewer's first click or key press on the page is refused
    // with NotAllowedError. (navigator.userActivation counts a navigation driven from outside too.)
    await e.context.addInitScript(() => {
      let gesture = false;
      const mark = (ev: Event) => {
        if (ev.isTrusted) gesture = true;
      };
      addEventListener('pointerdown', mark, true);
      addEventListener('keydown', mark, true);
      const play = HTMLMediaElement.prototype.play;
      HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
        if (!this.muted && !gesture) return Promise.reject(new DOMException('play() with sound needs a user gesture', 'NotAllowedError'));
        return play.call(this);
      };
    });
    // signed in without a click on the site's pages
    const r = await e.context.request.post(`${e.server.url}/client/login`, { form: { email: 'petras@example.lt', password: 'Labas123!', redirect: '/' }, maxRedirects: 0 });
    assert.ok(r.status() < 400, `login answered ${r.status()}`);
  });
  after(() => e.close());

  it('starts the picture at once, muted, says so on the mute button, and the viewer turns the sound on', async () => {
    const page = e.page;
    await page.goto(`${e.server.url}/play?channel=3`);
    await seesPictures(page);
    const muted = () => page.locator('tv-player').evaluate((el) => el.shadowRoot!.querySelector('video')!.muted);
    assert.equal(await muted(), true);
    // the viewer moves the mouse over the picture: the control bar shows (it hides after 4 s idle,
    // which a slow machine can let pass before this line)
    const box = (await page.locator('tv-player').boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    const unmute = page.locator('tv-player').getByRole('button', { name: 'Įjungti garsą' });
    assert.equal(await unmute.getAttribute('aria-pressed'), 'true');
    await unmute.click();
    await page.locator('tv-player').getByRole('button', { name: 'Išjungti garsą' }).waitFor();
    assert.equal(await muted(), false);
    await seesPictures(page);
    assert.deepEqual(e.errors, []);
  });
});
