// Each resource fetched once, read off the wire: on every screen (and in settings' profile list) the
// profile list is asked once,
// the TV guide asks for each block of programmes once,
// the details page asks for its item once and the series page for its series once (every element
// shares what the stores hold), also when a player on the page plays the item from its bookmark; the home page asks for no poster of a row far below the view until
// the viewer scrolls near it.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { launch, logIn, settled, type E2E } from './browser';
import { chooseProfile } from './profiles-helpers';
import { msg } from '../helpers/messages';

let e: E2E;
const paths: string[] = [];
before(async () => {
  e = await launch();
  e.page.on('request', (r) => {
    const u = new URL(r.url());
    paths.push(u.pathname + u.search);
  });
  await logIn(e.page, e.server.url, 'anna@example.lt');
  await chooseProfile(e.page, 'Anna');
});
after(() => e.close());

/** The requests matching `re`, which must be exactly one. */
function once(re: RegExp, what: string): void {
  const seen = paths.filter((p) => re.test(p));
  assert.equal(seen.length, 1, `${what} asked ${seen.length} times: ${seen.join(', ')}`);
}

/** The requests matching `re`: some, and none asked twice. */
function noneTwice(re: RegExp, what: string): void {
  const seen = paths.filter((p) => re.test(p));
  assert.ok(seen.length > 0, `${what} asked`);
  const twice = seen.filter((p, i) => seen.indexOf(p) !== i);
  assert.deepEqual(twice, [], `${what} asked twice`);
}

/** Opens `path` and waits until the page acts as the profile (its reminders asked) and `shown` is drawn. */
async function open(page: Page, path: string, shown: () => Promise<void>): Promise<void> {
  const reminders = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/v1/reminders');
  paths.length = 0;
  await page.goto(`${e.server.url}${path}`);
  await shown();
  await reminders;
  // the profile menu shows the acting profile once the list came
  await page.locator('tv-nav').getByRole('button', { name: /Anna/ }).first().waitFor();
}

