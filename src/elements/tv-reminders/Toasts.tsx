import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { AppError } from '../../core/errors';
import { $locale } from '../../core/i18n';
import { LIMITS } from '../../core/names';
import { noticeTitle, vilniusTime, type ReminderNotice } from '../../core/server-events/reminder-message';
import { $reminderError, $reminderToasts, dismissToast, startReminders, watchNow } from '../../core/stores/reminders';
import { useSessionStart, useT } from '../shared/hooks';

export interface RemindersProps {
  /** How long a toast stays, in ms (docs/product.md#constants: 10 s). */
  duration?: number;
}

function useDocumentVisible(): boolean {
  const [visible, setVisible] = useState(() => document.visibilityState !== 'hidden');
  useEffect(() => {
    const on = () => setVisible(document.visibilityState !== 'hidden');
    document.addEventListener('visibilitychange', on);
    return () => document.removeEventListener('visibilitychange', on);
  }, []);
  return visible;
}

/**
 * Closes after `ms` of being on screen: the clock stops while the tab is hidden and while the
 * pointer or the keyboard focus is on the toast (time to read and reach Watch now).
 */
function useAutoClose(ms: number, onClose: () => void, paused: boolean): void {
  const left = useRef(ms);
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    if (paused) return;
    const started = Date.now();
    const id = setTimeout(() => close.current(), Math.max(0, left.current));
    return () => {
      clearTimeout(id);
      left.current -= Date.now() - started;
    };
  }, [paused]);
}

interface ShellProps {
  duration: number;
  onClose: () => void;
  error?: boolean;
  labelledBy?: string;
  children: ReactNode;
}

/** One toast: live region, Escape or the close button dismisses it, auto-close with pauses. */
function Toast({ duration, onClose, error, labelledBy, children }: ShellProps) {
  const t = useT();
  const visible = useDocumentVisible();
  const [hover, setHover] = useState(false);
  const [focus, setFocus] = useState(false);
  useAutoClose(duration, onClose, !visible || hover || focus);
  const onKey = (e: KeyboardEvent) => {
    if (e.key !== 'Escape') return;
    e.stopPropagation();
    onClose();
  };
  return (
    <div className={error ? 'toast error' : 'toast'} part="toast" role={error ? 'alert' : 'status'} aria-live={error ? 'assertive' : 'polite'}
      aria-atomic="true" aria-labelledby={labelledBy} onKeyDown={onKey}
      onMouseEnter={() => setHover(true)} onMouseLeave={() => setHover(false)}
      onFocus={() => setFocus(true)} onBlur={(e) => !e.currentTarget.contains(e.relatedTarget as Node | null) && setFocus(false)}>
      {children}
      <button type="button" className="icon-btn close" part="close" aria-label={t('reminders.dismiss')} onClick={onClose}>
        <svg className="icon" viewBox="0 0 24 24" aria-hidden="true"><path d="M6 6l12 12M18 6L6 18" /></svg>
      </button>
    </div>
  );
}

function ReminderToast({ n, duration }: { n: ReminderNotice; duration: number }) {
  const t = useT();
  const lang = useStore($locale);
  const id = useId();
  const ref = useRef<HTMLParagraphElement>(null);
  const watch = () => {
    const host = (ref.current?.getRootNode() as ShadowRoot | undefined)?.host ?? document;
    dismissToast(n.messageId);
    watchNow(n, host);
  };
  return (
    <Toast duration={duration} onClose={() => dismissToast(n.messageId)} labelledBy={id}>
      <div className="text">
        <p className="kicker" ref={ref}>{t('reminders.reminder')}</p>
        <p className="title" id={id}>{noticeTitle(n, lang)}</p>
        <p className="time">{t('reminders.starts_at', { time: vilniusTime(n.start, lang) })}</p>
      </div>
      <div className="acts">
        <button type="button" className="btn btn-primary" part="watch" onClick={watch}>{t('reminders.watch_now')}</button>
      </div>
    </Toast>
  );
}

function ErrorToast({ error, duration }: { error: AppError; duration: number }) {
  const t = useT();
  return (
    <Toast duration={duration} onClose={() => $reminderError.set(null)} error>
      <p className="title">{t(error.messageKey)}</p>
    </Toast>
  );
}

const errorKeys = new WeakMap<AppError, number>();
let errorSeq = 0;
const errorKey = (e: AppError) => {
  if (!errorKeys.has(e)) errorKeys.set(e, ++errorSeq);
  return errorKeys.get(e);
};

/** Toasts of reminder messages (and of a failed Set / Remove reminder). */
export function Reminders({ duration }: RemindersProps) {
  useSessionStart();
  useEffect(() => startReminders(), []);
  const toasts = useStore($reminderToasts);
  const error = useStore($reminderError);
  const ms = duration !== undefined && duration > 0 ? duration : LIMITS.toastMs;
  return (
    <div className="stack" part="stack">
      {error && <ErrorToast key={`error-${errorKey(error)}`} error={error} duration={ms} />}
      {toasts.map((n) => <ReminderToast key={n.messageId} n={n} duration={ms} />)}
    </div>
  );
}
