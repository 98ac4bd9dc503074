// Query-option factories of the map-based screens; keys carry the locale like every other query.
import { queryOptions } from '@tanstack/react-query';
import type { Locale } from '#shared/locales';
import type { LonLat } from '#shared/geo';
import { TOUR_CATEGORIES } from '#shared/routes';
import { apiGet } from './client';
import { CACHE_TIME_MS, QUERY_ROOT } from './queries';
import type {
  ArticleResponse,
  CalendarLookup,
  EventDetail,
  ExperienceGroupResponse,
  ExperienceOverview,
  HotelDetail,
  HotelFilters,
  HotelSummary,
  Paged,
  Poi,
  RestaurantDetail,
  RestaurantFilters,
  RestaurantSummary,
  SightDetail,
  TagResponse,
  TourGroup,
  TourOverview,
  WhatsonFilters,
  WhatsonSearch,
} from '#shared/api/places';

/** SPEC §9 sight-map types: tour categories live under /api/tour, the rest under /api/experience. */
export function sightMapType(category: string): 'tour' | 'experience' {
  return (TOUR_CATEGORIES as readonly string[]).includes(category) ? 'tour' : 'experience';
}

const enc = encodeURIComponent;

export const overviewQuery = (locale: Locale, category: string) =>
  queryOptions({
    queryKey: [QUERY_ROOT, locale, 'sightmap', category],
    queryFn: ({ signal }) => apiGet<ExperienceOverview | TourOverview>(`/api/${sightMapType(category)}/${enc(category)}`, locale, {}, signal),
    staleTime: CACHE_TIME_MS,
  });

export const groupQuery = (locale: Locale, category: string, group: string) =>
  queryOptions({
    queryKey: [QUERY_ROOT, locale, 'sightmap', category, group],
    queryFn: ({ signal }) => apiGet<ExperienceGroupResponse | TourGroup>(`/api/${sightMapType(category)}/${enc(category)}/${enc(group)}`, locale, {}, signal),
    staleTime: CACHE_TIME_MS,
  });

export const entityQuery = (locale: Locale, category: string, group: string, entity: string) =>
  queryOptions({
    queryKey: [QUERY_ROOT, locale, 'sightmap', category, group, entity],
    queryFn: ({ signal }) =>
      apiGet<SightDetail & { order?: number }>(`/api/${sightMapType(category)}/${enc(category)}/${enc(group)}/${enc(entity)}`, locale, {}, signal),
    staleTime: CACHE_TIME_MS,
  });

export const sightQuery = (locale: Locale, id: string) =>
  queryOptions({
    queryKey: [QUERY_ROOT, locale, 'sight', id],
    queryFn: ({ signal }) => apiGet<SightDetail>(`/api/sight/${enc(id)}`, locale, {}, signal),
    staleTime: CACHE_TIME_MS,
  });

export const tagQuery = (locale: Locale, id: string) =>
  queryOptions({
    queryKey: [QUERY_ROOT, locale, 'tag', id],
    queryFn: ({ signal }) => apiGet<TagResponse>(`/api/tag/${enc(id)}`, locale, {}, signal),
    staleTime: CACHE_TIME_MS,
  });

/** Coordinates joined by '|' as the POI call expects (SPEC §7). */
export function coordinatesParam(coords: readonly LonLat[]): string {
  return coords.map(([lon, lat]) => `${lon},${lat}`).join('|');
}

/** Every POI type within `range` metres of any of `coords`; the legend filters them in the browser. */
export const poisQuery = (locale: Locale, coords: readonly LonLat[], range: number) =>
  queryOptions({
    queryKey: [QUERY_ROOT, locale, 'pois', coordinatesParam(coords), range],
    queryFn: ({ signal }) => apiGet<Poi[]>('/api/pois', locale, { coordinates: coordinatesParam(coords), range }, signal),
    staleTime: CACHE_TIME_MS,
    enabled: coords.length > 0,
  });

export const articleQuery = (locale: Locale, category: string, slug: string) =>
  queryOptions({
    queryKey: [QUERY_ROOT, locale, 'article', category, slug],
    queryFn: ({ signal }) => apiGet<ArticleResponse>(`/api/article/${enc(category)}/${enc(slug)}`, locale, {}, signal),
    staleTime: CACHE_TIME_MS,
  });

export interface RestaurantCriteria {
  category?: string | undefined;
  cuisine?: string | undefined;
  district?: string | undefined;
  keyword?: string | undefined;
}

