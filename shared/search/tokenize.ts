// Cuts text into search terms: Latin and Arabic words (folded, lightly stemmed), character bigrams of CJK, Thai and
// Hangul runs, Intl.Segmenter words of Japanese and Thai, and whole names as single terms.
import { foldText } from './fold';

/** Runs of scripts written without spaces between words (plus Hangul, whose particles stick to the word). */
export const NGRAM_RUN = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u30fc\u3005]+|\p{Script=Hangul}+|\p{Script=Thai}+/gu;
/** A word of a spaced script, apostrophes inside included (l'église, St. Paul's). */
export const WORD = /[\p{L}\p{M}\p{N}]+(?:['’][\p{L}\p{M}\p{N}]+)*/gu;
const SEGMENTED = /\p{Script=Thai}|[\p{Script=Hiragana}\p{Script=Katakana}]/u;
/** Arabic definite article (with a clinging conjunction or preposition), stripped when a 3-letter stem remains. */
const ARABIC_ARTICLE = /^(?:[وفبكل]?ال|لل)(?=\p{Script=Arabic}{3})/u;

export interface Piece {
  kind: 'word' | 'run';
  /** As written in the text. */
  text: string;
  /** Offset in the text. */
  index: number;
}

/** Words and no-space runs of `text`, in order, with their offsets. */
export function pieces(text: string): Piece[] {
  const out: Piece[] = [];
  for (const m of text.matchAll(NGRAM_RUN)) out.push({ kind: 'run', text: m[0], index: m.index });
  // Blank the runs out (keeping offsets) so a word never swallows the Chinese glued to it ('Macau大三巴').
  const spaced = out.length ? text.replace(NGRAM_RUN, (r) => ' '.repeat(r.length)) : text;
  for (const m of spaced.matchAll(WORD)) out.push({ kind: 'word', text: m[0], index: m.index });
  return out.length > 1 ? out.sort((a, b) => a.index - b.index) : out;
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

/** Folded surface of a word: possessive 's and French/Italian elisions (l', dell') removed, Arabic article dropped. */
export function surface(word: string): string {
  let w = foldText(word);
  if (w.endsWith("'s")) w = w.slice(0, -2);
  const apostrophe = w.lastIndexOf("'");
  if (apostrophe >= 0) w = apostrophe <= 4 ? w.slice(apostrophe + 1) : w.replace(/'/g, '');
  return w.replace(ARABIC_ARTICLE, '');
}

const termCache = new Map<string, string>();
const TERM_CACHE_SIZE = 50_000;

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

/** Overlapping character pairs of a folded run, plus its last character so every character starts some term. */
export function bigrams(run: string): string[] {
  const chars = Array.from(run);
  if (chars.length === 1) return chars;
  const out: string[] = [];
  for (let i = 0; i + 1 < chars.length; i += 1) out.push(chars[i]! + chars[i + 1]!);
  out.push(chars[chars.length - 1]!);
  return out;
}

const segmenters = new Map<string, Intl.Segmenter | null>();

function segmenterFor(lang: 'ja' | 'th'): Intl.Segmenter | null {
  let s = segmenters.get(lang);
  if (s === undefined) {
    s = typeof Intl.Segmenter === 'function' ? new Intl.Segmenter(lang, { granularity: 'word' }) : null;
    segmenters.set(lang, s);
  }
  return s;
}

/**
 * Dictionary words (3+ characters) of a Japanese or Thai run. They only add to the score: the index is built by Node
 * and queried by browsers whose dictionaries differ, so the bigrams stay what decides whether a page matches.
 */
export function segmentWords(run: string): string[] {
  if (Array.from(run).length < 3 || !SEGMENTED.test(run)) return [];
  const segmenter = segmenterFor(/\p{Script=Thai}/u.test(run) ? 'th' : 'ja');
  if (!segmenter) return [];
  const out: string[] = [];
  for (const seg of segmenter.segment(run)) if (seg.isWordLike && Array.from(seg.segment).length >= 3) out.push(seg.segment);
  return out;
}

/** Terms of an indexed text field. */
export function indexTerms(text: string): string[] {
  const out: string[] = [];
  for (const p of pieces(text)) {
    if (p.kind === 'word') {
      const t = termOf(p.text);
      if (t) out.push(t);
    } else {
      const run = foldText(p.text);
      out.push(...bigrams(run), ...segmentWords(run));
    }
  }
  return out;
}

/** One name as a single term ('Ruins of St. Paul's' → 'ruin of st paul'), to reward a query that is the name. */
export function wholeTerm(name: string): string {
  return pieces(name)
    .map((p) => (p.kind === 'word' ? termOf(p.text) : foldText(p.text)))
    .filter(Boolean)
    .join(' ');
}

/**
 * Whole-name terms of a list of names (one per line): each name, and its head before a bracket ('Kun Iam Tong (Pou Chai
 * Temple)' → 'kun iam tong'). What stands inside brackets is sometimes another name, sometimes a street ('Koi Kei Bakery
 * (Rua de São Paulo)'): it still matches word by word, and aliases name the alternatives that deserve a whole match.
 */
export function wholeTerms(names: string): string[] {
  const out = new Set<string>();
  for (const name of names.split('\n')) {
    out.add(wholeTerm(name));
    out.add(wholeTerm(name.split(/[(（[【「『]/)[0] ?? ''));
  }
  out.delete('');
  return [...out];
}
