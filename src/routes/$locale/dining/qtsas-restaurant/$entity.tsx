import { createFileRoute } from '@tanstack/react-router';
import { QtsasEntityScreen } from '#/features/dining';
import { qtsasRestaurantQuery } from '#/api/map-queries';

export const Route = createFileRoute('/$locale/dining/qtsas-restaurant/$entity')({
  loader: ({ context, params }) => context.queryClient.ensureQueryData(qtsasRestaurantQuery(context.locale, params.entity)),
  component: function QtsasEntityRoute() {
    const { entity } = Route.useParams();
    return <QtsasEntityScreen entity={entity} />;
  },
});
