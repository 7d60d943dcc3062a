// The editors' catalogue (/elements), used as a content editor would: pick the guide, choose a
// genre from the operator's real genres, see only that genre's channels in the live preview and the
// attribute in the snippet; pick a VoD row and one of the real rows, press Copy, and paste what the
// clipboard holds into a blank page on ANOTHER origin, where the row works.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { launch, type E2E } from './browser';
import { startServer } from '../server/helpers';
import { msg, type TestLang } from '../helpers/messages';

/** Another origin (127.0.0.1 and its own port; the operator is localhost) serving what was pasted. */
async function blankPageServer(): Promise<{ origin: string; paste(snippet: string): void; close(): Promise<void> }> {
  let pasted = '';
  const srv = http.createServer((req, res) => {
    if (req.url !== '/article.html') {
      res.writeHead(404).end('not found');
      return;
    }
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><html lang="lt"><head><meta charset="utf-8"><title>Straipsnis</title></head><body><h1>Straipsnis</h1>\n${pasted}\n</body></html>`);
  });
  await new Promise<void>((resolve) => srv.listen(0, '127.0.0.1', resolve));
  const { port } = srv.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    paste: (s) => {
      pasted = s;
    },
    close: () => new Promise((resolve) => srv.close(() => resolve())),
  };
}

interface Json {
  items: { channel_id?: number; id?: number; name?: string; title?: string; genres?: number[]; rows?: number[] }[];
}
async function getJson(url: string): Promise<Json> {
  const r = await fetch(url);
  assert.equal(r.status, 200, url);
  return (await r.json()) as Json;
}

describe('the editors\' catalogue (/elements)', () => {
  let e: E2E;
  let blank: Awaited<ReturnType<typeof blankPageServer>>;
  before(async () => {
    blank = await blankPageServer();
    const server = await startServer({ env: { ETERIS_ALLOWED_ORIGINS: blank.origin } });
    e = await launch({ server });
    await e.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
  });
  after(async () => {
    await e.close();
    await e.server.stop();
    await blank.close();
  });

  it('builds a guide of one genre: only its channels in the preview, the attribute in the snippets', async () => {
    const { page, server } = e;
    const api = `${server.url}/api/public/v1`;
    const sport = (await getJson(`${api}/genres/lang/lt`)).items.find((g) => g.id === 2)!;
    const channels = (await getJson(`${api}/channels?filter%5Bsubscribed%5D=0&lang=lt`)).items;
    const ofGenre = channels.filter((c) => c.genres?.includes(2)).map((c) => c.name!);
    assert.ok(ofGenre.length > 2 && ofGenre.length < channels.length);

    await page.goto(`${server.url}/elements`);
    const cat = page.locator('tv-elements-page');
    await cat.getByRole('heading', { level: 1, name: msg('elements_page.title') }).waitFor();
    assert.equal(await page.title(), `${msg('footer.editors_link')} · Eteris`);
    const pick = cat.getByRole('navigation', { name: msg('elements_page.elements') }).getByRole('button', { name: '<tv-epg-grid>' });
    await pick.focus();
    await page.keyboard.press('Enter');
    await cat.getByRole('heading', { name: '<tv-epg-grid>' }).waitFor();
    assert.equal(await pick.getAttribute('aria-current'), 'true');
    // every attribute of the manifest has its control; genre-id offers the operator's genres
    for (const attr of ['genre-id', 'channel-id', 'epg-id', 'no-details', 'hour-width']) await cat.getByLabel(attr, { exact: true }).waitFor();
    const genre = cat.getByLabel('genre-id', { exact: true });
    await genre.locator('option', { hasText: `${sport.name} (2)` }).waitFor({ state: 'attached' });
    await genre.selectOption({ label: `${sport.name} (2)` });

    const grid = cat.locator('[data-testid="preview"] tv-epg-grid');
    await grid.getByRole('rowheader', { name: new RegExp(ofGenre[0]!) }).waitFor();
    await page.waitForFunction(
      (n) => document.querySelector('tv-elements-page')?.shadowRoot?.querySelector('tv-epg-grid')?.shadowRoot?.querySelectorAll('[role="rowheader"]').length === n,
      ofGenre.length,
    );
    const shown = await grid.getByRole('rowheader').allInnerTexts();
    assert.equal(shown.length, ofGenre.length);
    for (const name of ofGenre) assert.ok(shown.some((s) => s.includes(name)), `${name} is shown`);
    for (const s of shown) assert.ok(ofGenre.some((name) => s.includes(name)), `${s} is of the genre`);

    const cms = cat.getByRole('region', { name: msg('elements_page.snippet_cms') });
    const partner = cat.getByRole('region', { name: msg('elements_page.snippet_partner') });
    assert.match(await cms.locator('pre').innerText(), /<tv-epg-grid genre-id="2"><\/tv-epg-grid>/);
    assert.match(await cms.locator('pre').innerText(), new RegExp(`<script type="module" src="${server.url}/elements/tv-epg-grid.js"></script>`));
    assert.match(await partner.locator('pre').innerText(), new RegExp(`<script src="${server.url}/eteris.iife.js"></script>[\\s\\S]*<tv-epg-grid genre-id="2"></tv-epg-grid>`));
    // the choice is in the address: a reload keeps it
    await page.reload();
    await cat.getByLabel('genre-id', { exact: true }).locator('option:checked', { hasText: `${sport.name} (2)` }).waitFor({ state: 'attached' });
    assert.deepEqual(e.errors, []);
  });

  it('builds a VoD row, copies its snippet, and the pasted snippet works on a page of another origin', async () => {
    const { page, server } = e;
    const api = `${server.url}/api/public/v1`;
    const pages = (await getJson(`${api}/smartrows/pages?lang=lt`)).items;
    const rowId = 3; // "popular" (reference data), on the first smart-row page
    assert.ok(pages[0]!.rows!.includes(rowId));
    const row = (await (await fetch(`${api}/smartrows/${rowId}?lang=lt`)).json()) as { title: string };

    await page.goto(`${server.url}/elements`);
    const cat = page.locator('tv-elements-page');
    await cat.getByRole('navigation', { name: msg('elements_page.elements') }).getByRole('button', { name: '<tv-vod-row>' }).click();
    await cat.getByRole('heading', { name: '<tv-vod-row>' }).waitFor();
    const select = cat.getByLabel('row-id', { exact: true });
    await select.locator('option', { hasText: `${row.title} (${rowId})` }).waitFor({ state: 'attached' });
    await select.selectOption({ label: `${row.title} (${rowId})` });
    // the preview shows that row
    await cat.locator('[data-testid="preview"] tv-vod-row').getByRole('heading', { name: row.title }).waitFor();

    const cms = cat.getByRole('region', { name: msg('elements_page.snippet_cms') });
    await page.waitForFunction(
      (id) => document.querySelector('tv-elements-page')?.shadowRoot?.querySelector('pre[data-snippet="snippet-cms"]')?.textContent?.includes(`row-id="${id}"`),
      rowId,
    );
    const shownSnippet = await cms.locator('pre').innerText();
    await cms.getByRole('button', { name: msg('elements_page.copy') }).click();
    await cms.getByRole('status').filter({ hasText: msg('elements_page.copied') }).waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    assert.equal(copied.trim(), shownSnippet.trim());
    assert.match(copied, new RegExp(`<tv-vod-row row-id="${rowId}"></tv-vod-row>`));

    // pasted into a blank page of another origin
    blank.paste(copied);
    await page.goto(`${blank.origin}/article.html`);
    const pasted = page.locator('tv-vod-row');
    await pasted.getByRole('heading', { name: row.title }).waitFor();
    await page.waitForFunction(() => {
      const img = document.querySelector('tv-vod-row')?.shadowRoot?.querySelector('img');
      return !!img && img.complete && img.naturalWidth > 0;
    });
    assert.ok((await pasted.getByRole('link').count()) > 0);
    assert.deepEqual(e.errors, []);
  });

  it("offers a working row by default, and none of the profiles' own rows (empty for anyone else)", async () => {
    const { page, server } = e;
    const api = `${server.url}/api/public/v1`;
    const home = (await (await fetch(`${api}/smartrows/page.1?lang=lt`)).json()) as { rows: { id: number; title: string; personal: boolean }[] };
    const personal = home.rows.filter((r) => r.personal).map((r) => r.title);
    assert.equal(personal.length, 2, 'continue watching and the wishlist');
    const first = home.rows.find((r) => !r.personal)!;

    await page.goto(`${server.url}/elements?tag=tv-vod-row`);
    const cat = page.locator('tv-elements-page');
    await cat.getByRole('heading', { name: '<tv-vod-row>' }).waitFor();
    // untouched, the snippet names a real row and the preview shows it
    await page.waitForFunction(
      (id) => document.querySelector('tv-elements-page')?.shadowRoot?.querySelector('pre[data-snippet="snippet-cms"]')?.textContent?.includes(`<tv-vod-row row-id="${id}">`),
      first.id,
    );
    const preview = cat.locator('[data-testid="preview"] tv-vod-row');
    await preview.getByRole('heading', { name: first.title }).waitFor();
    await preview.getByRole('link').first().waitFor();
    const offered = await cat.getByLabel('row-id', { exact: true }).locator('option').allInnerTexts();
    for (const title of personal) assert.ok(!offered.some((o) => o.startsWith(`${title} (`)), `${title} is not offered: ${offered.join(', ')}`);
    assert.deepEqual(e.errors, []);
  });

  it('is linked from the footer of the site', async () => {
    const { page, server } = e;
    await page.goto(`${server.url}/`);
    await page.locator('tv-footer').getByRole('link', { name: msg('footer.editors_link') }).click();
    await page.waitForURL(`${server.url}/elements`);
    await page.locator('tv-elements-page').getByRole('heading', { level: 1, name: msg('elements_page.title') }).waitFor();
  });

  it('shows something in every preview, or says when the element shows (in lt)', async () => {
    const { page, server } = e;
    await page.goto(`${server.url}/elements?lang=lt`);
    const cat = page.locator('tv-elements-page');
    const tags = (await cat.locator('ul.wide-only code').allInnerTexts()).map((c) => c.slice(1, -1));
    assert.ok(tags.length > 20, tags.join());
    const reasons = Object.values((JSON.parse(readFileSync('src/core/i18n/locales/lt.json', 'utf8')) as { elements_page: { shown_when: Record<string, string> } }).elements_page.shown_when);
    const blank: string[] = [];
    // each element picked from the list, as an editor goes through them (one page load; a deep
    // link to an element is the test of the VoD row's defaults above)
    const list = cat.getByRole('navigation', { name: msg('elements_page.elements', {}, 'lt') });
    for (const tag of tags) {
      await list.getByRole('button', { name: `<${tag}>`, exact: true }).click();
      await cat.getByRole('heading', { level: 2, name: `<${tag}>` }).waitFor();
      // what the preview shows: a visible box inside the element's shadow root, or the reason
      const shown = await page.waitForFunction(
        (t) => {
          const root = document.querySelector('tv-elements-page')?.shadowRoot;
          const why = root?.querySelector('[data-testid="shown-when"]')?.textContent;
          if (why) return { why };
          const el = root?.querySelector('[data-testid="preview"]')?.firstElementChild;
          if (el?.localName !== t || !el.shadowRoot) return null;
          const visible = [...el.shadowRoot.querySelectorAll('*')].some((n) => {
            const r = n.getBoundingClientRect();
            return r.width > 0 && r.height > 0 && n.checkVisibility({ visibilityProperty: true, opacityProperty: true });
          });
          return visible ? { why: '' } : null;
        },
        tag,
        { timeout: 30_000 },
      ).then((h) => h.jsonValue() as Promise<{ why: string }>, () => null);
      if (!shown) blank.push(tag);
      else if (shown.why) assert.ok(reasons.includes(shown.why), `${tag}: ${shown.why}`);
    }
    assert.deepEqual(blank, [], 'previews blank with no reason');
  });

  it("shows the elements' descriptions in the page's language: the manifest's English, lt and ru from the locale files", async () => {
    const { page, server } = e;
    type Texts = Record<string, string>;
    const docs = (lang: string) => (JSON.parse(readFileSync(`src/core/i18n/locales/${lang}.json`, 'utf8')) as { elements_docs: Texts }).elements_docs;
    const manifest = JSON.parse(readFileSync('dist/custom-elements.json', 'utf8')) as {
      modules: { declarations: { tagName?: string; summary: string; attributes: { name: string; description: string }[]; cssParts: { name: string; description: string }[] }[] }[];
    };
    const row = manifest.modules.flatMap((m) => m.declarations).find((d) => d.tagName === 'tv-vod-row')!;
    const english = { summary: row.summary, rowId: row.attributes.find((a) => a.name === 'row-id')!.description, card: row.cssParts.find((p) => p.name === 'card')!.description };
    const inLang = (lang: TestLang) => {
      if (lang === 'en') return english;
      const d = docs(lang);
      return { summary: d[english.summary]!, rowId: d[english.rowId]!, card: d[english.card]! };
    };
    assert.notEqual(inLang('lt').summary, english.summary);
    // (Lithuanian last: the viewer's cookie is lt again for the next tests)
    for (const lang of ['en', 'ru', 'lt'] as const) {
      const want = inLang(lang);
      await page.goto(`${server.url}/elements?tag=tv-vod-row&lang=${lang}`);
      const cat = page.locator('tv-elements-page');
      await cat.getByRole('heading', { level: 1, name: msg('elements_page.title', {}, lang) }).waitFor();
      assert.equal(await cat.locator('p.summary').innerText(), want.summary, lang);
      // the attribute's control and the reference tables
      const hint = await cat.locator('#attr-tv-vod-row-row-id-hint').innerText();
      assert.ok(hint.endsWith(want.rowId), `${lang}: ${hint}`);
      const parts = cat.getByRole('region', { name: new RegExp(`^${msg('elements_page.parts', {}, lang).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) });
      await parts.getByRole('row', { name: new RegExp(`::part\\(card\\)`) }).getByRole('cell', { name: want.card, exact: true }).waitFor();
    }
    assert.deepEqual(e.errors, []);
  });
});
