// "Did you mean": replaces unknown Latin query words with close vocabulary words (edit distance ≤ 2, frequent first).
import { stem, type QueryAnalysis } from './analyze';
import { escapeHtml } from './highlight';
import type { LocaleIndex } from './build';

const MAX_CANDIDATES = 3;
const MAX_COMBINATIONS = 27;

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

interface Candidate {
  word: string;
  distance: number;
  freq: number;
}

function candidatesFor(li: LocaleIndex, word: string): Candidate[] {
  const max = word.length <= 4 ? 1 : 2;
  const found: Candidate[] = [];
  for (let len = word.length - max; len <= word.length + max; len += 1) {
    for (const w of li.vocabByLength.get(len) ?? []) {
      const distance = editDistance(word, w, max);
      if (distance <= max) found.push({ word: w, distance, freq: li.vocab.get(w) ?? 0 });
    }
  }
  found.sort((a, b) => a.distance - b.distance || b.freq - a.freq || a.word.localeCompare(b.word));
  return found.slice(0, MAX_CANDIDATES);
}

export interface Spelling {
  correctedQuery: string;
  htmlCorrectedQuery: string;
}

/**
 * Tries the candidate combinations and keeps the one finding the most documents (then the closest, then the most
 * frequent), so 'sentado squre' becomes 'senado square' rather than a pair of words that never meet.
 */
export function suggestSpelling(
  li: LocaleIndex,
  q: string,
  qa: QueryAnalysis,
  currentCount: number,
  count: (qa: QueryAnalysis) => number,
): Spelling | undefined {
  const slots = qa.words.map((w) => {
    const known = li.vocab.has(w.surface) || !/^\p{Script=Latin}{3,}$/u.test(w.surface);
    return known ? [{ word: w.surface, distance: 0, freq: 0, keep: true }] : candidatesFor(li, w.surface).map((c) => ({ ...c, keep: false }));
  });
  if (slots.every((s) => s.length === 1 && s[0]!.keep) || slots.some((s) => s.length === 0)) return undefined;

  let best: { choice: (typeof slots)[number]; hits: number; distance: number; freq: number } | undefined;
  let combos: (typeof slots)[number][] = [[]];
  for (const slot of slots) combos = combos.flatMap((c) => slot.map((option) => [...c, option])).slice(0, MAX_COMBINATIONS);
  for (const choice of combos) {
    const replaced = new Map(qa.words.map((w, i) => [w.term, stem(choice[i]!.word)]));
    const hits = count({ ...qa, required: qa.required.map((t) => replaced.get(t) ?? t) });
    const distance = choice.reduce((sum, c) => sum + c.distance, 0);
    const freq = choice.reduce((sum, c) => sum + c.freq, 0);
    if (!best || hits > best.hits || (hits === best.hits && (distance < best.distance || (distance === best.distance && freq > best.freq)))) {
      best = { choice, hits, distance, freq };
    }
  }
  if (!best || best.hits <= currentCount) return undefined;

  // Rebuild the query text, replacing only the corrected words and keeping everything else as typed.
  let plain = '';
  let html = '';
  let pos = 0;
  qa.words.forEach((w, i) => {
    const option = best!.choice[i]!;
    plain += q.slice(pos, w.index);
    html += escapeHtml(q.slice(pos, w.index));
    if (option.keep) {
      plain += w.text;
      html += escapeHtml(w.text);
    } else {
      plain += option.word;
      html += `<b><i>${escapeHtml(option.word)}</i></b>`;
    }
    pos = w.index + w.text.length;
  });
  plain += q.slice(pos);
  html += escapeHtml(q.slice(pos));
  return { correctedQuery: plain, htmlCorrectedQuery: html };
}
