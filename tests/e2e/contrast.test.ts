// Every text reads at 4.5:1 or more (axe-core's colour-contrast rule, WCAG AA): the TV guide as a
// visitor sees it (programmes of channels outside the plan dimmed, past ones dimmed, their times) and
// a PIN dialog's error.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { launch, logIn, settled, type E2E } from './browser';
import { lowContrast } from './axe';
import { showWrongPinError } from './profiles-helpers';

describe('contrast of texts', () => {
  let e: E2E;
  before(async () => {
    e = await launch();
  });
  after(() => e.close());

  it('the guide a visitor sees: dimmed programmes and their times read at 4.5:1', async () => {
    const { page, server } = e;
    await page.goto(`${server.url}/tv`);
    await settled(page);
    // the view holds past programmes and programmes of channels outside the plan (what is dimmed)
    const cells = () => page.locator('tv-epg-grid').evaluate((g) => ({
      past: g.shadowRoot!.querySelectorAll('.c.past small').length,
      nosub: g.shadowRoot!.querySelectorAll('.c.nosub small').length,
    }));
    await page.waitForFunction(() => {
      const g = document.querySelector('tv-live-page')?.shadowRoot?.querySelector('tv-epg-grid')?.shadowRoot ?? document.querySelector('tv-epg-grid')?.shadowRoot;
      return !!g && g.querySelectorAll('.c.past small').length > 0 && g.querySelectorAll('.c.nosub small').length > 0;
    }, undefined, { timeout: 20_000 });
    const seen = await cells();
    assert.ok(seen.past > 0 && seen.nosub > 0, JSON.stringify(seen));
    assert.deepEqual(await lowContrast(page), []);
  });

  it('a PIN dialog\'s error reads at 4.5:1', async () => {
    const { page, server } = e;
    await logIn(page, server.url, 'anna@example.lt');
    await showWrongPinError(page);
    assert.deepEqual(await lowContrast(page), []);
  });
});
