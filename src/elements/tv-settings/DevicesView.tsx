import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { config } from '../../core/config';
import { $locale } from '../../core/i18n';
import { $devices, loadDevices, revokeDevice, type Device } from '../../core/stores/devices';
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
  useEffect(() => {
    void loadDevices();
  }, []);
  const date = (s: number) => new Date(s * 1000).toLocaleString(lang, { dateStyle: 'medium', timeStyle: 'short' });
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
            {asking?.id === d.id ? (
              <span role="group" aria-label={t('devices.revoke_confirm', { name: d.name })}>
                <span className="muted">{t('devices.revoke_confirm', { name: d.name })}</span>{' '}
                <button type="button" className="btn" onClick={() => setAsking(null)}>{t('pairing.cancel')}</button>{' '}
                <button type="button" className="btn btn-primary" disabled={busy} autoFocus onClick={() => void revoke(d)}>{t('devices.revoke')}</button>
              </span>
            ) : (
              <button type="button" className="btn" aria-label={t('devices.revoke_named', { name: d.name })} onClick={() => { setAsking(d); setRevoked(false); }}>{t('devices.revoke')}</button>
            )}
          </li>
        ))}
      </ul>
      {failed && <p role="alert" className="error">{t('errors.operation_failed')}</p>}
      <p><a className="btn btn-primary" href={new URL('activate', config().siteBase).toString()}>{t('devices.connect')}</a></p>
    </Modal>
  );
}
