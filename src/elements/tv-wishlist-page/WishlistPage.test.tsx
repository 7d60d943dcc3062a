// The wishlist against the reference backend: a change shows at once and is put back with a
// translated message when the server refuses it; a double click sends one call; the wishlist screen
// lists films and series of the profile and takes them off at once.
import { expect, fixture, html } from '@open-wc/testing';
import { configure } from '../../core/config';
import { api } from '../../core/api/client';
import { getProfiles } from '../../core/api/profiles';
import type * as S from '../../core/api/schema.gen';
import { selectProfile } from '../../core/stores/profiles';
import { $wishlist, loadWishlist } from '../../core/stores/wishlist';
import { backendConfig, until, untilAsync } from '../../../tests/helpers/env';
import { find, root, signIn } from '../../../tests/helpers/element-dom';
import { msg } from '../../../tests/helpers/messages';
import '../tv-vod-details/tv-vod-details';
import '../tv-series/tv-series';
import './tv-wishlist-page';

async function asProfile(name: string) {
  await signIn('anna@example.lt');
  const p = (await getProfiles()).items.find((x) => x.name === name)!;
  await selectProfile(p);
}

const onServer = async () => (await api<S.WishList>('wishlist', { query: { lang: 'lt' } })).items;
async function emptyList() {
  for (const w of await onServer()) await api(`wishlist/${w.vod_id ?? w.group_id}`, { method: 'DELETE', query: w.group_id !== null ? { type: 'group' } : undefined });
}

/** Until restore(), wishlist writes carry the given test faults; counts the writes sent. */
function faultWrites(headers: Record<string, string>) {
  const orig = window.fetch;
  const writes: string[] = [];
  window.fetch = (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = input instanceof Request ? input.url : String(input);
    const method = (init.method ?? 'GET').toUpperCase();
    if (!/\/wishlist/.test(url) || method === 'GET') return orig(input, init);
    writes.push(`${method} ${new URL(url).pathname}`);
    const h = new Headers(init.headers);
    for (const [k, v] of Object.entries(headers)) h.set(k, v);
    return orig(input, { ...init, headers: h });
  };
  return { writes, restore: () => (window.fetch = orig) };
}

/**
 * Until restore(), the answers to reads of the wishlist reach the page only once release() is
 * called (the server has answered them as they came: a slow network delivers them late).
 */
function holdListAnswers() {
  const orig = window.fetch;
  let release = () => undefined as void;
  const gate = new Promise<void>((r) => (release = r));
  const reads = { sent: 0 };
  window.fetch = (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = input instanceof Request ? input.url : String(input);
    if (!/\/wishlist\b/.test(url) || (init.method ?? 'GET').toUpperCase() !== 'GET') return orig(input, init);
    reads.sent++;
    return orig(input, init).then(async (res) => {
      await gate;
      return res;
    });
  };
  return { reads, release, restore: () => ((window.fetch = orig), release()) };
}

/** Anna's list emptied, and a series' page with its heart once her list has answered. */
async function seriesOnEmptyList(): Promise<HTMLElement> {
  await asProfile('Anna');
  await emptyList();
  const series = await fixture<HTMLElement>(html`<tv-series group-id="1"></tv-series>`);
  await until(() => expect(wishButton(series)?.textContent).to.equal(msg('wishlist.add')));
  await until(() => expect($wishlist.get().loading).to.equal(false));
  return series;
}

const wishButton = (el: Element) => root(el).querySelector<HTMLButtonElement>('button.wish')!;

