// Text analysis shared by indexing and querying: word segmentation, Latin folding and stemming, CJK/Thai/Hangul n-grams.

/** Runs of scripts written without spaces between words (plus Hangul, whose particles stick to words). */
export const NGRAM_RUN = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u30fc\u3005]+|\p{Script=Hangul}+|\p{Script=Thai}+/gu;
const NGRAM_CHAR = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}\u30fc]/u;
/** Words for highlighting; cheaper than a segmenter on long page bodies. */
export const WORD = /[\p{L}\p{M}\p{N}]+(?:['’][\p{L}\p{M}\p{N}]+)*/gu;

const segmenters = new Map<string, Intl.Segmenter>();

function segmenterFor(locale: string): Intl.Segmenter {
  let s = segmenters.get(locale);
  if (!s) {
    let tag = locale;
    try {
      tag = Intl.getCanonicalLocales(locale)[0] ?? 'en';
    } catch {
      tag = 'en';
    }
    s = new Intl.Segmenter(tag, { granularity: 'word' });
    segmenters.set(locale, s);
  }
  return s;
}

// Scripts written without spaces need the segmenter's dictionaries; elsewhere a regex finds the same words far faster.
const NEEDS_SEGMENTER = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;

/** Words of `text` with their offsets: Intl.Segmenter (word granularity, per locale) where words are not spaced. */
export function* words(text: string, locale: string): Generator<{ word: string; index: number }> {
  if (NEEDS_SEGMENTER.test(text)) {
    for (const seg of segmenterFor(locale).segment(text)) if (seg.isWordLike) yield { word: seg.segment, index: seg.index };
  } else {
    for (const m of text.matchAll(WORD)) yield { word: m[0], index: m.index };
  }
}

export function hasNgramScript(word: string): boolean {
  return NGRAM_CHAR.test(word);
}

/** Lower case without accents or Arabic vowel marks, so 'São' finds 'sao'; 'ß' becomes 'ss'. */
export function fold(word: string): string {
  // Most words are plain ASCII: skip the Unicode normalisation they do not need.
  if (/^[ -~]*$/.test(word)) return word.toLowerCase();
  return word
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/ß/g, 'ss')
    .replace(/\u0640/g, '')
    .normalize('NFC');
}

/** Light plural stemming for Latin words ('tarts' → 'tart', 'cities' → 'city'); other scripts pass through. */
export function stem(term: string): string {
  if (term.length <= 3 || !/^[a-z]+$/.test(term)) return term;
  if (term.endsWith('ies') && term.length > 4) return `${term.slice(0, -3)}y`;
  if (/(?:ss|ch|sh|x|z)es$/.test(term)) return term.slice(0, -2);
  if (/(?:ss|us|is)$/.test(term)) return term;
  if (term.endsWith('s')) return term.slice(0, -1);
  return term;
}

/** Folded surface form of a non-CJK word: possessive 's and French/Italian elisions (l', dell') removed. */
export function surface(word: string): string {
  let w = fold(word).replace(/’/g, "'");
  if (w.endsWith("'s")) w = w.slice(0, -2);
  const apostrophe = w.lastIndexOf("'");
  if (apostrophe >= 0) w = apostrophe <= 4 ? w.slice(apostrophe + 1) : w.replace(/'/g, '');
  return w;
}

const termCache = new Map<string, string>();
const TERM_CACHE_SIZE = 100_000;

/** Search term of a word; memoised because indexing meets the same words again and again. */
export function termOf(word: string): string {
  let term = termCache.get(word);
  if (term === undefined) {
    term = stem(surface(word));
    if (termCache.size >= TERM_CACHE_SIZE) termCache.clear();
    termCache.set(word, term);
  }
  return term;
}

export interface Analysis {
  /** Every term with its count: Latin terms, CJK words of 3+ characters, n-gram units. */
  terms: Map<string, number>;
  /** Total number of emitted terms (the BM25 length). */
  length: number;
  /** Words outside the n-gram scripts, as written; the spelling vocabulary is made from them. */
  surfaces: string[];
}

function add(map: Map<string, number>, term: string): void {
  map.set(term, (map.get(term) ?? 0) + 1);
}

/** Unigrams and bigrams of each no-space run, so any part of a CJK or Thai word can be found. */
export function ngrams(run: string): { unigrams: string[]; bigrams: string[] } {
  const chars = Array.from(run);
  const bigrams: string[] = [];
  for (let i = 0; i + 1 < chars.length; i += 1) bigrams.push(chars[i]! + chars[i + 1]!);
  return { unigrams: chars, bigrams };
}

export function analyze(text: string, locale: string): Analysis {
  const terms = new Map<string, number>();
  const surfaces: string[] = [];
  let length = 0;
  for (const { word } of words(text, locale)) {
    if (hasNgramScript(word)) {
      // Two-character words are already bigrams; shorter ones already unigrams.
      if (Array.from(word).length >= 3) {
        add(terms, word);
        length += 1;
      }
      continue;
    }
    const term = termOf(word);
    if (!term) continue;
    add(terms, term);
    length += 1;
    surfaces.push(word);
  }
  for (const match of text.matchAll(NGRAM_RUN)) {
    const { unigrams, bigrams } = ngrams(match[0]);
    for (const u of unigrams) add(terms, u);
    for (const b of bigrams) add(terms, b);
    length += unigrams.length + bigrams.length;
  }
  return { terms, length, surfaces };
}

export interface QueryAnalysis {
  /** Terms every result must contain. */
  required: string[];
  /** Terms that only add to the score (whole CJK words). */
  optional: string[];
  /** No-space runs of 3+ characters a result must contain verbatim (bigrams alone do not keep order). */
  runs: string[];
  /** All no-space runs, for highlighting. */
  highlightRuns: string[];
  /** Latin-ish words of the query in order, with their folded surface and term, for spelling. */
  words: { text: string; index: number; surface: string; term: string }[];
}

export function analyzeQuery(q: string, locale: string): QueryAnalysis {
  const required = new Set<string>();
  const optional = new Set<string>();
  const found: QueryAnalysis['words'] = [];
  for (const { word, index } of words(q, locale)) {
    if (hasNgramScript(word)) {
      if (Array.from(word).length >= 3) optional.add(word);
      continue;
    }
    const s = surface(word);
    if (!s) continue;
    const term = stem(s);
    required.add(term);
    found.push({ text: word, index, surface: s, term });
  }
  const runs = new Set<string>();
  const highlightRuns = new Set<string>();
  for (const match of q.matchAll(NGRAM_RUN)) {
    const run = match[0];
    const { unigrams, bigrams } = ngrams(run);
    if (bigrams.length === 0) required.add(unigrams[0]!);
    for (const b of bigrams) required.add(b);
    if (unigrams.length >= 3) runs.add(run);
    highlightRuns.add(run);
  }
  for (const t of required) optional.delete(t);
  return { required: [...required], optional: [...optional], runs: [...runs], highlightRuns: [...highlightRuns], words: found };
}
