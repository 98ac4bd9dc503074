// Plain-text excerpts of HTML content (SPEC §5): strip tags, cut at words or characters, drop trailing punctuation, add '...'.
import { htmlToText } from './html-text';

export interface ExcerptOptions {
  /** Target length in characters (graphemes); default 150. */
  limit?: number;
  /** Text up to limit + tolerance is kept whole; default 10. */
  tolerance?: number;
  /** True for locales that separate words by spaces; false for CJK and Thai. */
  wordBased: boolean;
}

const DEFAULT_LIMIT = 150;
const DEFAULT_TOLERANCE = 10;
const ELLIPSIS = '...';

// Latin, CJK (、。，；：！？…), Arabic (، ؛ ؟ ۔), Thai (๚ ๛) marks, dashes, and openers left dangling by a cut.
const TRAILING = /[\s,.;:!?、。，；：！？．｡､…‥・،؛؟۔๚๛\-–—·'"“‘([{（【「『《〈]+$/u;

// Made on first use: building a segmenter loads ICU's break data, tens of milliseconds on a phone, which a page whose
// texts are all short never needs.
let graphemeSegmenter: Intl.Segmenter | null | undefined;

/** User-perceived characters, so a cut never splits a Thai vowel mark, an emoji or a combining accent from its base. */
function graphemes(text: string): string[] {
  graphemeSegmenter ??= typeof Intl !== 'undefined' && 'Segmenter' in Intl ? new Intl.Segmenter(undefined, { granularity: 'grapheme' }) : null;
  if (!graphemeSegmenter) return Array.from(text);
  return Array.from(graphemeSegmenter.segment(text), (s) => s.segment);
}

function cutAtWord(chars: string[], limit: number, tolerance: number): string[] {
  if (chars[limit] === ' ') return chars.slice(0, limit);
  for (let i = limit - 1; i >= Math.max(1, limit - tolerance); i -= 1) {
    if (chars[i] === ' ') return chars.slice(0, i);
  }
  // No boundary just before the limit: accept one just after it rather than split a word.
  for (let i = limit + 1; i <= Math.min(chars.length - 1, limit + tolerance); i += 1) {
    if (chars[i] === ' ') return chars.slice(0, i);
  }
  return chars.slice(0, limit);
}

export function excerpt(html: string, opts: ExcerptOptions): string {
  const limit = opts.limit ?? DEFAULT_LIMIT;
  const tolerance = opts.tolerance ?? DEFAULT_TOLERANCE;
  const text = htmlToText(html);
  // A text within the limit in UTF-16 units is within it in characters too: no need to segment it.
  if (text.length <= limit + tolerance) return text;
  const chars = graphemes(text);
  if (chars.length <= limit + tolerance) return text;
  const cut = opts.wordBased ? cutAtWord(chars, limit, tolerance) : chars.slice(0, limit);
  return cut.join('').replace(TRAILING, '') + ELLIPSIS;
}

/** SPEC §5 short description: 60 characters on mobile, 120 otherwise. */
export function shortDescription(text: string, opts: { mobile: boolean; wordBased: boolean }): string {
  return excerpt(text, { limit: opts.mobile ? 60 : 120, wordBased: opts.wordBased });
}
