// The guide as the viewer reads it: titles of programmes that began left of the view stay readable
// at its left edge, every day shown is a Europe/Vilnius day (also near midnight), Home/End stay in
// that day, reminders show a bell, and a channel's name plays that channel.
import { expect, oneEvent } from '@open-wc/testing';
import { until } from '../../../tests/helpers/env';
import { msg } from '../../../tests/helpers/messages';
import { $remindersStatus } from '../../core/stores/reminders';
import { dayStart, formatDay, fromWallClock } from '../../core/time/vilnius';
import { CH_W } from './layout';
import { activeTitle, cellByTitle, cells, cleanup, DAY, guide, H, mount, press } from './epg-fixtures';

const T0 = Date.UTC(2025, 0, 10);
// 22:30 UTC on 01-15 is 00:30 on 01-16 in Vilnius (UTC+2): the UTC day and the Vilnius day differ.
const NOW = Date.UTC(2025, 0, 15, 22, 30);
const PX = 300 / H;

const scrollerOf = (el: Element) => el.shadowRoot!.querySelector<HTMLElement>('.scroller')!;
const dayButtons = (el: Element) => [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('[part="toolbar"] [role="group"] button')];
const pressedDay = (el: Element) => dayButtons(el).find((b) => b.getAttribute('aria-pressed') === 'true')?.textContent ?? '';

/**
 * A guide whose view begins `minute` minutes into "C1 P58" (10:00-11:00 UTC on 01-12): that cell,
 * the view's box and a range over the cell's title.
 */
async function edgeAt(minute: number) {
  const el = await mount(guide(3, T0, T0 + 11 * DAY, NOW));
  const scroller = scrollerOf(el);
  scroller.scrollLeft = (58 * H + minute * 60_000) * PX;
  await until(() => expect(!!cellByTitle(el, 'C1 P58')).to.equal(true));
  const cell = cellByTitle(el, 'C1 P58')!;
  const range = document.createRange();
  range.selectNodeContents(cell.firstChild!);
  return { cell, view: scroller.getBoundingClientRect(), range };
}

