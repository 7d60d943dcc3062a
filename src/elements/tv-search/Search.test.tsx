// <tv-search> against the fake API (the OpenAPI document's examples): suggestions as the viewer
// types, the keyboard, and the rules of a search box that must not lie: typing pauses before a
// request, a request for older text is aborted, and a slow earlier answer never overwrites the
// answer to the latest text, with the calls on the wire. What matches a text is the server's rule
// (tests/server); the element shows the suggestions it is given, in their order.
import { expect, fixture, html } from '@open-wc/testing';
import type * as S from '../../core/api/schema.gen';
import { $suggestions } from '../../core/stores/search';
import { until } from '../../../tests/helpers/env';
import { press, root, typeInto } from '../../../tests/helpers/element-dom';
import { msg } from '../../../tests/helpers/messages';
import { startRemote } from '../../core/remote/spatial';
import { type Answer, type Call, type FakeApi } from '../../../tests/fakes/api';
import { useFakeApi } from '../../../tests/fakes/suite';
import './tv-search';

const SEARCH = 'GET /search-v2';
let api: FakeApi;
/** The text of each search asked for, in order. */
const asked = () => api.callsTo(SEARCH).map((c) => c.query['filter[query]']);
/** The search call for `text`. */
const callFor = (text: string) => api.callsTo(SEARCH).find((c) => c.query['filter[query]'] === text);

/** The suggestions the fake gives for a text: three that start with it. */
const suggestionsOf = (text: string) => [`${text} vakare`, `${text} ir sportas`, `${text} iš Vilniaus`];
/** The SearchResult example, with the suggestions for the text asked. */
function withSuggestions(call: Call): Answer {
  const text = call.query['filter[query]']!;
  return { body: { ...api.example<S.SearchResult>('SearchResult'), query: text, suggestions: suggestionsOf(text) } };
}

const input = (el: Element) => root(el).querySelector<HTMLInputElement>('input[role="combobox"]')!;
async function mount(tag: ReturnType<typeof html>) {
  const el = await fixture<HTMLElement>(tag);
  await until(() => expect(input(el)).to.exist);
  return el;
}
const listbox = (el: Element) => root(el).querySelector<HTMLElement>('[role="listbox"]')!;
const options = (el: Element) => [...root(el).querySelectorAll<HTMLElement>('[role="option"]')].map((o) => o.textContent ?? '');

