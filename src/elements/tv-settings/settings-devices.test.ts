import { expect, fixture, html } from '@open-wc/testing';
import { api } from '../../core/api/client';
import { getProfiles, selectProfileOnServer } from '../../core/api/profiles';
import { configure } from '../../core/config';
import { deviceLabel } from '../../core/device-name';
import { setProfile } from '../../core/stores/profiles';
import { $modal } from '../../core/stores/ui';
import './tv-settings';
import { backendConfig, testEnv, until } from '../../../tests/helpers/env';
import { find, openDialog, openDialogs, root, signIn, typeInto } from '../../../tests/helpers/element-dom';
import { msg } from '../../../tests/helpers/messages';

// My devices: a device is named from its user agent ("Firefox on Windows"), and the master profile
// renames it; the new name is the server's.
const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

/** A device pairs with the name this browser would give it on that user agent; the account confirms it. */
async function pairDevice(ua: string): Promise<void> {
  const { backend } = await testEnv();
  const start = (await (await fetch(`${backend}/api/public/v1/devices/pair`, { method: 'POST', body: new URLSearchParams({ device_name: deviceLabel(ua) }) })).json()) as { handle: string };
  await api('devices/activate', { method: 'POST', form: { handle: start.handle } });
  const claimed = await fetch(`${backend}/api/public/v1/devices/pair/${start.handle}`, { credentials: 'omit' });
  expect(claimed.status).to.equal(200);
}
const devices = async () => (await api<{ items: { name: string }[] }>('devices')).items.map((d) => d.name);

describe('<tv-settings>: My devices', () => {
  before(async () => {
    configure(await backendConfig());
    await signIn('anna@example.lt');
    const { items } = await getProfiles();
    const anna = items.find((p) => p.name === 'Anna')!;
    await selectProfileOnServer(anna.id);
    await setProfile(anna);
  });
  afterEach(() => $modal.set(null));

  it('names a device by browser and system, and the master profile renames it', async () => {
    await pairDevice(FIREFOX_WINDOWS);
    const el = await fixture(html`<tv-settings view="devices"></tv-settings>`);
    $modal.set('settings');
    const r = root(el);
    await until(() => expect(openDialogs(r)).to.deep.equal([msg('devices.title')]));
    const d = openDialog(r, msg('devices.title'));
    await until(() => expect(d.textContent).to.contain('Firefox on Windows'));
    expect(d.textContent).not.to.contain('Chrome, Linux');

    d.querySelector<HTMLButtonElement>(`button[aria-label="${msg('devices.rename_named', { name: 'Firefox on Windows' })}"]`)!.click();
    await until(() => expect(d.querySelector('form.rename input')).to.exist);
    const input = d.querySelector<HTMLInputElement>('form.rename input')!;
    expect(input.value).to.equal('Firefox on Windows');
    expect(input.maxLength).to.equal(60);
    // an empty name is refused with the rule, in the viewer's language
    typeInto(input, '   ');
    find(d, 'button', msg('devices.save')).click();
    await until(() => expect(d.querySelector('form.rename [role="alert"]')?.textContent).to.equal(msg('devices.name_invalid', { max: 60 })));
    await expect(d).to.be.accessible();

    typeInto(d.querySelector<HTMLInputElement>('form.rename input')!, '  Svetainės kompiuteris ');
    find(d, 'button', msg('devices.save')).click();
    await until(() => expect(d.querySelector('form.rename')).to.equal(null));
    await until(() => expect(d.textContent).to.contain('Svetainės kompiuteris'));
    expect(d.textContent).not.to.contain('Firefox on Windows');
    expect(await devices()).to.include('Svetainės kompiuteris');
  });

  it('shows when a device was paired on the Vilnius clock, whatever the browser\'s zone', async () => {
    // the test browser runs in UTC: its own clock is 2 or 3 hours behind Vilnius
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).to.equal('UTC');
    const items = (await api<{ items: { name: string; paired: number }[] }>('devices')).items;
    const el = await fixture(html`<tv-settings view="devices"></tv-settings>`);
    $modal.set('settings');
    await until(() => expect(openDialogs(root(el))).to.deep.equal([msg('devices.title')]));
    const d = openDialog(root(el), msg('devices.title'));
    await until(() => expect(d.textContent).to.contain(items[0]!.name));
    const at = (zone: string) => new Date(items[0]!.paired * 1000).toLocaleString('lt', { dateStyle: 'medium', timeStyle: 'short', timeZone: zone, hourCycle: 'h23' });
    expect(d.textContent).to.contain(msg('devices.paired', { date: at('Europe/Vilnius') }));
    expect(d.textContent).not.to.contain(msg('devices.paired', { date: at('UTC') }));
  });
});
