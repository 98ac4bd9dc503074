import { createFileRoute } from '@tanstack/react-router';
import { QtsasSearchScreen } from '#/features/dining';
import { validateTextSearch } from '#/features/sight-map/route-helpers';
import { qtsasFilterQuery, qtsasSearchQuery } from '#/api/map-queries';

const KEYS = ['category', 'cuisine', 'district', 'keyword', 'id'] as const;

export const Route = createFileRoute('/$locale/dining/qtsas-restaurant/')({
  validateSearch: (raw: Record<string, unknown>) => validateTextSearch(raw, KEYS),
  loaderDeps: ({ search }) => ({ category: search.category, cuisine: search.cuisine, district: search.district, keyword: search.keyword }),
  loader: async ({ context, deps }) => {
    void context.queryClient.prefetchQuery(qtsasFilterQuery(context.locale));
    await context.queryClient.ensureQueryData(qtsasSearchQuery(context.locale, deps));
  },
  component: function QtsasSearchRoute() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return <QtsasSearchScreen search={search} onSearch={(next) => void navigate({ search: next, replace: true, resetScroll: false })} />;
  },
});
