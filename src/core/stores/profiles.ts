import { computed } from 'nanostores';
import { config } from '../config';
import { getEncryptedCookie, removeCookie, setEncryptedCookie } from '../cookies';
import { emptyItems, fetchStore, type Items } from '../api/fetch-store';
import { avatarSrc, getAvatars, getProfile, getProfiles, getSelectedProfile, releaseProfile, selectProfileOnServer, type Avatar, type Profile } from '../api/profiles';
import { COOKIES, COOKIE_DAYS } from '../names';
import { $session, type SessionProfile } from './session';

/** The customer's profiles (the master sees all, another profile only itself). */
const profiles = fetchStore<Items<Profile>>('profiles', emptyItems<Profile>());
export const $profiles = profiles.$store;
const avatars = fetchStore<Items<Avatar>>('avatars', emptyItems<Avatar>());
export const $avatars = avatars.$store;

let listAsked: { key: string; answer: Promise<Items<Profile>> } | null = null;
/**
 * The profile list, asked once per sign-in and acting profile (a non-master sees only itself)
 * however many elements want it; a failed answer may be asked again, `force` after a change.
 */
export function loadProfiles(force = false): Promise<Items<Profile>> {
  const s = $session.get();
  const key = `${s.token ?? ''}|${s.profile?.id ?? ''}`;
  if (!force && listAsked?.key === key && !$profiles.get().error) return listAsked.answer;
  listAsked = { key, answer: profiles.run(getProfiles) };
  return listAsked.answer;
}
export function loadAvatars(): Promise<Items<Avatar>> | undefined {
  const s = $avatars.get();
  if (s.loading || (s.loaded && !s.error)) return undefined;
  return avatars.run(getAvatars);
}

/** The acting profile as the API returns it (null before one is chosen). */
export const $currentProfile = computed([$session, $profiles], (s, p) =>
  s.profile ? (p.data.items.find((x) => x.id === s.profile?.id) ?? null) : null,
);
export const $isMaster = computed($session, (s) => Boolean(s.profile?.master_flag));

export function avatarUrl(a: Avatar | undefined): string {
  return a ? avatarSrc(a.url, config().apiBase) : '';
}

/** What the profile cookie keeps (docs/product.md#states: the chosen profile, 1 hour). */
interface StoredProfile {
  id: number;
  customer_id: number;
}
const isStored = (v: unknown): v is StoredProfile =>
  Boolean(v) && typeof (v as StoredProfile).id === 'number' && typeof (v as StoredProfile).customer_id === 'number';

function sessionProfile(p: Profile): SessionProfile {
  return { id: p.id, name: p.name, customer_id: p.customer_id, age: p.age, master_flag: p.master_flag, can_buy: p.can_buy, stamp: p.stamp ?? 0 };
}

/**
 * Puts the profile the server bound this session to into the auth state and the cookie. The cookie
 * is a convenience only (docs/product.md#states, 1 hour): what the session acts as is the server's binding.
 */
export async function setProfile(p: Profile): Promise<void> {
  $session.set({ ...$session.get(), profile: sessionProfile(p), profile_stamp: p.stamp ?? 0 });
  await setEncryptedCookie(COOKIES.profile, { id: p.id, customer_id: p.customer_id } satisfies StoredProfile, COOKIE_DAYS.profile);
}

/**
 * The profile this session is bound to, as the SERVER says (a cookie, forged or not, chooses
 * nothing); the profile cookie of another customer or another profile is removed.
 */
export async function boundProfile(customerId: number): Promise<Profile | null> {
  const { profile } = await getSelectedProfile();
  const stored = await getEncryptedCookie(COOKIES.profile, isStored);
  if (stored && (stored.customer_id !== customerId || stored.id !== profile?.id)) removeCookie(COOKIES.profile);
  return profile && profile.customer_id === customerId ? profile : null;
}

/**
 * Chooses a profile on the server (with its PIN when it needs one) and puts it into the auth state;
 * a refusal (wrong PIN, lock) is thrown as the API's AppError. A profile the session is already
 * bound to is not chosen again.
 */
export async function selectProfile(p: Profile, pin?: string): Promise<Profile> {
  const bound = $session.get().profile?.id === p.id ? p : await selectProfileOnServer(p.id, pin);
  await setProfile(bound);
  return bound;
}

/** Forgets the chosen profile on this page (Log out ends the whole session on the server). */
export function forgetProfile(): void {
  removeCookie(COOKIES.profile);
  $session.set({ ...$session.get(), profile: null });
}

/** Change profile: the server releases the session's profile, the cookie goes, the page reloads (docs/product.md#screens-and-routes). */
export async function changeProfile(): Promise<void> {
  forgetProfile();
  try {
    await releaseProfile();
  } catch (err) {
    console.error('[eteris] profile release failed:', (err as Error).message);
  }
  location.reload();
}

/** After a save: the acting profile is refreshed from the server (its name, age and stamp). */
export async function refreshCurrentProfile(): Promise<void> {
  const cur = $session.get().profile;
  if (!cur) return;
  const fresh = await getProfile(cur.id);
  await setProfile(fresh);
}
