// A page's theme reaches what the elements show: error texts take the theme's error colour (none
// is a fixed red a light theme could not change), the player's controls stay light on the video
// whatever the page's text colour, and the navigation and the footer can be styled by ::part().
import { expect, fixture, html } from '@open-wc/testing';
import { defineElement } from '../define';
import { joinStyles } from '../join/styles';
import { shopStyles } from './shop/styles';
import { wishStyles } from './WishButton';
import { styles as vodDetailsStyles } from '../tv-vod-details/styles';
import { settingsStyles } from '../tv-settings/styles';
import { styles as elementsPageStyles } from '../tv-elements-page/styles';
import { reminderStyles } from '../tv-reminders/styles';
import { playerStyles } from '../tv-player/styles';
import '../tv-nav/tv-nav';
import '../tv-footer/tv-footer';
import { until } from '../../../tests/helpers/env';
import { root } from '../../../tests/helpers/element-dom';
import { useFakeApi } from '../../../tests/fakes/suite';

/** Each element's error texts, as its view writes them, with its own styles. */
const ERRORS: { tag: `tv-test-${string}`; styles: string; markup: () => JSX.Element; color?: string; border?: string }[] = [
  { tag: 'tv-test-join-error', styles: joinStyles, markup: () => <div className="invalid"><input id="i" aria-invalid="true" /><p className="error" role="alert">Bad</p></div>, color: '.error', border: 'input' },
  { tag: 'tv-test-shop-error', styles: shopStyles, markup: () => <p role="alert" className="shop-error">Bad</p>, color: '.shop-error' },
  { tag: 'tv-test-wish-error', styles: wishStyles, markup: () => <span className="wish-error" role="alert">Bad</span>, color: '.wish-error' },
  { tag: 'tv-test-vod-error', styles: vodDetailsStyles, markup: () => <p className="error" role="alert">Bad</p>, color: '.error' },
  { tag: 'tv-test-settings-error', styles: settingsStyles, markup: () => <div className="rename"><p className="error" role="alert">Bad</p></div>, color: '.error' },
  { tag: 'tv-test-catalogue-error', styles: elementsPageStyles, markup: () => <div><input aria-invalid="true" /><span className="inline-error" role="alert">Bad</span><span className="copy-state failed">Bad</span></div>, color: '.inline-error, .copy-state', border: 'input' },
  { tag: 'tv-test-toast-error', styles: reminderStyles, markup: () => <div className="toast error" role="alert">Bad</div> },
];
for (const e of ERRORS) defineElement({ tag: e.tag, component: e.markup, styles: e.styles });

function PlayerOverlay() {
  return (
    <div className="player">
      <div className="center"><p className="hint">Log in to watch</p></div>
      <div className="chrome">
        <p className="info"><span className="number">1</span> <span className="title">News</span></p>
        <div className="row"><button type="button" className="icon-btn" aria-label="Play">▶</button><span className="time">12:00</span><span className="badge">HD</span></div>
      </div>
    </div>
  );
}
defineElement({ tag: 'tv-test-player-overlay', component: PlayerOverlay, styles: playerStyles });

const LIGHT = '--tv-color-bg: #fff; --tv-color-surface: #f4f5f7; --tv-color-surface-2: #e6e8ec; --tv-color-text: #14171c; --tv-color-muted: #4a515c';

/** Relative luminance (WCAG) of a computed `rgb()`/`rgba()` colour. */
function luminance(css: string): number {
  const [r, g, b] = (css.match(/[\d.]+/g) ?? []).slice(0, 3).map((v) => {
    const c = Number(v) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

describe('theming', () => {
  for (const e of ERRORS) {
    it(`<${e.tag}>: error texts take --tv-color-error`, async () => {
      const el = await fixture<HTMLElement>(`<${e.tag} style="--tv-color-error: rgb(1, 2, 3)"></${e.tag}>`);
      const r = root(el);
      await until(() => expect(r.querySelector('[role="alert"]')).to.exist);
      for (const n of e.color ? r.querySelectorAll(e.color) : []) expect(getComputedStyle(n).color, `${e.color} colour`).to.equal('rgb(1, 2, 3)');
      for (const n of e.border ? r.querySelectorAll(e.border) : []) expect(getComputedStyle(n).borderTopColor, `${e.border} border`).to.equal('rgb(1, 2, 3)');
      if (!e.color && !e.border) expect(getComputedStyle(r.querySelector('.toast')!).borderLeftColor).to.equal('rgb(1, 2, 3)');
    });
  }

  it('the player\'s controls and notices stay light on the video under a light theme', async () => {
    const el = await fixture<HTMLElement>(`<tv-test-player-overlay style="${LIGHT}"></tv-test-player-overlay>`);
    const r = root(el);
    await until(() => expect(r.querySelector('.chrome')).to.exist);
    for (const sel of ['.hint', '.info', '.title', '.number', '.icon-btn', '.time', '.badge']) {
      expect(luminance(getComputedStyle(r.querySelector(sel)!).color), `${sel} text`).to.be.greaterThan(0.5);
    }
    // the channel number's and the badge's chips are shades over the picture, not the page's light surface
    for (const sel of ['.number', '.badge']) expect(getComputedStyle(r.querySelector(sel)!).backgroundColor).to.match(/^rgba\(255, 255, 255, 0\.\d+\)$/);
  });

  describe('::part() of the navigation and the footer', () => {
    let sheet: HTMLStyleElement;
    // the navigation's pages come from the fake API (the PageList example): no server needed
    const api = useFakeApi();
    before(() => {
      sheet = document.createElement('style');
      sheet.textContent = `tv-nav::part(bar), tv-footer::part(footer) { background: rgb(1, 2, 3); }
tv-nav::part(logo), tv-nav::part(menu), tv-footer::part(social), tv-footer::part(links), tv-footer::part(copyright) { outline: 3px solid rgb(4, 5, 6); }`;
      document.head.append(sheet);
    });
    after(() => sheet.remove());

    it('<tv-nav> has its bar, logo and menu as parts', async () => {
      const el = await fixture<HTMLElement>(html`<tv-nav></tv-nav>`);
      const r = root(el);
      await until(() => expect(r.querySelector('nav')).to.exist);
      expect(getComputedStyle(r.querySelector('nav')!).backgroundColor).to.equal('rgb(1, 2, 3)');
      for (const sel of ['.logo', '#menu']) expect(getComputedStyle(r.querySelector(sel)!).outlineColor, sel).to.equal('rgb(4, 5, 6)');
      await until(() => expect(api.callsTo('GET /pages').map((c) => c.path)).to.include('/api/public/v1/pages'));
    });

    it('<tv-footer> has its band, social links, document links and copyright as parts', async () => {
      const el = await fixture<HTMLElement>(html`<tv-footer></tv-footer>`);
      const r = root(el);
      await until(() => expect(r.querySelector('footer .copyright')).to.exist);
      expect(getComputedStyle(r.querySelector('footer')!).backgroundColor).to.equal('rgb(1, 2, 3)');
      for (const sel of ['.social', '.docs', '.copyright']) expect(getComputedStyle(r.querySelector(sel)!).outlineColor, sel).to.equal('rgb(4, 5, 6)');
    });
  });
});
