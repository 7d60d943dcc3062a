// <tv-search> against the reference backend: suggestions as the viewer types, the keyboard, and the
// rules of a search box that must not lie: typing pauses before a request, a request for older text
// is aborted, and a slow earlier answer never overwrites the answer to the latest text.
import { expect, fixture, html } from '@open-wc/testing';
import { configure } from '../../core/config';
import { loadUserinfo, startSession } from '../../core/stores/auth';
import { forgetProfile } from '../../core/stores/profiles';
import { clearToken } from '../../core/stores/session';
import { $suggestions } from '../../core/stores/search';
import { backendConfig, until } from '../../../tests/helpers/env';
import { press, root, typeInto } from '../../../tests/helpers/element-dom';
import { msg } from '../../../tests/helpers/messages';
import { startRemote } from '../../core/remote/spatial';
import './tv-search';

interface Sent {
  query: string;
  signal: AbortSignal | null;
  /** The client has read the answer's body. */
  read: boolean;
}

/**
 * Records every search-v2 request the page makes (its query and abort signal). `slow` picks requests
 * the backend answers late (X-Fault-Delay-Ms); `keepAlive` ones lose their abort signal, so their
 * answer does come back to the client, late, as a slow network would deliver it.
 */
function watchSearch(opts: { slow?: (q: string) => boolean; keepAlive?: (q: string) => boolean } = {}) {
  const orig = window.fetch;
  const sent: Sent[] = [];
  window.fetch = (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (!url.pathname.includes('/search-v2')) return orig(input, init);
    const query = url.searchParams.get('filter[query]') ?? '';
    const rec: Sent = { query, signal: init.signal ?? null, read: false };
    sent.push(rec);
    const headers = new Headers(init.headers);
    if (opts.slow?.(query)) headers.set('X-Fault-Delay-Ms', '700');
    const next: RequestInit = { ...init, headers };
    if (opts.keepAlive?.(query)) delete next.signal;
    return orig(input, next).then((res) => {
      const json = res.json.bind(res);
      res.json = async () => {
        const body: unknown = await json();
        rec.read = true;
        return body;
      };
      return res;
    });
  };
  return { sent, restore: () => (window.fetch = orig) };
}

async function asVisitor() {
  await startSession();
  forgetProfile();
  clearToken(null);
  await loadUserinfo();
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
  before(async () => {
    configure(await backendConfig());
    await asVisitor();
  });

  it('waits for typing to pause: three quick keystrokes make one request, for the last text', async () => {
    const w = watchSearch();
    try {
      const el = await mount(html`<tv-search autofocus></tv-search>`);
      await until(() => expect(root(el).activeElement).to.equal(input(el)));
      typeInto(input(el), 'z');
      typeInto(input(el), 'zi');
      typeInto(input(el), 'zin');
      await until(() => expect(listbox(el).dataset.query).to.equal('zin'));
      expect(w.sent.map((s) => s.query)).to.deep.equal(['zin']);
      expect(options(el).length).to.be.greaterThan(0);
      expect(options(el).every((o) => /žin|zin/i.test(o))).to.equal(true, options(el).join(' | '));
      expect(input(el).getAttribute('aria-expanded')).to.equal('true');
      await expect(el).to.be.accessible();
    } finally {
      w.restore();
    }
  });

  it('aborts the request for older text when the viewer types on', async () => {
    const w = watchSearch({ slow: (q) => q === 'spo' });
    try {
      const el = await mount(html`<tv-search></tv-search>`);
      typeInto(input(el), 'spo');
      await until(() => expect(w.sent.map((s) => s.query)).to.include('spo'));
      typeInto(input(el), 'sporto');
      const old = w.sent.find((s) => s.query === 'spo')!;
      expect(old.signal?.aborted).to.equal(true);
      await until(() => expect(listbox(el).dataset.query).to.equal('sporto'));
      expect(old.read).to.equal(false);
    } finally {
      w.restore();
    }
  });

  it('never lets a slow earlier answer overwrite the answer to the latest text', async () => {
    const w = watchSearch({ slow: (q) => q === 'tea', keepAlive: (q) => q === 'tea' });
    const seen: string[] = [];
    const off = $suggestions.listen((s) => seen.push(s.data.query));
    try {
      const el = await mount(html`<tv-search></tv-search>`);
      typeInto(input(el), 'tea');
      await until(() => expect(w.sent.map((s) => s.query)).to.include('tea'));
      typeInto(input(el), 'teniso');
      await until(() => expect(listbox(el).dataset.query).to.equal('teniso'));
      const shown = options(el);
      // the earlier request's answer comes back (late) and is read by the client ...
      const slow = w.sent.find((s) => s.query === 'tea')!;
      await until(() => expect(slow.read).to.equal(true), 5000);
      await until(() => expect(seen.filter((q) => q === 'tea')).to.have.length(0));
      // ... and changes nothing
      expect(listbox(el).dataset.query).to.equal('teniso');
      expect(options(el)).to.deep.equal(shown);
      expect(input(el).value).to.equal('teniso');
    } finally {
      off();
      w.restore();
    }
  });

  it('says "No suggestions were found" for text nothing matches', async () => {
    const el = await mount(html`<tv-search></tv-search>`);
    typeInto(input(el), 'qqqxxyyzz');
    await until(() => expect(root(el).querySelector('[role="status"]')?.textContent, root(el).querySelector('.field')?.outerHTML).to.equal(msg('search.no_suggestions')));
    expect(options(el)).to.deep.equal([]);
  });

  it('moves through suggestions with the arrows and closes them with Escape, then clears the text', async () => {
    const el = await mount(html`<tv-search></tv-search>`);
    const box = input(el);
    typeInto(box, 'zinios');
    await until(() => expect(options(el).length).to.be.greaterThan(1));
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
      await until(() => expect(options(el).length).to.be.greaterThan(1));
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
