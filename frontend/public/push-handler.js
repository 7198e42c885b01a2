// Web Push in the service worker: Workbox's generated worker imports this file (vite.config.ts, importScripts).
// The server sends { id, kind, title, body, url } (functions/src/domain/notifications/push-payload.ts).
self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { body: event.data ? event.data.text() : '' };
  }
  event.waitUntil(
    self.registration.showNotification(data.title || 'Pele.AI', {
      body: data.body || '',
      tag: data.id || undefined,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      lang: 'pt-BR',
      data: { url: data.url || '/app/notifications' },
    }),
  );
});

// A tap opens the notification's screen: in the app's open window if there is one, else in a new one.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.url || '/app/notifications', self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      for (const client of windows) {
        if ('focus' in client) return client.navigate(url).then((opened) => (opened || client).focus());
      }
      return self.clients.openWindow(url);
    }),
  );
});
