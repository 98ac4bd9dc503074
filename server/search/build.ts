// Builds the in-memory search index: per-locale postings with BM25 weights precomputed and a spelling vocabulary.
import { analyze, surface } from './analyze';
import type { SearchDoc } from './types';

/** A match in the title counts as much as this many matches in the body. */
export const TITLE_BOOST = 3;

export interface Posting {
  docs: Uint32Array;
  /** Title-boosted term frequency per doc, parallel to docs. */
  tfs: Float32Array;
}

export interface LocaleIndex {
  docs: SearchDoc[];
  postings: Map<string, Posting>;
  /** Title-boosted document length in terms. */
  lengths: Float32Array;
  avgLength: number;
  /** Folded Latin word → number of occurrences, for spelling suggestions. */
  vocab: Map<string, number>;
  /** Vocabulary words grouped by length, so a lookup only compares words of similar length. */
  vocabByLength: Map<number, string[]>;
}

export interface SearchIndex {
  locales: Map<string, LocaleIndex>;
}

function buildLocale(docs: SearchDoc[], locale: string): LocaleIndex {
  const lists = new Map<string, { docs: number[]; tfs: number[] }>();
  const lengths = new Float32Array(docs.length);
  // Counted as written first, then folded once per distinct word rather than once per occurrence.
  const raw = new Map<string, number>();
  let total = 0;
  docs.forEach((doc, d) => {
    const title = analyze(doc.title, locale);
    const body = analyze(doc.text, locale);
    const tf = new Map<string, number>();
    for (const [t, n] of body.terms) tf.set(t, n);
    for (const [t, n] of title.terms) tf.set(t, (tf.get(t) ?? 0) + n * TITLE_BOOST);
    for (const [t, n] of tf) {
      let list = lists.get(t);
      if (!list) {
        list = { docs: [], tfs: [] };
        lists.set(t, list);
      }
      list.docs.push(d);
      list.tfs.push(n);
    }
    lengths[d] = body.length + title.length * TITLE_BOOST;
    total += lengths[d];
    for (const w of title.surfaces) raw.set(w, (raw.get(w) ?? 0) + 1);
    for (const w of body.surfaces) raw.set(w, (raw.get(w) ?? 0) + 1);
  });
  const postings = new Map<string, Posting>();
  for (const [t, list] of lists) postings.set(t, { docs: Uint32Array.from(list.docs), tfs: Float32Array.from(list.tfs) });
  const vocab = new Map<string, number>();
  for (const [w, n] of raw) {
    const s = surface(w);
    if (/^\p{Script=Latin}{2,}$/u.test(s)) vocab.set(s, (vocab.get(s) ?? 0) + n);
  }
  const vocabByLength = new Map<number, string[]>();
  for (const w of vocab.keys()) {
    const bucket = vocabByLength.get(w.length);
    if (bucket) bucket.push(w);
    else vocabByLength.set(w.length, [w]);
  }
  return { docs, postings, lengths, avgLength: docs.length ? total / docs.length : 1, vocab, vocabByLength };
}

function clean(doc: SearchDoc): SearchDoc {
  const tidy = (s: string) => s.normalize('NFC').replace(/\s+/g, ' ').trim();
  return { ...doc, title: tidy(doc.title), text: tidy(doc.text) };
}

export function buildSearchIndex(docs: SearchDoc[]): SearchIndex {
  const byLocale = new Map<string, SearchDoc[]>();
  for (const doc of docs) {
    const list = byLocale.get(doc.locale);
    if (list) list.push(clean(doc));
    else byLocale.set(doc.locale, [clean(doc)]);
  }
  const locales = new Map<string, LocaleIndex>();
  for (const [locale, list] of byLocale) locales.set(locale, buildLocale(list, locale));
  return { locales };
}
