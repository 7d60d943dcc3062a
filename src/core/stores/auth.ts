import { computed } from 'nanostores';
import { config, crossSitePage } from '../config';
import { fetchLoginUser, fetchUserinfo, fetchVisitorUserinfo, postUserCode, readLoginUser, type LoginUser } from '../api/user';
import { getPlainCookie } from '../cookies';
import { fetchStore } from '../api/fetch-store';
import type { Userinfo } from '../api/types';
import { AppError, ErrorCode } from '../errors';
import { $locale } from '../i18n';
import { $session, clearToken } from './session';
import { LIMITS } from '../names';
import { STORAGE_KEYS } from '../storage';
import { markSignedIn, tabsMaySignIn } from './partner-marker';

const visitorInfo: Userinfo = { customer_id: 0, is_demo: true, groups: [], drm_token: '' };
const userinfo = fetchStore<Userinfo>('userinfo', visitorInfo);
export const $userinfo = userinfo.$store;

/** Registered when userinfo.is_demo is false (docs/product.md#states). */
export const $registered = computed([$session, $userinfo], (s, u) => Boolean(s.token) && u.loaded && !u.data.is_demo);
export const $inPlanGroup = computed($userinfo, (u) => u.data.groups.some((g) => g.id === LIMITS.planGroupId));

/**
 * User fetch of docs/product.md#states: GET {client base}/user with credentials; request -> success | failure with
 * an error reset; an error field in the response counts as failure; failure clears the token.
 */
export async function loadUser(): Promise<void> {
  const s = $session.get();
  $session.set({ ...s, status: 'loading', error: null, locale: $locale.get(), lang: $locale.get() });
  try {
    const body = await fetchLoginUser();
    $session.set({ ...$session.get(), token: body.token, user: body.user, email_verified: body.user.email_verified, status: 'user', error: null });
  } catch (err) {
    const error = err instanceof AppError ? err : new AppError({ code: ErrorCode.AUTH_REQUIRED, message: String(err), source: 'user' });
    // A visitor simply has no session: that is not worth an error in the console.
    if (error.status !== 401) console.error('[eteris] user fetch failed:', error.message);
    clearToken(error);
  }
}

/**
 * After a 401 from somewhere other than the API client (the event stream), asks the login service
 * whether the session still stands before anyone signs the page out:
 * - it does (the same user): true; a token it hands out anew replaces the page's;
 * - it is gone (401, an error field, another user): the page is signed out, false;
 * - no telling (network, 5xx, an unexpected answer): true, the caller tries again later.
 */
export async function recheckSession(): Promise<boolean> {
  const before = $session.get();
  if (!before.token) return false;
  // a partner page's token is its own (no cookie to ask with): the API's answers tell
  if (partnerPage() && storedPartnerSession()) return true;
  let body: LoginUser;
  try {
    body = await fetchLoginUser();
  } catch (err) {
    const gone = err instanceof AppError && (err.status === 401 || err.code === ErrorCode.USER_ERROR_FIELD);
    if (!gone) {
      console.warn('[eteris] session re-check inconclusive:', (err as Error).message);
      return true;
    }
    if ($session.get().token === before.token) clearToken(err);
    return false;
  }
  const now = $session.get();
  if (now.token !== before.token) return Boolean(now.token);
  if (before.user && body.user.id !== before.user.id) {
    clearToken(new AppError({ code: ErrorCode.AUTH_REQUIRED, message: 'another user signed in', source: 'user' }));
    return false;
  }
  if (body.token !== now.token) $session.set({ ...now, token: body.token, user: body.user, email_verified: body.user.email_verified });
  return true;
}

export function loadUserinfo(): Promise<Userinfo> {
  if (!$session.get().token) {
    return userinfo.run(async () => ({ ...visitorInfo, ...(await fetchVisitorUserinfo()), is_demo: true }));
  }
  return userinfo.run(fetchUserinfo);
}

/**
 * Whether this page may have a login session worth the user check. The login service keeps its
 * session in an HttpOnly cookie (out of reach of scripts, and of other origins), and beside it a
 * non-secret marker cookie (`config().signedInCookie`, e.g. `eteris_signed_in=1`) that it sets at
 * login and clears at logout. A page on the login service's host can read the marker: without it
 * the page is a visitor's, and `GET {client base}/user` is not asked (it could only answer 401).
 * A page on another host cannot see the login service's cookies, so it has to ask.
 */
function maybeSignedIn(): boolean {
  const { clientBase, signedInCookie } = config();
  if (!signedInCookie || getPlainCookie(signedInCookie) !== undefined) return true;
  return typeof location === 'undefined' || new URL(clientBase).hostname !== location.hostname;
}

/**
 * True when this page has no session and gets none without the viewer signing in: nothing can
 * play, so the player library is not even loaded.
 */
export function surelyVisitor(): boolean {
  const s = $session.get();
  if (s.token || s.status === 'user') return false;
  if (s.status === 'visitor') return true;
  if (partnerPage() && (storedPartnerSession() !== null || location.hash.includes('eteris_code=') || tabsMaySignIn())) return false;
  return !maybeSignedIn() || crossSitePage();
}

