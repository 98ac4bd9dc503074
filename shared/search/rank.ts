// Ranks one locale's pages for a query plan with MiniSearch (BM25+): every term required, names weighted over page
// text, pages whose names hold the whole query raised above pages that only mention it, and the verbatim check of
// CJK runs where the text is at hand.
import type { SearchResult as MiniResult } from 'minisearch';
import { foldText } from './fold';
import type { LocaleIndex } from './locale-index';
import type { QueryPlan } from './plan';

/**
 * A match in the visitor-language name counts 4 times a match in the text; another name or an alias 3 times; a name in
 * one of the guide's other languages 1.5 times, and only for pages the other fields do not find (see `rank`).
 */
export const BOOST = { title: 4, names: 3, foreign: 1.5, text: 1 } as const;
const MATCH_FIELDS = ['title', 'names', 'text'];
const ALL_FIELDS = [...MATCH_FIELDS, 'foreign'];
/** Score factor of a page whose names (and aliases) hold every word of the query; with some of them, 1 to 2. */
const FULLY_NAMED = 3;
/** Score factor of a page one of whose names (or aliases) begins with the query. */
const NAME_PREFIX = 1.6;
const NAME_FIELDS = new Set(['title', 'names']);
const BONUS_WEIGHT = 0.5;
/** With no page holding every word, pages holding more of them come first. */
const PER_WORD_MATCHED = 1000;

export interface Hit {
  id: string;
  score: number;
  /** One of the page's names (or aliases) is the query itself: such pages come first whatever their score. */
  named: boolean;
}

/** Folded text of a page, kept once made: runs of a query are checked against it. */
const folded = new WeakMap<object, string>();

function haystack(index: LocaleIndex, id: string): string | undefined {
  const e = index.entries?.get(id);
  if (!e) return undefined;
  let text = folded.get(e);
  if (text === undefined) {
    text = foldText([e.title, ...e.names, ...(e.foreign ?? []), e.text].join('\n'));
    folded.set(e, text);
  }
  return text;
}

function scores(results: MiniResult[]): Map<string, number> {
  return new Map(results.map((r) => [r.id as string, r.score]));
}

/** Share of the query's terms found in the page's names rather than only in its text (0 to 1). */
function nameCoverage(r: MiniResult, plan: QueryPlan): number {
  let named = 0;
  for (const term of plan.required) {
    const exact = r.match[term];
    const fields = exact ?? (plan.prefix.has(term) ? Object.entries(r.match).flatMap(([t, f]) => (t.startsWith(term) ? f : [])) : []);
    if (fields.some((f) => NAME_FIELDS.has(f))) named += 1;
  }
  return named / plan.required.length;
}

/** Pages one of whose names is the whole query (true) or begins with it (false). */
function wholeMatches(index: LocaleIndex, plan: QueryPlan): Map<string, boolean> {
  const out = new Map<string, boolean>();
  if (!plan.whole) return out;
  for (const r of index.mini.search(plan.whole, { fields: ['whole'], prefix: true })) out.set(r.id as string, r.terms.includes(plan.whole));
  return out;
}

/**
 * Pages holding every required term (`partial` when none did and, for a query of several plain words, pages holding
 * some are given instead), best first before tie-breaking.
 */
export function rank(index: LocaleIndex, plan: QueryPlan, allowPartial: boolean): { hits: Hit[]; partial: boolean } {
  if (plan.required.length === 0) return { hits: [], partial: false };
  const mini = index.mini;
  const prefix = (term: string) => plan.prefix.has(term);
  const base = { fields: MATCH_FIELDS, boost: BOOST, prefix };
  const all = { ...base, fields: ALL_FIELDS };
  let results = mini.search({ combineWith: 'AND', queries: plan.required }, base);
  // Names in the guide's other languages find more pages (세나도 광장 in the English index) but add nothing to a page
  // found without them: 'Senado Square' inside the Indonesian name must not lift a page above its neighbours.
  const found = new Set(results.map((r) => r.id as string));
  results.push(...mini.search({ combineWith: 'AND', queries: plan.required }, all).filter((r) => !found.has(r.id as string)));
  if (plan.runs.length) {
    results = results.filter((r) => {
      const text = haystack(index, r.id as string);
      return text === undefined || plan.runs.every((run) => text.includes(run));
    });
  }
  if (results.length === 0) {
    const onlyWords = plan.runs.length === 0 && plan.words.length === plan.required.length;
    if (!allowPartial || plan.required.length < 2 || !onlyWords) return { hits: [], partial: false };
    const some = mini.search({ combineWith: 'OR', queries: plan.required }, all);
    return { hits: some.map((r) => ({ id: r.id as string, score: r.score + PER_WORD_MATCHED * r.queryTerms.length, named: false })), partial: some.length > 0 };
  }
  const whole = wholeMatches(index, plan);
  const bonus = plan.bonus.length
    ? scores(mini.search({ combineWith: 'OR', queries: plan.bonus }, { fields: ALL_FIELDS, boost: BOOST }))
    : new Map<string, number>();
  // A place named by every word of the query outranks one that has some of them in its name and the rest in its text.
  const hits = results.map((r) => {
    const id = r.id as string;
    const coverage = nameCoverage(r, plan);
    const named = whole.get(id);
    const score = (r.score + BONUS_WEIGHT * (bonus.get(id) ?? 0)) * (coverage === 1 ? FULLY_NAMED : 1 + coverage) * (named === false ? NAME_PREFIX : 1);
    return { id, score, named: named === true };
  });
  return { hits, partial: false };
}

/** Number of pages holding every required term (for comparing spelling candidates). */
export function count(index: LocaleIndex, required: string[]): number {
  return required.length ? index.mini.search({ combineWith: 'AND', queries: required }, { fields: ALL_FIELDS }).length : 0;
}
