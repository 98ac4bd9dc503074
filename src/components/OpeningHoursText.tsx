// Opening hours as the visitor reads them: from the record's opening_hours value (`spec`) as a weekly table, else
// from the structured form of its English line, in their locale (weekday names and clock style from Intl), else the
// record's translated line (marked when it fell back).
import { useLingui } from '@lingui/react/macro';
import { isHoursSpec, parseHoursSpec } from '#shared/hours-spec';
import { monthsLabel, openingHoursParts, rangesLabel, weekdaysLabel, weeklyLines, type OpeningHours } from '#shared/opening-hours';
import { isEnabledLocale, LOCALE_TABLE } from '#shared/locales';
import { fallbackAttrs } from './fallback';

/** The week of an opening_hours value: "Monday–Friday: 10:00–18:00", "Tuesday: Closed", "Public holidays: …". */
function WeeklyHours({ spec, bcp47 }: { spec: string; bcp47: string }) {
  const { t } = useLingui();
  const lines = weeklyLines(parseHoursSpec(spec));
  const all = lines.length === 1 && lines[0]!.days !== 'ph' && lines[0]!.days.length === 7 && !lines[0]!.months ? lines[0]! : undefined;
  if (all && all.ranges.length === 1 && all.ranges[0]!.open === 0 && all.ranges[0]!.close === 24 * 60) return <span>{t`Open 24 hours`}</span>;
  if (all && all.ranges.length > 0) {
    const times = rangesLabel(all.ranges, bcp47);
    return <span>{t`Daily ${times}`}</span>;
  }
  return (
    <ul className="hours-week">
      {lines.map((l, i) => {
        const dayPart = l.days === 'ph' ? t`Public holidays` : weekdaysLabel(l.days, bcp47);
        const days = l.months ? `${monthsLabel(l.months, bcp47)}, ${dayPart}` : dayPart;
        const times = l.ranges.length ? rangesLabel(l.ranges, bcp47) : t`Closed`;
        return <li key={i}>{t({ message: `${days}: ${times}`, comment: 'Opening hours on some days: "Monday–Friday: 09:00–17:45"' })}</li>;
      })}
    </ul>
  );
}

export function OpeningHoursText({
  text,
  hours,
  spec,
  fallbackFields,
}: {
  text: string | undefined;
  hours: OpeningHours | undefined;
  /** The record's opening_hours value, when it has one: it replaces the text. */
  spec?: string | undefined;
  fallbackFields: readonly string[] | undefined;
}) {
  const { t, i18n } = useLingui();
  const locale = isEnabledLocale(i18n.locale) ? i18n.locale : 'en';
  if (spec && isHoursSpec(spec)) return <WeeklyHours spec={spec} bcp47={LOCALE_TABLE[locale].bcp47} />;
  if (!hours) return <span {...fallbackAttrs(fallbackFields, 'openingHour', locale)}>{text}</span>;
  const parts = openingHoursParts(hours, LOCALE_TABLE[locale].bcp47);
  let line: string;
  switch (parts.kind) {
    case 'allDay':
      line = t`Open 24 hours`;
      break;
    case 'daily': {
      const times = parts.times;
      line = t`Daily ${times}`;
      break;
    }
    case 'closedOn': {
      const { times, days } = parts;
      line = t`${times}, closed on ${days}`;
      break;
    }
    case 'days': {
      const { times, days } = parts;
      line = t({ message: `${days}: ${times}`, comment: 'Opening hours on some days: "Monday–Friday: 09:00–17:45"' });
      break;
    }
  }
  const lastEntry = parts.lastEntry;
  return (
    <span>
      {line}
      {lastEntry ? ` ${t`(last entry ${lastEntry})`}` : null}
    </span>
  );
}
