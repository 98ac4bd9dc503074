import { createFileRoute, notFound } from '@tanstack/react-router';
import { isMapCategory } from '#/features/sights/route-helpers';
import { EntityScreen } from '#/features/sights';
import { entityQuery } from '#/api/map-queries';

export const Route = createFileRoute('/$locale/$category/$group/$entity')({
  beforeLoad: ({ params }) => {
    if (!isMapCategory(params.category)) throw notFound();
  },
  loader: ({ context, params }) => context.queryClient.ensureQueryData(entityQuery(context.locale, params.category, params.group, params.entity)),
  component: function EntityRoute() {
    const { category, group, entity } = Route.useParams();
    return <EntityScreen category={category} group={group} entity={entity} />;
  },
});
