// The shaka wrapper against the reference backend's real DASH + ClearKey streams in Chromium.
import { expect } from '@open-wc/testing';
import { configure, config } from '../../src/core/config';
import { ErrorCode } from '../../src/core/errors';
import { $userinfo, startSession } from '../../src/core/stores/auth';
import { createPlayerStores, type PlayerStores } from '../../src/core/stores/player';
import { $session } from '../../src/core/stores/session';
import { PlayerWrapper } from '../../src/player/wrapper';
import { LicenceTokens } from '../../src/player/licence-token';
import { Listeners } from '../../src/player/listeners';
import { reportPlayback } from '../../src/player/playback';
import { sourceFor } from '../../src/player/source';
import { shakaRequested } from '../../src/player/shaka-loader';
import { backendConfig, watchAs, until } from '../helpers/env';

const channel = (id: number) => ({ channel_id: id, addr: `/media/live/${id}/manifest.mpd`, catchup_addr: `/media/catchup/${id}/manifest.mpd` });

describe('the shaka wrapper', function () {
  this.timeout(60_000);
  let video: HTMLVideoElement;
  let w: PlayerWrapper | null = null;
  /** The state of the element the wrapper plays for (a new one per test). */
  let stores: PlayerStores;

  before(async () => {
    configure(await backendConfig());
    await watchAs('anna@example.lt');
    await startSession();
    await until(() => expect($userinfo.get().data.drm_token).to.not.equal(''));
  });
  beforeEach(() => {
    stores = createPlayerStores();
    video = document.createElement('video');
    video.muted = true;
    document.body.append(video);
  });
  afterEach(async () => {
    await w?.destroy();
    w = null;
    video.remove();
  });

  const tokens = new LicenceTokens(new Listeners());
  const user = () => ({ customerId: $userinfo.get().data.customer_id, drmToken: $userinfo.get().data.drm_token, token: $session.get().token });
  const frames = (v: HTMLVideoElement) => (v as HTMLVideoElement & { getVideoPlaybackQuality(): VideoPlaybackQuality }).getVideoPlaybackQuality().totalVideoFrames;

  it('is not downloaded until a player is made', () => {
    expect(shakaRequested()).to.equal(false);
  });

  it('plays a live channel with a ClearKey licence and reports it in its playback state', async () => {
    w = await PlayerWrapper.create(video, { user, tokens, stores });
    expect(shakaRequested()).to.equal(true);
    const src = sourceFor(channel(3), null, 'live', config().mediaBase);
    await w.load(src, { ch_id: 3 });
    await until(() => expect(stores.playback.get().status).to.equal('playing'), 20_000);
    await until(() => expect(frames(video)).to.be.greaterThan(5), 20_000);
    const pb = stores.playback.get();
    expect(pb.mode).to.equal('live');
    // live presentation time is the wall clock: within a minute of now, and a 2-h window behind it
    expect(Math.abs(pb.position - Date.now() / 1000)).to.be.lessThan(60);
    expect(pb.seekEnd - pb.seekStart).to.be.greaterThan(3600);
  });

  it('zaps on one player from one live channel to another, at the live edge', async () => {
    w = await PlayerWrapper.create(video, { user, tokens, stores });
    const base = config().mediaBase;
    await w.load(sourceFor(channel(3), null, 'live', base), { ch_id: 3 });
    await w.load(sourceFor(channel(4), null, 'live', base), { ch_id: 4 });
    const before = frames(video);
    await until(() => expect(frames(video)).to.be.greaterThan(before + 5), 20_000);
    expect(stores.playback.get().error).to.equal(null);
    expect(w.current()?.channelId).to.equal(4);
    // still at the live edge: the wall clock minus the delay, not somewhere in the window
    expect(Date.now() / 1000 - stores.playback.get().position).to.be.within(0, 20);
  });

  it('plays catch-up from the programme start on the wall clock', async () => {
    w = await PlayerWrapper.create(video, { user, tokens, stores });
    const now = Math.floor(Date.now() / 1000);
    const epg = { id: 1, channel_id: 3, start: now - 7200, stop: now - 3600 };
    await w.load(sourceFor(channel(3), epg, 'catchup', config().mediaBase), { ch_id: 3 });
    await until(() => expect(stores.playback.get().status).to.equal('playing'), 20_000);
    const pb = stores.playback.get();
    expect(pb.mode).to.equal('catchup');
    expect(pb.position - epg.start).to.be.within(0, 30);
    w.seek(epg.start + 1800);
    await until(() => expect(stores.playback.get().position - (epg.start + 1800)).to.be.within(-1, 30), 20_000);
  });

  it('shows Channel unavailable when the licence is refused (channel not subscribed)', async () => {
    w = await PlayerWrapper.create(video, { user, tokens, stores });
    void w.load(sourceFor(channel(39), null, 'live', config().mediaBase), { ch_id: 39 });
    await until(() => expect(stores.playback.get().status).to.equal('error'), 20_000);
    expect(stores.playback.get().error?.code).to.equal(ErrorCode.CHANNEL_UNAVAILABLE);
  });

  it('shows Channel unavailable for a channel the head-end does not know', async () => {
    w = await PlayerWrapper.create(video, { user, tokens, stores });
    void w.load(sourceFor(channel(999), null, 'live', config().mediaBase), { ch_id: 999 });
    await until(() => expect(stores.playback.get().status).to.equal('error'), 20_000);
    expect(stores.playback.get().error?.code).to.equal(ErrorCode.CHANNEL_UNAVAILABLE);
  });

  it('shows DRM failure when the drm token is wrong', async () => {
    w = await PlayerWrapper.create(video, { user: () => ({ customerId: user().customerId, drmToken: 'not-a-token' }), tokens, stores });
    void w.load(sourceFor(channel(3), null, 'live', config().mediaBase), { ch_id: 3 });
    await until(() => expect(stores.playback.get().status).to.equal('error'), 20_000);
    expect(stores.playback.get().error?.code).to.equal(ErrorCode.DRM_FAILED);
  });

  it('a hidden standby whose seek stuck at the end of its buffer (paused, nothing fetched) gets its frame back', async () => {
    const policy = { bufferingGoal: 10, bufferBehind: 2, updateIntervalSeconds: 0.1, stepS: 6, refreshMs: 20_000 };
    w = await PlayerWrapper.create(video, { user, tokens, stores }, policy);
    await w.load(sourceFor(channel(3), null, 'live', config().mediaBase), { ch_id: 3 });
    await until(() => expect(video.readyState).to.be.at.least(2), 20_000);
    // the last frames of what it holds: the browser, paused, waits for data after them that a
    // waiting standby does not fetch (should the load's last segment come in meanwhile, the seek
    // ends by itself: then again, at the new end)
    const lastFrames = () => video.buffered.end(video.buffered.length - 1) - 0.15;
    let at = lastFrames();
    video.currentTime = at;
    const describe = () => `readyState ${video.readyState}, seeking ${video.seeking}, at ${video.currentTime} (sent to ${at}) in ${[...Array(video.buffered.length)].map((_, i) => `${video.buffered.start(i)}-${video.buffered.end(i)}`).join(', ')}`;
    const t = setInterval(() => w?.keepUp(), 500);
    try {
      // the wrapper moves it off the frames it stuck at (only once it has seen it seeking without a
      // frame for STUCK_SEEK_MS: stuck), and it has its frame back
      await until(() => {
        const ended = !video.seeking && video.readyState >= 2;
        if (ended && Math.abs(video.currentTime - at) < 0.05 && lastFrames() > at + 0.05) video.currentTime = at = lastFrames();
        expect(ended && Math.abs(video.currentTime - at) > 0.1, describe()).to.equal(true);
      }, 20_000);
    } finally {
      clearInterval(t);
    }
    // back to the start of what it holds, or on to its end: not ahead to the live start
    expect(video.currentTime, describe()).to.be.below(at + 1);
    expect(video.seeking).to.equal(false);
    expect(video.paused).to.equal(true);
  });

  it('reports a shown standby as playing when it started before it was announced, also if it had only its first frame when shown', async () => {
    const policy = { bufferingGoal: 10, bufferBehind: 2, updateIntervalSeconds: 0.1, stepS: 6, refreshMs: 20_000 };
    w = await PlayerWrapper.create(video, { user, tokens, stores }, policy);
    await w.load(sourceFor(channel(3), null, 'live', config().mediaBase), { ch_id: 3 });
    await until(() => expect(video.readyState).to.be.at.least(2), 20_000);
    reportPlayback(stores.playback, { status: 'loading' });
    // shown while the browser says it has only the current frame (a standby that just decoded it)
    Object.defineProperty(video, 'readyState', { configurable: true, get: () => 2 });
    w.activate({ volume: 0.5, muted: true });
    delete (video as { readyState?: number }).readyState;
    // it starts before the pool announces it (the pool waits for its first frame, up to 150 ms)
    await until(() => expect(video.paused).to.equal(false), 20_000);
    await until(() => expect(video.readyState).to.be.at.least(3), 20_000);
    // and plays on a while before it is announced
    const playingAt = video.currentTime;
    await until(() => expect(video.currentTime).to.be.above(playingAt + 0.3), 20_000);
    w.announce();
    // (before: 'loading' until the stall limit, 30 s, turned it into an error over a playing picture)
    await until(() => expect(stores.playback.get().status).to.equal('playing'), 3000);
  });
});
