import { expect } from '@open-wc/testing';
import { shadowText, until } from '../../../tests/helpers/env';
import type * as S from '../../core/api/schema.gen';
import type { Answer, Call, FakeApi } from '../../../tests/fakes/api';
import { CHANNELS, GRID, guideBlocks } from '../../../tests/fakes/guide';
import { useFakeApi } from '../../../tests/fakes/suite';
import { active, cells, cleanup, press, settled, type GridEl } from './epg-fixtures';
import { ensureEpg, resetEpg } from '../../core/stores/epg';

// The grid on its own, fetching from the fake API: blocks of (channels in view) x (days in view),
// cached, never the whole guide, with the calls on the wire.
let fake: FakeApi;
const grids = () => fake.callsTo(GRID);

/** A line-up of 42 channels from the ChannelList example: 1 LRT Televizija, 7 and 8 sports (genre 2), 42 Naktis+. */
function lineUp(): Answer {
  const [first] = fake.example<S.ChannelList>('ChannelList').items;
  const name = (n: number) => (n === 1 ? 'LRT Televizija' : n === 42 ? 'Naktis+' : n === 7 || n === 8 ? `Sportas ${n - 6}` : `Kanalas ${n}`);
  const items = Array.from({ length: 42 }, (_, i) => ({ ...first!, channel_id: i + 1, number: i + 1, name: name(i + 1), genres: i === 6 || i === 7 ? [2] : [1] }));
  return { body: { items } };
}

function parse(call: Call) {
  const p = call.params;
  return { ids: p['channels']!.split(',').map(Number), from: Number(p['from']), to: Number(p['to']), lang: p['lang'] };
}

