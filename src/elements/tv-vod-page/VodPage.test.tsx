// <tv-vod-page> against the fake API (the OpenAPI document's examples): the films by genre and
// sort, a page at a time, with the calls on the wire. (The server's sorting and filtering are its
// own rules, tested in tests/server.)
import { expect, fixture, html } from '@open-wc/testing';
import type * as S from '../../core/api/schema.gen';
import { until } from '../../../tests/helpers/env';
import { find, root } from '../../../tests/helpers/element-dom';
import { msg } from '../../../tests/helpers/messages';
import { type Answer, type Call, type FakeApi } from '../../../tests/fakes/api';
import { useFakeApi } from '../../../tests/fakes/suite';
import './tv-vod-page';

const posters = (el: Element) => [...root(el).querySelectorAll<HTMLAnchorElement>('.grid a.card')];

let api: FakeApi;
const TOTAL = 60;

/** A page of the catalogue: the examples' films, each titled by the genre and sort asked, so a test sees which answer it shows. */
function films(call: Call): Answer {
  const page = api.example<S.VodPage>('VodPage');
  const offset = Number(call.query['page[offset]']);
  const limit = Number(call.query['page[limit]']);
  const tag = `${call.query['filter[genre]'] ?? '*'}/${call.query['sort'] ?? '-'}`;
  const items = Array.from({ length: Math.max(0, Math.min(limit, TOTAL - offset)) }, (_, k) => {
    const v = page.items[(offset + k) % page.items.length]!;
    return { ...v, id: 2000 + offset + k, kind: 'movie', title: `${v.title} ${tag} ${offset + k + 1}` };
  });
  return { body: { ...page, items, total: TOTAL, offset, limit, genres: [3, 4, 5, 6] } };
}

describe('<tv-vod-page>', () => {
  api = useFakeApi({ 'GET /vod': films }, { visitor: true });
  afterEach(() => history.replaceState(null, '', location.pathname));

  it('lists the films a page at a time, by genre and sort, keeping them in the address', async () => {
    const el = await fixture<HTMLElement>(html`<tv-vod-page heading-level="1"></tv-vod-page>`);
    await until(() => expect(root(el).querySelector('h1')?.textContent).to.equal(msg('vod_page.title')));
    await until(() => expect(posters(el).length).to.equal(24));
    const asked = () => api.callsTo('GET /vod').map((c) => c.query);
    expect(asked()).to.deep.equal([{ lang: 'lt', 'filter[kind]': 'movie', sort: 'popular', 'page[offset]': '0', 'page[limit]': '24' }]);
    const genre = find<HTMLButtonElement>(root(el), '.genres button', 'Dokumentika');
    genre.click();
    await until(() => expect(genre.getAttribute('aria-pressed')).to.equal('true'));
    const select = root(el).querySelector<HTMLSelectElement>('select')!;
    select.value = 'title';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await until(() => expect(posters(el).slice(0, 3).map((a) => a.querySelector('.title')!.textContent)).to.deep.equal(['Paslaptingas laikas 5/title 1', 'Slaptas vėjas 5/title 2', 'Auksinis ežeras 5/title 3']));
    expect(asked().at(-1)).to.deep.equal({ lang: 'lt', 'filter[kind]': 'movie', 'filter[genre]': '5', sort: 'title', 'page[offset]': '0', 'page[limit]': '24' });
    expect(new URLSearchParams(location.search).get('genre')).to.equal('5');
    expect(new URLSearchParams(location.search).get('sort')).to.equal('title');
    await expect(el).to.be.accessible();
  });
});
