import { expect, fixture, html } from '@open-wc/testing';
import Cookies from 'js-cookie';
import { configure } from '../../core/config';
import { setEncryptedCookie } from '../../core/cookies';
import { COOKIES } from '../../core/names';
import { $gate, automaticChoice, runGate, startGate } from '../../core/stores/gate';
import { $ageLimit, allowedFor } from '../../core/stores/age-limit';
import { $session } from '../../core/stores/session';
import { $profiles, forgetProfile, selectProfile } from '../../core/stores/profiles';
import type { Profile } from '../../core/api/profiles';
import './tv-session-gate';
import { t } from '../../core/i18n';
import { deepActiveElement } from '../shared/focus';
import { backendConfig, until } from '../../../tests/helpers/env';
import { find, openDialog, openDialogs, press, root, signIn, typeKeys } from '../../../tests/helpers/element-dom';

describe('<tv-session-gate>', () => {
  before(async () => {
    configure(await backendConfig());
    await signIn('anna@example.lt');
    await startGate();
  });

  it('asks anna "Kas žiūri?" without a close button, with avatars and names', async () => {
    await signIn('anna@example.lt');
    const el = await fixture(html`<tv-session-gate></tv-session-gate>`);
    expect(await runGate()).to.equal('choose');
    const r = root(el);
    await until(() => expect(openDialogs(r)).to.deep.equal(['Kas žiūri?']));
    const d = openDialog(r, 'Kas žiūri?');
    await until(() => expect(d.querySelectorAll('button.profile').length).to.equal(3));
    expect([...d.querySelectorAll('button.profile .name')].map((n) => n.textContent)).to.deep.equal(['Anna', 'Jonas', 'Vaikai']);
    expect([...d.querySelectorAll('button.profile img')].every((i) => (i as HTMLImageElement).src.includes('/static/avatars/'))).to.equal(true);
    expect(d.querySelector('button[aria-label="Uždaryti"]')).to.equal(null);
    // Escape reaches a modal dialog as its cancel event, and the browser closes the dialog unless the
    // page cancels that event (a dispatched event never closes it, so d.open alone would prove nothing).
    expect(d.dispatchEvent(new Event('cancel', { cancelable: true }))).to.equal(false, 'Escape does not close it');
    expect(openDialogs(r)).to.deep.equal(['Kas žiūri?']);
    await expect(d).to.be.accessible();
  });

  it('asks for Jonas\'s PIN: 400 px, masked, wrong then right; Cancel goes back', async () => {
    await signIn('anna@example.lt');
    const el = await fixture(html`<tv-session-gate></tv-session-gate>`);
    const chosen: unknown[] = [];
    el.addEventListener('tvprofileselect', (e) => chosen.push((e as CustomEvent).detail));
    await runGate();
    const r = root(el);
    await until(() => find(openDialog(r, 'Kas žiūri?'), 'button', /^Žiūrėti kaip Jonas/));
    find(openDialog(r, 'Kas žiūri?'), 'button', /^Žiūrėti kaip Jonas/).click();
    await until(() => expect(openDialogs(r)).to.deep.equal(['Įveskite PIN kodą']));
    let pin = openDialog(r, 'Įveskite PIN kodą');
    expect(pin.style.getPropertyValue('--_w')).to.equal('400px');
    expect(pin.textContent).to.contain('Profilis Jonas apsaugotas PIN kodu.');
    // Cancel returns to the selection.
    find(pin, 'button', 'Atšaukti').click();
    await until(() => expect(openDialogs(r)).to.deep.equal(['Kas žiūri?']));
    find(openDialog(r, 'Kas žiūri?'), 'button', /^Žiūrėti kaip Jonas/).click();
    await until(() => expect(r.activeElement?.getAttribute('aria-label')).to.equal('PIN skaitmuo 1 iš 4'));
    pin = openDialog(r, 'Įveskite PIN kodą');
    expect([...pin.querySelectorAll('input')].map((i) => i.type)).to.deep.equal(['password', 'password', 'password', 'password']);
    await typeKeys(r, '9999');
    // the server checks the PIN and says how many tries are left
    await until(() => expect(pin.querySelector('[role="alert"]')!.textContent).to.equal('Neteisingas PIN kodas, bandykite dar kartą. Liko bandymų: 4.'));
    expect($session.get().profile).to.equal(null);
    await until(() => expect(r.activeElement?.getAttribute('aria-label')).to.equal('PIN skaitmuo 1 iš 4'));
    // OK with fewer than 4 digits says so instead of checking.
    await typeKeys(r, '12');
    find(pin, 'button', 'Gerai').click();
    await until(() => expect(pin.querySelector('[role="alert"]')!.textContent).to.equal('PIN turi būti iš 4 skaitmenų'));
    await typeKeys(r, '34');
    await until(() => expect(openDialogs(r)).to.deep.equal([]));
    expect($session.get().profile?.name).to.equal('Jonas');
    expect($session.get().profile_stamp).to.be.greaterThan(0);
    expect($gate.get()).to.equal('ready');
    expect(chosen).to.deep.equal([{ id: 2, name: 'Jonas' }]);
    // The age limit of the chosen profile is exposed for later screens.
    expect($ageLimit.get()).to.equal(13);
    expect(allowedFor(7, $ageLimit.get())).to.equal(true);
    expect(allowedFor(14, $ageLimit.get())).to.equal(false);
    expect(Cookies.get(COOKIES.profile)).to.be.a('string');
  });

  it('is operable with a remote: the first profile focused, arrows move, Home/End; PIN with digits and OK; Cancel comes back', async () => {
    await signIn('anna@example.lt');
    const page = await fixture(html`<div><main id="main" tabindex="-1"><p>Content</p></main><tv-session-gate></tv-session-gate></div>`);
    const el = page.querySelector('tv-session-gate')!;
    await runGate();
    const r = root(el);
    const title = t('session.choose_title');
    await until(() => expect(openDialogs(r)).to.deep.equal([title]));
    const profile = (name: string) => find<HTMLButtonElement>(openDialog(r, title), 'button.profile', new RegExp(`\\b${name}\\b`));
    await until(() => expect(r.activeElement).to.equal(profile('Anna')));
    const steps: [string, string][] = [
      ['ArrowRight', 'Jonas'], ['ArrowDown', 'Vaikai'], ['ArrowRight', 'Anna'], ['ArrowLeft', 'Vaikai'],
      ['ArrowUp', 'Jonas'], ['Home', 'Anna'], ['End', 'Vaikai'], ['ArrowLeft', 'Jonas'],
    ];
    for (const [key, name] of steps) {
      expect(press(r.activeElement!, key)).to.equal(false, `${key} is handled`);
      expect(r.activeElement, `${key} -> ${name}`).to.equal(profile(name));
    }
    await expect(openDialog(r, title)).to.be.accessible();

    // OK on Jonas asks for his PIN; Cancel comes back onto Jonas.
    profile('Jonas').click();
    const pinTitle = t('pin.required_title');
    await until(() => expect(openDialogs(r)).to.deep.equal([pinTitle]));
    await until(() => expect(r.activeElement?.getAttribute('aria-label')).to.equal(t('pin.digit', { n: 1, count: 4 })));
    const pin = openDialog(r, pinTitle);
    // Down reaches OK, left Cancel, up the boxes again.
    press(r.activeElement!, 'ArrowDown');
    expect(r.activeElement).to.equal(find(pin, 'button', t('common.ok')));
    press(r.activeElement!, 'ArrowLeft');
    expect(r.activeElement).to.equal(find(pin, 'button', t('common.cancel')));
    press(r.activeElement!, 'ArrowUp');
    expect(r.activeElement?.getAttribute('aria-label')).to.equal(t('pin.digit', { n: 1, count: 4 }));
    press(r.activeElement!, 'ArrowDown');
    press(r.activeElement!, 'ArrowLeft');
    (r.activeElement as HTMLButtonElement).click();
    await until(() => expect(openDialogs(r)).to.deep.equal([title]));
    await until(() => expect(r.activeElement).to.equal(profile('Jonas')));

    // Digits, and the focus ends on the page's main content instead of <body>.
    profile('Jonas').click();
    await until(() => expect(r.activeElement?.getAttribute('aria-label')).to.equal(t('pin.digit', { n: 1, count: 4 })));
    await typeKeys(r, '1234');
    await until(() => expect(openDialogs(r)).to.deep.equal([]));
    expect($session.get().profile?.name).to.equal('Jonas');
    await until(() => expect(deepActiveElement()).to.equal(page.querySelector('main')));
  });

  it('restores the profile the server bound the session to, never one a cookie names; removes a stored profile of another customer', async () => {
    await signIn('anna@example.lt');
    // a forged cookie naming PIN-locked Jonas chooses nothing: the session is bound to no profile
    await setEncryptedCookie(COOKIES.profile, { id: 2, customer_id: 1001 }, 1 / 24);
    expect(await runGate()).to.equal('choose');
    expect($session.get().profile).to.equal(null);
    expect(Cookies.get(COOKIES.profile)).to.equal(undefined);
    // chosen on the server: the same session, reloaded, starts as Vaikai
    await selectProfile($profiles.get().data.items.find((p) => p.id === 3)!);
    forgetProfile();
    expect(await runGate()).to.equal('ready');
    expect($session.get().profile?.name).to.equal('Vaikai');
    expect($ageLimit.get()).to.equal(6);

    await signIn('anna@example.lt');
    const warn = console.warn;
    console.warn = () => {};
    try {
      await setEncryptedCookie(COOKIES.profile, { id: 4, customer_id: 1002 }, 1 / 24);
      expect(await runGate()).to.equal('choose');
    } finally {
      console.warn = warn;
    }
    expect($session.get().profile).to.equal(null);
    expect(Cookies.get(COOKIES.profile)).to.equal(undefined);
  });

  it('chooses petras\'s only profile automatically', async () => {
    await signIn('petras@example.lt');
    const el = await fixture(html`<tv-session-gate></tv-session-gate>`);
    expect(await runGate()).to.equal('ready');
    expect($session.get().profile?.name).to.equal('Petras');
    expect(openDialogs(root(el))).to.deep.equal([]);
  });

  it('chooses automatically only for one profile without a PIN requirement, or a demo user', () => {
    const p = (id: number, needs: boolean, master = false) => ({ id, name: `p${id}`, needs_pin_to_login: needs, has_pin: needs, master_flag: master }) as unknown as Profile;
    expect(automaticChoice([p(1, false)], false)?.id).to.equal(1);
    expect(automaticChoice([p(1, true)], false)).to.equal(null);
    expect(automaticChoice([p(1, false), p(2, false)], false)).to.equal(null);
    expect(automaticChoice([p(1, true), p(2, false, true)], true)?.id).to.equal(2);
    expect(automaticChoice([], true)).to.equal(null);
  });

  it('shows ruta only the verify-your-e-mail page', async () => {
    await signIn('ruta@example.lt');
    const el = await fixture(html`<tv-session-gate></tv-session-gate>`);
    expect(await runGate()).to.equal('verify');
    const r = root(el);
    await until(() => expect(r.querySelector('dialog.page')?.hasAttribute('open')).to.equal(true));
    expect(r.querySelector('dialog.page h1')!.textContent).to.equal('Patvirtinkite savo el. pašto adresą.');
    expect($session.get().profile).to.equal(null);
    // Escape (the dialog's cancel event) is refused: the browser would close the page otherwise.
    expect(r.querySelector('dialog.page')!.dispatchEvent(new Event('cancel', { cancelable: true }))).to.equal(false, 'Escape does not close it');
    expect(r.querySelector('dialog.page')!.hasAttribute('open')).to.equal(true);
  });

  it('shows the "browser not supported" modal, without a close button, when the key system is missing', async () => {
    const cfg = await backendConfig();
    configure({ ...cfg, drm: { ...cfg.drm, keySystem: 'com.widevine.alpha' } });
    const warn = console.warn;
    console.warn = () => {};
    try {
      await signIn('anna@example.lt');
      const el = await fixture(html`<tv-session-gate></tv-session-gate>`);
      expect(await runGate()).to.equal('unsupported');
      const r = root(el);
      await until(() => expect(openDialogs(r)).to.deep.equal(['Naršyklė nepalaikoma']));
      const d = openDialog(r, 'Naršyklė nepalaikoma');
      expect(d.textContent).to.contain('Atnaujinkite naršyklę į palaikančią DRM.');
      expect(d.querySelector('button[aria-label="Uždaryti"]')).to.equal(null);
      expect($session.get().profile).to.equal(null, 'checked before profile selection');
    } finally {
      console.warn = warn;
      configure(cfg);
    }
  });
});
