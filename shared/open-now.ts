// Open now or closed, on Macao's clock (UTC+8, no daylight saving) whatever the device's zone, from a place's
// `hours` (shared/hours-spec.ts) and Macao's public holidays (content/holidays.json, the `PH` of the syntax).
import { parseHoursSpec, type HoursRule } from './hours-spec';

const MACAO_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;
const DAY_MIN = 24 * 60;
/** How far ahead the next opening is looked for. */
const HORIZON_DAYS = 14;

/** A moment relative to the current Macao day: 0 = today, 1 = tomorrow; weekday 0 = Monday. */
export interface Moment {
  dayOffset: number;
  minute: number;
  weekday: number;
}

export type OpenState =
  | { open: true; /** Undefined when open round the clock for the whole horizon. */ closes?: Moment; nextChange?: number }
  | { open: false; /** Nothing opens at all on the current Macao day. */ closedToday: boolean; opens?: Moment; nextChange: number };

interface MacaoDay {
  /** UTC epoch ms of the Macao day's midnight. */
  start: number;
  iso: string;
  weekday: number;
  month: number;
}

function macaoDay(start: number): MacaoDay {
  const d = new Date(start + MACAO_OFFSET_MS);
  return { start, iso: d.toISOString().slice(0, 10), weekday: (d.getUTCDay() + 6) % 7, month: d.getUTCMonth() };
}

function ruleMatches(rule: HoursRule, day: MacaoDay, holidays: ReadonlySet<string>): boolean {
  if (rule.months && !rule.months.includes(day.month)) return false;
  if (!rule.days && !rule.ph) return true;
  return Boolean(rule.days?.includes(day.weekday)) || (rule.ph && holidays.has(day.iso));
}

/** The index of the last rule that selects the day (later rules override earlier ones, as in OSM), or -1. */
function winningRule(rules: readonly HoursRule[], day: MacaoDay, holidays: ReadonlySet<string>): number {
  let won = -1;
  rules.forEach((r, i) => {
    if (ruleMatches(r, day, holidays)) won = i;
  });
  return won;
}

/** Open intervals in minutes from the start of today, merged, from yesterday to the horizon. */
function intervals(rules: readonly HoursRule[], todayStart: number, holidays: ReadonlySet<string>): [number, number][] {
  const raw: [number, number][] = [];
  let before = winningRule(rules, macaoDay(todayStart - 2 * DAY_MS), holidays);
  for (let k = -1; k <= HORIZON_DAYS; k++) {
    const won = winningRule(rules, macaoDay(todayStart + k * DAY_MS), holidays);
    // The part past midnight of yesterday's rule holds unless a later rule selects this day (the library's reading).
    if (before >= 0 && won <= before) for (const r of rules[before]!.ranges) if (r.close > DAY_MIN) raw.push([k * DAY_MIN, k * DAY_MIN + r.close - DAY_MIN]);
    if (won >= 0) for (const r of rules[won]!.ranges) raw.push([k * DAY_MIN + r.open, k * DAY_MIN + Math.min(r.close, DAY_MIN)]);
    before = won;
  }
  raw.sort((a, b) => a[0] - b[0]);
  const out: [number, number][] = [];
  for (const iv of raw) {
    const last = out[out.length - 1];
    if (last && iv[0] <= last[1]) last[1] = Math.max(last[1], iv[1]);
    else out.push([...iv]);
  }
  return out;
}

function moment(minutes: number, todayWeekday: number): Moment {
  const dayOffset = Math.floor(minutes / DAY_MIN);
  return { dayOffset, minute: minutes - dayOffset * DAY_MIN, weekday: (todayWeekday + dayOffset) % 7 };
}

/** Whether the place is open at `now`, when it closes or next opens, and when that answer next changes (epoch ms). */
export function openState(hours: string | readonly HoursRule[], now: number, holidays: ReadonlySet<string>): OpenState {
  const rules = typeof hours === 'string' ? parseHoursSpec(hours) : hours;
  const wall = now + MACAO_OFFSET_MS;
  const todayStart = wall - (((wall % DAY_MS) + DAY_MS) % DAY_MS) - MACAO_OFFSET_MS;
  const today = macaoDay(todayStart);
  const at = (now - todayStart) / 60_000;
  const ivs = intervals(rules, todayStart, holidays);
  const toMs = (minutes: number): number => todayStart + minutes * 60_000;
  const current = ivs.find(([a, b]) => a <= at && at < b);
  if (current) {
    if (current[1] > HORIZON_DAYS * DAY_MIN) return { open: true };
    return { open: true, closes: moment(current[1], today.weekday), nextChange: toMs(current[1]) };
  }
  const next = ivs.find(([a]) => a > at);
  const closedToday = !ivs.some(([a, b]) => a < DAY_MIN && b > 0);
  // The wording changes at midnight too ("opens tomorrow" becomes "opens at").
  const midnight = toMs(DAY_MIN);
  if (!next) return { open: false, closedToday, nextChange: midnight };
  return { open: false, closedToday, opens: moment(next[0], today.weekday), nextChange: Math.min(toMs(next[0]), midnight) };
}
