import { api } from './client';
import type { Items } from './fetch-store';
import type { ProfileInput } from './profile-form';
import { AvatarListSchema, ProfileListSchema, ProfileSchema, SelectedProfileSchema } from './account-schemas';

/** Profile of docs/product.md#data as the operator API returns it. */
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

export type { ProfileInput } from './profile-form';

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

export const getProfiles = (): Promise<Items<Profile>> => api('customer/profiles', { source: 'profiles', schema: ProfileListSchema });
export const getProfile = (id: number): Promise<Profile> => api(`customer/profile/${id}`, { source: 'profile', schema: ProfileSchema });
export const getAvatars = (): Promise<Items<Avatar>> => api('customer/avatars', { source: 'avatars', schema: AvatarListSchema });

export const createProfile = (input: ProfileInput): Promise<Profile> =>
  api('customer/profile', { method: 'POST', form: profileForm(input), source: 'profile.create', schema: ProfileSchema });

export const updateProfile = (id: number, input: ProfileInput): Promise<Profile> =>
  api(`customer/profile/${id}`, { method: 'PUT', form: profileForm(input), source: 'profile.update', schema: ProfileSchema });

export const deleteProfile = (id: number) =>
  api<void>(`customer/profile/${id}`, { method: 'DELETE', source: 'profile.delete' });

/** Chooses the profile on the server (with its PIN when it needs one): the token then acts as it. */
export const selectProfileOnServer = (id: number, pin?: string): Promise<Profile> =>
  api(`customer/profile/${id}/select`, { method: 'POST', form: pin === undefined ? {} : { pin }, source: 'profile.select', schema: ProfileSchema });

/** The profile the session is bound to on the server (null: none chosen). */
export const getSelectedProfile = (): Promise<{ profile: Profile | null }> =>
  api('customer/selected-profile', { source: 'profile.selected', schema: SelectedProfileSchema });

/** Change profile / Log out: the session acts as no profile until the next choice. */
export const releaseProfile = () => api<void>('customer/selected-profile', { method: 'DELETE', source: 'profile.release' });

/**
 * The adult PIN: the server holds a grant for this session and profile until `expires` (epoch s).
 * Only the 2xx matters to the page (the grant is the server's), so the answer is not read.
 */
export const postAdultUnlock = (pin: string): Promise<unknown> =>
  api<unknown>('customer/adult-unlock', { method: 'POST', form: { pin }, source: 'adult-pin' });

/** Avatar addresses come back relative to the API's origin. */
export function avatarSrc(url: string, base: string): string {
  try {
    return new URL(url, base).toString();
  } catch {
    return url;
  }
}
