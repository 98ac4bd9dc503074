// Answers a site search: BM25 ranking with a title boost, date sort, paging, highlighting and spelling (SPEC §3, §9).
import { analyzeQuery, type QueryAnalysis } from './analyze';
import type { LocaleIndex, SearchIndex } from './build';
import { escapeHtml, markup, matchRanges, snippet, type Highlighter } from './highlight';
import { suggestSpelling } from './spelling';
import type { SearchItem, SearchQuery, SearchResult } from './types';

const K1 = 1.2;
const B = 0.75;
export const PAGE_SIZE = 10;
const MAX_PAGE_SIZE = 50;
const MAX_QUERY_LENGTH = 256;
/** Below this many results a spelling suggestion is looked for. */
const FEW_RESULTS = 3;

interface Hit {
  doc: number;
  score: number;
}

/** Documents holding every required term; `partial` when none did and documents holding some are given instead. */
function rank(li: LocaleIndex, qa: QueryAnalysis, allowPartial: boolean): { hits: Hit[]; partial: boolean } {
  const n = li.docs.length;
  if (qa.required.length === 0 || n === 0) return { hits: [], partial: false };
  const scores = new Float64Array(n);
  const counts = new Uint16Array(n);
  const required = new Set(qa.required);
  for (const term of [...required, ...qa.optional]) {
    const p = li.postings.get(term);
    if (!p) continue;
    const df = p.docs.length;
    const idf = Math.log(1 + (n - df + 0.5) / (df + 0.5));
    const isRequired = required.has(term);
    for (let i = 0; i < df; i += 1) {
      const d = p.docs[i]!;
      const tf = p.tfs[i]!;
      scores[d] = scores[d]! + (idf * tf * (K1 + 1)) / (tf + K1 * (1 - B + (B * li.lengths[d]!) / li.avgLength));
      if (isRequired) counts[d] = counts[d]! + 1;
    }
  }
  const hits: Hit[] = [];
  const verify = (d: number) => qa.runs.every((run) => li.docs[d]!.title.includes(run) || li.docs[d]!.text.includes(run));
  for (let d = 0; d < n; d += 1) if (counts[d] === required.size && verify(d)) hits.push({ doc: d, score: scores[d]! });
  // Several plain words with no document holding them all: rank documents by how many they hold.
  if (hits.length === 0 && allowPartial && required.size > 1 && qa.runs.length === 0 && qa.words.length === qa.required.length) {
    for (let d = 0; d < n; d += 1) if (counts[d]! > 0) hits.push({ doc: d, score: scores[d]! + 1000 * counts[d]! });
    return { hits, partial: true };
  }
  return { hits, partial: false };
}

/** The first k hits in order without sorting them all: common words match thousands of pages but a page shows 10. */
export function topK<T>(items: T[], k: number, cmp: (a: T, b: T) => number): T[] {
  if (items.length <= k * 4) return items.slice().sort(cmp).slice(0, k);
  const best: T[] = [];
  for (const item of items) {
    if (best.length === k && cmp(item, best[k - 1]!) >= 0) continue;
    let lo = 0;
    let hi = best.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cmp(item, best[mid]!) < 0) hi = mid;
      else lo = mid + 1;
    }
    best.splice(lo, 0, item);
    if (best.length > k) best.pop();
  }
  return best;
}

function compareDates(a: string | undefined, b: string | undefined): number {
  if (a === b) return 0;
  if (!a) return 1;
  if (!b) return -1;
  return a < b ? 1 : -1;
}

function emptyResult(q: string, start: number): SearchResult {
  return {
    items: [],
    queries: { request: [{ searchTerms: q, startIndex: start, count: 0, totalResults: '0' }] },
    searchInformation: { totalResults: '0' },
  };
}

export function search(index: SearchIndex, query: SearchQuery): SearchResult {
  const q = query.q.normalize('NFC').replace(/\s+/g, ' ').trim().slice(0, MAX_QUERY_LENGTH);
  const start = Math.max(1, Math.floor(query.start ?? 1) || 1);
  const num = Math.min(MAX_PAGE_SIZE, Math.max(1, Math.floor(query.num ?? PAGE_SIZE) || PAGE_SIZE));
  const li = index.locales.get(query.locale);
  if (!q || !li) return emptyResult(q, start);

  const qa = analyzeQuery(q, query.locale);
  const { hits, partial } = rank(li, qa, true);
  const docs = li.docs;
  const cmp =
    query.sort === 'date'
      ? (a: Hit, b: Hit) => compareDates(docs[a.doc]!.date, docs[b.doc]!.date) || b.score - a.score || a.doc - b.doc
      : (a: Hit, b: Hit) => b.score - a.score || compareDates(docs[a.doc]!.date, docs[b.doc]!.date) || a.doc - b.doc;
  const page = topK(hits, start - 1 + num, cmp).slice(start - 1);

  const h: Highlighter = { terms: new Set(qa.words.map((w) => w.term)), runs: qa.highlightRuns };
  const items: SearchItem[] = page.map(({ doc }) => {
    const d = docs[doc]!;
    const item: SearchItem = {
      link: d.link,
      title: d.title,
      htmlTitle: markup(d.title, matchRanges(d.title, h)),
      htmlFormattedUrl: escapeHtml(d.link.replace(/^https?:\/\//, '')),
      ...snippet(d.text, h),
    };
    if (d.thumbnail) item.thumbnail = d.thumbnail;
    if (d.date) item.date = d.date;
    return item;
  });

  const total = String(hits.length);
  const result: SearchResult = {
    items,
    queries: { request: [{ searchTerms: q, startIndex: start, count: items.length, totalResults: total }] },
    searchInformation: { totalResults: total },
  };
  const strictCount = partial ? 0 : hits.length;
  if (strictCount < FEW_RESULTS && qa.words.length > 0) {
    const spelling = suggestSpelling(li, q, qa, strictCount, (alt) => rank(li, alt, false).hits.length);
    if (spelling) result.spelling = spelling;
  }
  return result;
}
