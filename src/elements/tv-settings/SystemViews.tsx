// Settings screens about this device: System (device, browser, DRM key system, app version),
// and the open-source licences of the bundle.
import { config } from '../../core/config';
import { describeDevice } from '../../core/device-name';
import { VERSIONS } from '../../core/names';
import { Modal } from '../shared/Modal';
import { useT } from '../shared/hooks';
import licences from './licences.gen.json';
import type { ViewProps } from './views';

export function SystemView({ go, close }: ViewProps) {
  const t = useT();
  const d = describeDevice(navigator.userAgent);
  const rows: [string, string][] = [
    [t('settings.system_device'), `${t(`settings.device_${d.type}`)}${d.os ? ` · ${d.os}` : ''}`],
    [t('settings.system_browser'), d.browser],
    [t('settings.system_drm'), config().drm.keySystem],
    [t('settings.software_version'), VERSIONS.software],
  ];
  return (
    <Modal open title={t('settings.system')} onClose={close} onBack={() => go({ name: 'list' })}>
      <dl className="facts">
        {rows.map(([k, v]) => (
          <div key={k} className="row static"><dt>{k}</dt><dd className="value">{v}</dd></div>
        ))}
      </dl>
    </Modal>
  );
}

export function LicencesView({ go, close }: ViewProps) {
  const t = useT();
  return (
    <Modal open title={t('settings.licences')} onClose={close} onBack={() => go({ name: 'about' })}>
      <p className="muted">{t('settings.licences_lead')}</p>
      <ul className="rows licences">
        {licences.map((l) => (
          <li key={`${l.name}@${l.version}`} className="row static"><span>{l.name} <span className="muted">{l.version}</span></span><span className="value">{l.license}</span></li>
        ))}
      </ul>
    </Modal>
  );
}
