// <tv-recordings> as a viewer meets it, against the fake API (the OpenAPI document's examples): the
// recorded programmes with channel, time, length, expiry and progress, the tabs by keyboard, and
// delete with confirmation (Keep sends nothing; Delete sends the call and the item goes), with the
// calls on the wire. Whose recordings they are and what the quota allows are the server's rules,
// tested with the server (tests/server).
import { expect, fixture, html } from '@open-wc/testing';
import type * as S from '../../core/api/schema.gen';
import { until } from '../../../tests/helpers/env';
import { msg } from '../../../tests/helpers/messages';
import { signInFake, type FakeApi } from '../../../tests/fakes/api';
import { useFakeApi } from '../../../tests/fakes/suite';
import './tv-recordings';

const root = (el: Element) => el.shadowRoot!;
const items = (el: Element) => [...root(el).querySelectorAll('#panel li.item:not(.sk)')];
const tab = (el: Element, key: 'recorded' | 'scheduled' | 'series') => root(el).querySelector<HTMLButtonElement>(`#tab-${key}`)!;
const buttonNamed = (scope: ParentNode, text: string) => [...scope.querySelectorAll<HTMLElement>('button, a')].filter((b) => b.textContent?.trim() === text);

const LIST = 'GET /npvr/recordings';
const REMOVE = 'DELETE /npvr/recordings/{id}';
const DAY_S = 86400;
let api: FakeApi;
/** The profile's recordings on the fake server: the RecordingList example, its recording ended two days ago. */
let kept: S.RecordingList;

function recordingsNow(): S.RecordingList {
  const list = api.example<S.RecordingList>('RecordingList');
  const shift = Math.floor(Date.now() / 1000) - 2 * DAY_S - list.items[0]!.stop;
  const items = list.items.map((r) => ({ ...r, start: r.start + shift, stop: r.stop + shift, from: r.from + shift, created: r.created + shift, expires: r.expires + shift }));
  return { ...list, items };
}
const vilnius = (s: number) => new Intl.DateTimeFormat('lt', { timeZone: 'Europe/Vilnius', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(s * 1000);

describe('<tv-recordings>', () => {
  api = useFakeApi({}, { visitor: true });
  beforeEach(async () => {
    kept = recordingsNow();
    api.answer(LIST, () => ({ body: { ...kept, items: [...kept.items], total: kept.items.length } }));
    api.answer(REMOVE, (c) => {
      kept = { ...kept, items: kept.items.filter((r) => r.id !== Number(c.params['id'])) };
      return { status: 204 };
    });
    await signInFake(api, 'Anna');
  });

  it('lists the recorded programmes with channel, time, length, expiry and progress, and passes an accessibility audit', async () => {
    const el = await fixture<HTMLElement>(html`<tv-recordings heading-level="3"></tv-recordings>`);
    await until(() => expect(root(el).querySelector('h3')?.textContent).to.equal(msg('recordings.heading')));
    await until(() => expect(items(el).length).to.equal(1));
    // the profile's recordings, a page of 500, on the private API in the page's language
    expect(api.callsTo(LIST).map((c) => [c.path, c.query])).to.deep.include(['/api/v1/npvr/recordings', { 'page[offset]': '0', 'page[limit]': '500', lang: 'lt' }]);
    expect(tab(el, 'recorded').getAttribute('aria-selected')).to.equal('true');
    const rec = kept.items.find((r) => r.state === 'recorded')!;
    const first = items(el)[0]!;
    expect(first.querySelector('.name')!.textContent).to.equal(rec.title);
    // the channel's name once the channel list (the ChannelList example) has come
    await until(() => expect(first.querySelector('.meta')!.textContent).to.contain('1. LRT Televizija'));
    const meta = first.querySelector('.meta')!.textContent!;
    expect(meta).to.contain(`${vilnius(rec.start)}–${vilnius(rec.stop)}`);
    expect(meta).to.contain('1 val. 30 min.');
    // kept 30 days after it ended two days ago
    expect(first.textContent).to.contain(msg('recordings.expires_in', { count: 28 }));
    expect(first.querySelector('[role=progressbar]')!.getAttribute('aria-valuenow')).to.equal('50');
    const play = buttonNamed(first, msg('recordings.resume'))[0];
    expect(play?.getAttribute('href')).to.match(new RegExp(`/play\\?recording=${rec.id}$`));
    await expect(el).to.be.accessible();
  });

  it('moves between the tabs with the arrow keys and shows a way forward when a tab is empty', async () => {
    const el = await fixture<HTMLElement>(html`<tv-recordings></tv-recordings>`);
    await until(() => expect(items(el).length).to.equal(1));
    tab(el, 'recorded').focus();
    tab(el, 'recorded').dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true, composed: true }));
    await until(() => expect(tab(el, 'scheduled').getAttribute('aria-selected')).to.equal('true'));
    expect(root(el).activeElement).to.equal(tab(el, 'scheduled'));
    await until(() => expect(items(el).map((i) => i.querySelector('.name')!.textContent)).to.deep.equal(['Dienos tema']));
    expect(items(el)[0]!.textContent).to.contain(msg('recordings.scheduled_mark'));
    tab(el, 'scheduled').dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true, composed: true }));
    await until(() => expect(tab(el, 'series').getAttribute('aria-selected')).to.equal('true'));
    await until(() => expect(root(el).textContent).to.contain(msg('recordings.empty_series')));
    expect(buttonNamed(root(el), msg('recordings.to_guide'))[0]?.getAttribute('href')).to.match(/\/tv$/);
  });

  it('deletes a recording only after the viewer confirms', async () => {
    const el = await fixture<HTMLElement>(html`<tv-recordings></tv-recordings>`);
    await until(() => expect(items(el).length).to.equal(1));
    const del = () => buttonNamed(items(el)[0]!, msg('recordings.delete'))[0]!;
    const dialog = () => root(el).querySelector<HTMLDialogElement>('dialog')!;

    // Keep: nothing changes and nothing is sent, focus goes back to the Delete button
    const firstDelete = del();
    firstDelete.click();
    await until(() => expect(dialog().open).to.equal(true));
    expect(dialog().getAttribute('aria-label')).to.equal(msg('recordings.confirm_delete_title'));
    buttonNamed(dialog(), msg('recordings.confirm_no'))[0]!.click();
    await until(() => expect(dialog().open).to.equal(false));
    await until(() => expect(root(el).activeElement).to.equal(firstDelete));
    expect(items(el).length).to.equal(1);
    expect(api.callsTo(REMOVE)).to.deep.equal([]);

    // Delete: the call goes out and the recording leaves the list
    const name = items(el)[0]!.querySelector('.name')!.textContent;
    del().click();
    await until(() => expect(dialog().open).to.equal(true));
    buttonNamed(dialog(), msg('recordings.confirm_yes_delete'))[0]!.click();
    await until(() => expect(items(el).length).to.equal(0));
    expect(api.callsTo(REMOVE).map((c) => c.path)).to.deep.equal(['/api/v1/npvr/recordings/1']);
    expect(dialog().open).to.equal(false);
    await until(() => expect(root(el).activeElement?.closest('#panel, [role=tablist]'), `focus stays in the screen after deleting ${name}`).to.exist);
  });
});
