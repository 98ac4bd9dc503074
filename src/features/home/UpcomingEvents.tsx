// Upcoming events: four cards with date status badges; four skeletons while loading (SPEC §3, §9).
import { useLingui } from '@lingui/react/macro';
import { CalendarDays, MapPin } from 'lucide-react';
import type { UpcomingEvent } from '#shared/api/home';
import { LazyImage } from '#/components/LazyImage';
import { useLocale } from '#/i18n/current';
import { InternalLink } from './InternalLink';
import { SectionHeading } from './SectionHeading';
import { EventBadge, useEventDates } from './EventBadge';
import { fallbackAttrs } from '#/components/fallback';

export const UPCOMING_PLACEHOLDERS = 4;

export function UpcomingEvents({ events, loading }: { events: UpcomingEvent[]; loading: boolean }) {
  const { t } = useLingui();
  const locale = useLocale();
  const dates = useEventDates();
  if (!loading && events.length === 0) return null;
  return (
    <section className="home-section home-section--tinted" aria-labelledby="home-events" aria-busy={loading}>
      <div className="container">
        <SectionHeading id="home-events" eyebrow={t`What's on`} title={t`Coming up in Macao`} more={{ href: `/${locale}/events`, label: t`All events` }} />
        <ul className="event-grid">
          {loading
            ? Array.from({ length: UPCOMING_PLACEHOLDERS }, (_, i) => (
                <li key={i} className="event-card event-card--skeleton" aria-hidden="true">
                  <span className="skeleton skeleton--image" />
                  <span className="skeleton skeleton--line" />
                  <span className="skeleton skeleton--line skeleton--short" />
                </li>
              ))
            : events.map((e) => (
                <li key={e.id}>
                  <InternalLink href={`/${locale}/events/whatson/${e.id}`} className="event-card">
                    <span className="event-card__media">
                      <LazyImage src={e.thumbnail} alt="" aspect="card" width={480} />
                      <EventBadge event={e} />
                    </span>
                    <span className="event-card__body">
                      <span className="event-card__date">
                        <CalendarDays aria-hidden="true" size={16} /> {dates(e)}
                      </span>
                      <span className="event-card__title" {...fallbackAttrs(e.fallbackFields, 'name', locale)}>
                        {e.name}
                      </span>
                      {e.location[0]?.name ? (
                        <span className="event-card__place">
                          <MapPin aria-hidden="true" size={16} /> {e.location[0].name}
                        </span>
                      ) : null}
                    </span>
                  </InternalLink>
                </li>
              ))}
        </ul>
        {loading ? <p className="visually-hidden" role="status">{t`Loading events…`}</p> : null}
      </div>
    </section>
  );
}
