import { atom, map } from 'nanostores';
import type { Lang } from '../names';
import type { AppError } from '../errors';
import { STORAGE_KEYS } from '../storage';
import { onApiEvent, provideToken } from '../api/events';

/** The signed-in user as the login service reports it. */
interface SessionUser {
  id: number;
  email: string;
  customer_id: number;
  email_verified: boolean;
  lang?: string;
}

/** Chosen profile as kept in the auth state (full shape lives in the profiles store). */
export interface SessionProfile {
  id: number;
  name: string;
  customer_id: number;
  age: number;
  master_flag: boolean;
  /** False for a profile that may not rent, buy or subscribe (the server refuses it). */
  can_buy?: boolean;
  stamp?: number;
}

/**
 * Auth state of docs/product.md#data: token, locale, email_verified, lang, profile, profile_stamp, stat_hello;
 * plus where the user check stands and its last error.
 */
export interface SessionState {
  token: string | null;
  locale: Lang;
  email_verified: boolean;
  lang: Lang;
  profile: SessionProfile | null;
  profile_stamp: number;
  stat_hello: number;
  user: SessionUser | null;
  status: 'unknown' | 'loading' | 'user' | 'visitor';
  error: AppError | null;
}

export const $session = map<SessionState>({
  token: null,
  locale: 'lt',
  email_verified: true,
  lang: 'lt',
  profile: null,
  profile_stamp: 0,
  stat_hello: 0,
  user: null,
  status: 'unknown',
  error: null,
});

/**
 * True while the page's gate (stores/gate.ts) works out who is watching: the top bar keeps the
 * place of the profile's controls until then, rather than drawing the bar twice.
 */
export const $profileSettling = atom(false);

/** Drops the token (auth failure or logout) and remembers why. */
export function clearToken(error: AppError | null): void {
  // a partner page's sign-in (stores/auth.ts) goes with its token
  try {
    sessionStorage.removeItem(STORAGE_KEYS.partnerSession);
    localStorage.removeItem(STORAGE_KEYS.partnerSignedIn);
  } catch {
    /* storage unavailable */
  }
  $session.set({ ...$session.get(), token: null, user: null, status: 'visitor', error });
}

provideToken(() => $session.get().token);
// a refused signed-in call ends the session (the token went stale or was revoked)
onApiEvent('authFailed', (error) => {
  if ($session.get().token) clearToken(error);
});
