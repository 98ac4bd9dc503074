// Opening hours as the visitor reads them: worded from the structured hours in their locale when the API sends
// them (weekday names and clock style from Intl), else the record's translated line (marked when it fell back).
import { useLingui } from '@lingui/react/macro';
import { openingHoursParts, type OpeningHours } from '#shared/opening-hours';
import { isEnabledLocale, LOCALE_TABLE } from '#shared/locales';
import { fallbackAttrs } from './fallback';

export function OpeningHoursText({
  text,
  hours,
  fallbackFields,
}: {
  text: string | undefined;
  hours: OpeningHours | undefined;
  fallbackFields: readonly string[] | undefined;
}) {
  const { t, i18n } = useLingui();
  const locale = isEnabledLocale(i18n.locale) ? i18n.locale : 'en';
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
