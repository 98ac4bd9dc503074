// The home page and its loader.
import type { QueryClient } from '@tanstack/react-query';
import { experienceMenuQuery, homeBannersQuery, travelEssentialMenuQuery } from '#/api/queries';
import { isEnabledLocale } from '#/i18n/locales';

export { HomeScreen } from './HomeScreen';

/** Starts the home page's requests; the page renders with what arrives (and stays up offline). */
export async function homeLoader(queryClient: QueryClient, locale: string): Promise<void> {
  if (!isEnabledLocale(locale)) return;
  await Promise.allSettled([
    queryClient.prefetchQuery(homeBannersQuery(locale)),
    queryClient.prefetchQuery(experienceMenuQuery(locale)),
    queryClient.prefetchQuery(travelEssentialMenuQuery(locale)),
  ]);
}
