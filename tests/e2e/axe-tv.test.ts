// The 10-foot layout at 1920x1080 passes axe-core's WCAG 2.1 A/AA rules with no serious or critical
// finding on the main routes, for a visitor and a signed-in subscriber, and with the PIN keypad open.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { settled, type E2E } from './browser';
import { axeOnEveryPage, seriousFindings } from './axe';
import { chooseProfile } from './profiles-helpers';
import { msg } from '../helpers/messages';
import { launchTv, openTv, signInTv } from './remote';

const MAIN = ['/', '/tv', '/vod', '/vod-about?id=4', '/search?q=a', '/play?channel=3', '/recordings'];

async function mainRoutes(e: E2E): Promise<string[]> {
  const found: string[] = [];
  for (const path of MAIN) {
    await openTv(e.page, e.server.url, path);
    for (const f of await seriousFindings(e.page)) found.push(`${path}: ${f}`);
  }
  return found;
}

describe('axe in the 10-foot layout', () => {
  let e: E2E;
  before(async () => {
    e = await launchTv();
    // axe is sent to the browser once, not with each of the 15 audits
    await axeOnEveryPage(e.page);
  });
  after(() => e.close());

  it('the main routes, for a visitor', async () => {
    assert.deepEqual(await mainRoutes(e), []);
  });

  it('the PIN dialog with its keypad', async () => {
    const { page, server } = e;
    await signInTv(page, server.url, 'anna@example.lt');
    const gate = page.locator('tv-session-gate');
    await gate.getByRole('button', { name: /\bJonas\b/ }).click();
    await gate.getByRole('group', { name: msg('pin.keypad') }).waitFor();
    await settled(page);
    assert.deepEqual(await seriousFindings(page), []);
    await page.keyboard.press('Escape');
    await chooseProfile(page, 'Anna');
  });

  it('the main routes, signed in as Anna', async () => {
    assert.deepEqual(await mainRoutes(e), []);
  });
});
