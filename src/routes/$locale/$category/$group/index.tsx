import { createFileRoute, notFound } from '@tanstack/react-router';
import { isMapCategory } from '#/features/sights/route-helpers';
import { GroupScreen } from '#/features/sights';
import { groupQuery, overviewQuery } from '#/api/map-queries';

export const Route = createFileRoute('/$locale/$category/$group/')({
  beforeLoad: ({ params }) => {
    if (!isMapCategory(params.category)) throw notFound();
  },
  loader: async ({ context, params }) => {
    void context.queryClient.prefetchQuery(overviewQuery(context.locale, params.category));
    await context.queryClient.ensureQueryData(groupQuery(context.locale, params.category, params.group));
  },
  component: function GroupRoute() {
    const { category, group } = Route.useParams();
    return <GroupScreen category={category} group={group} />;
  },
});