describe('the wishlist', () => {
  before(async () => configure(await backendConfig()));

  it('shows an add at once and puts it back with a message when the server refuses it', async () => {
    await asProfile('Anna');
    await emptyList();
    const el = await fixture<HTMLElement>(html`<tv-vod-details vod-id="11"></tv-vod-details>`);
    await until(() => expect(wishButton(el)?.textContent).to.equal(msg('wishlist.add')));
    const f = faultWrites({ 'X-Fault-Delay-Ms': '300', 'X-Fault-Status': '500' });
    try {
      wishButton(el).click();
      // at once, before the server has answered
      await until(() => expect(wishButton(el).getAttribute('aria-pressed')).to.equal('true'));
      expect(wishButton(el).textContent).to.equal(msg('wishlist.remove'));
      await until(() => expect(root(el).querySelector('[role="alert"]')?.textContent).to.contain(msg('wishlist.add_failed')));
      expect(wishButton(el).getAttribute('aria-pressed')).to.equal('false');
      expect(wishButton(el).textContent).to.equal(msg('wishlist.add'));
      expect(f.writes).to.deep.equal(['POST /api/v1/wishlist']);
    } finally {
      f.restore();
    }
    expect(await onServer()).to.deep.equal([]);
  });

  it('puts a refused remove back in its place', async () => {
    await asProfile('Anna');
    await emptyList();
    await api('wishlist', { method: 'POST', form: { vod_id: 12 } });
    await api('wishlist', { method: 'POST', form: { vod_id: 13 } });
    const el = await fixture<HTMLElement>(html`<tv-wishlist-page></tv-wishlist-page>`);
    const titles = () => [...root(el).querySelectorAll('a.card .title')].map((x) => x.textContent);
    await until(() => expect(titles()).to.have.length(2));
    const before = titles();
    const f = faultWrites({ 'X-Fault-Delay-Ms': '300', 'X-Fault-Status': '503' });
    try {
      find<HTMLButtonElement>(root(el), 'button.wish', msg('wishlist.remove_named', { title: before[1]! })).click();
      await until(() => expect(titles()).to.deep.equal([before[0]]));
      await until(() => expect(root(el).querySelector('[role="alert"]')?.textContent).to.contain(msg('wishlist.remove_failed')));
      expect(titles()).to.deep.equal(before);
    } finally {
      f.restore();
    }
    expect((await onServer()).map((w) => w.vod_id)).to.have.members([12, 13]);
  });

  it('sends one call for a double click', async () => {
    await asProfile('Anna');
    await emptyList();
    const el = await fixture<HTMLElement>(html`<tv-vod-details vod-id="14"></tv-vod-details>`);
    await until(() => expect(wishButton(el)?.textContent).to.equal(msg('wishlist.add')));
    const f = faultWrites({ 'X-Fault-Delay-Ms': '300' });
    try {
      wishButton(el).click();
      wishButton(el).click();
      await untilAsync(async () => {
        expect((await onServer()).map((w) => w.vod_id)).to.deep.equal([14]);
      });
      await until(() => expect(wishButton(el).hasAttribute('aria-busy')).to.equal(false));
      expect(f.writes).to.deep.equal(['POST /api/v1/wishlist']);
      expect(wishButton(el).getAttribute('aria-pressed')).to.equal('true');
    } finally {
      f.restore();
    }
  });

  it('shows an error, not a broken card, when the wishlist answer has the wrong shape', async () => {
    await asProfile('Anna');
    const orig = window.fetch;
    // the reference backend never answers this way: a film without its id
    window.fetch = (input: RequestInfo | URL, init?: RequestInit) =>
      /\/wishlist\?/.test(String(input)) && (init?.method ?? 'GET') === 'GET'
        ? Promise.resolve(Response.json({ items: [{ id: 1, profile_id: 1, vod_id: 12, group_id: null, created: 0, vod: { title: 'Be id' }, group: null }] }))
        : orig(input, init);
    try {
      const el = await fixture<HTMLElement>(html`<tv-wishlist-page></tv-wishlist-page>`);
      await until(() => expect(root(el).querySelector('[role="alert"]')?.textContent).to.contain(msg('errors.unexpected_answer')));
      expect(root(el).querySelectorAll('a.card')).to.have.length(0);
    } finally {
      window.fetch = orig;
    }
  });

  it('keeps a change made while the list is on its way', async () => {
    const series = await seriesOnEmptyList();
    const held = holdListAnswers();
    try {
      // the list is asked for again (as the wishlist screen does when it opens), and the viewer adds
      // the series before its answer (the list without it) arrives
      loadWishlist(true);
      await until(() => expect(held.reads.sent).to.equal(1));
      wishButton(series).click();
      await until(() => {
        expect(wishButton(series).getAttribute('aria-pressed')).to.equal('true');
        expect(wishButton(series).hasAttribute('aria-busy')).to.equal(false);
      });
      held.release();
      await until(() => expect($wishlist.get().loading).to.equal(false));
      expect(wishButton(series).getAttribute('aria-pressed'), 'the series stays on the list').to.equal('true');
    } finally {
      held.restore();
    }
    await emptyList();
    loadWishlist(true);
    await until(() => expect($wishlist.get().loading).to.equal(false));
  });

  it('adds a series by its group id and lists it on the wishlist screen, which takes it off at once', async () => {
    const series = await seriesOnEmptyList();
    wishButton(series).click();
    await untilAsync(async () => {
      expect((await onServer()).map((w) => [w.vod_id, w.group_id])).to.deep.equal([[null, 1]]);
    });
    const el = await fixture<HTMLElement>(html`<tv-wishlist-page></tv-wishlist-page>`);
    await until(() => expect(root(el).querySelectorAll('a.card')).to.have.length(1));
    expect(root(el).querySelector('a.card')!.getAttribute('href')).to.match(/\/group\?id=1$/);
    await expect(el).to.be.accessible();
    root(el).querySelector<HTMLButtonElement>('button.wish')!.click();
    await until(() => expect(root(el).querySelector('[part="empty"]')?.textContent).to.contain(msg('wishlist.empty')));
    await untilAsync(async () => {
        expect(await onServer()).to.deep.equal([]);
      });
  });
});
