// Search and the wishlist end to end, as a user: type a title into the search screen,
// pick a suggestion with the keyboard, open the film from the results, add it to "My list", find it
// in the home page's wishlist row, and find it there again after the backend restarts on the same
// data.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { launch, logIn, type E2E } from './browser';
import { chooseProfile } from './profiles-helpers';
import { call, startServer } from '../server/helpers';
import { msg } from '../helpers/messages';

let e: E2E;
let film: { id: number; title: string };
const titleRe = () => new RegExp(film.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

before(async () => {
  e = await launch();
  const list = await call(e.server.url, '/api/public/v1/vod?lang=lt&filter[kind]=movie&sort=title&page[limit]=10');
  // a film Anna's seeded wishlist does not hold (it holds VoD 5)
  const v = (list.body as { items: { id: number; title: string }[] }).items.find((x) => x.id !== 5)!;
  film = { id: v.id, title: v.title };
});
after(() => e.close());

describe('search -> details -> wishlist -> home row', () => {
  it('finds a film by typing, opens it, adds it to the list, and the home row shows it', async () => {
    const { page, server } = e;
    await logIn(page, server.url, 'anna@example.lt');
    await chooseProfile(page, 'Anna');
    await page.goto(`${server.url}/search`);
    const search = page.locator('tv-search-page');
    const box = search.getByRole('combobox', { name: msg('search.label') });
    await box.waitFor();
    // focused on arrival: typing goes straight into the field
    await page.waitForFunction(() => document.activeElement?.localName === 'tv-search-page');
    // without the letter marks, in capitals: the server matches anyway
    const plain = film.title.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toUpperCase();
    await page.keyboard.type(plain);
    const suggestions = search.getByRole('listbox', { name: msg('search.suggestions') });
    await suggestions.getByRole('option', { name: film.title, exact: true }).waitFor();
    // arrows down to the film's suggestion, Enter searches it
    const names = await suggestions.getByRole('option').allInnerTexts();
    const at = names.indexOf(film.title);
    for (let i = 0; i <= at; i++) await box.press('ArrowDown');
    await box.press('Enter');
    await page.waitForURL((u) => decodeURIComponent(u.pathname) === `/search/${film.title}`);
    const result = search.locator('section.vod').getByRole('link', { name: titleRe() }).first();
    await result.click();
    await page.waitForURL((u) => u.pathname === '/vod-about' && u.searchParams.get('id') === String(film.id));

    const details = page.locator('tv-vod-details');
    const add = details.getByRole('button', { name: msg('wishlist.add') });
    await add.click();
    await details.getByRole('button', { name: msg('wishlist.remove') }).waitFor();
    assert.equal(await details.getByRole('button', { name: msg('wishlist.remove') }).getAttribute('aria-pressed'), 'true');

    await page.goto(`${server.url}/`);
    const row = page.locator('tv-vod-row').filter({ has: page.getByRole('heading', { name: 'Mano sąrašas' }) });
    await row.getByRole('link', { name: titleRe() }).first().waitFor();

    // back on the search screen, the query is among the recent searches of this profile
    await page.goto(`${server.url}/search`);
    await search.getByRole('button', { name: film.title, exact: true }).waitFor();
  });

  it('keeps the wishlist after the backend restarts on the same data', async () => {
    const { server } = e;
    await server.stop();
    const again = await startServer({ dataDir: server.dataDir });
    const e2 = await launch({ server: again });
    try {
      const { page } = e2;
      await logIn(page, again.url, 'anna@example.lt');
      await chooseProfile(page, 'Anna');
      const row = page.locator('tv-vod-row').filter({ has: page.getByRole('heading', { name: 'Mano sąrašas' }) });
      await row.getByRole('link', { name: titleRe() }).first().waitFor();
      await page.goto(`${again.url}/wishlist`);
      const list = page.locator('tv-wishlist-page');
      await list.getByRole('link', { name: titleRe() }).waitFor();
      assert.equal(await list.getByRole('button', { name: msg('wishlist.remove_named', { title: film.title }) }).getAttribute('aria-pressed'), 'true');
    } finally {
      await e2.close();
      await again.stop();
    }
  });
});
