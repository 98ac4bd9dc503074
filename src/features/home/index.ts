// The home page and its loader.
import type { QueryClient } from '@tanstack/react-query';
import { experienceMenuQuery, homeBannersQuery, travelEssentialMenuQuery } from '#/api/queries';
import { popularAttractionsQuery, socialFeedsQuery, topToursQuery, upcomingEventsQuery, whatsHappeningQuery } from '#/api/home-queries';
import { isEnabledLocale } from '#shared/locales';

export { HomeScreen } from './HomeScreen';
export { InternalLink, localeHref } from './InternalLink';
export { SectionHeading } from './SectionHeading';
export { WhatsHappeningCards } from './WhatsHappening';

/** Starts the home page's requests; the page renders with what arrives (and stays up offline). */
export async function homeLoader(queryClient: QueryClient, locale: string): Promise<void> {
  if (!isEnabledLocale(locale)) return;
  // Only the hero is waited for; the other blocks fill in (with skeletons) as they arrive.
  void Promise.allSettled([
    queryClient.prefetchQuery(whatsHappeningQuery(locale)),
    queryClient.prefetchQuery(upcomingEventsQuery(locale)),
    queryClient.prefetchQuery(popularAttractionsQuery(locale)),
    queryClient.prefetchQuery(topToursQuery(locale)),
    queryClient.prefetchQuery(socialFeedsQuery(locale)),
    queryClient.prefetchQuery(experienceMenuQuery(locale)),
    queryClient.prefetchQuery(travelEssentialMenuQuery(locale)),
  ]);
  await queryClient.prefetchQuery(homeBannersQuery(locale));
}
