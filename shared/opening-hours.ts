// Opening hours as data: the English line of a record ("Daily 11:30–15:00, 18:00–22:30", "10:00–19:00, closed
// Mondays", "Open 24 hours") read into days and time ranges, so every locale can show it with its own clock and
// weekday names. Lines that say more than this grammar (notes, holidays, "last entry") are not parsed: the
// record's translated free text stays what the visitor reads.
import { dateTimeFormat, formatClock } from './format';
import type { HoursRule } from './hours-spec';

/** Days are 0 = Monday … 6 = Sunday; times are minutes after midnight (a close at or before the open is past midnight). */
export interface OpeningHours {
  /** The days it opens, in week order. */
  days: number[];
  /** Open round the clock on those days. */
  allDay?: boolean;
  ranges: { open: number; close: number }[];
  /** Last admission, where the line gives one ("(last entry 17:30)"). */
  lastEntry?: number;
}

const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
const ALL_WEEK = [0, 1, 2, 3, 4, 5, 6];

const dayIndex = (word: string): number => WEEKDAYS.indexOf(word.toLowerCase().replace(/s$/, '') as (typeof WEEKDAYS)[number]);

function clock(s: string): number | null {
  const m = /^(\d{1,2}):(\d{2})$/.exec(s);
  if (!m) return null;
  const h = Number(m[1]);
  const min = Number(m[2]);
  if (h > 24 || min > 59 || (h === 24 && min > 0)) return null;
  return h * 60 + min;
}

function ranges(s: string): OpeningHours['ranges'] | null {
  const out: OpeningHours['ranges'] = [];
  for (const part of s.split(/\s*,\s*/)) {
    const m = /^(\d{1,2}:\d{2})\s*[–-]\s*(\d{1,2}:\d{2})$/.exec(part);
    const open = m ? clock(m[1]!) : null;
    const close = m ? clock(m[2]!) : null;
    if (open === null || close === null) return null;
    out.push({ open, close });
  }
  return out.length ? out : null;
}

/** The structured form of an English opening-hours line, or null when the line says more than days and times. */
export function parseOpeningHours(text: string): OpeningHours | null {
  let s = text.trim().replace(/\.$/, '');
  let lastEntry: number | null = null;
  const entry = /\s*\(last entry (\d{1,2}:\d{2})\)/i.exec(s);
  if (entry) {
    lastEntry = clock(entry[1]!);
    if (lastEntry === null) return null;
    s = s.replace(entry[0], '');
  }
  const h = parseDaysAndTimes(s);
  return h && lastEntry !== null ? { ...h, lastEntry } : h;
}

function parseDaysAndTimes(s: string): OpeningHours | null {
  if (/^open (24 hours|all day)$/i.test(s)) return { days: [...ALL_WEEK], allDay: true, ranges: [] };

  const daily = /^daily\s+(.+)$/i.exec(s);
  if (daily) {
    const r = ranges(daily[1]!);
    return r ? { days: [...ALL_WEEK], ranges: r } : null;
  }

  const single = /^([a-z]+days)\s+(\d.+)$/i.exec(s);
  if (single) {
    const d = dayIndex(single[1]!);
    const r = ranges(single[2]!);
    return d >= 0 && r ? { days: [d], ranges: r } : null;
  }

  const span = /^([a-z]+)\s*(?:[–-]|\s+to\s+)\s*([a-z]+)\s+(\d.+)$/i.exec(s);
  if (span) {
    const from = dayIndex(span[1]!);
    const to = dayIndex(span[2]!);
    const r = ranges(span[3]!);
    if (from < 0 || to < 0 || !r) return null;
    const days: number[] = [];
    for (let d = from; ; d = (d + 1) % 7) {
      days.push(d);
      if (d === to) break;
    }
    return { days: days.sort((a, b) => a - b), ranges: r };
  }

  const closed = /^(.+?)\s*[,;]\s*closed\s+(?:on\s+)?([a-z]+(?:\s*(?:,|and)\s*[a-z]+)*)$/i.exec(s);
  if (closed) {
    const r = ranges(closed[1]!);
    const shut = closed[2]!.split(/\s*(?:,|and)\s*/).map(dayIndex);
    if (!r || shut.some((d) => d < 0)) return null;
    return { days: ALL_WEEK.filter((d) => !shut.includes(d)), ranges: r };
  }
  return null;
}

/** The weekday's name in the locale (day 0 = Monday; 2024-01-01 was a Monday). */
export function weekdayName(day: number, bcp47: string, width: 'long' | 'short' = 'long'): string {
  return dateTimeFormat(bcp47, { weekday: width, timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, 1 + day)));
}

/**
 * One time range in the locale's clock ('11:30–15:00', '11:30 AM – 3:00 PM', '오전 11:30 – 오후 3:00'). Joined by
 * hand rather than with formatRange, which adds dates to a range past midnight and varies between ICU versions.
 */
export function formatTimeRange(open: number, close: number, bcp47: string): string {
  const from = formatClock(open, bcp47);
  const to = formatClock(close, bcp47);
  // Bare digits take a tight dash (09:00–18:00); times with day-period words a spaced one, as Intl itself does.
  const tight = /^[\d:.\u0660-\u0669]+$/.test(from + to);
  return tight ? `${from}–${to}` : `${from} – ${to}`;
}

