import { useStore } from '@nanostores/react';
import { useRef, useState } from 'react';
import type { GuideChannel, GuideProgramme } from '../../core/api/epg';
import { $locale } from '../../core/i18n';
import { LIMITS } from '../../core/names';
import { unlockAdult } from '../../core/stores/epg';
import { pinErrorText } from '../../core/stores/pin';
import type { PlayMode } from '../../core/element-events';
import { $reminderEpgIds } from '../../core/stores/reminders';
import { $recordingByEpg, $recordingError, $recordingPending, deleteRecording, recordProgramme } from '../../core/stores/recordings';
import { recordingsHref } from '../../core/links';
import { $ageLimit } from '../../core/stores/age-limit';
import { $adultUnlock } from '../../core/stores/ui';
import { formatDay, formatRange } from '../../core/time/vilnius';
import { useT } from '../shared/hooks';
import { ErrorDetails } from '../shared/ErrorDetails';
import { seconds, type GuideEventProps } from './events';
import { lockOf, offersOf } from './rights';
import { Upsell } from '../shared/shop/Upsell';
import { useFocusBack } from '../shared/useFocusBack';

interface DetailsProps extends GuideEventProps {
  programme: GuideProgramme;
  channel: GuideChannel | null;
  now: number;
}

/** A programme's details and what it offers (Watch live / from start / catch-up, reminder, record). */
export function Details({ programme: p, channel, now, onTvPlayRequest, onTvReminderRequest, onTvRecordRequest }: DetailsProps) {
  const t = useT();
  const lang = useStore($locale);
  const adult = useStore($adultUnlock);
  const ageLimit = useStore($ageLimit);
  const reminders = useStore($reminderEpgIds);
  const recordings = useStore($recordingByEpg);
  const recPending = useStore($recordingPending);
  const recError = useStore($recordingError);
  const [pinError, setPinError] = useState(false);
  const section = useRef<HTMLElement>(null);
  const lock = lockOf(p, channel, ageLimit, adult.pin !== null);
  const o = offersOf(p, channel, now);
  const rec = recordings.get(p.id) ?? null;
  // subscribed from the upsell: the focus goes to Watch (the upsell and its dialogs are gone)
  useFocusBack(!o.notSubscribed, () => section.current?.querySelector<HTMLElement>('.acts .btn-primary') ?? section.current?.querySelector<HTMLElement>('.acts button'));
  // recorded: the Record button goes, its Cancel (or the recordings' link) takes the focus
  useFocusBack(rec !== null, () => section.current?.querySelector<HTMLElement>('.acts .rec-act'));
  const base = { channelId: p.channelId, epgId: p.id, start: seconds(p.start), stop: seconds(p.end) };
  const play = (mode: PlayMode) => onTvPlayRequest?.({ ...base, mode });
  const reminded = reminders.has(p.id);
  const recordable = o.record && channel?.npvr !== false;
  const record = (series: boolean) => {
    onTvRecordRequest?.({ ...base, title: p.title });
    void recordProgramme(p.id, series);
  };
  const onPin = async (value: string) => {
    if (value.length < LIMITS.pinLength) return setPinError(false);
    setPinError(!(await unlockAdult(value)));
  };
  return (
    <section ref={section} className="details" part="details" aria-label={t('epg.details')}>
      <h2>{lock ? (lock === 'adult' ? t('epg.adult_locked') : t('epg.locked_age', { age: p.age ?? 0 })) : p.title}</h2>
      <p className="meta">
        {channel ? `${channel.number}. ${channel.name} · ` : ''}
        {formatDay(p.start, lang, 'long')} {formatRange(p.start, p.end)}
        {p.age ? ` · ${t('epg.age', { age: p.age })}` : ''}
        {p.season && p.episode ? ` · ${t('epg.season_episode', { season: p.season, episode: p.episode })}` : ''}
        {o.live ? ` · ${t('epg.live')}` : ''}
      </p>
      {!lock && p.description && <p>{p.description}</p>}
      {lock === 'adult' && (
        <label>
          {t('epg.pin_title')}{' '}
          <input type="password" inputMode="numeric" autoComplete="off" maxLength={LIMITS.pinLength} aria-label={t('epg.pin_label')}
            onInput={(e) => void onPin(e.currentTarget.value.slice(0, LIMITS.pinLength))} />
          {pinError && <span className="err" role="alert"> {pinErrorText()}</span>}
        </label>
      )}
      {!lock && (
        <div className="acts">
          {o.live && <button type="button" className="btn btn-primary" onClick={() => play('live')}>{t('epg.watch_live')}</button>}
          {o.startover && <button type="button" className="btn" onClick={() => play('startover')}>{t('epg.watch_from_start')}</button>}
          {o.catchup && <button type="button" className="btn btn-primary" onClick={() => play('catchup')}>{t('epg.watch_catchup')}</button>}
          {o.reminder && (
            <button type="button" className="btn" aria-pressed={reminded}
              onClick={() => onTvReminderRequest?.({ ...base, title: p.title, action: reminded ? 'remove' : 'set' })}>
              {reminded ? t('epg.remove_reminder') : t('epg.set_reminder')}
            </button>
          )}
          {rec && (
            <span className="rec-mark" role="status">
              {rec.state === 'scheduled' ? t('recordings.scheduled_mark') : rec.state === 'recording' ? t('recordings.recording_now') : t('recordings.recorded_mark')}
            </span>
          )}
          {rec?.state === 'scheduled' && (
            <button type="button" className="btn rec-act" disabled={recPending.has(`r${rec.id}`)} onClick={() => void deleteRecording(rec.id)}>{t('recordings.cancel')}</button>
          )}
          {rec && rec.state !== 'scheduled' && <a className="btn rec-act" href={recordingsHref()}>{t('recordings.title')}</a>}
          {!rec && recordable && (
            <button type="button" className="btn" disabled={recPending.has(`p${p.id}`)} onClick={() => record(false)}>{t('epg.record')}</button>
          )}
          {!rec && recordable && p.season != null && (
            <button type="button" className="btn" disabled={recPending.has(`p${p.id}`)} onClick={() => record(true)}>{t('recordings.record_series')}</button>
          )}
          {!rec && o.record && channel?.npvr === false && <p className="meta">{t('recordings.no_rights')}</p>}
          {recError && (
            <div className="err" role="alert">
              <p>{t(recError.messageKey)}</p>
              <ErrorDetails code={recError.code} />
            </div>
          )}
          {o.notSubscribed && <p className="meta">{t('epg.not_subscribed')}</p>}
          {o.notSubscribed && channel && <Upsell chid={channel.id} />}
          {!o.notSubscribed && p.end <= now && !o.catchup && <p className="meta">{t('epg.no_catchup')}</p>}
        </div>
      )}
    </section>
  );
}
