// Web Push in the service worker: every push shows a notification (a silent push gets the subscription revoked on
// iOS) in the subscriber's language, with a tag so a newer warning replaces the older one; the pushed announcement
// is written into the cached announcements answer, and the warnings it carries into every kept warnings answer (their
// effect on places worked out with the saved rules), so the guide shows both offline and places read closed at once;
// the open pages are told to refresh; a click opens or focuses its page.
/// <reference lib="webworker" />
import type { AnnouncementResponse } from '#shared/api/site';
import type { WarningsAnswer } from '#shared/api/status';
import type { WarningRule } from '#shared/warnings';
import { isLivePackCache, PACK_CACHE_PREFIX, type WorkerMessage } from '#shared/offline';
import { LIVE_CACHE } from './cache-names';
import { newestCopy } from './copies';
import { savedCopy } from './saved-answers';
import { isPushPayload, pushedWarnings, UNREADABLE_PUSH, warningsAfterPush, withPushed, type PushPayload } from '#shared/push';

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

/**
 * The announcement joins the answer GET /api/announcement?lang=… gave last (or starts one), in every language the
 * guide keeps: a traveller who saved ja and subscribed in en meets the warning in the ja guide too (in the words it
 * was pushed in, the only ones the worker has).
 */
async function keepForOffline(p: PushPayload): Promise<void> {
  // The live answers' cache: the worker serves /api/announcement from it when the network fails.
  const cache = await caches.open(LIVE_CACHE);
  for (const locale of await keptLocales(p.locale, cache)) {
    const url = new URL(`/api/announcement?lang=${encodeURIComponent(locale)}`, self.location.origin).href;
    const answer = await readJson<AnnouncementResponse>(newestCopy(await cache.match(url, { ignoreVary: true }), await savedCopy(url)));
    await cache.put(url, json(withPushed(answer, p.announcement)));
  }
}

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json; charset=utf-8', date: new Date().toUTCString() } });

async function readJson<T>(res: Response | undefined): Promise<T | undefined> {
  try {
    return res ? ((await res.json()) as T) : undefined;
  } catch {
    return undefined;
  }
}

/** The locales whose warnings the guide keeps: the pushed one, those the worker has answered, and the saved ones. */
async function keptLocales(pushed: string, cache: Cache): Promise<Set<string>> {
  const locales = new Set([pushed]);
  for (const req of await cache.keys()) {
    const url = new URL(req.url);
    const lang = url.searchParams.get('lang');
    if (url.pathname === '/api/warnings' && lang) locales.add(lang);
  }
  for (const name of await caches.keys()) if (isLivePackCache(name)) locales.add(name.slice(PACK_CACHE_PREFIX.length));
  locales.delete('common');
  return locales;
}

/** Every kept GET /api/warnings answer follows the pushed warnings, their effects worked out with the saved rules. */
async function keepWarnings(p: PushPayload): Promise<void> {
  const pushed = pushedWarnings(p);
  if (!pushed) return;
  const rules = (await readJson<{ rules: WarningRule[] }>(await savedCopy(`/api/offline/warning-rules?lang=${encodeURIComponent(p.locale)}`)))?.rules;
  // Without the rules the effects cannot be known: better the last server answer than places wrongly shown open.
  if (!rules) return;
  const cache = await caches.open(LIVE_CACHE);
  for (const locale of await keptLocales(p.locale, cache)) {
    const url = new URL(`/api/warnings?lang=${encodeURIComponent(locale)}`, self.location.origin).href;
    const current = await readJson<WarningsAnswer>(newestCopy(await cache.match(url, { ignoreVary: true }), await savedCopy(url)));
    await cache.put(url, json(warningsAfterPush(current, pushed, rules)));
  }
}

/** The open pages show what the push changed (the bar, the places' status) without waiting for their next refresh. */
async function tellPages(): Promise<void> {
  const message: WorkerMessage = { type: 'saved-changed' };
  for (const client of await self.clients.matchAll({ type: 'window' })) client.postMessage(message);
}

async function onPush(data: PushMessageData | null): Promise<void> {
  const p = readPayload(data);
  if (!p) {
    // Unreadable: still say something, in English, and open the announcements.
    await self.registration.showNotification(UNREADABLE_PUSH.title, {
      icon: ICON,
      badge: BADGE,
      tag: 'announcement',
      data: { url: UNREADABLE_PUSH.url },
    });
    return;
  }
  await Promise.all([
    Promise.all([keepForOffline(p), keepWarnings(p)])
      .then(tellPages)
      .catch(() => undefined),
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
