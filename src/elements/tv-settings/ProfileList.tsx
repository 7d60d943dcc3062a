import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import type { Profile } from '../../core/api/profiles';
import { ageRatingOf } from '../../core/stores/age-limit';
import { $profileEdit, removeProfile, resetProfileEdit } from '../../core/stores/profile-edit';
import { $profiles, avatarUrl, loadProfiles } from '../../core/stores/profiles';
import { $session } from '../../core/stores/session';
import { Modal } from '../shared/Modal';
import { useT } from '../shared/hooks';
import type { ViewProps } from './views';

/** Profile list (docs/product.md#screens-and-routes): an accordion; the master sees all, others only their own. */
export function ProfileList({ go, close, backFrom }: ViewProps) {
  const t = useT();
  const { data, loading, error } = useStore($profiles);
  const { profile } = useStore($session);
  const edit = useStore($profileEdit);
  // Back from a profile's form, its panel is open again (the focus goes to its Edit button).
  const [expanded, setExpanded] = useState<number | null>(() => {
    const id = /^form-(\d+)$/.exec(backFrom ?? '')?.[1];
    return id ? Number(id) : null;
  });
  const [deleting, setDeleting] = useState<Profile | null>(null);
  const master = !profile || profile.master_flag;
  const visible = master ? data.items : data.items.filter((p) => p.id === profile?.id);
  useEffect(() => {
    void loadProfiles();
  }, []);
  // When the delete confirmation closes, the focus goes back to that profile's Delete button (or,
  // once it is deleted, to the first profile); this runs after the list's dialog has reopened.
  const accordion = useRef<HTMLUListElement>(null);
  const deletedFrom = useRef<number | null>(null);
  useEffect(() => {
    if (deleting || deletedFrom.current === null) return;
    const id = deletedFrom.current;
    deletedFrom.current = null;
    const ul = accordion.current;
    (ul?.querySelector<HTMLElement>(`[data-delete="${id}"]`) ?? ul?.querySelector<HTMLElement>('.acc-head'))?.focus();
  }, [deleting]);

  const age = (p: Profile) => {
    const key = ageRatingOf(p.age);
    return key ? t(`profiles.age_${key}`) : String(p.age);
  };

  return (
    <>
      <Modal open={!deleting} title={t('profiles.list_title')} onClose={close} onBack={() => go({ name: 'list' })}>
        {loading && !data.items.length && <p role="status">{t('common.loading')}</p>}
        {error && (
          <div role="alert" className="error">
            {t('errors.operation_failed')}{' '}
            <button type="button" className="btn" onClick={() => void loadProfiles()}>{t('profiles.retry')}</button>
          </div>
        )}
        <ul className="accordion" ref={accordion}>
          {visible.map((p) => {
            const open = expanded === p.id;
            const panel = `profile-panel-${p.id}`;
            return (
              <li key={p.id} className={open ? 'open' : undefined}>
                <h3>
                  <button type="button" className="acc-head" aria-expanded={open} aria-controls={panel} onClick={() => setExpanded(open ? null : p.id)}>
                    <img src={avatarUrl(p.avatar)} alt="" width={40} height={40} />
                    <span className="name">{p.name}</span>
                    {p.master_flag && <span className="badge">{t('profiles.master')}</span>}
                    <svg className="icon chevron" viewBox="0 0 24 24" aria-hidden="true"><path d="M6 9l6 6 6-6" /></svg>
                  </button>
                </h3>
                <div id={panel} className="acc-panel" role="region" aria-label={p.name} hidden={!open}>
                  <dl>
                    <dt>{t('profiles.age')}</dt>
                    <dd>{age(p)}</dd>
                    <dt>{t('profiles.pin_set')}</dt>
                    <dd>{p.has_pin ? t('profiles.pin_yes') : t('profiles.pin_no')}</dd>
                    <dt>{t('profiles.needs_pin')}</dt>
                    <dd>{p.needs_pin_to_login ? t('profiles.yes') : t('profiles.no')}</dd>
                  </dl>
                  <div className="actions">
                    <button type="button" className="btn" data-entry={`form-${p.id}`} onClick={() => go({ name: 'form', profile: p, from: 'profiles' })}>
                      {t('profiles.edit')}
                    </button>
                    {master && !p.master_flag && (
                      <button
                        type="button"
                        className="btn btn-ghost danger"
                        data-delete={p.id}
                        onClick={() => {
                          resetProfileEdit();
                          deletedFrom.current = p.id;
                          setDeleting(p);
                        }}
                      >
                        {t('profiles.delete')}
                      </button>
                    )}
                  </div>
                </div>
              </li>
            );
          })}
        </ul>
        {master && (
          <button type="button" className="row create" data-entry="form-new" onClick={() => go({ name: 'form', profile: null, from: 'profiles' })}>
            <svg className="icon" viewBox="0 0 24 24" aria-hidden="true"><path d="M12 5v14M5 12h14" /></svg>
            {t('profiles.create')}
          </button>
        )}
      </Modal>
      <Modal
        open={Boolean(deleting)}
        width={400}
        title={t('profiles.delete_title')}
        onClose={() => setDeleting(null)}
        footer={
          <>
            <button type="button" className="btn" onClick={() => setDeleting(null)}>{t('profiles.cancel')}</button>
            <button
              type="button"
              className="btn btn-primary"
              disabled={edit.busy}
              onClick={() => {
                if (!deleting) return;
                void removeProfile(deleting).then((ok) => {
                  if (ok) {
                    setDeleting(null);
                    setExpanded(null);
                  }
                });
              }}
            >
              {t('profiles.delete')}
            </button>
          </>
        }
      >
        {deleting && <p>{t('profiles.delete_body', { name: deleting.name })}</p>}
        <p role="alert" className="error">{edit.error ? t('errors.operation_failed') : ''}</p>
      </Modal>
    </>
  );
}
