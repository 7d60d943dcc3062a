// The guide's focused programme, preloaded (config().player.preloadFocused, on by default): its
// stream is asked for when the guide's focus rests on it, and not before Watch when switched off.
import { expect, fixture, html } from '@open-wc/testing';
import { configure } from '../../core/config';
import './tv-player';
import { playbackOf } from '../../../tests/helpers/player-state';
import { backendConfig, watchAs, until } from '../../../tests/helpers/env';
import { loadChannels, loadProgrammes } from '../../player/catalogue';
import { $epgSelection } from '../../core/stores/epg';
import type { PlayerEpg } from '../../core/stores/player';

/** Until the picture shown has played on `s` seconds: proof that that much time passed. */
async function playedOn(el: Element, s: number): Promise<void> {
  const v = el.shadowRoot!.querySelector('video')!;
  const at = v.currentTime;
  await until(() => expect(v.currentTime).to.be.above(at + s), 20_000);
}

/** When the current test's player was made (performance.now()): requests before are another test's. */
let since = 0;

/** The current test's requests for programme `p`'s stream: its catch-up manifest, its channel's segments and licences. */
const streamOf = (p: PlayerEpg) =>
  performance.getEntriesByType('resource').filter((e) => {
    const u = new URL(e.name);
    const ofIt = (u.pathname === `/media/catchup/${p.channel_id}/manifest.mpd` && u.searchParams.get('from') === String(p.start))
      || u.pathname.startsWith(`/media/live/${p.channel_id}/`)
      || (u.pathname.startsWith('/drm/') && u.searchParams.get('ch_id') === String(p.channel_id));
    return ofIt && e.startTime >= since;
  });
const manifestAsked = (p: PlayerEpg) => streamOf(p).some((e) => new URL(e.name).pathname.startsWith('/media/catchup/'));

/** What the guide sets once its focus rests on `p`. */
const focusInGuide = (p: PlayerEpg) =>
  $epgSelection.setKey('focused', { id: p.id, channelId: p.channel_id, start: p.start * 1000, end: p.stop * 1000, title: p.title ?? '' });

describe('<tv-player> preloading the programme focused in the guide', function () {
  this.timeout(90_000);
  let env: Awaited<ReturnType<typeof backendConfig>>;
  /** Two programmes that ended an hour or more ago on a channel with catch-up, far from channel 3 (no standby holds it). */
  let past: PlayerEpg[];
  before(async () => {
    performance.setResourceTimingBufferSize(100_000);
    env = await backendConfig();
    configure(env);
    await watchAs('anna@example.lt');
    const target = (await loadChannels()).find((c) => c.subscribed !== false && !c.adult && c.catchup !== false && c.number > 12)!;
    const t = Date.now() / 1000;
    // (its guide day is that of three hours ago: early in a UTC day, today's has nothing that ended an hour ago)
    past = (await loadProgrammes(target.channel_id, t - 3 * 3600)).filter((p) => p.stop < t - 3600 && !p.locked).slice(-2);
    expect(past, 'two programmes with catch-up').to.have.length(2);
  });
  afterEach(() => {
    $epgSelection.setKey('focused', null);
    configure(env);
  });

  /** Channel 3 playing (resource timings cleared first). */
  async function playing(): Promise<Element> {
    performance.clearResourceTimings();
    since = performance.now();
    const el = await fixture(html`<tv-player channel-id="3" autoplay></tv-player>`);
    await until(() => expect(playbackOf(el).status).to.equal('playing'), 20_000);
    return el;
  }

  it('asks for a focused catch-up programme\'s manifest as the focus rests on it (by default)', async () => {
    const el = await playing();
    const p = past[0]!;
    expect(manifestAsked(p)).to.equal(false);
    focusInGuide(p);
    await until(() => expect(manifestAsked(p), 'its catch-up manifest asked for on focus').to.equal(true), 20_000);
    el.remove();
  });

  it('with preloadFocused off, asks for nothing of the focused programme\'s stream until Watch', async () => {
    configure({ ...env, player: { idleShaka: true, preloadFocused: false, warmSeek: true } });
    const el = await playing();
    const p = past[1]!;
    focusInGuide(p);
    // the viewer reads its details (a preload would have started at once: a second of playback to be sure)
    await playedOn(el, 1);
    expect(streamOf(p).map((e) => e.name), 'asked for before Watch').to.deep.equal([]);
    // the guide's Watch
    const watchAt = performance.now();
    document.dispatchEvent(new CustomEvent('tvplayrequest', { detail: { channelId: p.channel_id, epgId: p.id, start: p.start, stop: p.stop, mode: 'catchup' }, bubbles: true, composed: true }));
    await until(() => {
      expect(playbackOf(el).mode).to.equal('catchup');
      expect(playbackOf(el).status).to.equal('playing');
    }, 20_000);
    expect(manifestAsked(p), 'its manifest asked for by Watch').to.equal(true);
    expect(streamOf(p).filter((e) => e.startTime < watchAt).map((e) => e.name), 'asked for before Watch').to.deep.equal([]);
    el.remove();
  });
});
