import { createFileRoute } from '@tanstack/react-router';
import { QtsasSearchScreen } from '#/features/dining';
import { validateTextSearch } from '#/features/sight-map/route-helpers';
import { diningQuery, qtsasFilterQuery, qtsasSearchQuery } from '#/api/map-queries';

const KEYS = ['category', 'cuisine', 'district', 'keyword', 'id'] as const;

export const Route = createFileRoute('/$locale/dining/qtsas-restaurant/')({
  validateSearch: (raw: Record<string, unknown>) => validateTextSearch(raw, KEYS),
  loaderDeps: ({ search }) => ({ category: search.category, cuisine: search.cuisine, district: search.district, keyword: search.keyword }),
  loader: async ({ context, deps }) => {
    const found = await context.queryClient.ensureQueryData(qtsasSearchQuery(context.locale, deps));
    // With no award holder the page explains the scheme from the dining page's texts, and offers no filters.
    if (found.total === 0) await context.queryClient.ensureQueryData(diningQuery(context.locale));
    else void context.queryClient.prefetchQuery(qtsasFilterQuery(context.locale));
  },
  component: function QtsasSearchRoute() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return <QtsasSearchScreen search={search} onSearch={(next) => void navigate({ search: next, replace: true, resetScroll: false })} />;
  },
});
