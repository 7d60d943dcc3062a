// <tv-player> and holes in the media: a hole with media after it is jumped, whatever its size. The reference head-end opens a
// real hole in a live channel's media (test control /__test/media/gap: the segments from a moment on
// carry later media times). The hole is opened half a minute back in the time-shift window and the
// playing player seeks to a second before it: met at the live delay instead, the media after the
// hole only enters the seek range (and the test only ends) the live delay after it is on air.
import { expect, fixture, html } from '@open-wc/testing';
import { configure } from '../../core/config';
import './tv-player';
import { playbackOf } from '../../../tests/helpers/player-state';
import { backendConfig, watchAs, testEnv, until } from '../../../tests/helpers/env';

const shown = (el: Element) => el.shadowRoot!.querySelector('video')!;
const spinner = (el: Element) => el.shadowRoot!.querySelector('[part="spinner"]');

/** Opens a hole of `seconds` in channel `id`'s media at epoch second `at` (rounded up to a segment start); returns where. */
async function openGap(id: number, at: number, seconds: number): Promise<number> {
  const { backend } = await testEnv();
  const r = await fetch(`${backend}/__test/media/gap`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: `channel_id=${id}&at=${at}&seconds=${seconds}`,
  });
  expect(r.status).to.equal(200);
  return ((await r.json()) as { from: number }).from;
}

async function closeGap(id: number): Promise<void> {
  const { backend } = await testEnv();
  await fetch(`${backend}/__test/media/gap`, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: `channel_id=${id}&at=0&seconds=0` });
}

/** The buffered ranges as [start, end] pairs. */
function ranges(v: HTMLVideoElement): [number, number][] {
  return Array.from({ length: v.buffered.length }, (_, i) => [v.buffered.start(i), v.buffered.end(i)]);
}

/** Asserts the buffered media has a hole of about `seconds` at media time `at`. */
function expectHole(v: HTMLVideoElement, at: number, seconds: number): void {
  const r = ranges(v);
  const i = r.findIndex(([, end]) => Math.abs(end - at) < 0.1);
  expect(i, `a range ends at ${at}: ${JSON.stringify(r)}`).to.be.at.least(0);
  expect(r[i + 1], `a range after the hole: ${JSON.stringify(r)}`).to.exist;
  expect(r[i + 1]![0] - r[i]![1]).to.be.closeTo(seconds, 0.1);
}

/**
 * Plays live channel `id`, opens a hole of `seconds` half a minute behind the playhead and seeks out
 * of the buffer to a second before it; returns the player, its <video> and where the hole starts.
 */
async function playBeforeGap(id: number, seconds: number): Promise<{ el: Element; v: HTMLVideoElement; from: number }> {
  const el = await fixture(html`<tv-player channel-id=${id} autoplay></tv-player>`);
  await until(() => expect(playbackOf(el).status).to.equal('playing'), 20_000);
  const v = shown(el);
  const from = await openGap(id, Math.floor(v.currentTime) - 30, seconds);
  v.currentTime = from - 1;
  return { el, v, from };
}

describe('<tv-player> and gaps in the media', function () {
  this.timeout(90_000);
  before(async () => {
    configure(await backendConfig());
    await watchAs('anna@example.lt');
  });

  it('jumps a 1-second hole and plays on', async () => {
    try {
      const { el, v, from } = await playBeforeGap(6, 1);
      expect(v.currentTime).to.be.below(from);
      await until(() => expectHole(v, from, 1), 30_000);
      // the playhead goes through the hole without stopping and plays the media after it
      await until(() => expect(v.currentTime).to.be.above(from + 2), 30_000);
      expect(v.paused).to.equal(false);
      expect(playbackOf(el).status).to.equal('playing');
      expect(playbackOf(el).error).to.equal(null);
      expect(spinner(el)).to.equal(null);
      el.remove();
    } finally {
      await closeGap(6);
    }
  });

  it('seeks once out of the buffer to a segment whose sound starts after its first picture, and plays from there', async () => {
    // the head-end's audio segment n starts on its first audio frame: (n mod 4) x 5.3 ms after the
    // video's key frame at 2n s. The seek lands on the key frame; the browser plays through the
    // 16 ms before the sound. shaka's gap jumper moved the playhead onto the sound as soon as it was
    // appended, mid-seek: a second seek (the pipeline flushed, the key frame decoded again).
    const el = await fixture(html`<tv-player channel-id="3" autoplay></tv-player>`);
    await until(() => expect(playbackOf(el).status).to.equal('playing'), 20_000);
    const v = shown(el);
    let n = Math.floor((Date.now() / 1000 - 1800) / 2);
    while (n % 4 !== 3) n--;
    const seeks: number[] = [];
    const onSeeking = () => seeks.push(v.currentTime);
    v.addEventListener('seeking', onSeeking);
    v.currentTime = n * 2;
    await until(() => {
      expect(v.seeking).to.equal(false);
      expect(v.currentTime).to.be.above(n * 2 + 0.5);
    }, 20_000);
    // the sound is there 16 ms after the picture
    expect(ranges(v)[0]![0]).to.be.closeTo(n * 2 + 0.016, 0.002);
    // the gap guard (it looks every 250 ms) has had a second and a half of playback to move it
    await until(() => expect(v.currentTime).to.be.above(n * 2 + 2), 20_000);
    v.removeEventListener('seeking', onSeeking);
    expect(seeks, 'seeks').to.deep.equal([n * 2]);
    expect(v.paused).to.equal(false);
    expect(playbackOf(el).status).to.equal('playing');
    el.remove();
  });

  it('jumps a 4-second hole with the media after it buffered, and plays on without an error', async () => {
    try {
      const { el, v, from } = await playBeforeGap(8, 4);
      expect(v.currentTime).to.be.below(from);
      await until(() => expectHole(v, from, 4), 30_000);
      // the playhead goes over the hole and plays the media after it
      await until(() => expect(v.currentTime).to.be.above(from + 4 + 1), 30_000);
      expect(v.paused).to.equal(false);
      expect(playbackOf(el).status).to.equal('playing');
      expect(playbackOf(el).error).to.equal(null);
      expect(el.shadowRoot!.querySelector('[part="error"]')).to.equal(null);
      el.remove();
    } finally {
      await closeGap(8);
    }
  });
});
