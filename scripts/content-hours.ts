// `npm run content:hours [-- <content dir>]`: for each record whose English `openingHour` is plain days and times
// (shared/opening-hours.ts's grammar) and that has no `hours`, writes `hours` in opening_hours syntax in its place
// and drops the `openingHour` text (every locale words `hours` itself). Lines the grammar cannot read whole, or
// with a last entry, stay as they are. Prints what it converted and what it left; a second run changes nothing.
// The files are edited as text, field by field, so each keeps its own layout (content/ is not run through Prettier).
import fs from 'node:fs';
import path from 'node:path';
import { dequal } from 'dequal';
import { parseHoursSpec } from '#shared/hours-spec';
import { parseOpeningHours, type OpeningHours } from '#shared/opening-hours';

const DAY_CODES = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'];

const hhmm = (m: number): string => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

/** Runs of consecutive weekdays as `Mo-Fr`, `Sa`, joined by commas. */
function dayList(days: number[]): string {
  const parts: string[] = [];
  for (let i = 0; i < days.length;) {
    let j = i;
    while (j + 1 < days.length && days[j + 1] === days[j]! + 1) j++;
    parts.push(j > i ? `${DAY_CODES[days[i]!]}-${DAY_CODES[days[j]!]}` : DAY_CODES[days[i]!]!);
    i = j + 1;
  }
  return parts.join(',');
}

/** The opening_hours value of parsed hours, or undefined when it would lose something (a last entry). */
export function toHoursSpec(h: OpeningHours): string | undefined {
  if (h.lastEntry !== undefined) return undefined;
  if (h.allDay) return h.days.length === 7 ? '24/7' : `${dayList(h.days)} 00:00-24:00`;
  const times = h.ranges.map((r) => `${hhmm(r.open)}-${hhmm(r.close === 0 ? 24 * 60 : r.close)}`).join(',');
  const value = `${dayList(h.days)} ${times}`;
  parseHoursSpec(value);
  return value;
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

export interface HoursChange {
  file: string;
  id: string;
  text: string;
  hours?: string;
}

/** Converts the records of one parsed file in place; returns what it converted and what it left. */
export function convertRecords(file: string, value: unknown): HoursChange[] {
  const out: HoursChange[] = [];
  if (!Array.isArray(value)) return out;
  value.forEach((rec, i) => {
    if (!isObj(rec) || rec.hours !== undefined || !isObj(rec.openingHour) || typeof rec.openingHour.en !== 'string') return;
    const text = rec.openingHour.en;
    const id = String(rec.id ?? `[${i}]`);
    const parsed = parseOpeningHours(text);
    const hours = parsed ? toHoursSpec(parsed) : undefined;
    if (!hours) {
      out.push({ file, id, text });
      return;
    }
    // `hours` takes the place of `openingHour`, so the record keeps its field order.
    const entries = Object.entries(rec).map(([k, v]): [string, unknown] => (k === 'openingHour' ? ['hours', hours] : [k, v]));
    for (const k of Object.keys(rec)) delete rec[k];
    Object.assign(rec, Object.fromEntries(entries));
    out.push({ file, id, text, hours });
  });
  return out;
}

function jsonFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.json'))
    .sort();
}

/** The end (exclusive) of the JSON object that starts at `start` (a `{`), minding strings. */
function objectEnd(text: string, start: number): number {
  let depth = 0;
  for (let i = start; i < text.length; i++) {
    const c = text[i];
    if (c === '"') {
      for (i++; text[i] !== '"'; i++) if (text[i] === '\\') i++;
    } else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return i + 1;
  }
  throw new Error('unbalanced JSON object');
}

/** `text` with each converted record's `"openingHour": {…}` replaced by its `"hours": "…"`. */
export function editText(text: string, changes: HoursChange[]): string {
  let out = text;
  for (const c of changes) {
    if (!c.hours) continue;
    const idAt = new RegExp(`"id"\\s*:\\s*${JSON.stringify(c.id).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`).exec(out);
    if (!idAt) throw new Error(`${c.file}: record "${c.id}" not found as text`);
    const key = /"openingHour"\s*:\s*\{/g;
    key.lastIndex = idAt.index;
    const m = key.exec(out);
    if (!m) throw new Error(`${c.file}: record "${c.id}": "openingHour" not found as text`);
    const end = objectEnd(out, m.index + m[0].length - 1);
    out = `${out.slice(0, m.index)}"hours": ${JSON.stringify(c.hours)}${out.slice(end)}`;
  }
  return out;
}

export function convertContent(dir: string): HoursChange[] {
  const changes: HoursChange[] = [];
  for (const rel of jsonFiles(dir)) {
    const file = path.join(dir, rel);
    const text = fs.readFileSync(file, 'utf8');
    const value = JSON.parse(text) as unknown;
    const found = convertRecords(rel, value);
    changes.push(...found);
    if (!found.some((c) => c.hours)) continue;
    const edited = editText(text, found);
    // The text edit must give exactly the converted records, or the file is left alone.
    if (!dequal(JSON.parse(edited), value)) throw new Error(`${rel}: the text edit does not match the converted records; nothing written`);
    fs.writeFileSync(file, edited);
  }
  return changes;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = process.argv[2] ?? process.env.CONTENT_DIR ?? 'content';
  const changes = convertContent(dir);
  const done = changes.filter((c) => c.hours);
  const left = changes.filter((c) => !c.hours);
  for (const c of done) console.info(`converted  ${c.file}  ${c.id}: ${JSON.stringify(c.text)} → ${JSON.stringify(c.hours)}`);
  for (const c of left) console.info(`left       ${c.file}  ${c.id}: ${JSON.stringify(c.text)}`);
  console.info(`\ncontent:hours: ${done.length} converted, ${left.length} left as text (irregular or with a last entry).`);
}
