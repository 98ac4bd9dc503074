// sight/{entity}: a sight by id; its first group (or tour) gives the category and group of the breadcrumb.
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { sightQuery } from '#/api/map-queries';
import { useLocale } from '#/i18n/current';
import { CATEGORY_TITLES } from './titles';
import { sightMapPath } from '#/features/sight-map';
import { SightDetail } from './SightDetail';

export function SightScreen({ entity }: { entity: string }) {
  const { i18n } = useLingui();
  const locale = useLocale();
  const { data } = useSuspenseQuery(sightQuery(locale, entity));
  const { data: zh } = useQuery({ ...sightQuery('zh-hant', entity), select: (d) => d.name });
  const { data: en } = useQuery({ ...sightQuery('en', entity), select: (d) => d.name });
  const home = data.groups[0] ?? data.tours[0];
  const crumbs = home
    ? [
        { label: CATEGORY_TITLES[home.category] ? i18n._(CATEGORY_TITLES[home.category]!) : home.category, to: sightMapPath(locale, home.category) },
        { label: home.name ?? home.group, to: sightMapPath(locale, home.category, home.group) },
        { label: data.name },
      ]
    : [{ label: data.name }];
  return <SightDetail data={data} crumbs={crumbs} altNames={{ zh, en }} />;
}
