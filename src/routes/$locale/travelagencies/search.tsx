import { createFileRoute } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { travelAgencySearchQuery } from '#/api/essentials-queries';
import { TravelAgencyScreen, type AgencySearchParams } from '#/features/travel-essentials';
import { validateAgencySearch } from '#/features/travel-essentials/route-helpers';

export const Route = createFileRoute('/$locale/travelagencies/search')({
  validateSearch: validateAgencySearch,
  loaderDeps: ({ search }) => ({ award: search.award, keyword: search.keyword, page: search.page }),
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(travelAgencySearchQuery(context.locale, deps)),
  component: function TravelAgencySearchRoute() {
    const { t } = useLingui();
    const { locale } = Route.useParams();
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    const onSearch = (next: AgencySearchParams, opts?: { replace?: boolean }) =>
      void navigate({ search: next, replace: opts?.replace ?? false, resetScroll: false });
    return (
      <TravelAgencyScreen
        title={t`Find a travel agency`}
        search={search}
        onSearch={onSearch}
        trail={[
          { label: t`Travel essentials`, to: `/${locale}/travelessential` },
          { label: t`Travel agencies`, to: `/${locale}/travelessential/before-you-travel/travel-agencies` },
        ]}
      />
    );
  },
});
