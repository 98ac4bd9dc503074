import { createFileRoute } from '@tanstack/react-router';
import { DiningScreen } from '#/features/dining';
import { diningQuery, restaurantFilterQuery } from '#/api/map-queries';

export const Route = createFileRoute('/$locale/dining/')({
  loader: async ({ context }) => {
    void context.queryClient.prefetchQuery(restaurantFilterQuery(context.locale));
    await context.queryClient.ensureQueryData(diningQuery(context.locale));
  },
  component: DiningScreen,
});
