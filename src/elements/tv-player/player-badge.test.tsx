// <tv-player>'s mode badge ("Catch-up", "From start") as a subscriber sees it: whole, and over no
// other control or text of the bar, in the /tv side column, full width at 1280 px and on a phone.
import { expect, fixture, html } from '@open-wc/testing';
import { configure } from '../../core/config';
import './tv-player';
import { playbackOf } from '../../../tests/helpers/player-state';
import { saveLanguage } from '../../core/i18n';
import { loadChannels, loadProgrammes, programmeIndexAt } from '../../player/catalogue';
import { backendConfig, watchAs, until } from '../../../tests/helpers/env';
import { msg } from '../../../tests/helpers/messages';

const q = <T extends Element>(el: Element, sel: string) => el.shadowRoot!.querySelector<T>(sel);

/** The visible boxes of the bar's texts and controls other than the badge (leaves: no box holds another). */
function others(el: Element, badge: Element): { what: string; box: DOMRect }[] {
  const bar = q<HTMLElement>(el, '[part="control-bar"]')!;
  return [...bar.querySelectorAll<HTMLElement>('button, input, time, .name, .number, .title, .span')]
    .filter((n) => n !== badge && !badge.contains(n) && getComputedStyle(n).display !== 'none' && n.getClientRects().length > 0)
    .map((n) => ({ what: n.getAttribute('aria-label') || n.textContent || n.className, box: n.getBoundingClientRect() }));
}

const overlaps = (a: DOMRect, b: DOMRect) => a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;

describe("<tv-player>'s mode badge", function () {
  this.timeout(90_000);
  let channel: number;
  let onAir: number;
  let past: number;
  before(async () => {
    configure(await backendConfig());
    await watchAs('anna@example.lt');
    const c = (await loadChannels()).find((x) => x.catchup && x.subscribed !== false && !x.adult)!;
    channel = c.channel_id;
    const t = Date.now() / 1000;
    const list = await loadProgrammes(channel, t);
    onAir = list[programmeIndexAt(list, t)]!.id;
    // (its guide day is that of two hours ago: early in a UTC day, today's has nothing that ended an hour ago)
    past = (await loadProgrammes(channel, t - 7200)).filter((p) => p.stop < t - 3600).pop()!.id;
  });
  after(() => saveLanguage('lt'));

  for (const [mode, key] of [['startover', 'player.startover'], ['catchup', 'player.catchup']] as const) {
    it(`shows "${mode}" whole and over nothing else, at 390, 540 and 1280 px in lt, en and ru`, async () => {
      const epg = mode === 'catchup' ? past : onAir;
      const el = await fixture<HTMLElement>(
        html`<tv-player channel-id=${channel} epg-id=${epg} mode=${mode} autoplay style="display:block;position:relative;width:1280px;height:720px"></tv-player>`,
      );
      await until(() => expect(playbackOf(el).mode).to.equal(mode), 30_000);
      for (const lang of ['lt', 'en', 'ru'] as const) {
        await saveLanguage(lang);
        for (const w of [390, 540, 1280]) {
          el.style.width = `${w}px`;
          el.style.height = `${Math.round((w * 9) / 16)}px`;
          await until(() => {
            const badge = [...el.shadowRoot!.querySelectorAll<HTMLElement>('.badge')].find((b) => b.textContent === msg(key, {}, lang));
            expect(badge, `${lang} ${w} px: the badge "${msg(key, {}, lang)}" shows`).to.not.equal(undefined);
            expect(badge!.scrollWidth, `${lang} ${w} px: the badge is cut`).to.be.at.most(badge!.clientWidth);
            const box = badge!.getBoundingClientRect();
            // nor hidden by what holds it (a line cut short with an ellipsis)
            const holder = badge!.parentElement!.getBoundingClientRect();
            expect(box.left >= holder.left - 0.5 && box.right <= holder.right + 0.5, `${lang} ${w} px: the badge sticks out of its line`).to.equal(true);
            const hit = others(el, badge!).filter((o) => overlaps(box, o.box)).map((o) => o.what);
            expect(hit, `${lang} ${w} px: the badge lies over`).to.deep.equal([]);
          });
        }
      }
      el.remove();
    });
  }
});
