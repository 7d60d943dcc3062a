// <tv-vod-details> against the fake API (the OpenAPI document's examples): the facts of an item,
// what a visitor and a subscriber can do with it, play or resume from the bookmark, the trailer,
// the wishlist and an unknown item, with the calls on the wire. Against the reference backend, at
// the end: that a child profile is never given an over-age title (the server's rule), and Rent /
// Buy that open the purchase (its flow: Purchase.test.tsx), whose offers have no example yet.
import { expect, fixture, html } from '@open-wc/testing';
import { api } from '../../core/api/client';
import { getProfiles } from '../../core/api/profiles';
import type * as S from '../../core/api/schema.gen';
import { selectProfile } from '../../core/stores/profiles';
import { shadowText, until } from '../../../tests/helpers/env';
import { asVisitor, find, openDialog, root, signIn } from '../../../tests/helpers/element-dom';
import { msg } from '../../../tests/helpers/messages';
import { signInFake, type Call, type FakeApi } from '../../../tests/fakes/api';
import { useBackend, useFakeApi } from '../../../tests/fakes/suite';
import './tv-vod-details';

async function asProfile(email: string, name: string) {
  await signIn(email);
  const p = (await getProfiles()).items.find((x) => x.name === name)!;
  await selectProfile(p);
}

async function details(id: number) {
  const el = await fixture<HTMLElement>(html`<tv-vod-details vod-id=${id}></tv-vod-details>`);
  await until(() => expect(root(el).querySelector('#title, [role="alert"]')).to.exist);
  return el;
}

const links = (el: Element) => [...root(el).querySelectorAll<HTMLAnchorElement>('a')];
const buttons = (el: Element) => [...root(el).querySelectorAll<HTMLButtonElement>('button')];

const ITEM = 'GET /vod/{id}';
let fake: FakeApi;
/** The items of this file, from the Vod example: 3 has a trailer, 201 is subscribed, 99999 is unknown. */
function item(call: Call) {
  const id = Number(call.params['id']);
  if (id === 99999) return { status: 404, body: fake.example('Error') };
  const vod = fake.example<S.Vod>('Vod');
  const more: Partial<S.Vod> =
    id === 3 ? { trailer: '/media/vod/3/trailer.mpd' } : id === 201 ? { subscribed: true, kind: 'episode', group_id: 1, season: 1, episode: 1 } : {};
  return { body: { ...vod, id, title: `Filmas ${id}`, poster: `/api/public/v1/static/vod/${id}/poster.svg`, backdrop: `/api/public/v1/static/vod/${id}/backdrop.svg`, ...more } };
}
/** The wishlist's writes on the wire. */
const writes = () => fake.calls.filter((c) => c.op === 'POST /wishlist' || c.op === 'DELETE /wishlist/{id}').map((c) => `${c.method} ${c.path}`);

