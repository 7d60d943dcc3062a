import { computed } from 'nanostores';
import { config } from '../config';
import { api, request } from '../api/client';
import { getPlainCookie } from '../cookies';
import { fetchStore } from '../api/fetch-store';
import type { UserResponse, Userinfo } from '../api/types';
import { AppError, ErrorCode } from '../errors';
import { $locale } from '../i18n';
import { $session, clearToken } from './session';
import { LIMITS } from '../names';

const visitorInfo: Userinfo = { customer_id: 0, is_demo: true, groups: [], drm_token: '' };
export const userinfo = fetchStore<Userinfo>('userinfo', visitorInfo);
export const $userinfo = userinfo.$store;

/** Registered when userinfo.is_demo is false (spec §4). */
export const $registered = computed([$session, $userinfo], (s, u) => Boolean(s.token) && u.loaded && !u.data.is_demo);
export const $inPlanGroup = computed($userinfo, (u) => u.data.groups.some((g) => g.id === LIMITS.planGroupId));

/**
 * User fetch of spec §4: GET {client base}/user with credentials; request -> success | failure with
 * an error reset; an error field in the response counts as failure; failure clears the token.
 */
export async function loadUser(): Promise<void> {
  const s = $session.get();
  $session.set({ ...s, status: 'loading', error: null, locale: $locale.get(), lang: $locale.get() });
  try {
    const url = new URL('user', config().clientBase).toString();
    const body = await request<UserResponse>(url, { source: 'user' }, { credentials: 'include' });
    if (body.error !== undefined || !body.token || !body.user) {
      throw new AppError({ code: ErrorCode.USER_ERROR_FIELD, message: JSON.stringify(body.error ?? 'no token'), source: 'user' });
    }
    $session.set({ ...$session.get(), token: body.token, user: body.user, email_verified: body.user.email_verified, status: 'user', error: null });
  } catch (err) {
    const error = err instanceof AppError ? err : new AppError({ code: ErrorCode.AUTH_REQUIRED, message: String(err), source: 'user' });
    // A visitor simply has no session: that is not worth an error in the console.
    if (error.status !== 401) console.error('[eteris] user fetch failed:', error.message);
    clearToken(error);
  }
}

export function loadUserinfo(): Promise<Userinfo> {
  if (!$session.get().token) {
    return userinfo.run(async () => ({ ...visitorInfo, ...(await api<Partial<Userinfo>>('userinfo', { source: 'userinfo' })), is_demo: true }));
  }
  return userinfo.run(() => api<Userinfo>('userinfo', { source: 'userinfo' }));
}

/**
 * Whether this page may have a login session worth the user check. The login service keeps its
 * session in an HttpOnly cookie (out of reach of scripts, and of other origins), and beside it a
 * non-secret marker cookie (`config().signedInCookie`, e.g. `eteris_signed_in=1`) that it sets at
 * login and clears at logout. A page on the login service's host can read the marker: without it
 * the page is a visitor's, and `GET {client base}/user` is not asked (it could only answer 401).
 * A page on another host cannot see the login service's cookies, so it has to ask.
 */
export function maybeSignedIn(): boolean {
  const { clientBase, signedInCookie } = config();
  if (!signedInCookie || getPlainCookie(signedInCookie) !== undefined) return true;
  return typeof location === 'undefined' || new URL(clientBase).hostname !== location.hostname;
}

let started: Promise<void> | null = null;
/**
 * Runs the user check (only when a session may exist) and then userinfo, once per page, whichever
 * element asks first. A user whose e-mail is not verified gets no userinfo: nothing behind the
 * verify page is fetched (stores/access.ts).
 */
export function startSession(): Promise<void> {
  started ??= (async () => {
    if (maybeSignedIn()) await loadUser();
    else $session.set({ ...$session.get(), token: null, user: null, status: 'visitor', error: null, locale: $locale.get(), lang: $locale.get() });
    const s = $session.get();
    if (s.token && !s.email_verified) return;
    await loadUserinfo();
  })();
  return started;
}

export function loginHref(returnTo: string = location.href): string {
  const u = new URL(config().loginUrl);
  u.searchParams.set('redirect', returnTo);
  u.searchParams.set('lang', $locale.get());
  return u.toString();
}

export function logoutHref(returnTo: string = new URL('/', location.href).toString()): string {
  const u = new URL(config().logoutUrl);
  u.searchParams.set('redirect', returnTo);
  return u.toString();
}

/** The hosted payment page, coming back to `returnTo` (with ?card=added on success). */
export function paymentHref(returnTo: string = location.href): string {
  const u = new URL(config().paymentUrl);
  u.searchParams.set('redirect', returnTo);
  u.searchParams.set('lang', $locale.get());
  return u.toString();
}
