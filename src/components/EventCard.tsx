// An event as a card (home, the events page): picture with its status badge, dates, name, place and what the warnings
// in force mean for it, linking to its page.
import { Link } from '@tanstack/react-router';
import { CalendarDays, MapPin } from 'lucide-react';
import type { EventSummary } from '#shared/api/places';
import { LOCALE_TABLE } from '#shared/locales';
import { formatEventDates } from '#/lib/event-display';
import { useLocale } from '#/i18n/current';
import { fallbackAttrs } from './fallback';
import { LazyImage } from './LazyImage';
import { EventStatusBadge } from './EventStatusBadge';
import { PlaceStatusNote } from './PlaceStatusNote';

export function EventCard({ event: e }: { event: EventSummary }) {
  const locale = useLocale();
  const dates = formatEventDates(e, LOCALE_TABLE[locale].bcp47);
  const href: string = `/${locale}/events/whatson/${encodeURIComponent(e.id)}`;
  return (
    <Link to={href} className="event-card">
      <span className="event-card__media">
        <LazyImage src={e.thumbnail} alt="" aspect="card" width={480} />
        <EventStatusBadge event={e} />
      </span>
      <span className="event-card__body">
        {dates ? (
          <span className="event-card__date">
            <CalendarDays aria-hidden="true" size={16} /> {dates}
          </span>
        ) : null}
        <span className="event-card__title" {...fallbackAttrs(e.fallbackFields, 'name', locale)}>
          {e.name}
        </span>
        {e.location[0]?.name ? (
          <span className="event-card__place">
            <MapPin aria-hidden="true" size={16} /> {e.location[0].name}
          </span>
        ) : null}
        <PlaceStatusNote status={e.status} as="span" />
      </span>
    </Link>
  );
}

/** A card-shaped placeholder while events load (SPEC §9). */
export function EventCardSkeleton() {
  return (
    <span className="event-card event-card--skeleton" aria-hidden="true">
      <span className="skeleton skeleton--image" />
      <span className="skeleton skeleton--line" />
      <span className="skeleton skeleton--line skeleton--short" />
    </span>
  );
}
