import { createFileRoute } from '@tanstack/react-router';
import { WhatsonSearchScreen } from '#/features/events';
import { validateTextSearch } from '#/features/sight-map/route-helpers';
import { whatsonFilterQuery, whatsonSearchQuery } from '#/api/map-queries';
import { isMonthFilter } from '#shared/events';

export const Route = createFileRoute('/$locale/events/whatson/')({
  validateSearch: (raw: Record<string, unknown>) => {
    const s = validateTextSearch(raw, ['type', 'keyword', 'm'] as const);
    // SPEC §5: a month filter is six digits YYYYMM; anything else is dropped.
    if (s.m !== undefined && !isMonthFilter(s.m)) delete s.m;
    return s;
  },
  loaderDeps: ({ search }) => ({ type: search.type, keyword: search.keyword, m: search.m }),
  loader: async ({ context, deps }) => {
    void context.queryClient.prefetchQuery(whatsonFilterQuery(context.locale, deps.m));
    await context.queryClient.ensureQueryData(whatsonSearchQuery(context.locale, deps));
  },
  component: function WhatsonSearchRoute() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return <WhatsonSearchScreen search={search} onSearch={(next) => void navigate({ search: next, replace: true, resetScroll: false })} />;
  },
});
