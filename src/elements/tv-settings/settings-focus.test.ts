// The settings modal as a keyboard (or remote) user meets it: Escape steps back one screen onto
// the entry the user came from, and when the modal closes the focus returns to the button that
// opened it (in another element's shadow root), or to the page's main content.
import { expect, fixture, html } from '@open-wc/testing';
import { configure } from '../../core/config';
import { getProfiles } from '../../core/api/profiles';
import { t } from '../../core/i18n';
import { setProfile } from '../../core/stores/profiles';
import { $modal } from '../../core/stores/ui';
import './tv-settings';
import { deepActiveElement } from '../shared/focus';
import { backendConfig, until } from '../../../tests/helpers/env';
import { find, openDialog, openDialogs, root, signIn } from '../../../tests/helpers/element-dom';

/** Escape on a modal dialog reaches it as its cancel event. */
const escape = (d: HTMLDialogElement) => d.dispatchEvent(new Event('cancel', { cancelable: true }));

/** A page with a settings button inside another element's shadow root, main content and the modal. */
async function page() {
  const el = await fixture<HTMLDivElement>(html`<div><div class="bar"></div><main id="main"><p>Content</p></main><tv-settings></tv-settings></div>`);
  const shadow = el.querySelector('.bar')!.attachShadow({ mode: 'open' });
  const gear = document.createElement('button');
  gear.textContent = 'Settings';
  shadow.append(gear);
  const r = root(el.querySelector('tv-settings')!);
  const open = async () => {
    gear.focus();
    $modal.set('settings');
    await until(() => expect(openDialogs(r)).to.deep.equal([t('settings.title')]));
  };
  return { el, gear, r, open, main: el.querySelector('main')! };
}

describe('<tv-settings>: Escape steps back, the focus returns', () => {
  before(async () => {
    configure(await backendConfig());
    await signIn('anna@example.lt');
    const { items } = await getProfiles();
    await setProfile(items.find((p) => p.name === 'Anna')!);
  });
  afterEach(() => $modal.set(null));

  it('returns the focus to the settings button when it closes, or to the main content', async () => {
    const { r, gear, open, main } = await page();
    await open();
    expect(deepActiveElement()).not.to.equal(gear, 'the focus moved into the modal');
    escape(openDialog(r, t('settings.title')));
    await until(() => expect($modal.get()).to.equal(null));
    await until(() => expect(deepActiveElement()).to.equal(gear));

    await open();
    find(openDialog(r, t('settings.title')), 'button', t('common.close')).click();
    await until(() => expect(deepActiveElement()).to.equal(gear));

    // The button is gone by the time the modal closes: the focus goes to the main content.
    await open();
    gear.remove();
    escape(openDialog(r, t('settings.title')));
    await until(() => expect(deepActiveElement()).to.equal(main));
    expect(main.getAttribute('tabindex')).to.equal('-1');
  });

  it('steps back one screen with Escape, onto the entry the user came from; closes only from the list', async () => {
    const { r, gear, open } = await page();
    await open();
    const list = () => openDialog(r, t('settings.title'));
    const row = (key: Parameters<typeof t>[0]) => find<HTMLButtonElement>(list(), 'button', t(key));
    const backTo = async (title: string, focused: () => HTMLElement) => {
      await until(() => expect(openDialogs(r)).to.deep.equal([title]));
      await until(() => expect(r.activeElement).to.equal(focused()));
      expect($modal.get()).to.equal('settings');
    };

    for (const key of ['settings.language', 'settings.manage_profiles', 'settings.logout'] as const) {
      row(key).click();
      await until(() => expect(openDialogs(r)).to.have.length(1).and.not.deep.equal([t('settings.title')]));
      escape(r.querySelector<HTMLDialogElement>('dialog[open]')!);
      await backTo(t('settings.title'), () => row(key));
    }

    // Two levels: About -> Privacy, then back twice.
    row('settings.about').click();
    await until(() => expect(openDialogs(r)).to.deep.equal([t('settings.about_title')]));
    find(openDialog(r, t('settings.about_title')), 'button', t('settings.privacy')).click();
    await until(() => expect(openDialogs(r)).to.deep.equal([t('settings.privacy')]));
    escape(openDialog(r, t('settings.privacy')));
    await backTo(t('settings.about_title'), () => find(openDialog(r, t('settings.about_title')), 'button', t('settings.privacy')));
    escape(openDialog(r, t('settings.about_title')));
    await backTo(t('settings.title'), () => row('settings.about'));
    await expect(list()).to.be.accessible();

    // The profile wizard steps back to the profile list, onto Create new profile / the profile's Edit.
    row('settings.manage_profiles').click();
    const profiles = () => openDialog(r, t('profiles.list_title'));
    await until(() => find(profiles(), 'button.acc-head', /Anna/));
    find(profiles(), 'button', t('profiles.create')).click();
    await until(() => expect(openDialogs(r)).to.deep.equal([t('profiles.add_title')]));
    escape(openDialog(r, t('profiles.add_title')));
    await backTo(t('profiles.list_title'), () => find(profiles(), 'button', t('profiles.create')));
    find(profiles(), 'button.acc-head', /Jonas/).click();
    await until(() => find(profiles(), '[role="region"]:not([hidden]) button', t('profiles.edit')));
    find(profiles(), '[role="region"]:not([hidden]) button', t('profiles.edit')).click();
    await until(() => expect(openDialogs(r)).to.deep.equal([t('profiles.edit_title')]));
    escape(openDialog(r, t('profiles.edit_title')));
    await backTo(t('profiles.list_title'), () => find(profiles(), '[role="region"][aria-label="Jonas"] button', t('profiles.edit')));
    expect(find(profiles(), 'button.acc-head', /Jonas/).getAttribute('aria-expanded')).to.equal('true');
    // The delete confirmation's Escape comes back to that profile's Delete button.
    find(profiles(), '[role="region"][aria-label="Jonas"] button', t('profiles.delete')).click();
    await until(() => expect(openDialogs(r)).to.deep.equal([t('profiles.delete_title')]));
    escape(openDialog(r, t('profiles.delete_title')));
    await backTo(t('profiles.list_title'), () => find(profiles(), '[role="region"][aria-label="Jonas"] button', t('profiles.delete')));
    await expect(profiles()).to.be.accessible();

    escape(profiles());
    await backTo(t('settings.title'), () => row('settings.manage_profiles'));
    // Only on the list does Escape close the modal.
    escape(list());
    await until(() => expect($modal.get()).to.equal(null));
    await until(() => expect(deepActiveElement()).to.equal(gear));
  });
});
