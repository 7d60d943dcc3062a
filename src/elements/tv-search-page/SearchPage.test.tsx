// <tv-search-page> against the fake API (the OpenAPI document's examples): the query in the
// address, results grouped by kind with the counts the answer gives and loaded a page at a time,
// where each result leads, the Vilnius clock, "No results were found", with the calls on the wire.
// What matches a query and what a child profile is never shown are the server's rules; recent
// searches per profile choose two of the account's profiles: those tests run against the
// reference backend, at the end.
import { expect, fixture, fixtureCleanup, html } from '@open-wc/testing';
import { getProfiles } from '../../core/api/profiles';
import type * as S from '../../core/api/schema.gen';
import { selectProfile } from '../../core/stores/profiles';
import { until } from '../../../tests/helpers/env';
import { press, root, signIn, typeInto } from '../../../tests/helpers/element-dom';
import { msg } from '../../../tests/helpers/messages';
import { signInFake, type Answer, type Call, type FakeApi } from '../../../tests/fakes/api';
import { useBackend, useFakeApi } from '../../../tests/fakes/suite';
import './tv-search-page';

async function asProfile(name: string) {
  await signIn('anna@example.lt');
  const p = (await getProfiles()).items.find((x) => x.name === name)!;
  await selectProfile(p);
}

const start = location.pathname + location.search;
const input = (el: Element) => root(el).querySelector<HTMLInputElement>('input[role="combobox"]')!;
const groups = (el: Element) => [...root(el).querySelectorAll('section.group h2')].map((h) => h.textContent);
const hits = (el: Element) => [...root(el).querySelectorAll<HTMLAnchorElement>('a.hit')];

async function page(path: string) {
  history.replaceState(null, '', path);
  return fixture<HTMLElement>(html`<tv-search-page></tv-search-page>`);
}

const SEARCH = 'GET /search-v2';
let api: FakeApi;
/** The search answers asked for (query decoded), in order. */
const asked = () => api.callsTo(SEARCH).map((c) => c.query);

/** The SearchResult example for the query asked. */
function example(call: Call): Answer {
  return { body: { ...api.example<S.SearchResult>('SearchResult'), query: call.query['filter[query]'] } };
}

/** 45 films for any query, paged as asked. */
function manyFilms(call: Call): Answer {
  const ex = api.example<S.SearchResult>('SearchResult');
  const film = ex.items.find((h) => h.type === 'vod')!;
  const offset = Number(call.query['page[offset]']);
  const limit = Number(call.query['page[limit]']);
  const items = Array.from({ length: Math.max(0, Math.min(limit, 45 - offset)) }, (_, k) => ({ ...film, id: 3000 + offset + k, title: `${film.title} ${offset + k + 1}` }));
  return { body: { ...ex, query: call.query['filter[query]'], items, total: 45, offset, limit, counts: { live: 0, catchup: 0, recording: 0, vod: 45 } } };
}

