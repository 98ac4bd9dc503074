import { createFileRoute } from '@tanstack/react-router';
import { articleDetailQuery } from '#/api/article-queries';
import { placesQuery } from '#/api/essentials-queries';
import { validateArticleSearch } from '#/features/articles/route-helpers';
import { PortsOfEntryScreen } from '#/features/travel-essentials';

export const Route = createFileRoute('/$locale/travelessential/before-you-travel/ports-of-entry')({
  validateSearch: validateArticleSearch,
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(articleDetailQuery(context.locale, 'before-you-travel', 'ports-of-entry')),
      context.queryClient.ensureQueryData(placesQuery(context.locale, 'border-checkpoints')),
    ]),
  component: PortsOfEntryScreen,
});
