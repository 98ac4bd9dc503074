// Event date rules of SPEC §4 and §5: date parsing, date status and badges, sort order and the month filter.
import { isCoordinatePair } from './geo';

export type EventStatus = 'inProgress' | 'upComing' | 'fullMonth' | 'ended';

export interface DateRange {
  /** YYYY-MM-DD */
  start: string;
  /** YYYY-MM-DD, never before start */
  end: string;
}

export interface EventDateInfo {
  status: EventStatus;
  hidden: boolean;
  /** Days from today to the start (1 = tomorrow); set for upcoming events. */
  daysBeforeStart?: number;
  /** Days left including today (1 = today is the last day); set for events in progress. */
  daysBeforeEnd?: number;
  badge?: 'ending' | 'starting';
}

const DAY_MS = 86_400_000;
/** Macao keeps UTC+8 all year (no daylight saving). */
const MACAO_OFFSET_MS = 8 * 3_600_000;
const BADGE_MAX_DAYS = 5;
const STATUS_ORDER: Record<EventStatus, number> = { inProgress: 0, upComing: 1, fullMonth: 2, ended: 3 };
const MONTH_FILTER_COUNT = 12;

/** Today's date in Macao as YYYY-MM-DD, whatever the device's time zone: event status is judged by Macao days. */
export function macaoToday(now: Date = new Date()): string {
  return new Date(now.getTime() + MACAO_OFFSET_MS).toISOString().slice(0, 10);
}

