// <tv-series> against the reference backend: seasons as tabs (arrow keys), each season's episodes
// with number, title, length and state, and the profile's progress.
import { expect, fixture, html } from '@open-wc/testing';
import { configure } from '../../core/config';
import { api } from '../../core/api/client';
import { getProfiles } from '../../core/api/profiles';
import type * as S from '../../core/api/schema.gen';
import { loadUserinfo, startSession } from '../../core/stores/auth';
import { forgetProfile, selectProfile } from '../../core/stores/profiles';
import { clearToken } from '../../core/stores/session';
import { backendConfig, shadowText, until } from '../../../tests/helpers/env';
import { press, root, signIn } from '../../../tests/helpers/element-dom';
import { msg } from '../../../tests/helpers/messages';
import './tv-series';

async function asVisitor() {
  await startSession();
  forgetProfile();
  clearToken(null);
  await loadUserinfo();
}

const tabs = (el: Element) => [...root(el).querySelectorAll<HTMLButtonElement>('[role="tab"]')];
const episodes = (el: Element) => [...root(el).querySelectorAll<HTMLLIElement>('.ep')];

describe('<tv-series>', () => {
  before(async () => configure(await backendConfig()));

  it('shows the seasons as tabs and the chosen season\'s episodes; arrow keys change the season', async () => {
    await asVisitor();
    const group = await api<S.Group>('groups/1', { query: { lang: 'lt' } });
    const el = await fixture<HTMLElement>(html`<tv-series group-id="1"></tv-series>`);
    await until(() => expect(tabs(el).length).to.equal(group.seasons.length));
    expect(root(el).querySelector('#title')!.textContent).to.equal(group.title);
    expect(tabs(el).map((t) => t.textContent)).to.deep.equal(group.seasons.map((s) => msg('series.season', { season: s.season })));
    expect(tabs(el).map((t) => t.getAttribute('aria-selected'))[0]).to.equal('true');
    expect(tabs(el).filter((t) => t.tabIndex === 0)).to.have.length(1);
    expect(episodes(el)).to.have.length(group.seasons[0]!.episodes.length);
    const first = episodes(el)[0]!;
    expect(first.querySelector('.num')!.textContent).to.equal('1');
    expect(first.querySelector('.ep-title')!.textContent).to.equal(`${group.title}. 1 sezonas, 1 serija`);
    expect(first.querySelector('.ep-meta')!.textContent).to.match(/\d+ min\./);
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
  });

  it("shows the profile's progress and Resume on the episode it stopped in", async () => {
    await signIn('anna@example.lt');
    await selectProfile((await getProfiles()).items.find((p) => p.name === 'Anna')!);
    const marks = await api<S.BookmarkList>('bookmarks', { query: { 'filter[type]': 'vod', lang: 'lt' } });
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

  it('tells a child profile that the series is blocked by its age limit', async () => {
    await signIn('anna@example.lt');
    await selectProfile((await getProfiles()).items.find((p) => p.name === 'Vaikai')!);
    const el = await fixture<HTMLElement>(html`<tv-series group-id="1"></tv-series>`);
    await until(() => expect(shadowText(el)).to.contain(msg('vod_details.age_blocked')));
    expect(tabs(el)).to.have.length(0);
    await asVisitor();
  });
});
