// A place's `hours` (opening_hours syntax) worded for a PDF in one locale: "Tuesday–Sunday: 10:00–18:00; Monday: Closed".
import { parseHoursSpec } from '#shared/hours-spec';
import { LOCALE_TABLE, type Locale } from '#shared/locales';
import { monthsLabel, rangesLabel, weekdaysLabel, weeklyLines } from '#shared/opening-hours';
import { pdfLabels } from '../media/pdf/labels';

export function hoursText(spec: string, locale: Locale): string {
  const bcp47 = LOCALE_TABLE[locale].bcp47;
  const labels = pdfLabels(locale);
  return weeklyLines(parseHoursSpec(spec))
    .map((l) => {
      const days = l.days === 'ph' ? labels.publicHolidays : weekdaysLabel(l.days, bcp47);
      const when = l.months ? `${monthsLabel(l.months, bcp47)}, ${days}` : days;
      return `${when}: ${l.ranges.length ? rangesLabel(l.ranges, bcp47) : labels.closed}`;
    })
    .join('; ');
}
