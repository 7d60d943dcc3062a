// <tv-vod-row> against the fake API (the OpenAPI document's examples): placeholders of the final
// size while the answer is held, paging as the row scrolls (and not before) with the calls on the
// wire, one tab stop with arrow keys, the channel row, and the empty and error states with Retry.
// The continue-watching row needs the server's rules (which bookmarks make the row: a profile's
// own, a programme watched to the end or a recording never started drops out): those tests run
// against the reference backend, at the end.
import { expect, fixture, html } from '@open-wc/testing';
import { api as call } from '../../core/api/client';
import { getProfiles } from '../../core/api/profiles';
import { selectProfile } from '../../core/stores/profiles';
import { until } from '../../../tests/helpers/env';
import { asVisitor, press, root, signIn } from '../../../tests/helpers/element-dom';
import { msg } from '../../../tests/helpers/messages';
import { type Answer, type Call, type FakeApi } from '../../../tests/fakes/api';
import { useBackend, useFakeApi } from '../../../tests/fakes/suite';
import { $locale, loadCatalogue } from '../../core/i18n';
import './tv-vod-row';

const ROW = 'GET /smartrows/{id}';
type Row = { id: number; title: string; type: string; personal: boolean; items: Record<string, unknown>[]; total: number; offset: number; limit: number };

let api: FakeApi;
/** Rows whose calls fail (404). */
const down = new Set<number>();
/** Posters in a VoD row (three pages of 20). */
const TOTAL = 60;

/**
 * The rows of this file, from the document's examples: 1 empty (a visitor's continue watching),
 * 6 channels with what is on now, those in `down` unknown (404), any other a VoD row of TOTAL items, paged as
 * asked, each item its own title.
 */
function rows(call: Call): Answer {
  const id = Number(call.params['id']);
  const offset = Number(call.query['page[offset]']);
  const limit = Number(call.query['page[limit]']);
  const row = api.example<Row>('SmartRow');
  if (down.has(id)) return { status: 404, body: api.example('Error') };
  if (id === 1) return { body: { ...row, id, title: 'Tęsti žiūrėjimą', type: 'bookmark', personal: true, items: [], total: 0, offset, limit } };
  if (id === 6) {
    const nowS = Math.floor(Date.now() / 1000);
    const ch = api.example<Record<string, unknown> & { now: Record<string, unknown> }>('SmartRowChannel');
    const items = Array.from({ length: 8 }, (_, i) => ({ ...ch, channel_id: i + 1, number: i + 1, now: { ...ch.now, id: 500 + i, start: nowS - 600, stop: nowS + 1200 } }));
    return { body: { ...row, id, title: 'Kanalai', type: 'channel', items, total: items.length, offset, limit } };
  }
  const kinds = row.items;
  const items = Array.from({ length: Math.max(0, Math.min(limit, TOTAL - offset)) }, (_, k) => {
    const i = offset + k;
    const v = kinds[i % kinds.length]!;
    return { ...v, id: 1000 + i, title: `${String(v['title'])} ${i + 1}` };
  });
  return { body: { ...row, id, items, total: TOTAL, offset, limit } };
}

const cards = (el: Element) => [...root(el).querySelectorAll<HTMLAnchorElement>('a.card')];
const placeholders = (el: Element) => [...root(el).querySelectorAll<HTMLElement>('.card.placeholder')];
const box = (e: Element) => {
  const r = e.getBoundingClientRect();
  return [Math.round(r.width), Math.round(r.height)];
};
/** The paging of each call to row `id`, in order. */
const pagesAsked = (id: number) => api.callsTo(ROW).filter((c) => c.params['id'] === String(id)).map((c) => c.query);

