// <tv-player>'s loads on the wire: a zap to a channel no hidden player holds asks for each thing
// once, and a seek out of the buffer asks for its segments at once (against the reference
// backend's live streams).
import { expect, fixture, html } from '@open-wc/testing';
import { configure } from '../../core/config';
import './tv-player';
import { playbackOf, playerOf } from '../../../tests/helpers/player-state';
import { EVENTS } from '../../core/names';
import { chromeTimings } from '../../core/stores/player';
import { shakaLog } from '../../../tests/helpers/shaka-log';
import { movesSince, recordPlayheadMoves } from '../../../tests/helpers/playhead-moves';
import { backendConfig, watchAs, until } from '../../../tests/helpers/env';
import { channelOnAirFor } from '../../../tests/helpers/on-air';

const shown = (el: Element) => el.shadowRoot!.querySelector('video')!;
const frames = (v: HTMLVideoElement) => v.getVideoPlaybackQuality().totalVideoFrames;
const hiddenReady = (el: Element) => [...el.shadowRoot!.querySelectorAll('video')].filter((v) => v !== shown(el) && v.readyState >= 2).length;

/** The requests (path and query) made since `t0` whose path matches `re`, in the order they started. */
function requests(t0: number, re: RegExp): { url: string; start: number; end: number }[] {
  return performance
    .getEntriesByType('resource')
    .filter((e) => e.startTime >= t0 && re.test(new URL(e.name).pathname + new URL(e.name).search))
    .map((e) => ({ url: new URL(e.name).pathname + new URL(e.name).search, start: e.startTime, end: (e as PerformanceResourceTiming).responseEnd }))
    .sort((a, b) => a.start - b.start);
}

