/**
 * A language handed over in the page's address, `?lang=ru`: the login page sends the user back this
 * way with the language chosen there (the `_app_lang` cookie is encrypted in the browser, so the
 * login service cannot set it). Read once per page and removed from the address, so a reload, a
 * bookmark or a shared link does not carry it on.
 */
import { isLang, type Lang } from '../names';

const LANG_PARAM = 'lang';

/** The valid language in the address, or undefined; the parameter is removed either way. */
export function takeLangFromAddress(): Lang | undefined {
  if (typeof location === 'undefined' || typeof history === 'undefined') return undefined;
  const url = new URL(location.href);
  if (!url.searchParams.has(LANG_PARAM)) return undefined;
  const lang = url.searchParams.get(LANG_PARAM);
  url.searchParams.delete(LANG_PARAM);
  history.replaceState(history.state, '', url.href);
  return isLang(lang) ? lang : undefined;
}
