import { createFileRoute, notFound } from '@tanstack/react-router';
import { isMapCategory } from '#/features/sights/route-helpers';
import { CategoryScreen, LightFestivalScreen } from '#/features/sights';
import { validateTextSearch } from '#/features/sight-map/route-helpers';
import { LIGHT_FESTIVAL } from '#/features/sights/route-helpers';
import { articleQuery, overviewQuery } from '#/api/map-queries';

export const Route = createFileRoute('/$locale/$category/')({
  beforeLoad: ({ params }) => {
    if (!isMapCategory(params.category)) throw notFound();
  },
  validateSearch: (raw: Record<string, unknown>) => validateTextSearch(raw, ['tab'] as const),
  loader: ({ context, params }) =>
    params.category === 'macao-light-festival'
      ? context.queryClient.ensureQueryData(articleQuery(context.locale, LIGHT_FESTIVAL.category, LIGHT_FESTIVAL.slug))
      : context.queryClient.ensureQueryData(overviewQuery(context.locale, params.category)),
  component: CategoryRoute,
});

function CategoryRoute() {
  const { category } = Route.useParams();
  const { tab } = Route.useSearch();
  const navigate = Route.useNavigate();
  if (category === 'macao-light-festival') {
    return <LightFestivalScreen tab={tab} onTab={(id) => void navigate({ search: { tab: id }, replace: true, resetScroll: false })} />;
  }
  return <CategoryScreen category={category} />;
}
