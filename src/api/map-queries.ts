// Query-option factories of the map-based screens; keys carry the locale like every other query.
import type { Locale } from '#shared/locales';
import type { LonLat } from '#shared/geo';
import { TOUR_CATEGORIES } from '#shared/routes';
import { apiQuery } from './queries';
import { apiPath, type ApiPath } from '#shared/api/paths';
import type { AccommodationMain, HotelSummary, Paged } from '#shared/api/places';

/** SPEC §9 sight-map types: tour categories live under /api/tour, the rest under /api/experience. */
export function sightMapType(category: string): 'tour' | 'experience' {
  return (TOUR_CATEGORIES as readonly string[]).includes(category) ? 'tour' : 'experience';
}

/** The paths of a sight map's overview, group and entity: under /api/tour or /api/experience by category. */
export const sightMapPaths = {
  overview: (category: string): ApiPath<'/api/experience/:category' | '/api/tour/:category'> =>
    sightMapType(category) === 'tour' ? apiPath('/api/tour/:category', { category }) : apiPath('/api/experience/:category', { category }),
  group: (category: string, group: string): ApiPath<'/api/experience/:category/:group' | '/api/tour/:category/:group'> =>
    sightMapType(category) === 'tour'
      ? apiPath('/api/tour/:category/:group', { category, group })
      : apiPath('/api/experience/:category/:group', { category, group }),
  entity: (category: string, group: string, entity: string): ApiPath<'/api/experience/:category/:group/:entity' | '/api/tour/:category/:group/:entity'> =>
    sightMapType(category) === 'tour'
      ? apiPath('/api/tour/:category/:group/:entity', { category, group, entity })
      : apiPath('/api/experience/:category/:group/:entity', { category, group, entity }),
};

export const overviewQuery = (locale: Locale, category: string) => apiQuery(locale, ['sightmap', category], sightMapPaths.overview(category));

export const groupQuery = (locale: Locale, category: string, group: string) =>
  apiQuery(locale, ['sightmap', category, group], sightMapPaths.group(category, group));

export const entityQuery = (locale: Locale, category: string, group: string, entity: string) =>
  apiQuery(locale, ['sightmap', category, group, entity], sightMapPaths.entity(category, group, entity));

export const sightQuery = (locale: Locale, id: string) => apiQuery(locale, ['sight', id], apiPath('/api/sight/:id', { id }));

export const tagQuery = (locale: Locale, id: string) => apiQuery(locale, ['tag', id], apiPath('/api/tag/:tagId', { tagId: id }));

/** Coordinates joined by '|' as the POI call expects (SPEC §7). */
export function coordinatesParam(coords: readonly LonLat[]): string {
  return coords.map(([lon, lat]) => `${lon},${lat}`).join('|');
}

/** Every POI type within `range` metres of any of `coords`; the legend filters them in the browser. */
export const poisQuery = (locale: Locale, coords: readonly LonLat[], range: number) =>
  apiQuery(locale, ['pois', coordinatesParam(coords), range], apiPath('/api/pois'), {
    params: { coordinates: coordinatesParam(coords), range },
    enabled: coords.length > 0,
  });

export const articlePath = (category: string, slug: string) => apiPath('/api/article/:category/:slug', { category, slug });

export const articleQuery = (locale: Locale, category: string, slug: string) => apiQuery(locale, ['article', category, slug], articlePath(category, slug));

export interface RestaurantCriteria {
  category?: string | undefined;
  cuisine?: string | undefined;
  district?: string | undefined;
  keyword?: string | undefined;
}

export const qtsasFilterQuery = (locale: Locale) => apiQuery(locale, ['qtsas-filter'], apiPath('/api/dining/qtsas_restaurant_filter'));

export const qtsasSearchQuery = (locale: Locale, c: RestaurantCriteria) =>
  apiQuery(locale, ['qtsas', c.category ?? '', c.cuisine ?? '', c.district ?? '', c.keyword ?? ''], apiPath('/api/dining/qtsas_restaurant'), {
    params: { ...c },
  });

export const qtsasRestaurantQuery = (locale: Locale, id: string) =>
  apiQuery(locale, ['qtsas', 'detail', id], apiPath('/api/dining/qtsas_restaurant/:id', { id }));

export const diningQuery = (locale: Locale) => apiQuery(locale, ['dining'], apiPath('/api/dining'));

export const restaurantFilterQuery = (locale: Locale) => apiQuery(locale, ['restaurant-filter'], apiPath('/api/dining/restaurant_filter'));

/** One page (10) of the general restaurant search; pages are cached apart so "more" only fetches the next one. */
export const restaurantSearchQuery = (locale: Locale, c: Omit<RestaurantCriteria, 'district'>, page: number) =>
  apiQuery(locale, ['restaurant', c.category ?? '', c.cuisine ?? '', c.keyword ?? '', page], apiPath('/api/dining/restaurant'), {
    params: { category: c.category, cuisine: c.cuisine, keyword: c.keyword, page },
  });

export const restaurantQuery = (locale: Locale, id: string) => apiQuery(locale, ['restaurant', 'detail', id], apiPath('/api/dining/restaurant/:id', { id }));

export const accommodationQuery = (locale: Locale) =>
  apiQuery<'/api/accommodation', AccommodationMain>(locale, ['accommodation-main'], apiPath('/api/accommodation'));

export interface WhatsonCriteria {
  type?: string | undefined;
  keyword?: string | undefined;
  m?: string | undefined;
}

export const whatsonFilterQuery = (locale: Locale, m?: string) =>
  apiQuery(locale, ['whatson-filter', m ?? ''], apiPath('/api/enf/whatson_filter'), { params: { m } });

export const whatsonSearchQuery = (locale: Locale, c: WhatsonCriteria) =>
  apiQuery(locale, ['whatson', c.type ?? '', c.keyword ?? '', c.m ?? ''], apiPath('/api/enf/whatson'), { params: { ...c } });

export const whatsonEventQuery = (locale: Locale, id: string) => apiQuery(locale, ['whatson', 'detail', id], apiPath('/api/enf/whatson/:id', { id }));

export const calendarQuery = (locale: Locale) => apiQuery(locale, ['calendar'], apiPath('/api/enf/calendar'));

export const whatsonPdfQuery = (locale: Locale) => apiQuery(locale, ['whatson-pdf'], apiPath('/api/enf/whatson-pdf'));

export const calendarLookupQuery = (locale: Locale, id: string) =>
  apiQuery(locale, ['calendar', 'detail', id], apiPath('/api/enf/calendar/:id', { id }), { retry: false });

export interface HotelCriteria {
  star?: string | undefined;
  district?: string | undefined;
  keyword?: string | undefined;
  page?: number | undefined;
}

export const hotelFilterQuery = (locale: Locale) => apiQuery(locale, ['accommodation-filter'], apiPath('/api/accommodation_filter'));

export const hotelSearchQuery = (locale: Locale, c: HotelCriteria) =>
  // `page` is always sent so the call is a search even without criteria (no criteria = the star introduction).
  apiQuery<'/api/accommodation', Paged<HotelSummary>>(
    locale,
    ['accommodation', c.star ?? '', c.district ?? '', c.keyword ?? '', c.page ?? 1],
    apiPath('/api/accommodation'),
    {
      params: { ...c, page: c.page ?? 1 },
    },
  );

export const hotelQuery = (locale: Locale, id: string) => apiQuery(locale, ['accommodation', 'detail', id], apiPath('/api/accommodation/:id', { id }));
