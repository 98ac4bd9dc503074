// {category}/{group}/{entity}: a sight or tour stop with the map of its surroundings.
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { entityQuery, groupQuery, overviewQuery } from '#/api/map-queries';
import { useLocale } from '#/i18n/current';
import { CATEGORY_TITLES } from './titles';
import { sightMapPath } from '#/features/sight-map';
import { SightDetail } from './SightDetail';

export function EntityScreen({ category, group, entity }: { category: string; group: string; entity: string }) {
  const { i18n } = useLingui();
  const locale = useLocale();
  const { data } = useSuspenseQuery(entityQuery(locale, category, group, entity));
  const { data: overview } = useQuery(overviewQuery(locale, category));
  const { data: groupData } = useQuery(groupQuery(locale, category, group));
  const { data: zh } = useQuery({ ...entityQuery('zh-hant', category, group, entity), select: (d) => d.name });
  const { data: en } = useQuery({ ...entityQuery('en', category, group, entity), select: (d) => d.name });
  const categoryTitle = overview?.name ?? (CATEGORY_TITLES[category] ? i18n._(CATEGORY_TITLES[category]) : category);
  const groupName = groupData?.name ?? [...data.groups, ...data.tours].find((g) => g.group === group)?.name ?? group;
  return (
    <SightDetail
      data={data}
      altNames={{ zh, en }}
      crumbs={[
        { label: categoryTitle, to: sightMapPath(locale, category) },
        { label: groupName, to: sightMapPath(locale, category, group) },
        { label: data.name },
      ]}
    />
  );
}
