import { computed } from 'nanostores';
import { config } from '../config';
import { getEncryptedCookie, removeCookie, setEncryptedCookie } from '../cookies';
import { emptyItems, fetchStore, type Items } from '../api/fetch-store';
import { avatarSrc, getAvatars, getProfile, getProfiles, type Avatar, type Profile } from '../api/profiles';
import { COOKIES, COOKIE_DAYS } from '../names';
import { $session, type SessionProfile } from './session';

/** The customer's profiles (the master sees all, another profile only itself). */
export const profiles = fetchStore<Items<Profile>>('profiles', emptyItems<Profile>());
export const $profiles = profiles.$store;
export const avatars = fetchStore<Items<Avatar>>('avatars', emptyItems<Avatar>());
export const $avatars = avatars.$store;

export const loadProfiles = () => profiles.run(getProfiles);
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

/** What the profile cookie keeps (spec §4: the chosen profile, 1 hour). */
interface StoredProfile {
  id: number;
  customer_id: number;
}
const isStored = (v: unknown): v is StoredProfile =>
  Boolean(v) && typeof (v as StoredProfile).id === 'number' && typeof (v as StoredProfile).customer_id === 'number';

export function sessionProfile(p: Profile): SessionProfile {
  return { id: p.id, name: p.name, customer_id: p.customer_id, age: p.age, master_flag: p.master_flag, stamp: p.stamp ?? 0 };
}

/** Puts the profile into the auth state (so the API client sends X-Profile-Id) and the cookie. */
export async function setProfile(p: Profile): Promise<void> {
  $session.set({ ...$session.get(), profile: sessionProfile(p), profile_stamp: p.stamp ?? 0 });
  await setEncryptedCookie(COOKIES.profile, { id: p.id, customer_id: p.customer_id } satisfies StoredProfile, COOKIE_DAYS.profile);
}

/**
 * The profile kept in the cookie, if it belongs to this customer and still exists; a stored
 * profile of another customer (or a deleted one) is removed.
 */
export async function storedProfile(customerId: number, list: Profile[]): Promise<Profile | null> {
  const stored = await getEncryptedCookie(COOKIES.profile, isStored);
  if (!stored) return null;
  const p = stored.customer_id === customerId ? list.find((x) => x.id === stored.id) : undefined;
  if (!p) {
    removeCookie(COOKIES.profile);
    return null;
  }
  return p;
}

/** Forgets the chosen profile (Change profile / Log out). */
export function forgetProfile(): void {
  removeCookie(COOKIES.profile);
  $session.set({ ...$session.get(), profile: null });
}

/** Change profile: removes the profile cookie and reloads (spec §2). */
export function changeProfile(): void {
  forgetProfile();
  location.reload();
}

/** After a save: the acting profile is refreshed from the server (its name, age and stamp). */
export async function refreshCurrentProfile(): Promise<void> {
  const cur = $session.get().profile;
  if (!cur) return;
  const fresh = await getProfile(cur.id);
  await setProfile(fresh);
}
