// Which docs/product.md#errors message <tv-player> shows for each way playback fails, against the reference
// backend's test faults (POST /__test/media/fault: a live channel's manifest, segments or licence
// answer a status) and its real refusals.
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { configure } from '../../core/config';
import './tv-player';
import { playerOf } from '../../../tests/helpers/player-state';
import { backendConfig, testEnv, watchAs, until } from '../../../tests/helpers/env';
import { msg } from '../../../tests/helpers/messages';
import type { MessageKey } from '../../core/i18n';
import { loadShaka } from '../../player/shaka-loader';
import type { ChannelChange } from '../../core/element-events';

type Part = 'manifest' | 'segments' | 'licence';
const q = <T extends Element>(el: Element, sel: string) => el.shadowRoot!.querySelector<T>(sel);
const button = (el: Element, key: MessageKey) => [...el.shadowRoot!.querySelectorAll('button')].find((b) => (b.getAttribute('aria-label') ?? b.textContent?.trim()) === msg(key));

/** Makes live channel `id`'s `part` answer `status` (0: normal again). */
async function fault(id: number, part: Part, status: number): Promise<void> {
  const { backend } = await testEnv();
  const r = await fetch(`${backend}/__test/media/fault`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: `channel_id=${id}&status=${status}&part=${part}`,
  });
  expect(r.status).to.equal(200);
}

/** Plays channel `id` and waits for the error panel: its message, its code, the event's code. */
async function failure(id: number): Promise<{ el: HTMLElement; message: string; code: string; eventCode: number }> {
  const el = await fixture<HTMLElement>(html`<tv-player channel-id=${id} autoplay></tv-player>`);
  const failed = oneEvent(el, 'tvplayererror');
  await until(() => expect(!!q(el, '[role=alert][part=error] .message')).to.equal(true), 45_000);
  const eventCode = ((await failed) as CustomEvent<{ code: number }>).detail.code;
  return { el, message: q(el, '[part=error] .message')!.textContent ?? '', code: q(el, '[part=error] .code')?.textContent ?? '', eventCode };
}

describe('<tv-player> failures show the docs/product.md#errors message with its code', function () {
  this.timeout(90_000);
  const faulted: [number, Part][] = [];
  before(async () => {
    configure(await backendConfig());
    await watchAs('anna@example.lt');
  });
  afterEach(async () => {
    for (const [id, part] of faulted.splice(0)) await fault(id, part, 0);
  });
  const broken = async (id: number, part: Part, status: number) => {
    faulted.push([id, part]);
    await fault(id, part, status);
  };

  it('a licence server error is a DRM failure, with Retry', async () => {
    await broken(5, 'licence', 500);
    const f = await failure(5);
    expect(f.message).to.equal(msg('errors.drm_failure'));
    expect(f.code).to.equal(msg('errors.code', { code: 5001 }));
    expect(f.eventCode).to.equal(5001);
    expect(!!button(f.el, 'common.retry')).to.equal(true);
  });

  it('a licence refused for another reason than the plan is a DRM failure, not "Channel unavailable"', async () => {
    await broken(6, 'licence', 403);
    const f = await failure(6);
    expect(f.message).to.equal(msg('errors.drm_failure'));
    expect(f.eventCode).to.equal(5001);
  });

  it('a manifest the server cannot give (5xx) is a playback failure', async () => {
    await broken(7, 'manifest', 503);
    const f = await failure(7);
    expect(f.message).to.equal(msg('errors.playback_failure'));
    expect(f.code).to.equal(msg('errors.code', { code: 4001 }));
    expect(f.eventCode).to.equal(4001);
  });

  it('a manifest refused (4xx) is "Channel unavailable"', async () => {
    await broken(8, 'manifest', 404);
    const f = await failure(8);
    expect(f.message).to.equal(msg('errors.channel_unavailable'));
    expect(f.eventCode).to.equal(4002);
  });

  it('media segments that fail are a playback failure', async () => {
    await broken(9, 'segments', 500);
    const f = await failure(9);
    expect(f.message).to.equal(msg('errors.playback_failure'));
    expect(f.eventCode).to.equal(4001);
    // Retry plays once the segments come again
    await fault(9, 'segments', 0);
    button(f.el, 'common.retry')!.click();
    await until(() => expect(!!q(f.el, '[part=error]')).to.equal(false), 20_000);
  });

  it('the licence refused because the channel is not in the plan is "Channel unavailable"', async () => {
    const f = await failure(39);
    expect(f.eventCode).to.equal(4002);
    expect(f.code, 'an invitation to subscribe shows no error code').to.equal('');
  });

  it('a licence refused before shaka\'s load has ended still ends the zap: the player reports the channel, so the page follows it', async () => {
    // The order a busy machine gives: the licence's request goes out a few ms before
    // shaka's load() resolves, and its refusal, on loopback, can come back first. Here load()
    // resolves only after shaka's error event, every time. Before, play() then waited for good
    // for a key that never came: the packages showed, but the channel was never reported.
    const shaka = await loadShaka();
    const proto = shaka.Player.prototype;
    const load = proto.load;
    proto.load = async function (this: InstanceType<typeof shaka.Player>, ...args: Parameters<typeof load>) {
      // held until its error, or until it has a picture or is let go (a load that did not fail)
      let done!: () => void;
      const held = new Promise<void>((r) => (done = r));
      this.addEventListener('error', () => done(), { once: true });
      this.addEventListener('unloading', () => done(), { once: true });
      await load.apply(this, args);
      const media = this.getMediaElement();
      if (!media || media.readyState >= 2) return;
      media.addEventListener('loadeddata', () => done(), { once: true });
      await held;
    };
    try {
      const el = await fixture<HTMLElement>(html`<tv-player channel-id="1" autoplay></tv-player>`);
      await until(() => expect(playerOf(el).channel_loaded).to.equal(true), 30_000);
      const reported: ChannelChange[] = [];
      el.addEventListener('tvchannelchange', (e) => reported.push((e as CustomEvent<ChannelChange>).detail));
      el.setAttribute('channel-id', '39');
      await until(() => expect(!!q(el, '[role=alert][part=error] .message')).to.equal(true), 45_000);
      await until(() => expect(reported.map((d) => d.channelId)).to.include(39), 10_000);
      expect(reported.find((d) => d.channelId === 39)!.epgId).to.be.a('number');
      expect(playerOf(el).channel_loading).to.equal(false);
    } finally {
      proto.load = load;
    }
  });
});
