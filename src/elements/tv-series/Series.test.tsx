// <tv-series> against the fake API (the OpenAPI document's examples): seasons as tabs (arrow keys),
// each season's episodes with number, title, length and state, the calls on the wire, and the
// notice of a series above the profile's age limit. The profile's progress needs the server's
// bookmarks of the chosen profile: that test runs against the reference backend, at the end.
import { expect, fixture, html } from '@open-wc/testing';
import { api as call } from '../../core/api/client';
import { getProfiles } from '../../core/api/profiles';
import type * as S from '../../core/api/schema.gen';
import { selectProfile } from '../../core/stores/profiles';
import { shadowText, until } from '../../../tests/helpers/env';
import { asVisitor, press, root, signIn } from '../../../tests/helpers/element-dom';
import { msg } from '../../../tests/helpers/messages';
import { type Answer, type Call, type FakeApi } from '../../../tests/fakes/api';
import { useBackend, useFakeApi } from '../../../tests/fakes/suite';
import './tv-series';

const tabs = (el: Element) => [...root(el).querySelectorAll<HTMLButtonElement>('[role="tab"]')];
const episodes = (el: Element) => [...root(el).querySelectorAll<HTMLLIElement>('.ep')];

let api: FakeApi;

/** The series' episodes as GET /vod?filter[group]= answers them: one VoD item per episode id of the Group example. */
function episodeList(_call: Call): Answer {
  const group = api.example<S.Group>('Group');
  const vod = api.example<S.Vod>('Vod');
  const items = group.seasons.flatMap((s) =>
    s.episodes.map((id, i) => ({ ...vod, id, kind: 'episode', group_id: group.id, season: s.season, episode: i + 1, duration: 3180, title: `${group.title}. ${s.season} sezonas, ${i + 1} serija` })),
  );
  return { body: { ...api.example<S.VodPage>('VodPage'), items, total: items.length, offset: 0, limit: 500 } };
}

describe('<tv-series>', () => {
  api = useFakeApi({ 'GET /vod': episodeList }, { visitor: true });

  it("shows the seasons as tabs and the chosen season's episodes; arrow keys change the season", async () => {
    const group = api.example<S.Group>('Group');
    const el = await fixture<HTMLElement>(html`<tv-series group-id="1"></tv-series>`);
    await until(() => expect(tabs(el).length).to.equal(group.seasons.length));
    // the series and all its episodes, asked once each, in the page's language
    expect(api.callsTo('GET /groups/{id}').map((c) => [c.path, c.query])).to.deep.equal([['/api/public/v1/groups/1', { lang: 'lt' }]]);
    expect(api.callsTo('GET /vod').map((c) => c.query)).to.deep.equal([{ lang: 'lt', 'filter[kind]': 'episode', 'filter[group]': '1', 'page[offset]': '0', 'page[limit]': '500' }]);
    expect(root(el).querySelector('#title')!.textContent).to.equal(group.title);
    expect(tabs(el).map((t) => t.textContent)).to.deep.equal(group.seasons.map((s) => msg('series.season', { season: s.season })));
    expect(tabs(el).map((t) => t.getAttribute('aria-selected'))[0]).to.equal('true');
    expect(tabs(el).filter((t) => t.tabIndex === 0)).to.have.length(1);
    expect(episodes(el)).to.have.length(group.seasons[0]!.episodes.length);
    const first = episodes(el)[0]!;
    expect(first.querySelector('.num')!.textContent).to.equal('1');
    expect(first.querySelector('.ep-title')!.textContent).to.equal(`${group.title}. 1 sezonas, 1 serija`);
    expect(first.querySelector('.ep-meta')!.textContent).to.contain('53 min.');
    expect(first.querySelector('a.main')!.getAttribute('href')).to.match(new RegExp(`/vod-about\\?id=${group.seasons[0]!.episodes[0]}$`));
    await expect(el).to.be.accessible();

    tabs(el)[0]!.focus();
    press(tabs(el)[0]!, 'ArrowRight');
    await until(() => expect(tabs(el)[1]!.getAttribute('aria-selected')).to.equal('true'));
    expect(root(el).activeElement).to.equal(tabs(el)[1]);
    expect(episodes(el)).to.have.length(group.seasons[1]!.episodes.length);
    expect(episodes(el)[0]!.querySelector('a.main')!.getAttribute('href')).to.match(new RegExp(`id=${group.seasons[1]!.episodes[0]}$`));
    // Down from the tabs reaches the episodes.
    press(tabs(el)[1]!, 'ArrowDown');
    expect(root(el).activeElement).to.equal(episodes(el)[0]!.querySelector('a.main'));
    // the genres' names, the series and its episodes, once each: changing the season asks nothing more
    expect(api.calls.map((c) => c.op).sort()).to.deep.equal(['GET /genres/lang/{lang}', 'GET /groups/{id}', 'GET /vod']);
  });

  it('tells a profile that the series is blocked by its age limit', async () => {
    // (which profile a series is above is the server's rule: tests/server/age-doors.test.ts)
    api.answer('GET /groups/{id}', { status: 403, body: { error: { code: 'age_locked', message: 'Above the profile\'s age limit' } } });
    const el = await fixture<HTMLElement>(html`<tv-series group-id="2"></tv-series>`);
    await until(() => expect(shadowText(el)).to.contain(msg('vod_details.age_blocked')));
    expect(tabs(el)).to.have.length(0);
    expect(root(el).querySelector('[role="alert"]')!.textContent).to.contain(msg('vod_details.age_blocked_hint'));
  });
});

describe('<tv-series> with a profile (reference backend)', () => {
  useBackend();

  it("shows the profile's progress and Resume on the episode it stopped in", async () => {
    await signIn('anna@example.lt');
    await selectProfile((await getProfiles()).items.find((p) => p.name === 'Anna')!);
    const marks = await call<S.BookmarkList>('bookmarks', { query: { 'filter[type]': 'vod', lang: 'lt' } });
    const ep = marks.items.find((b) => b.vod?.group_id === 1)!;
    const el = await fixture<HTMLElement>(html`<tv-series group-id="1"></tv-series>`);
    await until(() => expect(root(el).querySelector('.ep [role="progressbar"]')).to.exist);
    const row = episodes(el).find((li) => li.querySelector('a.main')!.getAttribute('href')!.endsWith(`id=${ep.event_id}`))!;
    expect(row.querySelector('[role="progressbar"]')).to.exist;
    const resume = row.querySelector<HTMLAnchorElement>('a.play')!;
    expect(resume.textContent).to.equal(msg('vod_details.resume'));
    expect(resume.getAttribute('href')).to.match(new RegExp(`/vod-play\\?id=${ep.event_id}&resume=1$`));
    expect(shadowText(el)).to.contain(msg('vod_row.watched', { percent: Math.round((ep.position / ep.duration) * 100) }));
    await asVisitor();
  });
});
