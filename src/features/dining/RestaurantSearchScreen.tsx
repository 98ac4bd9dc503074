// dining/restaurant: every restaurant, filtered by cuisine, category and keyword (kept in the URL), ten at a time
// with "more"; list and map, nearest first when the visitor shares their position.
import { useEffect, useMemo } from 'react';
import { useQuery, useSuspenseQueries } from '@tanstack/react-query';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { restaurantFilterQuery, restaurantSearchQuery } from '#/api/map-queries';
import { useLocale } from '#/i18n/current';
import { AwardBadges, ChipGroup, KeywordBox, ListMapScreen, cardHours, joinMulti, parseMulti, type ListItem } from '#/features/sight-map';
import { NoResults } from './NoResults';

export interface RestaurantSearch {
  category?: string | undefined;
  cuisine?: string | undefined;
  keyword?: string | undefined;
  /** How many pages of ten are shown. */
  page?: number | undefined;
  /** The restaurant the visitor opened last: scrolled to on return. */
  id?: string | undefined;
}

export function RestaurantSearchScreen({ search, onSearch }: { search: RestaurantSearch; onSearch: (next: RestaurantSearch) => void }) {
  const { t } = useLingui();
  const locale = useLocale();
  const pages = search.page ?? 1;
  const criteria = { category: search.category, cuisine: search.cuisine, keyword: search.keyword };
  const answers = useSuspenseQueries({
    queries: Array.from({ length: pages }, (_, i) => restaurantSearchQuery(locale, criteria, i + 1)),
  });
  const { data: filters } = useQuery(restaurantFilterQuery(locale));
  const count = answers[0]?.data.resultCount ?? 0;
  const results = useMemo(() => answers.flatMap((a) => a.data.results), [answers]);

  // SPEC §5: options that no longer exist are dropped from the URL once the filters are known.
  useEffect(() => {
    if (!filters) return;
    const category = joinMulti(parseMulti(search.category, filters.categories));
    const cuisine = joinMulti(parseMulti(search.cuisine, filters.cuisines));
    if (category !== search.category || cuisine !== search.cuisine) onSearch({ ...search, category, cuisine });
  }, [filters, search, onSearch]);

  const items = useMemo<ListItem[]>(
    () =>
      results.map((r) => ({
        id: r.id,
        name: r.name,
        summary: r.summary,
        thumbnail: r.thumbnail,
        href: `/${locale}/dining/restaurant/${encodeURIComponent(r.id)}`,
        coordinate: r.coordinate,
        ...(r.fallbackFields ? { fallbackFields: r.fallbackFields } : {}),
        ...(r.status ? { status: r.status } : {}),
        ...cardHours(r),
        save: 'restaurant' as const,
        badges: r.awards.length ? <AwardBadges awards={r.awards} /> : undefined,
        meta: <span className="entity-card__tags">{[r.cuisine.name, r.category.name, r.district.name].filter(Boolean).join(' · ')}</span>,
      })),
    [results, locale],
  );
  const set = (patch: Partial<RestaurantSearch>) => onSearch({ ...search, page: undefined, id: undefined, ...patch });
  const hasMore = results.length < count;
  return (
    <ListMapScreen
      crumbs={[{ label: t`Dining`, to: `/${locale}/dining` }, { label: t`Find a restaurant` }]}
      title={t`Find a restaurant`}
      summary={t`Search Macao's restaurants by cuisine, type and name.`}
      items={items}
      focusId={search.id}
      rememberOpened
      status={<Plural value={count} one="# restaurant found" other="# restaurants found" />}
      toolbar={
        <div className="filters">
          <KeywordBox value={search.keyword} onSubmit={(keyword) => set({ keyword })} />
          {filters ? (
            <>
              <ChipGroup legend={t`Cuisine`} options={filters.cuisines} value={search.cuisine} onChange={(v) => set({ cuisine: joinMulti(v) })} />
              <ChipGroup legend={t`Category`} options={filters.categories} value={search.category} onChange={(v) => set({ category: joinMulti(v) })} />
            </>
          ) : null}
        </div>
      }
      empty={<NoResults onClear={() => onSearch({})} />}
      footer={
        hasMore ? (
          <div className="list-more">
            <button type="button" className="button button--ghost" onClick={() => onSearch({ ...search, id: undefined, page: pages + 1 })}>
              <Trans>Show more restaurants</Trans>
            </button>
          </div>
        ) : undefined
      }
    />
  );
}
