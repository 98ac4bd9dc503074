// Plan checks: each stop against its opening hours on the day's date and the time the visitor arrives, on Macao's
// clock (shared/open-now.ts, whatever the device's zone) with Macao's public holidays, and an event against its days.
// The answers are facts for the page to put into words ("closed on Tuesdays", "closes at 18:00, you arrive about 18:20").
import type { DateRange } from '#shared/events';
import { openState } from '#shared/open-now';
import { parseHoursSpec, type HoursRule } from '#shared/hours-spec';

const MACAO_OFFSET_MS = 8 * 3_600_000;
const DAY_MIN = 24 * 60;

export type PlanCheck =
  /** Nothing opens that weekday (0 = Monday). */
  | { kind: 'closedWeekday'; weekday: number }
  /** Closed because the day is a Macao public holiday. */
  | { kind: 'closedHoliday' }
  /** Open later that day. */
  | { kind: 'opensLater'; opens: number; arrive: number }
  /** Already closed when the visitor arrives. */
  | { kind: 'closedBy'; closes: number; arrive: number }
  /** Closes before the planned stay ends. */
  | { kind: 'closesDuringVisit'; closes: number; arrive: number }
  /** An event that does not run that day. */
  | { kind: 'eventNotOn'; ranges: DateRange[] };

export interface CheckInput {
  /** YYYY-MM-DD, Macao's calendar. */
  date: string;
  /** Minutes after midnight. */
  arrive: number;
  leave: number;
  hours?: string | undefined;
  publicHolidays?: readonly string[] | undefined;
  dates?: readonly DateRange[] | undefined;
}

/** The epoch ms of a Macao wall-clock minute of `date`. */
export function macaoMoment(date: string, minute: number): number {
  return Date.parse(`${date}T00:00:00Z`) - MACAO_OFFSET_MS + minute * 60_000;
}

function rulesOf(hours: string): HoursRule[] | undefined {
  try {
    return parseHoursSpec(hours);
  } catch {
    // Content is checked at import; an unreadable value only means no check.
    return undefined;
  }
}

/** The last closing time of `date` before `arrive` (minutes), walking the open/closed changes from midnight. */
function lastCloseBefore(rules: HoursRule[], date: string, arrive: number, holidays: ReadonlySet<string>): number | undefined {
  const midnight = macaoMoment(date, 0);
  const until = macaoMoment(date, arrive);
  let t = midnight;
  let last: number | undefined;
  for (let step = 0; step < 48 && t < until; step++) {
    const s = openState(rules, t, holidays);
    if (s.nextChange === undefined) break;
    if (s.open && s.nextChange <= until) last = (s.nextChange - midnight) / 60_000;
    t = s.nextChange;
  }
  return last;
}

function hoursCheck(input: CheckInput & { hours: string }): PlanCheck | undefined {
  const rules = rulesOf(input.hours);
  if (!rules) return undefined;
  const holidays = new Set(input.publicHolidays ?? []);
  const at = macaoMoment(input.date, input.arrive);
  const state = openState(rules, at, holidays);
  if (state.open) {
    const closes = state.closes && state.closes.dayOffset === 0 ? state.closes.minute : undefined;
    return closes !== undefined && closes < input.leave && closes < DAY_MIN ? { kind: 'closesDuringVisit', closes, arrive: input.arrive } : undefined;
  }
  if (state.closedToday) {
    const onOrdinaryDay = openState(rules, at, new Set());
    if (holidays.has(input.date) && !(onOrdinaryDay.open === false && onOrdinaryDay.closedToday)) return { kind: 'closedHoliday' };
    return { kind: 'closedWeekday', weekday: (new Date(`${input.date}T00:00:00Z`).getUTCDay() + 6) % 7 };
  }
  if (state.opens && state.opens.dayOffset === 0) return { kind: 'opensLater', opens: state.opens.minute, arrive: input.arrive };
  const closes = lastCloseBefore(rules, input.date, input.arrive, holidays);
  return closes !== undefined ? { kind: 'closedBy', closes, arrive: input.arrive } : undefined;
}

/** What the visitor should know about a stop on its day; empty when all is well. */
export function planChecks(input: CheckInput): PlanCheck[] {
  const out: PlanCheck[] = [];
  if (input.dates && input.dates.length && !input.dates.some((r) => r.start <= input.date && input.date <= r.end)) {
    out.push({ kind: 'eventNotOn', ranges: [...input.dates] });
  }
  if (input.hours) {
    const c = hoursCheck({ ...input, hours: input.hours });
    if (c) out.push(c);
  }
  return out;
}
