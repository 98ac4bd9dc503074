import { createFileRoute } from '@tanstack/react-router';
import { GroupScreen } from '#/features/sights';
import { groupQuery, overviewQuery } from '#/api/map-queries';

export const Route = createFileRoute('/$locale/dining/specialty-foods/$group/')({
  loader: async ({ context, params }) => {
    void context.queryClient.prefetchQuery(overviewQuery(context.locale, 'fnb'));
    await context.queryClient.ensureQueryData(groupQuery(context.locale, 'fnb', params.group));
  },
  component: function FnbGroupRoute() {
    const { group } = Route.useParams();
    return <GroupScreen category="fnb" group={group} />;
  },
});
