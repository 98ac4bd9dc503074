// dining/qtsas-restaurant: quality-award restaurants filtered by category, cuisine, district and keyword (while none
// holds a confirmed award, QtsasSchemeScreen instead).
import { useMemo } from 'react';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Plural, useLingui } from '@lingui/react/macro';
import { qtsasFilterQuery, qtsasSearchQuery, type RestaurantCriteria } from '#/api/map-queries';
import { useLocale } from '#/i18n/current';
import { ListMapScreen } from '#/features/sight-map';
import type { ListItem } from '#/features/sight-map';
import { ChipGroup, KeywordBox } from '#/features/sight-map';
import { AwardBadges } from '#/features/sight-map';
import { cardHours, joinMulti } from '#/features/sight-map';
import { QtsasSchemeScreen } from './QtsasSchemeScreen';

export function QtsasSearchScreen({
  search,
  onSearch,
}: {
  search: RestaurantCriteria & { id?: string | undefined };
  onSearch: (next: RestaurantCriteria) => void;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const { data } = useSuspenseQuery(qtsasSearchQuery(locale, search));
  const { data: filters } = useQuery({ ...qtsasFilterQuery(locale), enabled: data.total > 0 });
  const items = useMemo<ListItem[]>(
    () =>
      data.results.map((r) => ({
        id: r.id,
        name: r.name,
        summary: r.summary,
        thumbnail: r.thumbnail,
        href: `/${locale}/dining/qtsas-restaurant/${encodeURIComponent(r.id)}`,
        coordinate: r.coordinate,
        ...(r.fallbackFields ? { fallbackFields: r.fallbackFields } : {}),
        ...(r.status ? { status: r.status } : {}),
        ...cardHours(r),
        save: 'restaurant' as const,
        badges: <AwardBadges awards={r.awards} />,
        meta: <span className="entity-card__tags">{[r.cuisine.name, r.category.name, r.district.name].filter(Boolean).join(' · ')}</span>,
      })),
    [data.results, locale],
  );
  const count = data.resultCount;
  // No restaurant holds a confirmed award (whatever the search): no empty list and filters, but the scheme explained.
  if (data.total === 0) return <QtsasSchemeScreen />;
  const set = (patch: Partial<RestaurantCriteria>) => onSearch({ ...search, ...patch });
  return (
    <ListMapScreen
      crumbs={[{ label: t`Dining`, to: `/${locale}/dining` }, { label: t`Quality award restaurants` }]}
      title={t`Quality award restaurants`}
      summary={t`Restaurants recognised by the Quality Tourism Services Accreditation Scheme.`}
      items={items}
      focusId={search.id}
      rememberOpened
      status={<Plural value={count} one="# restaurant found" other="# restaurants found" />}
      toolbar={
        <div className="filters">
          <KeywordBox value={search.keyword} onSubmit={(keyword) => set({ keyword })} />
          {filters ? (
            <>
              <ChipGroup legend={t`Category`} options={filters.categories} value={search.category} onChange={(v) => set({ category: joinMulti(v) })} />
              <ChipGroup legend={t`Cuisine`} options={filters.cuisines} value={search.cuisine} onChange={(v) => set({ cuisine: joinMulti(v) })} />
              <ChipGroup legend={t`District`} options={filters.districts} value={search.district} onChange={(v) => set({ district: joinMulti(v) })} />
            </>
          ) : null}
        </div>
      }
      empty={<p className="notice-card">{t`No restaurants match these filters.`}</p>}
    />
  );
}
