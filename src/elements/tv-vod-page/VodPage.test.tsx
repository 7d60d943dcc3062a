// <tv-vod-page> against the reference backend: the films by genre and sort, a page at a time.
import { expect, fixture, html } from '@open-wc/testing';
import { configure } from '../../core/config';
import { api } from '../../core/api/client';
import type * as S from '../../core/api/schema.gen';
import { loadUserinfo, startSession } from '../../core/stores/auth';
import { forgetProfile } from '../../core/stores/profiles';
import { clearToken } from '../../core/stores/session';
import { backendConfig, until } from '../../../tests/helpers/env';
import { find, root } from '../../../tests/helpers/element-dom';
import { msg } from '../../../tests/helpers/messages';
import './tv-vod-page';

const posters = (el: Element) => [...root(el).querySelectorAll<HTMLAnchorElement>('.grid a.card')];

describe('<tv-vod-page>', () => {
  before(async () => {
    configure(await backendConfig());
    await startSession();
    forgetProfile();
    clearToken(null);
    await loadUserinfo();
  });
  afterEach(() => history.replaceState(null, '', location.pathname));

  it('lists the films a page at a time, by genre and sort, keeping them in the address', async () => {
    const el = await fixture<HTMLElement>(html`<tv-vod-page heading-level="1"></tv-vod-page>`);
    await until(() => expect(root(el).querySelector('h1')?.textContent).to.equal(msg('vod_page.title')));
    await until(() => expect(posters(el).length).to.equal(24));
    const byTitle = await api<S.VodPage>('vod', { query: { 'filter[kind]': 'movie', 'filter[genre]': 5, sort: 'title', 'page[limit]': 3, lang: 'lt' } });
    const genre = find<HTMLButtonElement>(root(el), '.genres button', 'Dokumentika');
    genre.click();
    await until(() => expect(genre.getAttribute('aria-pressed')).to.equal('true'));
    const select = root(el).querySelector<HTMLSelectElement>('select')!;
    select.value = 'title';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await until(() => expect(posters(el).slice(0, 3).map((a) => a.querySelector('.title')!.textContent)).to.deep.equal(byTitle.items.map((v) => v.title)));
    expect(new URLSearchParams(location.search).get('genre')).to.equal('5');
    expect(new URLSearchParams(location.search).get('sort')).to.equal('title');
    await expect(el).to.be.accessible();
  });
});
