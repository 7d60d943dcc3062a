import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { config } from '../../core/config';
import { $locale } from '../../core/i18n';
import { AppError } from '../../core/errors';
import { $devices, DEVICE_NAME_MAX, loadDevices, renameDevice, revokeDevice, type Device } from '../../core/stores/devices';
import { $session } from '../../core/stores/session';
import { formatDateTime } from '../../core/time/vilnius';
import { Modal } from '../shared/Modal';
import { useT } from '../shared/hooks';
import type { ViewProps } from './views';

/** My devices: the devices paired with the account, when each was last seen, and revoke (confirmed). */
export function DevicesView({ go, close }: ViewProps) {
  const t = useT();
  const lang = useStore($locale);
  const list = useStore($devices);
  const [asking, setAsking] = useState<Device | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const [revoked, setRevoked] = useState(false);
  const status = useRef<HTMLParagraphElement>(null);
  const { profile } = useStore($session);
  const [naming, setNaming] = useState<{ id: string; name: string; error: string | null } | null>(null);
  const rename = async (e: FormEvent) => {
    e.preventDefault();
    if (!naming) return;
    const name = naming.name.trim();
    if (!name) return setNaming({ ...naming, error: t('devices.name_invalid', { max: DEVICE_NAME_MAX }) });
    setBusy(true);
    try {
      await renameDevice(naming.id, name);
      setNaming(null);
    } catch (err) {
      const status = err instanceof AppError ? err.status : undefined;
      setNaming({ ...naming, error: status === 400 ? t('devices.name_invalid', { max: DEVICE_NAME_MAX }) : status === 403 ? t('devices.rename_forbidden') : t('errors.operation_failed') });
    } finally {
      setBusy(false);
    }
  };
  useEffect(() => {
    void loadDevices();
  }, []);
  const date = (s: number) => formatDateTime(s * 1000, lang, { dateStyle: 'medium', timeStyle: 'short' });
  const revoke = async (d: Device) => {
    setBusy(true);
    setFailed(false);
    try {
      await revokeDevice(d.id);
      setAsking(null);
      setRevoked(true);
      status.current?.focus();
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal open title={t('devices.title')} onClose={close} onBack={() => go({ name: 'list' })}>
      <p ref={status} tabIndex={-1} role="status" className="muted">{revoked ? t('devices.revoked') : ''}</p>
      {list.loading && !list.loaded && <p role="status" aria-busy="true">{t('common.loading')}</p>}
      {list.error && (
        <p role="alert" className="error">
          {t(list.error.messageKey)} <button type="button" className="btn" onClick={() => void loadDevices()}>{t('register.retry')}</button>
        </p>
      )}
      {list.loaded && !list.error && list.data.length === 0 && <p>{t('devices.empty')}</p>}
      <ul className="rows">
        {list.data.map((d) => (
          <li key={d.id} className="row static device">
            <span>
              <strong>{d.name}</strong>
              <br />
              <span className="muted">{t('devices.paired', { date: date(d.paired) })} · {d.last_seen ? t('devices.last_seen', { date: date(d.last_seen) }) : t('devices.never_seen')}</span>
            </span>
            {naming?.id === d.id ? (
              <form className="rename" onSubmit={(e) => void rename(e)}>
                <label>
                  {t('devices.name_label')}{' '}
                  <input value={naming.name} maxLength={DEVICE_NAME_MAX} autoFocus aria-invalid={naming.error ? true : undefined}
                    onChange={(e) => setNaming({ ...naming, name: e.target.value, error: null })} />
                </label>{' '}
                <button type="button" className="btn" onClick={() => setNaming(null)}>{t('pairing.cancel')}</button>{' '}
                <button type="submit" className="btn btn-primary" disabled={busy}>{t('devices.save')}</button>
                {naming.error && <span role="alert" className="error">{naming.error}</span>}
              </form>
            ) : asking?.id === d.id ? (
              <span role="group" aria-label={t('devices.revoke_confirm', { name: d.name })}>
                <span className="muted">{t('devices.revoke_confirm', { name: d.name })}</span>{' '}
                <button type="button" className="btn" onClick={() => setAsking(null)}>{t('pairing.cancel')}</button>{' '}
                <button type="button" className="btn btn-primary" disabled={busy} autoFocus onClick={() => void revoke(d)}>{t('devices.revoke')}</button>
              </span>
            ) : (
              <span className="actions">
                {profile?.master_flag && (
                  <button type="button" className="btn" aria-label={t('devices.rename_named', { name: d.name })} onClick={() => { setNaming({ id: d.id, name: d.name, error: null }); setAsking(null); }}>{t('devices.rename')}</button>
                )}
                <button type="button" className="btn" aria-label={t('devices.revoke_named', { name: d.name })} onClick={() => { setAsking(d); setRevoked(false); setNaming(null); }}>{t('devices.revoke')}</button>
              </span>
            )}
          </li>
        ))}
      </ul>
      {failed && <p role="alert" className="error">{t('errors.operation_failed')}</p>}
      <p><a className="btn btn-primary" href={new URL('activate', config().siteBase).toString()}>{t('devices.connect')}</a></p>
    </Modal>
  );
}
