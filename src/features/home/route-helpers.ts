// What the home route's definition needs outside the lazily loaded screen: the loader that starts its requests.
import type { QueryClient } from '@tanstack/react-query';
import { experienceMenuQuery, homeBannersQuery, travelEssentialMenuQuery } from '#/api/queries';
import { feedPostsQuery, popularAttractionsQuery, socialFeedsQuery, topToursQuery, upcomingEventsQuery, whatsHappeningQuery } from '#/api/home-queries';
import { isEnabledLocale } from '#shared/locales';

/** Starts the home page's requests; the page renders with what arrives (and stays up offline). */
export async function homeLoader(queryClient: QueryClient, locale: string): Promise<void> {
  if (!isEnabledLocale(locale)) return;
  // Only the hero is waited for; the other blocks fill in (with skeletons) as they arrive.
  void Promise.allSettled([
    queryClient.prefetchQuery(whatsHappeningQuery(locale)),
    queryClient.prefetchQuery(upcomingEventsQuery(locale)),
    queryClient.prefetchQuery(popularAttractionsQuery(locale)),
    queryClient.prefetchQuery(topToursQuery(locale)),
    // The feeds' posts too, as soon as the feed list is known: the server's page then shows the posts it will hydrate
    // with, rather than an empty block that the posts, streamed in after it, would contradict while hydrating.
    queryClient
      .fetchQuery(socialFeedsQuery(locale))
      .then((feeds) => Promise.allSettled([...feeds.infoFeeds, ...feeds.imgFeeds].map((id) => queryClient.prefetchQuery(feedPostsQuery(locale, id))))),
    queryClient.prefetchQuery(experienceMenuQuery(locale)),
    queryClient.prefetchQuery(travelEssentialMenuQuery(locale)),
  ]);
  await queryClient.prefetchQuery(homeBannersQuery(locale));
}
