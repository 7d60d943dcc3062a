// Reminders (docs/product.md#data, #states, #calls): the chosen profile's list, fetched once for a non-demo user with a
// profile; set / remove from the guide (`tvreminderrequest` on the document); and the toasts of
// reminder messages from the customer's event stream, with a system notification while the tab is
// hidden. The stream and the document listener start when anything reads these stores or
// <tv-reminders> connects, once per page.
import { atom, computed, onMount } from 'nanostores';
import { deleteReminder, fetchReminders, findReminder, postReminder } from '../api/reminders';
import { emptyItems, fetchStore, toAppError, type Items } from '../api/fetch-store';
import type { AppError } from '../errors';
import { $locale, t } from '../i18n';
import { EVENTS, LIMITS, TAGS } from '../names';
import { config } from '../config';
import { onServerMessage, startCustomerStream, type CustomerStreamOptions } from '../server-events/customer';
import { noticeTitle, reminderNotice, vilniusTime, type ReminderNotice } from '../server-events/reminder-message';
import { askNotificationPermission, notifyIfHidden, onNotificationClick, prepareNotifications } from '../server-events/notify';
import { profileAllowed } from './access';
import { $registered } from './auth';
import { $session } from './session';
import type { ReminderSchema } from '../api/schemas';
import type { InferOutput } from 'valibot';

/** A reminder as `GET reminders` answers (epg in the requested language; null when it is gone). */
export type Reminder = InferOutput<typeof ReminderSchema>;

/** `tvreminderrequest` detail (the guide's Set / Remove reminder). */
interface ReminderRequest {
  epgId: number;
  channelId?: number;
  start?: number;
  stop?: number;
  title?: string;
  action: 'set' | 'remove';
}

const list = fetchStore<Items<Reminder>>('reminders', emptyItems<Reminder>());
/** Request state of the list (the generic fetch: loading, loaded, error). */
export const $remindersStatus = list.$store;
/** The chosen profile's reminders. */
export const $reminders = computed(list.$store, (s) => s.data.items);
/** Ids of programmes with a reminder: the guide shows Set or Remove from this. */
export const $reminderEpgIds = computed($reminders, (items): ReadonlySet<number> => new Set(items.map((r) => r.epg_id)));
/** Programmes whose set / remove call is on its way. */
export const $reminderPending = atom<ReadonlySet<number>>(new Set());
/** The last failed set / remove (shown as "The operation failed, please try again."). */
export const $reminderError = atom<AppError | null>(null);
/** Reminder messages to show, newest last (a toast per message id). */
export const $reminderToasts = atom<ReminderNotice[]>([]);

const TOASTS_MAX = 5;
let loadedFor = '';

function acting(): { key: string; profileId: number } | null {
  const s = $session.get();
  if (!s.token || !s.profile || !profileAllowed() || !$registered.get()) return null;
  return { key: `${s.user?.customer_id ?? 0}:${s.profile.id}:${s.token}`, profileId: s.profile.id };
}

/** Fetches the list once per (customer, profile, token); `force` fetches again. */
export function loadReminders(force = false): Promise<Items<Reminder>> | null {
  const a = acting();
  if (!a || (a.key === loadedFor && !force)) return null;
  loadedFor = a.key;
  return list.run(() => fetchReminders(a.profileId, LIMITS.pageLimit, $locale.get()));
}

function setItems(items: Reminder[]): void {
  list.$store.set({ ...list.$store.get(), data: { ...list.$store.get().data, items } });
}

function pending(epgId: number, on: boolean): void {
  const next = new Set($reminderPending.get());
  if (on) next.add(epgId);
  else next.delete(epgId);
  $reminderPending.set(next);
}

async function guarded(epgId: number, source: string, run: () => Promise<void>): Promise<boolean> {
  if ($reminderPending.get().has(epgId)) return false;
  pending(epgId, true);
  $reminderError.set(null);
  try {
    await run();
    return true;
  } catch (err) {
    const error = toAppError(err, source);
    console.error(`[eteris] ${source} failed:`, error.message);
    $reminderError.set(error);
    return false;
  } finally {
    pending(epgId, false);
  }
}

/** Sets a reminder for a future programme (POST reminders). */
export function setReminder(epgId: number): Promise<boolean> {
  const a = acting();
  if (!a) return Promise.resolve(false);
  return guarded(epgId, 'reminders.set', async () => {
    const made = await postReminder(epgId, a.profileId, $locale.get());
    setItems([...$reminders.get().filter((r) => r.epg_id !== epgId && r.id !== made.id), made].sort((x, y) => x.start - y.start || x.id - y.id));
  });
}

