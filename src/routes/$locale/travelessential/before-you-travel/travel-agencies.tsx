import { createFileRoute } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { travelAgencySearchQuery } from '#/api/essentials-queries';
import { TravelAgencyScreen, type AgencySearchParams } from '#/features/travel-essentials';
import { validateAgencySearch } from '#/features/travel-essentials/route-helpers';

export const Route = createFileRoute('/$locale/travelessential/before-you-travel/travel-agencies')({
  validateSearch: validateAgencySearch,
  loaderDeps: ({ search }) => ({ award: search.award, keyword: search.keyword, page: search.page }),
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(travelAgencySearchQuery(context.locale, deps)),
  component: function TravelAgenciesRoute() {
    const { t } = useLingui();
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    const onSearch = (next: AgencySearchParams, opts?: { replace?: boolean }) =>
      void navigate({ search: next, replace: opts?.replace ?? false, resetScroll: false });
    return <TravelAgencyScreen title={t`Travel agencies`} search={search} onSearch={onSearch} />;
  },
});
