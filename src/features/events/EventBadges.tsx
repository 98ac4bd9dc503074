// An event's date line and status badges (in progress, starting soon, ending soon, upcoming, ended, whole month).
import { Plural, useLingui } from '@lingui/react/macro';
import { CalendarDays, Clock } from 'lucide-react';
import type { EventSummary } from '#shared/api/places';
import { parseEventDate } from '#shared/events';
import { LOCALE_TABLE } from '#shared/locales';
import { useLocale } from '#/i18n/current';

/** The event's dates in the locale's format: its show date text when given, else its ranges or its month. */
export function formatEventDates(e: Pick<EventSummary, 'eventDate' | 'month' | 'showDate'>, bcp47: string): string {
  if (e.showDate) return e.showDate;
  const ranges = parseEventDate(e.eventDate ?? '');
  const day = new Intl.DateTimeFormat(bcp47, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  if (ranges.length) {
    return ranges
      .map((r) => {
        const a = new Date(`${r.start}T00:00:00Z`);
        const b = new Date(`${r.end}T00:00:00Z`);
        return r.start === r.end ? day.format(a) : day.formatRange(a, b);
      })
      .join('; ');
  }
  if (e.month && /^\d{4}-\d{2}$/.test(e.month)) {
    return new Intl.DateTimeFormat(bcp47, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${e.month}-01T00:00:00Z`));
  }
  return '';
}

export function EventBadges({ event }: { event: EventSummary }) {
  const { t } = useLingui();
  const locale = useLocale();
  const dates = formatEventDates(event, LOCALE_TABLE[locale].bcp47);
  const days = event.badge === 'ending' ? event.daysBeforeEnd : event.daysBeforeStart;
  const statusText =
    event.badge === 'ending'
      ? t`Ending soon`
      : event.badge === 'starting'
        ? t`Starting soon`
        : event.dateStatus === 'inProgress'
          ? t`In progress`
          : event.dateStatus === 'upComing'
            ? t`Upcoming`
            : event.dateStatus === 'fullMonth'
              ? t`All month`
              : t`Ended`;
  return (
    <span className="event-badges">
      <span className={`badge badge--${event.badge ?? event.dateStatus}`}>
        <Clock aria-hidden="true" size={14} />
        {statusText}
        {event.badge && days !== undefined ? (
          <span className="badge__days">
            {' · '}
            {event.badge === 'ending' ? <Plural value={days} one="# day left" other="# days left" /> : <Plural value={days} one="in # day" other="in # days" />}
          </span>
        ) : null}
      </span>
      {dates ? (
        <span className="event-badges__dates">
          <CalendarDays aria-hidden="true" size={14} />
          {dates}
        </span>
      ) : null}
    </span>
  );
}
