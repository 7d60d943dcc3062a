// <tv-elements-page>, the editors' catalogue, against the fake API (the OpenAPI document's
// examples): the elements of the manifest the page carries, the rows offered for row-id (every
// row of every smart-row page, asked for on the wire), the snippets and the preview, the light
// colours, a number field's check, and a page without a manifest.
import { expect, fixture, html } from '@open-wc/testing';
import type * as S from '../../core/api/schema.gen';
import { MANIFEST_SCRIPT_ID } from '../../core/stores/editors';
import { until } from '../../../tests/helpers/env';
import { msg } from '../../../tests/helpers/messages';
import { type Answer, type Call, type FakeApi } from '../../../tests/fakes/api';
import { useFakeApi } from '../../../tests/fakes/suite';
import './tv-elements-page';
import '../tv-vod-row/tv-vod-row';
import '../tv-footer/tv-footer';

// The manifest as the /elements page carries it (site/src/elements-manifest.ts writes it from
// dist/custom-elements.json); two elements are enough here.
const CATALOGUE = {
  elements: [
    { tag: 'tv-footer', summary: 'Site footer', attributes: [], properties: [], events: [], parts: [], cssProperties: [{ name: '--tv-color-muted', description: 'footer text colour' }] },
    {
      tag: 'tv-vod-row',
      summary: 'A smart row of posters',
      attributes: [
        { name: 'row-id', field: 'rowId', type: 'number', description: 'the row' },
        { name: 'heading-level', field: 'headingLevel', type: 'number', default: '2', description: 'level of its heading (default 2)' },
      ],
      properties: [{ name: 'rowId', type: 'number', attribute: 'row-id', description: 'the row' }],
      events: [{ name: 'tvvodselect', type: 'CustomEvent<VodSelect>', description: 'a poster was opened' }],
      parts: [{ name: 'card', description: 'one poster' }],
      cssProperties: [],
    },
  ],
};

function carry(manifest: unknown): void {
  document.getElementById(MANIFEST_SCRIPT_ID)?.remove();
  const s = document.createElement('script');
  s.type = 'application/json';
  s.id = MANIFEST_SCRIPT_ID;
  s.textContent = JSON.stringify(manifest);
  document.body.append(s);
}

let api: FakeApi;
/** A smart row of the SmartRow example as row `id` (1 and 9, the profiles' own, are personal). */
const smartRow = (id: number): S.SmartRow => ({ ...api.example<S.SmartRow>('SmartRow'), id, title: `Eilutė ${id}`, personal: id === 1 || id === 9 });
/** Each page of the SmartRowPages example with its rows. */
function smartPage(call: Call): Answer {
  const page = api.example<S.SmartRowPages>('SmartRowPages').items.find((p) => p.id === Number(call.params['id']))!;
  return { body: { id: page.id, title: page.title, rows: page.rows.map(smartRow) } };
}

const root = (el: HTMLElement) => el.shadowRoot!;
const snippet = (el: HTMLElement, id: string) => root(el).querySelector(`pre[data-snippet="${id}"]`)?.textContent ?? '';

