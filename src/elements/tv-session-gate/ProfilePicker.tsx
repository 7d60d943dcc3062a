import { useStore } from '@nanostores/react';
import { useState } from 'react';
import type { Profile } from '../../core/api/profiles';
import { checkProfilePin, chooseProfile, needsPin } from '../../core/stores/gate';
import { $profiles, avatarUrl, loadProfiles } from '../../core/stores/profiles';
import { Modal } from '../shared/Modal';
import { PinDialog } from '../shared/PinDialog';
import { useT } from '../shared/hooks';

export interface ProfilePickerProps {
  open: boolean;
  onChosen?: (p: Profile) => void;
}

/** "Who is watching?" (spec §2): no close button, avatar and name of each profile, PIN when needed. */
export function ProfilePicker({ open, onChosen }: ProfilePickerProps) {
  const t = useT();
  const { data, loading, error } = useStore($profiles);
  const [pinFor, setPinFor] = useState<Profile | null>(null);

  const choose = async (p: Profile) => {
    await chooseProfile(p);
    onChosen?.(p);
  };

  return (
    <>
      <Modal open={open && !pinFor} title={t('session.choose_title')} closable={false}>
        {loading && <p role="status">{t('session.loading_profiles')}</p>}
        {error && !loading && (
          <div role="alert" className="load-error">
            <p>{t('session.load_failed')}</p>
            <button type="button" className="btn" onClick={() => void loadProfiles()}>{t('profiles.retry')}</button>
          </div>
        )}
        <ul className="profiles" aria-label={t('session.choose_title')}>
          {data.items.map((p) => (
            <li key={p.id}>
              <button
                type="button"
                className="profile"
                aria-label={t('session.choose_profile', { name: p.name }) + (needsPin(p) ? ` (${t('session.pin_locked')})` : '')}
                onClick={() => (needsPin(p) ? setPinFor(p) : void choose(p))}
              >
                <img src={avatarUrl(p.avatar)} alt="" width={96} height={96} />
                <span className="name">{p.name}</span>
                {needsPin(p) && (
                  <svg className="icon lock" viewBox="0 0 24 24" aria-hidden="true"><rect x="5" y="11" width="14" height="10" rx="2" /><path d="M8 11V7a4 4 0 0 1 8 0v4" /></svg>
                )}
              </button>
            </li>
          ))}
        </ul>
      </Modal>
      <PinDialog
        open={open && Boolean(pinFor)}
        title={t('pin.required_title')}
        onCancel={() => setPinFor(null)}
        check={async (pin) => {
          if (!pinFor || !(await checkProfilePin(pinFor, pin))) return false;
          const p = pinFor;
          setPinFor(null);
          await choose(p);
          return true;
        }}
      >
        {pinFor && <p>{t('pin.required_body', { name: pinFor.name })}</p>}
      </PinDialog>
    </>
  );
}
