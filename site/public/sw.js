// Eteris service worker: only shows reminder notifications and handles their clicks. It has no fetch
// handler, so it never touches the site's requests or caches. Registered by the client library
// (src/core/events/notify.ts) with scope "/" once notifications are permitted.
const CLICK = 'eteris-reminder-click';

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const { url, data } = event.notification.data || {};
  event.waitUntil(
    (async () => {
      const tabs = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const tab = tabs.find((c) => 'focus' in c);
      if (tab) {
        // the page decides: play on its player, or open the programme on /tv
        tab.postMessage({ type: CLICK, data });
        return tab.focus();
      }
      if (url) return self.clients.openWindow(url);
      return undefined;
    })(),
  );
});
