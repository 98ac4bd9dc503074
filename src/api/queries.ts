// Query-option factories for the resources the shell uses; keys always carry the locale.
import { queryOptions } from '@tanstack/react-query';
import type { Locale } from '#shared/locales';
import { apiGet } from './client';
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

export const QUERY_ROOT = 'api';
/** SPEC §9: overview, group and entity data are fresh for 10 minutes; the shared per-locale cache time too. */
export const CACHE_TIME_MS = 600_000;
/** SPEC §4: weather and announcements refresh every minute. */
export const REFRESH_MS = 60_000;

export const experienceMenuQuery = (locale: Locale) =>
  queryOptions({
    queryKey: [QUERY_ROOT, locale, 'experience-menu'],
    queryFn: ({ signal }) => apiGet<ExperienceMenuEntry[]>('/api/experience/menu', locale, {}, signal),
    staleTime: CACHE_TIME_MS,
  });

export const travelEssentialMenuQuery = (locale: Locale) =>
  queryOptions({
    queryKey: [QUERY_ROOT, locale, 'travelessential-menu'],
    queryFn: ({ signal }) => apiGet<TravelEssentialMenuEntry[]>('/api/travelessential/menu', locale, {}, signal),
    staleTime: CACHE_TIME_MS,
  });

export const announcementsQuery = (locale: Locale) =>
  queryOptions({
    queryKey: [QUERY_ROOT, locale, 'announcement'],
    queryFn: ({ signal }) => apiGet<AnnouncementResponse>('/api/announcement', locale, {}, signal),
    staleTime: REFRESH_MS,
    refetchInterval: REFRESH_MS,
  });

export const weatherQuery = (locale: Locale) =>
  queryOptions({
    queryKey: [QUERY_ROOT, locale, 'weather'],
    queryFn: ({ signal }) => apiGet<WeatherBrief>('/api/weather', locale, {}, signal),
    staleTime: REFRESH_MS,
    refetchInterval: REFRESH_MS,
  });

export const footerBannersQuery = (locale: Locale) =>
  queryOptions({
    queryKey: [QUERY_ROOT, locale, 'banner-footer'],
    queryFn: ({ signal }) => apiGet<FooterBanner[]>('/api/banner/footer', locale, {}, signal),
    staleTime: CACHE_TIME_MS,
  });

export const homeBannersQuery = (locale: Locale) =>
  queryOptions({
    queryKey: [QUERY_ROOT, locale, 'banner-home'],
    queryFn: ({ signal }) => apiGet<HomeBanner[]>('/api/banner/home', locale, {}, signal),
    staleTime: CACHE_TIME_MS,
  });

export const subscriptionsQuery = (locale: Locale) =>
  queryOptions({
    queryKey: [QUERY_ROOT, locale, 'subscriptions'],
    queryFn: ({ signal }) => apiGet<SocialSubscription[]>('/api/socialmedia/subscription', locale, {}, signal),
    staleTime: CACHE_TIME_MS,
  });

export const siteQuery = (locale: Locale) =>
  queryOptions({
    queryKey: [QUERY_ROOT, locale, 'site'],
    queryFn: ({ signal }) => apiGet<SiteInfo>('/api/site', locale, {}, signal),
    staleTime: CACHE_TIME_MS,
  });
