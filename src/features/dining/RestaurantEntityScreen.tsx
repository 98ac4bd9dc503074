// dining/restaurant/{id}: a restaurant with its gallery, address, hours, phone, awards, nearby places and directions.
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { restaurantQuery } from '#/api/map-queries';
import { useLocale } from '#/i18n/current';
import { AwardsSection, DetailScreen, detailPropsOf } from '#/features/sight-map';

export function RestaurantEntityScreen({ entity }: { entity: string }) {
  const { t } = useLingui();
  const locale = useLocale();
  const { data } = useSuspenseQuery(restaurantQuery(locale, entity));
  const { data: zh } = useQuery({ ...restaurantQuery('zh-hant', entity), select: (d) => d.name });
  const { data: en } = useQuery({ ...restaurantQuery('en', entity), select: (d) => d.name });
  return (
    <DetailScreen
      {...detailPropsOf(data)}
      crumbs={[{ label: t`Dining`, to: `/${locale}/dining` }, { label: t`Find a restaurant`, to: `/${locale}/dining/restaurant` }, { label: data.name }]}
      altNames={{ zh, en }}
      save={{ kind: 'restaurant', path: `dining/restaurant/${data.id}` }}
      badges={<span className="entity-card__tags">{[data.cuisine.name, data.category.name, data.district.name].filter(Boolean).join(' · ')}</span>}
    >
      {data.awards.length ? <AwardsSection awards={data.awards} /> : null}
    </DetailScreen>
  );
}
