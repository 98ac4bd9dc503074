import { createFileRoute } from '@tanstack/react-router';
import { articleDetailQuery } from '#/api/article-queries';
import { ArticlePage } from '#/features/articles';
import { validateArticleSearch } from '#/features/articles/route-helpers';

// A custom article page (SPEC §2): the parade article with its audio guide.
export const Route = createFileRoute('/$locale/chinese-new-year-parade')({
  validateSearch: validateArticleSearch,
  loader: ({ context }) => context.queryClient.ensureQueryData(articleDetailQuery(context.locale, 'custom', 'chinese-new-year-parade')),
  component: () => <ArticlePage category="custom" slug="chinese-new-year-parade" />,
});
