// accommodation/{entity}: a hotel with its star class, awards and surroundings.
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Plural, useLingui } from '@lingui/react/macro';
import { Star } from 'lucide-react';
import { hotelQuery } from '#/api/map-queries';
import { useLocale } from '#/i18n/current';
import { DetailScreen, detailPropsOf } from '#/features/sight-map';
import { AwardsSection } from '#/features/sight-map';

export function HotelEntityScreen({ entity }: { entity: string }) {
  const { t } = useLingui();
  const locale = useLocale();
  const { data } = useSuspenseQuery(hotelQuery(locale, entity));
  const { data: zh } = useQuery({ ...hotelQuery('zh-hant', entity), select: (d) => d.name });
  const { data: en } = useQuery({ ...hotelQuery('en', entity), select: (d) => d.name });
  const rooms = data.infos.rooms;
  return (
    <DetailScreen
      {...detailPropsOf(data)}
      crumbs={[
        { label: t`Accommodation`, to: `/${locale}/accommodation` },
        { label: t`Find a hotel`, to: `/${locale}/accommodation/search` },
        { label: data.name },
      ]}
      altNames={{ zh, en }}
      save={{ kind: 'hotel', path: `accommodation/${data.id}` }}
      badges={
        <>
          <span className="badge badge--gold">
            <Star aria-hidden="true" size={14} />
            {data.star.name}
          </span>
          {rooms !== undefined ? (
            <span className="badge">
              <Plural value={rooms} one="# room" other="# rooms" />
            </span>
          ) : null}
        </>
      }
    >
      <AwardsSection awards={data.award} />
    </DetailScreen>
  );
}
