// <tv-player>'s cold start shows a quick picture while shaka loads (src/player/quick.ts), then
// hands over to shaka's <video> at the quick picture's position once shaka's first frame is out
// (controller-quick.ts handOver(); it waits at most 3 s for that frame). A seek the viewer makes in
// between is the viewer's word: before, the hand-over then moved shaka's playhead to the quick
// picture's, the live edge, and a seek a minute back was undone. Here shaka's first frame is held
// back from the hand-over (its requestVideoFrameCallback does not answer while the seek is made),
// against the reference head-end's live channel 3.
import { expect, fixture, html } from '@open-wc/testing';
import { configure } from '../../core/config';
import './tv-player';
import { playbackOf } from '../../../tests/helpers/player-state';
import { backendConfig, watchAs, until } from '../../../tests/helpers/env';
import { movesSince, recordPlayheadMoves } from '../../../tests/helpers/playhead-moves';

/** While true, the frame callbacks of every <video> but the quick picture's are not answered. */
let holdFrames = true;
const rvfc = HTMLVideoElement.prototype.requestVideoFrameCallback;
HTMLVideoElement.prototype.requestVideoFrameCallback = function (this: HTMLVideoElement, cb: VideoFrameRequestCallback) {
  if (holdFrames && !this.classList.contains('quick')) return 0;
  return rvfc.call(this, cb);
};
recordPlayheadMoves();

describe('<tv-player> hand-over of a cold start', function () {
  this.timeout(90_000);
  before(async () => {
    configure(await backendConfig());
    await watchAs('anna@example.lt');
  });

  it('a seek a minute back while the quick picture shows and shaka has loaded stays where the viewer went', async () => {
    const el = await fixture<HTMLElement>(html`<tv-player channel-id="3" autoplay></tv-player>`);
    // the quick picture plays, and shaka's load is in: its <video> has the data of its first frame
    const shaka = () => el.shadowRoot!.querySelector<HTMLVideoElement>('video:not(.quick)');
    await until(() => expect([playbackOf(el).preview, (shaka()?.readyState ?? 0) >= 2 && shaka()!.currentTime > 0]).to.deep.equal([true, true]), 20_000);
    // and the bar knows where the picture is in the live window: a minute back is a minute back
    // from there (shaka's first report may come after its first frame's data on a busy machine)
    await until(() => expect(playbackOf(el).position > 0 && playbackOf(el).seekEnd > 0, 'the position and the window known').to.equal(true), 20_000);
    expect(playbackOf(el).preview, 'the quick picture still shows').to.equal(true);
    const before = playbackOf(el).position;
    const slider = el.shadowRoot!.querySelector<HTMLElement>('[role=slider]')!;
    slider.dispatchEvent(new KeyboardEvent('keydown', { key: 'PageDown', bubbles: true, composed: true }));
    holdFrames = false;
    // shaka's picture, playing, a few seconds on
    await until(() => expect(playbackOf(el).preview).to.equal(false), 20_000);
    await until(() => expect(playbackOf(el).status).to.equal('playing'), 20_000);
    const v = shaka()!;
    const t = v.currentTime;
    await until(() => expect(v.currentTime).to.be.above(t + 2), 20_000);
    const behind = playbackOf(el).liveEdge - playbackOf(el).position;
    expect(behind, `seconds behind live (at ${before} before the seek, ${playbackOf(el).position} now); playhead moves ${movesSince(0)}`).to.be.greaterThan(50);
    expect(playbackOf(el).error).to.equal(null);
    el.remove();
  });
});