describe('<tv-elements-page>', () => {
  api = useFakeApi({
    'GET /smartrows/page.{id}': smartPage,
    'GET /smartrows/{id}': (c) => ({ body: smartRow(Number(c.params['id'])) }),
  });
  afterEach(() => {
    document.getElementById(MANIFEST_SCRIPT_ID)?.remove();
    history.replaceState(null, '', location.pathname);
  });

  it('lists the elements, offers the real rows for row-id, and writes the chosen one into the snippets and the preview', async () => {
    carry(CATALOGUE);
    const el = await fixture<HTMLElement>(html`<tv-elements-page></tv-elements-page>`);
    await until(() => expect(root(el).querySelector('h1')?.textContent).to.equal(msg('elements_page.title')));
    const picks = [...root(el).querySelectorAll('nav button')].map((b) => b.textContent);
    expect(picks).to.deep.equal(['<tv-footer>', '<tv-vod-row>']);
    // what the element is, in plain words, before the technical summary
    expect(root(el).querySelector('.plain')?.textContent).to.equal(msg('elements_page.plain.tv-vod-row'));
    // tv-vod-row is chosen first; its row-id is a choice of the operator's rows: every row of every
    // page once, the profiles' own left out
    const select = root(el).querySelector<HTMLSelectElement>('#attr-tv-vod-row-row-id')!;
    await until(() => expect([...select.options].map((o) => o.value).filter(Boolean)).to.deep.equal(['2', '3', '6', '5', '4', '8', '7']));
    expect(api.calls.filter((c) => c.op?.startsWith('GET /smartrows/page')).map((c) => [c.path, c.query['lang']])).to.deep.equal([
      ['/api/public/v1/smartrows/pages', 'lt'],
      ['/api/public/v1/smartrows/page.1', 'lt'],
      ['/api/public/v1/smartrows/page.2', 'lt'],
      ['/api/public/v1/smartrows/page.3', 'lt'],
    ]);
    const option = [...select.options].find((o) => o.value === '3')!;
    expect(option.textContent).to.contain('Eilutė 3').and.to.match(/\(3\)$/);
    select.value = '3';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await until(() => expect(snippet(el, 'snippet-cms')).to.contain('<tv-vod-row row-id="3"></tv-vod-row>'));
    expect(snippet(el, 'snippet-cms')).to.contain('/elements/tv-vod-row.js"></script>');
    expect(snippet(el, 'snippet-partner')).to.contain('/eteris.iife.js"></script>');
    expect(location.search).to.contain('row-id=3');
    await until(() => expect(root(el).querySelector('[data-testid="preview"] tv-vod-row')?.getAttribute('row-id')).to.equal('3'));
    // the preview is the real row: it asks for row 3
    await until(() => expect(api.callsTo('GET /smartrows/{id}').map((c) => c.path)).to.include('/api/public/v1/smartrows/3'));
    // the reference from the manifest
    expect(root(el).querySelector('#ref-events')?.closest('section')?.textContent).to.contain('CustomEvent<VodSelect>');
    // heading order (moderate) is the previewed row's own heading-level, which the editor chooses:
    // the row's answer has come, so its heading stands before the page's next one
    await expect(el).to.be.accessible({ ignoredRules: ['heading-order'] });
  });

  it('previews an element in the light colours, passes axe, and gives the CSS rule for them', async () => {
    carry(CATALOGUE);
    history.replaceState(null, '', `${location.pathname}?tag=tv-vod-row&row-id=2`);
    const el = await fixture<HTMLElement>(html`<tv-elements-page></tv-elements-page>`);
    await until(() => expect(root(el).querySelector('.theme-choice')).to.exist);
    const light = [...root(el).querySelectorAll<HTMLInputElement>('.theme-choice input')].find((i) => i.closest('label')?.textContent === msg('elements_page.theme_light'))!;
    light.click();
    // the row in the preview: its posters on white, its heading in dark text
    const row = () => root(el).querySelector('[data-testid="preview"] tv-vod-row')?.shadowRoot;
    await until(() => expect(row()?.querySelector('img')).to.exist);
    await until(() => expect(row()!.querySelector('h2')).to.exist);
    expect(getComputedStyle(root(el).querySelector('[data-testid="preview"]')!).backgroundColor).to.equal('rgb(255, 255, 255)');
    expect(getComputedStyle(row()!.querySelector('h2')!).color).to.equal('rgb(20, 23, 28)');
    expect(snippet(el, 'snippet-theme')).to.contain('tv-vod-row {').and.to.contain('--tv-color-bg: #ffffff;');
    // heading order (moderate) is the previewed row's own heading-level, which the editor chooses
    await expect(el).to.be.accessible({ ignoredRules: ['heading-order'] });
  });

  it('keeps what was typed in a number field that is not a number, says so, and leaves it out of the code', async () => {
    carry(CATALOGUE);
    const el = await fixture<HTMLElement>(html`<tv-elements-page></tv-elements-page>`);
    const input = await (async () => {
      await until(() => expect(!!root(el).querySelector('#attr-tv-vod-row-heading-level')).to.equal(true));
      return root(el).querySelector<HTMLInputElement>('#attr-tv-vod-row-heading-level')!;
    })();
    input.focus();
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    setter.call(input, 'x3');
    input.dispatchEvent(new Event('input', { bubbles: true }));
    await until(() => expect(root(el).querySelector('[role="alert"]')?.textContent).to.equal(msg('elements_page.not_a_number')));
    expect(input.value).to.equal('x3');
    expect(input.getAttribute('aria-invalid')).to.equal('true');
    expect(snippet(el, 'snippet-cms')).to.not.contain('heading-level');
  });

  it('says so with a way forward when the page carries no manifest', async () => {
    const el = await fixture<HTMLElement>(html`<tv-elements-page></tv-elements-page>`);
    await until(() => expect(root(el).querySelector('[role="alert"] p')?.textContent).to.equal(msg('elements_page.no_manifest')));
    expect(root(el).querySelector('[role="alert"] button')?.textContent).to.equal(msg('common.retry'));
  });
});
