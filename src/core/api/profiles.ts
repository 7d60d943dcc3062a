import { api } from './client';
import type { Items } from './fetch-store';

/** Profile of spec §3 as the operator API returns it. */
export interface Profile {
  id: number;
  name: string;
  /** Stored age limit: 6 (infants), 13 (children), 17 (teenagers), 0 (all, unrestricted). */
  age: number;
  /** Whether a PIN is set; the PIN itself never leaves the server. */
  has_pin: boolean;
  needs_pin_to_login: boolean;
  avatar: Avatar;
  master_flag: boolean;
  customer_id: number;
  can_buy: boolean;
  /** Change timestamp (epoch seconds); newer stamps re-trigger the page list and the stat HELLO. */
  stamp?: number;
}

export interface Avatar {
  id: number;
  url: string;
}

/**
 * What the profile form sends (spec §7: form-encoded name, age, pin, avatar_id, needs_pin_to_login,
 * can_buy): only the fields the form shows. `age` is absent for a non-master (no age field), `pin`
 * when the PIN was left unchanged, `can_buy` unless the form shows it; the server changes only the
 * fields it receives.
 */
export interface ProfileInput {
  name: string;
  age?: number;
  pin?: string;
  avatar_id: number;
  needs_pin_to_login: boolean;
  can_buy?: boolean;
}

export function profileForm(input: ProfileInput): Record<string, string | number | boolean> {
  const out: Record<string, string | number | boolean> = {
    name: input.name.trim(),
    avatar_id: input.avatar_id,
    needs_pin_to_login: input.needs_pin_to_login,
  };
  if (input.age !== undefined) out.age = input.age;
  if (input.pin !== undefined) out.pin = input.pin;
  if (input.can_buy !== undefined) out.can_buy = input.can_buy;
  return out;
}

export const getProfiles = () => api<Items<Profile>>('customer/profiles', { source: 'profiles' });
export const getProfile = (id: number) => api<Profile>(`customer/profile/${id}`, { source: 'profile' });
export const getAvatars = () => api<Items<Avatar>>('customer/avatars', { source: 'avatars' });

export const createProfile = (input: ProfileInput) =>
  api<Profile>('customer/profile', { method: 'POST', form: profileForm(input), source: 'profile.create' });

export const updateProfile = (id: number, input: ProfileInput) =>
  api<Profile>(`customer/profile/${id}`, { method: 'PUT', form: profileForm(input), source: 'profile.update' });

export const deleteProfile = (id: number) =>
  api<void>(`customer/profile/${id}`, { method: 'DELETE', source: 'profile.delete' });

/** Chooses the profile on the server (with its PIN when it needs one): the token then acts as it. */
export const selectProfileOnServer = (id: number, pin?: string) =>
  api<Profile>(`customer/profile/${id}/select`, { method: 'POST', form: pin === undefined ? {} : { pin }, source: 'profile.select' });

/** The profile the session is bound to on the server (null: none chosen). */
export const getSelectedProfile = () => api<{ profile: Profile | null }>('customer/selected-profile', { source: 'profile.selected' });

/** Change profile / Log out: the session acts as no profile until the next choice. */
export const releaseProfile = () => api<void>('customer/selected-profile', { method: 'DELETE', source: 'profile.release' });

/** The adult PIN: the server holds a grant for this session and profile until `expires` (epoch s). */
export const postAdultUnlock = (pin: string) =>
  api<{ expires: number; expires_in: number }>('customer/adult-unlock', { method: 'POST', form: { pin }, source: 'adult-pin' });

/** Avatar addresses come back relative to the API's origin. */
export function avatarSrc(url: string, base: string): string {
  try {
    return new URL(url, base).toString();
  } catch {
    return url;
  }
}