describe('<tv-vod-details>', () => {
  fake = useFakeApi({ [ITEM]: item }, { visitor: true });

  it('shows the facts of an item, and a visitor Subscribe and Log in', async () => {
    await asVisitor();
    const vod = fake.example<S.Vod>('Vod');
    const el = await details(16);
    expect(root(el).querySelector('#title')!.textContent).to.equal('Filmas 16');
    // a visitor asks the public API, in the page's language
    expect(fake.callsTo(ITEM).map((c) => [c.path, c.query])).to.deep.equal([['/api/public/v1/vod/16', { lang: 'lt' }]]);
    const text = shadowText(el);
    expect(text).to.contain(String(vod.year));
    expect(text).to.contain(vod.description);
    expect(text).to.contain(msg('vod_details.audio'));
    expect(text).to.contain(msg('vod_details.lang_lt'));
    expect(text).to.contain(msg('vod_details.subtitles'));
    expect(text).to.contain(msg('vod_details.lang_ru'));
    expect(text).to.contain('1 val. 39 min.');
    expect(root(el).querySelector('img.poster')!.getAttribute('src')).to.contain('/static/vod/16/poster.svg');
    expect(root(el).querySelector('.backdrop img')!.getAttribute('src')).to.contain('/static/vod/16/backdrop.svg');
    expect(links(el).find((a) => a.textContent === msg('nav.subscribe'))!.getAttribute('href')).to.match(/\/register\?fresh=true$/);
    expect(links(el).some((a) => a.textContent === msg('nav.login'))).to.equal(true);
    expect(text).not.to.contain(msg('vod_details.play'));
    await expect(el).to.be.accessible();
  });

  it('plays or resumes from the bookmark, and shows the trailer only when there is one', async () => {
    await signInFake(fake, 'Anna');
    // the BookmarkList example: the profile is 15 minutes into item 201
    const mark = fake.example<S.BookmarkList>('BookmarkList').items[0]!;
    const el = await details(mark.event_id);
    await until(() => expect(links(el).some((a) => a.textContent === msg('vod_details.resume'))).to.equal(true));
    const resume = links(el).find((a) => a.textContent === msg('vod_details.resume'))!;
    expect(resume.getAttribute('href')).to.match(new RegExp(`/vod-play\\?id=${mark.event_id}&resume=1$`));
    expect(links(el).find((a) => a.textContent === msg('vod_details.from_start'))!.getAttribute('href')).to.match(new RegExp(`/vod-play\\?id=${mark.event_id}$`));
    expect(root(el).querySelector('[role="progressbar"]')).to.exist;
    // signed in: the private API
    expect(fake.callsTo(ITEM).map((c) => c.path)).to.deep.equal(['/api/v1/vod/201']);

    const withTrailer = await details(3);
    expect(links(withTrailer).find((a) => a.textContent === msg('vod_details.trailer'))!.getAttribute('href')).to.match(/\/vod-play\?id=3&trailer=1$/);
    const without = await details(1);
    expect(links(without).some((a) => a.textContent === msg('vod_details.trailer'))).to.equal(false);
  });

  it('adds to and removes from the wishlist', async () => {
    await signInFake(fake, 'Anna');
    fake.answer('GET /wishlist', { body: { items: [] } });
    const el = await details(7);
    await until(() => expect(buttons(el).some((b) => b.textContent === msg('wishlist.add'))).to.equal(true));
    const add = find<HTMLButtonElement>(root(el), 'button', msg('wishlist.add'));
    expect(add.getAttribute('aria-pressed')).to.equal('false');
    add.click();
    await until(() => expect(find(root(el), 'button', msg('wishlist.remove')).getAttribute('aria-pressed')).to.equal('true'));
    // the add is on its way until the button is no longer busy (a click meanwhile sends nothing)
    await until(() => expect(find(root(el), 'button', msg('wishlist.remove')).hasAttribute('aria-busy')).to.equal(false));
    expect(fake.callsTo('POST /wishlist').map((c) => c.body)).to.deep.equal([{ vod_id: '7' }]);
    find<HTMLButtonElement>(root(el), 'button', msg('wishlist.remove')).click();
    await until(() => expect(buttons(el).some((b) => b.textContent === msg('wishlist.add'))).to.equal(true));
    // (the button says so at once; the removal is on its way until it is no longer busy)
    await until(() => expect(find(root(el), 'button', msg('wishlist.add')).hasAttribute('aria-busy')).to.equal(false));
    expect(writes()).to.deep.equal(['POST /api/v1/wishlist', 'DELETE /api/v1/wishlist/7']);
  });

  it('says when there is no such item', async () => {
    await asVisitor();
    const el = await details(99999);
    await until(() => expect(shadowText(el)).to.contain(msg('vod_details.not_found')));
    expect(fake.callsTo(ITEM).map((c) => c.path)).to.deep.equal(['/api/public/v1/vod/99999']);
  });
});

describe('<tv-vod-details> age limit and purchase (reference backend)', () => {
  useBackend({ visitor: true });

  it('offers Rent and Buy with prices in euros; Rent asks for the PIN, and Cancel buys nothing', async () => {
    await asProfile('anna@example.lt', 'Anna');
    const item = await api<S.Vod>('vod/16', { query: { lang: 'lt' } });
    expect(item.purchased).to.equal(false);
    performance.clearResourceTimings();
    const el = await details(16);
    const rent = find<HTMLButtonElement>(root(el), 'button', msg('vod_details.rent', { price: item.price!.rent }));
    find(root(el), 'button', msg('vod_details.buy', { price: item.price!.buy }));
    expect(item.price!.rent).to.match(/^\d+\.\d{2}$/);
    rent.click();
    await until(() => openDialog(root(el), msg('purchase.pin_title')));
    find<HTMLButtonElement>(openDialog(root(el), msg('purchase.pin_title')), 'button', msg('common.cancel')).click();
    await until(() => openDialog(root(el), msg('purchase.title_tvod')));
    find<HTMLButtonElement>(openDialog(root(el), msg('purchase.title_tvod')), 'button', msg('common.cancel')).click();
    await until(() => expect([...root(el).querySelectorAll('dialog')].some((d) => d.open)).to.equal(false));
    const calls = performance.getEntriesByType('resource').map((e) => e.name);
    expect(calls.some((u) => u.includes('customer-product/subscribe'))).to.equal(false, 'no purchase is made');
    await expect(el).to.be.accessible();
  });

  it('tells a child profile that an over-age title is blocked, and shows no title of it', async () => {
    await asProfile('anna@example.lt', 'Vaikai');
    const all = await api<S.VodPage>('vod', { query: { 'page[limit]': 500, lang: 'lt' } });
    expect(all.items.every((v) => v.age <= 6)).to.equal(true, 'the catalogue leaves out what is above the limit');
    await asProfile('anna@example.lt', 'Anna');
    const adult = (await api<S.VodPage>('vod', { query: { 'page[limit]': 500, lang: 'lt' } })).items.find((v) => v.age > 6)!;
    await asProfile('anna@example.lt', 'Vaikai');
    const el = await details(adult.id);
    await until(() => expect(shadowText(el)).to.contain(msg('vod_details.age_blocked')));
    expect(shadowText(el)).to.contain(msg('vod_details.age_blocked_hint'));
    expect(shadowText(el)).not.to.contain(adult.title);
    await asVisitor();
  });
});
