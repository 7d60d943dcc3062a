import { expect, fixture, html } from '@open-wc/testing';
import { configure } from '../../core/config';
import { getProfiles } from '../../core/api/profiles';
import { setProfile, forgetProfile } from '../../core/stores/profiles';
import { $modal } from '../../core/stores/ui';
import './tv-settings';
import { backendConfig, testEnv, until } from '../../../tests/helpers/env';
import { find, maybeFind, openDialog, openDialogs, root, signIn } from '../../../tests/helpers/element-dom';
import { msg } from '../../../tests/helpers/messages';

async function actAs(email: string, profileName: string | null) {
  await signIn(email);
  if (profileName) {
    const { items } = await getProfiles();
    await setProfile(items.find((p) => p.name === profileName)!);
  } else forgetProfile();
}

async function openSettings(view?: string) {
  const el = view
    ? await fixture(html`<tv-settings view=${view}></tv-settings>`)
    : await fixture(html`<tv-settings></tv-settings>`);
  $modal.set('settings');
  const r = root(el);
  await until(() => expect(openDialogs(r).length).to.equal(1));
  return { el, r };
}

describe('<tv-settings>: the settings list', () => {
  before(async () => configure(await backendConfig()));
  afterEach(() => $modal.set(null));

  it('offers the master Manage profiles, Language, My devices, the group-15 plan links, About and Log out', async () => {
    await actAs('anna@example.lt', 'Anna');
    const { r } = await openSettings();
    const d = openDialog(r, 'Nustatymai');
    await until(() => expect(d.textContent).to.contain('Profilis: Anna'));
    const rows = [...d.querySelectorAll('.rows .row')].map((x) => x.textContent!.trim());
    expect(rows).to.deep.equal(['Tvarkyti profilius', 'Kalba', 'Mano įrenginiai', msg('settings.alarms'), msg('settings.streaming'), msg('settings.system'), msg('products.settings_entry'), 'Keisti planą', 'Pridėti mokėjimo kortelę', 'Apie', 'Atsijungti']);
    const { backend } = await testEnv();
    expect(find<HTMLAnchorElement>(d, 'a', 'Keisti planą').href).to.equal(`${backend}/register?action=change`);
    expect(find<HTMLAnchorElement>(d, 'a', 'Pridėti mokėjimo kortelę').href).to.equal(`${backend}/register?action=add_card`);
    expect(d.querySelector('button[aria-label="Uždaryti"]')).to.exist;
    await expect(d).to.be.accessible();
  });

  it('offers another profile Edit profile, and hides the plan links outside group 15', async () => {
    await actAs('anna@example.lt', 'Jonas');
    let { r } = await openSettings();
    let d = openDialog(r, 'Nustatymai');
    await until(() => expect((find<HTMLButtonElement>(d, 'button', 'Redaguoti profilį')).disabled).to.equal(false));
    expect(maybeFind(d, 'button', 'Tvarkyti profilius')).to.equal(null);
    $modal.set(null);

    await actAs('petras@example.lt', 'Petras');
    ({ r } = await openSettings());
    d = openDialog(r, 'Nustatymai');
    find(d, 'button', 'Tvarkyti profilius');
    expect(maybeFind(d, 'a', 'Keisti planą')).to.equal(null);
    expect(maybeFind(d, 'a', 'Pridėti mokėjimo kortelę')).to.equal(null);
  });

  it('shows the subscriptions with their dates, plan management, cancel plan and the payment card', async () => {
    await actAs('anna@example.lt', 'Anna');
    const { r } = await openSettings();
    find(openDialog(r, 'Nustatymai'), 'button', msg('products.settings_entry')).click();
    await until(() => expect(openDialogs(r)).to.deep.equal([msg('products.settings_entry')]));
    const d = openDialog(r, msg('products.settings_entry'));
    await until(() => expect(d.querySelector(`ul[aria-label="${msg('products.my_subscriptions')}"]`)?.textContent).to.contain('Maksimalus, 24 mėn. sutartis'));
    const mine = d.querySelector(`ul[aria-label="${msg('products.my_subscriptions')}"]`)!.textContent!;
    expect(mine).to.contain('Suaugusiems');
    expect(mine).to.match(/20\d\d/);
    expect(mine).to.contain(msg('products.contract_until', { date: '' }).trim());
    const { backend } = await testEnv();
    expect(find<HTMLAnchorElement>(d, 'a', msg('products.manage_plan')).href).to.equal(`${backend}/register?action=change`);
    // (the plan's button comes with the product groups, which may arrive after the subscriptions)
    await until(() => find(d, 'button', msg('products.cancel_plan')));
    await until(() => expect(d.querySelector('.card-list')?.textContent).to.contain(msg('cards.card_line', { brand: 'Visa', last4: '1111' })));
    await expect(d).to.be.accessible();
    // back to the list, on the entry that led there
    d.dispatchEvent(new Event('cancel', { cancelable: true }));
    await until(() => expect(openDialogs(r)).to.deep.equal(['Nustatymai']));
  });

  it('closes with Escape and the close button', async () => {
    await actAs('petras@example.lt', 'Petras');
    const { r } = await openSettings();
    openDialog(r, 'Nustatymai').dispatchEvent(new Event('cancel', { cancelable: true }));
    await until(() => expect($modal.get()).to.equal(null));
    expect(openDialogs(r)).to.deep.equal([]);
    $modal.set('settings');
    await until(() => expect(openDialogs(r)).to.deep.equal(['Nustatymai']));
    find(openDialog(r, 'Nustatymai'), 'button', 'Uždaryti').click();
    await until(() => expect($modal.get()).to.equal(null));
  });
});

