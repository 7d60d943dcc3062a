import { expect, fixture, html } from '@open-wc/testing';
import Cookies from 'js-cookie';
import { configure } from '../../core/config';
import { COOKIES } from '../../core/names';
import { $priorities, isPriorities, loadPriorities, resetPriorities } from '../../core/stores/priorities';
import { $modal } from '../../core/stores/ui';
import { t } from '../../core/i18n';
import { getEncryptedCookie, removeCookie } from '../../core/cookies';
import './tv-settings';
import { backendConfig, until, untilAsync } from '../../../tests/helpers/env';
import { find, openDialog, openDialogs, press, root } from '../../../tests/helpers/element-dom';

async function openLanguage() {
  const el = await fixture(html`<tv-settings view="language"></tv-settings>`);
  $modal.set('settings');
  const r = root(el);
  await until(() => expect(openDialogs(r)).to.deep.equal(['Kalba']));
  const d = openDialog(r, 'Kalba');
  const list = (name: string) => find(d, 'ol', name);
  const order = (name: string) => [...list(name).querySelectorAll('li')].map((li) => li.getAttribute('data-lang'));
  const handle = (name: string, lang: string) => list(name).querySelector<HTMLButtonElement>(`li[data-lang="${lang}"] .handle`)!;
  const status = () => list('Garso kalbų prioritetas').parentElement!.querySelector('[role="status"]')!.textContent;
  return { r, d, order, handle, status, list };
}

const AUDIO = 'Garso kalbų prioritetas';
const SUBS = 'Subtitrų kalbų prioritetas';
/** The group around a priority list (it carries aria-disabled). */
const group = (d: Element, name: string) => find(d, '[role="group"]', name);

