// content/holidays.json: Macao's public holidays per year with their sources, the `PH` of opening hours.
import type { ContentDir } from './files';
import { Reader } from './reader';
import { isCalendarDate, readSources } from './provenance';
import type { Holidays } from '../store/documents';

export function parseHolidays(dir: ContentDir): Holidays | undefined {
  const file = dir.read('holidays.json');
  if (!file) return undefined;
  const root = new Reader(file.name, undefined, file.value);
  const years = root.list(
    'years',
    (y) => {
      const year = y.num('year', { int: true, min: 2000, max: 2100 });
      const sources = readSources(y) ?? y.fail('sources', 'expected the page the dates come from, got missing');
      const dates = y.strList('dates', false, (d) => isCalendarDate(d) && d.startsWith(`${year}-`), `a date YYYY-MM-DD in ${year}`);
      return { year, complete: y.bool('complete', false), sources, dates: [...new Set(dates)].sort() };
    },
    false,
  );
  return { years };
}
