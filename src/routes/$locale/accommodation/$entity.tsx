import { createFileRoute } from '@tanstack/react-router';
import { HotelEntityScreen } from '#/features/accommodation';
import { hotelQuery } from '#/api/map-queries';

export const Route = createFileRoute('/$locale/accommodation/$entity')({
  loader: ({ context, params }) => context.queryClient.ensureQueryData(hotelQuery(context.locale, params.entity)),
  component: function HotelEntityRoute() {
    const { entity } = Route.useParams();
    return <HotelEntityScreen entity={entity} />;
  },
});
