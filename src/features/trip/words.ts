// The trip's facts in the visitor's language: dates, clock times, durations and the plan checks' sentences.
import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { canonicalSpaces, dateTimeFormat, formatClock, formatNumber } from '#shared/format';
import type { PlanCheck } from '#/lib/trip/checks';

/** Monday first, as the checks count weekdays. */
const CLOSED_ON: MessageDescriptor[] = [
  msg`Closed on Mondays`,
  msg`Closed on Tuesdays`,
  msg`Closed on Wednesdays`,
  msg`Closed on Thursdays`,
  msg`Closed on Fridays`,
  msg`Closed on Saturdays`,
  msg`Closed on Sundays`,
];

export function dayDate(date: string, bcp47: string): string {
  return canonicalSpaces(dateTimeFormat(bcp47, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`)));
}

export function minutesText(minutes: number, bcp47: string): string {
  if (minutes < 60) return formatNumber(minutes, bcp47, { style: 'unit', unit: 'minute', unitDisplay: 'short' });
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  const hours = formatNumber(h, bcp47, { style: 'unit', unit: 'hour', unitDisplay: 'short' });
  return m ? `${hours} ${formatNumber(m, bcp47, { style: 'unit', unit: 'minute', unitDisplay: 'short' })}` : hours;
}

function rangeText(r: { start: string; end: string }, bcp47: string): string {
  const f = dateTimeFormat(bcp47, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  return canonicalSpaces(f.formatRange(new Date(`${r.start}T00:00:00Z`), new Date(`${r.end}T00:00:00Z`)));
}

/** A plan check as a sentence ("Closed on Tuesdays", "Closes at 18:00, you arrive about 18:20"). */
export function checkText(check: PlanCheck, i18n: I18n, bcp47: string): string {
  switch (check.kind) {
    case 'closedWeekday':
      return i18n._(CLOSED_ON[check.weekday] ?? CLOSED_ON[0]!);
    case 'closedHoliday':
      return i18n._(msg`Closed on this public holiday`);
    case 'opensLater': {
      const opens = formatClock(check.opens, bcp47);
      const arrive = formatClock(check.arrive, bcp47);
      return i18n._(msg`Opens at ${opens}, you arrive about ${arrive}`);
    }
    case 'closedBy': {
      const closes = formatClock(check.closes, bcp47);
      const arrive = formatClock(check.arrive, bcp47);
      return i18n._(msg`Closes at ${closes}, you arrive about ${arrive}`);
    }
    case 'closesDuringVisit': {
      const closes = formatClock(check.closes, bcp47);
      return i18n._(msg`Closes at ${closes}, before your visit ends`);
    }
    case 'eventNotOn': {
      const ranges = check.ranges.map((r) => rangeText(r, bcp47)).join('; ');
      return i18n._(msg`This event runs ${ranges}, not on this day`);
    }
  }
}
