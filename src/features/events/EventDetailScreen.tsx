// events/whatson/{entity} and events/calendar/{entity}: an event with its dates, venues and surroundings.
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { CalendarPlus } from 'lucide-react';
import { parseEventDate } from '#shared/events';
import { whatsonEventQuery } from '#/api/map-queries';
import { useLocale } from '#/i18n/current';
import { DetailScreen } from '#/features/sight-map';
import { EventBadges } from './EventBadges';

export function EventDetailScreen({ entity, from }: { entity: string; from: 'whatson' | 'calendar' }) {
  const { t } = useLingui();
  const locale = useLocale();
  const { data } = useSuspenseQuery(whatsonEventQuery(locale, entity));
  const { data: zh } = useQuery({ ...whatsonEventQuery('zh-hant', entity), select: (d) => d.name });
  const { data: en } = useQuery({ ...whatsonEventQuery('en', entity), select: (d) => d.name });
  const coords = data.location.map((l) => l.coordinate);
  const venues = data.location.map((l) => l.name).filter((n): n is string => Boolean(n));
  const list = from === 'calendar' ? { label: t`Event calendar`, to: `/${locale}/events/calendar` } : { label: t`What's on`, to: `/${locale}/events/whatson` };
  return (
    <DetailScreen
      id={data.id}
      crumbs={[{ label: t`Events`, to: `/${locale}/events` }, list, { label: data.name }]}
      title={data.title || data.name}
      fallbackFields={data.fallbackFields}
      banner={data.banner}
      summary={data.summary}
      descriptionHtml={data.description}
      infos={{
        ...(venues.length ? { venue: venues.join('; ') } : {}),
        ...(data.hours ? { hours: data.hours, publicHolidays: data.publicHolidays } : {}),
        ...(data.sources ? { sources: data.sources, checked: data.checked } : {}),
      }}
      coordinate={coords.length === 1 ? coords[0] : coords.length ? coords : undefined}
      pois={data.pois}
      altNames={{ zh, en }}
      save={{ kind: 'event', path: `events/whatson/${data.id}`, dates: parseEventDate(data.eventDate ?? '') }}
      badges={<EventBadges event={data} />}
    >
      {/* Only events with exact days: a month-only event ("some time in May") has no day a calendar entry could hold. */}
      {parseEventDate(data.eventDate ?? '').length ? (
        <p className="event-calendar">
          <a className="button button--ghost button--small" href={`/api/enf/ics?id=${encodeURIComponent(data.id)}&lang=${locale}`} download={`${data.id}.ics`}>
            <CalendarPlus aria-hidden="true" size={16} />
            <Trans>Add to calendar</Trans>
          </a>
        </p>
      ) : null}
      {data.organizer || data.types.length ? (
        <section className="detail__section" aria-labelledby="event-about">
          <h2 id="event-about">
            <Trans>About this event</Trans>
          </h2>
          <dl className="detail__facts">
            {data.types.length ? (
              <div className="fact">
                <dt>{t`Type`}</dt>
                <dd>{data.types.map((x) => x.name).join(', ')}</dd>
              </div>
            ) : null}
            {data.organizer ? (
              <div className="fact">
                <dt>{t`Organiser`}</dt>
                <dd>{data.organizer}</dd>
              </div>
            ) : null}
          </dl>
        </section>
      ) : null}
    </DetailScreen>
  );
}
