// Turns a visitor's query into search terms: the words and bigrams every result must hold, the runs to find verbatim,
// the whole query as a name, and the dictionary words that only add to the score.
import { foldText } from './fold';
import { bigrams, pieces, segmentWords, termOf, wholeTerm } from './tokenize';

export interface QueryWord {
  /** As typed. */
  text: string;
  /** Offset in the query. */
  index: number;
  term: string;
}

export interface QueryPlan {
  /** Terms every result holds. */
  required: string[];
  /** Required terms looked up as a prefix: single CJK characters, which start some bigram of every run holding them. */
  prefix: Set<string>;
  /** Folded no-space runs of 3+ characters a result must contain as written (bigrams alone do not keep order). */
  runs: string[];
  /** Folded no-space runs of any length, for highlighting. */
  highlightRuns: string[];
  /** The query as one name term ('' when it has no terms). */
  whole: string;
  /** Japanese and Thai dictionary words of the query: they raise pages holding them but are not required. */
  bonus: string[];
  /** The spaced-script words of the query in order, for spelling suggestions and highlighting. */
  words: QueryWord[];
}

export function planQuery(q: string): QueryPlan {
  const required = new Set<string>();
  const prefix = new Set<string>();
  const runs = new Set<string>();
  const highlightRuns = new Set<string>();
  const bonus = new Set<string>();
  const words: QueryWord[] = [];
  for (const p of pieces(q)) {
    if (p.kind === 'word') {
      const term = termOf(p.text);
      if (!term) continue;
      required.add(term);
      words.push({ text: p.text, index: p.index, term });
      continue;
    }
    const run = foldText(p.text);
    const chars = Array.from(run);
    if (chars.length === 1) {
      required.add(run);
      prefix.add(run);
    } else {
      // The index's extra last-character term is not needed here: the pairs already cover the run.
      for (const b of bigrams(run).slice(0, -1)) required.add(b);
    }
    if (chars.length >= 3) runs.add(run);
    highlightRuns.add(run);
    for (const w of segmentWords(run)) bonus.add(w);
  }
  return {
    required: [...required],
    prefix,
    runs: [...runs],
    highlightRuns: [...highlightRuns],
    whole: required.size ? wholeTerm(q) : '',
    bonus: [...bonus].filter((w) => !required.has(w)),
    words,
  };
}
