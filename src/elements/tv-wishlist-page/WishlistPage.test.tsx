// The wishlist against the fake API (the OpenAPI document's examples): a change shows at once and is
// put back with a translated message when the server refuses it; a double click sends one call; a
// change made while the list is on its way is kept; the wishlist screen lists films and series and
// takes them off at once; an answer of the wrong shape shows an error. The fake keeps the
// profile's list as the writes leave it, and each test asserts the calls on the wire. Whose list it
// is is the server's rule, tested with the server (tests/server).
import { expect, fixture, html } from '@open-wc/testing';
import type * as S from '../../core/api/schema.gen';
import { $wishlist, loadWishlist } from '../../core/stores/wishlist';
import { until } from '../../../tests/helpers/env';
import { find, root } from '../../../tests/helpers/element-dom';
import { msg } from '../../../tests/helpers/messages';
import { signInFake, type Answer, type FakeApi } from '../../../tests/fakes/api';
import { useFakeApi } from '../../../tests/fakes/suite';
import '../tv-vod-details/tv-vod-details';
import '../tv-series/tv-series';
import './tv-wishlist-page';

const LIST = 'GET /wishlist';
const ADD = 'POST /wishlist';
const REMOVE = 'DELETE /wishlist/{id}';

let api: FakeApi;
type Wish = S.WishList['items'][number];
/** The profile's list on the fake server, newest first: what the writes leave. */
let onServer: Wish[] = [];
/** A list answer is given only once this resolves (made when the call came, delivered late). */
let listOnItsWay: Promise<void> | null = null;

/** The Vod example as the film `id`. */
const film = (id: number): S.Vod => ({ ...api.example<S.Vod>('Vod'), id, title: `Filmas ${id}` });
const wish = (vodId: number | null, groupId: number | null): Wish => ({
  id: 100 + onServer.length,
  profile_id: 1,
  vod_id: vodId,
  group_id: groupId,
  created: 1796660703,
  vod: vodId === null ? null : film(vodId),
  group: groupId === null ? null : api.example<S.Group>('Group'),
});
const refused = (status: number): Answer => ({ status, body: { error: { code: 'internal', message: 'Internal error' } } });

/** Answers films by id and the wishlist's reads and writes from `onServer`. */
function serveWishlist() {
  api.answer('GET /vod/{id}', (c) => ({ body: film(Number(c.params['id'])) }));
  api.answer(LIST, () => {
    const body = { items: [...onServer] };
    return listOnItsWay ? listOnItsWay.then(() => ({ body })) : { body };
  });
  api.answer(ADD, (c) => {
    const form = c.body as { vod_id?: string; group_id?: string };
    const w = wish(form.vod_id ? Number(form.vod_id) : null, form.group_id ? Number(form.group_id) : null);
    onServer = [w, ...onServer];
    const { vod: _v, group: _g, ...item } = w;
    return { body: item };
  });
  api.answer(REMOVE, (c) => {
    const id = Number(c.params['id']);
    const group = c.query['type'] === 'group';
    onServer = onServer.filter((w) => (group ? w.group_id : w.vod_id) !== id);
    return { status: 204 };
  });
}

/** The wishlist's writes on the wire: method, path, form and query. */
const writes = () => api.calls.filter((c) => c.op === ADD || c.op === REMOVE).map((c) => [c.method, c.path, c.body ?? null, c.query]);
const wishButton = (el: Element) => root(el).querySelector<HTMLButtonElement>('button.wish')!;

/** A series' page with its heart once the (empty) list has answered. */
async function seriesOnEmptyList(): Promise<HTMLElement> {
  const series = await fixture<HTMLElement>(html`<tv-series group-id="1"></tv-series>`);
  await until(() => expect(wishButton(series)?.textContent).to.equal(msg('wishlist.add')));
  await until(() => expect($wishlist.get().loading).to.equal(false));
  return series;
}

