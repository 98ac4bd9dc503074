// Web Push in the service worker: every push shows a notification (a silent push gets the subscription revoked on
// iOS) in the subscriber's language, with a tag so a newer warning replaces the older one; the pushed announcement
// is written into the cached announcements answer, so the guide shows it offline; a click opens or focuses its page.
/// <reference lib="webworker" />
import type { AnnouncementResponse } from '#shared/api/site';
import { LIVE_CACHE } from './cache-names';
import { isPushPayload, NOTIFICATION_TITLES, withPushed, type PushPayload } from '#shared/push';

declare const self: ServiceWorkerGlobalScope;

const ICON = '/icons/icon-192.png';
const BADGE = '/icons/badge-96.png';

function readPayload(data: PushMessageData | null): PushPayload | undefined {
  try {
    const v: unknown = data?.json();
    return isPushPayload(v) ? v : undefined;
  } catch {
    return undefined;
  }
}

/** The announcement joins the answer GET /api/announcement?lang=… gave last (or starts one). */
async function keepForOffline(p: PushPayload): Promise<void> {
  const url = new URL(`/api/announcement?lang=${encodeURIComponent(p.locale)}`, self.location.origin).href;
  // The live answers' cache: the worker serves /api/announcement from it when the network fails.
  const cache = await caches.open(LIVE_CACHE);
  const cached = await cache.match(url, { ignoreVary: true });
  let answer: AnnouncementResponse | undefined;
  try {
    answer = cached ? ((await cached.json()) as AnnouncementResponse) : undefined;
  } catch {
    answer = undefined;
  }
  const body = JSON.stringify(withPushed(answer, p.announcement));
  await cache.put(url, new Response(body, { status: 200, headers: { 'content-type': 'application/json; charset=utf-8', date: new Date().toUTCString() } }));
}

async function onPush(data: PushMessageData | null): Promise<void> {
  const p = readPayload(data);
  if (!p) {
    // Unreadable: still say something, in English, and open the announcements.
    await self.registration.showNotification(NOTIFICATION_TITLES.en.announcement, {
      icon: ICON,
      badge: BADGE,
      tag: 'announcement',
      data: { url: '/en/announcement' },
    });
    return;
  }
  await Promise.all([
    keepForOffline(p).catch(() => undefined),
    self.registration.showNotification(p.title, {
      body: p.body,
      icon: ICON,
      badge: BADGE,
      tag: p.tag,
      lang: p.lang,
      dir: p.dir,
      requireInteraction: p.announcement.isWarning,
      data: { url: p.url },
    }),
  ]);
}

async function onClick(notification: Notification): Promise<void> {
  notification.close();
  const raw = (notification.data as { url?: unknown } | null)?.url;
  const path = typeof raw === 'string' && raw.startsWith('/') && !raw.startsWith('//') ? raw : '/';
  const target = new URL(path, self.location.origin);
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((c) => new URL(c.url).pathname === target.pathname) ?? windows.find((c) => new URL(c.url).origin === target.origin);
  if (open) {
    // Focus needs the click's user activation; navigating a page this worker controls does not.
    await open.focus().catch(() => undefined);
    if (open.url !== target.href) await open.navigate(target.href).catch(() => undefined);
    return;
  }
  await self.clients.openWindow(target.href);
}

self.addEventListener('push', (event) => {
  event.waitUntil(onPush(event.data));
});

self.addEventListener('notificationclick', (event) => {
  event.waitUntil(onClick(event.notification));
});
