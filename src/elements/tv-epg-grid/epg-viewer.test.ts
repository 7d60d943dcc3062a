import { expect } from '@open-wc/testing';
import { until } from '../../../tests/helpers/env';
import type { FakeApi } from '../../../tests/fakes/api';
import { GRID, guideBlocks } from '../../../tests/fakes/guide';
import { useFakeApi } from '../../../tests/fakes/suite';
import { $session } from '../../core/stores/session';
import { resetEpg } from '../../core/stores/epg';
import { cells, cleanup, settled, type GridEl } from './epg-fixtures';

// The guide fetching from the API while the page learns who watches: on a reload the session gate
// binds the profile a moment after the guide has drawn what airs now (for the session the server
// already bound), and the guide asks again. What the viewer sees and has focused stays put while it
// does; a viewer who may see less (another profile, or none) never keeps the old titles.
// The grid's block requests are held by the fake API while the test looks.
let fake: FakeApi;

const PROFILE = (id: number) => ({ id, name: `Profilis ${id}`, customer_id: 1, age: 0, master_flag: id === 1 });

async function shown(): Promise<GridEl> {
  const el = document.createElement('tv-epg-grid') as GridEl;
  el.style.setProperty('--tv-epg-height', '500px');
  el.style.width = '1000px';
  el.style.display = 'block';
  document.body.append(el);
  await until(() => expect(cells(el).length).to.be.greaterThan(5));
  return el;
}

/** Switches the session's profile with the grid's next block request held; returns what is drawn while it is held. */
async function whileAskedAgain(el: GridEl, profile: ReturnType<typeof PROFILE> | null): Promise<{ least: number; release: () => void }> {
  const release = fake.hold(GRID);
  const before = fake.callsTo(GRID).length;
  let least = Infinity;
  const watch = new MutationObserver(() => (least = Math.min(least, cells(el).length)));
  watch.observe(el.shadowRoot!, { childList: true, subtree: true });
  $session.setKey('profile', profile);
  await until(() => expect(fake.callsTo(GRID).length).to.be.greaterThan(before));
  // what the guide draws while only the answer is awaited
  await settled(el, 'loading');
  watch.disconnect();
  least = Math.min(least, cells(el).length);
  return { least, release };
}

describe('<tv-epg-grid> when the viewer becomes known', () => {
  fake = useFakeApi({ [GRID]: guideBlocks });
  beforeEach(() => {
    $session.setKey('profile', null);
    resetEpg();
  });
  afterEach(() => {
    $session.setKey('profile', null);
    cleanup();
  });

  it('keeps the programmes on screen and the focused one focused while it asks again for the profile bound', async () => {
    const el = await shown();
    const stop = el.shadowRoot!.querySelector<HTMLElement>('[role="gridcell"][tabindex="0"]')!;
    stop.focus();
    const id = stop.id;
    const drawn = cells(el).length;
    const { least, release } = await whileAskedAgain(el, PROFILE(1));
    expect(least, 'cells drawn while the guide is asked for again').to.equal(drawn);
    expect(el.shadowRoot!.activeElement?.id).to.equal(id);
    release();
    await settled(el);
    // The answer for the profile replaces the programmes: still drawn once each, still focused.
    const ids = cells(el).map((c) => c.id);
    expect(new Set(ids).size).to.equal(ids.length);
    expect(cells(el).length).to.equal(drawn);
    expect(el.shadowRoot!.activeElement?.id).to.equal(id);
    // Enter still opens the programme focused.
    const opened = new Promise<CustomEvent>((r) => el.addEventListener('tvprogrammeselect', (e) => r(e as CustomEvent), { once: true }));
    el.shadowRoot!.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, composed: true, cancelable: true }));
    expect((await opened).detail.epgId).to.equal(Number(id.slice(1)));
  });

  it('shows nothing of the old titles to a viewer who may see less (another profile, then none)', async () => {
    $session.setKey('profile', PROFILE(1));
    const el = await shown();
    const other = await whileAskedAgain(el, PROFILE(2));
    expect(other.least, 'cells of the first profile left while the second one is asked for').to.equal(0);
    other.release();
    await until(() => expect(cells(el).length).to.be.greaterThan(5));
    const none = await whileAskedAgain(el, null);
    expect(none.least, 'cells of a profile left while the household is asked for').to.equal(0);
    none.release();
    await until(() => expect(cells(el).length).to.be.greaterThan(5));
  });
});
