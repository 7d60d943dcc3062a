// <tv-player>'s control bar as a user meets it, against the reference backend's live streams.
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { configure } from '../../core/config';
import './tv-player';
import { playbackOf, playerOf, shownStatus } from '../../../tests/helpers/player-state';
import { backendConfig, watchAs, shadowText, until } from '../../../tests/helpers/env';
import { msg } from '../../../tests/helpers/messages';
import { saveLanguage, type MessageKey } from '../../core/i18n';
import { press } from '../../../tests/helpers/element-dom';

type PlayerEl = HTMLElement & { channelId?: number };
const q = <T extends Element>(el: Element, sel: string) => el.shadowRoot!.querySelector<T>(sel);
/** The button whose accessible name (its aria-label, else its text) is the message `key`. */
const button = (el: Element, key: MessageKey) =>
  [...el.shadowRoot!.querySelectorAll('button')].find((b) => (b.getAttribute('aria-label') ?? b.textContent?.trim()) === msg(key));
const video = (el: Element) => q<HTMLVideoElement>(el, 'video')!;

describe('<tv-player> control bar', function () {
  this.timeout(60_000);
  before(async () => {
    configure(await backendConfig());
    await watchAs('anna@example.lt');
  });

  it('waits for the viewer without autoplay, then plays with volume 0.5', async () => {
    const el = await fixture<PlayerEl>(html`<tv-player channel-id="3"></tv-player>`);
    await until(() => expect(button(el, 'player.start_playback')).to.exist);
    expect(video(el).paused).to.equal(true);
    button(el, 'player.start_playback')!.click();
    await until(() => expect(shownStatus(el)).to.equal('playing'), 20_000);
    await until(() => expect(button(el, 'player.pause')).to.exist);
    expect(video(el).volume).to.equal(0.5);
    expect(q<HTMLInputElement>(el, 'input[type=range]')!.value).to.equal('0.5');
    expect(q(el, '[role=slider]')!.getAttribute('aria-label')).to.equal(msg('player.seek'));
    expect(shadowText(el)).to.contain(msg('player.live'));
  });

  it('plays at once with a bare autoplay attribute, pauses, mutes and unmutes', async () => {
    const el = await fixture<PlayerEl>(html`<tv-player channel-id="3" autoplay></tv-player>`);
    await until(() => expect(video(el).paused).to.equal(false), 20_000);
    await until(() => expect(button(el, 'player.pause')).to.exist);
    button(el, 'player.pause')!.click();
    await until(() => expect(video(el).paused).to.equal(true));
    await until(() => expect(button(el, 'player.play')).to.exist);
    await until(() => expect(button(el, 'player.mute')).to.exist);
    const mute = button(el, 'player.mute')!;
    mute.click();
    await until(() => expect(video(el).muted).to.equal(true));
    expect(button(el, 'player.unmute')!.getAttribute('aria-pressed')).to.equal('true');
    button(el, 'player.unmute')!.click();
    await until(() => expect(video(el).muted).to.equal(false));
  });

  it('zaps with channel up and tells the page', async () => {
    const el = await fixture<PlayerEl>(html`<tv-player channel-id="3" autoplay></tv-player>`);
    await until(() => expect(playerOf(el).channel_id).to.equal(3));
    await until(() => expect(shownStatus(el)).to.equal('playing'), 20_000);
    const changed = oneEvent(el, 'tvchannelchange');
    button(el, 'player.channel_up')!.click();
    const ev = (await changed) as CustomEvent<{ channelId: number }>;
    expect(ev.detail.channelId).to.equal(4);
    // (the state, not the bar: a zap holds the bar's renders until the new picture's first frame)
    await until(() => expect(playbackOf(el).status).to.equal('playing'), 20_000);
  });

  it('opens the keyboard help with ? and closes it with Escape', async () => {
    const el = await fixture<PlayerEl>(html`<tv-player channel-id="3"></tv-player>`);
    await until(() => expect(q(el, '.player')).to.exist);
    const surface = q<HTMLElement>(el, '.player')!;
    surface.focus();
    surface.dispatchEvent(new KeyboardEvent('keydown', { key: '?', bubbles: true, composed: true }));
    await until(() => expect(q(el, '[role=dialog]')).to.exist);
    expect(shadowText(el)).to.contain(msg('player.help'));
    expect(shadowText(el)).to.contain(msg('player.keys.number'));
    surface.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true }));
    await until(() => expect(q(el, '[role=dialog]')).to.equal(null));
  });

  it('shows every shortcut of the help at once in the player of /tv at 1280 x 800 (537 x 302 px), in each language', async () => {
    const el = await fixture<PlayerEl>(html`<tv-player channel-id="3" style="width: 537px"></tv-player>`);
    await until(() => expect(q(el, '.player')).to.exist);
    const surface = q<HTMLElement>(el, '.player')!;
    try {
      for (const lang of ['lt', 'en', 'ru'] as const) {
        await saveLanguage(lang);
        surface.focus();
        surface.dispatchEvent(new KeyboardEvent('keydown', { key: '?', bubbles: true, composed: true }));
        await until(() => expect(q(el, '[part="help"]')).to.exist);
        const help = q<HTMLElement>(el, '[part="help"]')!;
        await until(() => expect(help.textContent).to.contain(msg('player.keys.help', {}, lang)));
        const box = help.getBoundingClientRect();
        const player = surface.getBoundingClientRect();
        expect(box.top, lang).to.be.at.least(player.top);
        expect(box.bottom, lang).to.be.at.most(player.bottom);
        const rows = [...help.querySelectorAll('dd')];
        expect(rows.length).to.be.above(10);
        for (const dd of rows) expect(dd.getBoundingClientRect().bottom, `"${dd.textContent}" in view (${lang})`).to.be.at.most(box.bottom);
        expect(help.scrollHeight, `the help needs no scrolling (${lang})`).to.be.at.most(help.clientHeight + 1);
        surface.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true }));
        await until(() => expect(q(el, '[part="help"]')).to.equal(null));
      }
    } finally {
      await saveLanguage('lt');
    }
  });

  it('offers the packages that contain a channel not in the plan, instead of a Retry that cannot help', async () => {
    const el = await fixture<PlayerEl>(html`<tv-player channel-id="39" autoplay></tv-player>`);
    const failed = oneEvent(el, 'tvplayererror');
    // (the player's error panel: its PIN dialog keeps an empty alert region of its own)
    await until(() => expect(q(el, '[role=alert][part=error]')).to.exist, 20_000);
    const alert = q(el, '[role=alert][part=error]')!;
    expect(((await failed) as CustomEvent<{ code: number }>).detail.code).to.equal(4002);
    await until(() => expect(alert.textContent).to.contain(msg('products.locked_channel')));
    // anna's plan lacks channel 39: Cinema Premium has it, with its price and a Subscribe right here
    await until(() => expect(q(el, 'a.upsell-name')?.textContent).to.equal('Kino Premium'));
    // an invitation, not a fault: no internal code above the offer
    expect(alert.textContent).to.not.contain('4002');
    expect(alert.textContent).to.contain(msg('products.per_month', { price: '6.99' }));
    expect(q(el, `button[aria-label="${msg('products.subscribe')}: Kino Premium"]`)).to.exist;
    expect(button(el, 'common.retry')).to.equal(undefined);
  });

  it('passes an accessibility audit', async () => {
    const el = await fixture<PlayerEl>(html`<tv-player channel-id="3"></tv-player>`);
    await until(() => expect(button(el, 'player.start_playback')).to.exist);
    await expect(el).to.be.accessible();
  });

  it('in the 10-foot layout, Up or Down on the picture goes to the controls, not to the volume', async () => {
    document.documentElement.dataset['eterisLayout'] = 'tv';
    try {
      const el = await fixture<PlayerEl>(html`<tv-player channel-id="3" autoplay></tv-player>`);
      await until(() => expect(shownStatus(el)).to.equal('playing'), 20_000);
      const picture = q<HTMLElement>(el, '[part="player"]')!;
      picture.focus();
      expect(press(picture, 'ArrowDown')).to.equal(false, 'the player takes the key');
      await until(() => expect(el.shadowRoot!.activeElement?.getAttribute('part')).to.equal('play-button'));
      expect(playerOf(el).volume).to.equal(0.5);
      // on a control the arrows are the remote's (it moves on), the volume stays
      const play = el.shadowRoot!.activeElement!;
      expect(press(play, 'ArrowUp')).to.equal(true);
      expect(press(q(el, '[role=slider]')!, 'ArrowDown')).to.equal(true);
      expect(playerOf(el).volume).to.equal(0.5);
    } finally {
      delete document.documentElement.dataset['eterisLayout'];
    }
  });
});
