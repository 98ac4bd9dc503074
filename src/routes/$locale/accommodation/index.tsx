import { createFileRoute } from '@tanstack/react-router';
import { AccommodationScreen } from '#/features/accommodation';
import { accommodationQuery } from '#/api/map-queries';

export const Route = createFileRoute('/$locale/accommodation/')({
  // Not awaited: the page shows its eight placeholders while the classes arrive (SPEC §9).
  loader: ({ context }) => void context.queryClient.prefetchQuery(accommodationQuery(context.locale)),
  component: AccommodationScreen,
});
