// <tv-player> and a seek that follows another: the playhead stays where the viewer went.
//
// shaka's gap jumper looks at the playhead every 250 ms, at each appended segment and at each
// 'waiting' event. It leaves a seek alone until the seek's 'seeking' event has come, but it forgets
// that a seek has ended only at its next look: until then, a new seek counts as announced. A look
// that falls between the new seek's move of the playhead and its 'seeking' event (a busy machine
// runs a due timer or an append's notice first) finds the playhead before the first buffered range
// and jumps forward to it, undoing the seek. A cold start has such a seek before the viewer's
// (shaka's move to the start, the hand-over's to the quick picture), and so has a second key press.
//
// Here the viewer seeks a minute back, and again a minute back as the first seek ends; the look in
// between is a 'waiting' event the browser may fire at any time. shaka's answers after the first
// segment at the first seek are held meanwhile, so no appended segment ends the jumper's seek early.
import { expect, fixture, html } from '@open-wc/testing';
import { configure } from '../../core/config';
import './tv-player';
import { playbackOf } from '../../../tests/helpers/player-state';
import { backendConfig, watchAs, until } from '../../../tests/helpers/env';
import { movesSince, recordPlayheadMoves } from '../../../tests/helpers/playhead-moves';

/** While set: shaka's segment answers (its requests carry an abort signal) wait once the video holds this time. */
let holdAfter: { video: HTMLVideoElement; at: number } | null = null;
const held: (() => void)[] = [];
const realFetch = window.fetch;
window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
  const url = input instanceof Request ? input.url : String(input);
  const answer = realFetch(input, init);
  if (!/\.m4s(\?|$)/.test(url) || !init?.signal) return answer;
  return answer.then((res) => {
    const h = holdAfter;
    if (!h || !holdsTime(h.video, h.at)) return res;
    return new Promise<Response>((resolve) => held.push(() => resolve(res)));
  });
};
recordPlayheadMoves();

function holdsTime(v: HTMLVideoElement, t: number): boolean {
  for (let i = 0; i < v.buffered.length; i++) if (v.buffered.start(i) <= t + 0.1 && t < v.buffered.end(i)) return true;
  return false;
}

function pageDown(el: Element): void {
  const slider = el.shadowRoot!.querySelector<HTMLElement>('[role=slider]')!;
  slider.dispatchEvent(new KeyboardEvent('keydown', { key: 'PageDown', bubbles: true, composed: true }));
}

describe('<tv-player> seeks in a row', function () {
  this.timeout(90_000);
  before(async () => {
    configure(await backendConfig());
    await watchAs('anna@example.lt');
  });

  it('a second seek a minute back, made as the first ends, stays where the viewer went', async () => {
    const el = await fixture<HTMLElement>(html`<tv-player channel-id="3" autoplay></tv-player>`);
    await until(() => expect(playbackOf(el).status).to.equal('playing'), 20_000);
    const v = el.shadowRoot!.querySelector('video')!;
    const t0 = performance.now();
    const live = v.currentTime;
    // the first seek: a minute back, out of the buffer
    pageDown(el);
    const first = v.currentTime;
    expect(first, 'the first seek').to.be.below(live - 50);
    holdAfter = { video: v, at: first };
    // the second, as the first ends; a look of the jumper comes before its 'seeking' event
    const second = await new Promise<number>((resolve) => {
      v.addEventListener('seeked', () => {
        pageDown(el);
        const to = v.currentTime;
        v.dispatchEvent(new Event('waiting'));
        resolve(to);
      }, { once: true });
    });
    expect(second, 'the second seek').to.be.below(first - 50);
    expect(v.currentTime, `where the second seek went; playhead moves ${movesSince(t0)}`).to.equal(second);
    holdAfter = null;
    for (const release of held.splice(0)) release();
    await until(() => expect(playbackOf(el).status).to.equal('playing'), 20_000);
    const t = v.currentTime;
    await until(() => expect(v.currentTime).to.be.above(t + 1), 20_000);
    expect(v.currentTime, `playing from the second seek; playhead moves ${movesSince(t0)}`).to.be.below(first - 50);
    expect(playbackOf(el).liveEdge - playbackOf(el).position, 'seconds behind live').to.be.greaterThan(110);
    expect(playbackOf(el).error).to.equal(null);
    el.remove();
  });
});
