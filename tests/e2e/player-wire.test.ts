// What the player asks the head-end for as the viewer zaps: nothing of a channel the viewer
// may not watch ahead of time (the adult channel next to channel 1 waits in no hidden player), a
// channel not in the plan has its licence asked for once, and the sound asked for is in a language
// the channel has (channel 5 has English only; the profile's first language is Lithuanian).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { msg } from '../helpers/messages';
import { playing, watchingAs } from './player-helpers';

const zapTo = (page: Page, channelId: number) =>
  page.evaluate((id) => document.dispatchEvent(new CustomEvent('tvplayrequest', { detail: { channelId: id, mode: 'live' }, bubbles: true, composed: true })), channelId);

/** Waits until the player's hidden spare exists: the standby pool made it after loading every neighbour it wanted. */
const poolSettled = (page: Page) =>
  page.waitForFunction(() => !!document.querySelector('tv-player')?.shadowRoot?.querySelector('video[data-spare]'), undefined, { timeout: 30_000 });

/**
 * Waits until a hidden player (not the one shown, not the spare) has a decoded frame: its key is in.
 * (A standby's load ends before its licence is asked for: a channel's key is its programme's, asked
 * for when the programme's init segment is appended.)
 */
const standbyDecoded = (page: Page) =>
  page.waitForFunction(() => {
    const videos = [...(document.querySelector('tv-player')?.shadowRoot?.querySelectorAll('video') ?? [])];
    return videos.some((v) => v.classList.contains('standby') && !v.hasAttribute('data-spare') && v.readyState >= 2);
  }, undefined, { timeout: 30_000 });

describe('the player on the wire', () => {
  // (the household's main profile: no age limit, so every programme on air plays, but the adult
  // channel waits for its PIN)
  const e = watchingAs('anna@example.lt', 'Anna');

  it('asks nothing of the adult channel, a channel not in the plan once, and no sound the channel lacks', async () => {
    const { page, server } = e();
    const asked: string[] = [];
    const failed: string[] = [];
    page.on('request', (r) => asked.push(new URL(r.url()).pathname + new URL(r.url()).search));
    page.on('response', (r) => {
      if (r.status() === 404 && new URL(r.url()).pathname.startsWith('/media/')) failed.push(new URL(r.url()).pathname);
    });
    const of = (ch: number) => asked.filter((u) => u.startsWith(`/media/live/${ch}/`) || new RegExp(`^/drm/.*[?&]ch_id=${ch}(&|$)`).test(u));
    const licences = (ch: number) => asked.filter((u) => new RegExp(`^/drm/.*[?&]ch_id=${ch}(&|$)`).test(u));
    const alert = page.locator('tv-player').getByRole('alert');

    // channel 1: its neighbours are channel 2 and the adult channel 42
    await page.goto(`${server.url}/play?channel=1`);
    await playing(page);
    await poolSettled(page);
    await standbyDecoded(page);
    assert.ok(licences(2).length > 0, `channel 2 waits in a hidden player: ${asked.join(', ')}`);
    assert.deepEqual(of(42), [], 'nothing of the adult channel');

    // a zap to channel 5 (English sound only), no hidden player holds it
    await zapTo(page, 5);
    await page.waitForFunction(() => new URL(location.href).searchParams.get('channel') === '5');
    await playing(page);
    await page.waitForFunction(() => [...(document.querySelector('tv-player')?.shadowRoot?.querySelectorAll('video') ?? [])].some((v) => !v.paused && v.readyState >= 3));
    assert.ok(of(5).some((u) => u.includes('/a-en/')), `its English sound: ${of(5).join(', ')}`);
    assert.deepEqual(of(5).filter((u) => /\/a-(lt|ru)\//.test(u)), [], 'no sound it does not have');
    assert.deepEqual(failed, [], 'no media request answered 404');

    // the adult channel itself: the lock, and still nothing asked of it
    await zapTo(page, 42);
    await alert.getByText(msg('errors.adult_locked')).waitFor({ timeout: 20_000 });
    assert.deepEqual(of(42), [], 'nothing of the adult channel');

    // a channel not in the plan: refused once, and not asked for again
    await zapTo(page, 39);
    await alert.getByText(msg('products.locked_channel')).waitFor({ timeout: 20_000 });
    await poolSettled(page);
    assert.equal(licences(39).length, 1, `licence requests of channel 39: ${licences(39).join(', ')}`);
    assert.deepEqual(of(42), [], 'nothing of the adult channel');
  });
});
