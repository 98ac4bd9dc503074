import { createFileRoute } from '@tanstack/react-router';
import { RestaurantSearchScreen } from '#/features/dining';
import { validatePage, validateTextSearch } from '#/features/sight-map/route-helpers';
import { restaurantFilterQuery, restaurantSearchQuery } from '#/api/map-queries';

const KEYS = ['category', 'cuisine', 'keyword', 'id'] as const;

export const Route = createFileRoute('/$locale/dining/restaurant/')({
  validateSearch: (raw: Record<string, unknown>) => {
    const page = validatePage(raw.page);
    return { ...validateTextSearch(raw, KEYS), ...(page ? { page } : {}) };
  },
  loaderDeps: ({ search }) => ({ category: search.category, cuisine: search.cuisine, keyword: search.keyword, page: search.page ?? 1 }),
  loader: async ({ context, deps }) => {
    void context.queryClient.prefetchQuery(restaurantFilterQuery(context.locale));
    const { page, ...criteria } = deps;
    // Every page shown so far, so a visitor coming back from a restaurant finds it where it was.
    await Promise.all(Array.from({ length: page }, (_, i) => context.queryClient.ensureQueryData(restaurantSearchQuery(context.locale, criteria, i + 1))));
  },
  component: function RestaurantSearchRoute() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return <RestaurantSearchScreen search={search} onSearch={(next) => void navigate({ search: next, replace: true, resetScroll: false })} />;
  },
});
