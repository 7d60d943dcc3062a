import { expect, fixture, html } from '@open-wc/testing';
import { api } from '../../core/api/client';
import { configure } from '../../core/config';
import { getProfiles, selectProfileOnServer } from '../../core/api/profiles';
import { setProfile } from '../../core/stores/profiles';
import { setReminder } from '../../core/stores/reminders';
import { $modal } from '../../core/stores/ui';
import './tv-settings';
import { backendConfig, until } from '../../../tests/helpers/env';
import { find, openDialog, openDialogs, root, signIn } from '../../../tests/helpers/element-dom';
import { msg } from '../../../tests/helpers/messages';
import { futureProgrammes } from '../../../tests/core/reminders-helpers';

// The settings screens about this device and profile: System, Streaming, Open-source licences
// (under About) and Reminders (alarms), each reached from the menu and left with Back.

async function openList() {
  const el = await fixture(html`<tv-settings></tv-settings>`);
  $modal.set('settings');
  const r = root(el);
  await until(() => expect(openDialogs(r)).to.deep.equal([msg('settings.title')]));
  return r;
}
async function enter(r: ShadowRoot, from: string, entry: string): Promise<HTMLDialogElement> {
  find(openDialog(r, from), 'button', entry).click();
  await until(() => expect(openDialogs(r)).to.deep.equal([entry]));
  return openDialog(r, entry);
}
async function back(r: ShadowRoot, from: string, to: string): Promise<void> {
  openDialog(r, from).querySelector<HTMLButtonElement>(`button[aria-label="${msg('common.back')}"]`)!.click();
  await until(() => expect(openDialogs(r)).to.deep.equal([to]));
}
const choice = (d: Element, q: 'auto' | 'saver' | 'high') => find(d, 'button', new RegExp(`^${msg(`settings.quality_${q}`)}`));
const facts = (d: Element) => Object.fromEntries([...d.querySelectorAll('.facts .row')].map((row) => [row.querySelector('dt')!.textContent, row.querySelector('dd')!.textContent]));

describe('<tv-settings>: system, licences and reminders', () => {
  before(async () => {
    configure(await backendConfig());
    await signIn('anna@example.lt');
    const { items } = await getProfiles();
    const anna = items.find((p) => p.name === 'Anna')!;
    await selectProfileOnServer(anna.id);
    await setProfile(anna);
  });
  afterEach(() => $modal.set(null));

  it('System names this device, its browser, the DRM key system and the app version', async () => {
    const r = await openList();
    const d = await enter(r, msg('settings.title'), msg('settings.system'));
    expect(facts(d)).to.deep.equal({
      [msg('settings.system_device')]: `${msg('settings.device_computer')} · Linux`,
      [msg('settings.system_browser')]: 'Chrome',
      [msg('settings.system_drm')]: 'org.w3.clearkey',
      [msg('settings.software_version')]: '4.0.2',
    });
    await expect(d).to.be.accessible();
    await back(r, msg('settings.system'), msg('settings.title'));
  });

  it('Streaming offers Automatic, Data saver and High, and keeps the choice on this device', async () => {
    localStorage.removeItem('eteris_streaming');
    const r = await openList();
    const d = await enter(r, msg('settings.title'), msg('settings.streaming'));
    const pressed = (dialog: Element) => [...dialog.querySelectorAll('button[aria-pressed="true"]')].map((b) => b.querySelector('.name')!.textContent);
    expect(pressed(d)).to.deep.equal([msg('settings.quality_auto')]);
    expect(choice(d, 'saver').textContent).to.contain(msg('settings.quality_saver_hint'));
    await expect(d).to.be.accessible();
    choice(d, 'saver').click();
    await until(() => expect(pressed(d)).to.deep.equal([msg('settings.quality_saver')]));
    expect(JSON.parse(localStorage.getItem('eteris_streaming')!)).to.equal('saver');
    await back(r, msg('settings.streaming'), msg('settings.title'));
    const again = await enter(r, msg('settings.title'), msg('settings.streaming'));
    expect(pressed(again)).to.deep.equal([msg('settings.quality_saver')]);
    choice(again, 'auto').click();
    await until(() => expect(JSON.parse(localStorage.getItem('eteris_streaming')!)).to.equal('auto'));
  });

  it('About lists the open-source licences of the bundled packages', async () => {
    const r = await openList();
    await enter(r, msg('settings.title'), msg('settings.about'));
    const d = await enter(r, msg('settings.about_title'), msg('settings.licences'));
    const rows = [...d.querySelectorAll('.licences .row')].map((x) => x.textContent!);
    expect(rows.find((x) => x.startsWith('react '))).to.match(/^react 18\.3\.1MIT$/);
    expect(rows.find((x) => x.startsWith('shaka-player '))).to.match(/Apache-2\.0$/);
    // bundled only: no build tools
    expect(rows.some((x) => x.startsWith('rollup ') || x.startsWith('typescript '))).to.equal(false);
    await back(r, msg('settings.licences'), msg('settings.about_title'));
  });

  it('Reminders lists the profile\'s reminders and removes one on the server', async () => {
    const [p] = await futureProgrammes(1, 3600);
    expect(await setReminder(p!.id)).to.equal(true);
    const r = await openList();
    const d = await enter(r, msg('settings.title'), msg('settings.alarms'));
    await until(() => expect(d.textContent).to.contain(p!.title));
    expect(d.querySelector(`button[aria-label="${msg('settings.alarm_remove_named', { title: p!.title })}"]`)).to.exist;
    await expect(d).to.be.accessible();
    d.querySelector<HTMLButtonElement>(`button[aria-label="${msg('settings.alarm_remove_named', { title: p!.title })}"]`)!.click();
    await until(() => expect(d.textContent).not.to.contain(p!.title));
    const left = await api<{ items: { epg_id: number }[] }>('reminders', { query: { 'filter[epg_id]': p!.id } });
    expect(left.items.map((x) => x.epg_id)).to.not.include(p!.id);
    await back(r, msg('settings.alarms'), msg('settings.title'));
  });
});