describe('the wishlist', () => {
  // the session starts once a page: as a visitor's, before the test signs in
  api = useFakeApi({}, { visitor: true });
  beforeEach(async () => {
    onServer = [];
    listOnItsWay = null;
    serveWishlist();
    await signInFake(api, 'Anna');
    loadWishlist(true);
    await until(() => expect($wishlist.get()).to.include({ loading: false, loaded: true }));
    // each test reads the calls it makes
    api.calls.splice(0);
  });

  it('shows an add at once and puts it back with a message when the server refuses it', async () => {
    const el = await fixture<HTMLElement>(html`<tv-vod-details vod-id="11"></tv-vod-details>`);
    await until(() => expect(wishButton(el)?.textContent).to.equal(msg('wishlist.add')));
    api.answer(ADD, refused(500));
    const release = api.hold(ADD);
    wishButton(el).click();
    // at once, before the server has answered
    await until(() => expect(wishButton(el).getAttribute('aria-pressed')).to.equal('true'));
    expect(wishButton(el).textContent).to.equal(msg('wishlist.remove'));
    expect(writes()).to.deep.equal([['POST', '/api/v1/wishlist', { vod_id: '11' }, {}]]);
    release();
    await until(() => expect(root(el).querySelector('[role="alert"]')?.textContent).to.contain(msg('wishlist.add_failed')));
    expect(wishButton(el).getAttribute('aria-pressed')).to.equal('false');
    expect(wishButton(el).textContent).to.equal(msg('wishlist.add'));
    expect(writes()).to.have.length(1);
  });

  it('puts a refused remove back in its place', async () => {
    onServer = [wish(13, null), wish(12, null)];
    const el = await fixture<HTMLElement>(html`<tv-wishlist-page></tv-wishlist-page>`);
    const titles = () => [...root(el).querySelectorAll('a.card .title')].map((x) => x.textContent);
    await until(() => expect(titles()).to.deep.equal(['Filmas 13', 'Filmas 12']));
    // the screen asks for the list afresh as it opens, in the page's language
    expect(api.callsTo(LIST).map((c) => [c.path, c.query])).to.deep.include(['/api/v1/wishlist', { lang: 'lt' }]);
    api.answer(REMOVE, refused(503));
    const release = api.hold(REMOVE);
    find<HTMLButtonElement>(root(el), 'button.wish', msg('wishlist.remove_named', { title: 'Filmas 12' })).click();
    await until(() => expect(titles()).to.deep.equal(['Filmas 13']));
    expect(writes()).to.deep.equal([['DELETE', '/api/v1/wishlist/12', null, {}]]);
    release();
    await until(() => expect(root(el).querySelector('[role="alert"]')?.textContent).to.contain(msg('wishlist.remove_failed')));
    expect(titles()).to.deep.equal(['Filmas 13', 'Filmas 12']);
  });

  it('sends one call for a double click', async () => {
    const el = await fixture<HTMLElement>(html`<tv-vod-details vod-id="14"></tv-vod-details>`);
    await until(() => expect(wishButton(el)?.textContent).to.equal(msg('wishlist.add')));
    const release = api.hold(ADD);
    wishButton(el).click();
    wishButton(el).click();
    await until(() => expect(writes()).to.have.length(1));
    release();
    await until(() => expect(wishButton(el).hasAttribute('aria-busy')).to.equal(false));
    expect(writes()).to.deep.equal([['POST', '/api/v1/wishlist', { vod_id: '14' }, {}]]);
    expect(wishButton(el).getAttribute('aria-pressed')).to.equal('true');
    expect(onServer.map((w) => w.vod_id)).to.deep.equal([14]);
  });

  it('shows an error, not a broken card, when the wishlist answer has the wrong shape', async () => {
    // the server never answers this way: a film without its id
    api.answer(LIST, { body: { items: [{ id: 1, profile_id: 1, vod_id: 12, group_id: null, created: 0, vod: { title: 'Be id' }, group: null }] } });
    const el = await fixture<HTMLElement>(html`<tv-wishlist-page></tv-wishlist-page>`);
    await until(() => expect(root(el).querySelector('[role="alert"]')?.textContent).to.contain(msg('errors.unexpected_answer')));
    expect(root(el).querySelectorAll('a.card')).to.have.length(0);
    expect(api.callsTo(LIST)).to.have.length.greaterThan(0);
  });

  it('keeps a change made while the list is on its way', async () => {
    const series = await seriesOnEmptyList();
    let deliver!: () => void;
    listOnItsWay = new Promise<void>((r) => (deliver = r));
    // the list is asked for again (as the wishlist screen does when it opens), and the viewer adds
    // the series before its answer (made before the add: the list without it) arrives
    loadWishlist(true);
    await until(() => expect(api.callsTo(LIST)).to.have.length(1));
    wishButton(series).click();
    await until(() => {
      expect(wishButton(series).getAttribute('aria-pressed')).to.equal('true');
      expect(wishButton(series).hasAttribute('aria-busy')).to.equal(false);
    });
    listOnItsWay = null;
    deliver();
    await until(() => expect($wishlist.get().loading).to.equal(false));
    expect(wishButton(series).getAttribute('aria-pressed'), 'the series stays on the list').to.equal('true');
    // the list that came before the add's answer is asked for again once the add is answered
    expect(api.calls.filter((c) => c.op === LIST || c.op === ADD).map((c) => c.op)).to.deep.equal([LIST, ADD, LIST]);
  });

  it('adds a series by its group id and lists it on the wishlist screen, which takes it off at once', async () => {
    const series = await seriesOnEmptyList();
    wishButton(series).click();
    await until(() => expect(wishButton(series).getAttribute('aria-pressed')).to.equal('true'));
    await until(() => expect(writes()).to.deep.equal([['POST', '/api/v1/wishlist', { group_id: '1' }, {}]]));
    const el = await fixture<HTMLElement>(html`<tv-wishlist-page></tv-wishlist-page>`);
    await until(() => expect(root(el).querySelectorAll('a.card')).to.have.length(1));
    expect(root(el).querySelector('a.card')!.getAttribute('href')).to.match(/\/group\?id=1$/);
    await expect(el).to.be.accessible();
    root(el).querySelector<HTMLButtonElement>('button.wish')!.click();
    await until(() => expect(root(el).querySelector('[part="empty"]')?.textContent).to.contain(msg('wishlist.empty')));
    await until(() => expect(writes()).to.have.length(2));
    expect(writes()[1]).to.deep.equal(['DELETE', '/api/v1/wishlist/1', null, { type: 'group' }]);
    expect(onServer).to.deep.equal([]);
  });
});
