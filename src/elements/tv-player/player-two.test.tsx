// Two <tv-player> on one page (a CMS page may hold two) play independently: each its own channel,
// its own picture moving, and the viewer's pause on one leaves the other playing and saying so
// (against the reference backend).
import { expect, fixture, html } from '@open-wc/testing';
import { configure } from '../../core/config';
import './tv-player';
import { backendConfig, watchAs, until } from '../../../tests/helpers/env';
import { msg } from '../../../tests/helpers/messages';

/** The <video> the viewer sees: playing, not a hidden standby. */
const shown = (el: Element) => [...el.shadowRoot!.querySelectorAll('video')].find((v) => !v.paused && v.currentTime > 0 && v.checkVisibility());
const playButton = (el: Element) => el.shadowRoot!.querySelector<HTMLButtonElement>('[part="play-button"]');
const asked = (re: RegExp) => performance.getEntriesByType('resource').some((e) => re.test(new URL(e.name).pathname));

async function moving(v: HTMLVideoElement): Promise<void> {
  const t = v.currentTime;
  await until(() => expect(v.currentTime, 'its picture moves').to.be.above(t + 1), 30_000);
}

describe('two <tv-player> on one page', function () {
  this.timeout(120_000);

  before(async () => {
    configure(await backendConfig());
    await watchAs('anna@example.lt');
  });

  it('each plays its own channel, and a pause on one leaves the other playing', async () => {
    const page = await fixture(html`<div style="width: 1200px">
      <tv-player channel-id="3" autoplay style="width: 560px"></tv-player>
      <tv-player channel-id="7" autoplay style="width: 560px"></tv-player>
    </div>`);
    const [a, b] = [...page.querySelectorAll('tv-player')] as [HTMLElement, HTMLElement];
    await until(() => expect([!!shown(a), !!shown(b)], 'both pictures play').to.deep.equal([true, true]), 60_000);
    const entries = () => performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname).filter((p) => p.startsWith('/media/')).join(', ');
    // (a request is a resource entry once its answer has been read to the end)
    await until(() => expect(asked(/^\/media\/live\/3\/[^/]+\/\d+\.m4s$/) && asked(/^\/media\/live\/7\/[^/]+\/\d+\.m4s$/), `the segments of both channels asked for: ${entries()}`).to.equal(true), 20_000);
    expect(shown(a)).to.not.equal(shown(b));
    await until(() => expect([playButton(a)?.getAttribute('aria-label'), playButton(b)?.getAttribute('aria-label')]).to.deep.equal([msg('player.pause'), msg('player.pause')]), 20_000);

    const va = shown(a)!;
    const vb = shown(b)!;
    playButton(a)!.click();
    await until(() => expect(va.paused, 'the first one paused').to.equal(true), 20_000);
    await until(() => expect(playButton(a)?.getAttribute('aria-label'), 'the first one says it is paused').to.equal(msg('player.play')), 20_000);
    // each bar reads its own player's state: the second one says it plays at once, not after a
    // later report of its own
    const labels = [playButton(a)?.getAttribute('aria-label'), playButton(b)?.getAttribute('aria-label')];
    expect(labels, 'the first one paused, the second one plays').to.deep.equal([msg('player.play'), msg('player.pause')]);
    await moving(vb);
    expect(vb.paused, 'the second one plays on').to.equal(false);
    page.remove();
  });
});
