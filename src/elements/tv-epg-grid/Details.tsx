import { useStore } from '@nanostores/react';
import { useState } from 'react';
import type { GuideChannel, GuideProgramme } from '../../core/api/epg';
import { $locale } from '../../core/i18n';
import { LIMITS } from '../../core/names';
import { unlockAdult } from '../../core/stores/epg';
import { pinErrorText } from '../../core/stores/pin';
import type { PlayMode } from '../../core/element-events';
import { $reminderEpgIds } from '../../core/stores/reminders';
import { $ageLimit } from '../../core/stores/age-limit';
import { $adultUnlock } from '../../core/stores/ui';
import { formatDay, formatRange } from '../../core/time/vilnius';
import { useT } from '../shared/hooks';
import { seconds, type GuideEventProps } from './events';
import { lockOf, offersOf } from './rights';
import { Upsell } from '../shared/shop/Upsell';

export interface DetailsProps extends GuideEventProps {
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
  const [pinError, setPinError] = useState(false);
  const lock = lockOf(p, channel, ageLimit, adult.pin !== null);
  const o = offersOf(p, channel, now);
  const base = { channelId: p.channelId, epgId: p.id, start: seconds(p.start), stop: seconds(p.end) };
  const play = (mode: PlayMode) => onTvPlayRequest?.({ ...base, mode });
  const reminded = reminders.has(p.id);
  const onPin = async (value: string) => {
    if (value.length < LIMITS.pinLength) return setPinError(false);
    setPinError(!(await unlockAdult(value)));
  };
  return (
    <section className="details" part="details" aria-label={t('epg.details')}>
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
          {o.record && <button type="button" className="btn" onClick={() => onTvRecordRequest?.({ ...base, title: p.title })}>{t('epg.record')}</button>}
          {o.notSubscribed && <p className="meta">{t('epg.not_subscribed')}</p>}
          {o.notSubscribed && channel && <Upsell chid={channel.id} />}
          {!o.notSubscribed && p.end <= now && !o.catchup && <p className="meta">{t('epg.no_catchup')}</p>}
        </div>
      )}
    </section>
  );
}