/** Removes the reminder of a programme (DELETE reminders/{id}). */
export function removeReminder(epgId: number): Promise<boolean> {
  const a = acting();
  if (!a) return Promise.resolve(false);
  return guarded(epgId, 'reminders.remove', async () => {
    let item = $reminders.get().find((r) => r.epg_id === epgId);
    if (!item) {
      // not in the list we hold (set in another tab): ask for it
      item = await findReminder(a.profileId, epgId, $locale.get());
    }
    if (item) await deleteReminder(item.id);
    setItems($reminders.get().filter((r) => r.epg_id !== epgId));
  });
}

/**
 * Handles a `tvreminderrequest`. Called synchronously from the user's click, so the notification
 * permission can be asked when the user sets their first reminder.
 */
export function handleReminderRequest(d: ReminderRequest): Promise<boolean> {
  if (!d || !Number.isInteger(d.epgId) || d.epgId <= 0) return Promise.resolve(false);
  if (!acting()) {
    console.warn('[eteris] a reminder needs a signed-in customer with a chosen profile');
    return Promise.resolve(false);
  }
  if (d.action === 'remove') return removeReminder(d.epgId);
  if ($reminders.get().length === 0) askNotificationPermission();
  return setReminder(d.epgId);
}

export function dismissToast(messageId: string): void {
  $reminderToasts.set($reminderToasts.get().filter((x) => x.messageId !== messageId));
}

/** The /tv address of a programme (where Watch now leads when the page has no player). */
/** The /tv address of a reminder's programme; `play` asks the page to start it at once. */
function watchUrl(n: Pick<ReminderNotice, 'channelId' | 'epgId'>): string {
  return new URL(`tv/0/${n.channelId}/${n.epgId}?play`, config().siteBase).toString();
}

function hasPlayer(root: Document | ShadowRoot = document): boolean {
  if (root.querySelector(TAGS.player)) return true;
  for (const el of root.querySelectorAll('*')) if (el.shadowRoot && hasPlayer(el.shadowRoot)) return true;
  return false;
}

/**
 * Watch now: a `tvplayrequest` {channelId, epgId, start, stop, mode: 'live'} from `from` (bubbling,
 * composed, cancelable) for the page's player; without a player on the page (and when nobody
 * cancels the event) the browser goes to the programme on /tv. Returns what happened.
 */
export function watchNow(n: Pick<ReminderNotice, 'channelId' | 'epgId' | 'start' | 'stop'>, from: EventTarget = document): 'played' | 'navigated' {
  const detail = { channelId: n.channelId, epgId: n.epgId, start: n.start, stop: n.stop, mode: 'live' as const };
  const ev = new CustomEvent(EVENTS.playRequest, { detail, bubbles: true, composed: true, cancelable: true });
  const handled = !from.dispatchEvent(ev);
  if (handled || hasPlayer()) return 'played';
  location.assign(watchUrl(n));
  return 'navigated';
}

function onReminder(n: ReminderNotice): void {
  const profile = $session.get().profile;
  if (n.profileId !== null && profile && n.profileId !== profile.id) return; // another profile's
  $reminderToasts.set([...$reminderToasts.get().filter((x) => x.messageId !== n.messageId), n].slice(-TOASTS_MAX));
  const lang = $locale.get();
  void notifyIfHidden({
    title: noticeTitle(n, lang),
    body: t('reminders.starts_at', { time: vilniusTime(n.start, lang) }),
    tag: `eteris-reminder-${n.messageId}`,
    url: watchUrl(n),
    data: n,
  });
}

let started = false;
const onRequest = (e: Event) => void handleReminderRequest((e as CustomEvent<ReminderRequest>).detail);

/**
 * Starts the page's reminders once: the document listener for `tvreminderrequest`, the list (once
 * a profile is chosen), the customer's event stream and the notification clicks. Idempotent.
 */
export function startReminders(opts?: CustomerStreamOptions): void {
  if (opts) startCustomerStream(opts);
  if (started) return;
  started = true;
  if (typeof document !== 'undefined') document.addEventListener(EVENTS.reminderRequest, onRequest);
  onServerMessage('reminder', (m) => {
    const n = reminderNotice(m);
    if (n) onReminder(n);
  });
  onNotificationClick((data) => {
    const n = data as ReminderNotice | null;
    if (n && typeof n.channelId === 'number' && typeof n.epgId === 'number') watchNow(n);
  });
  let signedIn = Boolean($session.get().token);
  const sync = () => {
    const token = Boolean($session.get().token);
    if (signedIn && !token) {
      // logout: forget the list and the toasts of the customer who left
      loadedFor = '';
      list.reset();
      $reminderToasts.set([]);
    }
    signedIn = token;
    if (token) void loadReminders();
  };
  $session.listen(sync);
  $registered.listen(sync);
  sync();
  startCustomerStream();
  prepareNotifications();
}

// Whoever reads the list (the guide's Set / Remove button) starts the reminders of the page.
onMount(list.$store, () => {
  startReminders();
});
