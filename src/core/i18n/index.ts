import i18next, { type i18n } from 'i18next';
import { atom } from 'nanostores';
import lt from './locales/lt.json';
import en from './locales/en.json';
import ru from './locales/ru.json';
import { COOKIES, COOKIE_DAYS, DEFAULT_LANG, isLang, type Lang } from '../names';
import { getEncryptedCookie, setEncryptedCookie } from '../cookies';
import { takeLangFromAddress } from './from-address';

/** en and ru must have exactly lt's shape: a missing key fails the type check. */
type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };
const catalogues: Record<Lang, Shape<typeof lt>> = { lt, en, ru };
export { catalogues };

type Paths<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Paths<T[K], `${P}${K}.`>;
}[keyof T & string];
/** Every message key of the source catalogue (lt.json). */
export type MessageKey = Paths<typeof lt>;

export const $locale = atom<Lang>(DEFAULT_LANG);
/** True once the saved language has been read; elements wait for it to avoid a flash of lt. */
export const $i18nReady = atom(false);

const instance: i18n = i18next.createInstance();
void instance.init({
  lng: DEFAULT_LANG,
  fallbackLng: DEFAULT_LANG,
  resources: { lt: { translation: lt }, en: { translation: en }, ru: { translation: ru } },
  interpolation: { escapeValue: false },
  initAsync: false,
});

export function t(key: MessageKey, vars?: Record<string, string | number>): string {
  return instance.t(key, { lng: $locale.get(), ...vars });
}

function applyLocale(lang: Lang): void {
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
    if (handed) await setEncryptedCookie(COOKIES.appLang, handed, COOKIE_DAYS.appLang);
    const saved = handed ?? (await getEncryptedCookie(COOKIES.appLang, isLang));
    applyLocale(saved ?? DEFAULT_LANG);
    $i18nReady.set(true);
    return $locale.get();
  })();
  return started;
}

/** Saves the interface language for 365 days; the caller reloads the page. */
export async function saveLanguage(lang: Lang): Promise<void> {
  await setEncryptedCookie(COOKIES.appLang, lang, COOKIE_DAYS.appLang);
  applyLocale(lang);
}
