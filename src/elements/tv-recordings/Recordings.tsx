import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { $locale } from '../../core/i18n';
import { $registered, loginHref } from '../../core/stores/auth';
import { $channels, loadChannels } from '../../core/stores/channels';
import { $session } from '../../core/stores/session';
import {
  $recorded, $recordingError, $recordingPending, $recordingQuota, $recordingSeries, $recordings, $recordingsStatus, $scheduled,
  cancelSeries, deleteRecording, loadRecordings, type Recording,
} from '../../core/stores/recordings';
import { formatDay, formatRange } from '../../core/time/vilnius';
import { recordingPlayHref } from '../../core/links';
import { config } from '../../core/config';
import { Modal } from '../shared/Modal';
import { goBack, isScreen, useEscapeBack, useLength } from '../shared/catalogue-ui';
import { useSessionStart, useT } from '../shared/hooks';
import { ErrorDetails } from '../shared/ErrorDetails';

export interface RecordingsProps {
  headingLevel?: number;
}

type Tab = 'recorded' | 'scheduled' | 'series';
const TABS: Tab[] = ['recorded', 'scheduled', 'series'];
const DAY_S = 86400;

interface Confirm {
  kind: 'delete' | 'cancel' | 'series';
  id: number;
  title: string;
}

/** Moves focus among the list's items with the arrows (TV remote), Home and End. */
function onListKey(e: KeyboardEvent<HTMLUListElement>): void {
  if (!['ArrowDown', 'ArrowUp', 'Home', 'End'].includes(e.key)) return;
  const items = [...e.currentTarget.querySelectorAll<HTMLElement>('[data-main]')];
  if (!items.length) return;
  const at = items.findIndex((x) => x === (e.currentTarget.getRootNode() as ShadowRoot).activeElement || x.contains((e.currentTarget.getRootNode() as ShadowRoot).activeElement));
  const next = e.key === 'Home' ? 0 : e.key === 'End' ? items.length - 1 : Math.min(items.length - 1, Math.max(0, at + (e.key === 'ArrowDown' ? 1 : -1)));
  e.preventDefault();
  items[next]?.focus();
}

