import type { Profile } from '../../core/api/profiles';

/** The screens of the settings modal and where each goes back to (docs/product.md#states back navigation). */
export type SettingsView =
  | { name: 'list' }
  | { name: 'profiles' }
  | { name: 'form'; profile: Profile | null; from: 'profiles' | 'list' }
  | { name: 'language' }
  | { name: 'devices' }
  | { name: 'about' }
  | { name: 'privacy' }
  | { name: 'logout' }
  | { name: 'subscriptions' }
  | { name: 'system' }
  | { name: 'streaming' }
  | { name: 'licences' }
  | { name: 'alarms' };

export interface ViewProps {
  go: (v: SettingsView) => void;
  close: () => void;
  /** entryOf() the screen just left: back on this screen, the focus goes to that entry. */
  backFrom?: string | null;
}

const VIEW_NAMES = ['list', 'profiles', 'language', 'devices', 'about', 'privacy', 'logout', 'subscriptions', 'system', 'streaming', 'licences', 'alarms'] as const;
export function initialView(name: string | undefined): SettingsView {
  const n = (VIEW_NAMES as readonly string[]).includes(name ?? '') ? (name as (typeof VIEW_NAMES)[number]) : 'list';
  return { name: n } as SettingsView;
}

/**
 * The `data-entry` of the control that leads to a screen: going back from that screen puts the
 * focus on it again (Language -> the list's Language row, a profile's form -> its Edit button).
 */
export function entryOf(v: SettingsView): string {
  return v.name === 'form' ? `form-${v.profile?.id ?? 'new'}` : v.name;
}
