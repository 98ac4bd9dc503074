import { createFileRoute } from '@tanstack/react-router';
import { HotelSearchScreen } from '#/features/accommodation';
import { validatePage, validateTextSearch } from '#/features/sight-map/route-helpers';
import { hotelFilterQuery, hotelSearchQuery } from '#/api/map-queries';

export const Route = createFileRoute('/$locale/accommodation/search')({
  validateSearch: (raw: Record<string, unknown>) => {
    const page = validatePage(raw.page);
    return { ...validateTextSearch(raw, ['class', 'district', 'keyword', 'id'] as const), ...(page ? { page } : {}) };
  },
  loaderDeps: ({ search }) => ({ star: search.class, district: search.district, keyword: search.keyword, page: search.page ?? 1 }),
  loader: async ({ context, deps }) => {
    void context.queryClient.prefetchQuery(hotelFilterQuery(context.locale));
    await context.queryClient.ensureQueryData(hotelSearchQuery(context.locale, deps));
  },
  component: function HotelSearchRoute() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return <HotelSearchScreen search={search} onSearch={(next) => void navigate({ search: next, replace: true, resetScroll: false })} />;
  },
});
