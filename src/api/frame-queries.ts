// What the page frame (header, menus, weather, announcement bar, footer) shows beyond the page's own loader: loaded
// by the $locale route, so the server renders the frame whole in one pass and its answers travel with the page.
import type { QueryClient } from '@tanstack/react-query';
import type { Locale } from '#shared/locales';
import { announcementsQuery, experienceMenuQuery, footerBannersQuery, siteQuery, subscriptionsQuery, travelEssentialMenuQuery, weatherQuery } from './queries';
import { weatherDetailQuery } from './home-queries';

/** The weather page shows the detailed weather in the header too (one poll instead of two). */
export function frameQueries(locale: Locale, onWeatherPage: boolean) {
  return [
    siteQuery(locale),
    experienceMenuQuery(locale),
    travelEssentialMenuQuery(locale),
    announcementsQuery(locale),
    onWeatherPage ? weatherDetailQuery(locale) : weatherQuery(locale),
    subscriptionsQuery(locale),
    footerBannersQuery(locale),
  ] as const;
}

/**
 * Loads the frame's answers. A failed one leaves its part to load in the browser, as before: the frame never fails a
 * page. In the browser the frame's own queries fetch what is missing, so a navigation never waits for them.
 */
export async function loadFrame(queryClient: QueryClient, locale: Locale, pathname: string): Promise<void> {
  if (typeof document !== 'undefined') return;
  const onWeatherPage = /^\/[^/]+\/weather\/?$/.test(pathname);
  await Promise.allSettled(frameQueries(locale, onWeatherPage).map((q) => queryClient.ensureQueryData(q as Parameters<QueryClient['ensureQueryData']>[0])));
}
