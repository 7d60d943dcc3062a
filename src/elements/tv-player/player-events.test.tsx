// What <tv-player> tells the page and what a visitor meets, against the reference backend.
import { expect, fixture, html } from '@open-wc/testing';
import { configure } from '../../core/config';
import './tv-player';
import { playbackOf, playerOf } from '../../../tests/helpers/player-state';
import { clearToken } from '../../core/stores/session';
import { loadUserinfo, loginHref, startSession } from '../../core/stores/auth';
import { forgetProfile } from '../../core/stores/profiles';
import { subscribeHref } from '../../core/links';
import { backendConfig, watchAs, until } from '../../../tests/helpers/env';
import { msg } from '../../../tests/helpers/messages';
import type { MessageKey } from '../../core/i18n';

const q = <T extends Element>(el: Element, sel: string) => el.shadowRoot!.querySelector<T>(sel);
const button = (el: Element, key: MessageKey) => [...el.shadowRoot!.querySelectorAll('button')].find((b) => (b.getAttribute('aria-label') ?? b.textContent?.trim()) === msg(key));
const link = (el: Element, key: MessageKey) => [...el.shadowRoot!.querySelectorAll('a')].find((a) => a.textContent?.trim() === msg(key));

describe('<tv-player> tvchannelchange', function () {
  this.timeout(60_000);
  before(async () => {
    configure(await backendConfig());
    await watchAs('anna@example.lt');
  });

  it('fires once per play: once for the first channel, once more for a zap', async () => {
    const el = await fixture<HTMLElement>(html`<tv-player channel-id="3" autoplay></tv-player>`);
    const seen: { channelId: number; epgId: number | null }[] = [];
    el.addEventListener('tvchannelchange', (e) => seen.push((e as CustomEvent<{ channelId: number; epgId: number | null }>).detail));
    // settled: playing, its programme known, nothing loading (the state, not the bar: a zap holds
    // the bar's renders until the new picture's first frame)
    const settled = (id: number) =>
      until(() => {
        expect(playbackOf(el).status).to.equal('playing');
        expect(playerOf(el).channel_id).to.equal(id);
        expect(playerOf(el).epg_id).to.not.equal(null);
        expect(playerOf(el).channel_loading).to.equal(false);
      }, 20_000);
    await settled(3);
    expect(seen.map((d) => d.channelId)).to.deep.equal([3]);
    expect(seen[0]!.epgId).to.equal(playerOf(el).epg_id);
    button(el, 'player.channel_up')!.click();
    await settled(4);
    // (the element re-renders, and tells, once the new channel's first frame is out)
    await until(() => expect(seen.map((d) => d.channelId)).to.deep.equal([3, 4]));
    // and only once: a second and a half of the new channel plays without another
    const v = el.shadowRoot!.querySelector('video')!;
    const at = v.currentTime;
    await until(() => expect(v.currentTime).to.be.above(at + 1.5), 20_000);
    expect(seen.map((d) => d.channelId)).to.deep.equal([3, 4]);
    expect(seen[1]!.epgId).to.equal(playerOf(el).epg_id);
  });
});

describe('<tv-player> for a visitor', function () {
  this.timeout(60_000);
  before(async () => {
    configure(await backendConfig());
    await startSession();
    forgetProfile();
    clearToken(null);
    await loadUserinfo();
  });

  it('invites to log in or subscribe instead of a DRM failure, and asks for no licence', async () => {
    performance.clearResourceTimings();
    const el = await fixture<HTMLElement>(html`<tv-player channel-id="3"></tv-player>`);
    await until(() => expect(!!button(el, 'player.start_playback')).to.equal(true));
    button(el, 'player.start_playback')!.click();
    await until(() => expect(!!q(el, '[role=alert][part=error]')).to.equal(true), 20_000);
    const alert = q(el, '[role=alert][part=error]')!;
    expect(alert.textContent).to.contain(msg('player.visitor_invite'));
    expect(alert.textContent).to.not.contain(msg('errors.drm_failure'));
    expect(link(el, 'nav.login')?.getAttribute('href')).to.equal(loginHref());
    expect(link(el, 'nav.subscribe')?.getAttribute('href')).to.equal(subscribeHref());
    expect(!!button(el, 'common.retry')).to.equal(false);
    expect(performance.getEntriesByType('resource').some((e) => e.name.includes('/drm/'))).to.equal(false);
  });
});
