// An event's status badge and its dates on one line (the what's-on list and the event page).
import { CalendarDays } from 'lucide-react';
import type { EventSummary } from '#shared/api/places';
import { LOCALE_TABLE } from '#shared/locales';
import { EventStatusBadge } from '#/components/EventStatusBadge';
import { formatEventDates } from '#/lib/event-display';
import { useLocale } from '#/i18n/current';

export function EventBadges({ event }: { event: EventSummary }) {
  const locale = useLocale();
  const dates = formatEventDates(event, LOCALE_TABLE[locale].bcp47);
  return (
    <span className="event-badges">
      <EventStatusBadge event={event} inline />
      {dates ? (
        <span className="event-badges__dates">
          <CalendarDays aria-hidden="true" size={14} />
          {dates}
        </span>
      ) : null}
    </span>
  );
}
