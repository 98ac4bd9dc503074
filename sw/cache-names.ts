// The service worker's runtime cache names, in one place for the routes (sw.ts) and the push handler (push.ts).
/** API answers (network within 3 s, then this copy). */
export const API_CACHE = 'api-v1';
/** Live answers (announcements, weather, warnings): revalidated every time, this copy only when the network fails. */
export const LIVE_CACHE = 'live-v1';
/** Generated artwork. */
export const MEDIA_CACHE = 'media-v1';
