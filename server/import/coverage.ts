// Translation coverage of the content: every multilingual (ML) field of every file, counted per locale, so a check
// can report it per field and fail when an enabled locale is below 100 % (content/FORMAT.md describes the fields).

import { LOCALES, type Locale } from '#shared/locales';

const LOCALE_SET = new Set<string>(LOCALES);

export interface ContentFile {
  /** Path relative to the content folder, with forward slashes, e.g. `dining/restaurants.2.json`. */
  path: string;
  value: unknown;
}

export interface FieldCoverage {
  /** Content kind, e.g. `experience`, `articles`, `uit`. */
  kind: string;
  /** Where the field sits in a record, e.g. `groups[].stops[].name`. */
  field: string;
  /** How many values of this field exist. */
  total: number;
  /** How many of them are written in each locale. */
  present: Record<Locale, number>;
  /** A few records missing each locale (their id, or file and index), to find them quickly. */
  missing: Partial<Record<Locale, string[]>>;
}

/** An ML value: an object with an `en` string whose keys are all locale codes. */
export function isMultilingual(v: unknown): v is Record<string, unknown> {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  const o = v as Record<string, unknown>;
  return typeof o.en === 'string' && Object.keys(o).every((k) => LOCALE_SET.has(k));
}

/** Written: a string with text in it once tags are left out (an empty `<p></p>` is not a translation). */
export function isWritten(v: unknown): boolean {
  return typeof v === 'string' && v.replace(/<[^>]*>/g, '').trim() !== '';
}

// Folders whose files are all records of one kind (split lists `{name}.2.json` included).
const ONE_KIND = ['experience', 'tours', 'pois', 'articles', 'accessibility'];
const OWN_KIND = new Set(['experience/groups', 'accessibility/settings']);

/** The kind a file's records belong to: a folder of like files, or the file itself. */
export function kindOf(path: string): string {
  const stem = path.replace(/\.json$/, '').replace(/\.\d+$/, '');
  const folder = stem.split('/')[0]!;
  if (ONE_KIND.includes(folder) && !OWN_KIND.has(stem)) return folder;
  return stem;
}

// Objects whose keys are data (feed ids, interface-text categories), not field names: their keys collapse to `*`.
const KEYED_MAPS: Record<string, string[]> = { social: ['posts'], uit: ['', '*'] };

function entryLabel(path: string, value: unknown, index: number): string {
  const o = value as Record<string, unknown> | null;
  const id = o && typeof o === 'object' ? (o.id ?? o.slug ?? o.group ?? o.poiId) : undefined;
  return typeof id === 'string' ? id : `${path}[${index}]`;
}

export function collectCoverage(files: ContentFile[]): FieldCoverage[] {
  const fields = new Map<string, FieldCoverage>();
  const record = (kind: string, field: string, entry: string, ml: Record<string, unknown>): void => {
    const key = `${kind}\u0000${field}`;
    let f = fields.get(key);
    if (!f) {
      f = { kind, field, total: 0, present: Object.fromEntries(LOCALES.map((l) => [l, 0])) as Record<Locale, number>, missing: {} };
      fields.set(key, f);
    }
    f.total++;
    for (const l of LOCALES) {
      if (isWritten(ml[l])) f.present[l]++;
      else {
        const list = (f.missing[l] ??= []);
        if (list.length < 3 && !list.includes(entry)) list.push(entry);
      }
    }
  };
  for (const file of files) {
    const kind = kindOf(file.path);
    const maps = KEYED_MAPS[kind] ?? [];
    const walk = (v: unknown, field: string, entry: string): void => {
      // A list file's records are the entries: their fields are named without the leading `[].`.
      if (isMultilingual(v)) return record(kind, field.replace(/^(\[\])?\./, '') || '(value)', entry, v);
      if (Array.isArray(v)) v.forEach((x, i) => walk(x, `${field}[]`, field === '' ? entryLabel(file.path, x, i) : entry));
      else if (typeof v === 'object' && v !== null) {
        const collapse = maps.includes(field.replace(/^\./, '')) || (field === '' && maps.includes(''));
        for (const [k, x] of Object.entries(v)) walk(x, `${field}.${collapse ? '*' : k}`, entry);
      }
    };
    walk(file.value, '', file.path);
  }
  return [...fields.values()].sort((a, b) => (a.kind === b.kind ? a.field.localeCompare(b.field) : a.kind.localeCompare(b.kind)));
}

/** Whole percent, rounded down, so 99.9 % never shows as 100. */
export function percent(present: number, total: number): number {
  return total === 0 ? 100 : Math.floor((present * 100) / total);
}

/** The (field, locale) pairs below 100 % among `enforced` locales. */
export function shortfalls(coverage: FieldCoverage[], enforced: readonly Locale[]): { field: FieldCoverage; locale: Locale }[] {
  return coverage.flatMap((field) => enforced.filter((l) => field.present[l] < field.total).map((locale) => ({ field, locale })));
}

function pad(s: string, n: number, right = false): string {
  return right ? s.padStart(n) : s.padEnd(n);
}

const SHORT_NAMES: Partial<Record<Locale, string>> = { 'zh-hant': 'zhT', 'zh-hans': 'zhS' };
const LABEL_WIDTH = 56;
const COLUMN = 4;

/**
 * A compact table: one row per kind (all its fields together), then one row per field that an enforced locale does
 * not cover fully, with a few records to look at. Columns are whole percents per locale; a locale that is not
 * enforced is marked with `-`.
 */
export function coverageTable(coverage: FieldCoverage[], locales: readonly Locale[], enforced: readonly Locale[]): string {
  const enforcedSet = new Set(enforced);
  const head = (first: string): string =>
    pad(first, LABEL_WIDTH) + pad('n', 6, true) + locales.map((l) => pad((SHORT_NAMES[l] ?? l) + (enforcedSet.has(l) ? '' : '-'), COLUMN, true)).join('');
  const row = (label: string, total: number, present: (l: Locale) => number): string =>
    pad(label.length >= LABEL_WIDTH ? `…${label.slice(label.length - LABEL_WIDTH + 2)}` : label, LABEL_WIDTH) +
    pad(String(total), 6, true) +
    locales.map((l) => pad(String(percent(present(l), total)), COLUMN, true)).join('');
  const lines = [head('kind (all its fields)')];
  for (const kind of [...new Set(coverage.map((f) => f.kind))]) {
    const fs = coverage.filter((f) => f.kind === kind);
    lines.push(
      row(
        kind,
        fs.reduce((n, f) => n + f.total, 0),
        (l) => fs.reduce((n, f) => n + f.present[l], 0),
      ),
    );
  }
  lines.push(
    row(
      'ALL',
      coverage.reduce((n, f) => n + f.total, 0),
      (l) => coverage.reduce((n, f) => n + f.present[l], 0),
    ),
  );
  const short = coverage.filter((f) => enforced.some((l) => f.present[l] < f.total));
  if (short.length) {
    lines.push('', head('fields below 100 % (kind: field)'));
    for (const f of short) {
      lines.push(row(`${f.kind}: ${f.field}`, f.total, (l) => f.present[l]));
      const first = enforced.find((l) => f.present[l] < f.total)!;
      lines.push(`    e.g. no ${first} in ${(f.missing[first] ?? []).join(', ')}`);
    }
  }
  return lines.join('\n');
}
