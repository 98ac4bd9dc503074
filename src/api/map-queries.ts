// Query-option factories of the map-based screens; keys carry the locale like every other query.
import type { Locale } from '#shared/locales';
import type { LonLat } from '#shared/geo';
import { TOUR_CATEGORIES } from '#shared/routes';
import { apiQuery } from './queries';
import type {
  AccommodationMain,
  ArticleResponse,
  DiningMain,
  CalendarLookup,
  CalendarResponse,
  EventDetail,
  ExperienceGroupResponse,
  ExperienceOverview,
  HotelDetail,
  HotelFilters,
  HotelSummary,
  Paged,
  Poi,
  QtsasSearch,
  RestaurantDetail,
  RestaurantFilters,
  RestaurantSummary,
  SightDetail,
  TagResponse,
  TourGroup,
  TourOverview,
  WhatsonFilters,
  WhatsonPdf,
  WhatsonSearch,
} from '#shared/api/places';

/** SPEC §9 sight-map types: tour categories live under /api/tour, the rest under /api/experience. */
export function sightMapType(category: string): 'tour' | 'experience' {
  return (TOUR_CATEGORIES as readonly string[]).includes(category) ? 'tour' : 'experience';
}

const enc = encodeURIComponent;

export const overviewQuery = (locale: Locale, category: string) =>
  apiQuery<ExperienceOverview | TourOverview>(locale, ['sightmap', category], `/api/${sightMapType(category)}/${enc(category)}`);

export const groupQuery = (locale: Locale, category: string, group: string) =>
  apiQuery<ExperienceGroupResponse | TourGroup>(locale, ['sightmap', category, group], `/api/${sightMapType(category)}/${enc(category)}/${enc(group)}`);

export const entityQuery = (locale: Locale, category: string, group: string, entity: string) =>
  apiQuery<SightDetail & { order?: number }>(
    locale,
    ['sightmap', category, group, entity],
    `/api/${sightMapType(category)}/${enc(category)}/${enc(group)}/${enc(entity)}`,
  );

export const sightQuery = (locale: Locale, id: string) => apiQuery<SightDetail>(locale, ['sight', id], `/api/sight/${enc(id)}`);

export const tagQuery = (locale: Locale, id: string) => apiQuery<TagResponse>(locale, ['tag', id], `/api/tag/${enc(id)}`);

/** Coordinates joined by '|' as the POI call expects (SPEC §7). */
export function coordinatesParam(coords: readonly LonLat[]): string {
  return coords.map(([lon, lat]) => `${lon},${lat}`).join('|');
}

/** Every POI type within `range` metres of any of `coords`; the legend filters them in the browser. */
export const poisQuery = (locale: Locale, coords: readonly LonLat[], range: number) =>
  apiQuery<Poi[]>(locale, ['pois', coordinatesParam(coords), range], '/api/pois', {
    params: { coordinates: coordinatesParam(coords), range },
    enabled: coords.length > 0,
  });

export const articlePath = (category: string, slug: string) => `/api/article/${enc(category)}/${enc(slug)}`;

export const articleQuery = (locale: Locale, category: string, slug: string) =>
  apiQuery<ArticleResponse>(locale, ['article', category, slug], articlePath(category, slug));

export interface RestaurantCriteria {
  category?: string | undefined;
  cuisine?: string | undefined;
  district?: string | undefined;
  keyword?: string | undefined;
}

export const qtsasFilterQuery = (locale: Locale) => apiQuery<RestaurantFilters>(locale, ['qtsas-filter'], '/api/dining/qtsas_restaurant_filter');

export const qtsasSearchQuery = (locale: Locale, c: RestaurantCriteria) =>
  apiQuery<QtsasSearch>(locale, ['qtsas', c.category ?? '', c.cuisine ?? '', c.district ?? '', c.keyword ?? ''], '/api/dining/qtsas_restaurant', {
    params: { ...c },
  });

export const qtsasRestaurantQuery = (locale: Locale, id: string) =>
  apiQuery<RestaurantDetail>(locale, ['qtsas', 'detail', id], `/api/dining/qtsas_restaurant/${enc(id)}`);

export const diningQuery = (locale: Locale) => apiQuery<DiningMain>(locale, ['dining'], '/api/dining');

export const restaurantFilterQuery = (locale: Locale) => apiQuery<RestaurantFilters>(locale, ['restaurant-filter'], '/api/dining/restaurant_filter');

/** One page (10) of the general restaurant search; pages are cached apart so "more" only fetches the next one. */
export const restaurantSearchQuery = (locale: Locale, c: Omit<RestaurantCriteria, 'district'>, page: number) =>
  apiQuery<Paged<RestaurantSummary>>(locale, ['restaurant', c.category ?? '', c.cuisine ?? '', c.keyword ?? '', page], '/api/dining/restaurant', {
    params: { category: c.category, cuisine: c.cuisine, keyword: c.keyword, page },
  });

export const restaurantQuery = (locale: Locale, id: string) =>
  apiQuery<RestaurantDetail>(locale, ['restaurant', 'detail', id], `/api/dining/restaurant/${enc(id)}`);

export const accommodationQuery = (locale: Locale) => apiQuery<AccommodationMain>(locale, ['accommodation-main'], '/api/accommodation');

export interface WhatsonCriteria {
  type?: string | undefined;
  keyword?: string | undefined;
  m?: string | undefined;
}

export const whatsonFilterQuery = (locale: Locale, m?: string) =>
  apiQuery<WhatsonFilters>(locale, ['whatson-filter', m ?? ''], '/api/enf/whatson_filter', { params: { m } });

export const whatsonSearchQuery = (locale: Locale, c: WhatsonCriteria) =>
  apiQuery<WhatsonSearch>(locale, ['whatson', c.type ?? '', c.keyword ?? '', c.m ?? ''], '/api/enf/whatson', { params: { ...c } });

export const whatsonEventQuery = (locale: Locale, id: string) => apiQuery<EventDetail>(locale, ['whatson', 'detail', id], `/api/enf/whatson/${enc(id)}`);

export const calendarQuery = (locale: Locale) => apiQuery<CalendarResponse>(locale, ['calendar'], '/api/enf/calendar');

export const whatsonPdfQuery = (locale: Locale) => apiQuery<WhatsonPdf[]>(locale, ['whatson-pdf'], '/api/enf/whatson-pdf');

export const calendarLookupQuery = (locale: Locale, id: string) =>
  apiQuery<CalendarLookup>(locale, ['calendar', 'detail', id], `/api/enf/calendar/${enc(id)}`, { retry: false });

export interface HotelCriteria {
  star?: string | undefined;
  district?: string | undefined;
  keyword?: string | undefined;
  page?: number | undefined;
}

export const hotelFilterQuery = (locale: Locale) => apiQuery<HotelFilters>(locale, ['accommodation-filter'], '/api/accommodation_filter');

export const hotelSearchQuery = (locale: Locale, c: HotelCriteria) =>
  // `page` is always sent so the call is a search even without criteria (no criteria = the star introduction).
  apiQuery<Paged<HotelSummary>>(locale, ['accommodation', c.star ?? '', c.district ?? '', c.keyword ?? '', c.page ?? 1], '/api/accommodation', {
    params: { ...c, page: c.page ?? 1 },
  });

export const hotelQuery = (locale: Locale, id: string) => apiQuery<HotelDetail>(locale, ['accommodation', 'detail', id], `/api/accommodation/${enc(id)}`);