describe('<tv-settings>: About', () => {
  before(async () => configure(await backendConfig()));
  afterEach(() => $modal.set(null));

  it('shows the software version 4.0.2 and the privacy document, with back navigation', async () => {
    await actAs('anna@example.lt', 'Anna');
    const { r } = await openSettings();
    find(openDialog(r, 'Nustatymai'), 'button', 'Apie').click();
    await until(() => expect(openDialogs(r)).to.deep.equal(['Apie']));
    const about = openDialog(r, 'Apie');
    expect(about.querySelector('[data-testid="version"]')!.textContent).to.equal('4.0.2');
    expect(about.textContent).to.contain('Programinės įrangos versija');
    find(about, 'button', 'Privatumas').click();
    await until(() => expect(openDialogs(r)).to.deep.equal(['Privatumas']));
    const privacy = openDialog(r, 'Privatumas');
    await until(() => expect(privacy.querySelectorAll('.markdown p').length).to.be.greaterThan(0));
    find(privacy, 'button', 'Atgal').click();
    await until(() => expect(openDialogs(r)).to.deep.equal(['Apie']));
    find(openDialog(r, 'Apie'), 'button', 'Atgal').click();
    await until(() => expect(openDialogs(r)).to.deep.equal(['Nustatymai']));
  });

  it('opens on the view named by its attribute', async () => {
    await actAs('anna@example.lt', 'Anna');
    const { r } = await openSettings('about');
    expect(openDialogs(r)).to.deep.equal(['Apie']);
  });
});

describe('<tv-settings>: Log out', () => {
  before(async () => configure(await backendConfig()));
  afterEach(() => $modal.set(null));

  it('asks to change the profile or log out', async () => {
    await actAs('anna@example.lt', 'Anna');
    const { r } = await openSettings();
    find(openDialog(r, 'Nustatymai'), 'button', 'Atsijungti').click();
    await until(() => expect(openDialogs(r)).to.deep.equal(['Atsijungti']));
    const d = openDialog(r, 'Atsijungti');
    expect(d.textContent).to.contain('Ar norite pakeisti profilį, ar atsijungti?');
    expect([...d.querySelectorAll('.modal-foot button')].map((b) => b.textContent)).to.deep.equal(['Keisti profilį', 'Atsijungti']);
    find(d, 'button', 'Atgal').click();
    await until(() => expect(openDialogs(r)).to.deep.equal(['Nustatymai']));
  });

  it('offers only Log out when no profile is set', async () => {
    await actAs('anna@example.lt', null);
    const { r } = await openSettings('logout');
    const d = openDialog(r, 'Atsijungti');
    expect([...d.querySelectorAll('.modal-foot button')].map((b) => b.textContent)).to.deep.equal(['Atsijungti']);
  });
});
