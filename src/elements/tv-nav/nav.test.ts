// The navigation bar as a visitor and as a signed-in profile meet it: the keyboard-operable
// language menu, the server's menu icons in the bar's colour, and the active profile.
import { expect, fixture, html } from '@open-wc/testing';
import Cookies from 'js-cookie';
import { configure } from '../../core/config';
import { getProfiles } from '../../core/api/profiles';
import { $locale, saveLanguage, t } from '../../core/i18n';
import lt from '../../core/i18n/locales/lt.json';
import en from '../../core/i18n/locales/en.json';
import ru from '../../core/i18n/locales/ru.json';
import { COOKIES } from '../../core/names';
import { forgetProfile, setProfile } from '../../core/stores/profiles';
import { $modal } from '../../core/stores/ui';
import './tv-nav';
import { backendConfig, testEnv, until } from '../../../tests/helpers/env';
import { asVisitor, find, press, root, signIn } from '../../../tests/helpers/element-dom';

const catalogues = { lt, en, ru };

async function nav() {
  const el = await fixture(html`<tv-nav></tv-nav>`);
  const r = root(el);
  await until(() => expect(r.querySelector('nav .right > :not(.placeholder)')).to.exist);
  await until(() => expect(r.querySelector('.placeholder')).to.equal(null));
  return { el, r, bar: r.querySelector('nav')! };
}

describe('<tv-nav>', () => {
  before(async () => configure(await backendConfig()));
  afterEach(() => $modal.set(null));

  it('offers visitors a language menu: arrows move without choosing, Escape closes it', async () => {
    await asVisitor();
    const { r, bar } = await nav();
    const button = find<HTMLButtonElement>(bar, 'button[aria-haspopup="menu"]', new RegExp(`^${t('languages.label')}: ${t('languages.lt')}$`));
    expect(button.getAttribute('aria-expanded')).to.equal('false');
    expect(bar.querySelector('select')).to.equal(null);
    const cookie = Cookies.get(COOKIES.appLang);
    button.focus();
    expect(press(button, 'ArrowDown')).to.equal(false);
    const menu = r.querySelector<HTMLElement>('[role="menu"]')!;
    await until(() => expect(menu.hidden).to.equal(false));
    expect(button.getAttribute('aria-expanded')).to.equal('true');
    const items = [...menu.querySelectorAll<HTMLButtonElement>('[role="menuitemradio"]')];
    expect(items.map((i) => i.textContent)).to.deep.equal([t('languages.lt'), t('languages.en'), t('languages.ru')]);
    expect(items.map((i) => i.getAttribute('aria-checked'))).to.deep.equal(['true', 'false', 'false']);
    await until(() => expect(r.activeElement).to.equal(items[0])); // opens on the current language
    await expect(bar).to.be.accessible();

    // The arrows reach Русский without choosing anything (no save, no reload).
    press(items[0]!, 'ArrowDown');
    expect(r.activeElement).to.equal(items[1]);
    press(items[1]!, 'ArrowDown');
    expect(r.activeElement).to.equal(items[2]);
    press(items[2]!, 'ArrowDown');
    expect(r.activeElement).to.equal(items[0], 'wraps');
    press(items[0]!, 'End');
    expect(r.activeElement).to.equal(items[2]);
    expect($locale.get()).to.equal('lt');
    expect(Cookies.get(COOKIES.appLang)).to.equal(cookie);
    press(items[2]!, 'Escape');
    await until(() => expect(menu.hidden).to.equal(true));
    expect(r.activeElement).to.equal(button);
    expect(button.getAttribute('aria-expanded')).to.equal('false');
    // OK on the button opens it too; choosing the current language just closes it.
    button.click();
    await until(() => expect(r.activeElement).to.equal(items[0]));
    items[0]!.click();
    await until(() => expect(menu.hidden).to.equal(true));
    expect(r.activeElement).to.equal(button);
  });

  it('paints the server\'s menu icons in the bar\'s text colour', async () => {
    await asVisitor();
    const { bar } = await nav();
    const { backend } = await testEnv();
    await until(() => find(bar, 'ul#menu a', /^(Pagalba|Help|Помощь)$/));
    const help = find<HTMLAnchorElement>(bar, 'ul#menu a', /^(Pagalba|Help|Помощь)$/);
    expect(help.querySelector('img')).to.equal(null, 'no <img>: an SVG inside it cannot take currentColor');
    const icon = help.querySelector<HTMLElement>('.menu-icon')!;
    const style = getComputedStyle(icon);
    // the icons' stylesheet follows the page list (which may come from storage before the fetch)
    await until(() => expect(style.maskImage || style.webkitMaskImage).to.equal(`url("${backend}/api/public/v1/static/menu-icons/8.svg")`));
    expect(style.backgroundColor).to.equal(getComputedStyle(help).color);
    expect(icon.getAttribute('style')).to.equal(null, 'no style attribute (strict CSP)');
    await expect(bar).to.be.accessible();
  });

  it('shows the active profile\'s avatar and name beside the settings button; it opens the settings', async () => {
    await signIn('anna@example.lt');
    const { items } = await getProfiles();
    await setProfile(items.find((p) => p.name === 'Jonas')!);
    const { bar } = await nav();
    const profile = find<HTMLButtonElement>(bar, 'button', t('nav.profile', { name: 'Jonas' }));
    expect(profile.textContent).to.equal('Jonas');
    await until(() => expect(profile.querySelector('img')?.getAttribute('src')).to.contain('/static/avatars/'));
    const settings = find<HTMLButtonElement>(bar, 'button', t('nav.settings'));
    expect(profile.nextElementSibling).to.equal(settings, 'next to the settings button');
    profile.click();
    expect($modal.get()).to.equal('settings');
    await expect(bar).to.be.accessible();
    forgetProfile();
    await until(() => expect(bar.querySelector('.profile-btn')).to.equal(null));
  });

  it('asks visitors to subscribe (to /register?fresh=true) in words that mean that, in every language', async () => {
    // "Подписка" is the noun "subscription": neither the call to action nor the sign-up screen.
    expect(catalogues.ru.nav.subscribe).to.equal('Подписаться');
    expect(catalogues.ru.route.sign_up).to.equal('Зарегистрироваться');
    expect([catalogues.lt.nav.subscribe, catalogues.en.nav.subscribe]).to.deep.equal(['Užsisakyti', 'Subscribe']);
    expect([catalogues.lt.route.sign_up, catalogues.en.route.sign_up]).to.deep.equal(['Užsiregistruoti', 'Sign up']);
    await asVisitor();
    const { backend } = await testEnv();
    try {
      await saveLanguage('ru');
      const { bar } = await nav();
      const cta = find<HTMLAnchorElement>(bar, 'a', 'Подписаться');
      expect(cta.href).to.equal(`${backend}/register?fresh=true`);
      await expect(bar).to.be.accessible();
    } finally {
      await saveLanguage('lt');
    }
  });
});
