// <tv-player>'s controls while they hide and notices while they last, against the reference backend.
import { expect, fixture, html } from '@open-wc/testing';
import { configure } from '../../core/config';
import './tv-player';
import { shownStatus } from '../../../tests/helpers/player-state';
import { backendConfig, watchAs, until } from '../../../tests/helpers/env';
import { saveLanguage } from '../../core/i18n';
import { msg } from '../../../tests/helpers/messages';
import { chromeTimings } from '../../core/stores/player';

const q = <T extends Element>(el: Element, sel: string) => el.shadowRoot!.querySelector<T>(sel);

describe('<tv-player> controls and notices', function () {
  this.timeout(60_000);
  before(async () => {
    configure(await backendConfig());
    await watchAs('anna@example.lt');
  });

  it('takes hidden controls out of the Tab order (inert) and passes axe while they are hidden', async () => {
    // a while without the mouse (shortened here: the test is about the hidden bar, not the while)
    const { controlsHideMs } = chromeTimings;
    chromeTimings.controlsHideMs = 100;
    let el: HTMLElement;
    try {
      el = await fixture<HTMLElement>(html`<tv-player channel-id="3" autoplay></tv-player>`);
      await until(() => expect(shownStatus(el)).to.equal('playing'), 20_000);
      // the controls hide
      await until(() => expect(q(el, '.player')!.classList.contains('idle')).to.equal(true), 15_000);
    } finally {
      // (the bar the keyboard brings back below stays its usual while)
      chromeTimings.controlsHideMs = controlsHideMs;
    }
    const chrome = q<HTMLElement>(el, '.chrome')!;
    expect(chrome.getAttribute('aria-hidden')).to.equal('true');
    expect(chrome.hasAttribute('inert')).to.equal(true);
    // a button of the hidden bar cannot take the focus
    const play = q<HTMLButtonElement>(el, '[part=play-button]')!;
    play.focus();
    expect(el.shadowRoot!.activeElement === play).to.equal(false);
    await expect(el).to.be.accessible();
    // the keyboard brings them back, reachable again
    q<HTMLElement>(el, '.player')!.focus();
    q<HTMLElement>(el, '.player')!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, composed: true }));
    await until(() => expect(chrome.hasAttribute('inert')).to.equal(false));
    play.focus();
    expect(el.shadowRoot!.activeElement === play).to.equal(true);
  });

  it('keeps the clock whole, with every control on one line, from 500 to 960 px wide in lt, en and ru', async () => {
    const el = await fixture<HTMLElement>(html`<tv-player channel-id="3" autoplay style="display:block;position:relative;width:720px;height:405px"></tv-player>`);
    await until(() => expect(shownStatus(el)).to.equal('playing'), 20_000);
    try {
      for (const lang of ['lt', 'en', 'ru'] as const) {
        await saveLanguage(lang);
        for (const w of [500, 560, 600, 640, 680, 700, 720, 740, 760, 780, 800, 860, 900, 960]) {
          el.style.width = `${w}px`;
          await until(() => {
            const time = q<HTMLElement>(el, '.chrome .time')!;
            expect(getComputedStyle(time).display, `${lang} ${w} px: the clock shows`).to.not.equal('none');
            expect(time.scrollWidth, `${lang} ${w} px: the clock "${time.textContent}" is cut`).to.be.at.most(time.clientWidth + 1);
            // one line: every visible control's middle at the same height
            const row = time.parentElement!;
            const mids = [...row.children].filter((c) => getComputedStyle(c).display !== 'none').map((c) => { const b = c.getBoundingClientRect(); return Math.round(b.top + b.height / 2); });
            expect(Math.max(...mids) - Math.min(...mids), `${lang} ${w} px: one line`).to.be.at.most(2);
          });
        }
      }
    } finally {
      await saveLanguage('lt');
    }
  });

  it('shows "Network changed, playback restarted." after the network comes back, then takes it away', async () => {
    // a notice stays a moment here (the test is about its going, not its length): each one shown
    // is noted as it comes, not looked for later
    const { noticeMs } = chromeTimings;
    chromeTimings.noticeMs = 100;
    const el = await fixture<HTMLElement>(html`<tv-player channel-id="4" autoplay></tv-player>`);
    const notices: string[] = [];
    const note = () => {
      const text = q(el, '[part=notice]')?.textContent;
      if (text && notices.at(-1) !== text) notices.push(text);
    };
    const watch = new MutationObserver(note);
    watch.observe(el.shadowRoot!, { childList: true, subtree: true, characterData: true });
    try {
      await until(() => expect(shownStatus(el)).to.equal('playing'), 20_000);
      window.dispatchEvent(new Event('offline'));
      window.dispatchEvent(new Event('online'));
      await until(() => expect(notices).to.deep.equal([msg('errors.network_changed')]), 20_000);
      await until(() => expect(shownStatus(el)).to.equal('playing'), 20_000);
      // it goes by itself, the picture plays on
      await until(() => expect(!!q(el, '[part=notice]')).to.equal(false), 15_000);
      expect(shownStatus(el)).to.equal('playing');
    } finally {
      watch.disconnect();
      chromeTimings.noticeMs = noticeMs;
    }
  });
});
