import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $currentProfile, $profiles, avatarUrl, loadProfiles } from '../../core/stores/profiles';
import type { SessionProfile } from '../../core/stores/session';
import { $modal } from '../../core/stores/ui';
import { useT } from '../shared/hooks';

/**
 * The active profile in the bar: its avatar, and its name on wide screens. It opens the settings,
 * which name the profile and offer Change profile.
 */
export function ProfileButton({ profile }: { profile: SessionProfile }) {
  const t = useT();
  const full = useStore($currentProfile);
  const list = useStore($profiles);
  useEffect(() => {
    // A profile restored from its cookie comes without its avatar: read the profile list once.
    if (!list.loaded && !list.loading) void loadProfiles();
  }, [list.loaded, list.loading]);
  const label = t('nav.profile', { name: profile.name });
  return (
    <button type="button" className="profile-btn" aria-label={label} title={label} aria-haspopup="dialog" onClick={() => $modal.set('settings')}>
      {full?.avatar ? <img src={avatarUrl(full.avatar)} alt="" width={32} height={32} /> : <span className="avatar-placeholder" aria-hidden="true" />}
      <span className="profile-name">{profile.name}</span>
    </button>
  );
}