describe('<tv-settings>: the language modal', () => {
  before(async () => configure(await backendConfig()));
  beforeEach(() => {
    removeCookie(COOKIES.audioPriority);
    resetPriorities();
  });
  afterEach(() => $modal.set(null));

  it('offers the interface languages, the current one pressed', async () => {
    const { d } = await openLanguage();
    const buttons = [...d.querySelectorAll('.lang-buttons button')];
    expect(buttons.map((b) => b.textContent)).to.deep.equal(['Lietuvių', 'English', 'Русский']);
    expect(buttons.map((b) => b.getAttribute('aria-pressed'))).to.deep.equal(['true', 'false', 'false']);
    expect(find(d, 'button', 'Atgal')).to.exist;
    await expect(d).to.be.accessible();
  });

  it('reorders by keyboard: Space grabs, arrows move, Space drops, Escape puts it back', async () => {
    const { r, order, handle, status } = await openLanguage();
    expect(order(AUDIO)).to.deep.equal(['lt', 'en', 'ru', 'pl', 'de']);
    handle(AUDIO, 'ru').focus();
    press(handle(AUDIO, 'ru'), ' ');
    await until(() => expect(handle(AUDIO, 'ru').getAttribute('aria-pressed')).to.equal('true'));
    expect(status()).to.contain('Rusų paimta');
    press(handle(AUDIO, 'ru'), 'ArrowUp');
    await until(() => expect(order(AUDIO)).to.deep.equal(['lt', 'ru', 'en', 'pl', 'de']));
    expect(r.activeElement).to.equal(handle(AUDIO, 'ru'), 'the focus stays on the moved language');
    press(handle(AUDIO, 'ru'), 'ArrowUp');
    await until(() => expect(order(AUDIO)).to.deep.equal(['ru', 'lt', 'en', 'pl', 'de']));
    expect(status()).to.equal('Rusų perkelta į 1 vietą iš 5.');
    press(handle(AUDIO, 'ru'), ' ');
    await until(() => expect(handle(AUDIO, 'ru').getAttribute('aria-pressed')).to.equal('false'));
    expect($priorities.get().audio).to.deep.equal(['ru', 'lt', 'en', 'pl', 'de']);

    // Grab again, move, then Escape: back where it was, and the modal stays open.
    press(handle(AUDIO, 'ru'), 'Enter');
    press(handle(AUDIO, 'ru'), 'End');
    await until(() => expect(order(AUDIO)).to.deep.equal(['lt', 'en', 'pl', 'de', 'ru']));
    press(handle(AUDIO, 'ru'), 'Escape');
    await until(() => expect(order(AUDIO)).to.deep.equal(['ru', 'lt', 'en', 'pl', 'de']));
    expect(openDialogs(r)).to.deep.equal(['Kalba']);
    // Alt+Arrow moves without grabbing; plain arrows only move the focus.
    press(handle(AUDIO, 'lt'), 'ArrowDown', { altKey: true });
    await until(() => expect(order(AUDIO)).to.deep.equal(['ru', 'en', 'lt', 'pl', 'de']));
    press(handle(AUDIO, 'lt'), 'ArrowDown');
    expect(r.activeElement).to.equal(handle(AUDIO, 'pl'));
    expect(order(AUDIO)).to.deep.equal(['ru', 'en', 'lt', 'pl', 'de']);
  });

  it('reorders by dragging', async () => {
    const { d, list, order } = await openLanguage();
    // Subtitles are off by default, and their list with them: turn them on first.
    find<HTMLInputElement>(d, 'label.switch', t('settings.subtitles_disabled')).querySelector('input')!.click();
    await until(() => expect(group(d, SUBS).hasAttribute('aria-disabled')).to.equal(false));
    const li = (lang: string) => list(SUBS).querySelector(`li[data-lang="${lang}"]`)!;
    const dt = new DataTransfer();
    li('de').dispatchEvent(new DragEvent('dragstart', { bubbles: true, composed: true, dataTransfer: dt }));
    await until(() => expect(li('de').classList.contains('dragging'), 'the dragged language is marked').to.equal(true));
    li('en').dispatchEvent(new DragEvent('dragover', { bubbles: true, composed: true, cancelable: true, dataTransfer: dt }));
    li('en').dispatchEvent(new DragEvent('drop', { bubbles: true, composed: true, cancelable: true, dataTransfer: dt }));
    await until(() => expect(order(SUBS)).to.deep.equal(['lt', 'de', 'en', 'ru', 'pl']));
    expect(order(AUDIO)).to.deep.equal(['lt', 'en', 'ru', 'pl', 'de'], 'the other list is untouched');
  });

  it('dims and disables the subtitle list while subtitles are disabled, and brings it back', async () => {
    const { d, handle, order } = await openLanguage();
    const toggle = find<HTMLInputElement>(d, 'label.switch', t('settings.subtitles_disabled')).querySelector('input')!;
    const subs = group(d, SUBS);
    const opacity = (el: Element) => Number(getComputedStyle(el).opacity);
    const handles = () => [...subs.querySelectorAll<HTMLButtonElement>('.handle')];
    expect(toggle.checked).to.equal(true, 'disabled by default');
    expect(subs.getAttribute('aria-disabled')).to.equal('true');
    expect(opacity(subs.querySelector('ol')!)).to.be.below(0.6);
    expect(handles().every((h) => h.disabled)).to.equal(true, 'the reorder controls are not operable');
    expect([...subs.querySelectorAll('li')].some((li) => li.getAttribute('draggable') === 'true')).to.equal(false);
    expect(group(d, AUDIO).hasAttribute('aria-disabled')).to.equal(false, 'the audio list stays enabled');
    expect(opacity(group(d, AUDIO).querySelector('ol')!)).to.equal(1);
    press(handle(SUBS, 'en'), 'ArrowUp', { altKey: true });
    expect(order(SUBS)).to.deep.equal(['lt', 'en', 'ru', 'pl', 'de']);
    await expect(d).to.be.accessible();

    toggle.click();
    await until(() => expect(subs.hasAttribute('aria-disabled')).to.equal(false));
    expect(opacity(subs.querySelector('ol')!)).to.equal(1);
    expect(handles().some((h) => h.disabled)).to.equal(false);
    press(handle(SUBS, 'en'), 'ArrowUp', { altKey: true });
    await until(() => expect(order(SUBS)).to.deep.equal(['en', 'lt', 'ru', 'pl', 'de']));
    await expect(d).to.be.accessible();

    toggle.click();
    await until(() => expect(subs.getAttribute('aria-disabled')).to.equal('true'));
    expect(handles().every((h) => h.disabled)).to.equal(true);
  });

  it('keeps priorities and the Disabled toggle (default on) in the encrypted cookie for 365 days', async () => {
    const { d, handle } = await openLanguage();
    const toggle = find<HTMLInputElement>(d, 'label.switch', 'Išjungta').querySelector('input')!;
    expect(toggle.getAttribute('role')).to.equal('switch');
    expect(toggle.checked).to.equal(true);
    toggle.click();
    await until(() => expect($priorities.get().subtitlesDisabled).to.equal(false));
    press(handle(SUBS, 'en'), 'ArrowUp', { altKey: true });
    // Every change is encrypted and written asynchronously, so the cookie of the toggle alone is there
    // first (and "Išsaugota." with it): wait until the cookie holds the last change too.
    const expected = { audio: ['lt', 'en', 'ru', 'pl', 'de'], subtitles: ['en', 'lt', 'ru', 'pl', 'de'], subtitlesDisabled: false };
    await untilAsync(async () => {
      expect(await getEncryptedCookie(COOKIES.audioPriority, isPriorities)).to.deep.equal(expected);
    });
    await until(() => expect(d.querySelector('.saved')!.textContent).to.equal('Išsaugota.'));
    const raw = Cookies.get(COOKIES.audioPriority)!;
    expect(raw).not.to.contain('subtitles');
    resetPriorities();
    expect($priorities.get().subtitlesDisabled).to.equal(true);
    await loadPriorities();
    expect($priorities.get()).to.deep.equal(expected);
  });

  it('logs and removes a corrupt priority cookie', async () => {
    const warnings: unknown[][] = [];
    const orig = console.warn;
    console.warn = (...a: unknown[]) => warnings.push(a);
    try {
      Cookies.set(COOKIES.audioPriority, 'not-a-sealed-value', { path: '/' });
      resetPriorities();
      const p = await loadPriorities();
      expect(p.subtitlesDisabled).to.equal(true);
      expect(p.audio).to.deep.equal(['lt', 'en', 'ru', 'pl', 'de']);
      expect(Cookies.get(COOKIES.audioPriority)).to.equal(undefined);
      expect(warnings.some((w) => String(w[0]).includes('corrupt cookie _audio_priority'))).to.equal(true);
    } finally {
      console.warn = orig;
    }
  });
});
