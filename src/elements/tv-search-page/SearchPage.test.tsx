// <tv-search-page> against the reference backend: the query in the address, results grouped by kind
// with the server's counts and loaded a page at a time, where each result leads, "No results were
// found", recent searches per profile, and what a child profile is never shown.
import { expect, fixture, fixtureCleanup, html } from '@open-wc/testing';
import { configure } from '../../core/config';
import { api } from '../../core/api/client';
import { getProfiles } from '../../core/api/profiles';
import { SearchResultSchema } from '../../core/api/schemas';
import { selectProfile } from '../../core/stores/profiles';
import { backendConfig, until } from '../../../tests/helpers/env';
import { press, root, signIn, typeInto } from '../../../tests/helpers/element-dom';
import { msg } from '../../../tests/helpers/messages';
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

describe('<tv-search-page>', () => {
  before(async () => configure(await backendConfig()));
  after(() => history.replaceState(null, '', start));

  it('shows the results of the query in the address, grouped by kind with the counts the server gives', async () => {
    await asProfile('Anna');
    const answer = await api('search-v2', { query: { 'filter[query]': 'žinios', lang: 'lt', 'page[limit]': 1 }, schema: SearchResultSchema });
    const el = await page('/search/zinios');
    await until(() => expect(root(el).querySelector('.summary')?.textContent).to.equal(msg('search.results_for', { query: 'zinios', count: answer.total })));
    expect(input(el).value).to.equal('zinios');
    expect(root(el).activeElement).to.equal(input(el));
    const kinds = (['live', 'catchup', 'recording', 'vod'] as const).filter((k) => answer.counts[k] > 0);
    expect(kinds.length).to.be.greaterThan(1);
    const title = { live: 'search.kind_live', catchup: 'search.kind_catchup', recording: 'search.kind_recording', vod: 'search.kind_vod' } as const;
    expect(groups(el)).to.deep.equal(kinds.map((k) => msg('search.kind_count', { kind: msg(title[k]), count: answer.counts[k] })));
    // each result leads to its place
    const catchup = root(el).querySelector<HTMLAnchorElement>('section.catchup a.hit');
    if (catchup) expect(catchup.getAttribute('href')).to.match(/\/play\?channel=\d+&epg=\d+&mode=catchup$/);
    const live = root(el).querySelector<HTMLAnchorElement>('section.live a.hit');
    if (live) expect(live.getAttribute('href')).to.match(/\/tv\/0\/\d+(\/\d+)?(\?play)?$/);
    await expect(el).to.be.accessible();
  });

  it('loads the next page of results as the viewer scrolls', async () => {
    await asProfile('Anna');
    const el = await page('/search/a');
    await until(() => expect(hits(el).length).to.equal(30));
    const total = Number(/\d+/.exec(root(el).querySelector('.count')!.textContent!.split(' ').pop()!)![0]);
    expect(total).to.be.greaterThan(30);
    root(el).querySelector('.end')!.scrollIntoView();
    await until(() => expect(hits(el).length).to.be.greaterThan(30));
  });

  it('searches on Enter: the query goes into the address, back shows the previous one', async () => {
    await asProfile('Anna');
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
  });

  it('shows the times of programmes on the Vilnius clock in a browser elsewhere', async () => {
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).to.not.equal('Europe/Vilnius');
    await asProfile('Anna');
    const answer = await api('search-v2', { query: { 'filter[query]': 'zinios', lang: 'lt', 'page[limit]': 30 }, schema: SearchResultSchema });
    const vilnius = (s: number) => new Intl.DateTimeFormat('lt', { timeZone: 'Europe/Vilnius', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(s * 1000);
    const el = await page('/search/zinios');
    await until(() => expect(hits(el).length).to.be.greaterThan(0));
    const subs = (kind: string) => [...root(el).querySelectorAll(`section.${kind} a.hit .sub`)].map((x) => x.textContent ?? '');
    const live = answer.items.find((h) => h.type === 'live');
    const past = answer.items.find((h) => h.type === 'catchup');
    expect(live ?? past, 'a programme among the results').to.exist;
    if (live) await until(() => expect(subs('live').join('\n')).to.contain(`${vilnius(live.start!)}–${vilnius(live.stop!)}`));
    if (past) await until(() => expect(subs('catchup')[0]).to.contain(vilnius(past.start!)));
  });

  it('says "No results were found" for a query nothing matches', async () => {
    await asProfile('Anna');
    const el = await page('/search/qqqxxyyzz');
    await until(() => expect(root(el).querySelector('[part="empty"]')?.textContent).to.contain(msg('search.no_results')));
    expect(hits(el)).to.have.length(0);
  });

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
