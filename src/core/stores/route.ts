// The client side of the route table (../routes.ts): the page names its route on <html data-route>
// (the Astro frame does), and this one place keeps the tab title in the viewer's language and applies
// the route's rules once the session is known: /logout, registered-only routes.
// A CMS or partner page has no data-route, and nothing here runs.
import { atom } from 'nanostores';
import { config } from '../config';
import { removeCookie } from '../cookies';
import { $locale, $texts, initI18n, t, type MessageKey } from '../i18n';
import { COOKIES } from '../names';
import { isRoute, redirectFor, ROUTES, SITE_NAME, type RouteName } from '../routes';

export { redirectFor };
import { $registered, $userinfo, logOut, startSession } from './auth';
import { $session } from './session';

/** The route this page is, or null on a page that is not the site's. */
export function currentRoute(): RouteName | null {
  const name = typeof document === 'undefined' ? null : document.documentElement.dataset.route;
  return isRoute(name) ? name : null;
}

/**
 * The name of what the route's screen shows (a film, a series, a CMS page), set by its page element
 * once it has come (useScreenName()); null: the route's own title.
 */
export const $screenName = atom<string | null>(null);

/** /register's plan and card screens (<tv-plan-actions>) are named for what they do. */
const REGISTER_ACTIONS: Record<string, MessageKey> = { change: 'route.change_plan', add_card: 'route.add_card' };

function titleOf(route: RouteName, search = '', name: string | null = null): string {
  const action = route === 'register' ? new URLSearchParams(search).get('action') : null;
  const key = action && Object.hasOwn(REGISTER_ACTIONS, action) ? REGISTER_ACTIONS[action]! : ROUTES[route].title;
  return `${name || t(key)} · ${SITE_NAME}`;
}

/**
 * Routes that need no acting profile: confirming a device (/activate, docs/product.md#who-uses-it "Device or account
 * activation") is the account's act, so "Who is watching?" is not asked there (nor is this
 * browser's DRM support, which a phone confirming a TV need not have).
 */
export function profileOptional(route: RouteName | null = currentRoute()): boolean {
  return route === 'activate';
}

let started = false;
/** Starts the page's route rules (idempotent; the core runs it when it loads). */
export function startRoute(): void {
  const route = currentRoute();
  if (started || !route) return;
  started = true;
  void initI18n();
  const title = () => {
    document.title = titleOf(route, location.search, $screenName.get());
  };
  $locale.subscribe(title);
  $texts.listen(title);
  $screenName.listen(title);
  startSkipLink();
  if (route === 'logout') {
    removeCookie(COOKIES.profile);
    logOut(config().siteBase);
    return;
  }
  if (!('access' in ROUTES[route]) && route !== 'register') return;
  void initI18n().then(() => startSession());
  // decided from the address the page arrived with, not as it is at a later session change: the
  // player rewrites its own address as it plays, and the page may be on its way elsewhere
  const arrived = location.search;
  const check = () => {
    const session = $session.get();
    const known = session.status === 'visitor' || (session.status === 'user' && $userinfo.get().loaded);
    if (!known) return;
    const to = redirectFor(route, $registered.get(), arrived, config().siteBase);
    if (to) location.replace(to);
  };
  $session.listen(check);
  $userinfo.listen(check);
  check();
}

/**
 * The frame's "Skip to content" link (site/src/layouts/Shell.astro): its text in the viewer's
 * language, and the focus moved onto <main> without changing the address.
 */
function startSkipLink(): void {
  const link = document.querySelector<HTMLAnchorElement>('a.skip-link');
  const main = document.getElementById('main');
  if (!link || !main) return;
  $locale.subscribe(() => {
    link.textContent = t('route.skip_to_content');
  });
  link.addEventListener('click', (e) => {
    e.preventDefault();
    main.focus();
    main.scrollIntoView({ block: 'start' });
  });
}
