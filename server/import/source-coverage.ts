// Source coverage of the content (content/FORMAT.md, "Sources"): every factual field of every record (address,
// phone, hours, price, licence, award, event dates, stars, website) must be covered by one of the record's
// `sources`. Counted per content kind for `npm run content:check`, with the list of uncovered facts.
import { factOf, type Fact } from '#shared/provenance';
import { kindOf, type ContentFile } from './coverage';

export interface UnsourcedFact {
  file: string;
  id: string;
  /** The field's path in the record, e.g. `tel` or `branches[0].address`. */
  field: string;
  fact: Fact;
}

export interface KindSources {
  kind: string;
  records: number;
  facts: number;
  sourced: number;
}

export interface SourceCoverage {
  kinds: KindSources[];
  unsourced: UnsourcedFact[];
}

type Obj = Record<string, unknown>;

const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Present: a value that says something (an empty list of awards or an empty string says nothing). */
function present(v: unknown): boolean {
  if (v === undefined || v === null || v === false) return false;
  if (typeof v === 'string') return v.trim() !== '';
  if (Array.isArray(v)) return v.length > 0;
  if (isObj(v)) return Object.keys(v).length > 0;
  return true;
}

function coveredFacts(record: Obj): Set<string> {
  const out = new Set<string>();
  const sources = record.sources;
  if (Array.isArray(sources)) for (const s of sources) if (isObj(s) && Array.isArray(s.facts)) for (const f of s.facts) if (typeof f === 'string') out.add(f);
  return out;
}

// Nested lists whose entries carry facts of their own (a travel agency's branches); they may have their own sources.
const NESTED = ['branches'];

/** Facts of one record (and its nested entries) and which of them no source covers. */
function recordFacts(record: Obj, covered: Set<string>, prefix: string): { facts: number; missing: { field: string; fact: Fact }[] } {
  let facts = 0;
  const missing: { field: string; fact: Fact }[] = [];
  for (const [k, v] of Object.entries(record)) {
    if (NESTED.includes(k) && Array.isArray(v)) {
      v.forEach((x, i) => {
        if (!isObj(x)) return;
        const own = coveredFacts(x);
        const inner = recordFacts(x, new Set([...covered, ...own]), `${prefix}${k}[${i}].`);
        facts += inner.facts;
        missing.push(...inner.missing);
      });
      continue;
    }
    const fact = factOf(k);
    if (!fact || !present(v)) continue;
    facts++;
    if (!covered.has(fact)) missing.push({ field: `${prefix}${k}`, fact });
  }
  return { facts, missing };
}

const recordId = (o: Obj, i: number): string => String(o.id ?? o.poiId ?? o.slug ?? `[${i}]`);

// The kinds whose records are places or events (the what's-on PDFs' `month` is the month a guide covers, not a fact).
const PLACE_KINDS = new Set([
  'experience',
  'dining/restaurants',
  'accommodation/hotels',
  'events/events',
  'travel-agencies',
  'border-checkpoints',
  'info-counters',
  'delegations',
  'representatives',
  'pois',
  'accessibility',
]);

/** Every record is an entry of a top-level list of a place kind. */
export function collectSourceCoverage(files: ContentFile[]): SourceCoverage {
  const kinds = new Map<string, KindSources>();
  const unsourced: UnsourcedFact[] = [];
  for (const file of files) {
    const kind = kindOf(file.path);
    if (!Array.isArray(file.value) || !PLACE_KINDS.has(kind)) continue;
    const k = kinds.get(kind) ?? { kind, records: 0, facts: 0, sourced: 0 };
    file.value.forEach((entry, i) => {
      if (!isObj(entry)) return;
      k.records++;
      const { facts, missing } = recordFacts(entry, coveredFacts(entry), '');
      k.facts += facts;
      k.sourced += facts - missing.length;
      for (const m of missing) unsourced.push({ file: file.path, id: recordId(entry, i), ...m });
    });
    if (k.facts > 0) kinds.set(kind, k);
  }
  return { kinds: [...kinds.values()].sort((a, b) => a.kind.localeCompare(b.kind)), unsourced };
}

/** Whole percent, rounded down, so one missing fact in a thousand never shows as 100. */
const pct = (n: number, total: number): string => `${total === 0 ? 100 : Math.floor((n * 100) / total)} %`;

/** The table per kind, then one line per record with uncovered facts: file, id, fields. */
export function sourceCoverageTable(c: SourceCoverage): string {
  const lines = [`${'kind'.padEnd(40)}${'records'.padStart(9)}${'facts'.padStart(8)}${'sourced'.padStart(9)}${'%'.padStart(7)}`];
  const row = (label: string, r: number, f: number, s: number): string =>
    `${label.padEnd(40)}${String(r).padStart(9)}${String(f).padStart(8)}${String(s).padStart(9)}${pct(s, f).padStart(7)}`;
  for (const k of c.kinds) lines.push(row(k.kind, k.records, k.facts, k.sourced));
  const sum = (key: 'records' | 'facts' | 'sourced'): number => c.kinds.reduce((n, k) => n + k[key], 0);
  lines.push(row('ALL', sum('records'), sum('facts'), sum('sourced')));
  if (c.unsourced.length) {
    lines.push('', 'facts without a source (file, id: fields):');
    const byRecord = new Map<string, string[]>();
    for (const u of c.unsourced) {
      const key = `${u.file}  ${u.id}`;
      byRecord.set(key, [...(byRecord.get(key) ?? []), u.field]);
    }
    for (const [key, fields] of byRecord) lines.push(`  ${key}: ${fields.join(', ')}`);
  }
  return lines.join('\n');
}
