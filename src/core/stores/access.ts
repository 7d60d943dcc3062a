// What the page may fetch, decided in ONE place from the session (docs/product.md#screens-and-routes, #states):
// - nothing before the user check has answered;
// - nothing at all for a signed-in user whose e-mail is not verified: only the verify-your-e-mail
//   page is shown, so nothing behind it is fetched (channels, guide, genres, page list, reminders,
//   the event stream, stats);
// - content a visitor may also see (line-up, guide, genres, page list) for visitors and for
//   verified users, also while "Who is watching?" is open;
// - calls about a profile (reminders, the customer's event stream of reminder messages, bookmarks,
//   wishlist, stats) only once a profile is chosen: the profile comes first (docs/product.md#screens-and-routes).
// Stores that fetch wait with `whenContent()` / `whenProfile()`; the session gate reads the same
// decision for its verify page.
import { computed } from 'nanostores';
import type { FetchState } from '../api/fetch-store';
import type { Userinfo } from '../api/types';
import { initI18n } from '../i18n';
import { $userinfo, startSession } from './auth';
import { $session, type SessionState } from './session';

/**
 * - `unknown`: the user check has not answered yet
 * - `blocked`: signed in, e-mail not verified
 * - `public`: a visitor (public API)
 * - `account`: a verified user, no profile chosen yet
 * - `profile`: a verified user acting as a chosen profile
 */
type Access = 'unknown' | 'blocked' | 'public' | 'account' | 'profile';

export function accessOf(s: SessionState, u: FetchState<Userinfo>): Access {
  if (s.status === 'visitor') return 'public';
  if (s.status !== 'user' || !s.token) return 'unknown';
  // The login service's word decides at once; userinfo, when it has come, may only narrow it.
  if (!s.email_verified || (u.loaded && u.data.email_verified === false)) return 'blocked';
  return s.profile ? 'profile' : 'account';
}

export const $access = computed([$session, $userinfo], accessOf);

/** The decision for the stores as they are now (also inside their own listeners). */
export const currentAccess = (): Access => accessOf($session.get(), $userinfo.get());

/** Content a visitor may also see may be fetched. */
export const contentAllowed = (a: Access = currentAccess()): boolean => a === 'public' || a === 'account' || a === 'profile';

/** Calls about the chosen profile may be made. */
export const profileAllowed = (a: Access = currentAccess()): boolean => a === 'profile';

function when(ok: (a: Access) => boolean): Promise<void> {
  if (ok(currentAccess())) return Promise.resolve();
  // Whoever waits first starts the page's one user check (idempotent), as the elements do.
  if ($session.get().status === 'unknown') void initI18n().then(() => startSession());
  return new Promise((resolve) => {
    const check = () => {
      if (!ok(currentAccess())) return;
      offSession();
      offInfo();
      resolve();
    };
    const offSession = $session.listen(check);
    const offInfo = $userinfo.listen(check);
  });
}

/**
 * Resolves once content may be fetched: at once for a visitor or a verified user, never for a user
 * whose e-mail is not verified (the request is simply not made).
 */
export const whenContent = (): Promise<void> => when(contentAllowed);

/** Resolves once a verified user has chosen a profile. */
export const whenProfile = (): Promise<void> => when(profileAllowed);