describe('<tv-vod-row>', () => {
  api = useFakeApi({ [ROW]: rows }, { visitor: true });

  it('shows placeholders of the final size, then a page of posters, and asks for the next page only as its end comes near', async () => {
    const release = api.hold(ROW);
    const el = await fixture<HTMLElement>(html`<div style="width: 700px"><tv-vod-row row-id="2"></tv-vod-row></div>`);
    const row = el.querySelector('tv-vod-row')!;
    // Before the answer: stand-ins, and the row already has its final height.
    await until(() => expect(placeholders(row).length).to.be.greaterThan(0));
    expect(cards(row)).to.have.length(0);
    // a visitor asks the public API for the first page (the placeholders may be drawn before the call goes out)
    await until(() => expect(api.callsTo(ROW).map((c) => c.path)).to.deep.equal(['/api/public/v1/smartrows/2']));
    const list = root(row).querySelector<HTMLElement>('.list')!;
    const stand = box(placeholders(row)[0]!);
    const height = list.getBoundingClientRect().height;
    release();
    await until(() => expect(cards(row).length).to.equal(20));
    expect(root(row).querySelector('h2')!.textContent).to.equal('Naujienos');
    expect(box(cards(row)[0]!)).to.deep.equal(stand, 'a poster takes exactly the place of its placeholder');
    expect(list.getBoundingClientRect().height).to.equal(height, 'no layout shift');
    expect(list.scrollLeft).to.equal(0, 'the row stays at its start when the posters come');
    expect(cards(row)[0]!.querySelector('img')!.getAttribute('loading')).to.equal('lazy');
    // The next page's place is held by placeholders, and it is not asked for while out of view.
    expect(placeholders(row).length).to.equal(20);
    expect(pagesAsked(2)).to.deep.equal([{ lang: 'lt', 'page[offset]': '0', 'page[limit]': '20' }]);

    list.scrollLeft = list.scrollWidth;
    await until(() => expect(cards(row).length).to.equal(40));
    expect(pagesAsked(2).map((q) => q['page[offset]'])).to.deep.equal(['0', '20']);
    const titles = cards(row).map((c) => c.querySelector('.title')!.textContent);
    expect(new Set(titles).size).to.equal(40, 'the second page follows the first');
    expect(cards(row)[0]!.getAttribute('href')).to.match(/\/vod-about\?id=1000$/);
    await expect(row).to.be.accessible();
  });

  it("keeps a poster's kind and age apart when the poster is narrow for them (the 10-foot layout's large type)", async () => {
    try {
      for (const [row, lang] of [[5, 'lt'], [8, 'ru']] as const) {
        await loadCatalogue(lang);
        $locale.set(lang);
        const el = await fixture<HTMLElement>(html`<div style="width: 1200px; --tv-poster-width: 100px"><tv-vod-row row-id=${row}></tv-vod-row></div>`);
        const r = el.querySelector('tv-vod-row')!;
        await until(() => expect(cards(r).filter((c) => c.querySelector('.badge') && c.querySelector('.age')).length).to.be.greaterThan(0));
        for (const c of cards(r)) {
          const a = c.querySelector('.badge')?.getBoundingClientRect();
          const b = c.querySelector('.age')?.getBoundingClientRect();
          if (!a || !b) continue;
          const apart = a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top;
          expect(apart, `row ${row} (${lang}): "${c.querySelector('.badge')!.textContent}" and "${c.querySelector('.age')!.textContent}" overlap`).to.equal(true);
        }
      }
      // each row asked in the language of the moment
      expect(pagesAsked(5)[0]!['lang']).to.equal('lt');
      expect(pagesAsked(8).map((q) => q['lang'])).to.deep.equal(['ru']);
    } finally {
      $locale.set('lt');
    }
  });

  it('is one tab stop: arrow keys, Home and End move the focus along the row and load more near the end', async () => {
    const row = await fixture<HTMLElement>(html`<tv-vod-row row-id="3"></tv-vod-row>`);
    await until(() => expect(cards(row).length).to.equal(20));
    const stops = () => cards(row).filter((c) => c.tabIndex === 0);
    expect(stops()).to.have.length(1);
    const first = cards(row)[0]!;
    first.focus();
    expect(press(first, 'ArrowRight')).to.equal(false, 'the key is taken');
    await until(() => expect(root(row).activeElement).to.equal(cards(row)[1]));
    expect(stops()).to.deep.equal([cards(row)[1]]);
    press(cards(row)[1]!, 'ArrowLeft');
    await until(() => expect(root(row).activeElement).to.equal(cards(row)[0]));
    press(cards(row)[0]!, 'End');
    await until(() => expect(root(row).activeElement).to.equal(cards(row)[19]));
    // Nearing the end of what is loaded asks for the next page.
    await until(() => expect(cards(row).length).to.equal(40));
    expect(pagesAsked(3).map((q) => q['page[offset]'])).to.deep.equal(['0', '20']);
    press(root(row).activeElement!, 'Home');
    await until(() => expect(root(row).activeElement).to.equal(cards(row)[0]));
    expect(stops()).to.have.length(1);
  });

  it('channel row: each channel shows what is on now and starts live TV', async () => {
    const row = await fixture<HTMLElement>(html`<tv-vod-row row-id="6"></tv-vod-row>`);
    await until(() => expect(cards(row).length).to.equal(8));
    const c = cards(row)[0]!;
    expect(c.getAttribute('href')).to.match(/\/tv\/0\/1\/500\?play$/);
    expect(c.querySelector('.title')!.textContent).to.equal('1. LRT Televizija');
    expect(c.querySelector('.sub')!.textContent).to.equal('Verslo žinios');
    expect(c.querySelector('[role="progressbar"]')).to.exist;
  });

  it('says so when the row is empty, and offers Retry when it fails, which asks again', async () => {
    const empty = await fixture<HTMLElement>(html`<tv-vod-row row-id="1"></tv-vod-row>`);
    await until(() => expect(root(empty).querySelector('[part="empty"]')?.textContent).to.equal(msg('vod_row.empty')));
    expect(placeholders(empty)).to.have.length(0);

    down.add(99);
    const broken = await fixture<HTMLElement>(html`<tv-vod-row row-id="99"></tv-vod-row>`);
    await until(() => expect(root(broken).querySelector('[role="alert"]')).to.exist);
    const alert = root(broken).querySelector('[role="alert"]')!;
    expect(alert.textContent).to.contain(msg('errors.operation_failed'));
    // the code is for support: folded away under "Details", never in the message
    const details = alert.querySelector('details')!;
    expect(details.open).to.equal(false);
    expect(details.querySelector('summary')!.textContent).to.equal(msg('errors.details'));
    expect(details.textContent).to.match(/\d{4}/);
    expect(alert.querySelector('p')!.textContent).to.equal(msg('errors.operation_failed'));
    const retry = [...root(broken).querySelectorAll('button')].find((b) => b.textContent === msg('common.retry'))!;
    expect(pagesAsked(99)).to.have.length(1);
    await expect(broken).to.be.accessible();
    // the row is back: Retry asks for the same first page, and the posters take the alert's place
    down.delete(99);
    retry.click();
    await until(() => expect(cards(broken).length).to.equal(20));
    expect(pagesAsked(99).map((q) => q['page[offset]'])).to.deep.equal(['0', '0']);
    expect(root(broken).querySelector('[role="alert"]')).to.equal(null);
  });
});