describe('each resource once', () => {
  it('home, TV, films and settings ask for the profile list once', async () => {
    const { page } = e;
    for (const path of ['/', '/tv', '/vod']) {
      await open(page, path, () => settled(page));
      once(/^\/api\/v1\/customer\/profiles(\?|$)/, `the profile list on ${path}`);
    }
    // settings, opened on the last page, and its list of profiles: one fresh list
    paths.length = 0;
    await page.locator('tv-nav').getByRole('button', { name: msg('nav.settings') }).click();
    const settings = page.locator('tv-settings');
    await settings.getByRole('button', { name: msg('settings.manage_profiles') }).click();
    await settings.getByRole('dialog').getByText('Vaikai').first().waitFor({ state: 'attached' });
    await settled(page);
    once(/^\/api\/v1\/customer\/profiles(\?|$)/, 'the profile list in settings');
  });

  it('recordings, search and home ask for their lists once, also when the sign-in check answers late', async () => {
    const { page } = e;
    const pages = [
      ['/recordings', 'tv-recordings', /^\/api\/v1\/channels\?/, 'the channel list'],
      ['/search', 'tv-search-page', /^\/api\/v1\/channels\?/, 'the channel list'],
      ['/', 'tv-home-page', /^\/api\/v1\/smartrows\/page\./, 'the row page'],
    ] as const;
    for (const late of [false, true]) {
      for (const [path, tag, re, what] of pages) {
        if (late) {
          // the login service's answer waits until the page's element has drawn itself
          await page.route('**/client/user', async (route) => {
            await route.request().frame().waitForFunction((t) => !!document.querySelector(t)?.shadowRoot?.firstElementChild, tag).catch(() => undefined);
            await route.continue();
          });
        }
        await open(page, path, () => settled(page));
        if (late) await page.unroute('**/client/user');
        noneTwice(re, `${what} on ${path}${late ? ' (late sign-in check)' : ''}`);
        once(/^\/api\/v1\/customer\/profiles(\?|$)/, `the profile list on ${path}`);
      }
    }
  });

  it('the details page asks for its item once, and the profile list once', async () => {
    const { page } = e;
    await open(page, '/vod-about?id=201', () => page.locator('tv-vod-details').getByRole('heading', { level: 1, name: 'Gydytojai. 1 sezonas, 1 serija' }).waitFor());
    once(/^\/api\/v1\/vod\/201\?/, 'the item');
    once(/^\/api\/v1\/customer\/profiles(\?|$)/, 'the profile list');
  });

  it('a player on the details page plays the item with the item and the bookmarks the page asked for', async () => {
    const { page } = e;
    await open(page, '/vod-about?id=4', () => page.locator('tv-vod-details').getByRole('heading', { level: 1 }).waitFor());
    // a host page puts a player for the same item beside its details, resuming from the bookmark
    // (the element's module imported, as a script tag's src needs a Trusted Types policy here)
    await page.evaluate(async () => {
      const player = document.createElement('tv-player');
      player.setAttribute('vod-id', '4');
      player.setAttribute('resume', '');
      player.setAttribute('autoplay', '');
      document.body.append(player);
      await import(new URL('/elements/tv-player.js', location.href).href);
    });
    await page.waitForFunction(() => {
      const video = document.querySelector('tv-player')?.shadowRoot?.querySelector('video');
      return !!video && video.currentTime > 0 && !video.paused;
    }, undefined, { timeout: 30_000 });
    once(/^\/api\/v1\/vod\/4\?/, 'the item');
    once(/^\/api\/v1\/bookmarks\?.*filter(%5B|\[)type(%5D|\])=vod/, 'the VoD bookmarks');
    await page.evaluate(() => document.querySelector('tv-player')!.remove());
  });

  it('the series page asks for the series and its episodes once, and the profile list once', async () => {
    const { page } = e;
    await open(page, '/group?id=1', async () => {
      const series = page.locator('tv-series');
      await series.getByRole('heading', { level: 1, name: 'Gydytojai' }).waitFor();
      await series.locator('.ep').first().waitFor();
    });
    once(/^\/api\/v1\/groups\/1\?/, 'the series');
    once(/^\/api\/v1\/vod\?.*filter%5Bgroup%5D=1|^\/api\/v1\/vod\?.*filter\[group\]=1/, 'the episodes');
    once(/^\/api\/v1\/customer\/profiles(\?|$)/, 'the profile list');
  });

  it('the TV guide asks for each channel and day once, signed in as a profile', async () => {
    const { page } = e;
    await open(page, '/tv', async () => {
      await page.locator('tv-epg-grid [role="gridcell"][tabindex="0"]').waitFor();
      await settled(page);
    });
    // every (channel, day) block of every guide request: none is asked twice
    const blocks = paths.flatMap((p) => {
      const m = /^\/api\/(?:public\/)?v1\/epggrid\/channels\/([\d,]+)\/from\/(\d+)\/to\/(\d+)\//.exec(p);
      if (!m) return [];
      const [from, to] = [Number(m[2]) / 86400, Number(m[3]) / 86400];
      return m[1]!.split(',').flatMap((c) => Array.from({ length: to - from }, (_, i) => `${c}:${from + i}`));
    });
    noneTwice(/^\/api\/(?:public\/)?v1\/epggrid\//, 'the guide');
    assert.ok(blocks.length > 0);
    assert.deepEqual(blocks.filter((b, i) => blocks.indexOf(b) !== i), [], 'a guide block asked twice');
  });

  it('home asks for the posters of the rows near the view only, and for the others as they come near', async () => {
    const { page } = e;
    await open(page, '/', () => page.locator('#main').getByRole('heading', { level: 1, name: msg('home.welcome_user', { name: 'Anna' }) }).waitFor());
    // every row has its cards, and the first row's first picture is shown
    await page.waitForFunction(() => {
      const rows = [...document.querySelector('tv-home-page')!.shadowRoot!.querySelectorAll('tv-vod-row')];
      const first = rows[0]?.shadowRoot?.querySelector('a.card img') as HTMLImageElement | null;
      return rows.length > 3 && rows.every((r) => r.shadowRoot?.querySelector('a.card')) && !!first?.complete && first.naturalWidth > 0;
    });
    // the pictures of each row's cards (as the card's link names them), with the row's distance below the view
    const rows = await page.evaluate(() =>
      [...document.querySelector('tv-home-page')!.shadowRoot!.querySelectorAll('tv-vod-row')].map((r) => ({
        below: r.getBoundingClientRect().top - innerHeight,
        pictures: [...r.shadowRoot!.querySelectorAll<HTMLAnchorElement>('a.card')].map((a) => {
          const u = new URL(a.href);
          const id = u.searchParams.get('id') ?? /\/tv\/\d+\/(\d+)/.exec(u.pathname)?.[1];
          return u.pathname === '/group' ? `/static/groups/${id}/` : u.pathname === '/vod-about' ? `/static/vod/${id}/` : `/static/channels/${id}/`;
        }),
      })),
    );
    const nearRows = rows.filter((r) => r.below < 400);
    const farRows = rows.filter((r) => r.below > 800);
    assert.ok(farRows.length > 0, 'some rows are far below the view');
    const near = new Set(nearRows.flatMap((r) => r.pictures));
    const farOnly = [...new Set(farRows.flatMap((r) => r.pictures))].filter((p) => !near.has(p));
    assert.ok(farOnly.length > 0);
    const asked = paths.filter((p) => /^\/api\/public\/v1\/static\/(vod|groups|channels)\//.test(p));
    assert.deepEqual(asked.filter((p) => farOnly.some((f) => p.includes(f))), [], 'no poster of a far row yet');
    // scrolled to the last row, its posters are asked for
    const last = rows.length - 1;
    const picture = page.waitForRequest((r) => rows[last]!.pictures.some((f) => new URL(r.url()).pathname.includes(f)));
    await page.evaluate((i) => document.querySelector('tv-home-page')!.shadowRoot!.querySelectorAll('tv-vod-row')[i]!.scrollIntoView(), last);
    await picture;
    once(/^\/api\/v1\/customer\/profiles(\?|$)/, 'the profile list');
  });
});
