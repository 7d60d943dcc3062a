import { useStore } from '@nanostores/react';
import { logOut } from '../../core/stores/auth';
import { changeProfile, forgetProfile } from '../../core/stores/profiles';
import { $session } from '../../core/stores/session';
import { Modal } from '../shared/Modal';
import { useT } from '../shared/hooks';
import type { ViewProps } from './views';

/** Log out confirmation (docs/product.md#screens-and-routes): Change profile (when one is set) or Log out. */
export function LogoutView({ go, close }: ViewProps) {
  const t = useT();
  const { profile } = useStore($session);
  return (
    <Modal
      open
      width={400}
      title={t('settings.logout_title')}
      onClose={close}
      onBack={() => go({ name: 'list' })}
      footer={
        <>
          {profile && <button type="button" className="btn" onClick={changeProfile}>{t('settings.change_profile')}</button>}
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => {
              forgetProfile();
              logOut();
            }}
          >
            {t('settings.logout')}
          </button>
        </>
      }
    >
      <p>{t('settings.logout_body')}</p>
    </Modal>
  );
}
