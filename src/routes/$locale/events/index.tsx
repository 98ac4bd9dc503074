import { createFileRoute } from '@tanstack/react-router';
import { EventsScreen } from '#/features/events';
import { upcomingEventsQuery, whatsHappeningQuery } from '#/api/home-queries';

export const Route = createFileRoute('/$locale/events/')({
  // Not awaited: the page shows card placeholders while the events arrive (SPEC §9).
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(upcomingEventsQuery(context.locale));
    void context.queryClient.prefetchQuery(whatsHappeningQuery(context.locale));
  },
  component: EventsScreen,
});