describe('<tv-epg-grid> as the viewer reads it', () => {
  afterEach(cleanup);

  it('keeps the title and time of a programme that began left of the view readable at the left edge', async () => {
    // The view's left edge at 10:40 UTC on 01-12: "C1 P58" (10:00-11:00 UTC) began before it.
    const { cell, view, range } = await edgeAt(40);
    await until(() => expect(cell.getBoundingClientRect().left).to.be.below(view.left + CH_W - 100));
    const title = range.getBoundingClientRect();
    expect(title.width).to.be.above(0);
    // the whole title is right of the channel column, inside the programme's block
    expect(title.left).to.be.at.least(view.left + CH_W - 1);
    expect(title.right).to.be.at.most(cell.getBoundingClientRect().right + 1);
    const time = cell.querySelector('small')!.getBoundingClientRect();
    expect(time.left).to.be.at.least(view.left + CH_W - 1);
  });

  it('begins such a title at the left edge also when only a few minutes of the programme are left in view', async () => {
    // The view's left edge at 10:52 UTC: 8 minutes (40 px) of "C1 P58" (10:00-11:00) in view.
    const { cell, view, range } = await edgeAt(52);
    // its first letters, not the middle of a word, right of the channel column (the rest ends in an ellipsis)
    await until(() => expect(range.getBoundingClientRect().left).to.be.at.least(view.left + CH_W - 1));
    expect(range.getBoundingClientRect().left).to.be.below(cell.getBoundingClientRect().right - 8);
    expect(cell.querySelector('small')!.getBoundingClientRect().left).to.be.at.least(view.left + CH_W - 1);
  });

  it('shows no time-line mark cut off under the corner, and names the day at the left edge in the corner', async () => {
    const el = await mount(guide(3, T0, T0 + 11 * DAY, NOW));
    const scroller = scrollerOf(el);
    const marks = () => [...el.shadowRoot!.querySelectorAll<HTMLElement>('.tl')];
    const corner = el.shadowRoot!.querySelector<HTMLElement>('.corner')!;
    // 10 minutes after a half-hour mark, then 10 minutes after a Vilnius midnight (22:00 UTC on 01-12)
    for (const left of [T0 + 58 * H + 10 * 60_000, fromWallClock(2025, 0, 13) + 10 * 60_000]) {
      scroller.scrollLeft = (left - T0) * PX;
      await until(() => expect(corner.textContent).to.equal(formatDay(dayStart(left), 'lt')));
      const view = scroller.getBoundingClientRect();
      await until(() => {
        const shown = marks().filter((l) => getComputedStyle(l).visibility !== 'hidden' && l.getBoundingClientRect().right > view.left);
        expect(shown.length, 'marks in view').to.be.above(1);
        for (const l of shown) expect(l.getBoundingClientRect().left, `"${l.textContent}" begins right of the corner`).to.be.at.least(view.left + CH_W - 1);
      });
    }
  });

  it('names and picks Vilnius days near midnight: "today" is the Vilnius day, a picked day is shown and highlighted', async () => {
    const el = await mount(guide(3, T0, T0 + 11 * DAY, NOW));
    const today = fromWallClock(2025, 0, 16);
    // 00:30 in Vilnius: today is 01-16 although the UTC day is still 01-15.
    expect(pressedDay(el)).to.equal(msg('epg.today'));
    const labels = dayButtons(el).map((b) => b.textContent);
    expect(labels).to.include(formatDay(fromWallClock(2025, 0, 15), 'lt'));
    expect(labels.indexOf(msg('epg.today'))).to.equal(labels.indexOf(formatDay(fromWallClock(2025, 0, 15), 'lt')) + 1);
    // The view opened at now shows late 01-15 on its left; picking 01-14 must show 01-14 only.
    const pick = fromWallClock(2025, 0, 14);
    const name = formatDay(pick, 'lt');
    dayButtons(el).find((b) => b.textContent === name)!.click();
    const scroller = scrollerOf(el);
    await until(() => expect(pressedDay(el)).to.equal(name));
    const left = T0 + scroller.scrollLeft / PX;
    const right = left + (scroller.clientWidth - CH_W) / PX;
    expect(left).to.be.at.least(pick);
    expect(right).to.be.at.most(fromWallClock(2025, 0, 15) + 1);
    expect(today - fromWallClock(2025, 0, 15)).to.equal(DAY);
    // and the same for a day whose Vilnius midnight is the previous UTC evening
    const next = formatDay(fromWallClock(2025, 0, 17), 'lt');
    dayButtons(el).find((b) => b.textContent === next)!.click();
    await until(() => expect(pressedDay(el)).to.equal(next));
    const l2 = T0 + scroller.scrollLeft / PX;
    expect(l2).to.be.at.least(fromWallClock(2025, 0, 17));
    expect(l2 + (scroller.clientWidth - CH_W) / PX).to.be.at.most(fromWallClock(2025, 0, 18) + 1);
  });

  it('marks "today" in the last hour before a Vilnius midnight, while the time now is in view', async () => {
    // 21:40 UTC on 01-16 is 23:40 in Vilnius: the view opened at now reaches past midnight, and its
    // centre stands in 01-17
    const late = Date.UTC(2025, 0, 16, 21, 40);
    const el = await mount(guide(3, T0, T0 + 11 * DAY, late));
    const scroller = scrollerOf(el);
    const left = T0 + scroller.scrollLeft / PX;
    const right = left + (scroller.clientWidth - CH_W) / PX;
    expect(late, 'now in view').to.be.within(left, right);
    expect(dayStart(left + (right - left) / 2), "the view's centre").to.equal(fromWallClock(2025, 0, 17));
    expect(pressedDay(el)).to.equal(msg('epg.today'));
    // the viewer moves on into tomorrow, until now is out of view: that day is the one marked
    scroller.scrollLeft = (late + 3 * H - T0) * PX;
    await until(() => expect(pressedDay(el)).to.equal(formatDay(fromWallClock(2025, 0, 17), 'lt')));
  });

  it('keeps the day shown as picked in view on the day strip when the guide moves to another day', async () => {
    const el = await mount(guide(3, T0, T0 + 11 * DAY, NOW));
    el.style.width = '560px';
    const scroller = scrollerOf(el);
    const bar = el.shadowRoot!.querySelector<HTMLElement>('[part="toolbar"]')!;
    const inView = () => {
      const b = dayButtons(el).find((x) => x.getAttribute('aria-pressed') === 'true')!.getBoundingClientRect();
      const box = bar.getBoundingClientRect();
      return b.left >= box.left - 1 && b.right <= box.left + bar.clientWidth + 1;
    };
    // (a programmatic click neither focuses nor scrolls the strip: only the guide moves)
    const last = dayButtons(el).at(-1)!.textContent;
    dayButtons(el).at(-1)!.click();
    await until(() => expect(pressedDay(el)).to.equal(last));
    await until(() => expect(inView(), `"${last}" in view on the strip`).to.equal(true));
    const first = dayButtons(el)[0]!.textContent;
    scroller.scrollLeft = (DAY - 6 * H) * PX;
    await until(() => expect(pressedDay(el)).to.equal(first));
    await until(() => expect(inView(), `"${first}" in view on the strip`).to.equal(true));
  });

  it('moves Home / End within the Vilnius day near midnight and Ctrl+Home / Ctrl+End to the first / last channel', async () => {
    const el = await mount(guide(30, T0, T0 + 11 * DAY, NOW));
    const start = cells(el).find((c) => c.tabIndex === 0)!;
    start.focus();
    // airing now: 22:00-23:00 UTC = 00:00-01:00 on 01-16 in Vilnius
    expect(activeTitle(el)).to.equal('C1 P142');
    press(el, 'End');
    // the last programme of 01-16 in Vilnius ends at its midnight: 22:00 UTC on 01-16 (hour 165)
    await until(() => expect(activeTitle(el)).to.equal('C1 P165'));
    press(el, 'Home');
    await until(() => expect(activeTitle(el)).to.equal('C1 P142'));
    press(el, 'End', { ctrlKey: true });
    await until(() => expect(activeTitle(el)).to.equal('C30 P142'));
    press(el, 'Home', { ctrlKey: true });
    await until(() => expect(activeTitle(el)).to.equal('C1 P142'));
    // one tab stop for the whole grid
    expect(cells(el).filter((c) => c.tabIndex === 0).length).to.equal(1);
  });

  it('shows a bell on programmes with a reminder and plays a channel from its name', async () => {
    const before = $remindersStatus.get();
    $remindersStatus.set({ ...before, data: { ...before.data, items: [{ epg_id: 200_143 } as never] } });
    try {
      const el = await mount(guide(3, T0, T0 + 11 * DAY, NOW));
      await until(() => expect(cellByTitle(el, 'C2 P143')?.classList.contains('rem')).to.equal(true));
      expect(cellByTitle(el, 'C2 P143')!.getAttribute('aria-label')).to.contain(msg('live_page.reminder_mark'));
      expect(cellByTitle(el, 'C2 P144')!.classList.contains('rem')).to.equal(false);
      const head = el.shadowRoot!.querySelector<HTMLElement>('.ch[data-row="1"]')!;
      expect(head.textContent).to.contain('Kanalas 2');
      const req = oneEvent(el, 'tvplayrequest');
      head.click();
      expect((await req).detail).to.deep.equal({ channelId: 2, epgId: 200_142, start: (T0 + 142 * H) / 1000, stop: (T0 + 143 * H) / 1000, mode: 'live' });
    } finally {
      $remindersStatus.set(before);
    }
  });

  it('ends a channel name too long for the channel column in an ellipsis, inside the column', async () => {
    const data = guide(3, T0, T0 + 11 * DAY, NOW);
    data.channels[0] = { ...data.channels[0]!, name: 'Lietuvos nacionalinė televizija ir radijas' };
    const el = await mount(data);
    const head = el.shadowRoot!.querySelector<HTMLElement>('.ch[data-row="0"]')!;
    await until(() => expect(head.textContent).to.contain('Lietuvos'));
    const name = [...head.querySelectorAll<HTMLElement>('*')].find((n) => n.textContent === 'Lietuvos nacionalinė televizija ir radijas');
    expect(name, 'the name in an element of its own').to.not.equal(undefined);
    expect(getComputedStyle(name!).textOverflow).to.equal('ellipsis');
    expect(name!.scrollWidth).to.be.above(name!.clientWidth);
    expect(name!.getBoundingClientRect().right).to.be.at.most(head.getBoundingClientRect().right);
  });
});