describe('<tv-search-page>', () => {
  api = useFakeApi({ [SEARCH]: example });
  beforeEach(async () => {
    await signInFake(api, 'Anna');
  });
  after(() => history.replaceState(null, '', start));

  it('shows the results of the query in the address, grouped by kind with the counts the answer gives', async () => {
    const answer = api.example<S.SearchResult>('SearchResult');
    const el = await page('/search/zinios');
    await until(() => expect(root(el).querySelector('.summary')?.textContent).to.equal(msg('search.results_for', { query: 'zinios', count: answer.total })));
    expect(asked()).to.deep.equal([{ 'filter[query]': 'zinios', lang: 'lt', 'page[offset]': '0', 'page[limit]': '30' }]);
    // signed in: the private API
    expect(api.callsTo(SEARCH)[0]!.path).to.equal('/api/v1/search-v2');
    expect(input(el).value).to.equal('zinios');
    expect(root(el).activeElement).to.equal(input(el));
    const kinds = (['live', 'catchup', 'recording', 'vod'] as const).filter((k) => answer.counts[k] > 0);
    expect(kinds.length).to.be.greaterThan(1);
    const title = { live: 'search.kind_live', catchup: 'search.kind_catchup', recording: 'search.kind_recording', vod: 'search.kind_vod' } as const;
    expect(groups(el)).to.deep.equal(kinds.map((k) => msg('search.kind_count', { kind: msg(title[k]), count: answer.counts[k] })));
    // each result leads to its place
    const past = answer.items.find((h) => h.type === 'catchup')!;
    expect(root(el).querySelector<HTMLAnchorElement>('section.catchup a.hit')!.getAttribute('href')).to.match(new RegExp(`/play\\?channel=${past.channel_id}&epg=${past.id}&mode=catchup$`));
    const channel = answer.items.find((h) => h.type === 'channel')!;
    expect(root(el).querySelector<HTMLAnchorElement>('section.live a.hit')!.getAttribute('href')).to.match(new RegExp(`/tv/0/${channel.id}(\\?play)?$`));
    await expect(el).to.be.accessible();
  });

  it('loads the next page of results as the viewer scrolls', async () => {
    api.answer(SEARCH, manyFilms);
    const el = await page('/search/a');
    await until(() => expect(root(el).querySelectorAll('section.vod a').length).to.be.greaterThan(0));
    await until(() => expect(root(el).querySelector('.count')?.textContent).to.equal(msg('search.shown', { shown: 30, total: 45 })));
    expect(asked().map((q) => q['page[offset]'])).to.deep.equal(['0']);
    root(el).querySelector('.end')!.scrollIntoView();
    await until(() => expect(root(el).querySelector('.count')?.textContent).to.equal(msg('search.shown', { shown: 45, total: 45 })));
    expect(asked().map((q) => [q['page[offset]'], q['page[limit]']])).to.deep.equal([['0', '30'], ['30', '30']]);
  });

  it('searches on Enter: the query goes into the address, back shows the previous one', async () => {
    const el = await page('/search/zinios');
    await until(() => expect(hits(el).length).to.be.greaterThan(0));
    typeInto(input(el), 'teniso');
    press(input(el), 'Enter');
    await until(() => expect(location.pathname).to.equal('/search/teniso'));
    await until(() => expect(root(el).querySelector('.summary')?.textContent).to.match(/teniso/));
    history.back();
    await until(() => expect(location.pathname).to.equal('/search/zinios'));
    await until(() => expect(input(el).value).to.equal('zinios'));
    await until(() => expect(root(el).querySelector('.summary')?.textContent).to.match(/zinios/));
    // the full searches asked, in order (suggestions while typing are asked apart)
    expect(asked().filter((q) => !q['suggestions']).map((q) => q['filter[query]'])).to.deep.equal(['zinios', 'teniso', 'zinios']);
  });

  it('shows the times of programmes on the Vilnius clock in a browser elsewhere', async () => {
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).to.not.equal('Europe/Vilnius');
    const nowS = Math.floor(Date.now() / 1000);
    const live = { type: 'live', id: 7001, title: 'Verslo žinios', channel_id: 1, start: nowS - 600, stop: nowS + 1200, age_rating: 0 };
    const ex = api.example<S.SearchResult>('SearchResult');
    const past = ex.items.find((h) => h.type === 'catchup')!;
    api.answer(SEARCH, { body: { ...ex, query: 'verslo', items: [live, past], total: 2, counts: { live: 1, catchup: 1, recording: 0, vod: 0 } } });
    const vilnius = (s: number) => new Intl.DateTimeFormat('lt', { timeZone: 'Europe/Vilnius', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(s * 1000);
    const el = await page('/search/verslo');
    await until(() => expect(hits(el).length).to.be.greaterThan(0));
    expect(asked().map((q) => q['filter[query]'])).to.deep.equal(['verslo']);
    const subs = (kind: string) => [...root(el).querySelectorAll(`section.${kind} a.hit .sub`)].map((x) => x.textContent ?? '');
    await until(() => expect(subs('live').join('\n')).to.contain(`${vilnius(live.start)}–${vilnius(live.stop)}`));
    await until(() => expect(subs('catchup')[0]).to.contain(vilnius(past.start!)));
  });

  it('says "No results were found" for a query nothing matches', async () => {
    api.answer(SEARCH, { body: { query: 'qqqxxyyzz', items: [], total: 0, offset: 0, limit: 30, counts: { live: 0, catchup: 0, recording: 0, vod: 0 } } });
    const el = await page('/search/qqqxxyyzz');
    await until(() => expect(root(el).querySelector('[part="empty"]')?.textContent).to.contain(msg('search.no_results')));
    expect(hits(el)).to.have.length(0);
  });
});

describe('<tv-search-page> per profile (reference backend)', () => {
  useBackend();
  after(() => history.replaceState(null, '', start));

  it('keeps recent searches per profile', async () => {
    await asProfile('Anna');
    let el = await page('/search/teniso');
    await until(() => expect(hits(el).length).to.be.greaterThan(0));
    el = await page('/search');
    await until(() => expect([...root(el).querySelectorAll('.recent .chip')].map((b) => b.textContent)).to.include('teniso'));
    fixtureCleanup();
    await asProfile('Vaikai');
    el = await page('/search');
    await until(() => expect(root(el).querySelector('.intro')).to.exist);
    expect([...root(el).querySelectorAll('.recent .chip')].map((b) => b.textContent)).to.not.include('teniso');
  });

  it('shows a 6-year-old no result above its age', async () => {
    await asProfile('Vaikai');
    const el = await page('/search/a');
    await until(() => expect(hits(el).length).to.be.greaterThan(0));
    const ages = [...root(el).querySelectorAll('a.hit .age, a.hit .tag')].map((b) => Number(/\d+/.exec(b.textContent ?? '')?.[0] ?? 0));
    expect(ages.every((a) => a <= 6)).to.equal(true, ages.join(','));
  });
});
