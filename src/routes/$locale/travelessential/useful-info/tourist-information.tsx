import { createFileRoute } from '@tanstack/react-router';
import { placesQuery } from '#/api/essentials-queries';
import { InfoCountersScreen } from '#/features/travel-essentials';

export const Route = createFileRoute('/$locale/travelessential/useful-info/tourist-information')({
  loader: ({ context }) => context.queryClient.ensureQueryData(placesQuery(context.locale, 'info-counters')),
  component: InfoCountersScreen,
});
