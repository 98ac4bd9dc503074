import { createFileRoute } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { articleDetailQuery } from '#/api/article-queries';
import { ArticlePage } from '#/features/articles';
import { validateArticleSearch } from '#/features/articles/route-helpers';

// A dining article under a category (SPEC §2 dining/{category}/{slug}, where old taste-of-macao paths land).
export const Route = createFileRoute('/$locale/dining/$category/$slug')({
  validateSearch: validateArticleSearch,
  loader: ({ context, params }) => context.queryClient.ensureQueryData(articleDetailQuery(context.locale, params.category, params.slug)),
  component: function DiningCategoryArticleRoute() {
    const { t } = useLingui();
    const { locale, category, slug } = Route.useParams();
    return <ArticlePage category={category} slug={slug} trail={[{ label: t`Dining`, to: `/${locale}/dining` }]} />;
  },
});
