// events/whatson: events by type, keyword and month (?m=YYYYMM over the 12-month list), with date status badges.
import { useMemo } from 'react';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Plural, useLingui } from '@lingui/react/macro';
import { whatsonFilterQuery, whatsonSearchQuery, type WhatsonCriteria } from '#/api/map-queries';
import { useLocale } from '#/i18n/current';
import { LOCALE_TABLE } from '#shared/locales';
import { ListMapScreen } from '#/features/sight-map';
import type { ListItem } from '#/features/sight-map';
import { ChipGroup, KeywordBox } from '#/features/sight-map';
import { joinMulti } from '#/features/sight-map';
import { EventBadges } from './EventBadges';

export function WhatsonSearchScreen({ search, onSearch }: { search: WhatsonCriteria; onSearch: (next: WhatsonCriteria) => void }) {
  const { t } = useLingui();
  const locale = useLocale();
  const { data } = useSuspenseQuery(whatsonSearchQuery(locale, search));
  const { data: filters } = useQuery(whatsonFilterQuery(locale, search.m));
  const items = useMemo<ListItem[]>(
    () =>
      data.results.map((e) => {
        const coords = e.location.map((l) => l.coordinate);
        return {
          id: e.id,
          name: e.name,
          summary: e.summary,
          thumbnail: e.thumbnail,
          href: `/${locale}/events/whatson/${encodeURIComponent(e.id)}`,
          ...(coords.length ? { coordinate: coords.length === 1 ? coords[0]! : coords } : {}),
          ...(e.fallbackFields ? { fallbackFields: e.fallbackFields } : {}),
          badges: <EventBadges event={e} />,
          save: 'event' as const,
          meta: e.types.length ? <span className="entity-card__tags">{e.types.map((x) => x.name).join(' · ')}</span> : undefined,
        };
      }),
    [data.results, locale],
  );
  const monthFormat = new Intl.DateTimeFormat(LOCALE_TABLE[locale].bcp47, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const count = data.resultCount;
  const set = (patch: Partial<WhatsonCriteria>) => onSearch({ ...search, ...patch });
  return (
    <ListMapScreen
      crumbs={[{ label: t`Events`, to: `/${locale}/events` }, { label: t`What's on` }]}
      title={t`What's on`}
      summary={t`Festivals, shows, exhibitions and sports events across Macao.`}
      items={items}
      status={<Plural value={count} one="# event found" other="# events found" />}
      toolbar={
        <div className="filters">
          <KeywordBox value={search.keyword} onSubmit={(keyword) => set({ keyword })} />
          {filters ? (
            <>
              <label className="filters__month">
                <span>{t`Month`}</span>
                <select value={search.m ?? ''} onChange={(e) => set({ m: e.target.value || undefined })}>
                  <option value="">{t`This month and later`}</option>
                  {filters.months
                    .filter((m) => !m.hidden || m.value === search.m)
                    .map((m) => (
                      <option key={m.value} value={m.value}>
                        {monthFormat.format(new Date(`${m.month}-01T00:00:00Z`))}
                      </option>
                    ))}
                </select>
              </label>
              <ChipGroup legend={t`Type`} options={filters.types} value={search.type} onChange={(v) => set({ type: joinMulti(v) })} />
            </>
          ) : null}
        </div>
      }
      // SPEC §5 treats an empty what's-on search as not found; the filters stay usable so the visitor can widen it.
      empty={
        <p className="notice-card" role="status">
          {t`No events match these filters.`}
        </p>
      }
    />
  );
}
