// A map group (SPEC §2): an experience group's sights sorted by distance when known, or a tour's stops in order
// with the route drawn through them.
import { useMemo } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Plural, useLingui } from '@lingui/react/macro';
import { Clock, Footprints } from 'lucide-react';
import { groupQuery, overviewQuery, sightMapType } from '#/api/map-queries';
import type { TourGroup } from '#shared/api/places';
import { useLocale } from '#/i18n/current';
import { formatKilometres } from '#shared/format';
import { LOCALE_TABLE } from '#shared/locales';
import { useQuery } from '@tanstack/react-query';
import { CATEGORY_TITLES } from './titles';
import { ListMapScreen } from '#/features/sight-map';
import type { ListItem } from '#/features/sight-map';
import { cardHours, sightMapPath } from '#/features/sight-map';
import { SaveToTrip } from '#/features/trip/frame';

export function GroupScreen({ category, group }: { category: string; group: string }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const { data } = useSuspenseQuery(groupQuery(locale, category, group));
  const { data: overview } = useQuery(overviewQuery(locale, category));
  const isTour = sightMapType(category) === 'tour';
  const tour = isTour ? (data as TourGroup) : undefined;
  const categoryTitle = overview?.name ?? (CATEGORY_TITLES[category] ? i18n._(CATEGORY_TITLES[category]) : category);
  const items = useMemo<ListItem[]>(
    () =>
      data.sights.map((s) => ({
        id: s.id,
        name: s.name,
        summary: s.summary,
        thumbnail: s.thumbnail,
        href: sightMapPath(locale, category, group, s.id),
        coordinate: s.coordinate,
        ...(s.fallbackFields ? { fallbackFields: s.fallbackFields } : {}),
        ...(s.status ? { status: s.status } : {}),
        ...cardHours(s),
        save: 'sight' as const,
        ...(isTour && s.order !== undefined ? { order: s.order } : {}),
      })),
    [data.sights, locale, category, group, isTour],
  );
  const count = items.length;
  const km = tour?.distance !== undefined ? formatKilometres(tour.distance / 1000, LOCALE_TABLE[locale].bcp47) : undefined;
  return (
    <ListMapScreen
      crumbs={[{ label: categoryTitle, to: sightMapPath(locale, category) }, { label: data.name }]}
      title={data.name}
      summary={data.summary}
      fallbackFields={data.fallbackFields}
      items={items}
      route={tour?.route}
      sortByDistance={!isTour}
      status={isTour ? <Plural value={count} one="# stop" other="# stops" /> : <Plural value={count} one="# place" other="# places" />}
      intro={
        tour ? (
          <>
            <p className="tour-save">
              <SaveToTrip kind="tour" id={`${category}/${group}`} name={data.name} coordinate={tour.route[0]} path={`${category}/${group}`} />
            </p>
            {tour.duration || km ? (
              <p className="tour-facts">
                {tour.duration ? (
                  <span>
                    <Clock aria-hidden="true" size={16} />
                    {tour.duration}
                  </span>
                ) : null}
                {km ? (
                  <span>
                    <Footprints aria-hidden="true" size={16} />
                    {km}
                  </span>
                ) : null}
              </p>
            ) : null}
            {tour.description ? <div className="rich-text" dangerouslySetInnerHTML={{ __html: tour.description }} /> : null}
          </>
        ) : undefined
      }
      empty={<p className="notice-card">{t`Nothing is listed here yet. Please come back soon.`}</p>}
    />
  );
}
