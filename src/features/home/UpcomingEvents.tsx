// Upcoming events: four cards with date status badges; four skeletons while loading (SPEC §3, §9).
import { useLingui } from '@lingui/react/macro';
import type { UpcomingEvent } from '#shared/api/home';
import { EventCard, EventCardSkeleton } from '#/components/EventCard';
import { useLocale } from '#/i18n/current';
import { SectionHeading } from './SectionHeading';

export const UPCOMING_PLACEHOLDERS = 4;

export function UpcomingEvents({ events, loading }: { events: UpcomingEvent[]; loading: boolean }) {
  const { t } = useLingui();
  const locale = useLocale();
  if (!loading && events.length === 0) return null;
  return (
    <section className="home-section home-section--tinted" aria-labelledby="home-events" aria-busy={loading}>
      <div className="container">
        <SectionHeading id="home-events" eyebrow={t`What's on`} title={t`Coming up in Macao`} more={{ href: `/${locale}/events`, label: t`All events` }} />
        <ul className="event-grid">
          {loading
            ? Array.from({ length: UPCOMING_PLACEHOLDERS }, (_, i) => (
                <li key={i}>
                  <EventCardSkeleton />
                </li>
              ))
            : events.map((e) => (
                <li key={e.id}>
                  <EventCard event={e} />
                </li>
              ))}
        </ul>
        {loading ? <p className="visually-hidden" role="status">{t`Loading events…`}</p> : null}
      </div>
    </section>
  );
}