/** What the app needs to word the hours in its messages: which pattern applies, the times, the day names and the last entry. */
export type OpeningHoursParts = (
  { kind: 'allDay' } | { kind: 'daily'; times: string } | { kind: 'closedOn'; times: string; days: string } | { kind: 'days'; times: string; days: string }
) & { lastEntry?: string };

/** The locale's words for `h`: times joined as a list, closing days as a list of weekday names, or a span of days. */
export function openingHoursParts(h: OpeningHours, bcp47: string): OpeningHoursParts {
  const extra = h.lastEntry !== undefined ? { lastEntry: formatClock(h.lastEntry, bcp47) } : {};
  if (h.allDay && h.days.length === 7) return { kind: 'allDay', ...extra };
  const times = new Intl.ListFormat(bcp47, { type: 'unit', style: 'short' }).format(h.ranges.map((r) => formatTimeRange(r.open, r.close, bcp47)));
  if (h.days.length === 7) return { kind: 'daily', times, ...extra };
  const shut = ALL_WEEK.filter((d) => !h.days.includes(d));
  const contiguous = h.days.every((d, i) => i === 0 || d === h.days[i - 1]! + 1);
  if (shut.length === 1 || !contiguous) {
    const days = new Intl.ListFormat(bcp47, { type: 'conjunction' }).format(shut.map((d) => weekdayName(d, bcp47)));
    return { kind: 'closedOn', times, days, ...extra };
  }
  const first = weekdayName(h.days[0]!, bcp47);
  const last = weekdayName(h.days[h.days.length - 1]!, bcp47);
  return { kind: 'days', times, days: h.days.length === 1 ? first : `${first}–${last}`, ...extra };
}

/** One line of the weekly hours worded from an opening_hours value: the days (or public holidays) and their ranges (none = closed). */
export interface WeeklyLine {
  /** Weekdays 0 = Monday …, consecutive or listed; or 'ph' for Macao public holidays. */
  days: number[] | 'ph';
  /** Months the line holds in (0 = January), when the value has month ranges. */
  months?: number[];
  ranges: { open: number; close: number }[];
}

const sameRanges = (a: WeeklyLine['ranges'], b: WeeklyLine['ranges']): boolean =>
  a.length === b.length && a.every((r, i) => r.open === b[i]!.open && r.close === b[i]!.close);

/**
 * The week of an opening_hours value as lines to show: weekdays with the same hours grouped in week order, then
 * public holidays when a rule names them. A value with month ranges is shown rule by rule (its week changes).
 */
export function weeklyLines(rules: readonly HoursRule[]): WeeklyLine[] {
  if (rules.some((r) => r.months)) {
    return rules.flatMap((r): WeeklyLine[] => {
      const head = r.months ? { months: r.months } : {};
      const lines: WeeklyLine[] = [];
      if (r.days || !r.ph) lines.push({ days: r.days ?? [...ALL_WEEK], ranges: r.ranges, ...head });
      if (r.ph) lines.push({ days: 'ph', ranges: r.ranges, ...head });
      return lines;
    });
  }
  const perDay = ALL_WEEK.map((d) => {
    let ranges: WeeklyLine['ranges'] = [];
    for (const r of rules) if ((!r.days && !r.ph) || r.days?.includes(d)) ranges = r.ranges;
    return ranges;
  });
  const lines: WeeklyLine[] = [];
  perDay.forEach((ranges, d) => {
    const last = lines[lines.length - 1];
    if (last && last.days !== 'ph' && last.days[last.days.length - 1] === d - 1 && sameRanges(last.ranges, ranges)) last.days.push(d);
    else lines.push({ days: [d], ranges });
  });
  const ph = [...rules].reverse().find((r) => r.ph);
  if (ph) lines.push({ days: 'ph', ranges: ph.ranges });
  return lines;
}

/** The locale's name for a run of weekdays: "Monday", "Monday–Friday", or a list for two. */
export function weekdaysLabel(days: readonly number[], bcp47: string): string {
  if (days.length === 7) return `${weekdayName(0, bcp47)}–${weekdayName(6, bcp47)}`;
  const contiguous = days.every((d, i) => i === 0 || d === days[i - 1]! + 1);
  if (contiguous && days.length > 2) return `${weekdayName(days[0]!, bcp47)}–${weekdayName(days[days.length - 1]!, bcp47)}`;
  return new Intl.ListFormat(bcp47, { type: 'conjunction' }).format(days.map((d) => weekdayName(d, bcp47)));
}

/** The locale's short names of months (0 = January) as a list. */
export function monthsLabel(months: readonly number[], bcp47: string): string {
  const name = (m: number): string => dateTimeFormat(bcp47, { month: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2024, m, 1)));
  return new Intl.ListFormat(bcp47, { type: 'conjunction' }).format(months.map(name));
}

/** A line's ranges in the locale's clock, joined as a list; a range past midnight shows its closing clock time. */
export function rangesLabel(ranges: WeeklyLine['ranges'], bcp47: string): string {
  return new Intl.ListFormat(bcp47, { type: 'unit', style: 'short' }).format(
    ranges.map((r) => formatTimeRange(r.open, r.close > 24 * 60 ? r.close - 24 * 60 : r.close, bcp47)),
  );
}
