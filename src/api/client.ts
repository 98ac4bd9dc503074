// The one API client: adds `lang`, waits for a slow line (says so after NETWORK_TIMEOUT_MS, gives up only after
// CLIENT_TIMEOUT_MS, past the worker's own limit), and maps HTTP failures to SPEC §8's error routes (an answer the
// service worker marks "not saved" is the offline screen, never a 5xx).
import { notFound } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import type { Locale } from '#shared/locales';
import { CLIENT_TIMEOUT_MS, NOT_SAVED_STATUS, OFFLINE_HEADER, type OfflineReason } from '#shared/offline';
import { apiUrl, type ApiAnswer, type ApiPath, type ApiRoute, type QueryParams } from '#shared/api/paths';
import { reportConnection, watchRequest } from './connection';

/** A 5xx from the API: rendered by the something-wrong screen at the same URL. */
export class ServerError extends Error {
  constructor(
    readonly status: number,
    readonly path: string,
  ) {
    super(`The server answered ${status} for ${path}`);
    this.name = 'ServerError';
  }
}

/** The network is unreachable or too slow, and nothing was saved for this request. */
export class OfflineError extends Error {
  constructor(
    readonly path: string,
    readonly reason: OfflineReason = 'offline',
  ) {
    super(`Offline (${reason}): ${path} is not saved on this device`);
    this.name = 'OfflineError';
  }
}

/** Who answers the API: the browser's fetch, or the server answering its own API in-process while it renders a page. */
export type ApiFetch = (url: string, init: RequestInit) => Promise<Response>;

const browserFetch: ApiFetch = (url, init) => fetch(url, init);

/**
 * The fetch of each query client that has its own: the server's page renderer makes a client per request whose API is
 * answered in-process (src/entry-server.tsx). Keyed by the client, so no render can use another's; the browser's client
 * has none and uses fetch.
 */
const fetchOfClient = new WeakMap<QueryClient, ApiFetch>();

/** Answers the API requests of `client`'s queries with `apiFetch` (a server render's in-process API). */
export function answerApiWith(client: QueryClient, apiFetch: ApiFetch): void {
  fetchOfClient.set(client, apiFetch);
}

function fetcherOf(client: QueryClient | undefined): ApiFetch {
  return (client && fetchOfClient.get(client)) ?? browserFetch;
}

export { apiUrl, type QueryParams };

/** The caller's signal and the timeout together (AbortSignal.any is missing from older Safari). */
function withTimeout(signal: AbortSignal | undefined, timeout: AbortSignal): AbortSignal {
  if (!signal) return timeout;
  if (typeof AbortSignal.any === 'function') return AbortSignal.any([signal, timeout]);
  const both = new AbortController();
  for (const s of [signal, timeout]) s.addEventListener('abort', () => both.abort(s.reason), { once: true });
  return both.signal;
}

/** Tells the connection indicator what this answer says, and turns "not saved" into an OfflineError. */
function noteConnection(res: Response, path: string): void {
  const marked = res.headers.get(OFFLINE_HEADER);
  const reason: OfflineReason | undefined = marked === 'slow' || marked === 'offline' ? marked : undefined;
  reportConnection(reason ?? 'online');
  if (reason && res.status === NOT_SAVED_STATUS) throw new OfflineError(path, reason);
}

async function handle<T>(res: Response, path: string): Promise<T> {
  noteConnection(res, path);
  if (res.status >= 400 && res.status < 500) {
    // The router renders the locale's page-not-found screen, keeping the path (SPEC §8).
    throw notFound();
  }
  if (res.status >= 500) throw new ServerError(res.status, path);
  return (await res.json()) as T;
}

/** Requests a URL (the service worker stores the answer on the way) and drops the bytes: nothing parsed or rendered. */
export async function fetchToStore(url: string): Promise<void> {
  try {
    await (await browserFetch(url, { headers: { Accept: 'application/json' } })).arrayBuffer();
  } catch {
    // Offline or slow: the next visit stores it.
  }
}

/**
 * GETs a path of the API contract (#shared/api/paths): the answer has that route's shape. A query passes its client
 * (the query function's `client`), which says who answers (answerApiWith).
 */
export async function apiGet<R extends ApiRoute>(
  path: ApiPath<R>,
  locale: Locale | null,
  params?: QueryParams,
  signal?: AbortSignal,
  client?: QueryClient,
): Promise<ApiAnswer<R>> {
  const url = apiUrl(path, locale, params);
  // A timer rather than AbortSignal.timeout: the same clock as the rest of the app (and the tests' fake one).
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(new DOMException('The line stayed silent', 'TimeoutError')), CLIENT_TIMEOUT_MS);
  const settled = watchRequest();
  let res: Response;
  try {
    res = await fetcherOf(client)(url, { signal: withTimeout(signal, timeout.signal), headers: { Accept: 'application/json' } });
  } catch (err) {
    if (signal?.aborted) throw err;
    const reason: OfflineReason = timeout.signal.aborted ? 'slow' : 'offline';
    reportConnection(reason);
    throw new OfflineError(url, reason);
  } finally {
    clearTimeout(timer);
    settled();
  }
  return handle<ApiAnswer<R>>(res, url);
}

export async function apiPost<T>(path: string, body: unknown): Promise<T> {
  let res: Response;
  try {
    res = await fetch(path, { method: 'POST', headers: { 'Content-Type': 'application/json', Accept: 'application/json' }, body: JSON.stringify(body) });
  } catch {
    reportConnection('offline');
    throw new OfflineError(path);
  }
  noteConnection(res, path);
  if (!res.ok) throw new ServerError(res.status, path);
  return (await res.json()) as T;
}
