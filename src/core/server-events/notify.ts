// System notifications for reminders while the tab is hidden (docs/product.md#states), shown through the site's
// small service worker (site/public/sw.js, scope "/") so that a click focuses the tab and plays.
// Permission is asked on a user gesture (setting the first reminder); a denied or unsupported
// permission is only logged (docs/product.md#errors).
import { config } from '../config';
import { trustedWorkerUrl } from '../trusted-types';

interface SystemNotice {
  title: string;
  body: string;
  /** One notification per message, also across tabs. */
  tag: string;
  /** Where a click leads when no tab of the site is open. */
  url: string;
  /** Handed back to the page on click (`watch` messages of the worker). */
  data?: unknown;
}

const WORKER_MESSAGE = 'eteris-reminder-click';

const supported = () => typeof Notification !== 'undefined';

/** The worker's address: the site's root (a partner page on another origin has none). */
function workerUrl(): URL {
  return new URL('sw.js', config().siteBase);
}

let registration: Promise<ServiceWorkerRegistration | null> | null = null;
/** Registers the worker once; null where it cannot be (other origin, no support, failure). */
function registerWorker(): Promise<ServiceWorkerRegistration | null> {
  registration ??= (async () => {
    const url = workerUrl();
    if (!('serviceWorker' in navigator) || url.origin !== location.origin) return null;
    try {
      await navigator.serviceWorker.register(trustedWorkerUrl(url.href), { scope: new URL('./', url).pathname });
      return await navigator.serviceWorker.ready;
    } catch (err) {
      console.warn('[eteris] reminder notifications: service worker not registered:', (err as Error).message);
      return null;
    }
  })();
  return registration;
}

/**
 * Asks for the notification permission when it was never asked. Call it synchronously from the
 * user's click (browsers ignore requests without a gesture).
 */
export function askNotificationPermission(): void {
  if (!supported()) {
    console.info('[eteris] reminder notifications are not supported by this browser');
    return;
  }
  if (Notification.permission !== 'default') return;
  void Notification.requestPermission()
    .then((p) => {
      if (p === 'granted') void registerWorker();
      else console.info(`[eteris] reminder notifications: permission ${p}`);
    })
    .catch((err: unknown) => console.info('[eteris] reminder notifications: permission request failed', err));
}

/** Shows a system notification when the tab is hidden; returns whether one was shown. */
export async function notifyIfHidden(n: SystemNotice): Promise<boolean> {
  if (typeof document === 'undefined' || document.visibilityState !== 'hidden') return false;
  if (!supported()) {
    console.info('[eteris] reminder notification skipped: not supported');
    return false;
  }
  if (Notification.permission !== 'granted') {
    console.info(`[eteris] reminder notification skipped: permission ${Notification.permission}`);
    return false;
  }
  const options: NotificationOptions = { body: n.body, tag: n.tag, data: { url: n.url, data: n.data } };
  try {
    const reg = await registerWorker();
    if (reg) await reg.showNotification(n.title, options);
    else new Notification(n.title, options);
    return true;
  } catch (err) {
    console.warn('[eteris] reminder notification failed:', (err as Error).message);
    return false;
  }
}

/** Calls `fn` with the data of a notification the user clicked (the worker posts it to the tab). */
export function onNotificationClick(fn: (data: unknown) => void): () => void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return () => undefined;
  const handler = (e: MessageEvent) => {
    const m = e.data as { type?: string; data?: unknown } | null;
    if (m?.type === WORKER_MESSAGE) fn(m.data);
  };
  navigator.serviceWorker.addEventListener('message', handler);
  return () => navigator.serviceWorker.removeEventListener('message', handler);
}

/** Registers the worker at start when permission was already granted (notifications will work). */
export function prepareNotifications(): void {
  if (supported() && Notification.permission === 'granted') void registerWorker();
}
