// The service worker: the offline policy of the whole app lives here.
//  - Precache: the shell (index.html), every route chunk, every locale's catalogue chunk, fonts, icons
//    (vite-plugin-pwa injects the list), so the app starts and switches language offline. A first install takes
//    control at once (the first visit's background save goes through it); an update waits for the visitor's
//    "Reload", so one page never runs old and new files together.
//  - Navigations: answered from the precached shell (app-shell pattern), so a weak signal never blocks the
//    first paint; the app then routes on the client.
//  - Live answers (announcements, weather, warnings): the network first every time, revalidated past the HTTP
//    cache; only when it fails or is slow, the newest copy this worker or the saved guide holds.
//  - Other API GETs, map style and glyphs: the network for NETWORK_TIMEOUT_MS (no wait while the line is known to be
//    slow), then the last answer seen, then the saved guide (the offline pack the app stores in `guide-pack:*`
//    caches), refreshed in place when the network answers; with nothing saved, the network until GIVE_UP_MS, and an
//    explicit "not saved" 504 only when the request fails or that long passes (a slow line is not a dead one).
//  - The basemap archive: byte ranges from the network, or cut from the saved whole archive.
//  - Generated artwork under /media/art: the saved guide, then cache-first (its URLs never change content).
/// <reference lib="webworker" />
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { createPartialResponse } from 'workbox-range-requests';
import { GIVE_UP_MS, NETWORK_TIMEOUT_MS, type WorkerMessage } from '#shared/offline';
import { NetworkWithin } from './network-within';
import { LineWatch } from './line';
import { derivedPois, otherCrop, savedCopy } from './saved-answers';
import { ARCHIVE_PATH, routeKind, type RouteKind } from './routes';
import './push';
import { API_CACHE, LIVE_CACHE, MEDIA_CACHE } from './cache-names';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | { url: string; revision: string | null })[] };

const STYLE_CACHE = 'map-style-v1';
/** One view of the line for every route: a slow answer to one request speeds up the saved copies of the next ones. */
const line = new LineWatch(NETWORK_TIMEOUT_MS);
const patience = { slowAfterMs: NETWORK_TIMEOUT_MS, giveUpMs: GIVE_UP_MS, line };

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

async function tell(message: WorkerMessage): Promise<void> {
  for (const client of await self.clients.matchAll({ type: 'window' })) client.postMessage(message);
}

registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/api\//, /^\/media\//, /^\/tiles\//, /^\/push\//, /^\/operator/, /\.[a-z0-9]{2,5}$/i],
  }),
);

async function savedAnswer(request: Request): Promise<Response | undefined> {
  return (await savedCopy(request.url)) ?? (await derivedPois(new URL(request.url), savedCopy));
}

/** The route of one policy (sw/routes.ts decides which request goes where). */
const kindIs =
  (kind: RouteKind) =>
  ({ url, request }: { url: URL; request: Request }) =>
    routeKind(url, request, self.location.origin) === kind;

// Live answers: revalidated with the server every time (past the HTTP cache); offline, the newest copy known.
registerRoute(
  kindIs('live'),
  new NetworkWithin({
    cacheName: LIVE_CACHE,
    ...patience,
    saved: savedAnswer,
    newest: true,
    fetchOptions: { cache: 'no-cache' },
    onLateAnswer: (url) => void tell({ type: 'network-answered', url }),
    plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * 24 * 3600 })],
  }),
);

registerRoute(
  kindIs('api'),
  new NetworkWithin({
    cacheName: API_CACHE,
    ...patience,
    saved: savedAnswer,
    onLateAnswer: (url) => void tell({ type: 'network-answered', url }),
    plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 2000, maxAgeSeconds: 30 * 24 * 3600 })],
  }),
);

const artwork = new CacheFirst({
  cacheName: MEDIA_CACHE,
  plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 600, maxAgeSeconds: 365 * 24 * 3600 })],
});
registerRoute(kindIs('art'), async ({ request, event }) => {
  const saved = await savedCopy(request.url);
  if (saved) return saved;
  try {
    return await artwork.handle({ request, event });
  } catch {
    return (await otherCrop(new URL(request.url))) ?? Response.error();
  }
});

registerRoute(
  kindIs('style'),
  new NetworkWithin({
    cacheName: STYLE_CACHE,
    ...patience,
    saved: (request) => savedCopy(request.url),
    plugins: [new CacheableResponsePlugin({ statuses: [200] })],
  }),
);

// 206 answers cannot be cached; the saved guide holds the whole archive and each range is cut from it.
// Without a saved archive the network is waited for as long as any answer with nothing saved.
registerRoute(kindIs('archive'), async ({ request }) => {
  const saved = await savedCopy(ARCHIVE_PATH);
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), saved ? NETWORK_TIMEOUT_MS : GIVE_UP_MS);
  try {
    return await fetch(request, { signal: timeout.signal });
  } catch {
    const whole = saved ?? (await savedCopy(ARCHIVE_PATH));
    if (!whole) return Response.error();
    return request.headers.has('range') ? createPartialResponse(request, whole) : whole;
  } finally {
    clearTimeout(timer);
  }
});

self.addEventListener('install', () => {
  // First install: nothing older to mix with, so control the open page now (its background save needs it).
  if (!self.registration.active) void self.skipWaiting();
});

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});
