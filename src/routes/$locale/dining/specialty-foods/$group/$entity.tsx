import { createFileRoute } from '@tanstack/react-router';
import { EntityScreen } from '#/features/sights';
import { entityQuery } from '#/api/map-queries';

export const Route = createFileRoute('/$locale/dining/specialty-foods/$group/$entity')({
  loader: ({ context, params }) => context.queryClient.ensureQueryData(entityQuery(context.locale, 'fnb', params.group, params.entity)),
  component: function FnbEntityRoute() {
    const { group, entity } = Route.useParams();
    return <EntityScreen category="fnb" group={group} entity={entity} />;
  },
});
