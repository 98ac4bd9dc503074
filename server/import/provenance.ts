// The provenance fields of a record: `sources` (public pages, the Macao date each was checked, the facts it
// confirms) and `hours` (opening hours in the opening_hours syntax). A bad value fails the import naming
// file, entry and field.
import OpeningHours from 'opening_hours';
import { macaoToday } from '#shared/events';
import { HoursSyntaxError, parseHoursSpec } from '#shared/hours-spec';
import { FACTS, type Fact, type Source } from '#shared/provenance';
import type { Reader } from './reader';

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date: 2026-02-30 parses in JavaScript (as 2 March), so the parts must survive the round trip. */
export function isCalendarDate(s: string): boolean {
  const m = DATE_RE.exec(s);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === s;
}

/** `sources`, or undefined when absent; `today` is Macao's date (a check cannot be in its future). */
export function readSources(r: Reader, today: string = macaoToday()): Source[] | undefined {
  if (!r.has('sources')) return undefined;
  const list = r.list('sources', (s) => {
    const url = s.str('url');
    let parsed: URL | undefined;
    try {
      parsed = new URL(url);
    } catch {
      parsed = undefined;
    }
    // Some public pages a fact was read on are only served over plain http (older government and press pages): the
    // address is named as it was read. Anything else (javascript:, data:, a relative path) is refused.
    if (!parsed || (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')) s.fail('url', `expected an http(s) URL, got ${JSON.stringify(url)}`);
    const checked = s.str('checked');
    if (!isCalendarDate(checked)) s.fail('checked', `expected a date YYYY-MM-DD, got ${JSON.stringify(checked)}`);
    if (checked > today) s.fail('checked', `${checked} is after today in Macao (${today})`);
    const facts = s.strList('facts', false, (f) => (FACTS as readonly string[]).includes(f), `one of ${FACTS.join(', ')}`) as Fact[];
    if (facts.length === 0) s.fail('facts', 'expected at least one fact');
    facts.forEach((f, i) => {
      if (facts.indexOf(f) !== i) s.fail(`facts[${i}]`, `duplicate fact "${f}"`);
    });
    return { url, checked, facts };
  });
  if (list.length === 0) r.fail('sources', 'expected at least one source (leave the field out instead)');
  return list;
}

// The library needs a country whose holidays it knows to read `PH`; Macao's are not among them, so the syntax is
// checked as if in Germany (only the grammar matters here; open-now uses content/holidays.json).
const SYNTAX_ONLY = { lat: 0, lon: 0, address: { country_code: 'de', state: '' } };

/** The error the opening_hours library finds in `value`, or undefined when it parses. */
export function libraryHoursError(value: string): string | undefined {
  try {
    new OpeningHours(value, SYNTAX_ONLY as never);
    return undefined;
  } catch (e) {
    return String(e instanceof Error ? e.message : e).split('\n')[0];
  }
}

/** `hours`, or undefined when absent: valid opening_hours syntax within the subset the guide evaluates. */
export function readHours(r: Reader): string | undefined {
  if (!r.has('hours')) return undefined;
  const value = r.str('hours');
  const libError = libraryHoursError(value);
  if (libError) r.fail('hours', `not valid opening_hours syntax (${libError}): ${JSON.stringify(value)}`);
  try {
    parseHoursSpec(value);
  } catch (e) {
    if (e instanceof HoursSyntaxError)
      r.fail('hours', `${e.message}: ${JSON.stringify(value)} uses opening_hours features the guide does not evaluate (see content/FORMAT.md)`);
    throw e;
  }
  return value;
}

/** Both fields, to spread into a record. */
export function provenance(r: Reader): { sources?: Source[]; hours?: string } {
  const sources = readSources(r);
  const hours = readHours(r);
  return { ...(sources ? { sources } : {}), ...(hours ? { hours } : {}) };
}
