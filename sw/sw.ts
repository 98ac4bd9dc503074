// The service worker: the offline policy of the whole app lives here.
//  - Precache: the shell (index.html), every route chunk, every locale's catalogue chunk, fonts, icons
//    (vite-plugin-pwa injects the list), so the app starts and switches language offline.
//  - Navigations: answered from the precached shell (app-shell pattern), so a weak signal never blocks the
//    first paint; the app then routes on the client.
//  - API GETs: stale-while-revalidate per URL (the `lang` parameter makes entries per locale).
//  - Generated artwork under /media/art: cache-first, its URLs never change content.
/// <reference lib="webworker" />
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | { url: string; revision: string | null })[] };

export const API_CACHE = 'api-v1';
export const MEDIA_CACHE = 'media-v1';

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/api\//, /^\/media\//, /^\/tiles\//, /^\/push\//, /\.[a-z0-9]{2,5}$/i],
  }),
);

registerRoute(
  ({ url, request }) => request.method === 'GET' && url.origin === self.location.origin && url.pathname.startsWith('/api/'),
  new StaleWhileRevalidate({
    cacheName: API_CACHE,
    plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 2000, maxAgeSeconds: 30 * 24 * 3600 })],
  }),
);

registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/media/art/'),
  new CacheFirst({
    cacheName: MEDIA_CACHE,
    plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 600, maxAgeSeconds: 365 * 24 * 3600 })],
  }),
);

// The map style and glyph ranges: cache-first (rebuilt basemaps change their URLs' content rarely; the
// archive's byte ranges are stored by the app itself in IndexedDB, since 206 responses are not cacheable).
registerRoute(
  ({ url }) => url.origin === self.location.origin && (url.pathname === '/tiles/style.json' || url.pathname.startsWith('/tiles/fonts/')),
  new StaleWhileRevalidate({ cacheName: 'map-style-v1', plugins: [new CacheableResponsePlugin({ statuses: [200] })] }),
);

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});
