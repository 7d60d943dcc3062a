// <tv-player> leaves nothing behind: after it played a channel, a catch-up programme (whose bookmarks
// it writes) and zapped (hidden standby players made), removing the element stops every request,
// every timer of the player and shaka, and puts its playback state back to idle (against the reference backend).
import { expect, fixture, html } from '@open-wc/testing';
import { configure } from '../../core/config';
import './tv-player';
import { playbackOf, playerOf, storesOf } from '../../../tests/helpers/player-state';
import { backendConfig, keepBookmarks, watchAs, until, streaming } from '../../../tests/helpers/env';
import { msg } from '../../../tests/helpers/messages';
import type { MessageKey } from '../../core/i18n';
import { LIMITS } from '../../core/names';

const videos = (el: Element) => [...el.shadowRoot!.querySelectorAll('video')];
const shown = (el: Element) => el.shadowRoot!.querySelector('video')!;
/**
 * The standbys: hidden players holding a channel (not the spare, an empty one marked data-spare,
 * nor the empty <video> of a player let go, kept for the next one).
 */
const hidden = (el: Element) => videos(el).filter((v) => v !== shown(el) && !v.hasAttribute('data-spare') && streaming(v));
const button = (el: Element, key: MessageKey) => [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.getAttribute('aria-label') === msg(key));

/**
 * Every timer of the page while the test runs: which are pending (set, not yet fired or cleared;
 * intervals until cleared), and which fire while `watch.on`, with the frames that set them. The
 * test's own waits after the removal use requestAnimationFrame and the real setTimeout.
 */
const realTimeout = window.setTimeout;
const watch = { on: false, fired: [] as string[], pending: new Map<number, string>() };
function trackTimers(): () => void {
  const realInterval = window.setInterval;
  const realClearTimeout = window.clearTimeout;
  const realClearInterval = window.clearInterval;
  const where = () => (new Error().stack ?? '').split('\n').slice(3, 7).map((l) => l.trim()).join(' < ');
  window.setTimeout = ((fn: TimerHandler, ms?: number, ...args: unknown[]) => {
    if (typeof fn !== 'function') return realTimeout(fn, ms);
    const from = where();
    const id = realTimeout(() => {
      watch.pending.delete(id);
      if (watch.on) watch.fired.push(from);
      (fn as (...a: unknown[]) => void)(...args);
    }, ms);
    watch.pending.set(id, from);
    return id;
  }) as typeof setTimeout;
  window.setInterval = ((fn: TimerHandler, ms?: number, ...args: unknown[]) => {
    if (typeof fn !== 'function') return realInterval(fn, ms);
    const from = `interval ${ms} ms: ${where()}`;
    const id = realInterval(() => {
      if (watch.on) watch.fired.push(from);
      (fn as (...a: unknown[]) => void)(...args);
    }, ms);
    watch.pending.set(id, from);
    return id;
  }) as typeof setInterval;
  window.clearTimeout = ((id?: number) => {
    if (id !== undefined) watch.pending.delete(id);
    realClearTimeout(id);
  }) as typeof clearTimeout;
  window.clearInterval = ((id?: number) => {
    if (id !== undefined) watch.pending.delete(id);
    realClearInterval(id);
  }) as typeof clearInterval;
  return () => {
    window.setTimeout = realTimeout;
    window.setInterval = realInterval;
    window.clearTimeout = realClearTimeout;
    window.clearInterval = realClearInterval;
  };
}

/**
 * The page's fetch() calls and when each was made (installed before shaka's chunk loads: it keeps
 * window.fetch as it finds it, so its requests are seen too). Whether a request was made after the
 * removal is told by when fetch() was called: resource timing's start is when the network stack
 * took a request, which on a busy machine can come after a removal that followed the call.
 */
const fetchCalls: { url: string; at: number }[] = [];
const realFetch = window.fetch.bind(window);
window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
  fetchCalls.push({ url: new URL(input instanceof Request ? input.url : String(input), location.href).pathname, at: performance.now() });
  return realFetch(input, init);
};

/** Waits (by animation frames, no timer) until `ok()`, or fails with `what()` after `ms`. */
async function framesUntil(ok: () => boolean, what: () => unknown, ms: number): Promise<void> {
  const end = performance.now() + ms;
  while (!ok()) {
    if (performance.now() > end) expect(what()).to.deep.equal([]);
    await new Promise((r) => requestAnimationFrame(r));
  }
}

