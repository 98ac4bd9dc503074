import { createFileRoute } from '@tanstack/react-router';
import { articleBySlugQuery } from '#/api/article-queries';
import { ArticlePage } from '#/features/articles';
import { validateArticleSearch } from '#/features/articles/route-helpers';

export const Route = createFileRoute('/$locale/article/$slug')({
  validateSearch: validateArticleSearch,
  loader: ({ context, params }) => context.queryClient.ensureQueryData(articleBySlugQuery(context.locale, params.slug)),
  component: function ArticleRoute() {
    const { slug } = Route.useParams();
    return <ArticlePage slug={slug} />;
  },
});
