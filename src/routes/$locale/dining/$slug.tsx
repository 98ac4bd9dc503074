import { createFileRoute } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { articleDetailQuery } from '#/api/article-queries';
import { ArticlePage } from '#/features/articles';
import { validateArticleSearch } from '#/features/articles/route-helpers';

// A dining article (SPEC §2 dining/{slug}).
export const Route = createFileRoute('/$locale/dining/$slug')({
  validateSearch: validateArticleSearch,
  loader: ({ context, params }) => context.queryClient.ensureQueryData(articleDetailQuery(context.locale, 'dining', params.slug)),
  component: function DiningArticleRoute() {
    const { t } = useLingui();
    const { locale, slug } = Route.useParams();
    return <ArticlePage category="dining" slug={slug} trail={[{ label: t`Dining`, to: `/${locale}/dining` }]} />;
  },
});
