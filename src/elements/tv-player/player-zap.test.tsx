// <tv-player>'s fast zapping: the neighbouring channels wait in hidden, paused, muted players and a
// channel change shows one of them (against the reference backend's live streams).
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { configure } from '../../core/config';
import './tv-player';
import { playbackOf, playerOf } from '../../../tests/helpers/player-state';
import { standbyRefresh, standbyTimings } from '../../player/standby';
import { backendConfig, watchAs, testEnv, until, streaming } from '../../../tests/helpers/env';
import { msg } from '../../../tests/helpers/messages';
import type { MessageKey } from '../../core/i18n';
import { loadChannels, loadProgrammes, programmeIndexAt } from '../../player/catalogue';
import { $epgSelection } from '../../core/stores/epg';
import { digitTimings } from './keys';

const videos = (el: Element) => [...el.shadowRoot!.querySelectorAll('video')];
/** The video the viewer sees: the first one, with part="video" and not hidden. */
const shown = (el: Element) => el.shadowRoot!.querySelector('video')!;
/** Until the picture shown has played on `s` seconds: proof that that much time passed. */
async function playedOn(el: Element, s: number): Promise<void> {
  const v = shown(el);
  const at = v.currentTime;
  await until(() => expect(v.currentTime).to.be.above(at + s), 20_000);
}
/** The standbys: hidden players holding a channel (not the spare, an empty one marked data-spare). */
const hidden = (el: Element) => videos(el).filter((v) => v !== shown(el) && !v.hasAttribute('data-spare'));
const spare = (el: Element) => videos(el).find((v) => v !== shown(el) && v.hasAttribute('data-spare'));
/** The control-bar button labelled (aria-label) with the message `key`. */
const button = (el: Element, key: MessageKey) => [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.getAttribute('aria-label') === msg(key));
const frames = (v: HTMLVideoElement) => v.getVideoPlaybackQuality().totalVideoFrames;
/** Requests for `path` that started between `from` and `to` (performance.now() times), as their start times. */
const askedBetween = (path: string, from: number, to: number) =>
  performance.getEntriesByType('resource').filter((e) => new URL(e.name).pathname === path && e.startTime >= from && e.startTime <= to).map((e) => Math.round(e.startTime));
const requested = (path: string) => performance.getEntriesByType('resource').some((e) => new URL(e.name).pathname.endsWith(path));

/** What a hidden player holds (for the message of a failed wait). */
const describeVideo = (v: HTMLVideoElement) => {
  const b = v.buffered;
  const ranges = Array.from({ length: b.length }, (_, i) => `${b.start(i).toFixed(2)}-${b.end(i).toFixed(2)}`).join(' ');
  return `readyState ${v.readyState}, at ${v.currentTime.toFixed(2)}, seeking ${v.seeking}, buffered [${ranges}]`;
};

/** Waits until both hidden players have their first frame. */
const standbysReady = (el: Element) =>
  until(() => {
    expect(hidden(el)).to.have.length(2);
    for (const v of hidden(el)) expect(v.readyState, describeVideo(v)).to.be.at.least(2);
  }, 30_000);

/**
 * A player of channel 3 playing, its two neighbours ready in hidden players (resource timings cleared
 * first). `digitWaitMs`: how long its typed numbers wait for a next digit (read when it is made).
 */
async function playingWithStandbys(digitWaitMs = digitTimings.waitMs): Promise<Element> {
  performance.clearResourceTimings();
  const wait = digitTimings.waitMs;
  digitTimings.waitMs = digitWaitMs;
  try {
    const el = await fixture(html`<tv-player channel-id="3" autoplay></tv-player>`);
    await until(() => expect(playbackOf(el).status).to.equal('playing'), 20_000);
    await standbysReady(el);
    return el;
  } finally {
    digitTimings.waitMs = wait;
  }
}

/** Makes the live manifest of channel `id` answer `status` (0: normal again). */
async function manifestFault(id: number, status: number): Promise<void> {
  const { backend } = await testEnv();
  const r = await fetch(`${backend}/__test/media/fault`, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: `channel_id=${id}&status=${status}` });
  expect(r.status).to.equal(200);
}

