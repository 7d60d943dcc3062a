// <tv-player>'s hidden players wait while the player shown seeks: a standby's load (manifest,
// licence, segments) asked for meanwhile shared the server, the connections and the main thread
// with the seek's segments (standby.ts shownSettled()), and so did the requests of a load already
// under way (their policy's wait()). A seek out of the buffer shows its wait and then its picture. A zap's player shown before goes when it is one too many, however late the zap's first
// frame. Against the reference backend's live streams.
import { expect, fixture, html } from '@open-wc/testing';
import { configure } from '../../core/config';
import './tv-player';
import { playbackOf, playerOf } from '../../../tests/helpers/player-state';
import { backendConfig, watchAs, until, streaming } from '../../../tests/helpers/env';
import { channelOnAirFor } from '../../../tests/helpers/on-air';
import { loadChannels } from '../../player/catalogue';
import { PlayerWrapper } from '../../player/wrapper';
import { standbyTimings } from '../../player/standby-policy';
import { chromeTimings } from '../../core/stores/player';

// every request of the page (shaka's too: its fetch plugin takes window.fetch when its chunk loads,
// after this), noted; one the test holds waits for its release. `answered`: the requests held and
// released whose answers have come (handed to the page)
const asked: string[] = [];
const answered: string[] = [];
let hold: ((url: string) => Promise<void> | null) | null = null;
const realFetch = window.fetch.bind(window);
window.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
  const u = String(input instanceof Request ? input.url : input);
  asked.push(u);
  const held = hold?.(u);
  if (!held) return realFetch(input, init);
  return held.then(() => realFetch(input, init)).then((r) => (answered.push(u), r));
}) as typeof fetch;

const videos = (el: Element) => [...el.shadowRoot!.querySelectorAll('video')];
const shown = (el: Element) => el.shadowRoot!.querySelector('video')!;
const frames = (v: HTMLVideoElement) => v.getVideoPlaybackQuality().totalVideoFrames;
/**
 * The standbys: hidden players holding a channel (not the spare, an empty one marked data-spare,
 * nor the empty <video> of a player let go, kept for the next one).
 */
const hidden = (el: Element) => videos(el).filter((v) => v !== shown(el) && !v.hasAttribute('data-spare') && streaming(v));
/**
 * The waits for a frame of `v` (the player shown) asked for from now on: each callback its
 * requestVideoFrameCallback() is given that it was not given before. The standby pool's wait for
 * the player shown to settle (standby-policy.ts shownSettled(), before a standby's load and each
 * request and answer of a hidden player) asks for one when it begins; the seek's own render hold
 * asks again with the same callback, so it counts once (shaka asks for one as it loads the video,
 * which the player shown does not here). `count()` the waits so far; `stop()` lets the video be.
 */
function frameWaits(v: HTMLVideoElement) {
  const seen = new Set<VideoFrameRequestCallback>();
  const real = v.requestVideoFrameCallback.bind(v);
  v.requestVideoFrameCallback = (cb: VideoFrameRequestCallback) => {
    seen.add(cb);
    return real(cb);
  };
  return { count: () => seen.size, stop: () => delete (v as Partial<HTMLVideoElement>).requestVideoFrameCallback };
}
/** The length of `asked` when `v` ends its seek (its 'seeked'): what was asked for after it is `asked.slice(n)`. */
function askedAtSeeked(v: HTMLVideoElement): () => number | null {
  let n: number | null = null;
  v.addEventListener('seeked', () => (n ??= asked.length), { once: true });
  return () => n;
}
/** A promise and the function that resolves it: what the test holds waits for it. */
function latch(): [Promise<void>, () => void] {
  let open = () => undefined as void;
  const p = new Promise<void>((r) => (open = r));
  return [p, open];
}
/** The number of the live segment (2 s each) 30 minutes back: a seek there leaves the buffer. */
const thirtyMinutesBack = () => Math.floor((Date.now() / 1000 - 1800) / 2);

/**
 * Channel 3 playing with its two hidden players ready, and a channel number other numbers go on
 * from ("1": 1 or 10-19): while it waits for another digit, its channel is loaded in a hidden player.
 */
