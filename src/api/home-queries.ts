// Query-option factories for the home page blocks, detailed weather and site search; keys always carry the locale.
import { infiniteQueryOptions } from '@tanstack/react-query';
import type { Locale } from '#shared/locales';
import { apiGet, OfflineError } from './client';
import type { SiteSearchPage } from './saved-search';
import { promotedNow } from '#/lib/promoted';
import { apiQuery, CACHE_TIME_MS, QUERY_ROOT, REFRESH_MS } from './queries';
import type { WeatherDetail } from '#shared/api/home';
import { apiPath } from '#shared/api/paths';

/** SPEC §9: each curator posts request asks for 10. */
export const FEED_POSTS_LIMIT = 10;
/** SPEC §9: search page size. */
export const SEARCH_PAGE_SIZE = 10;

export const popularAttractionsQuery = (locale: Locale) => apiQuery(locale, ['popularattraction'], apiPath('/api/popularattraction'));

export const whatsHappeningQuery = (locale: Locale) =>
  apiQuery(locale, ['whatshappening'], apiPath('/api/whatshappening'), {
    // A copy from the saved guide may be older than today: what has ended since drops out here too.
    transform: (w) => ({ cards: promotedNow(w.cards, new Date()), banners: promotedNow(w.banners, new Date()) }),
  });

export const topToursQuery = (locale: Locale) => apiQuery(locale, ['tour-top'], apiPath('/api/tour/top'));

export const upcomingEventsQuery = (locale: Locale) => apiQuery(locale, ['enf-upcoming'], apiPath('/api/enf'));

export const socialFeedsQuery = (locale: Locale) => apiQuery(locale, ['socialmedia-feed'], apiPath('/api/socialmedia/feed'));

export const feedPostsQuery = (locale: Locale, feedId: string) =>
  // SPEC §8: a failed feed is skipped silently, so there is nothing to gain from retrying it.
  apiQuery(locale, ['curator', feedId], apiPath('/api/curator/v1/feeds/:feedId/posts', { feedId }), {
    params: { limit: FEED_POSTS_LIMIT },
    retry: false,
  });

export const weatherDetailQuery = (locale: Locale) =>
  apiQuery<'/api/weather', WeatherDetail>(locale, ['weather', 'detail'], apiPath('/api/weather'), {
    params: { detail: 1 },
    staleTime: REFRESH_MS,
    refetchInterval: REFRESH_MS,
  });

export interface SearchCriteria {
  keyword: string;
  sort: '' | 'date';
}

/** The locale's site section, which tells the search engine the language (SPEC §7: lang is not sent). */
export function siteSection(locale: Locale): string {
  const host = typeof location === 'undefined' ? 'localhost' : location.host;
  return `${host}/${locale}`;
}

/** Results are cached per criteria and page; "see more" asks for the next page of the same criteria. */
export const searchQuery = (locale: Locale, criteria: SearchCriteria) =>
  infiniteQueryOptions({
    queryKey: [QUERY_ROOT, locale, 'gcse', criteria.keyword, criteria.sort],
    queryFn: async ({ signal, pageParam, client }): Promise<SiteSearchPage> => {
      try {
        return await apiGet(
          apiPath('/api/gcse'),
          null,
          { q: criteria.keyword, start: pageParam, sort: criteria.sort || undefined, siteSearch: siteSection(locale) },
          signal,
          client,
        );
      } catch (err) {
        // No network, or too slow: the same search over the index saved with the guide, when there is one.
        if (!(err instanceof OfflineError)) throw err;
        // The offline search's code loads only when it is needed.
        const { searchSavedGuide } = await import('./saved-search');
        const saved = await searchSavedGuide(locale, { q: criteria.keyword, start: pageParam, sort: criteria.sort });
        if (!saved) throw err;
        return saved;
      }
    },
    initialPageParam: 1,
    getNextPageParam: (last, _all, lastStart) => ((last.items?.length ?? 0) === SEARCH_PAGE_SIZE ? lastStart + SEARCH_PAGE_SIZE : undefined),
    // Results of the saved guide are searched again from the network at the next chance.
    staleTime: (q) => (q.state.data?.pages.some((p) => p.fromSavedGuide) ? 0 : CACHE_TIME_MS),
    retry: false,
  });