/** The view of <tv-recordings>: reads stores and calls store actions; it never fetches by itself. */
export function Recordings({ headingLevel }: RecordingsProps) {
  const t = useT();
  useSessionStart();
  const lang = useStore($locale);
  const session = useStore($session);
  const registered = useStore($registered);
  const status = useStore($recordingsStatus);
  const all = useStore($recordings);
  const recorded = useStore($recorded);
  const scheduled = useStore($scheduled);
  const series = useStore($recordingSeries);
  const quota = useStore($recordingQuota);
  const pending = useStore($recordingPending);
  const error = useStore($recordingError);
  const channels = useStore($channels);
  const length = useLength();
  const [tab, setTab] = useState<Tab>('recorded');
  const [confirm, setConfirm] = useState<Confirm | null>(null);
  const tabRefs = useRef<Record<Tab, HTMLButtonElement | null>>({ recorded: null, scheduled: null, series: null });
  const returnTo = useRef<HTMLElement | null>(null);
  const screen = isScreen('recordings');
  useEscapeBack(screen && !confirm);

  useEffect(() => {
    if (session.token && registered) void loadRecordings();
  }, [session.token, session.profile?.id, registered]);
  useEffect(() => void loadChannels(lang, session.token), [lang, session.token]);

  const H = `h${Math.min(6, Math.max(1, headingLevel ?? 2))}` as 'h2';
  const now = Math.floor(Date.now() / 1000);
  const channelName = (id: number) => {
    const c = channels.data.find((x) => x.id === id);
    return c ? `${c.number}. ${c.name}` : '';
  };

  const removedAt = useRef(-1);
  const ask = (c: Confirm, from: EventTarget) => {
    returnTo.current = from as HTMLElement;
    const li = (from as HTMLElement).closest('li');
    removedAt.current = li?.parentElement ? [...li.parentElement.children].indexOf(li) : -1;
    setConfirm(c);
  };
  const refocus = useRef(false);
  const panel = useRef<HTMLDivElement>(null);
  const closeConfirm = () => {
    refocus.current = true;
    setConfirm(null);
  };
  // once the dialog has closed (the Modal's effect runs first), focus goes back to where the viewer
  // was; when that item is gone, to the next item's action, else to the tab
  useEffect(() => {
    if (confirm || !refocus.current) return;
    refocus.current = false;
    const back = returnTo.current;
    if (back && back.isConnected) return back.focus();
    const next = panel.current?.querySelectorAll<HTMLElement>('[data-main]')[Math.max(0, removedAt.current)];
    (next ?? panel.current?.querySelector<HTMLElement>('[data-main]') ?? tabRefs.current[tab])?.focus();
  });
  const confirmed = async () => {
    const c = confirm;
    if (!c) return;
    const ok = c.kind === 'series' ? await cancelSeries(c.id) : await deleteRecording(c.id);
    if (ok) returnTo.current = null;
    closeConfirm();
  };

  const onTabKey = (e: KeyboardEvent<HTMLButtonElement>) => {
    const i = TABS.indexOf(tab);
    const d = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (!d) return;
    e.preventDefault();
    const next = TABS[(i + d + TABS.length) % TABS.length]!;
    setTab(next);
    tabRefs.current[next]?.focus();
  };

  const title = (r: Pick<Recording, 'title' | 'locked'>) => (r.locked ? t('recordings.locked') : r.title);
  const expiry = (r: Recording) => {
    const days = Math.ceil((r.expires - now) / DAY_S);
    return days <= 1 ? (r.expires - now < DAY_S / 2 ? t('recordings.expires_today') : t('recordings.expires_tomorrow')) : t('recordings.expires_in', { count: days });
  };

  const item = (r: Recording) => {
    const watched = r.duration > 0 ? Math.min(100, Math.round((Math.max(0, r.position) / r.duration) * 100)) : 0;
    const busy = pending.has(`r${r.id}`);
    const name = title(r);
    return (
      <li key={r.id} className="item" part="item">
        <div className="info">
          <strong className="name">{name}</strong>
          <span className="meta">
            {channelName(r.channel_id)}
            {channelName(r.channel_id) ? ' · ' : ''}
            {formatDay(r.start * 1000, lang)} {formatRange(r.start * 1000, r.stop * 1000)} · {length(r.duration)}
            {r.season && r.episode ? ` · S${r.season} E${r.episode}` : ''}
          </span>
          {r.state === 'scheduled' ? (
            <span className="state">{t('recordings.scheduled_mark')}</span>
          ) : (
            <span className="state">
              {r.state === 'recording' ? <span className="live">{t('recordings.recording_now')} · </span> : null}
              {expiry(r)}
            </span>
          )}
          {r.state !== 'scheduled' && (
            <span className="progress" role="progressbar" aria-label={t('recordings.watched', { percent: watched })} aria-valuemin={0} aria-valuemax={100} aria-valuenow={watched}>
              <span className="bar" ref={(el) => el?.style.setProperty('width', `${watched}%`)} />
            </span>
          )}
        </div>
        <div className="acts">
          {r.state !== 'scheduled' && r.url && (
            <a className="btn btn-primary" data-main href={recordingPlayHref(r.id)} aria-label={`${watched > 0 ? t('recordings.resume') : t('recordings.play')}: ${name}`}>
              {watched > 0 ? t('recordings.resume') : t('recordings.play')}
            </a>
          )}
          <button type="button" className="btn" disabled={busy} {...(r.state === 'scheduled' || !r.url ? { 'data-main': true } : {})}
            aria-label={`${r.state === 'scheduled' ? t('recordings.cancel') : t('recordings.delete')}: ${name}`}
            onClick={(e) => ask({ kind: r.state === 'scheduled' ? 'cancel' : 'delete', id: r.id, title: name }, e.currentTarget)}>
            {r.state === 'scheduled' ? t('recordings.cancel') : t('recordings.delete')}
          </button>
        </div>
      </li>
    );
  };

  const skeleton = (
    <ul className="list" aria-busy="true" aria-label={t('recordings.list_label')}>
      {[0, 1, 2, 3].map((i) => (
        <li key={i} className="item sk" aria-hidden="true"><div className="info"><span className="skl w60" /><span className="skl w40" /><span className="skl w30" /></div></li>
      ))}
    </ul>
  );

  const empty = (key: 'recordings.empty_recorded' | 'recordings.empty_scheduled' | 'recordings.empty_series') => (
    <div className="notice" part="notice">
      <p>{t(key)}</p>
      <a className="btn btn-primary" href={new URL('tv', config().siteBase).toString()}>{t('recordings.to_guide')}</a>
    </div>
  );

  let body;
  if (!session.token || (session.status === 'visitor')) {
    body = (
      <div className="notice" part="notice">
        <p>{t('recordings.log_in')}</p>
        <a className="btn btn-primary" href={loginHref()}>{t('recordings.log_in_button')}</a>
      </div>
    );
  } else if (status.error && !status.loading) {
    body = (
      <div className="notice" role="alert" part="notice">
        <p>{t('recordings.load_failed')}</p>
        <ErrorDetails code={status.error.code} />
        <button type="button" className="btn" onClick={() => void loadRecordings(true)}>{t('recordings.retry')}</button>
      </div>
    );
  } else if (!status.loaded) {
    body = skeleton;
  } else if (tab === 'series') {
    body = series.length === 0 ? empty('recordings.empty_series') : (
      <ul className="list" aria-label={t('recordings.tab_series')} onKeyDown={onListKey}>
        {series.map((s) => {
          const mine = all.filter((r) => r.series_id === s.id);
          const name = s.locked ? t('recordings.locked') : s.title;
          return (
            <li key={s.id} className="item" part="item">
              <div className="info">
                <strong className="name">{name}</strong>
                <span className="meta">{channelName(s.channel_id)}</span>
                <span className="state">{t('recordings.episodes', { count: mine.length })}</span>
              </div>
              <div className="acts">
                <button type="button" className="btn" data-main disabled={pending.has(`s${s.id}`)} aria-label={`${t('recordings.cancel_series')}: ${name}`}
                  onClick={(e) => ask({ kind: 'series', id: s.id, title: name }, e.currentTarget)}>
                  {t('recordings.cancel_series')}
                </button>
              </div>
            </li>
          );
        })}
      </ul>
    );
  } else {
    const list = tab === 'recorded' ? recorded : scheduled;
    body = list.length === 0 ? empty(tab === 'recorded' ? 'recordings.empty_recorded' : 'recordings.empty_scheduled') : (
      <ul className="list" aria-label={tab === 'recorded' ? t('recordings.tab_recorded') : t('recordings.tab_scheduled')} onKeyDown={onListKey}>
        {list.map(item)}
      </ul>
    );
  }

  const confirmTitle = confirm?.kind === 'series' ? t('recordings.confirm_series_title') : confirm?.kind === 'cancel' ? t('recordings.confirm_cancel_title') : t('recordings.confirm_delete_title');
  const confirmBody = confirm ? t(confirm.kind === 'series' ? 'recordings.confirm_series_body' : confirm.kind === 'cancel' ? 'recordings.confirm_cancel_body' : 'recordings.confirm_delete_body', { title: confirm.title }) : '';

  return (
    <section aria-labelledby="heading">
      <div className="head">
        {screen && (
          <button type="button" className="btn btn-ghost back" onClick={goBack}>{t('recordings.back')}</button>
        )}
        <H id="heading" part="heading">{t('recordings.heading')}</H>
        {status.loaded && quota.total > 0 && (
          <span className="quota">{t('recordings.quota', { used: Math.round(quota.used / 360) / 10, total: Math.round(quota.total / 3600) })}</span>
        )}
      </div>
      <div className="tabs" role="tablist" aria-label={t('recordings.tabs')}>
        {TABS.map((k) => (
          <button key={k} type="button" role="tab" id={`tab-${k}`} aria-selected={tab === k} aria-controls="panel" tabIndex={tab === k ? 0 : -1}
            ref={(el) => void (tabRefs.current[k] = el)} onClick={() => setTab(k)} onKeyDown={onTabKey}>
            {t(`recordings.tab_${k}`)}
            {status.loaded && <span className="count"> {k === 'recorded' ? recorded.length : k === 'scheduled' ? scheduled.length : series.length}</span>}
          </button>
        ))}
      </div>
      {error && <div className="err" role="alert"><p>{t(error.messageKey)}</p><ErrorDetails code={error.code} /></div>}
      <div id="panel" role="tabpanel" aria-labelledby={`tab-${tab}`} ref={panel}>{body}</div>
      <Modal open={confirm !== null} title={confirmTitle} width={480} onClose={closeConfirm}
        footer={
          <>
            <button type="button" className="btn" onClick={closeConfirm}>{t('recordings.confirm_no')}</button>
            <button type="button" className="btn btn-primary" onClick={() => void confirmed()}>
              {confirm?.kind === 'delete' ? t('recordings.confirm_yes_delete') : t('recordings.confirm_yes_cancel')}
            </button>
          </>
        }>
        <p>{confirmBody}</p>
      </Modal>
    </section>
  );
}
