// accommodation/search: hotels by star class (?class=), district and keyword, ten per page.
import { useMemo } from 'react';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Star } from 'lucide-react';
import { hotelFilterQuery, hotelSearchQuery } from '#/api/map-queries';
import { useLocale } from '#/i18n/current';
import { ListMapScreen } from '#/features/sight-map';
import type { ListItem } from '#/features/sight-map';
import { ChipGroup, KeywordBox } from '#/features/sight-map';
import { AwardBadges } from '#/features/sight-map';
import { cardHours, joinMulti } from '#/features/sight-map';

export interface HotelSearch {
  class?: string | undefined;
  district?: string | undefined;
  keyword?: string | undefined;
  page?: number | undefined;
  id?: string | undefined;
}

const PAGE_SIZE = 10;

export function HotelSearchScreen({ search, onSearch }: { search: HotelSearch; onSearch: (next: HotelSearch) => void }) {
  const { t } = useLingui();
  const locale = useLocale();
  const page = search.page ?? 1;
  const { data } = useSuspenseQuery(hotelSearchQuery(locale, { star: search.class, district: search.district, keyword: search.keyword, page }));
  const { data: filters } = useQuery(hotelFilterQuery(locale));
  const items = useMemo<ListItem[]>(
    () =>
      data.results.map((h) => ({
        id: h.id,
        name: h.name,
        summary: h.summary,
        thumbnail: h.thumbnail,
        href: `/${locale}/accommodation/${encodeURIComponent(h.id)}`,
        coordinate: h.coordinate,
        ...(h.fallbackFields ? { fallbackFields: h.fallbackFields } : {}),
        ...(h.status ? { status: h.status } : {}),
        ...cardHours(h),
        save: 'hotel' as const,
        badges: (
          <>
            <span className="badge badge--gold">
              <Star aria-hidden="true" size={14} />
              {h.star.name}
            </span>
            <AwardBadges awards={h.award} />
          </>
        ),
        meta: <span className="entity-card__tags">{h.district.name}</span>,
      })),
    [data.results, locale],
  );
  const count = data.resultCount;
  const pages = Math.max(1, Math.ceil(count / PAGE_SIZE));
  const set = (patch: Partial<HotelSearch>) => onSearch({ ...search, page: undefined, ...patch });
  return (
    <ListMapScreen
      crumbs={[{ label: t`Accommodation`, to: `/${locale}/accommodation` }, { label: t`Find a hotel` }]}
      title={t`Find a hotel`}
      items={items}
      focusId={search.id}
      rememberOpened
      status={<Plural value={count} one="# hotel found" other="# hotels found" />}
      toolbar={
        <div className="filters">
          <KeywordBox value={search.keyword} onSubmit={(keyword) => set({ keyword })} />
          {filters ? (
            <>
              <ChipGroup legend={t`Star class`} options={filters.stars} value={search.class} onChange={(v) => set({ class: joinMulti(v) })} />
              <ChipGroup legend={t`District`} options={filters.districts} value={search.district} onChange={(v) => set({ district: joinMulti(v) })} />
            </>
          ) : null}
        </div>
      }
      empty={<p className="notice-card">{t`No hotels match these filters.`}</p>}
      footer={
        pages > 1 ? (
          <nav className="pager" aria-label={t`Pages`}>
            <button type="button" className="button button--ghost button--small" disabled={page <= 1} onClick={() => onSearch({ ...search, page: page - 1 })}>
              <Trans>Previous</Trans>
            </button>
            <span>
              <Trans>
                Page {page} of {pages}
              </Trans>
            </span>
            <button
              type="button"
              className="button button--ghost button--small"
              disabled={page >= pages}
              onClick={() => onSearch({ ...search, page: page + 1 })}
            >
              <Trans>Next</Trans>
            </button>
          </nav>
        ) : undefined
      }
    />
  );
}
