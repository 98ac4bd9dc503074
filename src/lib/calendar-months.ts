// The year's calendar of events, grouped by the month each event starts in (month-only events by their month);
// events with no date at all are kept apart so the page can list them under "dates to be announced".
import { parseEventDate } from '#shared/events';

export interface MonthGroup<E> {
  /** YYYY-MM, or '' for events without a date. */
  month: string;
  events: E[];
}

export function eventMonth(e: { eventDate?: string | undefined; month?: string | undefined }): string {
  const starts = parseEventDate(e.eventDate ?? '').map((r) => r.start);
  if (starts.length) return starts.reduce((a, b) => (b < a ? b : a)).slice(0, 7);
  return e.month && /^\d{4}-(0[1-9]|1[0-2])$/.test(e.month) ? e.month : '';
}

/** Months in calendar order, each with its events in the order given; undated events last. */
export function groupByMonth<E extends { eventDate?: string | undefined; month?: string | undefined }>(events: readonly E[]): MonthGroup<E>[] {
  const groups = new Map<string, E[]>();
  for (const e of events) {
    const m = eventMonth(e);
    groups.set(m, [...(groups.get(m) ?? []), e]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (a === '' ? 1 : b === '' ? -1 : a < b ? -1 : a > b ? 1 : 0))
    .map(([month, list]) => ({ month, events: list }));
}

/**
 * The calendar opens at the current month (YYYY-MM, Macao): months before it go behind a disclosure, still reachable;
 * undated events stay with the months to come.
 */
export function splitAtMonth<E>(groups: readonly MonthGroup<E>[], current: string): { earlier: MonthGroup<E>[]; fromNow: MonthGroup<E>[] } {
  const isEarlier = (g: MonthGroup<E>) => g.month !== '' && g.month < current;
  return { earlier: groups.filter(isEarlier), fromNow: groups.filter((g) => !isEarlier(g)) };
}
