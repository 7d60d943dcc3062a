import i18next, { type i18n } from 'i18next';
import { atom } from 'nanostores';
import lt from './locales/lt.json';
import type en from './locales/en.json';
import type ru from './locales/ru.json';
import { COOKIES, COOKIE_DAYS, DEFAULT_LANG, isLang, type Lang } from '../names';
import { getEncryptedCookie, setEncryptedCookie } from '../cookies';
import { takeLangFromAddress } from './from-address';

/**
 * en and ru must have exactly lt's shape: a missing key fails the type check. `elements_docs` (the
 * elements' descriptions in lt and ru, keyed by their English text from the manifest) is no
 * message: only the editors' catalogue page reads it, embedded at build time (site/src/elements-catalogue.ts),
 * and no bundle carries it (rollup.config.mjs).
 */
type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };
type Messages = Omit<typeof lt, 'elements_docs'>;
type Catalogue = Shape<Messages>;
type SameShape<T extends Catalogue> = T;
type _CataloguesAgree = [SameShape<typeof en>, SameShape<typeof ru>];

type Paths<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Paths<T[K], `${P}${K}.`>;
}[keyof T & string];
/** Every message key of the source catalogue (lt.json). */
export type MessageKey = Paths<Messages>;

/** The interface language. Set it through saveLanguage() / initI18n(), which load its texts first. */
export const $locale = atom<Lang>(DEFAULT_LANG);
/** Counts the parts of a catalogue that arrived after the first render (see t()); views re-render. */
export const $texts = atom(0);
/** True once the saved language has been read; elements wait for it to avoid a flash of lt. */
export const $i18nReady = atom(false);

const instance: i18n = i18next.createInstance();
void instance.init({
  lng: DEFAULT_LANG,
  fallbackLng: DEFAULT_LANG,
  resources: { lt: { translation: lt } },
  interpolation: { escapeValue: false },
  initAsync: false,
});

/**
 * lt (the default) is part of the core; en and ru are chunks of their own, fetched when a viewer
 * has chosen them (a CMS page in Lithuanian never downloads the other two catalogues).
 */
const loaders: Record<Exclude<Lang, 'lt'>, () => Promise<{ default: Catalogue }>> = {
  en: () => import('./locales/en.json'),
  ru: () => import('./locales/ru.json'),
};

/** The catalogue of `lang`, loaded once (lt is always there). */
export async function loadCatalogue(lang: Lang): Promise<Catalogue> {
  if (lang === 'lt') return lt;
  if (!instance.hasResourceBundle(lang, 'translation')) {
    const { default: messages } = await loaders[lang]();
    instance.addResourceBundle(lang, 'translation', messages, true, true);
    looked.clear();
  }
  return instance.getResourceBundle(lang, 'translation') as Catalogue;
}

/**
 * In the build the core carries lt's shared texts only (rollup.config.mjs LT_SHELL); the screens'
 * own texts are the `lt` chunk, fetched the first time a view asks for one (a CMS page with a row
 * of posters never does). Until it arrives such a text is empty; then $texts changes and useT()
 * views render again.
 */
let ltPages: Promise<void> | null = null;
function loadLtPages(): Promise<void> {
  ltPages ??= import('./locales/lt.json').then(
    ({ default: all }) => {
      instance.addResourceBundle('lt', 'translation', all, true, true);
      $texts.set($texts.get() + 1);
    },
    (err: Error) => {
      ltPages = null;
      console.error('[eteris] the screen texts could not be loaded:', err.message);
    },
  );
  return ltPages;
}

/**
 * Texts without variables already looked up, per language and key: a view renders the same few
 * dozen texts on every render (the player's frame several times a zap), and each i18next lookup
 * resolves options, namespaces and fallbacks again. Emptied when texts arrive ($texts, a catalogue).
 */
const looked = new Map<string, string>();
let lookedTexts = 0;

/** Resolves once every text of the current language is loaded (for text drawn outside React, which does not re-render). */
export async function whenTexts(): Promise<void> {
  const lang = $locale.get();
  if (lang === 'lt') await loadLtPages();
  else await loadCatalogue(lang);
}

export function t(key: MessageKey, vars?: Record<string, string | number>): string {
  const lng = $locale.get();
  if (vars === undefined) {
    if (lookedTexts !== $texts.get()) {
      looked.clear();
      lookedTexts = $texts.get();
    }
    const hit = looked.get(`${lng} ${key}`);
    if (hit !== undefined) return hit;
  }
  if (lng === 'lt' && $texts.get() === 0 && !instance.exists(key, { lng })) {
    void loadLtPages();
    return '';
  }
  const text = instance.t(key, { lng, ...vars });
  if (vars === undefined) looked.set(`${lng} ${key}`, text);
  return text;
}

async function applyLocale(lang: Lang): Promise<void> {
  await loadCatalogue(lang).catch((err: Error) => {
    // offline or a failed chunk: the interface stays readable in Lithuanian
    console.error(`[eteris] the ${lang} texts could not be loaded:`, err.message);
    lang = DEFAULT_LANG;
  });
  void instance.changeLanguage(lang);
  $locale.set(lang);
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
}

let started: Promise<Lang> | null = null;
/**
 * Once per page: a language handed over in the address (`?lang=`, see ./from-address) is saved as
 * the user's choice; otherwise the saved one is read from the encrypted `_app_lang` cookie.
 */
export function initI18n(): Promise<Lang> {
  started ??= (async () => {
    const handed = takeLangFromAddress();
    if (handed) await saveLanguage(handed);
    else await applyLocale((await getEncryptedCookie(COOKIES.appLang, isLang)) ?? DEFAULT_LANG);
    $i18nReady.set(true);
    return $locale.get();
  })();
  return started;
}

/** Saves the interface language for 365 days and applies it to this page's texts. */
export async function saveLanguage(lang: Lang): Promise<void> {
  await setEncryptedCookie(COOKIES.appLang, lang, COOKIE_DAYS.appLang);
  await applyLocale(lang);
}

/** Changes the interface language: saved, then the page reloads so every element and the server's texts follow. */
export async function switchLanguage(lang: Lang): Promise<void> {
  await saveLanguage(lang);
  location.reload();
}
