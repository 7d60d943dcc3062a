// The head-end's clock (a live manifest's UTCTiming source), measured by the page for shaka
// (src/player/prefetch.ts), against the reference backend's /media/time.
import { expect } from '@open-wc/testing';
import { configure } from '../../src/core/config';
import { STORAGE_KEYS } from '../../src/core/storage';
import { CLOCK_MAX_AGE_MS, clockOffset } from '../../src/player/clocks';
import { backendConfig } from '../helpers/env';
import { untilAsync } from '../helpers/until';

let base = '';
/** A clock source of its own per test (the page keeps one measure per address). */
const source = (n: number) => `${base}time?test=${n}`;
const requestsOf = (url: string) => performance.getEntriesByType('resource').filter((e) => e.name === url);
const kept = () => JSON.parse(localStorage.getItem(STORAGE_KEYS.clock) ?? '{}') as Record<string, { offset: number; at: number }>;

describe("the head-end's clock", () => {
  before(async () => {
    const cfg = await backendConfig();
    configure(cfg);
    base = cfg.mediaBase;
    performance.setResourceTimingBufferSize(100_000);
  });
  beforeEach(() => localStorage.removeItem(STORAGE_KEYS.clock));

  it('is measured once for every load of the page, and kept for the next pages', async () => {
    const url = source(1);
    const [a, b] = await Promise.all([clockOffset(url), clockOffset(url)]);
    const c = await clockOffset(url);
    // the backend runs on this machine's clock: the offset is the measure's error only
    expect(a).to.be.a('number');
    expect(Math.abs(a!), `offset ${a}`).to.be.below(1000);
    expect(b).to.equal(a);
    expect(c).to.equal(a);
    expect(requestsOf(url).length).to.equal(1);
    expect(kept()[url]?.offset).to.equal(Math.round(a!));
  });

  it("a page's first load uses the measure an earlier page kept at once, and measures again", async () => {
    const url = source(2);
    localStorage.setItem(STORAGE_KEYS.clock, JSON.stringify({ [url]: { offset: 7000, at: Date.now() - 5000 } }));
    const first = await clockOffset(url);
    expect(first).to.equal(7000);
    // measured again meanwhile: the next load gets this machine's clock
    await untilAsync(async () => {
      const o = await clockOffset(url);
      expect(o !== null && Math.abs(o) < 1000, `offset ${o}`).to.equal(true);
    });
    expect(requestsOf(url).length).to.equal(1);
    expect(Math.abs(kept()[url]!.offset)).to.be.below(1000);
  });

  it('a kept measure older than ten minutes is not used', async () => {
    const url = source(3);
    localStorage.setItem(STORAGE_KEYS.clock, JSON.stringify({ [url]: { offset: 7000, at: Date.now() - CLOCK_MAX_AGE_MS - 1000 } }));
    const offset = await clockOffset(url);
    expect(offset).to.be.a('number');
    expect(Math.abs(offset!), `offset ${offset}`).to.be.below(1000);
  });

  it('a kept value that is not a measure is removed, and the clock measured', async () => {
    const url = source(4);
    localStorage.setItem(STORAGE_KEYS.clock, JSON.stringify({ [url]: { offset: 'soon', at: Date.now() } }));
    const offset = await clockOffset(url);
    expect(offset).to.be.a('number');
    expect(Math.abs(offset!)).to.be.below(1000);
    expect(typeof kept()[url]?.offset).to.equal('number');
  });
});