describe('<tv-epg-grid> fetching from the API', () => {
  fake = useFakeApi({ [CHANNELS]: lineUp, [GRID]: guideBlocks });
  afterEach(cleanup);

  it('fetches the channels in view for the days in view, and nothing again when scrolling back', async () => {
    const el = document.createElement('tv-epg-grid') as GridEl;
    el.style.setProperty('--tv-epg-height', '500px');
    el.style.width = '1000px';
    el.style.display = 'block';
    document.body.append(el);
    await el.updateComplete;
    await until(() => expect(shadowText(el)).to.contain('LRT Televizija'));
    await settled(el);
    expect(fake.callsTo(CHANNELS)).to.have.length(1);
    expect(grids().length).to.equal(1);
    const first = parse(grids()[0]!);
    // About a screen of channels (500 px / 56 px rows + a little overscan), not the 42 of the line-up.
    expect(first.ids.length).to.be.within(5, 16);
    expect(first.ids[0]).to.equal(1);
    // Aligned to UTC days; one or two days (the view spans a few hours around now).
    expect(first.from % 86400).to.equal(0);
    expect(first.to % 86400).to.equal(0);
    expect((first.to - first.from) / 86400).to.be.within(1, 2);
    expect(first.from).to.be.at.most(Date.now() / 1000);
    expect(first.to).to.be.greaterThan(Date.now() / 1000);
    // Programmes of the view are drawn, with the now line.
    expect(cells(el).length).to.be.greaterThan(5);

    // A day later: one more request, for the new day only.
    const scroller = el.shadowRoot!.querySelector('.scroller')!;
    const left = scroller.scrollLeft;
    scroller.scrollLeft = left + 24 * 300 * 1.5;
    await until(() => expect(grids().length).to.equal(2));
    const second = parse(grids()[1]!);
    expect(second.from).to.be.at.least(first.to);
    expect(second.ids).to.deep.equal(first.ids);
    // The new day's programmes are drawn once they arrive (every drawn cell is a gridcell, so asking
    // for "some gridcell" only said that something was drawn, whatever it was).
    const fresh = guideBlocks(grids()[1]!).body as S.EpgGrid;
    const freshIds = new Set(Object.values(fresh.items).flatMap((days) => Object.values(days).flat().map((p) => p.id)));
    expect(freshIds.size).to.be.greaterThan(0);
    await until(() => expect(cells(el).filter((c) => freshIds.has(Number(c.dataset.id))).length).to.be.greaterThan(0));

    // Back where we were: served from the cache.
    scroller.scrollLeft = left;
    await settled(el);
    expect(grids().length).to.equal(2);

    // Down to the last channels: only the new channels are asked for.
    scroller.scrollTop = scroller.scrollHeight;
    await until(() => expect(grids().length).to.equal(3));
    const third = parse(grids()[2]!);
    expect(third.ids).to.include(42);
    expect(third.ids.some((id) => first.ids.includes(id) && id < 10)).to.equal(false);
    await until(() => expect(shadowText(el)).to.contain('Naktis+'));
  });

  it('filters channels by genre', async () => {
    const el = document.createElement('tv-epg-grid') as GridEl;
    el.setAttribute('genre-id', '2');
    el.style.setProperty('--tv-epg-height', '500px');
    document.body.append(el);
    await until(() => expect(shadowText(el)).to.contain('Sportas 1'));
    expect(shadowText(el)).not.to.contain('LRT Televizija');
  });

  it('goes to the last channel with Ctrl+End and back to the first, at now, with Ctrl+Home', async () => {
    resetEpg();
    const el = document.createElement('tv-epg-grid') as GridEl;
    el.style.setProperty('--tv-epg-height', '500px');
    el.style.width = '1000px';
    el.style.display = 'block';
    document.body.append(el);
    await el.updateComplete;
    await until(() => expect(cells(el).some((c) => c.tabIndex === 0)).to.equal(true));
    const now = cells(el).find((c) => c.tabIndex === 0)!;
    const nowId = now.dataset.id;
    now.focus();
    const scroller = el.shadowRoot!.querySelector('.scroller')!;
    const rowOf = (c: Element | null) => Number(c?.closest('[aria-rowindex]')?.getAttribute('aria-rowindex'));
    const inView = () => {
      const box = active(el)!.getBoundingClientRect();
      const view = scroller.getBoundingClientRect();
      return box.top >= view.top && box.bottom <= view.bottom + 1 && box.right > view.left && box.left < view.right;
    };
    // the far channels' programmes are not loaded until the guide goes there
    press(el, 'End', { ctrlKey: true });
    await until(() => expect(rowOf(active(el))).to.equal(42));
    expect(active(el)!.getAttribute('role')).to.equal('gridcell');
    expect(inView()).to.equal(true);
    await until(() => expect(shadowText(el)).to.contain('Naktis+'));
    // a step back in time on the last channel, then Ctrl+Home: the first channel, what airs now
    press(el, 'ArrowLeft');
    press(el, 'ArrowLeft');
    await until(() => expect(active(el)?.dataset.id).to.not.equal(undefined));
    press(el, 'Home', { ctrlKey: true });
    await until(() => expect(active(el)?.dataset.id).to.equal(nowId));
    expect(rowOf(active(el))).to.equal(1);
    expect(inView()).to.equal(true);
  });

  it('asks only for the (channel, day) blocks nobody asked for: a channel with one day already asked for gets the other days only', async () => {
    resetEpg();
    const d = Math.floor(Date.now() / 86_400_000);
    const before = grids().length;
    // the player asks for channel 3's day first; then the guide for channels 1-4 over two days
    await Promise.all([ensureEpg([3], d, d, 'lt'), ensureEpg([1, 2, 3, 4], d, d + 1, 'lt')]);
    const asked = grids().slice(before).map(parse);
    const days = asked.flatMap((r) => r.ids.flatMap((id) => Array.from({ length: (r.to - r.from) / 86_400 }, (_, k) => `${id}:${r.from / 86_400 + k}`)));
    expect(days.length, days.join(' ')).to.equal(new Set(days).size);
    expect([...days].sort()).to.deep.equal([`1:${d}`, `1:${d + 1}`, `2:${d}`, `2:${d + 1}`, `3:${d}`, `3:${d + 1}`, `4:${d}`, `4:${d + 1}`].sort());
    resetEpg();
  });
});
