import { createFileRoute } from '@tanstack/react-router';
import { SightScreen } from '#/features/sights';
import { sightQuery } from '#/api/map-queries';

export const Route = createFileRoute('/$locale/sight/$entity')({
  loader: ({ context, params }) => context.queryClient.ensureQueryData(sightQuery(context.locale, params.entity)),
  component: function SightRoute() {
    const { entity } = Route.useParams();
    return <SightScreen entity={entity} />;
  },
});