describe('<tv-player> warm start', function () {
  this.timeout(90_000);
  // a live load's programme list waits for its first frame, however long a busy machine takes to
  // show it (the wait's limit is not what these tests are about)
  const programmesWaitMs = chromeTimings.programmesWaitMs;
  after(() => {
    chromeTimings.programmesWaitMs = programmesWaitMs;
  });
  before(async () => {
    chromeTimings.programmesWaitMs = 600_000;
    performance.setResourceTimingBufferSize(100_000);
    recordPlayheadMoves();
    configure(await backendConfig());
    await watchAs('anna@example.lt');
  });

  it('zapping to a channel no hidden player holds asks for its licence, init segments and first segments once each, and for its programme list once the picture is out', async () => {
    const el = await fixture(html`<tv-player channel-id="3" autoplay></tv-player>`);
    await until(() => expect(playbackOf(el).status).to.equal('playing'), 20_000);
    // the neighbours (2 and 4) wait in hidden players; channel 7 (lt and ru sound) is not one of them
    await until(() => expect(hiddenReady(el)).to.equal(2), 30_000);
    const t0 = performance.now();
    // every 'seeking' of the element's videos from now on (where the playhead was then)
    const seekings: string[] = [];
    el.shadowRoot!.addEventListener('seeking', (e) => {
      const v = e.target as HTMLVideoElement;
      seekings.push(`${Math.round(performance.now() - t0)} ms at ${v.currentTime.toFixed(3)}${v === shown(el) ? ' (shown)' : ''}`);
    }, true);
    document.dispatchEvent(new CustomEvent(EVENTS.playRequest, { detail: { channelId: 7, mode: 'live' }, bubbles: true, composed: true }));
    await until(() => expect(playerOf(el).channel_id).to.equal(7), 20_000);
    await until(() => expect(playbackOf(el).status).to.equal('playing'), 20_000);
    const v = shown(el);
    let pictureAt = NaN;
    v.requestVideoFrameCallback(() => (pictureAt = performance.now()));
    const f = frames(v);
    await until(() => expect(frames(v)).to.be.greaterThan(f + 5), 20_000);

    // (the load's own requests, as they are at its first frames)
    const licences = requests(t0, /^\/drm\/clearkey\?.*ch_id=7\b/);
    // (a channel's init segments are its programme's: {rep}/init/{programme}.mp4)
    const inits = requests(t0, /^\/media\/live\/7\/[^/]+\/init\/\d+\.mp4$/);
    const segments = requests(t0, /^\/media\/live\/7\/[^/]+\/\d+\.m4s$/);
    expect(licences.length, 'licence requests').to.equal(1);
    expect(inits.length, 'init segments').to.be.at.least(2);
    expect(segments.length, 'media segments').to.be.at.least(2);
    // the channel's programme list is asked for once its picture is out, not alongside the requests
    // the picture waits for (before, it went out with them and shared the server and the connections)
    // (asked for once the first frame is out: on a busy machine, after the frames counted above)
    const programmesOf7 = () => requests(t0, /^\/api\/v1\/epggrid\/channels\/7\//);
    await until(() => expect(programmesOf7().length, 'programme list requests').to.be.at.least(1), 20_000);
    const programmes = programmesOf7();
    const needed = [...licences, ...inits.slice(0, 2), ...segments.slice(0, 2)];
    const last = Math.max(...needed.map((r) => r.end));
    expect(programmes[0]!.start, `programme list asked for at ${(programmes[0]!.start - t0).toFixed(0)} ms, the picture's requests answered by ${(last - t0).toFixed(0)} ms`).to.be.at.least(last);
    // and none of them twice
    for (const list of [inits, segments]) {
      const urls = list.map((r) => r.url);
      const when = list.map((r) => `${r.url.split('/').slice(-2).join('/')} ${Math.round(r.start - t0)}-${Math.round(r.end - t0)} ms`).join(', ');
      expect(urls.length, `${when}; the picture at ${Math.round(pictureAt - t0)} ms; playhead: ${movesSince(t0)}; seeking: ${seekings.join(', ')}${shakaLog(t0, /audio|seek|clear|flush|buffer/i)}`).to.equal(new Set(urls).size);
    }
    el.remove();
  });

  it('a cold start shows the channel loading from the element\'s first render until its picture, never "nothing is playing"', async () => {
    const el = await fixture(html`<tv-player channel-id="3" autoplay></tv-player>`);
    const root = el.shadowRoot!;
    const seen = new Set<string>();
    const look = () => {
      if (root.querySelector('.center.hint')) seen.add('hint');
      if (root.querySelector('[part="spinner"]')) seen.add('spinner');
    };
    look();
    const mo = new MutationObserver(look);
    mo.observe(root, { subtree: true, childList: true, characterData: true });
    try {
      await until(() => expect(playbackOf(el).status).to.equal('playing'), 20_000);
    } finally {
      mo.disconnect();
    }
    expect([...seen], 'what showed before the picture').to.deep.equal(['spinner']);
    el.remove();
  });

  it('a seek out of the buffer asks for its segments once each, and its first frame at the new position is shown', async () => {
    // (inside the programme on air, whose segments the manifest lays out)
    const ch = await channelOnAirFor(300);
    const el = await fixture(html`<tv-player channel-id=${ch} autoplay></tv-player>`);
    await until(() => expect(playbackOf(el).status).to.equal('playing'), 20_000);
    const v = shown(el);
    await until(() => expect(v.currentTime - playbackOf(el).seekStart).to.be.greaterThan(120), 20_000);
    await new Promise((r) => requestAnimationFrame(() => r(null)));
    const slider = el.shadowRoot!.querySelector<HTMLElement>('[role=slider]')!;
    const before = v.currentTime;
    // the frames presented from now on: when, and at which media time
    const shownFrames: { at: number; mediaTime: number }[] = [];
    let watching = true;
    const step = (now: number, meta: VideoFrameCallbackMetadata) => {
      shownFrames.push({ at: now, mediaTime: meta.mediaTime });
      if (watching) v.requestVideoFrameCallback(step);
    };
    v.requestVideoFrameCallback(step);
    const t0 = performance.now();
    // a minute back (Page Down): out of the 30 s kept behind the playhead
    slider.dispatchEvent(new KeyboardEvent('keydown', { key: 'PageDown', bubbles: true, composed: true }));
    const t = v.currentTime;
    expect(before - t > 59 && before - t < 61, `from ${before} to ${t}`).to.equal(true);
    await until(() => expect(v.seeking).to.equal(false), 20_000);
    const f = frames(v);
    await until(() => expect(frames(v)).to.be.greaterThan(f + 5), 20_000);
    expect(playbackOf(el).error).to.equal(null);
    watching = false;
    // the live streams' segments are 2 s long and start at even epoch seconds (presentation time)
    const n = Math.floor(t / 2);
    const segments = requests(t0, new RegExp(`^/media/live/${ch}/[^/]+/\\d+\\.m4s$`));
    const urls = segments.map((r) => r.url).filter((u) => u.endsWith(`/${n}.m4s`));
    expect(urls.length, urls.join(', ')).to.be.at.least(2);
    expect(urls.length, urls.join(', ')).to.equal(new Set(urls).size);
    const first = shownFrames.find((fr) => fr.mediaTime >= t - 0.05 && fr.mediaTime < t + 2);
    expect(first, `a frame at ${t}: ${JSON.stringify(shownFrames.slice(0, 8))}`).to.exist;
    el.remove();
  });
});