/** Hidden players that have their first frame and stay silent and still. */
function expectStandby(v: HTMLVideoElement): void {
  expect(v.paused).to.equal(true);
  expect(v.muted).to.equal(true);
  expect(getComputedStyle(v).visibility).to.equal('hidden');
  expect(v.getAttribute('aria-hidden')).to.equal('true');
  expect(v.hasAttribute('part')).to.equal(false);
}

describe('<tv-player> fast zapping', function () {
  this.timeout(90_000);
  before(async () => {
    performance.setResourceTimingBufferSize(100_000); // (250 by default: segment requests fill it)
    configure(await backendConfig());
    await watchAs('anna@example.lt');
  });

  it('has no hidden player before something plays', async () => {
    const el = await fixture(html`<tv-player channel-id="3"></tv-player>`);
    await until(() => expect(el.shadowRoot!.querySelector('.start')).to.exist);
    expect(videos(el)).to.have.length(1);
  });

  it('keeps the next and previous channels ready in hidden, paused, muted players and zaps by showing one', async () => {
    const el = await fixture(html`<tv-player channel-id="3" autoplay></tv-player>`);
    await until(() => expect(playbackOf(el).status).to.equal('playing'), 20_000);
    const first = shown(el);
    await until(() => {
      expect(hidden(el)).to.have.length(2);
      for (const v of hidden(el)) expect(v.readyState).to.be.at.least(2); // first frame decoded
    }, 30_000);
    for (const v of hidden(el)) expectStandby(v);
    expect(requested('/media/live/4/manifest.mpd')).to.equal(true);
    expect(first.getAttribute('part')).to.equal('video');

    const before = new Set(hidden(el));
    const changed = oneEvent(el, 'tvchannelchange');
    button(el, 'player.channel_up')!.click();
    expect(((await changed) as CustomEvent<{ channelId: number }>).detail.channelId).to.equal(4);
    // the viewer now sees the player that held channel 4, with sound; the old one is hidden and still
    await until(() => expect(before.has(shown(el))).to.equal(true));
    const now = shown(el);
    expect(now.getAttribute('part')).to.equal('video');
    expect(getComputedStyle(now).visibility).to.equal('visible');
    await until(() => expect(now.paused).to.equal(false), 20_000);
    expect(now.muted).to.equal(false);
    expect(now.volume).to.equal(0.5);
    const f = frames(now);
    await until(() => expect(frames(now)).to.be.greaterThan(f + 5), 20_000);
    await until(() => expect(playbackOf(el).status).to.equal('playing'), 20_000);
    expect(playbackOf(el).error).to.equal(null);
    await until(() => expectStandby(first));
    // the control bar drives the player now shown
    button(el, 'player.pause')!.click();
    await until(() => expect(now.paused).to.equal(true));
    await until(() => expect(button(el, 'player.play')).to.exist);
    button(el, 'player.play')!.click();
    await until(() => expect(now.paused).to.equal(false));
    await until(() => expect(button(el, 'player.mute')).to.exist);
    button(el, 'player.mute')!.click();
    await until(() => expect(now.muted).to.equal(true));
    await until(() => expect(button(el, 'player.unmute')).to.exist);
    button(el, 'player.unmute')!.click();
    await until(() => expect(now.muted).to.equal(false));
    expect(first.muted).to.equal(true);

    // zapping on never makes more than two hidden players
    button(el, 'player.channel_up')!.click();
    await until(() => expect(playerOf(el).channel_id).to.not.equal(4), 20_000);
    button(el, 'player.channel_down')!.click();
    await until(() => expect(playerOf(el).channel_id).to.equal(4), 20_000);
    await until(() => expect(playbackOf(el).status).to.equal('playing'), 20_000);
    await until(() => {
      expect(hidden(el)).to.have.length(2);
      for (const v of hidden(el)) expect(v.readyState).to.be.at.least(2);
    }, 30_000);
    // (and one empty spare at most)
    expect(videos(el).filter((v) => !v.hasAttribute('data-spare'))).to.have.length(3);
    expect(videos(el).length).to.be.at.most(4);
    for (const v of hidden(el)) expectStandby(v);

    // from start loads the programme on the player shown, and Live comes back
    const shownNow = shown(el);
    await until(() => expect(playerOf(el).epg).to.not.equal(null), 20_000);
    await until(() => expect(button(el, 'player.from_start')?.disabled).to.equal(false));
    button(el, 'player.from_start')!.click();
    await until(() => expect(playbackOf(el).mode).to.equal('startover'), 20_000);
    await until(() => expect(playbackOf(el).status).to.equal('playing'), 20_000);
    expect(shown(el) === shownNow).to.equal(true);
    await until(() => expect(shownNow.paused).to.equal(false), 20_000);
    const fs = frames(shownNow);
    await until(() => expect(frames(shownNow)).to.be.greaterThan(fs + 5), 20_000);

    // the hidden players go with the element: no video keeps a stream
    const all = videos(el);
    el.remove();
    await until(() => {
      for (const v of all) expect(streaming(v)).to.equal(false);
    }, 20_000);
  });

  it('loads a channel no standby holds on the empty spare player: the picture shown is not torn down first, and the frame around it shows the new channel while its picture loads', async () => {
    const el = await fixture(html`<tv-player channel-id="3" autoplay></tv-player>`);
    await until(() => expect(playbackOf(el).status).to.equal('playing'), 20_000);
    await standbysReady(el);
    await until(() => expect(!!spare(el)).to.equal(true), 30_000);
    const name = (await loadChannels()).find((c) => c.channel_id === 9)!.name;
    const old = shown(el);
    const s = spare(el)!;
    // the spare holds nothing and fetches nothing
    expect([s.readyState, s.paused, s.muted, getComputedStyle(s).visibility]).to.deep.equal([0, true, true, 'hidden']);
    const info = () => el.shadowRoot!.querySelector('[part="info"] .name')?.textContent;
    let emptied = false;
    old.addEventListener('emptied', () => (emptied = true));
    // the new picture's first frame: what the frame showed then
    let atFirstFrame: string | null | undefined = null;
    let emptiedBefore: boolean | null = null;
    s.requestVideoFrameCallback(() => {
      atFirstFrame = info();
      emptiedBefore = emptied;
    });
    // the channel's programme list answers only when the test says so
    let answerList!: () => void;
    const listHeld = new Promise<void>((r) => (answerList = r));
    let listAsked = false;
    const real = window.fetch;
    window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
      if (!/\/epggrid\/channels\/9\//.test(String(input instanceof Request ? input.url : input))) return real(input, init);
      listAsked = true;
      return listHeld.then(() => real(input, init));
    };
    try {
      document.dispatchEvent(new CustomEvent('tvplayrequest', { detail: { channelId: 9, mode: 'live' }, bubbles: true, composed: true }));
      await until(() => expect(shown(el) === s, 'the spare shown').to.equal(true), 20_000);
      expect(s.hasAttribute('data-spare')).to.equal(false);
      await until(() => expect(atFirstFrame).to.not.equal(null), 20_000);
      expect(atFirstFrame, 'the name shown at the new picture\'s first frame').to.equal(name);
      expect(emptiedBefore, 'the old picture torn down before the new one was out').to.equal(false);
      // the programme list is asked for once the new picture is out; no programme of the channel
      // before beside the new channel's name meanwhile
      await until(() => expect(listAsked, 'the programme list asked for').to.equal(true), 20_000);
      expect(el.shadowRoot!.querySelector('[part="info"] .title'), 'the programme of the channel before').to.equal(null);
    } finally {
      answerList();
      window.fetch = real;
    }
    await until(() => expect(el.shadowRoot!.querySelector('[part="info"] .title')).to.not.equal(null), 20_000);
    expect(playerOf(el).channel_id).to.equal(9);
    await until(() => expect(playbackOf(el).status).to.equal('playing'), 20_000);
    const f = frames(s);
    await until(() => expect(frames(s)).to.be.greaterThan(f + 5), 20_000);
    expect(s.muted).to.equal(false);
    // the player shown before is hidden and silent; a new spare waits again (the one left over)
    await until(() => expectStandby(old));
    await until(() => expect(!!spare(el)).to.equal(true), 30_000);
    expect(spare(el) === s).to.equal(false);
    el.remove();
  });

  it('with the spare switched off (config().player.spare), keeps no empty player and loads a channel no standby holds on the player shown', async () => {
    const env = await backendConfig();
    configure({ ...env, player: { idleShaka: true, spare: false, standbysWait: true } });
    try {
      const el = await fixture(html`<tv-player channel-id="3" autoplay></tv-player>`);
      await until(() => expect(playbackOf(el).status).to.equal('playing'), 20_000);
      await standbysReady(el);
      const old = shown(el);
      document.dispatchEvent(new CustomEvent('tvplayrequest', { detail: { channelId: 9, mode: 'live' }, bubbles: true, composed: true }));
      await until(() => expect(playerOf(el).channel_id).to.equal(9), 20_000);
      await until(() => expect(playbackOf(el).status).to.equal('playing'), 20_000);
      const f = frames(old);
      await until(() => expect(frames(old)).to.be.greaterThan(f + 5), 20_000);
      expect(shown(el) === old, 'the picture of channel 9 on the player shown before').to.equal(true);
      expect(videos(el).filter((v) => v.hasAttribute('data-spare')), 'an empty spare').to.have.length(0);
      el.remove();
    } finally {
      configure(env);
    }
  });

  it('with a channel order (the guide filtered to a genre) keeps the neighbours of that order ready, and zaps through it', async () => {
    performance.clearResourceTimings();
    // news: channels 1, 3, 6 and 7 (the full line-up's neighbours of 3 are 2 and 4)
    const el = await fixture(html`<tv-player channel-id="3" channel-order="1,3,6,7" autoplay></tv-player>`);
    await until(() => expect(playbackOf(el).status).to.equal('playing'), 20_000);
    await standbysReady(el);
    for (const v of hidden(el)) expectStandby(v);
    expect(['1', '6', '2', '4'].map((c) => requested(`/media/live/${c}/manifest.mpd`))).to.deep.equal([true, true, false, false]);
    const before = new Set(hidden(el));
    button(el, 'player.channel_up')!.click();
    await until(() => expect(playerOf(el).channel_id).to.equal(6), 20_000);
    // shown from a waiting player, not loaded afresh
    expect(before.has(shown(el))).to.equal(true);
    await until(() => expect(playbackOf(el).status).to.equal('playing'), 20_000);
    el.remove();
  });

  it('number keys: a number other numbers go on from loads its channel in a hidden player while the viewer types, and OK shows that player; one no number goes on from is tuned at once', async () => {
    // the typed number waits for OK however long its hidden player takes on a busy machine (with the
    // 1.5 s wait it was tuned on its own before OK, and the player shown was not one that waited)
    const el = await playingWithStandbys(60_000);
    const line = await loadChannels();
    const numbers = line.map((c) => c.number);
    const goesOn = (n: number) => numbers.some((x) => x !== n && String(x).startsWith(String(n)));
    const watchable = line.filter((c) => c.subscribed !== false && !c.adult && ![2, 3, 4].includes(c.channel_id));
    // "1" (1 or 10-19): it waits for another digit; its channel is loaded meanwhile
    const typed = watchable.find((c) => c.number < 10 && goesOn(c.number))!;
    const atOnce = watchable.find((c) => c.number >= 10 && !goesOn(c.number) && String(c.number)[0] !== String(typed.number))!;
    expect([typed, atOnce].every(Boolean), 'channels to type').to.equal(true);
    const key = (k: string) => document.body.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, composed: true, cancelable: true }));
    const digitsShown: string[] = [];
    const seen = new MutationObserver(() => {
      const d = el.shadowRoot!.querySelector('.digits')?.textContent;
      if (d && digitsShown[digitsShown.length - 1] !== d) digitsShown.push(d);
    });
    seen.observe(el.shadowRoot!, { subtree: true, childList: true, characterData: true });
    const manifest = `/media/live/${typed.channel_id}/manifest.mpd`;
    key(String(typed.number));
    await until(() => expect(el.shadowRoot!.querySelector('.digits')?.textContent).to.equal(msg('player.channel_number', { digits: String(typed.number) })));
    await until(() => expect(requested(manifest), 'the typed channel loaded ahead').to.equal(true), 20_000);
    await standbysReady(el);
    const waiting = new Set(hidden(el));
    // OK tunes it: the number still waits, the channel shown is still the one before
    expect([el.shadowRoot!.querySelector('.digits')?.textContent, playerOf(el).channel_id]).to.deep.equal([msg('player.channel_number', { digits: String(typed.number) }), 3]);
    const okAt = performance.now();
    key('Enter');
    await until(() => expect(playerOf(el).channel_id).to.equal(typed.channel_id), 20_000);
    const shownAt = performance.now();
    // shown from the player that waited: no load, its manifest not asked for again (by the zap:
    // the hidden player's own refresh of its live manifest, every 30 s, may fall anywhere else)
    expect(waiting.has(shown(el)), 'the typed channel shown from a hidden player').to.equal(true);
    await until(() => expect(playbackOf(el).status).to.equal('playing'), 20_000);
    expect(askedBetween(manifest, okAt, shownAt), 'its manifest asked for by the zap').to.deep.equal([]);
    await until(() => expect(el.shadowRoot!.querySelector('.digits')).to.equal(null));

    // a number nothing goes on from ("12" of 1-45): tuned on its last digit, never shown waiting
    digitsShown.length = 0;
    const [first, ...rest] = String(atOnce.number);
    key(first!);
    for (const d of rest) key(d);
    await until(() => expect(playerOf(el).channel_id).to.equal(atOnce.channel_id), 20_000);
    seen.disconnect();
    expect(digitsShown.map((d) => d.replace(/\D/g, '')), 'the numbers shown waiting').to.not.include(String(atOnce.number));
    await until(() => expect(playbackOf(el).status).to.equal('playing'), 20_000);
    el.remove();
  });

  it('a programme on air on another channel, focused in the guide, has its channel wait live in a hidden player: Watch live shows that player', async () => {
    const el = await playingWithStandbys();
    const target = (await loadChannels()).find((c) => c.subscribed !== false && !c.adult && c.number > 12)!;
    const t = Date.now() / 1000;
    const list = await loadProgrammes(target.channel_id, t);
    const p = list[programmeIndexAt(list, t)]!;
    expect(p, 'a programme on air').to.exist;
    const manifest = `/media/live/${target.channel_id}/manifest.mpd`;
    expect(requested(manifest)).to.equal(false);
    try {
      // what the guide sets once its focus rests on the programme
      $epgSelection.setKey('focused', { id: p.id, channelId: target.channel_id, start: p.start * 1000, end: p.stop * 1000, title: p.title ?? '' });
      await until(() => expect(requested(manifest), 'the focused programme\'s channel loaded').to.equal(true), 20_000);
      await standbysReady(el);
      const waiting = new Set(hidden(el));
      // what the frame around the picture showed at the new picture's first frame
      const info = () => el.shadowRoot!.querySelector('[part="info"] .name')?.textContent;
      let atFirstFrame: string | null | undefined = null;
      for (const v of waiting) {
        const step = () => {
          if (shown(el) === v && !v.paused) atFirstFrame = info();
          else v.requestVideoFrameCallback(step);
        };
        v.requestVideoFrameCallback(step);
      }
      // the guide's "Watch live"
      const watchAt = performance.now();
      document.dispatchEvent(new CustomEvent('tvplayrequest', { detail: { channelId: target.channel_id, epgId: p.id, start: p.start, stop: p.stop, mode: 'live' }, bubbles: true, composed: true }));
      await until(() => expect(playerOf(el).channel_id).to.equal(target.channel_id), 20_000);
      const shownAt = performance.now();
      await until(() => expect(waiting.has(shown(el)), 'shown from the hidden player').to.equal(true), 20_000);
      await until(() => expect(playbackOf(el).status).to.equal('playing'), 20_000);
      expect(askedBetween(manifest, watchAt, shownAt), 'its manifest asked for by the zap').to.deep.equal([]);
      // shown at once, as a channel up: the new picture with the new channel's name
      await until(() => expect(atFirstFrame).to.not.equal(null), 20_000);
      expect(atFirstFrame, 'the name shown at the new picture\'s first frame').to.equal(target.name);
      expect(playbackOf(el).mode).to.equal('live');
      expect(playerOf(el).epg?.id).to.equal(p.id);
    } finally {
      $epgSelection.setKey('focused', null);
      el.remove();
    }
  });

  it('lets the hidden players go while the page is hidden, and brings them back when it is shown', async () => {
    const el = await fixture(html`<tv-player channel-id="3" autoplay></tv-player>`);
    await until(() => expect(playbackOf(el).status).to.equal('playing'), 20_000);
    const ready = () => standbysReady(el);
    await ready();
    const standbySegments = (since: number) =>
      performance
        .getEntriesByType('resource')
        .filter((e) => e.startTime > since && /\/media\/live\/[24]\/.*\.m4s$/.test(new URL(e.name).pathname))
        .map((e) => `${new URL(e.name).pathname} at ${Math.round(e.startTime)}`);
    // while they wait they fetch nothing but, rarely, the segment of the live start: over the time the
    // channel shown fetches 8 video segments (16 s), the two fetch at most one refresh each (one every
    // standbyRefresh.ms = 20 s). Before, each kept up with the live edge: 16.
    const shownVideo = (since: number) =>
      performance.getEntriesByType('resource').filter((e) => e.startTime > since && /\/media\/live\/3\/v[^/]*\/\d+\.m4s$/.test(new URL(e.name).pathname)).length;
    const t0 = performance.now();
    await until(() => expect(shownVideo(t0)).to.be.at.least(8), 40_000);
    // (segments by channel and number: video, audio and subtitles of one refresh share a number)
    const fetched = new Set(standbySegments(t0).map((x) => x.replace(/^\/media\/live\/(\d+)\/[^/]+\/(\d+)\.m4s at .*$/, '$1:$2')));
    expect([...fetched].length, standbySegments(t0).join(', ')).to.be.at.most(2);
    // and they do keep up, rarely: each fetches the segment of the new live start once the old one
    // is left behind (here with no wait between refreshes)
    const { ms } = standbyRefresh;
    standbyRefresh.ms = 0;
    try {
      const t2 = performance.now();
      const refreshed = (ch: number) => standbySegments(t2).some((x) => x.startsWith(`/media/live/${ch}/`));
      await until(() => expect(refreshed(2) && refreshed(4)).to.equal(true), 20_000);
    } finally {
      standbyRefresh.ms = ms;
    }
    // a refresh that began just before may still be loading its segment (readyState 1 until then);
    // with the usual period no other begins for 20 s
    await ready();

    const { hiddenMs } = standbyTimings;
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
    try {
      // a quick look at another tab keeps them (the channel watched plays on meanwhile)
      await playedOn(el, 2);
      for (const v of hidden(el)) expect(streaming(v)).to.equal(true);
      // (a standby following the live edge inside its buffer seeks: readyState is 1 until the
      // frame there is decoded, so wait for it rather than sample one moment)
      await until(() => {
        for (const v of hidden(el)) expect(v.readyState).to.be.at.least(2);
      });
      // a longer absence lets them go: no stream, no more downloads; the channel watched plays on.
      // (Its length is standbyTimings.hiddenMs: the page is shown and hidden again with none, so the
      // test does not sit out the real one.)
      delete (document as unknown as Record<string, unknown>)['visibilityState'];
      document.dispatchEvent(new Event('visibilitychange'));
      standbyTimings.hiddenMs = 0;
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
      document.dispatchEvent(new Event('visibilitychange'));
      await until(() => {
        for (const v of hidden(el)) expect(streaming(v)).to.equal(false);
      }, 20_000);
      // (a request begun as they were let go ends meanwhile: the shown channel fetches one more)
      const t3 = performance.now();
      await until(() => expect(shownVideo(t3)).to.be.at.least(1), 20_000);
      // over the time the channel shown fetches two video segments (4 s), none of theirs
      const t1 = performance.now();
      await until(() => expect(shownVideo(t1)).to.be.at.least(2), 20_000);
      expect(standbySegments(t1), `since ${Math.round(t1)}`).to.deep.equal([]);
      expect(shown(el).paused).to.equal(false);
      expect(streaming(shown(el))).to.equal(true);
    } finally {
      standbyTimings.hiddenMs = hiddenMs;
      delete (document as unknown as Record<string, unknown>)['visibilityState'];
      document.dispatchEvent(new Event('visibilitychange'));
    }
    await ready();
    for (const v of hidden(el)) expectStandby(v);
    // a zap shows one of them again
    const before = new Set(hidden(el));
    button(el, 'player.channel_up')!.click();
    await until(() => expect(before.has(shown(el))).to.equal(true));
    await until(() => expect(playbackOf(el).status).to.equal('playing'), 20_000);
    el.remove();
  });

  it('lets the hidden players go while the viewer pauses, and brings them back on play', async () => {
    const { pausedMs } = standbyTimings;
    standbyTimings.pausedMs = 3000;
    try {
      const el = await fixture(html`<tv-player channel-id="3" autoplay></tv-player>`);
      await until(() => expect(playbackOf(el).status).to.equal('playing'), 20_000);
      const ready = () => standbysReady(el);
      await ready();
      button(el, 'player.pause')!.click();
      await until(() => expect(shown(el).paused).to.equal(true));
      const pausedAt = performance.now();
      for (const v of hidden(el)) expect(streaming(v)).to.equal(true);
      let letGoAt = NaN;
      await until(() => {
        for (const v of hidden(el)) expect(streaming(v)).to.equal(false);
        letGoAt = performance.now();
      }, 20_000);
      // a timer never fires early: kept through a short pause, however busy the machine
      expect(letGoAt - pausedAt, 'kept for (ms)').to.be.at.least(1000);
      expect(hidden(el)).to.have.length(2);
      // the paused programme itself stays where it was
      expect(streaming(shown(el))).to.equal(true);
      button(el, 'player.play')!.click();
      await until(() => expect(shown(el).paused).to.equal(false));
      await ready();
      for (const v of hidden(el)) expectStandby(v);
      el.remove();
    } finally {
      standbyTimings.pausedMs = pausedMs;
    }
  });

  it('keeps a neighbour that failed to load out of sight: a zap to it shows the real error, and Retry plays it', async () => {
    await manifestFault(4, 503);
    try {
      const el = await fixture(html`<tv-player channel-id="3" autoplay></tv-player>`);
      await until(() => expect(playbackOf(el).status).to.equal('playing'), 20_000);
      const first = shown(el);
      // channel 2 waits ready; channel 4's manifest was refused: nothing of it shows
      await until(() => expect(requested('/media/live/4/manifest.mpd')).to.equal(true), 30_000);
      await until(() => expect(hidden(el).filter((v) => v.readyState >= 2)).to.have.length(1), 30_000);
      await playedOn(el, 1);
      expect(playbackOf(el).status).to.equal('playing');
      expect(playbackOf(el).error).to.equal(null);
      expect(el.shadowRoot!.querySelector('[role="alert"][part="error"]')).to.equal(null);

      // the zap to channel 4 loads it afresh (on the empty spare player, shown instead of the one
      // that played) and says what went wrong
      await until(() => expect(!!spare(el)).to.equal(true), 30_000);
      const sp = spare(el);
      button(el, 'player.channel_up')!.click();
      await until(() => expect(playerOf(el).channel_id).to.equal(4));
      const alert = () => el.shadowRoot!.querySelector('[role="alert"][part="error"]');
      await until(() => expect(alert()).to.exist, 30_000);
      // (elements compared as booleans: a failed comparison of two <video>s is not serialisable)
      expect(shown(el) === sp).to.equal(true);
      expect(first.getAttribute('aria-hidden')).to.equal('true');
      expect(alert()!.textContent).to.contain(msg('errors.playback_failure'));
      expect(alert()!.textContent).to.match(/\d{4}/);

      // once the channel is back, Retry plays it
      await manifestFault(4, 0);
      [...alert()!.querySelectorAll('button')].find((b) => b.textContent?.includes(msg('common.retry')))!.click();
      await until(() => expect(playbackOf(el).status).to.equal('playing'), 30_000);
      expect(alert()).to.equal(null);
      const f = frames(shown(el));
      await until(() => expect(frames(shown(el))).to.be.greaterThan(f + 5), 20_000);
      el.remove();
    } finally {
      await manifestFault(4, 0);
    }
  });
});
