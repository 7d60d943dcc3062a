import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { loadProfiles } from '../../core/stores/profiles';
import { $modal } from '../../core/stores/ui';
import { useReturnFocus } from '../shared/focus';
import { useI18nReady } from '../shared/hooks';
import { AboutView, PrivacyView } from './AboutView';
import { DevicesView } from './DevicesView';
import { LanguageView } from './LanguageView';
import { LogoutView } from './LogoutView';
import { ProfileList } from './ProfileList';
import { ProfileWizard } from './ProfileWizard';
import { SettingsList } from './SettingsList';
import { StreamingView } from './StreamingView';
import { SubscriptionsView } from './SubscriptionsView';
import { AlarmsView } from './AlarmsView';
import { LicencesView, SystemView } from './SystemViews';
import { entryOf, initialView, type SettingsView, type ViewProps } from './views';

export interface SettingsProps {
  /** The screen the modal opens on: list (default), profiles, language, devices, about, privacy, logout, subscriptions, system, streaming, licences or alarms. */
  view?: string;
}

interface Screen {
  current: SettingsView;
  /** entryOf() the screen the user just left. */
  from: string | null;
}

/**
 * The settings modal of docs/product.md#screens-and-routes, opened through `$modal` ('settings', e.g. by the navigation's
 * settings button). One screen at a time; each screen is its own native dialog, so the focus moves
 * into the new screen. Escape and the back arrow step back one screen, onto the entry the user
 * came from; on the list Escape closes, and the focus returns to where it was before the modal
 * opened (the settings button), or to the page's main content.
 */
export function Settings({ view }: SettingsProps) {
  useI18nReady();
  const modal = useStore($modal);
  const open = modal === 'settings';
  useReturnFocus(open);
  const [screen, setScreen] = useState<Screen>(() => ({ current: initialView(view), from: null }));
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (open) {
      setScreen({ current: initialView(view), from: null });
      // The acting profile's own data (name, avatar, PIN) for Edit profile / the list, fresh.
      void loadProfiles(true);
    }
  }, [open, view]);
  useEffect(() => {
    // Runs after the screen's dialog has opened (child effects first): back on a screen, the focus
    // goes to the entry that led to the screen just left.
    if (!open || !screen.from) return;
    box.current?.querySelector<HTMLElement>(`dialog[open] [data-entry="${CSS.escape(screen.from)}"]`)?.focus();
  }, [open, screen]);

  if (!open) return null;
  const close = () => $modal.set(null);
  const go = (next: SettingsView) => setScreen((s) => ({ current: next, from: entryOf(s.current) }));
  return (
    <div className="screens" ref={box}>
      <Screen current={screen.current} go={go} close={close} backFrom={screen.from} />
    </div>
  );
}

function Screen({ current, ...props }: ViewProps & { current: SettingsView }) {
  switch (current.name) {
    case 'profiles':
      return <ProfileList {...props} />;
    case 'form':
      return <ProfileWizard key={current.profile?.id ?? 'new'} profile={current.profile} from={current.from} {...props} />;
    case 'language':
      return <LanguageView {...props} />;
    case 'devices':
      return <DevicesView {...props} />;
    case 'about':
      return <AboutView {...props} />;
    case 'privacy':
      return <PrivacyView {...props} />;
    case 'logout':
      return <LogoutView {...props} />;
    case 'subscriptions':
      return <SubscriptionsView {...props} />;
    case 'system':
      return <SystemView {...props} />;
    case 'streaming':
      return <StreamingView {...props} />;
    case 'licences':
      return <LicencesView {...props} />;
    case 'alarms':
      return <AlarmsView {...props} />;
    default:
      return <SettingsList {...props} />;
  }
}
