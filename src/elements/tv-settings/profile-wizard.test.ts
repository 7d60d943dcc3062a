import { expect, fixture, html } from '@open-wc/testing';
import { createProfile, deleteProfile, getProfiles, type Profile } from '../../core/api/profiles';
import { AppError } from '../../core/errors';
import { selectProfile } from '../../core/stores/profiles';
import { $modal } from '../../core/stores/ui';
import './tv-settings';
import { until } from '../../../tests/helpers/env';
import { find, maybeFind, openDialog, openDialogs, root, signIn, typeInto, typeKeys } from '../../../tests/helpers/element-dom';
import { signInFake, type Answer, type Call, type FakeApi } from '../../../tests/fakes/api';
import { useBackend, useFakeApi } from '../../../tests/fakes/suite';

// The settings' profile list and wizard. Who may see, create and delete which profile is the
// server's rule: the list runs against the reference backend. The wizard runs against the fake API,
// which keeps the account's profiles (the ProfileList example) as the tests create and delete them.

const CREATE = 'POST /customer/profile';
const DELETE = 'DELETE /customer/profile/{id}';
let fake: FakeApi;
/** The account's profiles on the fake server. */
let onServer: Profile[] = [];

function created(call: Call): Answer {
  const form = call.body as Record<string, string>;
  const made: Profile = {
    ...onServer[0]!,
    id: Math.max(...onServer.map((p) => p.id)) + 1,
    name: form['name']!,
    age: Number(form['age']),
    has_pin: Boolean(form['pin']),
    needs_pin_to_login: form['needs_pin_to_login'] === 'true',
    avatar: { id: Number(form['avatar_id']), url: `/api/public/v1/static/avatars/${form['avatar_id']}.svg` },
    master_flag: false,
  };
  onServer = [...onServer, made];
  return { status: 201, body: made };
}

function deleted(call: Call): Answer {
  onServer = onServer.filter((p) => String(p.id) !== call.params['id']);
  return { status: 204 };
}

/** A save the server fails (500). */
const failed = (): Answer => ({ status: 500, body: { error: { code: 'internal', message: 'Internal error' } } });

async function asProfile(email: string, name: string) {
  await signIn(email);
  const { items } = await getProfiles();
  // chosen on the server, as the session gate does (with the seeded PIN of Jonas)
  await selectProfile(items.find((p) => p.name === name)!, name === 'Jonas' ? '1234' : undefined);
}

async function openProfiles() {
  const el = await fixture(html`<tv-settings view="profiles"></tv-settings>`);
  $modal.set('settings');
  const r = root(el);
  await until(() => expect(openDialogs(r)).to.deep.equal(['Profiliai']));
  await until(() => expect(openDialog(r, 'Profiliai').querySelectorAll('.accordion > li').length).to.be.greaterThan(0));
  return r;
}

const dialog = (r: ShadowRoot) => openDialog(r, openDialogs(r)[0]!);
const step = (r: ShadowRoot) => dialog(r).querySelector('.step-label')!.textContent;
const next = (r: ShadowRoot) => find(dialog(r), 'button', /^(Toliau|Patvirtinti)$/).click();
const errorText = (r: ShadowRoot) => [...dialog(r).querySelectorAll('.error')].map((e) => e.textContent).join('');

