// The page renderer's API, answered in-process. Every render asks the same frame answers (site, menus, weather,
// announcements, footer: 7 of a page's 8–14 requests), and each request through Fastify's inject runs the whole
// pipeline again (request scope, hooks, security headers, metrics, logging) for a body the API cache already holds.
// Answers are kept per URL for as long as a rendered page is (the same content, live state and minute: the version
// the page cache is keyed on), so a render reads nothing older than the page it goes into could show.
import { BoundedLru, type LruLimits } from '../cache/bounded-lru';

export type ApiFetch = (url: string, init: RequestInit) => Promise<Response>;

/** What an in-process request answered, as kept: a fresh Response is made of it for every reader. */
export interface ApiAnswer {
  status: number;
  headers: [string, string][];
  body: string;
}

/** Asks the app itself (Fastify's inject). */
export type ApiInject = (url: string) => Promise<ApiAnswer>;

/**
 * Shared by every render. What pays is the frame's answers (seven per language, a few kilobytes each); a place's own
 * answer is read again only by a render of the same page within the minute, and the API's cache holds it anyway. So
 * a small bound, by bytes, that a crawl of every page in every language cannot grow past.
 */
export const API_ANSWER_LIMITS: LruLimits = { maxEntries: 2000, maxBytes: 8 * 1024 * 1024 };

/** UTF-16 strings: two bytes a character, plus the entry's own objects. */
export function weighAnswer(key: string, a: ApiAnswer): number {
  let chars = key.length + a.body.length;
  for (const [k, v] of a.headers) chars += k.length + v.length;
  return 2 * chars + 128;
}

/**
 * Whether an answer may be kept and given to later renders: a success that is the same for everyone. `private` and
 * `no-store` answers depend on the request (or must not be kept at all), so they are asked again each time.
 */
export function keepable(a: ApiAnswer): boolean {
  if (a.status !== 200) return false;
  const cc = a.headers.find(([k]) => k.toLowerCase() === 'cache-control')?.[1] ?? '';
  return !/\b(private|no-store)\b/i.test(cc);
}

function toResponse(a: ApiAnswer): Response {
  return new Response(a.status === 204 || a.status === 304 ? null : a.body, { status: a.status, headers: a.headers });
}

/**
 * An ApiFetch for the renders: answers from the shared cache while `version()` is the same, asks `inject` otherwise
 * (identical requests in flight share one answer). Only `/api/` paths: a render reads nothing else.
 */
export function cachedApiFetch(inject: ApiInject, version: () => string, limits: LruLimits = API_ANSWER_LIMITS): ApiFetch & { size: () => number } {
  const cache = new BoundedLru<ApiAnswer>(limits, weighAnswer);
  const inFlight = new Map<string, Promise<ApiAnswer>>();
  const answer = (url: string): Promise<ApiAnswer> => {
    const key = `${version()}|${url}`;
    const hit = cache.get(key);
    if (hit) return Promise.resolve(hit);
    let pending = inFlight.get(key);
    if (!pending) {
      pending = inject(url)
        .then((a) => {
          if (keepable(a)) cache.set(key, a);
          return a;
        })
        .finally(() => inFlight.delete(key));
      inFlight.set(key, pending);
    }
    return pending;
  };
  const fetch = async (url: string, init: RequestInit): Promise<Response> => {
    if (!url.startsWith('/api/')) throw new TypeError(`the page renderer only reads the API, not ${url}`);
    init.signal?.throwIfAborted();
    const a = await answer(url);
    init.signal?.throwIfAborted();
    return toResponse(a);
  };
  return Object.assign(fetch, { size: () => cache.size });
}
