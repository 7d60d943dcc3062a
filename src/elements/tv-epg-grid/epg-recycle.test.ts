import { expect } from '@open-wc/testing';
import { until } from '../../../tests/helpers/env';
import { windowFor, ROW_H, HEAD_H, CH_W } from './layout';
import { active, activeTitle, cells, cleanup, DAY, guide, H, mount, press, settled } from './epg-fixtures';

// The grid's rows and cells are pooled DOM nodes recycled while scrolling (no React render per
// frame): what is drawn must always be exactly the programmes of the rows and times in view.
const T0 = Date.UTC(2025, 0, 10);
const NOW = T0 + 5 * DAY + 10.5 * H;
const frame = () => new Promise((r) => requestAnimationFrame(() => r(null)));
/** Scrolling rests: the grid puts its nodes back in reading order and lets go of parked ones. */
const rest = (el: Element) => settled(el);

type Grid = Awaited<ReturnType<typeof mount>>;
const rows = (el: Grid) => [...el.shadowRoot!.querySelectorAll<HTMLElement>('[role="row"]')];

/** At rest, every drawn row and cell agrees with the data: channel, ids, titles, order, one tab stop. */
function expectConsistent(el: Grid): void {
  const drawn = rows(el);
  expect(drawn.length).to.be.greaterThan(0);
  const indexes = drawn.map((r) => Number(r.getAttribute('aria-rowindex')));
  expect(indexes).to.deep.equal([...indexes].sort((a, b) => a - b));
  for (const row of drawn) {
    const c = Number(row.getAttribute('aria-rowindex'));
    expect(row.querySelector('[role="rowheader"]')!.textContent).to.equal(`${c} Kanalas ${c}`);
    const starts: number[] = [];
    for (const cell of row.querySelectorAll<HTMLElement>('[role="gridcell"]')) {
      const id = Number(cell.dataset.id);
      expect(cell.id).to.equal(`p${id}`);
      expect(Math.floor(id / 100_000)).to.equal(c);
      expect(cell.firstChild!.textContent).to.equal(`C${c} P${id % 100_000}`);
      starts.push(id % 100_000);
    }
    expect(starts).to.deep.equal([...starts].sort((a, b) => a - b));
  }
  expect(cells(el).filter((c) => c.tabIndex === 0).length).to.equal(1);
  // The channel column shows each drawn row's number and name beside it.
  const heads = [...el.shadowRoot!.querySelectorAll<HTMLElement>('.chcol > *')];
  expect(heads.length).to.equal(drawn.length);
  for (const row of drawn) {
    const c = Number(row.getAttribute('aria-rowindex'));
    const top = row.getBoundingClientRect().top;
    const head = heads.find((h) => Math.abs(h.getBoundingClientRect().top - top) < 1);
    expect(head?.textContent, `head of row ${c}`).to.equal(`${c}Kanalas ${c}`);
  }
}

/** The programme id drawn at (x, y) of the view. */
function idAt(el: Grid, x: number, y: number): number {
  const hit = (el.shadowRoot!.elementFromPoint(x, y) as HTMLElement).closest<HTMLElement>('[role="gridcell"]')!;
  return Number(hit.dataset.id);
}

