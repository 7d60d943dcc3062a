import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $locale } from '../../core/i18n';
import { $reminderError, $reminderPending, $reminders, $remindersStatus, loadReminders, removeReminder } from '../../core/stores/reminders';
import { formatDay, formatTime } from '../../core/time/vilnius';
import { Modal } from '../shared/Modal';
import { useT } from '../shared/hooks';
import type { ViewProps } from './views';

/** Alarms: the acting profile's reminders, soonest first, each with Remove. */
export function AlarmsView({ go, close }: ViewProps) {
  const t = useT();
  const lang = useStore($locale);
  const status = useStore($remindersStatus);
  const items = useStore($reminders);
  const pending = useStore($reminderPending);
  const error = useStore($reminderError);
  useEffect(() => {
    void loadReminders(true);
  }, []);
  return (
    <Modal open title={t('settings.alarms')} onClose={close} onBack={() => go({ name: 'list' })}>
      {status.loading && !status.loaded && <p role="status">{t('common.loading')}</p>}
      {status.error && <p role="alert" className="error">{t(status.error.messageKey)}</p>}
      {status.loaded && !status.error && items.length === 0 && <p>{t('settings.alarms_empty')}</p>}
      <ul className="rows">
        {items.map((r) => {
          const title = r.epg?.title ?? t('settings.alarm_gone');
          const start = (r.epg?.start ?? r.start) * 1000;
          return (
            <li key={r.id} className="row static">
              <span>
                <strong>{title}</strong>
                <br />
                <span className="muted">{formatDay(start, lang)} {formatTime(start)}</span>
              </span>
              <button type="button" className="btn" disabled={pending.has(r.epg_id)} aria-label={t('settings.alarm_remove_named', { title })}
                onClick={() => void removeReminder(r.epg_id)}>{t('settings.alarm_remove')}</button>
            </li>
          );
        })}
      </ul>
      {error && <p role="alert" className="error">{t(error.messageKey)}</p>}
    </Modal>
  );
}
