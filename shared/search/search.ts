// Answers a site search on one locale's index with the SPEC §3 result: ranking, date sort, paging, highlighted titles
// and snippets (with the name or alias that matched when the visitor's name did not), and spelling suggestions.
import { escapeHtml, markup, matchRanges, snippet, type Highlighter } from './highlight';
import { storedEntry, type LocaleIndex } from './locale-index';
import { planQuery } from './plan';
import { rank, type Hit } from './rank';
import { suggestSpelling } from './spelling';
import type { SearchItem, SearchQuery, SearchResult } from './types';

export const PAGE_SIZE = 10;
const MAX_PAGE_SIZE = 50;
const MAX_QUERY_LENGTH = 256;
/** Below this many results a spelling suggestion is looked for. */
const FEW_RESULTS = 3;

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

function item(index: LocaleIndex, id: string, h: Highlighter): SearchItem | undefined {
  const stored = storedEntry(index, id);
  if (!stored) return undefined;
  const full = index.entries?.get(id);
  const titleRanges = matchRanges(stored.title, h);
  const body = snippet(full?.text ?? stored.summary ?? '', h);
  // Found by another name (大三巴 for the Ruins of St. Paul's): show that name first, so the visitor sees why.
  const others = full ? [...full.names, ...(full.foreign ?? [])] : [];
  const name = titleRanges.length === 0 ? others.find((n) => matchRanges(n, h).length > 0) : undefined;
  const out: SearchItem = {
    link: stored.link,
    title: stored.title,
    htmlTitle: markup(stored.title, titleRanges),
    htmlFormattedUrl: escapeHtml(stored.link.replace(/^https?:\/\//, '')),
    snippet: name ? `${name} · ${body.snippet}` : body.snippet,
    htmlSnippet: name ? `${markup(name, matchRanges(name, h))} · ${body.htmlSnippet}` : body.htmlSnippet,
    type: stored.type,
  };
  if (stored.thumbnail) out.thumbnail = stored.thumbnail;
  if (stored.date) out.date = stored.date;
  return out;
}

export function searchLocale(index: LocaleIndex, query: SearchQuery): SearchResult {
  const q = query.q.normalize('NFC').replace(/\s+/g, ' ').trim().slice(0, MAX_QUERY_LENGTH);
  const start = Math.max(1, Math.floor(query.start ?? 1) || 1);
  const num = Math.min(MAX_PAGE_SIZE, Math.max(1, Math.floor(query.num ?? PAGE_SIZE) || PAGE_SIZE));
  if (!q) return emptyResult(q, start);

  const plan = planQuery(q);
  const { hits, partial } = rank(index, plan, true);
  const dateOf = new Map(hits.map((hit) => [hit.id, storedEntry(index, hit.id)?.date]));
  const byDate = (a: Hit, b: Hit) => compareDates(dateOf.get(a.id), dateOf.get(b.id));
  // Array sort is stable: full ties keep MiniSearch's order.
  const byName = (a: Hit, b: Hit) => Number(b.named) - Number(a.named);
  hits.sort(query.sort === 'date' ? (a, b) => byDate(a, b) || b.score - a.score : (a, b) => byName(a, b) || b.score - a.score || byDate(a, b));

  const h: Highlighter = { terms: new Set(plan.words.map((w) => w.term)), runs: plan.highlightRuns };
  const items = hits
    .slice(start - 1, start - 1 + num)
    .map((hit) => item(index, hit.id, h))
    .filter((i): i is SearchItem => i !== undefined);

  const total = String(hits.length);
  const result: SearchResult = {
    items,
    queries: { request: [{ searchTerms: q, startIndex: start, count: items.length, totalResults: total }] },
    searchInformation: { totalResults: total },
  };
  const strictCount = partial ? 0 : hits.length;
  if (strictCount < FEW_RESULTS && plan.words.length > 0) {
    const spelling = suggestSpelling(index, q, plan, strictCount);
    if (spelling) result.spelling = spelling;
  }
  return result;
}

/** A place of the guide found by name, with its position: walking directions start from it. */
export interface PlaceFound {
  title: string;
  link: string;
  type: SearchItem['type'];
  position: [number, number];
}

/** The places (pages with a position) a query names, best first, ranked as the site search ranks them. */
export function searchPlaces(index: LocaleIndex, q: string, num = 8): PlaceFound[] {
  const text = q.normalize('NFC').replace(/\s+/g, ' ').trim().slice(0, MAX_QUERY_LENGTH);
  if (!text) return [];
  const { hits } = rank(index, planQuery(text), true);
  hits.sort((a, b) => Number(b.named) - Number(a.named) || b.score - a.score);
  const out: PlaceFound[] = [];
  for (const hit of hits) {
    const s = storedEntry(index, hit.id);
    if (!s?.position) continue;
    out.push({ title: s.title, link: s.link, type: s.type, position: s.position });
    if (out.length >= num) break;
  }
  return out;
}
