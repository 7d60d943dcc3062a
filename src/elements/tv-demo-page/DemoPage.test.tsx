// <tv-demo-page> against the fake API (the OpenAPI document's examples): what a visitor is shown of
// the service, the channels with what is on now and the newest films, with Subscribe and Log in;
// the rows' calls on the wire.
import { expect, fixture, html } from '@open-wc/testing';
import type * as S from '../../core/api/schema.gen';
import { until } from '../../../tests/helpers/env';
import { root } from '../../../tests/helpers/element-dom';
import { msg } from '../../../tests/helpers/messages';
import { type Answer, type Call, type FakeApi } from '../../../tests/fakes/api';
import { useFakeApi } from '../../../tests/fakes/suite';
import './tv-demo-page';

const ROW = 'GET /smartrows/{id}';
let api: FakeApi;

/** Row 6: the channels (the SmartRowChannel example, on now); any other: the SmartRow example's films. */
function rows(call: Call): Answer {
  const row = api.example<S.SmartRow>('SmartRow');
  const id = Number(call.params['id']);
  if (id !== 6) return { body: { ...row, id } };
  const nowS = Math.floor(Date.now() / 1000);
  const ch = api.example<Record<string, unknown> & { now: Record<string, unknown> }>('SmartRowChannel');
  const items = [{ ...ch, now: { ...ch.now, start: nowS - 600, stop: nowS + 1200 } }];
  return { body: { ...row, id, title: 'Kanalai', type: 'channel', items, total: 1 } };
}

describe('<tv-demo-page>', () => {
  api = useFakeApi({ [ROW]: rows }, { visitor: true });

  it('shows a visitor what the service offers, the channels and films, with Subscribe and Log in', async () => {
    const el = await fixture<HTMLElement>(html`<tv-demo-page heading-level="1"></tv-demo-page>`);
    await until(() => expect(root(el).querySelector('h1')?.textContent).to.equal(msg('demo_page.title')));
    await until(() => expect([...root(el).querySelectorAll('a')].map((a) => a.textContent)).to.include.members([msg('nav.subscribe'), msg('nav.login')]));
    const subscribe = [...root(el).querySelectorAll('a')].find((a) => a.textContent === msg('nav.subscribe'))!;
    expect(subscribe.getAttribute('href')).to.match(/\/register\?fresh=true$/);
    const rowEls = [...root(el).querySelectorAll('tv-vod-row')];
    expect(rowEls.map((r) => r.getAttribute('row-id'))).to.deep.equal(['6', '2']);
    const titles = (r: Element) => [...r.shadowRoot!.querySelectorAll('a.card .title')].map((t) => t.textContent);
    // the channels with what is on now, then the newest films
    await until(() => expect(titles(rowEls[0]!)).to.deep.equal(['1. LRT Televizija']));
    await until(() => expect(titles(rowEls[1]!)).to.deep.equal(api.example<S.SmartRow>('SmartRow').items.map((v) => (v as { title: string }).title)));
    // each row asked for once, on the public API (a visitor)
    expect(api.callsTo(ROW).map((c) => c.path).sort()).to.deep.equal(['/api/public/v1/smartrows/2', '/api/public/v1/smartrows/6']);
    await expect(el).to.be.accessible();
  });
});
