// Which of the service worker's policies answers a request: pure, so the matching is unit-tested without a worker.
import { NETWORK_ONLY_HEADER } from '#shared/offline';
import { WALK_GRAPH_URL } from '#shared/walk/format';

/**
 * - `live`: announcements, weather and warnings; the network first every time, revalidated past the HTTP cache, the
 *   newest saved copy only when the network fails or is too slow (a warning is never hidden behind a stale copy);
 * - `api`: the other API GETs, the network within the timeout, then the last answer seen, then the saved guide;
 * - `style`: the map style and glyphs, and the walking graph, as `api`; `archive`: byte ranges of the basemap; `art`: generated artwork.
 */
export type RouteKind = 'live' | 'api' | 'style' | 'archive' | 'art';

/** Answers that change minute by minute and may carry a typhoon or rainstorm warning. */
export const LIVE_PATHS: readonly string[] = ['/api/announcement', '/api/weather', '/api/warnings'];
export const ARCHIVE_PATH = '/tiles/macao.pmtiles';

export interface RequestLike {
  method: string;
  headers: { has(name: string): boolean };
}

/** The policy for a request, or undefined for what the worker leaves to the browser (other origins, POSTs, probes). */
export function routeKind(url: URL, request: RequestLike, origin: string): RouteKind | undefined {
  // Saving the guide and connection probes go straight to the network.
  if (url.origin !== origin || request.headers.has(NETWORK_ONLY_HEADER)) return undefined;
  const path = url.pathname;
  if (path.startsWith('/api/')) {
    if (request.method !== 'GET') return undefined;
    return LIVE_PATHS.includes(path.replace(/\/+$/, '')) ? 'live' : 'api';
  }
  if (path.startsWith('/media/art/')) return 'art';
  if (path === '/tiles/style.json' || path.startsWith('/tiles/fonts/') || path === WALK_GRAPH_URL) return 'style';
  if (path === ARCHIVE_PATH) return 'archive';
  return undefined;
}
