import { expect } from '@open-wc/testing';
import { shadowText, until } from '../../../tests/helpers/env';
import { msg } from '../../../tests/helpers/messages';
import { networkDown } from '../../../tests/fakes/api';
import { CHANNELS, GRID, guideBlocks } from '../../../tests/fakes/guide';
import { useFakeApi } from '../../../tests/fakes/suite';
import { EVENTS } from '../../core/names';
import { resetEpg } from '../../core/stores/epg';
import { cells, cleanup, type GridEl } from './epg-fixtures';
import { ROW_H } from './layout';

// The guide's box while the line-up loads, when the API cannot be reached (the fake answers as a
// network failure does) and when a genre has no channels: what the viewer sees in the box, and how
// it comes back.

function fetchingGrid(attrs: Record<string, string> = {}): GridEl {
  const el = document.createElement('tv-epg-grid') as GridEl;
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  el.style.setProperty('--tv-epg-height', '500px');
  el.style.width = '1000px';
  el.style.display = 'block';
  document.body.append(el);
  return el;
}
const $ = (el: Element, sel: string) => el.shadowRoot!.querySelector<HTMLElement>(sel);
const alertOf = (el: Element) => $(el, '[role="alert"]');
const button = (el: Element, name: string) => [...el.shadowRoot!.querySelectorAll('button')].find((b) => b.textContent === name);
/** The day the day picker marks as the one shown. */
const pickedDay = (el: Element) => [...el.shadowRoot!.querySelectorAll('[role="group"] button[aria-pressed="true"]')].map((b) => b.textContent);
/** The grid's scrolling box. */
const box = (el: Element) => $(el, '[role="grid"]')!.getBoundingClientRect();

describe('<tv-epg-grid> loading, failing and empty', () => {
  const fake = useFakeApi({ [GRID]: guideBlocks });
  // the guide's blocks, failed ones too, stay in the page's store: each test starts without them
  afterEach(() => {
    cleanup();
    resetEpg();
  });

  it('shows rows of the real size while loading; a failed line-up says so in the box with a Retry that works', async () => {
    const release = fake.hold(CHANNELS);
    fake.answer(CHANNELS, networkDown);
    const el = fetchingGrid();
    // placeholder rows, as tall as the channel rows to come, inside the guide's box
    await until(() => expect(el.shadowRoot!.querySelectorAll('.placeholder .ph-row').length).to.be.greaterThan(5));
    const status = $(el, '[role="status"]')!;
    expect(status.getAttribute('aria-label')).to.equal(msg('epg.loading'));
    expect(status.querySelector('.ph-row')!.getBoundingClientRect().height).to.equal(ROW_H);
    const s = status.getBoundingClientRect();
    const g = box(el);
    expect(s.top).to.equal(g.top);
    expect(s.bottom).to.equal(g.bottom);
    // the guide opens on today: the day picker says so before there is anything to show
    expect(pickedDay(el), 'the day marked while loading').to.deep.equal([msg('epg.today')]);

    // the API cannot be reached: the message and Retry in the box, not under it
    release();
    await until(() => expect(alertOf(el)?.textContent).to.contain(`${msg('epg.error')} ${msg('errors.network')}`));
    const a = alertOf(el)!.getBoundingClientRect();
    expect(a.top).to.be.at.least(g.top);
    expect(a.bottom).to.be.at.most(g.bottom);
    const retry = button(el, msg('epg.retry'));
    expect(retry, 'Retry').to.not.equal(undefined);
    expect(fake.callsTo(CHANNELS)).to.have.length(1);
    // a page waiting for the first screen learns it will not come
    expect(await el.updateComplete, 'updateComplete with the error shown').to.equal(false);
    expect(pickedDay(el), 'the day marked with the error shown').to.deep.equal([msg('epg.today')]);

    fake.answer(CHANNELS, { body: fake.example('ChannelList') });
    retry!.click();
    await until(() => expect(shadowText(el)).to.contain('LRT Televizija'));
    expect(fake.callsTo(CHANNELS), 'the line-up asked for again').to.have.length(2);
    expect(alertOf(el)).to.equal(null);
    await until(() => expect(cells(el).length).to.be.greaterThan(5));
  });

  it('programmes that failed to load come by themselves when the network comes back', async () => {
    const el = fetchingGrid();
    await until(() => expect(cells(el).length).to.be.greaterThan(5));
    // the network goes away; the viewer goes back to the guide's first day (nobody has asked for it)
    const asked = fake.callsTo(GRID).length;
    fake.answer(GRID, networkDown);
    $(el, '.scroller')!.scrollLeft = 0;
    await until(() => expect(alertOf(el)?.textContent ?? '').to.contain(`${msg('epg.error')} ${msg('errors.network')}`));
    expect(button(el, msg('epg.retry'))).to.not.equal(undefined);
    const failed = fake.callsTo(GRID).slice(asked);
    expect(failed.length, 'blocks asked for that failed').to.be.greaterThan(0);
    expect(cells(el).length).to.equal(0);
    fake.answer(GRID, guideBlocks);
    // back online: the first day's programmes are asked for again and drawn, without a click
    window.dispatchEvent(new Event('online'));
    await until(() => expect(cells(el).length).to.be.greaterThan(5));
    expect(alertOf(el)).to.equal(null);
    // the blocks that failed, asked for again
    const again = fake.callsTo(GRID).slice(asked + failed.length).map((c) => c.path);
    expect(again).to.include.members(failed.map((c) => c.path));
  });

  it('a genre no channel has says so, and offers every channel', async () => {
    const el = fetchingGrid({ 'genre-id': '999' });
    await until(() => expect(shadowText(el)).to.contain(msg('epg.genre_empty')));
    expect(await el.updateComplete, 'updateComplete with no channel to show').to.equal(false);
    expect(pickedDay(el), 'the day marked with no channel to show').to.deep.equal([msg('epg.today')]);
    const selects: unknown[] = [];
    el.addEventListener(EVENTS.genreSelect, (e) => selects.push(e.detail));
    button(el, msg('epg.show_all_genres'))!.click();
    await until(() => expect(shadowText(el)).to.contain('LRT Televizija'));
    expect(shadowText(el)).not.to.contain(msg('epg.genre_empty'));
    expect(selects).to.deep.equal([{ genreId: null }]);
  });
});