describe('<tv-epg-grid> recycled rows and cells', () => {
  afterEach(cleanup);

  it('reuses row and cell nodes while scrolling and always draws the programmes in view', async () => {
    const el = await mount(guide(300, T0, T0 + 11 * DAY, NOW));
    const scroller = el.shadowRoot!.querySelector<HTMLElement>('.scroller')!;
    expectConsistent(el);
    const before = new Set<Element>([...rows(el), ...cells(el)]);
    // A fling down in frame-sized steps, then sideways.
    for (let i = 1; i <= 12; i++) {
      scroller.scrollTop = i * 150;
      await frame();
    }
    // While scrolling, what is under the view is the programme of that row and time.
    const box0 = scroller.getBoundingClientRect();
    const under = idAt(el, box0.left + CH_W + 300, box0.top + HEAD_H + 3.5 * ROW_H);
    expect(under).to.equal((Math.floor((scroller.scrollTop + 3.5 * ROW_H) / ROW_H) + 1) * 100_000 + Math.floor((scroller.scrollLeft + 300) / 300));
    await rest(el);
    expectConsistent(el);
    const top = Math.ceil(scroller.scrollTop / ROW_H) + 1;
    expect(rows(el).map((r) => Number(r.getAttribute('aria-rowindex')))).to.include(top);
    expect(rows(el).map((r) => Number(r.getAttribute('aria-rowindex')))).not.to.include(1);
    // The rows and cells on screen now are the same nodes, recycled (not new ones per row).
    const reused = [...rows(el), ...cells(el)].filter((n) => before.has(n)).length;
    expect(reused).to.be.greaterThan((rows(el).length + cells(el).length) / 2);
    for (let i = 1; i <= 10; i++) {
      scroller.scrollLeft += 400;
      await frame();
    }
    await rest(el);
    expectConsistent(el);
    // What is under the middle of the view is the programme of that row and time.
    const box = scroller.getBoundingClientRect();
    const y = box.top + HEAD_H + 3.5 * ROW_H;
    const x = box.left + CH_W + 300;
    const hit = (el.shadowRoot!.elementFromPoint(x, y) as HTMLElement).closest<HTMLElement>('[role="gridcell"]')!;
    const row = Math.floor((scroller.scrollTop + 3.5 * ROW_H) / ROW_H) + 1;
    const hour = Math.floor(((scroller.scrollLeft + 300) / 300));
    expect(hit.firstChild!.textContent).to.equal(`C${row} P${hour}`);
    expect(el.shadowRoot!.querySelectorAll('*').length).to.be.below(1000);
  });

  it('keeps the focused programme (and its focus) while its row is scrolled far away and back', async () => {
    const el = await mount(guide(300, T0, T0 + 11 * DAY, NOW));
    const scroller = el.shadowRoot!.querySelector<HTMLElement>('.scroller')!;
    cells(el).find((c) => c.tabIndex === 0)!.focus();
    press(el, 'ArrowDown');
    await until(() => expect(activeTitle(el)).to.equal('C2 P130'));
    const focused = active(el)!;
    for (let i = 1; i <= 8; i++) {
      scroller.scrollTop = i * 600;
      await frame();
    }
    await frame();
    expect(active(el)).to.equal(focused);
    expect(focused.isConnected).to.equal(true);
    expect(focused.firstChild!.textContent).to.equal('C2 P130');
    expect(cells(el).filter((c) => c.tabIndex === 0)).to.deep.equal([focused]);
    scroller.scrollTop = 0;
    await rest(el);
    expect(active(el)).to.equal(focused);
    expectConsistent(el);
    press(el, 'ArrowRight');
    await until(() => expect(activeTitle(el)).to.equal('C2 P131'));
  });

  it('draws a fling\'s new cells with their titles and times, frame by frame', async () => {
    const el = await mount(guide(300, T0, T0 + 11 * DAY, NOW));
    const scroller = el.shadowRoot!.querySelector<HTMLElement>('.scroller')!;
    const box = scroller.getBoundingClientRect();
    const x = box.left + CH_W + 300;
    const y = box.top + HEAD_H + 2.5 * ROW_H;
    // Fast steps (a fling, three rows a frame): what enters the view is the right programme, with its text.
    for (let i = 1; i <= 10; i++) {
      scroller.scrollTop = i * 3 * ROW_H;
      await frame();
      const row = Math.floor((scroller.scrollTop + 2.5 * ROW_H) / ROW_H) + 1;
      const hour = Math.floor((scroller.scrollLeft + 300) / 300);
      expect(idAt(el, x, y)).to.equal(row * 100_000 + hour);
      const cell = (el.shadowRoot!.elementFromPoint(x, y) as HTMLElement).closest<HTMLElement>('[role="gridcell"]')!;
      expect(cell.firstChild!.textContent).to.equal(`C${row} P${hour}`);
      expect(cell.textContent).to.match(/\d\d:\d\d–\d\d:\d\d/);
    }
    await rest(el);
    expectConsistent(el);
    expect(cells(el).every((c) => c.firstChild!.textContent !== '')).to.equal(true);
  });

  it('keeps titles for a single long step (a jump is not a fling)', async () => {
    const el = await mount(guide(300, T0, T0 + 11 * DAY, NOW));
    const scroller = el.shadowRoot!.querySelector<HTMLElement>('.scroller')!;
    scroller.scrollTop = 8 * ROW_H;
    await frame();
    await frame();
    const inView = cells(el).filter((c) => {
      const r = c.getBoundingClientRect();
      const b = scroller.getBoundingClientRect();
      return r.bottom > b.top + HEAD_H && r.top < b.bottom && r.right > b.left + CH_W && r.left < b.right;
    });
    expect(inView.length).to.be.greaterThan(5);
    expect(inView.every((c) => /^C\d+ P\d+$/.test(c.firstChild!.textContent!))).to.equal(true);
  });

  it('keeps the channel column at the left edge when scrolled sideways', async () => {
    const el = await mount(guide(30, T0, T0 + 11 * DAY, NOW));
    const scroller = el.shadowRoot!.querySelector<HTMLElement>('.scroller')!;
    scroller.scrollLeft += 2000;
    await rest(el);
    const box = scroller.getBoundingClientRect();
    const heads = [...el.shadowRoot!.querySelectorAll<HTMLElement>('.chcol > *')];
    expect(heads.length).to.be.greaterThan(3);
    for (const h of heads) expect(Math.round(h.getBoundingClientRect().left)).to.equal(Math.round(box.left));
    expectConsistent(el);
  });

  it('draws a new data set in place of the old one, on the same nodes', async () => {
    const el = await mount(guide(50, T0, T0 + 11 * DAY, NOW));
    const before = rows(el);
    const next = guide(50, T0, T0 + 11 * DAY, NOW);
    el.data = { ...next, programmes: next.programmes.map((p) => ({ ...p, end: p.start + H / 2 })) };
    await el.updateComplete;
    await until(() => expect(cells(el).every((c) => c.style.width === '150px')).to.equal(true));
    expectConsistent(el);
    expect(rows(el).filter((r) => before.includes(r)).length).to.equal(before.length);
  });
});

describe('windowFor: overscan that follows the scroll velocity', () => {
  const v = { left: 0, top: 56_000, width: 1280, height: 720, dx: 0, dy: 0 };
  const rowsOf = (dy: number) => {
    const w = windowFor({ ...v, dy }, 5000, 0, 11 * DAY, 300 / H);
    return { above: 1000 - w.r0, below: w.r1 - 1000, n: w.r1 - w.r0 };
  };

  it('draws more rows ahead of a faster motion, none extra behind it, and nothing extra for a jump', () => {
    const still = rowsOf(0);
    const slow = rowsOf(60);
    const fast = rowsOf(300);
    expect(slow.below).to.be.greaterThan(still.below);
    expect(fast.below).to.be.greaterThan(slow.below);
    expect(fast.above).to.equal(still.above);
    expect(rowsOf(-300).above).to.be.greaterThan(still.above);
    // At most a screen and a half ahead; a jump of several screens is not a motion.
    expect(rowsOf(100_000).n).to.equal(still.n);
    expect(fast.n - still.n).to.be.at.most(Math.ceil((1.5 * (720 - HEAD_H)) / ROW_H));
  });
});
