// Query-option factories for the resources the shell uses; keys always carry the locale.
import { queryOptions } from '@tanstack/react-query';
import type { Locale } from '#shared/locales';
import { promotedNow } from '#/lib/promoted';
import { apiGet, type QueryParams } from './client';
import type {
  AnnouncementResponse,
  ExperienceMenuEntry,
  FooterBanner,
  HomeBanner,
  SiteInfo,
  SocialSubscription,
  TravelEssentialMenuEntry,
  WeatherBrief,
} from '#shared/api/site';
import type { WarningsAnswer } from '#shared/api/status';

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

/**
 * The query of one API GET in one locale: keyed [api, locale, …key] so every locale caches apart, fetched through
 * the one client (which adds `lang` and maps 4xx/5xx), fresh for the shared cache time unless said otherwise.
 */
export function apiQuery<T>(locale: Locale, key: readonly (string | number)[], path: string, options: ApiQueryOptionsOf<T> = {}) {
  const { params = {}, lang = true, staleTime = CACHE_TIME_MS, transform = (data: T) => data, ...rest } = options;
  return queryOptions({
    queryKey: [QUERY_ROOT, locale, ...key],
    queryFn: async ({ signal }) => transform(await apiGet<T>(path, lang ? locale : null, params, signal)),
    staleTime,
    ...rest,
  });
}

export const experienceMenuQuery = (locale: Locale) => apiQuery<ExperienceMenuEntry[]>(locale, ['experience-menu'], '/api/experience/menu');

export const travelEssentialMenuQuery = (locale: Locale) => apiQuery<TravelEssentialMenuEntry[]>(locale, ['travelessential-menu'], '/api/travelessential/menu');

export const announcementsQuery = (locale: Locale) =>
  apiQuery<AnnouncementResponse>(locale, ['announcement'], '/api/announcement', { staleTime: REFRESH_MS, refetchInterval: REFRESH_MS });

export const weatherQuery = (locale: Locale) =>
  apiQuery<WeatherBrief>(locale, ['weather'], '/api/weather', { staleTime: REFRESH_MS, refetchInterval: REFRESH_MS });

/** The warnings in force and their effect on every kind of place: refreshed like the weather, so statuses follow. */
export const warningsQuery = (locale: Locale) =>
  apiQuery<WarningsAnswer>(locale, ['warnings'], '/api/warnings', { staleTime: REFRESH_MS, refetchInterval: REFRESH_MS });

// Banners tied to a date: a copy from the saved guide or the HTTP cache may be older than today (shared/current.ts).
export const footerBannersQuery = (locale: Locale) =>
  apiQuery<FooterBanner[]>(locale, ['banner-footer'], '/api/banner/footer', { transform: (list) => promotedNow(list, new Date()) });

export const homeBannersQuery = (locale: Locale) =>
  apiQuery<HomeBanner[]>(locale, ['banner-home'], '/api/banner/home', { transform: (list) => promotedNow(list, new Date()) });

export const subscriptionsQuery = (locale: Locale) => apiQuery<SocialSubscription[]>(locale, ['subscriptions'], '/api/socialmedia/subscription');

export const siteQuery = (locale: Locale) => apiQuery<SiteInfo>(locale, ['site'], '/api/site');