describe('<tv-search>', () => {
  api = useFakeApi({ [SEARCH]: withSuggestions }, { visitor: true });

  it('waits for typing to pause: three quick keystrokes make one request, for the last text', async () => {
    const el = await mount(html`<tv-search autofocus></tv-search>`);
    await until(() => expect(root(el).activeElement).to.equal(input(el)));
    typeInto(input(el), 'z');
    typeInto(input(el), 'zi');
    typeInto(input(el), 'zin');
    await until(() => expect(listbox(el).dataset.query).to.equal('zin'));
    // one call, for suggestions to the last text, from the public API (a visitor)
    expect(api.callsTo(SEARCH).map((c) => [c.path, c.query])).to.deep.equal([
      ['/api/public/v1/search-v2', { 'filter[query]': 'zin', lang: 'lt', 'page[offset]': '0', 'page[limit]': '8', suggestions: '1' }],
    ]);
    expect(options(el)).to.deep.equal(suggestionsOf('zin'));
    expect(input(el).getAttribute('aria-expanded')).to.equal('true');
    await expect(el).to.be.accessible();
  });

  it('aborts the request for older text when the viewer types on', async () => {
    // the answer to "spo" is on its way (held) when the viewer types on
    api.hold(SEARCH, { only: (c) => c.query['filter[query]'] === 'spo' });
    const el = await mount(html`<tv-search></tv-search>`);
    typeInto(input(el), 'spo');
    await until(() => expect(asked()).to.include('spo'));
    typeInto(input(el), 'sporto');
    expect(callFor('spo')!.aborted).to.equal(true);
    await until(() => expect(listbox(el).dataset.query).to.equal('sporto'));
    expect(options(el)).to.deep.equal(suggestionsOf('sporto'));
    expect(asked()).to.deep.equal(['spo', 'sporto']);
    expect(callFor('sporto')!.aborted).to.equal(false);
  });

  it('never lets a slow earlier answer overwrite the answer to the latest text', async () => {
    const release = api.hold(SEARCH, { only: (c) => c.query['filter[query]'] === 'tea', pastAbort: true });
    const seen: string[] = [];
    const off = $suggestions.listen((s) => seen.push(s.data.query));
    try {
      const el = await mount(html`<tv-search></tv-search>`);
      typeInto(input(el), 'tea');
      await until(() => expect(asked()).to.include('tea'));
      typeInto(input(el), 'teniso');
      await until(() => expect(listbox(el).dataset.query).to.equal('teniso'));
      const shown = options(el);
      expect(shown).to.deep.equal(suggestionsOf('teniso'));
      // the earlier request's answer comes back (late, after its abort) and is read by the client ...
      const slow = callFor('tea')!;
      expect(slow.aborted).to.equal(true);
      release();
      await until(() => expect(slow.read).to.equal(true));
      // ... and changes nothing: the list still shows the latest text's suggestions, and once the
      // next text's suggestions have come the store has never held the earlier text's
      expect(listbox(el).dataset.query).to.equal('teniso');
      expect(options(el)).to.deep.equal(shown);
      expect(input(el).value).to.equal('teniso');
      typeInto(input(el), 'tenisas');
      await until(() => expect(listbox(el).dataset.query).to.equal('tenisas'));
      expect(seen).to.include('teniso');
      expect(seen.filter((q) => q === 'tea')).to.deep.equal([]);
      expect(asked()).to.deep.equal(['tea', 'teniso', 'tenisas']);
    } finally {
      off();
    }
  });

  it('says "No suggestions were found" for text nothing matches', async () => {
    api.answer(SEARCH, (call) => ({ body: { ...api.example<S.SearchResult>('SearchResult'), query: call.query['filter[query]'], items: [], total: 0, suggestions: [] } }));
    const el = await mount(html`<tv-search></tv-search>`);
    typeInto(input(el), 'qqqxxyyzz');
    await until(() => expect(root(el).querySelector('[role="status"]')?.textContent, root(el).querySelector('.field')?.outerHTML).to.equal(msg('search.no_suggestions')));
    expect(options(el)).to.deep.equal([]);
    expect(asked()).to.deep.equal(['qqqxxyyzz']);
  });

  it('moves through suggestions with the arrows and closes them with Escape, then clears the text', async () => {
    const el = await mount(html`<tv-search></tv-search>`);
    const box = input(el);
    typeInto(box, 'zinios');
    await until(() => expect(options(el)).to.deep.equal(suggestionsOf('zinios')));
    const opts = () => [...root(el).querySelectorAll<HTMLElement>('[role="option"]')];
    press(box, 'ArrowDown');
    await until(() => expect(box.getAttribute('aria-activedescendant')).to.equal(opts()[0]!.id));
    expect(opts()[0]!.getAttribute('aria-selected')).to.equal('true');
    press(box, 'ArrowDown');
    await until(() => expect(box.getAttribute('aria-activedescendant')).to.equal(opts()[1]!.id));
    press(box, 'ArrowUp');
    await until(() => expect(box.getAttribute('aria-activedescendant')).to.equal(opts()[0]!.id));
    press(box, 'ArrowUp');
    await until(() => expect(box.hasAttribute('aria-activedescendant')).to.equal(false));
    press(box, 'Escape');
    await until(() => expect(box.getAttribute('aria-expanded')).to.equal('false'));
    expect(box.value).to.equal('zinios');
    expect(root(el).activeElement).to.equal(box);
    press(box, 'Escape');
    await until(() => expect(box.value).to.equal(''));
    expect(root(el).activeElement).to.equal(box);
  });

  it('in the 10-foot layout, Down past the last suggestion (or with none) moves the remote on to the control below', async () => {
    document.documentElement.dataset['eterisLayout'] = 'tv';
    startRemote();
    try {
      const wrap = await fixture<HTMLElement>(html`<div><tv-search></tv-search><button type="button">below</button></div>`);
      const el = wrap.querySelector('tv-search')!;
      const below = wrap.querySelector('button')!;
      await until(() => expect(input(el)).to.exist);
      const box = input(el);
      box.focus();
      typeInto(box, 'zinios');
      await until(() => expect(options(el)).to.deep.equal(suggestionsOf('zinios')));
      const opts = () => [...root(el).querySelectorAll<HTMLElement>('[role="option"]')];
      for (let i = 0; i < opts().length; i++) {
        press(box, 'ArrowDown');
        await until(() => expect(box.getAttribute('aria-activedescendant')).to.equal(opts()[i]!.id));
      }
      expect(root(el).activeElement).to.equal(box, 'Down walks the suggestions with the focus in the field');
      press(box, 'ArrowDown');
      await until(() => expect(document.activeElement).to.equal(below));
      expect(box.getAttribute('aria-expanded')).to.equal('false');
      // an empty field has nothing to list: Down goes straight on
      typeInto(box, '');
      box.focus();
      press(box, 'ArrowDown');
      await until(() => expect(document.activeElement).to.equal(below));
    } finally {
      delete document.documentElement.dataset['eterisLayout'];
    }
  });
});
