import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { loadProfiles } from '../../core/stores/profiles';
import { $modal } from '../../core/stores/ui';
import { useI18nReady } from '../shared/hooks';
import { AboutView, PrivacyView } from './AboutView';
import { LanguageView } from './LanguageView';
import { LogoutView } from './LogoutView';
import { ProfileList } from './ProfileList';
import { ProfileWizard } from './ProfileWizard';
import { SettingsList } from './SettingsList';
import { initialView, type SettingsView } from './views';

export interface SettingsProps {
  /** The screen the modal opens on: list (default), profiles, language, about, privacy or logout. */
  view?: string;
}

/**
 * The settings modal of spec §2, opened through `$modal` ('settings', e.g. by the navigation's
 * settings button). One screen at a time; each screen is its own native dialog, so the focus moves
 * into the new screen and Escape closes.
 */
export function Settings({ view }: SettingsProps) {
  useI18nReady();
  const modal = useStore($modal);
  const open = modal === 'settings';
  const [current, setCurrent] = useState<SettingsView>(() => initialView(view));
  useEffect(() => {
    if (open) {
      setCurrent(initialView(view));
      // The acting profile's own data (name, avatar, PIN) for Edit profile / the list.
      void loadProfiles();
    }
  }, [open, view]);

  if (!open) return null;
  const close = () => $modal.set(null);
  const props = { go: setCurrent, close };
  switch (current.name) {
    case 'profiles':
      return <ProfileList {...props} />;
    case 'form':
      return <ProfileWizard key={current.profile?.id ?? 'new'} profile={current.profile} from={current.from} {...props} />;
    case 'language':
      return <LanguageView {...props} />;
    case 'about':
      return <AboutView {...props} />;
    case 'privacy':
      return <PrivacyView {...props} />;
    case 'logout':
      return <LogoutView {...props} />;
    default:
      return <SettingsList {...props} />;
  }
}
