import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { initI18n } from '../../core/i18n';
import { $gate, startGate } from '../../core/stores/gate';
import { profileOptional } from '../../core/stores/route';
import { logOut } from '../../core/stores/auth';
import { forgetProfile } from '../../core/stores/profiles';
import type { Profile } from '../../core/api/profiles';
import { Modal } from '../shared/Modal';
import { useT } from '../shared/hooks';
import { ProfilePicker } from './ProfilePicker';
import type { EventCallbacks } from '../../core/element-events';

type SessionGateProps = EventCallbacks<'profileSelect'>;

/** The e-mail verification page: the only thing shown until the address is verified. */
function VerifyPage() {
  const t = useT();
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = ref.current;
    if (d && !d.open) d.showModal();
  }, []);
  return (
    <dialog ref={ref} className="page" aria-labelledby="verify-h" onCancel={(e) => e.preventDefault()}>
      <section>
        <p className="eyebrow">{t('session.verify_title')}</p>
        <h1 id="verify-h">{t('errors.verify_email')}</h1>
        <p>{t('session.verify_body')}</p>
        <div className="actions">
          <button type="button" className="btn btn-primary" onClick={() => location.reload()}>{t('session.verify_reload')}</button>
          <button
            type="button"
            className="btn btn-ghost"
            onClick={() => {
              forgetProfile();
              logOut();
            }}
          >
            {t('session.logout')}
          </button>
        </div>
      </section>
    </dialog>
  );
}

/**
 * The signed-in session's gate (docs/product.md#states): key-system check, then e-mail verification, then
 * "Who is watching?" with the automatic choice rules and the PIN dialog.
 */
export function SessionGate({ onTvProfileSelect }: SessionGateProps) {
  const t = useT();
  const phase = useStore($gate);
  useEffect(() => {
    void initI18n().then(() => startGate());
  }, []);

  // confirming a device needs no profile (the account confirms it): no picker there
  const optional = profileOptional();
  if (phase === 'unsupported' && !optional) {
    return (
      <Modal open title={t('session.unsupported_title')} closable={false} width={400}>
        <p role="alert">{t('errors.drm_unsupported')}</p>
      </Modal>
    );
  }
  if (phase === 'verify') return <VerifyPage />;
  return (
    <ProfilePicker
      open={phase === 'choose' && !optional}
      onChosen={(p: Profile) => onTvProfileSelect?.({ id: p.id, name: p.name })}
    />
  );
}
