// Continue watching across kinds: a catch-up programme watched a while in the real
// player shows on the home page's continue-watching row with its channel and progress, and opening
// it resumes the catch-up player near where the viewer stopped.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { programmesOf } from './browser';
import { playing, watchingAs } from './player-helpers';
import { msg } from '../helpers/messages';


/**
 * Seconds from the programme's start where the player is (its seek bar). Read whether the control
 * bar shows or not: hidden after 4 s without a key or the mouse, it is out of the accessibility
 * tree, and a look-up by role waited for good once a slow machine let it hide.
 */
const offset = (page: Page) =>
  page.locator('tv-player').locator(`[role="slider"][aria-label="${msg('player.seek')}"]`).evaluate((el) => Number(el.getAttribute('aria-valuenow')) - Number(el.getAttribute('aria-valuemin')));

describe('continue watching', () => {
  const e = watchingAs('anna@example.lt', 'Anna');

  it('a catch-up programme watched a while is on the home row with its progress, and resumes near where it stopped', async () => {
    const { page, server } = e();
    const now = Math.floor(Date.now() / 1000);
    const p = (await programmesOf(server.url, 5, now - 10 * 3600, now - 2 * 3600)).find((x) => x.start >= now - 10 * 3600 && x.stop <= now - 2 * 3600 && x.stop - x.start >= 40 * 60)!;
    assert.ok(p, 'a past programme of 40 minutes or more');
    await page.goto(`${server.url}/play?channel=5&epg=${p.id}&mode=catchup`);
    await playing(page);
    // five minutes on (Shift+Right is one minute) by the keyboard
    for (let i = 0; i < 5; i++) await page.keyboard.press('Shift+ArrowRight');
    await page.waitForFunction(
      () => {
        const s = document.querySelector('tv-player')?.shadowRoot?.querySelector('[role="slider"]');
        return !!s && Number(s.getAttribute('aria-valuenow')) - Number(s.getAttribute('aria-valuemin')) >= 290;
      },
      undefined,
      { timeout: 20_000 },
    );
    await playing(page);
    const left = await offset(page);
    // pausing (K) writes the bookmark
    const saved = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname.endsWith('/bookmarks') && (r.postData() ?? '').includes(`event_id=${p.id}`));
    await page.keyboard.press('k');
    const form = new URLSearchParams((await saved).postData() ?? '');
    const position = Number(form.get('position'));
    assert.equal(form.get('type'), 'epg');
    assert.ok(position >= left - 5 && position <= left + 60, `bookmark ${position} s near ${left} s`);
    await page.goto(`${server.url}/`);

    const row = page.locator('tv-vod-row').filter({ has: page.getByRole('heading', { name: 'Tęsti žiūrėjimą' }) });
    // (the one of this programme: anna's seeded catch-up bookmark may be a programme of the same title)
    const card = row
      .getByRole('link', { name: new RegExp(p.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })
      .filter({ hasText: msg('continue_watching.catchup') })
      .and(row.locator(`a[href*="&epg=${p.id}&"]`));
    await card.waitFor({ timeout: 20_000 });
    assert.match((await card.getAttribute('href')) ?? '', new RegExp(`/play\\?channel=5&epg=${p.id}&mode=catchup&resume=1$`));
    const bar = card.getByRole('progressbar');
    // (a periodic write may follow the one seen: a second or two later, at most a point more)
    const percent = Number(await bar.getAttribute('aria-valuenow'));
    assert.ok(Math.abs(percent - Math.round((position / (p.stop - p.start)) * 100)) <= 1, `progress ${percent} %`);

    // by the keyboard: focus the card and Enter; the catch-up player starts near the bookmark
    await card.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.pathname === '/play' && u.searchParams.get('epg') === String(p.id));
    await playing(page);
    const at = await offset(page);
    assert.ok(at >= position - 5 && at <= position + 90, `resumed at ${at} s, bookmark ${position} s`);
  });
});
