import { createFileRoute } from '@tanstack/react-router';
import { articleDetailQuery } from '#/api/article-queries';
import { ArticlePage } from '#/features/articles';
import { validateArticleSearch } from '#/features/articles/route-helpers';

export const Route = createFileRoute('/$locale/article/$category/$slug')({
  validateSearch: validateArticleSearch,
  loader: ({ context, params }) => context.queryClient.ensureQueryData(articleDetailQuery(context.locale, params.category, params.slug)),
  component: function CategoryArticleRoute() {
    const { category, slug } = Route.useParams();
    return <ArticlePage category={category} slug={slug} />;
  },
});
