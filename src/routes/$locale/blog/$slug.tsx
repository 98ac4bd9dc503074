import { createFileRoute } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { articleDetailQuery } from '#/api/article-queries';
import { ArticlePage } from '#/features/articles';
import { validateArticleSearch } from '#/features/articles/route-helpers';

export const Route = createFileRoute('/$locale/blog/$slug')({
  validateSearch: validateArticleSearch,
  loader: ({ context, params }) => context.queryClient.ensureQueryData(articleDetailQuery(context.locale, 'blog', params.slug)),
  component: function BlogArticleRoute() {
    const { t } = useLingui();
    const { locale, slug } = Route.useParams();
    return <ArticlePage category="blog" slug={slug} trail={[{ label: t`Blog`, to: `/${locale}/blog` }]} />;
  },
});
