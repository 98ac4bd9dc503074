import { createFileRoute } from '@tanstack/react-router';
import { TagScreen } from '#/features/sights';
import { tagQuery } from '#/api/map-queries';

export const Route = createFileRoute('/$locale/tags/$tagId')({
  loader: ({ context, params }) => context.queryClient.ensureQueryData(tagQuery(context.locale, params.tagId)),
  component: function TagRoute() {
    const { tagId } = Route.useParams();
    return <TagScreen tagId={tagId} />;
  },
});
