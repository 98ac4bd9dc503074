// The one API client: adds `lang`, and maps HTTP failures to SPEC §8's error routes.
import { notFound } from '@tanstack/react-router';
import type { Locale } from '#shared/locales';

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

/** The network is unreachable and nothing was cached for this request. */
export class OfflineError extends Error {
  constructor(readonly path: string) {
    super(`Offline: ${path} is not saved on this device`);
    this.name = 'OfflineError';
  }
}

export type QueryParams = Record<string, string | number | boolean | undefined | null>;

export function apiUrl(path: string, locale: Locale | null, params: QueryParams = {}): string {
  const url = new URL(path, 'http://x');
  for (const [k, v] of Object.entries(params)) {
    if (v !== undefined && v !== null && v !== '') url.searchParams.set(k, String(v));
  }
  if (locale) url.searchParams.set('lang', locale);
  return url.pathname + url.search;
}

async function handle<T>(res: Response, path: string): Promise<T> {
  if (res.status >= 400 && res.status < 500) {
    // The router renders the locale's page-not-found screen, keeping the path (SPEC §8).
    throw notFound();
  }
  if (res.status >= 500) throw new ServerError(res.status, path);
  return (await res.json()) as T;
}

export async function apiGet<T>(path: string, locale: Locale | null, params?: QueryParams, signal?: AbortSignal): Promise<T> {
  const url = apiUrl(path, locale, params);
  let res: Response;
  try {
    res = await fetch(url, { signal, headers: { Accept: 'application/json' } });
  } catch (err) {
    if (signal?.aborted) throw err;
    throw new OfflineError(url);
  }
  return handle<T>(res, url);
}

export async function apiPost<T>(path: string, body: unknown): Promise<T> {
  let res: Response;
  try {
    res = await fetch(path, { method: 'POST', headers: { 'Content-Type': 'application/json', Accept: 'application/json' }, body: JSON.stringify(body) });
  } catch {
    throw new OfflineError(path);
  }
  if (!res.ok) throw new ServerError(res.status, path);
  return (await res.json()) as T;
}
