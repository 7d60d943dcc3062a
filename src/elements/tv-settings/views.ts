import type { Profile } from '../../core/api/profiles';

/** The screens of the settings modal and where each goes back to (spec §4 back navigation). */
export type SettingsView =
  | { name: 'list' }
  | { name: 'profiles' }
  | { name: 'form'; profile: Profile | null; from: 'profiles' | 'list' }
  | { name: 'language' }
  | { name: 'about' }
  | { name: 'privacy' }
  | { name: 'logout' };

export interface ViewProps {
  go: (v: SettingsView) => void;
  close: () => void;
}

export const VIEW_NAMES = ['list', 'profiles', 'language', 'about', 'privacy', 'logout'] as const;
export function initialView(name: string | undefined): SettingsView {
  const n = (VIEW_NAMES as readonly string[]).includes(name ?? '') ? (name as (typeof VIEW_NAMES)[number]) : 'list';
  return { name: n } as SettingsView;
}
