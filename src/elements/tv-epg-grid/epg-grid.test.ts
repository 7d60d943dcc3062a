import { expect, oneEvent } from '@open-wc/testing';
import { until, shadowText } from '../../../tests/helpers/env';
import { msg } from '../../../tests/helpers/messages';
import { $session } from '../../core/stores/session';
import { $adultUnlock } from '../../core/stores/ui';
import { $epgSelection } from '../../core/stores/epg';
import { $recordingError } from '../../core/stores/recordings';
import { AppError, ErrorCode } from '../../core/errors';
import { active, activeTitle, cellByTitle, cells, cleanup, DAY, guide, H, mount, press, settled, type GridEl } from './epg-fixtures';

const T0 = Date.UTC(2025, 0, 10);
const NOW = T0 + 5 * DAY + 10.5 * H;

describe('<tv-epg-grid> with handed-in data', () => {
  afterEach(cleanup);

  it('draws only what is in view, with sticky channels, and resolves updateComplete', async () => {
    const el = await mount(guide(1000, T0, T0 + 11 * DAY, NOW));
    const grid = el.shadowRoot!.querySelector('[role="grid"]')!;
    expect(grid.getAttribute('aria-rowcount')).to.equal('1000');
    // The view opens at now: the programme airing at 10:30 UTC (hour 130 of the guide) is drawn.
    await until(() => expect(cellByTitle(el, 'C1 P130')).to.exist);
    expect(cellByTitle(el, 'C1 P0')).to.equal(undefined);
    expect(shadowText(el)).to.contain('Kanalas 1');
    expect(shadowText(el)).not.to.contain('Kanalas 500');
    expect(el.shadowRoot!.querySelectorAll('*').length).to.be.below(1000);
    // A now line is drawn.
    expect(el.shadowRoot!.querySelector('.now')).to.exist;
  });

  it('draws the first screen at now straight away, never the start of the guide first', async () => {
    // Every id a programme cell in the guide ever had: cells inserted or removed, and each change
    // of a cell's id with the id before it (records are kept for every change, also within a task).
    const drawn = new Set<string>();
    const note = (n: Node | null | undefined, id?: string | null) => {
      if (id) drawn.add(id);
      if (n instanceof HTMLElement) for (const c of [n, ...n.querySelectorAll<HTMLElement>('[id]')]) if (c.id) drawn.add(c.id);
    };
    const noteAll = (records: MutationRecord[]) => {
      for (const r of records) {
        if (r.type === 'attributes') note(r.target, r.oldValue);
        for (const n of r.addedNodes) note(n);
        for (const n of r.removedNodes) note(n);
      }
    };
    const el = document.createElement('tv-epg-grid') as GridEl;
    el.style.setProperty('--tv-epg-height', '500px');
    el.style.width = '1000px';
    el.style.display = 'block';
    document.body.append(el);
    await until(() => expect(el.shadowRoot).to.exist);
    const watch = new MutationObserver(noteAll);
    watch.observe(el.shadowRoot!, { subtree: true, childList: true, attributes: true, attributeFilter: ['id'], attributeOldValue: true });
    el.data = guide(40, T0, T0 + 11 * DAY, NOW);
    await el.updateComplete;
    await until(() => expect(cellByTitle(el, 'C1 P130')).to.exist);
    await settled(el);
    noteAll(watch.takeRecords());
    watch.disconnect();
    // programmes of channel 1: ids 100000 + hour of the guide; now is hour 130
    const hours = [...drawn].filter((id) => /^p1\d{5}$/.test(id)).map((id) => Number(id.slice(1)) - 100_000);
    expect(hours).to.include(130);
    expect(Math.min(...hours), `hours of channel 1 drawn: ${hours.sort((a, b) => a - b).join(' ')}`).to.be.at.least(120);
  });

  it('moves between programmes and channels with the WAI-ARIA grid keys and opens with Enter', async () => {
    const el = await mount(guide(40, T0, T0 + 11 * DAY, NOW));
    // One cell is in the tab order: what airs now on the first channel.
    const tabbable = cells(el).filter((c) => c.tabIndex === 0);
    expect(tabbable.length).to.equal(1);
    tabbable[0]!.focus();
    expect(activeTitle(el)).to.equal('C1 P130');
    press(el, 'ArrowRight');
    await until(() => expect(activeTitle(el)).to.equal('C1 P131'));
    // The focused programme is published for a player to preload.
    await until(() => expect($epgSelection.get().focused?.id).to.equal(100_131));
    press(el, 'ArrowDown');
    await until(() => expect(activeTitle(el)).to.equal('C2 P131'));
    press(el, 'ArrowLeft');
    await until(() => expect(activeTitle(el)).to.equal('C2 P130'));
    press(el, 'ArrowUp');
    await until(() => expect(activeTitle(el)).to.equal('C1 P130'));
    expect(cells(el).filter((c) => c.tabIndex === 0).map((c) => c.firstChild?.textContent)).to.deep.equal(['C1 P130']);
    press(el, 'PageDown');
    await until(() => expect(activeTitle(el)).to.match(/^C\d+ P130$/));
    const paged = Number(/^C(\d+)/.exec(activeTitle(el)!)![1]);
    expect(paged).to.be.greaterThan(3);
    press(el, 'End', { ctrlKey: true });
    await until(() => expect(activeTitle(el)).to.equal('C40 P130'));
    // Focus is always scrolled into view.
    const box = active(el)!.getBoundingClientRect();
    const view = el.shadowRoot!.querySelector('.scroller')!.getBoundingClientRect();
    expect(box.top).to.be.at.least(view.top);
    expect(box.bottom).to.be.at.most(view.bottom + 1);
    press(el, 'Home', { ctrlKey: true });
    await until(() => expect(activeTitle(el)).to.equal('C1 P130'));
    // Home / End: first and last programme of that (Vilnius) day: 00:00 Vilnius = 22:00 UTC.
    press(el, 'Home');
    await until(() => expect(activeTitle(el)).to.equal('C1 P118'));
    press(el, 'End');
    await until(() => expect(activeTitle(el)).to.equal('C1 P141'));
    press(el, 'ArrowLeft');
    await until(() => expect(activeTitle(el)).to.equal('C1 P140'));
    const selected = oneEvent(el, 'tvprogrammeselect');
    press(el, 'Enter');
    const ev = (await selected) as CustomEvent<{ channelId: number; epgId: number }>;
    expect(ev.detail).to.include({ channelId: 1, epgId: 100_140 });
    expect($epgSelection.get().epgId).to.equal(100_140);
    await until(() => expect(el.shadowRoot!.querySelector('[part="details"] h2')?.textContent).to.equal('C1 P140'));
  });

  it('offers what a programme allows by its time and rights and fires well-defined requests', async () => {
    const el = await mount(guide(3, T0, T0 + 11 * DAY, NOW));
    const open = async (title: string) => {
      cellByTitle(el, title)!.click();
      await until(() => expect(el.shadowRoot!.querySelector('[part="details"] h2')?.textContent).to.equal(title));
      return [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('[part="details"] button')];
    };
    const names = (b: HTMLButtonElement[]) => b.map((x) => x.textContent);
    // Airing now: live, from start, record.
    let buttons = await open('C2 P130');
    expect(names(buttons)).to.deep.equal([msg('epg.watch_live'), msg('epg.watch_from_start'), msg('epg.record')]);
    let req = oneEvent(el, 'tvplayrequest');
    buttons[1]!.click();
    expect((await req).detail).to.deep.equal({ channelId: 2, epgId: 200_130, start: (T0 + 130 * H) / 1000, stop: (T0 + 131 * H) / 1000, mode: 'startover' });
    // Aired: catch-up.
    buttons = await open('C2 P129');
    expect(names(buttons)).to.deep.equal([msg('epg.watch_catchup')]);
    req = oneEvent(el, 'tvplayrequest');
    buttons[0]!.click();
    expect((await req).detail.mode).to.equal('catchup');
    // Future: reminder and record.
    buttons = await open('C2 P131');
    expect(names(buttons)).to.deep.equal([msg('epg.set_reminder'), msg('epg.record')]);
    const rem = oneEvent(el, 'tvreminderrequest');
    buttons[0]!.click();
    expect((await rem).detail).to.include({ channelId: 2, epgId: 200_131, action: 'set', title: 'C2 P131' });
    const rec = oneEvent(el, 'tvrecordrequest');
    buttons[1]!.click();
    expect((await rec).detail).to.include({ channelId: 2, epgId: 200_131 });
  });

  it('says why a recording failed in words, its code only under Details', async () => {
    const el = await mount(guide(3, T0, T0 + 11 * DAY, NOW));
    cellByTitle(el, 'C2 P131')!.click();
    await until(() => expect(el.shadowRoot!.querySelector('[part="details"] h2')?.textContent).to.equal('C2 P131'));
    $recordingError.set(new AppError({ code: ErrorCode.NPVR_QUOTA }));
    try {
      const alert = () => el.shadowRoot!.querySelector<HTMLElement>('[part="details"] [role="alert"]');
      await until(() => expect(alert()).to.exist);
      const details = alert()!.querySelector('details');
      expect(details?.querySelector('summary')?.textContent).to.equal(msg('errors.details'));
      expect(details?.textContent).to.contain(msg('errors.code', { code: ErrorCode.NPVR_QUOTA }));
      // the sentence the subscriber reads carries no code
      const sentence = [...alert()!.childNodes].filter((n) => n !== details).map((n) => n.textContent).join('');
      expect(sentence).to.equal(msg('recordings.error_quota'));
    } finally {
      $recordingError.set(null);
    }
  });

  it('offers Watch live for a programme that has just begun, and from its start for one opened before it', async () => {
    // C2 P131 and C3 P131 begin 0.8 s after the guide is drawn (its clock ticks every 30 s)
    const first = (el: GridEl, title: string) => {
      expect(el.shadowRoot!.querySelector('[part="details"] h2')?.textContent).to.equal(title);
      return el.shadowRoot!.querySelector<HTMLButtonElement>('[part="details"] button')?.textContent;
    };
    let el = await mount(guide(3, T0, T0 + 11 * DAY, T0 + 131 * H - 800));
    // the clock moves on past the programme's start (a second later than the guide was drawn)
    const realNow = Date.now;
    Date.now = () => realNow() + 1000;
    try {
      cellByTitle(el, 'C2 P131')!.click();
      // as soon as the details show (not at some later tick)
      await until(() => expect(el.shadowRoot!.querySelector('[part="details"] h2')?.textContent).to.equal('C2 P131'));
      expect(first(el, 'C2 P131')).to.equal(msg('epg.watch_live'));
    } finally {
      Date.now = realNow;
    }
    el.remove();
    el = await mount(guide(3, T0, T0 + 11 * DAY, T0 + 131 * H - 800));
    cellByTitle(el, 'C3 P131')!.click();
    await until(() => expect(first(el, 'C3 P131')).to.equal(msg('epg.watch_live')), 5000);
    el.remove();
  });

  it('shows times in Vilnius across the October change (03:00 twice) and the March change (no 03:00)', async () => {
    const oct = Date.UTC(2025, 9, 21);
    let el = await mount(guide(2, oct, oct + 11 * DAY, Date.UTC(2025, 9, 26, 1, 30)));
    // 2025-10-26 00:00-01:00 UTC is 03:00-03:00 local; 01:00-02:00 UTC is 03:00-04:00.
    await until(() => expect(cells(el).some((c) => c.textContent === 'C1 P120 03:00–03:00')).to.equal(true));
    expect(cells(el).some((c) => c.textContent === 'C1 P121 03:00–04:00')).to.equal(true);
    const labels = [...el.shadowRoot!.querySelectorAll('.tl')].map((l) => l.textContent);
    expect(labels.filter((l) => l === '03:00').length).to.equal(2);
    el.remove();
    const mar = Date.UTC(2025, 2, 25);
    el = await mount(guide(2, mar, mar + 11 * DAY, Date.UTC(2025, 2, 30, 1, 30)));
    // 2025-03-30 00:00-01:00 UTC is 02:00-04:00 local.
    await until(() => expect(cells(el).some((c) => c.textContent === 'C1 P120 02:00–04:00')).to.equal(true));
    const marchLabels = [...el.shadowRoot!.querySelectorAll('.tl')].map((l) => l.textContent);
    expect(marchLabels).to.include('04:00');
    expect(marchLabels).not.to.include('03:00');
  });

  it('locks over-age programmes for the profile and the adult channel until the adult PIN is given', async () => {
    $session.setKey('profile', { id: 2, name: 'Jonas', customer_id: 1, age: 13, master_flag: false });
    try {
      const el = await mount(guide(3, T0, T0 + 11 * DAY, NOW, { adult: 3, age: (c, i) => (c === 1 && i === 130 ? 16 : c === 1 && i === 131 ? 13 : 0) }));
      await until(() => expect(cellByTitle(el, 'C1 P131')).to.exist);
      expect(shadowText(el)).not.to.contain('C1 P130');
      expect(shadowText(el)).to.contain(msg('epg.locked_age', { age: 16 }));
      expect(shadowText(el)).not.to.contain('C3 P130');
      expect(shadowText(el)).to.contain(msg('epg.adult_locked'));
      // The details of a locked programme hide the title and offer nothing to play.
      (el.shadowRoot!.querySelector('.c.lock') as HTMLElement).click();
      await until(() => expect(el.shadowRoot!.querySelector('[part="details"]')).to.exist);
      expect(el.shadowRoot!.querySelectorAll('[part="details"] button').length).to.equal(0);
      const details = el.shadowRoot!.querySelector('[part="details"]')!.textContent ?? '';
      expect([msg('epg.locked_age', { age: 16 }), msg('epg.adult_locked')].some((text) => details.includes(text)), details).to.equal(true);
      expect(details).not.to.match(/C[13] P130/);
      expect(shadowText(el)).not.to.match(/C[13] P130/);
      // The adult grant noted in the global style state unlocks the adult channel everywhere.
      $adultUnlock.setKey('pin', 'granted');
      await until(() => expect(shadowText(el)).to.contain('C3 P130'));
      expect(shadowText(el)).not.to.contain('C1 P130');
    } finally {
      $session.setKey('profile', null);
      $adultUnlock.setKey('pin', null);
    }
  });

  it('keeps the DOM small while scrolling to the last channel and draws what is there', async () => {
    const el = await mount(guide(1000, T0, T0 + 11 * DAY, NOW));
    const scroller = el.shadowRoot!.querySelector('.scroller')!;
    scroller.scrollTop = scroller.scrollHeight;
    await until(() => expect(shadowText(el)).to.contain('Kanalas 1000'));
    expect(shadowText(el)).not.to.contain('Kanalas 1 ');
    scroller.scrollLeft = 0;
    await until(() => expect(cellByTitle(el, 'C1000 P0')).to.exist);
    expect(el.shadowRoot!.querySelectorAll('*').length).to.be.below(1000);
  });

  it('jumps to now and to a picked day', async () => {
    const el = await mount(guide(5, T0, T0 + 11 * DAY, NOW));
    const scroller = el.shadowRoot!.querySelector('.scroller')!;
    const days = [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('[part="toolbar"] [role="group"] button')];
    expect(days.length).to.equal(11);
    expect(days.find((d) => d.getAttribute('aria-pressed') === 'true')?.textContent).to.equal(msg('epg.today'));
    days[0]!.click();
    await until(() => expect(cellByTitle(el, 'C1 P10')).to.exist);
    expect(days[0]!.getAttribute('aria-pressed')).to.equal('true');
    expect(cellByTitle(el, 'C1 P130')).to.equal(undefined);
    (el.shadowRoot!.querySelector('[part="toolbar"] > button') as HTMLButtonElement).click();
    await until(() => expect(cellByTitle(el, 'C1 P130')).to.exist);
    expect(scroller.scrollLeft).to.be.greaterThan(0);
  });

  it('a programme named by the address that is on now, and began hours ago, opens with now in view, not its start', async () => {
    // (on /tv the address names the programme playing: a zap names the new channel's, and the
    // guide showed its start, hours before now, with the now line out of view)
    const data = guide(5, T0, T0 + 11 * DAY, NOW);
    const long = { id: 999, channelId: 2, start: NOW - 4 * H, end: NOW + 2 * H, title: 'Ilgas filmas', age: 0 };
    data.programmes = [...data.programmes.filter((p) => p.channelId !== 2 || p.end <= long.start || p.start >= long.end), long]
      .sort((a, b) => a.channelId - b.channelId || a.start - b.start);
    const el = await mount(data, { 'channel-id': '2', 'epg-id': '999' });
    await until(() => expect(el.shadowRoot!.querySelector('[aria-selected="true"]')?.textContent).to.contain('Ilgas filmas'));
    const scroller = el.shadowRoot!.querySelector<HTMLElement>('.scroller')!;
    const nowLine = el.shadowRoot!.querySelector<HTMLElement>('.now')!.getBoundingClientRect();
    const view = scroller.getBoundingClientRect();
    expect(nowLine.left, 'the now line in view').to.be.within(view.left + 168, view.left + scroller.clientWidth);
    // the programme's title is read at the left edge of the view (it began before it)
    expect(cellByTitle(el, 'Ilgas filmas')).to.exist;
  });
});
