// Whole journeys in the 10-foot layout at 1920x1080 by the remote's keys alone (arrows, OK = Enter,
// Back = Backspace, the coloured keys), with where the focus is after each step.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { settled, type E2E } from './browser';
import { msg } from '../helpers/messages';
import { arrowTo, colourKey, focus, focusedOn, launchTv, openTv, press, signInTv } from './remote';

describe('journeys by remote in the 10-foot layout', () => {
  let e: E2E;
  let base: string;
  before(async () => {
    e = await launchTv();
    base = e.server.url;
  });
  after(() => e.close());

  it('chooses a profile with a PIN on the on-screen keypad', async () => {
    const { page } = e;
    await signInTv(page, base, 'anna@example.lt');
    const gate = page.locator('tv-session-gate');
    let f = await focusedOn(page, new RegExp(`^${msg('session.choose_profile', { name: 'Anna' })}`));
    assert.ok(f.ring >= 4, `a ring seen from afar: ${JSON.stringify(f)}`);
    f = await arrowTo(page, 'ArrowRight', new RegExp(`^${msg('session.choose_profile', { name: 'Jonas' })}`));
    await page.keyboard.press('Enter');
    const dialog = gate.getByRole('dialog', { name: msg('pin.required_title') });
    await dialog.waitFor();
    // the keypad's first key has the focus: OK enters it, the arrows walk the pad
    f = await focusedOn(page, '1');
    assert.ok(f.ring >= 4 && f.inView, JSON.stringify(f));
    const boxes = dialog.getByRole('group', { name: msg('pin.label') }).locator('input');
    const entered = async (n: number) => page.waitForFunction(
      ([el, n]) => [...(el as Element).shadowRoot!.querySelectorAll('fieldset input')].filter((b) => (b as HTMLInputElement).value !== '').length === n,
      [await gate.elementHandle(), n] as const,
    );
    await page.keyboard.press('Enter');
    await entered(1);
    assert.equal((await press(page, 'ArrowRight')).name, '2');
    await page.keyboard.press('Enter');
    await entered(2);
    assert.equal((await press(page, 'ArrowRight')).name, '3');
    await page.keyboard.press('Enter');
    await entered(3);
    assert.equal((await press(page, 'ArrowDown')).name, '6');
    assert.equal((await press(page, 'ArrowLeft')).name, '5');
    assert.equal((await press(page, 'ArrowLeft')).name, '4');
    assert.equal(await boxes.count(), 4);
    await page.keyboard.press('Enter'); // the 4th digit checks the PIN
    await dialog.waitFor({ state: 'detached' });
    await gate.getByRole('list', { name: msg('session.choose_title') }).waitFor({ state: 'detached' });
    // on into the page by the arrows, once its rows are in
    await settled(page);
    f = await press(page, 'ArrowDown');
    assert.ok(f.inView && f.ring >= 4, JSON.stringify(f));
  });

  it('changes the guide day with red and green, the genre with yellow and blue', async () => {
    const { page } = e;
    await openTv(page, base, '/tv');
    const days = page.locator('tv-live-page tv-epg-grid').getByRole('group', { name: msg('epg.days') });
    const picked = () => days.locator('[aria-pressed="true"]').innerText();
    await days.locator('[aria-pressed="true"]').waitFor();
    const all = await days.getByRole('button').allInnerTexts();
    const today = await picked();
    const next = all[all.indexOf(today) + 1];
    assert.ok(next, `a day after ${today} in ${all.join(', ')}`);
    await colourKey(page, 'green');
    await days.getByRole('button', { name: next, exact: true }).and(days.locator('[aria-pressed="true"]')).waitFor();
    await colourKey(page, 'red');
    await days.getByRole('button', { name: today, exact: true }).and(days.locator('[aria-pressed="true"]')).waitFor();

    const genres = page.locator('tv-live-page').getByRole('group', { name: msg('epg.genres') });
    const names = await genres.getByRole('button').allInnerTexts();
    assert.equal(await genres.locator('[aria-pressed="true"]').innerText(), msg('epg.all_genres'));
    await colourKey(page, 'blue');
    await genres.getByRole('button', { name: names[1], exact: true }).and(genres.locator('[aria-pressed="true"]')).waitFor();
    await page.waitForURL((u) => /^\/tv\/\d+$/.test(u.pathname));
    await colourKey(page, 'yellow');
    await genres.getByRole('button', { name: msg('epg.all_genres'), exact: true }).and(genres.locator('[aria-pressed="true"]')).waitFor();
    await page.waitForURL((u) => u.pathname === '/tv');
  });

  it('searches: Down reaches the suggestions, OK searches one, Down goes on to the results', async () => {
    const { page } = e;
    await openTv(page, base, '/search');
    const search = page.locator('tv-search-page');
    const box = search.getByRole('combobox', { name: msg('search.label') });
    let f = await focusedOn(page, msg('search.label'));
    assert.equal(f.tag, 'input');
    // the field's ring is its box's: as wide as every other control's
    const fieldRing = await search.locator('.box').evaluate((el) => {
      const st = getComputedStyle(el);
      return parseFloat(st.borderTopWidth) + Number(/(-?[\d.]+)px\s*$/.exec(st.boxShadow)?.[1] ?? 0);
    });
    assert.ok(fieldRing >= 4, `the search field's ring: ${fieldRing} px`);
    // the TV's own keyboard types the text; the remote does the rest
    await page.keyboard.type('a');
    const list = search.getByRole('listbox', { name: msg('search.suggestions') });
    const first = list.getByRole('option').first();
    await first.waitFor();
    const text = await first.innerText();
    await page.keyboard.press('ArrowDown');
    await first.and(search.locator('[aria-selected="true"]')).waitFor();
    assert.equal(await box.getAttribute('aria-activedescendant'), await first.getAttribute('id'));
    f = (await focus(page))!;
    assert.equal(f.tag, 'input', 'the field keeps the focus while a suggestion is picked');
    await Promise.all([page.waitForURL((u) => decodeURIComponent(u.pathname) === `/search/${text}`), page.keyboard.press('Enter')]);
    await search.locator('a.hit').first().waitFor();
    f = await press(page, 'ArrowDown');
    assert.equal(f.tag, 'a', `a result: ${JSON.stringify(f)}`);
    assert.ok(f.inView && f.ring >= 4, JSON.stringify(f));
  });

  it("shows each poster's kind and age beside its heart, none of them under it", async () => {
    const { page } = e;
    // every poster with a heart on the page: its tags (kind, age) that the heart covers
    const covered = () => page.evaluate(() => {
      const roots: (Document | ShadowRoot)[] = [document];
      for (let i = 0; i < roots.length; i++) for (const el of roots[i]!.querySelectorAll('*')) if (el.shadowRoot) roots.push(el.shadowRoot);
      const hearts = roots.flatMap((r) => [...r.querySelectorAll('.wish-icon')]);
      const hit: string[] = [];
      let tags = 0;
      for (const heart of hearts) {
        const h = heart.getBoundingClientRect();
        for (const tag of heart.parentElement?.querySelectorAll('.tags > *') ?? []) {
          tags++;
          const r = tag.getBoundingClientRect();
          if (r.left < h.right && h.left < r.right && r.top < h.bottom && h.top < r.bottom) hit.push(`${heart.getAttribute('aria-label')}: ${tag.textContent}`);
        }
      }
      return { hearts: hearts.length, tags, hit };
    });
    for (const path of ['/vod', '/search/a']) {
      await openTv(page, base, path);
      await page.waitForFunction(() => {
        const roots: (Document | ShadowRoot)[] = [document];
        for (let i = 0; i < roots.length; i++) for (const el of roots[i]!.querySelectorAll('*')) if (el.shadowRoot) roots.push(el.shadowRoot);
        return roots.some((r) => r.querySelector('.wish-icon'));
      });
      const seenThere = await covered();
      assert.ok(seenThere.tags > 0, `${path}: posters with tags and a heart: ${JSON.stringify(seenThere)}`);
      assert.deepEqual(seenThere.hit, [], path);
    }
  });

  it("watches live: Up on the picture reaches the player's controls, each ring whole on screen", async () => {
    // as the household's adult, in a context of her own: what is on air is never age-locked for her
    const own = await launchTv({ server: e.server });
    after(() => own.close());
    const { page } = own;
    await signInTv(page, base, 'anna@example.lt', 'Anna');
    await openTv(page, base, '/play?channel=3');
    const player = page.locator('tv-player');
    await player.getByRole('group', { name: msg('player.label') }).waitFor({ state: 'attached' });
    let f = await press(page, 'ArrowUp');
    assert.match(f.name, new RegExp(`^(${msg('player.play')}|${msg('player.pause')})$`), JSON.stringify(f));
    assert.ok(f.ring >= 4 && f.ringInView, `the play button's ring: ${JSON.stringify(f)}`);
    f = await press(page, 'ArrowRight');
    assert.ok(f.ring >= 4 && f.ringInView, `the next control's ring: ${JSON.stringify(f)}`);
  });
});
