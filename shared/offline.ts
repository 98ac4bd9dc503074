// The offline contract the service worker, the app and the server share: where saved data lives (cache names),
// how a saved answer is told from a network one (headers), how long the network is waited for, and URL keys.
import type { Locale } from './locales';

/**
 * A request unanswered this long meets a slow line (not a dead one): a saved copy is served if there is one (and
 * refreshed in place when the network answers), the connection indicator says "slow", the page says it is still loading.
 */
export const NETWORK_TIMEOUT_MS = 3000;
/**
 * With nothing saved, the worker waits this long for the network before it answers "not saved": a border crossing's
 * line often takes 3-10 s per answer, and those travellers are online, only slow (issue 30).
 */
export const GIVE_UP_MS = 15_000;
/**
 * The app's own limit for one API call. Longer than the service worker's GIVE_UP_MS, so that the worker's "not saved"
 * answer reaches the page; without a service worker (first visit) this is the only limit.
 */
export const CLIENT_TIMEOUT_MS = 16_000;

/** Saved guide data: one cache per locale and one for what every locale shares (basemap, artwork). */
export type PackScope = Locale | 'common';
export const PACK_CACHE_PREFIX = 'guide-pack:';
/** Changed entries of an update are downloaded here first, so the live pack never holds a half-applied update. */
export const STAGING_SUFFIX = ':staging';

export const packCacheName = (scope: PackScope): string => `${PACK_CACHE_PREFIX}${scope}`;
export const stagingCacheName = (scope: PackScope): string => `${packCacheName(scope)}${STAGING_SUFFIX}`;
export const isLivePackCache = (name: string): boolean => name.startsWith(PACK_CACHE_PREFIX) && !name.endsWith(STAGING_SUFFIX);

/**
 * Set by the service worker on an answer that did not come from the network: `offline` (the network failed) or
 * `slow` (no answer within NETWORK_TIMEOUT_MS). With status 200 the body is a saved copy; with status 504 nothing
 * was saved for the URL.
 */
export const OFFLINE_HEADER = 'x-guide-offline';
export type OfflineReason = 'offline' | 'slow';
/** When a saved copy was stored (ISO date), on saved answers. */
export const SAVED_AT_HEADER = 'x-guide-saved-at';
/** A request carrying this header goes to the network untouched by the service worker (saving, connection probes). */
export const NETWORK_ONLY_HEADER = 'x-guide-network-only';
/** Status of the service worker's answer when the network failed and nothing is saved. */
export const NOT_SAVED_STATUS = 504;

/** Messages the service worker posts to its pages. */
export type WorkerMessage =
  | { type: 'network-answered'; url: string }
  | { type: 'network-failed'; url: string; reason: OfflineReason }
  /** The worker changed saved answers itself (a push's warnings): the pages refresh what they show. */
  | { type: 'saved-changed' };

/**
 * The key a saved answer is stored and looked up under: same-origin path plus the query parameters sorted, so
 * `?page=1&lang=en` and `?lang=en&page=1` are one entry whichever order the caller built them in.
 */
export function packKey(url: string, origin: string): string {
  const absolute = /^https?:\/\/[^/]+/i.exec(url);
  const base = absolute ? absolute[0] : origin.replace(/\/+$/, '');
  const rest = (absolute ? url.slice(absolute[0].length) : url).split('#')[0] ?? '';
  const q = rest.indexOf('?');
  const path = (q >= 0 ? rest.slice(0, q) : rest) || '/';
  const pairs = (q >= 0 ? rest.slice(q + 1) : '')
    .split('&')
    .filter((p) => p !== '')
    .map((p) => {
      const eq = p.indexOf('=');
      return [decodePart(eq >= 0 ? p.slice(0, eq) : p), decodePart(eq >= 0 ? p.slice(eq + 1) : '')] as const;
    })
    .sort(([a, av], [b, bv]) => (a < b ? -1 : a > b ? 1 : av < bv ? -1 : av > bv ? 1 : 0));
  const search = pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&');
  return `${base}${path}${search ? `?${search}` : ''}`;
}

/** A query component as form encoding writes it ('+' is a space); malformed escapes are kept as they are. */
function decodePart(s: string): string {
  try {
    return decodeURIComponent(s.replace(/\+/g, ' '));
  } catch {
    return s;
  }
}

/** The little of the Cache Storage API the lookup needs, so the service worker and the app share one lookup. */
export interface CacheLike<R> {
  match(request: string, options?: { ignoreVary?: boolean; ignoreSearch?: boolean }): Promise<R | undefined>;
}
export interface CacheStorageLike<R, C extends CacheLike<R> = CacheLike<R>> {
  keys(): Promise<string[]>;
  open(name: string): Promise<C>;
}
/** Answers cut from a cache's stored part archives (StoredParts, shared/offline-stored-parts.ts). */
export interface PartsLookup<C, R> {
  match(cache: C, key: string): Promise<R | undefined>;
}

/**
 * A saved answer for `url` from any live pack (never from a staging cache), or undefined. In each pack an answer saved
 * on its own comes first (live answers, the first visit's), then the part archives (`parts`): storing an archive
 * removes the pack's older copies of its answers, so what is found first is never older.
 */
export async function matchSaved<R, C extends CacheLike<R>>(
  storage: CacheStorageLike<R, C>,
  url: string,
  origin: string,
  parts?: PartsLookup<C, R>,
): Promise<R | undefined> {
  const key = packKey(url, origin);
  const names = (await storage.keys()).filter(isLivePackCache);
  for (const name of names) {
    const cache = await storage.open(name);
    const hit = (await cache.match(key, { ignoreVary: true })) ?? (await parts?.match(cache, key));
    if (hit) return hit;
  }
  return undefined;
}