describe('<tv-player> teardown', function () {
  this.timeout(120_000);
  let untrack: () => void = () => undefined;
  let restoreBookmarks: () => Promise<void> = async () => undefined;
  before(async () => {
    performance.setResourceTimingBufferSize(100_000);
    configure(await backendConfig());
    await watchAs('anna@example.lt');
    untrack = trackTimers();
    restoreBookmarks = await keepBookmarks();
  });
  after(async () => {
    untrack();
    await restoreBookmarks();
  });

  it('after playing, catch-up and zapping, a removed player makes no request, fires no timer and leaves its playback state idle', async () => {
    const el = await fixture(html`<tv-player channel-id="3" autoplay></tv-player>`);
    await until(() => expect(playbackOf(el).status).to.equal('playing'), 20_000);
    // the programme before (catch-up: its bookmark is written as it plays). One that ended less than
    // the catch-up margin ago is played as start-over (docs/product.md#states): wait, if need be, until it is older
    await until(() => expect(button(el, 'player.prev_programme')?.disabled).to.equal(false), 20_000);
    await until(() => expect(Date.now() / 1000 - playerOf(el).epg!.start).to.be.at.least(LIMITS.catchupMarginS + 2), 45_000);
    button(el, 'player.prev_programme')!.click();
    await until(() => expect(playbackOf(el).mode).to.equal('catchup'), 20_000);
    await until(() => expect(playbackOf(el).status).to.equal('playing'), 20_000);
    // back to live, where the neighbours wait in hidden players; then a zap shows one of them
    document.dispatchEvent(new CustomEvent('tvplayrequest', { detail: { channelId: 3, mode: 'live' }, bubbles: true, composed: true }));
    await until(() => expect(playbackOf(el).mode).to.equal('live'), 20_000);
    await until(() => {
      // (what each holds, for a failure's message: live plays at epoch seconds, catch-up from 0)
      const seen = videos(el).map((v) => `${v === shown(el) ? 'shown' : v.hasAttribute('data-spare') ? 'spare' : 'hidden'} ${v.readyState} at ${v.currentTime.toFixed(0)}${v.paused ? ' paused' : ''}`).join(', ');
      expect(hidden(el), seen).to.have.length(2);
      for (const v of hidden(el)) expect(v.readyState, seen).to.be.at.least(2);
    }, 30_000);
    button(el, 'player.channel_up')!.click();
    await until(() => expect(playerOf(el).channel_id).to.equal(4), 20_000);
    await until(() => expect(playbackOf(el).status).to.equal('playing'), 20_000);
    const all = videos(el);
    expect(all.length).to.be.at.least(3); // the one shown and two hidden ones

    // (the element's state, kept: a removed element no longer holds it)
    const { playback } = storesOf(el);
    const removedAt = performance.now();
    el.remove();
    await framesUntil(() => playback.get().status === 'idle', () => [playback.get().status], 10_000);
    // every player let go of its <video> (shaka detached: no media any more)
    await framesUntil(() => all.every((v) => v.readyState === 0), () => all.map((v) => v.readyState), 10_000);
    expect(el.shadowRoot!.querySelectorAll('video.standby').length).to.equal(0);
    // what the teardown itself set (shaka's 1-s timeouts for closing DRM sessions) runs out; an
    // interval or a timer that keeps re-arming itself never does
    await framesUntil(() => watch.pending.size === 0, () => [...watch.pending.values()], 10_000);
    // a quiet window: nothing may fetch or tick any more
    watch.fired = [];
    watch.on = true;
    await new Promise((r) => realTimeout(r, 3000));
    watch.on = false;
    // fetch() calls made after the removal, and any other load (an image, a script) started after it
    const fetched = fetchCalls.filter((c) => c.at >= removedAt).map((c) => c.url);
    const loaded = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((e) => e.initiatorType !== 'fetch' && e.startTime >= removedAt)
      .map((e) => `${e.initiatorType} ${new URL(e.name).pathname}`);
    expect([...fetched, ...loaded], 'requests after removal').to.deep.equal([]);
    expect(watch.fired, 'timers fired after removal').to.deep.equal([]);
    const pb = playback.get();
    expect(pb.status).to.equal('idle');
    expect(pb.error === null && pb.mode === null).to.equal(true);
  });
});
