// The player's programme list (loadProgrammes in src/player/catalogue.ts) on the reference
// backend's guide: the UTC day of the moment asked for, and the days either side only when the
// programme at that moment is the first or last of its day, and only while the player that asked
// still wants them (a removed player asks for no more days). Requests are counted at window.fetch.
import { expect } from '@open-wc/testing';
import { configure } from '../../src/core/config';
import { fetchEpgGrid } from '../../src/core/api/epg';
import { resetEpg } from '../../src/core/stores/epg';
import { loadProgrammes } from '../../src/player/catalogue';
import { backendConfig } from '../helpers/env';

const DAY = 86_400;
const asked: string[] = [];
const realFetch = window.fetch.bind(window);
window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
  asked.push(String(input instanceof Request ? input.url : input));
  return realFetch(input, init);
};
/** The UTC days of `channel` asked for since `from` (index in `asked`). */
const daysAsked = (channel: number, from: number) =>
  asked.slice(from).flatMap((u) => {
    const m = /epggrid\/channels\/([\d,]+)\/from\/(\d+)\/to\/(\d+)/.exec(u);
    if (!m || !m[1]!.split(',').map(Number).includes(channel)) return [];
    return Array.from({ length: (Number(m[3]) - Number(m[2])) / DAY }, (_, k) => Number(m[2]) / DAY + k);
  });

/** A moment inside the last programme that starts on `day` (UTC) on `channel`. */
async function inLastOfDay(channel: number, day: number): Promise<number> {
  const body = await fetchEpgGrid([channel], day * DAY, (day + 1) * DAY, 'lt');
  const list = body.items[String(channel)]![String(day)]!;
  const last = list.reduce((a, b) => (b.start > a.start ? b : a));
  return last.start + 1;
}

describe('the player\'s programme list', () => {
  before(async () => configure(await backendConfig()));
  afterEach(() => resetEpg());

  it('asks for the next day when the programme at the moment is the last of its day', async () => {
    const day = Math.floor(Date.now() / 1000 / DAY);
    const t = await inLastOfDay(5, day);
    resetEpg();
    const from = asked.length;
    const list = await loadProgrammes(5, t);
    expect(daysAsked(5, from)).to.include(day + 1);
    // the programme after it is in the list
    expect(list.some((p) => p.start >= (day + 1) * DAY)).to.equal(true);
  });

  it('asks for no other day once the player that asked is gone', async () => {
    const day = Math.floor(Date.now() / 1000 / DAY);
    const t = await inLastOfDay(6, day);
    resetEpg();
    const from = asked.length;
    const list = await loadProgrammes(6, t, () => false);
    expect(daysAsked(6, from)).to.deep.equal([day]);
    expect(list.length).to.be.greaterThan(0);
  });
});