describe('<tv-settings>: the profile list', () => {
  useBackend();
  afterEach(() => $modal.set(null));

  it('is an accordion of all profiles for the master, with Edit, Delete and Create new profile', async () => {
    await asProfile('anna@example.lt', 'Anna');
    const r = await openProfiles();
    const d = openDialog(r, 'Profiliai');
    const heads = [...d.querySelectorAll<HTMLButtonElement>('.acc-head')];
    expect(heads.map((h) => h.querySelector('.name')!.textContent)).to.deep.equal(['Anna', 'Jonas', 'Vaikai']);
    expect(heads.map((h) => h.getAttribute('aria-expanded'))).to.deep.equal(['false', 'false', 'false']);
    heads[1]!.click();
    await until(() => expect(heads[1]!.getAttribute('aria-expanded')).to.equal('true'));
    const panel = r.getElementById(heads[1]!.getAttribute('aria-controls')!)!;
    expect(panel.hidden).to.equal(false);
    expect(panel.textContent).to.contain('Vaikai'); // age rating children
    expect([...panel.querySelectorAll('button')].map((b) => b.textContent)).to.deep.equal(['Redaguoti', 'Ištrinti']);
    heads[0]!.click(); // one open at a time; the master profile cannot be deleted
    await until(() => expect(heads[1]!.getAttribute('aria-expanded')).to.equal('false'));
    const master = r.getElementById(heads[0]!.getAttribute('aria-controls')!)!;
    expect([...master.querySelectorAll('button')].map((b) => b.textContent)).to.deep.equal(['Redaguoti']);
    find(d, 'button', 'Sukurti naują profilį');
    await expect(d).to.be.accessible();
  });

  it('shows another profile only itself, without Create or Delete, and the backend refuses it (403)', async () => {
    await asProfile('anna@example.lt', 'Jonas');
    const r = await openProfiles();
    const d = openDialog(r, 'Profiliai');
    expect([...d.querySelectorAll('.acc-head .name')].map((n) => n.textContent)).to.deep.equal(['Jonas']);
    expect(maybeFind(d, 'button', 'Sukurti naują profilį')).to.equal(null);
    expect(maybeFind(d, 'button', 'Ištrinti')).to.equal(null);
    const status = async (p: Promise<unknown>) => p.then(() => 200, (e: AppError) => e.status);
    const silence = console.error;
    console.error = () => {};
    try {
      expect(await status(createProfile({ name: 'X', age: 0, pin: '', avatar_id: 16, needs_pin_to_login: false }))).to.equal(403);
      expect(await status(deleteProfile(3))).to.equal(403);
    } finally {
      console.error = silence;
    }
  });
});

