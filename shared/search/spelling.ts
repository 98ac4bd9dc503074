// "Did you mean": replaces unknown Latin query words with close index terms (edit distance ≤ 2, most pages first),
// keeping the combination that finds the most pages.
import { escapeHtml } from './highlight';
import type { LocaleIndex } from './locale-index';
import type { QueryPlan } from './plan';
import { count } from './rank';

const MAX_CANDIDATES = 3;
const MAX_COMBINATIONS = 27;
const LATIN_WORD = /^\p{Script=Latin}{2,}$/u;

/** Optimal-string-alignment distance (a swap of neighbours costs 1); returns max + 1 once it must exceed max. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev2: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const row = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, prev2[j - 2]! + 1);
      row.push(v);
      rowMin = Math.min(rowMin, v);
    }
    if (rowMin > max) return max + 1;
    prev2 = prev;
    prev = row;
  }
  return prev[b.length]!;
}

interface Option {
  term: string;
  distance: number;
  /** Pages holding the term. */
  pages: number;
  keep: boolean;
}

/** Close index terms of an unknown word, found by MiniSearch's fuzzy lookup and ranked by distance, then pages. */
function candidatesFor(index: LocaleIndex, term: string): Option[] {
  const max = term.length <= 4 ? 1 : 2;
  const pages = new Map<string, number>();
  for (const r of index.mini.search(term, { fuzzy: max, fields: ['title', 'names', 'text'] })) {
    for (const t of r.terms) if (t !== term && LATIN_WORD.test(t)) pages.set(t, (pages.get(t) ?? 0) + 1);
  }
  const found: Option[] = [];
  for (const [t, n] of pages) {
    const distance = editDistance(term, t, max);
    if (distance <= max) found.push({ term: t, distance, pages: n, keep: false });
  }
  found.sort((a, b) => a.distance - b.distance || b.pages - a.pages || a.term.localeCompare(b.term));
  return found.slice(0, MAX_CANDIDATES);
}

export interface Spelling {
  correctedQuery: string;
  htmlCorrectedQuery: string;
}

/** A better query than `q` when one finds more pages than `currentCount`; words found as typed are kept as typed. */
export function suggestSpelling(index: LocaleIndex, q: string, plan: QueryPlan, currentCount: number): Spelling | undefined {
  const slots: Option[][] = plan.words.map((w) => {
    const known = !LATIN_WORD.test(w.term) || w.term.length < 3 || count(index, [w.term]) > 0;
    return known ? [{ term: w.term, distance: 0, pages: 0, keep: true }] : candidatesFor(index, w.term);
  });
  if (slots.every((s) => s.length === 1 && s[0]!.keep) || slots.some((s) => s.length === 0)) return undefined;

  let best: { choice: Option[]; hits: number; distance: number; pages: number } | undefined;
  let combos: Option[][] = [[]];
  for (const slot of slots) combos = combos.flatMap((c) => slot.map((option) => [...c, option])).slice(0, MAX_COMBINATIONS);
  for (const choice of combos) {
    const replaced = new Map(plan.words.map((w, i) => [w.term, choice[i]!.term]));
    const hits = count(
      index,
      plan.required.map((t) => replaced.get(t) ?? t),
    );
    const distance = choice.reduce((sum, c) => sum + c.distance, 0);
    const pages = choice.reduce((sum, c) => sum + c.pages, 0);
    if (!best || hits > best.hits || (hits === best.hits && (distance < best.distance || (distance === best.distance && pages > best.pages)))) {
      best = { choice, hits, distance, pages };
    }
  }
  if (!best || best.hits <= currentCount) return undefined;

  // Rebuild the query text, replacing only the corrected words and keeping everything else as typed.
  let plain = '';
  let html = '';
  let pos = 0;
  plan.words.forEach((w, i) => {
    const option = best.choice[i]!;
    plain += q.slice(pos, w.index);
    html += escapeHtml(q.slice(pos, w.index));
    if (option.keep) {
      plain += w.text;
      html += escapeHtml(w.text);
    } else {
      plain += option.term;
      html += `<b><i>${escapeHtml(option.term)}</i></b>`;
    }
    pos = w.index + w.text.length;
  });
  plain += q.slice(pos);
  html += escapeHtml(q.slice(pos));
  return { correctedQuery: plain, htmlCorrectedQuery: html };
}
