import { api } from './client';
import type { Items } from './fetch-store';

/** Profile of spec §3 as the operator API returns it. */
export interface Profile {
  id: number;
  name: string;
  /** Stored age limit: 6 (infants), 13 (children), 17 (teenagers), 0 (all, unrestricted). */
  age: number;
  pin: string;
  pin_with_default: string;
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

/** What the profile form sends (spec §7: form-encoded name, age, pin, avatar_id, needs_pin_to_login, can_buy). */
export interface ProfileInput {
  name: string;
  age: number;
  pin: string;
  avatar_id: number;
  needs_pin_to_login: boolean;
}

export function profileForm(input: ProfileInput): Record<string, string | number | boolean> {
  return {
    name: input.name.trim(),
    age: input.age,
    pin: input.pin,
    avatar_id: input.avatar_id,
    needs_pin_to_login: input.needs_pin_to_login,
    can_buy: true,
  };
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

/** Avatar addresses come back relative to the API's origin. */
export function avatarSrc(url: string, base: string): string {
  try {
    return new URL(url, base).toString();
  } catch {
    return url;
  }
}
