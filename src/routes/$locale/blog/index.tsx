import { createFileRoute } from '@tanstack/react-router';
import { articleListQuery } from '#/api/article-queries';
import { BlogListScreen } from '#/features/articles';

export const Route = createFileRoute('/$locale/blog/')({
  loader: ({ context }) => context.queryClient.ensureQueryData(articleListQuery(context.locale, 'blog')),
  component: BlogListScreen,
});