export const qtsasFilterQuery = (locale: Locale) =>
  queryOptions({
    queryKey: [QUERY_ROOT, locale, 'qtsas-filter'],
    queryFn: ({ signal }) => apiGet<RestaurantFilters>('/api/dining/qtsas_restaurant_filter', locale, {}, signal),
    staleTime: CACHE_TIME_MS,
  });

export const qtsasSearchQuery = (locale: Locale, c: RestaurantCriteria) =>
  queryOptions({
    queryKey: [QUERY_ROOT, locale, 'qtsas', c.category ?? '', c.cuisine ?? '', c.district ?? '', c.keyword ?? ''],
    queryFn: ({ signal }) => apiGet<{ resultCount: number; results: RestaurantSummary[] }>('/api/dining/qtsas_restaurant', locale, { ...c }, signal),
    staleTime: CACHE_TIME_MS,
  });

export const qtsasRestaurantQuery = (locale: Locale, id: string) =>
  queryOptions({
    queryKey: [QUERY_ROOT, locale, 'qtsas', 'detail', id],
    queryFn: ({ signal }) => apiGet<RestaurantDetail>(`/api/dining/qtsas_restaurant/${enc(id)}`, locale, {}, signal),
    staleTime: CACHE_TIME_MS,
  });

export interface WhatsonCriteria {
  type?: string | undefined;
  keyword?: string | undefined;
  m?: string | undefined;
}

export const whatsonFilterQuery = (locale: Locale, m?: string) =>
  queryOptions({
    queryKey: [QUERY_ROOT, locale, 'whatson-filter', m ?? ''],
    queryFn: ({ signal }) => apiGet<WhatsonFilters>('/api/enf/whatson_filter', locale, { m }, signal),
    staleTime: CACHE_TIME_MS,
  });

export const whatsonSearchQuery = (locale: Locale, c: WhatsonCriteria) =>
  queryOptions({
    queryKey: [QUERY_ROOT, locale, 'whatson', c.type ?? '', c.keyword ?? '', c.m ?? ''],
    queryFn: ({ signal }) => apiGet<WhatsonSearch>('/api/enf/whatson', locale, { ...c }, signal),
    staleTime: CACHE_TIME_MS,
  });

export const whatsonEventQuery = (locale: Locale, id: string) =>
  queryOptions({
    queryKey: [QUERY_ROOT, locale, 'whatson', 'detail', id],
    queryFn: ({ signal }) => apiGet<EventDetail>(`/api/enf/whatson/${enc(id)}`, locale, {}, signal),
    staleTime: CACHE_TIME_MS,
  });

export const calendarLookupQuery = (locale: Locale, id: string) =>
  queryOptions({
    queryKey: [QUERY_ROOT, locale, 'calendar', 'detail', id],
    queryFn: ({ signal }) => apiGet<CalendarLookup>(`/api/enf/calendar/${enc(id)}`, locale, {}, signal),
    staleTime: CACHE_TIME_MS,
    retry: false,
  });

export interface HotelCriteria {
  star?: string | undefined;
  district?: string | undefined;
  keyword?: string | undefined;
  page?: number | undefined;
}

export const hotelFilterQuery = (locale: Locale) =>
  queryOptions({
    queryKey: [QUERY_ROOT, locale, 'accommodation-filter'],
    queryFn: ({ signal }) => apiGet<HotelFilters>('/api/accommodation_filter', locale, {}, signal),
    staleTime: CACHE_TIME_MS,
  });

export const hotelSearchQuery = (locale: Locale, c: HotelCriteria) =>
  queryOptions({
    queryKey: [QUERY_ROOT, locale, 'accommodation', c.star ?? '', c.district ?? '', c.keyword ?? '', c.page ?? 1],
    // `page` is always sent so the call is a search even without criteria (no criteria = the star introduction).
    queryFn: ({ signal }) => apiGet<Paged<HotelSummary>>('/api/accommodation', locale, { ...c, page: c.page ?? 1 }, signal),
    staleTime: CACHE_TIME_MS,
  });

export const hotelQuery = (locale: Locale, id: string) =>
  queryOptions({
    queryKey: [QUERY_ROOT, locale, 'accommodation', 'detail', id],
    queryFn: ({ signal }) => apiGet<HotelDetail>(`/api/accommodation/${enc(id)}`, locale, {}, signal),
    staleTime: CACHE_TIME_MS,
  });