describe('<tv-settings>: the profile wizard', () => {
  fake = useFakeApi();
  beforeEach(() => {
    onServer = fake.example<{ items: Profile[] }>('ProfileList').items;
    fake.answer('GET /customer/profiles', () => ({ body: { items: onServer } }));
    fake.answer(CREATE, created);
    fake.answer(DELETE, deleted);
  });
  afterEach(() => $modal.set(null));

  it('creates a profile in four steps with every validation text, keeping what was typed on a failed save', async () => {
    await signInFake(fake, 'Anna');
    const r = await openProfiles();
    find(openDialog(r, 'Profiliai'), 'button', 'Sukurti naują profilį').click();
    await until(() => expect(openDialogs(r)).to.deep.equal(['Naujas profilis']));
    expect(step(r)).to.equal('1 žingsnis iš 4 Vardas ir avataras');
    const name = dialog(r).querySelector<HTMLInputElement>('input[name="name"]')!;
    await until(() => expect(r.activeElement).to.equal(name));
    // The default avatar (16) is chosen.
    await until(() => expect(dialog(r).querySelector<HTMLInputElement>('input[name="avatar"]:checked')?.value).to.equal('16'));

    next(r);
    await until(() => expect(errorText(r)).to.equal('Profilio vardas negali būti tuščias'));
    expect(name.getAttribute('aria-invalid')).to.equal('true');
    typeInto(name, '  ');
    next(r);
    await until(() => expect(errorText(r)).to.equal('Profilio vardas negali būti tuščias'));
    typeInto(name, 'Testas');
    dialog(r).querySelector<HTMLInputElement>('input[name="avatar"][value="9"]')!.click();
    next(r);

    await until(() => expect(step(r)).to.equal('2 žingsnis iš 4 Amžius'));
    expect([...dialog(r).querySelectorAll('.age .age-name')].map((x) => x.textContent)).to.deep.equal(['Mažyliai', 'Vaikai', 'Paaugliai', 'Leisti viską']);
    next(r);
    await until(() => expect(errorText(r)).to.equal('Amžius negali būti tuščias'));
    find(dialog(r), 'label.age', /Paaugliai/).querySelector('input')!.click();
    next(r);

    await until(() => expect(step(r)).to.equal('3 žingsnis iš 4 PIN'));
    const boxes = () => [...dialog(r).querySelectorAll<HTMLInputElement>('.pinbox')];
    expect(boxes().length).to.equal(2);
    boxes()[0]!.querySelector('input')!.focus();
    await typeKeys(r, '1111');
    boxes()[1]!.querySelector('input')!.focus();
    await typeKeys(r, '2222');
    next(r);
    await until(() => expect(errorText(r)).to.equal('PIN kodai nesutampa'));
    boxes()[1]!.querySelector('input')!.focus();
    await typeKeys(r, '1111'); // each digit replaces the one in its box
    await until(() => expect(errorText(r)).to.equal(''));
    // A PIN cannot be required at login without one.
    find(dialog(r), 'label.switch', 'Prisijungiant reikia PIN').querySelector('input')!.click();
    next(r);

    await until(() => expect(step(r)).to.equal('4 žingsnis iš 4 Patvirtinimas'));
    const summary = dialog(r).querySelector('.summary')!.textContent!;
    for (const s of ['Testas', 'Paaugliai', 'Nustatytas', 'Taip']) expect(summary).to.contain(s);

    fake.answer(CREATE, failed);
    const silence = console.error;
    console.error = () => {};
    try {
      next(r);
      await until(() => expect(errorText(r)).to.equal('Operacija nepavyko, bandykite dar kartą.'));
      expect(step(r)).to.equal('4 žingsnis iš 4 Patvirtinimas');
      expect(dialog(r).querySelector('.summary')!.textContent).to.contain('Testas');
      // Back to the first step: what was typed is still there.
      for (const n of [3, 2, 1]) {
        find(dialog(r), 'button', 'Atgal').click();
        await until(() => expect(step(r)).to.contain(`${n} žingsnis`));
      }
      await until(() => expect(dialog(r).querySelector<HTMLInputElement>('input[name="name"]')?.value).to.equal('Testas'));
      expect(dialog(r).querySelector<HTMLInputElement>('input[name="avatar"]:checked')!.value).to.equal('9');
      for (let i = 0; i < 3; i++) next(r), await until(() => expect(step(r)).to.contain(`${i + 2} žingsnis`));
      fake.answer(CREATE, created);
      next(r);
      await until(() => expect(openDialogs(r)).to.deep.equal(['Profiliai']));
    } finally {
      console.error = silence;
    }
    const post = fake.callsTo(CREATE);
    expect(post.length).to.equal(2);
    expect(post[1]!.body).to.deep.equal({
      name: 'Testas', age: '17', pin: '1111', avatar_id: '9', needs_pin_to_login: 'true',
    }); // no can_buy: the form does not show it
    // The list reloaded with the new profile.
    await until(() => expect([...openDialog(r, 'Profiliai').querySelectorAll('.acc-head .name')].map((n) => n.textContent)).to.include('Testas'));
  });

  it('deletes a profile after confirmation; a failed delete says so and keeps the dialog', async () => {
    // a profile the master may delete
    onServer = [...onServer, { ...onServer[2]!, id: 4, name: 'Testas', age: 17 }];
    await signInFake(fake, 'Anna');
    const r = await openProfiles();
    const d = openDialog(r, 'Profiliai');
    await until(() => find(d, '.acc-head', /Testas/));
    find(d, '.acc-head', /Testas/).click();
    const panel = r.getElementById(find(d, '.acc-head', /Testas/).getAttribute('aria-controls')!)!;
    find(panel, 'button', 'Ištrinti').click();
    await until(() => expect(openDialogs(r)).to.deep.equal(['Ištrinti profilį']));
    const confirm = openDialog(r, 'Ištrinti profilį');
    expect(confirm.textContent).to.contain('Ištrinti profilį Testas?');
    expect(confirm.style.getPropertyValue('--_w')).to.equal('400px');
    // Cancel keeps it.
    find(confirm, 'button', 'Atšaukti').click();
    await until(() => expect(openDialogs(r)).to.deep.equal(['Profiliai']));
    find(panel, 'button', 'Ištrinti').click();
    await until(() => expect(openDialogs(r)).to.deep.equal(['Ištrinti profilį']));
    fake.answer(DELETE, failed);
    const silence = console.error;
    console.error = () => {};
    try {
      find(confirm, '.modal-foot button', 'Ištrinti').click();
      await until(() => expect(confirm.querySelector('[role="alert"]')!.textContent).to.equal('Operacija nepavyko, bandykite dar kartą.'));
      expect(openDialogs(r)).to.deep.equal(['Ištrinti profilį']);
      fake.answer(DELETE, deleted);
      find(confirm, '.modal-foot button', 'Ištrinti').click();
      await until(() => expect(openDialogs(r)).to.deep.equal(['Profiliai']));
    } finally {
      console.error = silence;
    }
    await until(() => expect([...openDialog(r, 'Profiliai').querySelectorAll('.acc-head .name')].map((n) => n.textContent)).to.deep.equal(['Anna', 'Jonas', 'Vaikai']));
    expect((await getProfiles()).items.map((p) => p.name)).to.deep.equal(['Anna', 'Jonas', 'Vaikai']);
  });

  it('edits: prefilled, three steps without the age rating for another profile; Cancel returns to the settings list', async () => {
    await signInFake(fake, 'Jonas');
    const el = await fixture(html`<tv-settings></tv-settings>`);
    $modal.set('settings');
    const r = root(el);
    await until(() => expect(find<HTMLButtonElement>(openDialog(r, 'Nustatymai'), 'button', 'Redaguoti profilį').disabled).to.equal(false));
    find(openDialog(r, 'Nustatymai'), 'button', 'Redaguoti profilį').click();
    await until(() => expect(openDialogs(r)).to.deep.equal(['Redaguoti profilį']));
    expect(step(r)).to.equal('1 žingsnis iš 3 Vardas ir avataras');
    expect(dialog(r).querySelector<HTMLInputElement>('input[name="name"]')!.value).to.equal('Jonas');
    await until(() => expect(dialog(r).querySelector<HTMLInputElement>('input[name="avatar"]:checked')?.value).to.equal('5'));
    next(r);
    await until(() => expect(step(r)).to.equal('2 žingsnis iš 3 PIN'));
    const pins = [...dialog(r).querySelectorAll('.pinbox')].map((g) => [...g.querySelectorAll('input')].map((i) => i.value).join(''));
    // the page never knows the PIN: empty boxes keep it, a new one replaces it
    expect(pins).to.deep.equal(['', '']);
    expect(find(dialog(r), 'label.switch', 'Prisijungiant reikia PIN').querySelector('input')!.checked).to.equal(true);
    find(dialog(r), '.modal-foot button', 'Atšaukti').click();
    await until(() => expect(openDialogs(r)).to.deep.equal(['Nustatymai']));
  });

  it('asks for a PIN when it is required at login, and for all 4 digits', async () => {
    await signInFake(fake, 'Anna');
    const r = await openProfiles();
    find(openDialog(r, 'Profiliai'), 'button', 'Sukurti naują profilį').click();
    await until(() => expect(openDialogs(r)).to.deep.equal(['Naujas profilis']));
    typeInto(dialog(r).querySelector<HTMLInputElement>('input[name="name"]')!, 'Kitas');
    next(r);
    await until(() => expect(step(r)).to.contain('Amžius'));
    find(dialog(r), 'label.age', /Leisti viską/).querySelector('input')!.click();
    next(r);
    await until(() => expect(step(r)).to.contain('PIN'));
    find(dialog(r), 'label.switch', 'Prisijungiant reikia PIN').querySelector('input')!.click();
    next(r);
    await until(() => expect(errorText(r)).to.equal('Įveskite PIN, kad jo būtų prašoma prisijungiant'));
    dialog(r).querySelector<HTMLInputElement>('.pinbox input')!.focus();
    await typeKeys(r, '12');
    next(r);
    await until(() => expect(errorText(r)).to.equal('PIN turi būti iš 4 skaitmenų'));
    find(dialog(r), '.modal-foot button', 'Atšaukti').click();
    await until(() => expect(openDialogs(r)).to.deep.equal(['Profiliai']));
  });
});