describe('<tv-vod-row> continue watching (reference backend)', () => {
  useBackend({ visitor: true });

  it("shows the profile's progress on continue watching", async () => {
    await signIn('anna@example.lt');
    const anna = (await getProfiles()).items.find((p) => p.name === 'Anna')!;
    await selectProfile(anna);
    const row = await fixture<HTMLElement>(html`<tv-vod-row row-id="1"></tv-vod-row>`);
    await until(() => expect(cards(row).length).to.be.greaterThan(0));
    await until(() => expect(cards(row)[0]!.querySelector('[role="progressbar"]')).to.exist);
    const bar = cards(row)[0]!.querySelector('[role="progressbar"]')!;
    expect(Number(bar.getAttribute('aria-valuenow'))).to.be.within(1, 100);
    await asVisitor();
  });

  it('continues catch-up programmes and recordings too, each in its player at the bookmark; finished ones drop out', async () => {
    await signIn('anna@example.lt');
    const anna = (await getProfiles()).items.find((p) => p.name === 'Anna')!;
    await selectProfile(anna);
    // One of anna's recordings, watched a third of the way; a catch-up programme of channel 4
    // watched to the end.
    const recs = await call<{ items: { id: number; epg_id: number; title: string; start: number; stop: number }[] }>('npvr/recordings', { query: { lang: 'lt' } });
    const rec = recs.items.find((r) => r.stop < Date.now() / 1000)!;
    const third = Math.floor((rec.stop - rec.start) / 3);
    await call('bookmarks', { method: 'POST', form: { type: 'recording', event_id: rec.epg_id, position: third } });
    const nowS = Math.floor(Date.now() / 1000);
    const grid = await call<{ items: Record<string, Record<string, { id: number; title: string; start: number; stop: number }[]>> }>(
      `epggrid/channels/4/from/${nowS - 8 * 3600}/to/${nowS - 4 * 3600}/lang/lt`,
    );
    const past = { items: Object.values(grid.items['4']!).flat().filter((p) => p.start >= nowS - 8 * 3600 && p.stop < nowS - 3600) };
    const done = past.items[0]!;
    await call('bookmarks', { method: 'POST', form: { type: 'epg', event_id: done.id, position: Math.ceil((done.stop - done.start) * 0.96) } });

    const row = await fixture<HTMLElement>(html`<tv-vod-row row-id="1"></tv-vod-row>`);
    const card = (title: string) => cards(row).find((c) => c.querySelector('.title')?.textContent === title);
    await until(() => expect(!!card(rec.title)).to.equal(true));
    const recCard = card(rec.title)!;
    expect(recCard.getAttribute('href')).to.match(new RegExp(`/play\\?recording=${rec.id}$`));
    expect(recCard.textContent).to.contain(msg('continue_watching.recording'));
    // (the row's pictures are asked for once it is seen near the view: its logo comes after its title)
    await until(() => expect(card(rec.title)?.querySelector('img')?.getAttribute('src') ?? '').to.contain('/logo'));
    const recBar = recCard.querySelector('[role="progressbar"]')!;
    expect(Number(recBar.getAttribute('aria-valuenow'))).to.equal(Math.round((third / (rec.stop - rec.start)) * 100));
    // the seeded catch-up bookmark (channel 4, 10 minutes in) resumes in the catch-up player
    const catchup = cards(row).filter((c) => /\/play\?channel=4&epg=\d+&mode=catchup&resume=1$/.test(c.getAttribute('href') ?? ''));
    expect(catchup.length).to.equal(1);
    expect(catchup[0]!.textContent).to.contain(msg('continue_watching.catchup'));
    expect(Number(catchup[0]!.querySelector('[role="progressbar"]')!.getAttribute('aria-valuenow'))).to.be.within(1, 94);
    // watched to the end: not in the row; a recording never started (position 0): not either
    expect(!!card(done.title) && cards(row).some((c) => (c.getAttribute('href') ?? '').includes(`epg=${done.id}&`))).to.equal(false);
    expect(cards(row).filter((c) => (c.getAttribute('href') ?? '').includes('recording=')).length).to.equal(1);
    // VoD items stay, posters first by when they were watched
    expect(cards(row).some((c) => /\/vod-about\?id=\d+$/.test(c.getAttribute('href') ?? ''))).to.equal(true);
    await expect(row).to.be.accessible();
    await call('bookmarks', { method: 'POST', form: { type: 'recording', event_id: rec.epg_id, position: 0 } });
    await asVisitor();
  });
});
