// Whether a tab of a partner's origin may be signed in: a non-secret marker in localStorage, so a
// visitor's page never loads the tab-to-tab sign-in (./partner-tabs) nor waits for an answer.
import { STORAGE_KEYS } from '../storage';

/** True when a tab of this origin may be signed in (the marker is set). */
export function tabsMaySignIn(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEYS.partnerSignedIn) === '1';
  } catch {
    return false;
  }
}

/** Sets or clears the marker (a sign-in, a logout or a refused token). */
export function markSignedIn(on: boolean): void {
  try {
    if (on) localStorage.setItem(STORAGE_KEYS.partnerSignedIn, '1');
    else localStorage.removeItem(STORAGE_KEYS.partnerSignedIn);
  } catch {
    /* storage unavailable: no tab is told */
  }
}
