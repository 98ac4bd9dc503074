import { createFileRoute } from '@tanstack/react-router';
import { RestaurantEntityScreen } from '#/features/dining';
import { restaurantQuery } from '#/api/map-queries';

export const Route = createFileRoute('/$locale/dining/restaurant/$entity')({
  loader: ({ context, params }) => context.queryClient.ensureQueryData(restaurantQuery(context.locale, params.entity)),
  component: function RestaurantEntityRoute() {
    const { entity } = Route.useParams();
    return <RestaurantEntityScreen entity={entity} />;
  },
});
