import { createFileRoute, notFound } from '@tanstack/react-router';
import { LIGHT_FESTIVAL, isMapCategory } from '#/features/sights/route-helpers';
import { CategoryScreen } from '#/features/sights';
import { ArticlePage } from '#/features/articles';
import { validateTextSearch } from '#/features/sight-map/route-helpers';
import { overviewQuery } from '#/api/map-queries';
import { articleDetailQuery } from '#/api/article-queries';

export const Route = createFileRoute('/$locale/$category/')({
  beforeLoad: ({ params }) => {
    if (!isMapCategory(params.category)) throw notFound();
  },
  validateSearch: (raw: Record<string, unknown>) => validateTextSearch(raw, ['tab'] as const),
  loader: ({ context, params }) =>
    params.category === 'macao-light-festival'
      ? context.queryClient.ensureQueryData(articleDetailQuery(context.locale, LIGHT_FESTIVAL.category, LIGHT_FESTIVAL.slug))
      : context.queryClient.ensureQueryData(overviewQuery(context.locale, params.category)),
  component: CategoryRoute,
});

function CategoryRoute() {
  const { category } = Route.useParams();
  // SPEC §2: the light festival's base path is its custom article page.
  if (category === 'macao-light-festival') return <ArticlePage category={LIGHT_FESTIVAL.category} slug={LIGHT_FESTIVAL.slug} />;
  return <CategoryScreen category={category} />;
}
