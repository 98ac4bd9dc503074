// How an event's dates and status read on a card, in a list and on its page (SPEC §4 "Event date status"): one
// formatter and one status rule for every place that shows an event.
import { eventDateStatus, parseEventDate, type EventStatus } from '#shared/events';
import { canonicalSpaces } from '#shared/format';

export interface DatedEvent {
  eventDate?: string | undefined;
  month?: string | undefined;
  showDate?: string | undefined;
  /** The server's status when it answered; used only when the event has no dates to judge by. */
  dateStatus: EventStatus;
  badge?: 'ending' | 'starting' | undefined;
  daysBeforeStart?: number | undefined;
  daysBeforeEnd?: number | undefined;
}

export interface EventDisplay {
  status: EventStatus;
  /** 'ending' within 5 days of the end, 'starting' within 5 days of the start. */
  badge?: 'ending' | 'starting';
  /** Days left (ending, 1 = today is the last day) or days to the start (starting, 1 = tomorrow). */
  days?: number;
}

/**
 * The event's status on `today` (YYYY-MM-DD, Macao): recomputed from its dates, because an answer saved for offline
 * use may be days old and its "starts in 2 days" would then be wrong.
 */
export function eventDisplay(e: DatedEvent, today: string): EventDisplay {
  const hasDates = parseEventDate(e.eventDate ?? '').length > 0 || /^\d{4}-\d{2}$/.test(e.month ?? '');
  if (!hasDates) {
    const days = e.badge === 'ending' ? e.daysBeforeEnd : e.badge === 'starting' ? e.daysBeforeStart : undefined;
    return { status: e.dateStatus, ...(e.badge && days !== undefined ? { badge: e.badge, days } : {}) };
  }
  const info = eventDateStatus(e, today);
  if (info.badge === 'ending' && info.daysBeforeEnd !== undefined) return { status: info.status, badge: 'ending', days: info.daysBeforeEnd };
  if (info.badge === 'starting' && info.daysBeforeStart !== undefined) return { status: info.status, badge: 'starting', days: info.daysBeforeStart };
  return { status: info.status };
}

const utc = (day: string) => new Date(`${day}T00:00:00Z`);

function dayFormat(bcp47: string): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(bcp47, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
}

/**
 * The event's dates in one line: its free-text show date when it has one; else the span from its first day to its
 * last (one day, or a range the locale writes its own way); else its month.
 */
export function formatEventDates(e: Pick<DatedEvent, 'eventDate' | 'month' | 'showDate'>, bcp47: string): string {
  if (e.showDate) return e.showDate;
  const ranges = parseEventDate(e.eventDate ?? '');
  const first = ranges[0];
  if (first) {
    const last = ranges.reduce((end, r) => (r.end > end ? r.end : end), first.end);
    const start = ranges.reduce((s, r) => (r.start < s ? r.start : s), first.start);
    return canonicalSpaces(start === last ? dayFormat(bcp47).format(utc(start)) : dayFormat(bcp47).formatRange(utc(start), utc(last)));
  }
  if (e.month && /^\d{4}-\d{2}$/.test(e.month)) {
    return new Intl.DateTimeFormat(bcp47, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(utc(`${e.month}-01`));
  }
  return '';
}

/** Every date range of the event, each in the locale's format (an event's page lists them all). */
export function formatEventDateList(e: Pick<DatedEvent, 'eventDate'>, bcp47: string): string[] {
  const format = dayFormat(bcp47);
  return parseEventDate(e.eventDate ?? '').map((r) =>
    canonicalSpaces(r.start === r.end ? format.format(utc(r.start)) : format.formatRange(utc(r.start), utc(r.end))),
  );
}