let started: Promise<void> | null = null;
/**
 * Runs the user check (only when a session may exist) and then userinfo, once per page, whichever
 * element asks first. A user whose e-mail is not verified gets no userinfo: nothing behind the
 * verify page is fetched (stores/access.ts).
 */
export function startSession(): Promise<void> {
  started ??= (async () => {
    if (partnerPage() && (await partnerSignIn())) {
      // signed in by the operator's code: the bearer token is the page's own
    } else if (maybeSignedIn() && !crossSitePage()) await loadUser();
    else $session.set({ ...$session.get(), token: null, user: null, status: 'visitor', error: null, locale: $locale.get(), lang: $locale.get() });
    const s = $session.get();
    if (s.token && !s.email_verified) return;
    await loadUserinfo();
  })();
  return started;
}

/**
 * A partner's page: the login service is on another host, whose cookies the page never gets (a
 * browser that blocks third-party cookies sends none). It signs in through the operator's
 * /client/partner, which comes back with a one-time code in the address's fragment; the code is
 * exchanged for a bearer token of its own, kept in this tab's sessionStorage (server/login/partner.ts).
 */
function partnerPage(): boolean {
  // another origin, not only another host: a page on the operator's host but another port is a
  // partner's too (its own origin; the operator's sign-in returns to it only by the allow-list)
  return typeof location !== 'undefined' && new URL(config().clientBase).origin !== location.origin;
}
const PARTNER_SESSION = STORAGE_KEYS.partnerSession;

function storedPartnerSession(): string | null {
  try {
    return sessionStorage.getItem(PARTNER_SESSION);
  } catch {
    return null;
  }
}

/** Forgets a partner page's sign-in (a token the API refused, or a logout). */
function forgetPartnerSession(): void {
  try {
    sessionStorage.removeItem(PARTNER_SESSION);
  } catch {
    /* storage unavailable: nothing kept */
  }
}

/**
 * A partner page back from the operator's sign-in (`#eteris_code=`): the code is exchanged once
 * (and taken out of the address); a sign-in kept from before in this tab is used. True when the
 * page is signed in this way.
 */
async function partnerSignIn(): Promise<boolean> {
  const m = /(?:^#|&)eteris_code=([^&]+)/.exec(location.hash);
  if (m) {
    history.replaceState(history.state, '', location.href.replace(/#.*$/, ''));
    try {
      const body = await postUserCode(decodeURIComponent(m[1]!));
      sessionStorage.setItem(PARTNER_SESSION, JSON.stringify(body));
    } catch (err) {
      console.error('[eteris] partner sign-in failed:', (err as Error).message);
    }
  }
  // a new tab of the partner's page: the sign-in of a signed-in tab of the same origin
  const saved = storedPartnerSession() ?? (tabsMaySignIn() ? await (await import('./partner-tabs')).askTabs() : null);
  if (!saved) return false;
  try {
    const body = readLoginUser(JSON.parse(saved));
    sessionStorage.setItem(PARTNER_SESSION, JSON.stringify(body));
    $session.set({ ...$session.get(), token: body.token, user: body.user, email_verified: body.user.email_verified, status: 'user', error: null, locale: $locale.get(), lang: $locale.get() });
    markSignedIn(true);
    void import('./partner-tabs').then((m) => m.answerTabs(storedPartnerSession));
    return true;
  } catch {
    forgetPartnerSession();
    return false;
  }
}

export function loginHref(returnTo: string = location.href): string {
  if (partnerPage()) {
    // the operator's sign-in for a partner's page comes back to it with a one-time code
    const p = new URL('partner', config().clientBase);
    p.searchParams.set('return', returnTo.replace(/#.*$/, ''));
    p.searchParams.set('lang', $locale.get());
    return p.toString();
  }
  const u = new URL(config().loginUrl);
  u.searchParams.set('redirect', returnTo);
  u.searchParams.set('lang', $locale.get());
  return u.toString();
}

/**
 * Signs out on the login service and comes back to `returnTo`: a form POST from this page (the
 * service refuses a sign-out that a link, a GET or a foreign page asks for).
 */
export function logOut(returnTo: string = new URL('/', location.href).toString()): void {
  const form = document.createElement('form');
  form.method = 'post';
  form.action = config().logoutUrl;
  form.hidden = true;
  const redirect = document.createElement('input');
  redirect.type = 'hidden';
  redirect.name = 'redirect';
  redirect.value = returnTo;
  form.append(redirect);
  document.body.append(form);
  form.submit();
}

/** The hosted payment page, coming back to `returnTo` (with ?card=added on success). */
export function paymentHref(returnTo: string = location.href): string {
  const u = new URL(config().paymentUrl);
  u.searchParams.set('redirect', returnTo);
  u.searchParams.set('lang', $locale.get());
  return u.toString();
}
