// <tv-player> next to <tv-epg-grid>: the player reads the guide's programmes from the shared store
// instead of downloading the channel's programme list again.
import { expect, fixture, html } from '@open-wc/testing';
import { configure } from '../../core/config';
import './tv-player';
import '../tv-epg-grid/tv-epg-grid';
import { playbackOf, playerOf } from '../../../tests/helpers/player-state';
import { resetEpg } from '../../core/stores/epg';
import { backendConfig, watchAs, until } from '../../../tests/helpers/env';

/** The <tv-player> in a test's frame (its state is the element's own). */
const playerIn = (frame: Element) => frame.querySelector('tv-player')!;

/** The grid requests of this page whose channel list names `id`. */
const gridCallsFor = (id: number) =>
  performance
    .getEntriesByType('resource')
    .map((e) => /\/epggrid\/channels\/([\d,]+)\//.exec(new URL(e.name).pathname)?.[1])
    .filter((ids): ids is string => !!ids && ids.split(',').includes(String(id)));

/** The UTC days of channel `id` each grid request of this page asked for, one entry per request and day. */
const daysAskedFor = (id: number) =>
  performance.getEntriesByType('resource').flatMap((e) => {
    const m = /\/epggrid\/channels\/([\d,]+)\/from\/(\d+)\/to\/(\d+)\//.exec(new URL(e.name).pathname);
    if (!m || !m[1]!.split(',').includes(String(id))) return [];
    const [from, to] = [Number(m[2]) / 86_400, Number(m[3]) / 86_400];
    return Array.from({ length: to - from }, (_, i) => from + i);
  });

describe('<tv-player> with <tv-epg-grid> on the page', function () {
  this.timeout(60_000);
  before(async () => {
    performance.setResourceTimingBufferSize(100_000);
    configure(await backendConfig());
    await watchAs('anna@example.lt');
  });

  it('downloads the playing channel\'s programmes once, for both', async () => {
    resetEpg();
    performance.clearResourceTimings();
    const el = await fixture<HTMLElement>(html`<div style="width: 1200px">
      <tv-player channel-id="3" autoplay></tv-player>
      <tv-epg-grid></tv-epg-grid>
    </div>`);
    await until(() => {
      expect(playbackOf(playerIn(el)).status).to.equal('playing');
      expect(playerOf(playerIn(el)).epg_id).to.not.equal(null);
      expect(playerOf(playerIn(el)).channel_loading).to.equal(false);
    }, 20_000);
    // the guide shows channel 3's programme on air, from the same data
    const grid = el.querySelector('tv-epg-grid')!;
    await until(() => expect(grid.shadowRoot!.textContent ?? '').to.contain(playerOf(playerIn(el)).epg!.title ?? '\u0000'), 20_000);
    // no day of channel 3 asked for twice, whichever of the two asked first
    const days = daysAskedFor(3);
    expect(days.length, `days of channel 3 asked for: ${days.join(', ')}`).to.equal(new Set(days).size);
  });

  it('the guide opened after the player asks only for the days of the playing channel the player did not', async () => {
    resetEpg();
    performance.clearResourceTimings();
    const el = await fixture<HTMLElement>(html`<div style="width: 1200px"><tv-player channel-id="3" autoplay></tv-player></div>`);
    await until(() => {
      expect(playbackOf(playerIn(el)).status).to.equal('playing');
      expect(playerOf(playerIn(el)).epg_id).to.not.equal(null);
    }, 20_000);
    // the player asked for channel 3 alone: the day of the programme on air (and the next or the day
    // before when that programme is the first or last of its day)
    expect(gridCallsFor(3).length).to.be.at.least(1);
    expect(gridCallsFor(3).every((ids) => ids === '3'), gridCallsFor(3).join(' | ')).to.equal(true);
    const playerDays = daysAskedFor(3);
    const guide = document.createElement('tv-epg-grid');
    el.append(guide);
    await until(() => expect(guide.shadowRoot?.textContent ?? '').to.contain(playerOf(playerIn(el)).epg!.title ?? '\u0000'), 20_000);
    await until(() => expect(gridCallsFor(4).length).to.be.at.least(1), 20_000);
    const days = daysAskedFor(3);
    expect(days.length, `days of channel 3 asked for: ${days.join(', ')} (the player: ${playerDays.join(', ')})`).to.equal(new Set(days).size);
    guide.remove();
  });
});
