// Query-option factories for the resources the shell uses; keys always carry the locale.
import { queryOptions } from '@tanstack/react-query';
import type { Locale } from '#shared/locales';
import { promotedNow } from '#/lib/promoted';
import { apiGet, apiUrl, type QueryParams } from './client';
import { apiPath, type ApiAnswer, type ApiPath, type ApiRoute } from '#shared/api/paths';
import type { WeatherBrief } from '#shared/api/site';

export const QUERY_ROOT = 'api';
/** SPEC §9: overview, group and entity data are fresh for 10 minutes; the shared per-locale cache time too. */
export const CACHE_TIME_MS = 600_000;
/** SPEC §4: weather and announcements refresh every minute. */
export const REFRESH_MS = 60_000;

export interface ApiQueryOptions {
  /** Query parameters besides `lang`. */
  params?: QueryParams;
  /** False for calls that carry the locale in their path (the barrier-free guide's files). */
  lang?: boolean;
  /** Default: the shared per-locale cache time. */
  staleTime?: number;
  refetchInterval?: number;
  retry?: boolean;
  enabled?: boolean;
}

/** `transform` reshapes an answer once fetched, before it is cached. */
export type ApiQueryOptionsOf<T> = ApiQueryOptions & { transform?: (data: T) => T };

/** What every API query carries in its `meta`: the URL it fetches (the offline pack must hold it: tests/unit/server/offline). */
export interface ApiQueryMeta extends Record<string, unknown> {
  url: string;
}

/**
 * The query of one API GET in one locale: keyed [api, locale, …key] so every locale caches apart, fetched through
 * the one client (which adds `lang` and maps 4xx/5xx), fresh for the shared cache time unless said otherwise.
 * The answer has the shape the contract gives the route (#shared/api/paths); `T` narrows a route that answers in
 * two shapes to the one these parameters get.
 */
export function apiQuery<R extends ApiRoute, T extends ApiAnswer<R> = ApiAnswer<R>>(
  locale: Locale,
  key: readonly (string | number)[],
  path: ApiPath<R>,
  options: ApiQueryOptionsOf<T> = {},
) {
  const { params = {}, lang = true, staleTime = CACHE_TIME_MS, transform = (data: T) => data, ...rest } = options;
  const meta: ApiQueryMeta = { url: apiUrl(path, lang ? locale : null, params) };
  return queryOptions({
    queryKey: [QUERY_ROOT, locale, ...key],
    // The server answers this route in the shape `T` stands for when asked with these parameters.
    queryFn: async ({ signal, client }) => transform((await apiGet(path, lang ? locale : null, params, signal, client)) as T),
    staleTime,
    meta,
    ...rest,
  });
}

export const experienceMenuQuery = (locale: Locale) => apiQuery(locale, ['experience-menu'], apiPath('/api/experience/menu'));

export const travelEssentialMenuQuery = (locale: Locale) => apiQuery(locale, ['travelessential-menu'], apiPath('/api/travelessential/menu'));

export const announcementsQuery = (locale: Locale) =>
  apiQuery(locale, ['announcement'], apiPath('/api/announcement'), { staleTime: REFRESH_MS, refetchInterval: REFRESH_MS });

export const weatherQuery = (locale: Locale) =>
  apiQuery<'/api/weather', WeatherBrief>(locale, ['weather'], apiPath('/api/weather'), { staleTime: REFRESH_MS, refetchInterval: REFRESH_MS });

/** The warnings in force and their effect on every kind of place: refreshed like the weather, so statuses follow. */
export const warningsQuery = (locale: Locale) =>
  apiQuery(locale, ['warnings'], apiPath('/api/warnings'), { staleTime: REFRESH_MS, refetchInterval: REFRESH_MS });

// Banners tied to a date: a copy from the saved guide or the HTTP cache may be older than today (shared/current.ts).
export const footerBannersQuery = (locale: Locale) =>
  apiQuery(locale, ['banner-footer'], apiPath('/api/banner/footer'), { transform: (list) => promotedNow(list, new Date()) });

export const homeBannersQuery = (locale: Locale) =>
  apiQuery(locale, ['banner-home'], apiPath('/api/banner/home'), { transform: (list) => promotedNow(list, new Date()) });

export const subscriptionsQuery = (locale: Locale) => apiQuery(locale, ['subscriptions'], apiPath('/api/socialmedia/subscription'));

export const siteQuery = (locale: Locale) => apiQuery(locale, ['site'], apiPath('/api/site'));
