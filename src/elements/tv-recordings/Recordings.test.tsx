// <tv-recordings> as a viewer meets it, against the reference backend: anna's seeded recordings,
// the tabs by keyboard, delete with confirmation (Keep changes nothing; Delete removes it on the server).
import { expect, fixture, html } from '@open-wc/testing';
import { configure } from '../../core/config';
import { backendConfig, testEnv, until, untilAsync } from '../../../tests/helpers/env';
import { signIn } from '../../../tests/helpers/element-dom';
import { getProfiles } from '../../core/api/profiles';
import { selectProfile } from '../../core/stores/profiles';
import { msg } from '../../../tests/helpers/messages';
import { $session } from '../../core/stores/session';
import './tv-recordings';

const root = (el: Element) => el.shadowRoot!;
const items = (el: Element) => [...root(el).querySelectorAll('#panel li.item:not(.sk)')];
const tab = (el: Element, key: 'recorded' | 'scheduled' | 'series') => root(el).querySelector<HTMLButtonElement>(`#tab-${key}`)!;
const buttonNamed = (scope: ParentNode, text: string) => [...scope.querySelectorAll<HTMLElement>('button, a')].filter((b) => b.textContent?.trim() === text);

async function serverIds(): Promise<number[]> {
  const { backend } = await testEnv();
  const r = await fetch(`${backend}/api/v1/npvr/recordings?page[limit]=500`, { headers: { Authorization: `Bearer ${$session.get().token}` } });
  return ((await r.json()) as { items: { id: number }[] }).items.map((x) => x.id);
}

describe('<tv-recordings>', function () {
  this.timeout(30_000);
  before(async () => {
    configure(await backendConfig());
    await signIn('anna@example.lt');
    await selectProfile((await getProfiles()).items.find((p) => p.name === 'Anna')!);
  });

  it('lists the recorded programmes with channel, time, length, expiry and progress, and passes an accessibility audit', async () => {
    const el = await fixture<HTMLElement>(html`<tv-recordings heading-level="3"></tv-recordings>`);
    await until(() => expect(root(el).querySelector('h3')?.textContent).to.equal(msg('recordings.heading')));
    await until(() => expect(items(el).length).to.be.greaterThan(0), 15_000);
    expect(tab(el, 'recorded').getAttribute('aria-selected')).to.equal('true');
    const first = items(el)[0]!;
    expect(first.querySelector('.name')!.textContent).to.not.equal('');
    expect(first.querySelector('.meta')!.textContent).to.match(/\d{2}:\d{2}–\d{2}:\d{2}/);
    expect(first.textContent).to.contain(msg('recordings.expires_in').split('{{count}}')[0]!.trim());
    expect(first.querySelector('[role=progressbar]')).to.exist;
    const play = buttonNamed(first, msg('recordings.play'))[0] ?? buttonNamed(first, msg('recordings.resume'))[0];
    expect(play?.getAttribute('href')).to.match(/\/play\?recording=\d+$/);
    await expect(el).to.be.accessible();
  });

  it('moves between the tabs with the arrow keys and shows a way forward when a tab is empty', async () => {
    const el = await fixture<HTMLElement>(html`<tv-recordings></tv-recordings>`);
    await until(() => expect(items(el).length).to.be.greaterThan(0), 15_000);
    tab(el, 'recorded').focus();
    tab(el, 'recorded').dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true, composed: true }));
    await until(() => expect(tab(el, 'scheduled').getAttribute('aria-selected')).to.equal('true'));
    expect(root(el).activeElement).to.equal(tab(el, 'scheduled'));
    tab(el, 'scheduled').dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true, composed: true }));
    await until(() => expect(tab(el, 'series').getAttribute('aria-selected')).to.equal('true'));
    await until(() => expect(root(el).textContent).to.contain(msg('recordings.empty_series')));
    expect(buttonNamed(root(el), msg('recordings.to_guide'))[0]?.getAttribute('href')).to.match(/\/tv$/);
  });

  it('deletes a recording only after the viewer confirms', async () => {
    const el = await fixture<HTMLElement>(html`<tv-recordings></tv-recordings>`);
    await until(() => expect(items(el).length).to.be.greaterThan(0), 15_000);
    const before = items(el).length;
    const del = () => buttonNamed(items(el)[0]!, msg('recordings.delete'))[0]!;
    const dialog = () => root(el).querySelector<HTMLDialogElement>('dialog')!;

    // Keep: nothing changes, focus goes back to the Delete button
    const firstDelete = del();
    firstDelete.click();
    await until(() => expect(dialog().open).to.equal(true));
    expect(dialog().getAttribute('aria-label')).to.equal(msg('recordings.confirm_delete_title'));
    buttonNamed(dialog(), msg('recordings.confirm_no'))[0]!.click();
    await until(() => expect(dialog().open).to.equal(false));
    await until(() => expect(root(el).activeElement).to.equal(firstDelete));
    expect(items(el).length).to.equal(before);

    // Delete: gone from the list and from the server
    const name = items(el)[0]!.querySelector('.name')!.textContent;
    del().click();
    await until(() => expect(dialog().open).to.equal(true));
    const ids = await serverIds();
    buttonNamed(dialog(), msg('recordings.confirm_yes_delete'))[0]!.click();
    await until(() => expect(items(el).length).to.equal(before - 1));
    await untilAsync(async () => {
      expect((await serverIds()).length).to.equal(ids.length - 1);
    });
    expect(dialog().open).to.equal(false);
    await until(() => expect(root(el).activeElement?.closest("#panel, [role=tablist]"), `focus stays in the screen after deleting ${name}`).to.exist);
  });
});
