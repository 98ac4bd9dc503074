import { createFileRoute, notFound } from '@tanstack/react-router';
import { articleDetailQuery } from '#/api/article-queries';
import { validateArticleSearch } from '#/features/articles/route-helpers';
import { EssentialArticle } from '#/features/travel-essentials';
import { ESSENTIAL_SECTIONS } from '#shared/routes';

export const Route = createFileRoute('/$locale/travelessential/$section/$slug')({
  beforeLoad: ({ params }) => {
    if (!(ESSENTIAL_SECTIONS as readonly string[]).includes(params.section)) throw notFound();
  },
  validateSearch: validateArticleSearch,
  loader: ({ context, params }) => context.queryClient.ensureQueryData(articleDetailQuery(context.locale, params.section, params.slug)),
  component: function EssentialArticleRoute() {
    const { section, slug } = Route.useParams();
    return <EssentialArticle section={section} slug={slug} />;
  },
});
