// dining/qtsas-restaurant/{entity}: a quality-award restaurant with its awards and surroundings.
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { qtsasRestaurantQuery } from '#/api/map-queries';
import { useLocale } from '#/i18n/current';
import { DetailScreen, detailPropsOf } from '#/features/sight-map';
import { AwardsSection } from '#/features/sight-map';

export function QtsasEntityScreen({ entity }: { entity: string }) {
  const { t } = useLingui();
  const locale = useLocale();
  const { data } = useSuspenseQuery(qtsasRestaurantQuery(locale, entity));
  const { data: zh } = useQuery({ ...qtsasRestaurantQuery('zh-hant', entity), select: (d) => d.name });
  const { data: en } = useQuery({ ...qtsasRestaurantQuery('en', entity), select: (d) => d.name });
  return (
    <DetailScreen
      {...detailPropsOf(data)}
      crumbs={[
        { label: t`Dining`, to: `/${locale}/dining` },
        { label: t`Quality award restaurants`, to: `/${locale}/dining/qtsas-restaurant` },
        { label: data.name },
      ]}
      altNames={{ zh, en }}
      save={{ kind: 'restaurant', path: `dining/restaurant/${data.id}` }}
      badges={<span className="entity-card__tags">{[data.cuisine.name, data.category.name, data.district.name].join(' · ')}</span>}
    >
      <AwardsSection awards={data.awards} />
    </DetailScreen>
  );
}
