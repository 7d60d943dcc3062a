// The guide's journeys in the 10-foot layout at 1920x1080 by the remote's keys alone (arrows, OK =
// Enter, Back = Backspace): catch-up (back in time to an aired programme, OK, it plays from its
// start, Back returns to the guide) and record (a programme to come, Record, on to /recordings),
// with where the focus is after each step.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { programmesOf, type E2E } from './browser';
import { msg } from '../helpers/messages';
import { arrowTo, focus, focusedOn, launchTv, openTv, press, seen, signInTv, type Focus } from './remote';

const isCell = (f: Focus) => f.role === 'gridcell';

/** From wherever the page put the focus, the arrows into the guide: Left, else Up, then Down. */
async function intoGuide(page: Page): Promise<Focus> {
  let f = await focus(page);
  if (f && isCell(f)) return f;
  // the page starts on the player's picture: Left reaches the guide's side, Down its programmes
  for (const key of ['ArrowUp', 'ArrowLeft', 'ArrowDown', 'ArrowDown', 'ArrowDown']) {
    f = await press(page, key);
    seen(f, `on ${key}`);
    if (isCell(f)) return f;
  }
  assert.fail(`the guide by arrows: ${JSON.stringify(f)}`);
}

/** The programme id and channel the address names (/tv/<genre>/<channel>/<programme>). */
function opened(page: Page): { channel: number; epg: number } | null {
  const m = /^\/tv\/\d+\/(\d+)\/(\d+)$/.exec(new URL(page.url()).pathname);
  return m ? { channel: Number(m[1]), epg: Number(m[2]) } : null;
}

describe('the guide by remote in the 10-foot layout', () => {
  let e: E2E;
  let base: string;
  before(async () => {
    e = await launchTv();
    base = e.server.url;
    await signInTv(e.page, base, 'petras@example.lt');
  });
  after(() => e.close());

  it("shows each channel's whole name in the guide beside the player", async () => {
    const { page } = e;
    await openTv(page, base, '/tv');
    await page.waitForFunction(() => {
      const deep = (root: Document | ShadowRoot): Element[] => [...root.querySelectorAll('*')].flatMap((n) => [n, ...(n.shadowRoot ? deep(n.shadowRoot) : [])]);
      return deep(document).filter((n) => n.matches('.ch > span') && n.textContent).length >= 5;
    });
    const cut = await page.evaluate(() => {
      const deep = (root: Document | ShadowRoot): Element[] => [...root.querySelectorAll('*')].flatMap((n) => [n, ...(n.shadowRoot ? deep(n.shadowRoot) : [])]);
      return deep(document).filter((n): n is HTMLElement => n.matches('.ch > span') && !!n.textContent && n.getClientRects().length > 0)
        .filter((n) => n.scrollWidth > n.clientWidth + 1 || n.scrollHeight > n.clientHeight + 1).map((n) => n.textContent);
    });
    assert.deepEqual(cut, [], 'channel names cut');
  });

  it('catch-up: back in time to an aired programme, OK plays it from its start, Back returns to the guide', async () => {
    const { page } = e;
    await openTv(page, base, '/tv');
    await intoGuide(page);
    // back in time until a programme that aired and can be watched again
    const aired = new RegExp(msg('epg.catchup'));
    let f = await arrowTo(page, 'ArrowLeft', (x) => isCell(x) && aired.test(x.name));
    const cell = f.name;
    await Promise.all([page.waitForURL((u) => /^\/tv\/\d+\/\d+\/\d+$/.test(u.pathname)), page.keyboard.press('Enter')]);
    const { channel, epg } = opened(page)!;
    // OK opened its details: the focus is on what it offers first
    f = await focusedOn(page, msg('epg.watch_catchup'));
    seen(f, 'Watch in the details');
    await page.keyboard.press('Enter');
    const player = page.locator('tv-live-page tv-player');
    const now = Math.floor(Date.now() / 1000);
    const programme = (await programmesOf(base, channel, now - 6 * 86_400, now + 86_400)).find((p) => p.id === epg)!;
    // (by its attributes: a hidden control bar is out of the accessibility tree)
    const slider = player.locator(`[role="slider"][aria-label="${msg('player.seek')}"]`);
    await page.waitForFunction(
      ([el, start]) => {
        const s = (el as Element).shadowRoot?.querySelector('[role="slider"]');
        const v = Number(s?.getAttribute('aria-valuenow'));
        return Number(s?.getAttribute('aria-valuemin')) === start && v >= start && v < start + 60;
      },
      [await player.elementHandle(), programme.start] as const,
      { timeout: 30_000 },
    );
    assert.equal(Number(await slider.getAttribute('aria-valuemax')), programme.stop, 'the programme that aired plays');
    seen(await focus(page), 'the focus while it plays');

    // Back: the guide again, on the programme it came from
    await Promise.all([page.waitForURL((u) => !/^\/tv\/\d+\/\d+\/\d+$/.test(u.pathname)), page.keyboard.press('Backspace')]);
    f = await focusedOn(page, cell);
    seen(f, 'the programme again');
    assert.equal(f.role, 'gridcell');
  });

  it('record: a programme to come, Record, then on to /recordings', async () => {
    const { page } = e;
    await openTv(page, base, '/tv');
    await intoGuide(page);
    // forward in time: past what is on air, to the programme after next
    let f = await press(page, 'ArrowRight');
    f = await press(page, 'ArrowRight');
    assert.ok(isCell(f), JSON.stringify(f));
    const title = f.name.replace(/\s*\d{2}:\d{2}–\d{2}:\d{2}.*$/, '');
    await Promise.all([page.waitForURL((u) => /^\/tv\/\d+\/\d+\/\d+$/.test(u.pathname)), page.keyboard.press('Enter')]);
    f = (await focus(page))!;
    seen(f, 'the first of what the details offer');
    f = await arrowTo(page, 'ArrowRight', msg('epg.record'), 5);
    await page.keyboard.press('Enter');
    const details = page.locator('tv-live-page section.details');
    await details.getByRole('status').getByText(msg('recordings.scheduled_mark')).waitFor();
    f = (await focus(page))!;
    seen(f, 'the focus after Record');

    // on to the recordings: Back to the guide, Up out of it to the main menu
    await Promise.all([page.waitForURL((u) => u.pathname === '/tv'), page.keyboard.press('Backspace')]);
    f = await focusedOn(page, new RegExp(`^${title}`));
    // Up out of the guide (the days, the genres) to the main menu, then along it
    f = await arrowTo(page, 'ArrowUp', (x) => x.tag === 'a' && x.href !== null, 10);
    f = await arrowTo(page, 'ArrowLeft', (x) => x.href === '/', 10);
    f = await arrowTo(page, 'ArrowRight', (x) => x.href === '/recordings', 5);
    await Promise.all([page.waitForURL((u) => u.pathname === '/recordings'), page.keyboard.press('Enter')]);
    f = await press(page, 'ArrowDown');
    seen(f, 'the first stop on /recordings');
    // down to the tabs, the scheduled ones by Right, and down into their list: the programme just
    // recorded is there (its action at the row's far side, the footer below it)
    f = await arrowTo(page, 'ArrowDown', (x) => x.role === 'tab', 3);
    f = await arrowTo(page, 'ArrowRight', (x) => x.role === 'tab' && x.name.startsWith(msg('recordings.tab_scheduled')), 3);
    f = await press(page, 'ArrowDown');
    assert.ok(f.name.includes(title), `Down from the scheduled tab: ${JSON.stringify(f)}, not "${title}"`);
    seen(f, `"${title}" in the scheduled recordings`);
  });
});