/** Normalises 'YYYY-M-D' or 'YYYY/MM/DD' to 'YYYY-MM-DD'; null unless it is a real calendar day. */
function normaliseDay(s: string): string | null {
  const m = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})$/.exec(s.trim());
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return null;
  return `${m[1]}-${String(mo).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

function dayNumber(day: string): number {
  return Math.round(Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10))) / DAY_MS);
}

/** SPEC §5: event date strings split on comma and tilde; a lone date is a one-day range; malformed parts are dropped. */
export function parseEventDate(s: string): DateRange[] {
  const ranges: DateRange[] = [];
  for (const part of s.split(',')) {
    if (!part.trim()) continue;
    const pieces = part.split('~');
    if (pieces.length > 2) continue;
    const start = normaliseDay(pieces[0] ?? '');
    const end = pieces.length === 2 ? normaliseDay(pieces[1] ?? '') : start;
    if (!start || !end) continue;
    ranges.push(start <= end ? { start, end } : { start: end, end: start });
  }
  return ranges;
}

function isMonth(s: string | undefined): s is string {
  return typeof s === 'string' && /^\d{4}-(0[1-9]|1[0-2])$/.test(s);
}

/** SPEC §4 "Event date status" for `today` (YYYY-MM-DD, Macao time). */
export function eventDateStatus(ev: { eventDate?: string; month?: string }, today: string): EventDateInfo {
  const currentMonth = today.slice(0, 7);
  const ranges = parseEventDate(ev.eventDate ?? '').sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0));
  if (ranges.length === 0) {
    if (isMonth(ev.month) && ev.month < currentMonth) return { status: 'ended', hidden: true };
    return { status: 'fullMonth', hidden: false };
  }
  const todayN = dayNumber(today);
  // The next relevant range: one running today wins over a later one; otherwise the earliest still to come.
  const running = ranges.find((r) => r.start <= today && r.end >= today);
  if (running) {
    const daysBeforeEnd = dayNumber(running.end) - todayN + 1;
    const info: EventDateInfo = { status: 'inProgress', hidden: false, daysBeforeEnd };
    if (daysBeforeEnd >= 1 && daysBeforeEnd <= BADGE_MAX_DAYS) info.badge = 'ending';
    return info;
  }
  const next = ranges.find((r) => r.start > today);
  if (next) {
    const daysBeforeStart = dayNumber(next.start) - todayN;
    const info: EventDateInfo = { status: 'upComing', hidden: false, daysBeforeStart };
    if (daysBeforeStart >= 1 && daysBeforeStart <= BADGE_MAX_DAYS) info.badge = 'starting';
    return info;
  }
  const lastEnd = ranges.reduce((max, r) => (r.end > max ? r.end : max), ranges[0]!.end);
  return { status: 'ended', hidden: currentMonth > lastEnd.slice(0, 7) };
}

export interface SortableEvent {
  status: EventStatus;
  daysBeforeStart?: number;
  daysBeforeEnd?: number;
  coordinate?: unknown;
  name: string;
}

function hasCoordinate(c: unknown): boolean {
  if (isCoordinatePair(c)) return true;
  return Array.isArray(c) && c.some(isCoordinatePair);
}

function daysKey(e: SortableEvent): number {
  const d = e.status === 'inProgress' ? e.daysBeforeEnd : e.status === 'upComing' ? e.daysBeforeStart : undefined;
  return d ?? Number.POSITIVE_INFINITY;
}

/** SPEC §4 event sort: status, then fewer days left or before start, then located events first, then name. */
export function compareEvents(a: SortableEvent, b: SortableEvent): number {
  const byStatus = STATUS_ORDER[a.status] - STATUS_ORDER[b.status];
  if (byStatus !== 0) return byStatus;
  const da = daysKey(a);
  const db = daysKey(b);
  if (da !== db) return da < db ? -1 : 1;
  const ca = hasCoordinate(a.coordinate);
  const cb = hasCoordinate(b.coordinate);
  if (ca !== cb) return ca ? -1 : 1;
  return a.name.localeCompare(b.name);
}

/** SPEC §5: a month filter value is six digits YYYYMM naming a real month. */
export function isMonthFilter(v: string): boolean {
  if (!/^\d{6}$/.test(v)) return false;
  const m = Number(v.slice(4));
  return m >= 1 && m <= 12;
}

/** 'YYYYMM' → 'YYYY-MM' (the form month filtering needs). */
export function monthFilterToMonth(v: string): string {
  return `${v.slice(0, 4)}-${v.slice(4, 6)}`;
}

export interface MonthOption {
  /** YYYYMM */
  value: string;
  /** YYYY-MM */
  month: string;
  hidden: boolean;
}

/** SPEC §5: the current month and the 11 earlier months, newest first, plus a requested month not in the list (hidden). */
export function monthOptions(today: string, requested?: string): MonthOption[] {
  let y = Number(today.slice(0, 4));
  let m = Number(today.slice(5, 7));
  const options: MonthOption[] = [];
  for (let i = 0; i < MONTH_FILTER_COUNT; i += 1) {
    const month = `${y}-${String(m).padStart(2, '0')}`;
    options.push({ value: month.replace('-', ''), month, hidden: false });
    m -= 1;
    if (m === 0) {
      m = 12;
      y -= 1;
    }
  }
  if (requested !== undefined && isMonthFilter(requested) && !options.some((o) => o.value === requested)) {
    options.push({ value: requested, month: monthFilterToMonth(requested), hidden: true });
  }
  return options;
}

function eventMonthSpans(ev: { eventDate?: string; month?: string }): Array<[string, string]> {
  const ranges = parseEventDate(ev.eventDate ?? '');
  if (ranges.length > 0) return ranges.map((r) => [r.start.slice(0, 7), r.end.slice(0, 7)]);
  return isMonth(ev.month) ? [[ev.month, ev.month]] : [];
}

/** True when the event runs on some day of `month` (YYYY-MM), or is a month-only event of that month. */
export function eventInMonth(ev: { eventDate?: string; month?: string }, month: string): boolean {
  return eventMonthSpans(ev).some(([from, to]) => from <= month && to >= month);
}

/** SPEC §5 listing without a month filter: keep events that run in `month` (YYYY-MM) or later. */
export function eventInOrAfterMonth(ev: { eventDate?: string; month?: string }, month: string): boolean {
  return eventMonthSpans(ev).some(([, to]) => to >= month);
}

/** SPEC §4 calendar status: to be confirmed without a show date, otherwise confirmed or another value. */
export function calendarDateStatus(datesConfirmed?: string, showDate?: string): 'confirmed' | 'other' | 'tbc' {
  if (!showDate || !showDate.trim() || datesConfirmed === 'tbc') return 'tbc';
  return datesConfirmed === 'confirmed' ? 'confirmed' : 'other';
}
