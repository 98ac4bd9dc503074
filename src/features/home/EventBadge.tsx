// An event's date status badge (in progress, coming up, ending soon, starting soon) and its dates in the visitor's language.
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { UpcomingEvent } from '#shared/api/home';
import { useLocale } from '#/i18n/current';
import { LOCALE_TABLE } from '#shared/locales';
import { parseEventDate } from '#shared/events';

export function EventBadge({ event }: { event: UpcomingEvent }) {
  const { t } = useLingui();
  const { badge, dateStatus, daysBeforeEnd = 0, daysBeforeStart = 0 } = event;
  let text: string;
  let tone: string;
  if (badge === 'ending') {
    text = plural(daysBeforeEnd, { one: 'Ends in # day', other: 'Ends in # days' });
    tone = 'ending';
  } else if (badge === 'starting') {
    text = plural(daysBeforeStart, { one: 'Starts in # day', other: 'Starts in # days' });
    tone = 'starting';
  } else if (dateStatus === 'inProgress') {
    text = t`On now`;
    tone = 'progress';
  } else if (dateStatus === 'upComing') {
    text = t`Coming up`;
    tone = 'upcoming';
  } else if (dateStatus === 'fullMonth') {
    text = t`All month`;
    tone = 'upcoming';
  } else {
    text = t`Ended`;
    tone = 'ended';
  }
  return <span className={`event-badge event-badge--${tone}`}>{text}</span>;
}

export function useEventDates(): (e: UpcomingEvent) => string {
  const locale = useLocale();
  const bcp47 = LOCALE_TABLE[locale].bcp47;
  const day = new Intl.DateTimeFormat(bcp47, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  const month = new Intl.DateTimeFormat(bcp47, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  return (e) => {
    if (e.showDate) return e.showDate;
    if (e.eventDate) {
      const ranges = parseEventDate(e.eventDate);
      const first = ranges[0];
      const last = ranges[ranges.length - 1];
      if (first && last) {
        const start = new Date(`${first.start}T00:00:00Z`);
        const end = new Date(`${last.end}T00:00:00Z`);
        return first.start === last.end ? day.format(start) : day.formatRange(start, end);
      }
    }
    if (e.month) return month.format(new Date(`${e.month}-01T00:00:00Z`));
    return '';
  };
}
