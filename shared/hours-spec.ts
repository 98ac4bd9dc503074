// The part of the OSM opening_hours syntax that content may use (content/FORMAT.md): `24/7`, month ranges, weekday
// lists and ranges, `PH`, time ranges (past midnight allowed), `off`/`closed`, rules joined by `; `. Parsed here
// rather than with the opening_hours library in the browser: that library is about 118 KB gzipped (all countries'
// holidays, i18next) and has no Macao holidays. The import checks every value with the library as well, so a
// value this grammar accepts is also valid OSM syntax (server/import/hours.ts).

/** Days are 0 = Monday … 6 = Sunday; months 0 = January … 11; times in minutes after midnight (end may pass 24:00). */
export interface HoursRule {
  /** Months the rule applies in; undefined = every month. */
  months?: number[];
  /** Weekdays the rule applies on; undefined with `ph` false = every day. */
  days?: number[];
  /** The rule applies on Macao public holidays. */
  ph: boolean;
  /** Open ranges; empty = closed (`off`). */
  ranges: { open: number; close: number }[];
}

const DAY_CODES = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'];
const MONTH_CODES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export class HoursSyntaxError extends Error {}

function span(from: number, to: number, size: number): number[] {
  const out: number[] = [];
  for (let d = from; ; d = (d + 1) % size) {
    out.push(d);
    if (d === to) break;
  }
  return out;
}

function codeList(text: string, codes: string[], what: string): number[] {
  const out = new Set<number>();
  for (const part of text.split(',')) {
    const [a, b, extra] = part.split('-');
    const from = codes.indexOf(a ?? '');
    const to = b === undefined ? from : codes.indexOf(b);
    if (from < 0 || to < 0 || extra !== undefined) throw new HoursSyntaxError(`unknown ${what} "${part}"`);
    for (const d of span(from, to, codes.length)) out.add(d);
  }
  // Weekdays in week order; months as written, so a range across the new year reads Nov, Dec, Jan, Feb.
  return what === 'weekday' ? [...out].sort((x, y) => x - y) : [...out];
}

function clock(s: string, max: number): number {
  const m = /^(\d{2}):(\d{2})$/.exec(s);
  const v = m ? Number(m[1]) * 60 + Number(m[2]) : NaN;
  if (!m || Number(m[2]) > 59 || v > max) throw new HoursSyntaxError(`bad time "${s}"`);
  return v;
}

function timeRanges(text: string): HoursRule['ranges'] {
  return text.split(',').map((part) => {
    const m = /^(\d{2}:\d{2})-(\d{2}:\d{2})$/.exec(part.trim());
    if (!m) throw new HoursSyntaxError(`bad time range "${part.trim()}"`);
    const open = clock(m[1]!, 24 * 60);
    let close = clock(m[2]!, 48 * 60);
    // "22:00-02:00" closes on the next day, as in OSM.
    if (close <= open) close += 24 * 60;
    if (close - open > 24 * 60) throw new HoursSyntaxError(`time range longer than a day "${part.trim()}"`);
    return { open, close };
  });
}

function parseRule(text: string): HoursRule {
  if (text === '24/7') return { ph: false, ranges: [{ open: 0, close: 24 * 60 }] };
  const tokens = text.split(/\s+/);
  const rule: HoursRule = { ph: false, ranges: [] };
  let i = 0;
  if (tokens[i] && /^[A-Z][a-z]{2}(-[A-Z][a-z]{2})?(,[A-Z][a-z]{2}(-[A-Z][a-z]{2})?)*$/.test(tokens[i]!) && MONTH_CODES.includes(tokens[i]!.slice(0, 3))) {
    rule.months = codeList(tokens[i]!, MONTH_CODES, 'month');
    i++;
  }
  if (tokens[i] && /^(PH|[A-Z][a-z])/.test(tokens[i]!) && !/^\d/.test(tokens[i]!)) {
    const parts = tokens[i]!.split(',');
    const days = parts.filter((p) => p !== 'PH');
    rule.ph = parts.includes('PH');
    if (days.length) rule.days = codeList(days.join(','), DAY_CODES, 'weekday');
    i++;
  }
  const rest = tokens.slice(i).join(' ');
  if (rest === 'off' || rest === 'closed') rule.ranges = [];
  else if (rest === '' && (rule.days || rule.ph || rule.months)) throw new HoursSyntaxError(`no times or "off" in "${text}"`);
  else rule.ranges = timeRanges(rest.replace(/\s*,\s*/g, ','));
  return rule;
}

/** The rules of an opening_hours value; throws HoursSyntaxError on anything outside the subset. */
export function parseHoursSpec(value: string): HoursRule[] {
  const parts = value.split(';').map((p) => p.trim());
  if (parts.some((p) => p === '')) throw new HoursSyntaxError('empty rule');
  return parts.map(parseRule);
}

/** Whether `value` is in the subset (no throw). */
export function isHoursSpec(value: string): boolean {
  try {
    parseHoursSpec(value);
    return true;
  } catch {
    return false;
  }
}