async function playingWithHidden() {
  const el = await fixture(html`<tv-player channel-id="3" autoplay></tv-player>`);
  await until(() => expect(playbackOf(el).status).to.equal('playing'), 20_000);
  await until(() => {
    expect(hidden(el)).to.have.length(2);
    for (const v of hidden(el)) expect(v.readyState).to.be.at.least(2);
  }, 30_000);
  const line = await loadChannels();
  const numbers = line.map((c) => c.number);
  const typed = line.find((c) => c.number < 10 && numbers.some((x) => x !== c.number && String(x).startsWith(String(c.number))) &&
    c.subscribed !== false && !c.adult && ![2, 3, 4].includes(c.channel_id))!;
  expect(typed, 'a channel to type').to.exist;
  return { el, typed, typedDir: `/media/live/${typed.channel_id}/` };
}

describe('<tv-player> hidden players and the seek of the player shown', function () {
  this.timeout(90_000);
  // the hidden players wait for the seek however long a busy machine takes (the wait's limit is
  // not what these tests are about: each seek they hold is let go)
  const shownBusyMaxMs = standbyTimings.shownBusyMaxMs;
  after(() => {
    standbyTimings.shownBusyMaxMs = shownBusyMaxMs;
  });
  before(async () => {
    standbyTimings.shownBusyMaxMs = 600_000;
    configure(await backendConfig());
    await watchAs('anna@example.lt');
  });

  it('loads no hidden player while the player shown seeks out of its buffer; the load goes on once the seek is out', async () => {
    const { el, typed, typedDir } = await playingWithHidden();

    // the viewer seeks 30 min back (out of the buffer): the segment there is held
    const v = shown(el);
    const waits = frameWaits(v);
    const number = thirtyMinutesBack();
    const [gate, release] = latch();
    hold = (u) => (u.includes('/media/live/3/') && u.endsWith(`/${number}.m4s`) ? gate : null);
    const from = asked.length;
    v.currentTime = number * 2;
    await until(() => expect(asked.slice(from).some((u) => u.endsWith(`/${number}.m4s`)), 'the seek asks for its segment').to.equal(true));
    expect(v.seeking).to.equal(true);
    const seeked = askedAtSeeked(v);
    const before = waits.count();
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: String(typed.number), bubbles: true, composed: true, cancelable: true }));
    // the typed channel's load is due (the pool's want, at once for a number typed): it waits for
    // the player shown, which it asks a frame of
    await until(() => expect(waits.count(), 'the hidden players wait for the seek').to.be.above(before), 10_000);
    const ofTyped = (u: string) => new URL(u).pathname.startsWith(typedDir);
    expect(asked.slice(from).filter(ofTyped), 'the typed channel loaded during the seek').to.deep.equal([]);

    release();
    hold = null;
    await until(() => expect(seeked(), 'the seek is out').to.not.equal(null), 20_000);
    await until(() => expect(asked.slice(from).some((u) => new URL(u).pathname === `${typedDir}manifest.mpd`), 'the typed channel loaded after the seek').to.equal(true), 20_000);
    // nothing of it before the seek was out
    expect(asked.slice(from, seeked()!).filter(ofTyped), 'asked for before the seek was out').to.deep.equal([]);
    waits.stop();
    el.remove();
  });
  it("a hidden player's load under way asks for nothing more while the player shown seeks out of its buffer", async () => {
    const { el, typed, typedDir } = await playingWithHidden();
    // the typed channel's hidden load starts: its manifest is held
    const [manifestGate, releaseManifest] = latch();
    const number = thirtyMinutesBack();
    const [seekGate, releaseSeek] = latch();
    hold = (u) => {
      const path = new URL(u).pathname;
      if (path === `${typedDir}manifest.mpd`) return manifestGate;
      return u.includes('/media/live/3/') && u.endsWith(`/${number}.m4s`) ? seekGate : null;
    };
    const from = asked.length;
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: String(typed.number), bubbles: true, composed: true, cancelable: true }));
    await until(() => expect(asked.slice(from).some((u) => new URL(u).pathname === `${typedDir}manifest.mpd`), 'the typed channel loads').to.equal(true), 10_000);
    // the viewer seeks 30 min back meanwhile; then the typed channel's manifest answers
    const v = shown(el);
    const waits = frameWaits(v);
    v.currentTime = number * 2;
    expect(v.seeking).to.equal(true);
    const seeked = askedAtSeeked(v);
    const before = waits.count();
    const answers = answered.length;
    releaseManifest();
    // the answer reaches the typed channel's player, which waits for the player shown with it
    await until(() => {
      expect(answered.slice(answers).some((u) => new URL(u).pathname === `${typedDir}manifest.mpd`), 'the manifest answered').to.equal(true);
      expect(waits.count(), 'the hidden player waits for the seek').to.be.above(before);
    }, 10_000);
    const more = (u: string) => (new URL(u).pathname.startsWith(typedDir) && !u.endsWith('manifest.mpd')) || u.includes(`ch_id=${typed.channel_id}`);
    expect(asked.slice(from).filter(more), "the typed channel's segments or licence asked for during the seek").to.deep.equal([]);
    releaseSeek();
    hold = null;
    await until(() => expect(seeked(), 'the seek is out').to.not.equal(null), 20_000);
    await until(() => expect(asked.slice(from).some((u) => new URL(u).pathname.startsWith(typedDir) && u.endsWith('.m4s')), 'the typed channel goes on after the seek').to.equal(true), 20_000);
    // and none of them before the seek was out
    expect(asked.slice(from, seeked()!).filter(more), 'asked for before the seek was out').to.deep.equal([]);
    waits.stop();
    el.remove();
  });

  it("a hidden player's answers wait too while the player shown seeks out of its buffer: nothing of it is appended before the seek is out", async () => {
    const { el, typed, typedDir } = await playingWithHidden();
    // the typed channel's hidden load asks for its first segments (video and sound); their answers
    // are held until the player shown seeks (its own segment held too)
    const [typedGate, releaseTyped] = latch();
    const number = thirtyMinutesBack();
    const [seekGate, releaseSeek] = latch();
    hold = (u) => {
      if (new URL(u).pathname.startsWith(typedDir) && u.endsWith('.m4s')) return typedGate;
      return u.includes('/media/live/3/') && u.endsWith(`/${number}.m4s`) ? seekGate : null;
    };
    const from = asked.length;
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: String(typed.number), bubbles: true, composed: true, cancelable: true }));
    await until(() => expect(asked.slice(from).filter((u) => new URL(u).pathname.startsWith(typedDir) && u.endsWith('.m4s')), 'its video and sound segments asked for').to.have.length.of.at.least(2), 10_000);
    const loading = videos(el).filter((v) => v !== shown(el) && !v.hasAttribute('data-spare') && v.readyState < 2);
    expect(loading, 'the typed channel\'s player, loading').to.have.length(1);
    const v = shown(el);
    const waits = frameWaits(v);
    v.currentTime = number * 2;
    expect(v.seeking).to.equal(true);
    // the typed channel's picture when the seek is out (its 'seeked')
    let atSeeked: number | null = null;
    v.addEventListener('seeked', () => (atSeeked ??= loading[0]!.readyState), { once: true });
    const before = waits.count();
    const answers = answered.length;
    releaseTyped();
    // the answers reach the typed channel's player, which waits for the player shown with them
    await until(() => {
      expect(answered.slice(answers).filter((u) => new URL(u).pathname.startsWith(typedDir)), 'its segments answered').to.have.length.of.at.least(2);
      expect(waits.count(), 'the hidden player waits for the seek').to.be.above(before);
    }, 10_000);
    expect(loading[0]!.readyState, 'the typed channel\'s picture during the seek').to.be.below(2);
    releaseSeek();
    hold = null;
    await until(() => expect(atSeeked, 'the seek is out').to.not.equal(null), 20_000);
    expect(atSeeked, 'the typed channel\'s picture when the seek was out').to.be.below(2);
    await until(() => expect(loading[0]!.readyState, 'the typed channel\'s picture after the seek').to.be.at.least(2), 20_000);
    waits.stop();
    el.remove();
  });

  it('a zap on the spare player whose first frame comes after its new standbys were asked for keeps two standbys: the player shown before goes', async () => {
    const { el } = await playingWithHidden();
    const before = shown(el);
    // a channel whose neighbours (and itself) are none of those held now: the player of channel 3 is not wanted after the zap
    const line = (await loadChannels()).filter((c) => c.subscribed !== false);
    const near = [2, 3, 4];
    const i = line.findIndex((c, k) => k > 0 && k < line.length - 1 && !c.adult && [line[k - 1]!, c, line[k + 1]!].every((x) => !near.includes(x.channel_id)));
    expect(i, 'a channel far from 3').to.be.above(0);
    const target = line[i]!;
    // the zap loads on the spare player, slowly (its segments wait), and its frames are not
    // reported (as on a busy machine): the programme list and the new standbys are asked for after
    // a while without a frame (chromeTimings.programmesWaitMs from the zap, shortened here: the test
    // is not about its length), before the player shown before is taken back (2 s after the load,
    // without a frame)
    const next = videos(el).find((v) => v.hasAttribute('data-spare'))!;
    expect(next, 'the spare player').to.exist;
    next.requestVideoFrameCallback = () => 0;
    const [gate, release] = latch();
    hold = (u) => (new URL(u).pathname.startsWith(`/media/live/${target.channel_id}/`) && u.endsWith('.m4s') ? gate : null);
    const { programmesWaitMs } = chromeTimings;
    chromeTimings.programmesWaitMs = 100;
    try {
      document.dispatchEvent(new CustomEvent('tvplayrequest', { detail: { channelId: target.channel_id, mode: 'live' }, bubbles: true, composed: true }));
      await until(() => expect(shown(el)).to.equal(next), 10_000);
      // its segments wait until the zap has gone that while without a frame: its programme is shown then
      await until(() => expect(playerOf(el).epg?.channel_id, "the zap's programme").to.equal(target.channel_id), 10_000);
    } finally {
      chromeTimings.programmesWaitMs = programmesWaitMs;
      release();
      hold = null;
    }
    await until(() => expect(playbackOf(el).status).to.equal('playing'), 20_000);
    // (its frames still unreported) the player shown before is taken back after the new standbys,
    // and goes: two standbys, neither of them the player shown before
    await until(() => {
      const seen = videos(el).map((v) => `${v === shown(el) ? 'shown' : v === before ? 'before' : v.hasAttribute('data-spare') ? 'spare' : 'hidden'} ${v.readyState}`).join(', ');
      expect(hidden(el), seen).to.not.include(before);
      expect(hidden(el), seen).to.have.length(2);
      for (const v of hidden(el)) expect(v.readyState, seen).to.be.at.least(2);
    }, 30_000);
    delete (next as Partial<HTMLVideoElement>).requestVideoFrameCallback;
    el.remove();
  });

  it('the neighbours wanted again while a hidden player is being made get one player each: the one made for the first want is the spare', async () => {
    // the hidden players' making (shaka's player, its MediaSource) waits for the test
    const [gate, open] = latch();
    const real = PlayerWrapper.create;
    /** The <video> of each hidden player made, in the order they were asked for. */
    const made: HTMLVideoElement[] = [];
    PlayerWrapper.create = async (...args: Parameters<typeof real>) => {
      if (args[2]) {
        made.push(args[0]);
        await gate;
      }
      return real.apply(PlayerWrapper, args);
    };
    try {
      const el = await fixture(html`<tv-player channel-id="3" autoplay></tv-player>`);
      await until(() => expect(playbackOf(el).status).to.equal('playing'), 20_000);
      await until(() => expect(made, 'the first standby being made').to.have.length(1), 10_000);
      // a channel order with the same neighbours (2 and 4): they are wanted again
      el.setAttribute('channel-order', '2,3,4');
      await until(() => expect(made, 'a standby made for the second want').to.have.length(2), 10_000);
      open();
      const seen = () => videos(el).map((v) => `${v === shown(el) ? 'shown' : v.hasAttribute('data-spare') ? 'spare' : 'hidden'} ${v.readyState}`).join(', ');
      // the one made for the first want is the spare, holding nothing (were it loaded too, a third
      // one held a channel for as long as the page was open)
      await until(() => {
        expect(hidden(el), seen()).to.have.length(2);
        for (const v of hidden(el)) expect(v.readyState, seen()).to.be.at.least(2);
        const spares = videos(el).filter((v) => v.hasAttribute('data-spare'));
        expect(spares, seen()).to.have.length(1);
        expect(spares[0] === made[0], `${seen()}: the spare is the first one made`).to.equal(true);
      }, 30_000);
      expect(hidden(el), seen()).to.not.include(made[0]);
      el.remove();
    } finally {
      open();
      PlayerWrapper.create = real;
    }
  });

  it('a seek out of the buffer shows the element waiting for its segments, then the picture at the new position', async () => {
    try {
      const ch = await channelOnAirFor(300);
      const el = await fixture(html`<tv-player channel-id=${ch} autoplay></tv-player>`);
      await until(() => expect(playbackOf(el).status).to.equal('playing'), 20_000);
      const v = shown(el);
      await until(() => expect(v.currentTime - playbackOf(el).seekStart).to.be.greaterThan(300), 30_000);
      const live = Math.floor(Date.now() / 2000);
      // every segment of the channel more than 30 s behind the live edge waits
      const [gate, release] = latch();
      hold = (u) => {
        const m = u.includes(`/media/live/${ch}/`) ? /\/(\d+)\.m4s$/.exec(u) : null;
        return m && Number(m[1]) < live - 15 ? gate : null;
      };
      const slider = el.shadowRoot!.querySelector<HTMLElement>('[role=slider]')!;
      const spinner = () => el.shadowRoot!.querySelector('[part=spinner]');
      expect(spinner()).to.equal(null);
      slider.dispatchEvent(new KeyboardEvent('keydown', { key: 'PageDown', bubbles: true, composed: true }));
      const target = playbackOf(el).position;
      // the seek waits for its segments, and the element says so
      await until(() => expect(playbackOf(el).status, 'the seek waits for its segments').to.equal('buffering'), 10_000);
      await until(() => expect(spinner(), 'the spinner while the seek waits').to.not.equal(null), 10_000);
      expect(v.seeking).to.equal(true);
      release();
      hold = null;
      await until(() => expect(v.seeking).to.equal(false), 20_000);
      // the picture is out: the seek bar at the new position, no spinner
      await until(() => {
        const now = Number(slider.getAttribute('aria-valuenow'));
        expect(Math.abs(now - playbackOf(el).position), `seek bar at ${now}`).to.be.below(5);
        expect(Math.abs(now - target), `seek bar at ${now}, the seek to ${target}`).to.be.below(10);
        expect(spinner()).to.equal(null);
      }, 10_000);
      el.remove();
    } finally {
      hold = null;
    }
  });
  it('a seek out of the buffer made while another one waits for its segments plays from its own position', async () => {
    const ch = await channelOnAirFor(300);
    const el = await fixture(html`<tv-player channel-id=${ch} autoplay></tv-player>`);
    await until(() => expect(playbackOf(el).status).to.equal('playing'), 20_000);
    const v = shown(el);
    // the first seek, 2.5 min back (out of the buffer), waits for its segments until the end
    const first = Math.floor((Date.now() / 1000 - 150) / 2);
    const [gate, release] = latch();
    hold = (u) => (u.includes(`/media/live/${ch}/`) && u.endsWith(`/${first}.m4s`) ? gate : null);
    try {
      v.currentTime = first * 2;
      await until(() => expect(v.readyState, 'the picture waits for the first seek').to.be.below(HTMLMediaElement.HAVE_CURRENT_DATA), 10_000);
      // the viewer goes a minute further back meanwhile (the seek bar's PageDown, from where the
      // first seek went)
      await until(() => expect(Math.abs(playbackOf(el).position - first * 2), 'the stores at the first seek').to.be.below(2), 10_000);
      const slider = el.shadowRoot!.querySelector<HTMLElement>('[role=slider]')!;
      slider.dispatchEvent(new KeyboardEvent('keydown', { key: 'PageDown', bubbles: true, composed: true }));
      const second = v.currentTime;
      expect(first * 2 - second, `the second seek went to ${second}, the first to ${first * 2}`).to.be.within(56, 64);
      // its picture comes while the first seek's segment is still held
      await until(() => expect(v.seeking, 'the second seek ends').to.equal(false), 20_000);
      const f = frames(v);
      await until(() => expect(frames(v)).to.be.greaterThan(f + 5), 20_000);
      expect(Math.abs(v.currentTime - second), `playing at ${v.currentTime}, the second seek to ${second}`).to.be.below(10);
      expect(playbackOf(el).error).to.equal(null);
    } finally {
      hold = null;
      release();
      el.remove();
    }
  });
});
