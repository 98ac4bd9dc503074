// Where a line may break: the Unicode line-breaking algorithm (UAX #14, which keeps CJK closing punctuation off a
// line start), plus dictionary word boundaries inside Thai, which writes no spaces between words.

import LineBreaker from 'linebreak';

const THAI_RUN = /\p{Script=Thai}+/gu;
const thaiWords = new Intl.Segmenter('th', { granularity: 'word' });

/** Sorted UTF-16 offsets after which a line may end (the text's end included); `required` marks hard breaks. */
export function breakOpportunities(text: string): { position: number; required: boolean }[] {
  const found = new Map<number, boolean>();
  const breaker = new LineBreaker(text);
  for (let bk = breaker.nextBreak(); bk; bk = breaker.nextBreak()) found.set(bk.position, bk.required);
  for (const m of text.matchAll(THAI_RUN)) {
    for (const seg of thaiWords.segment(m[0])) {
      const at = m.index + seg.index;
      // A Thai word boundary never needs a break before a following mark or inside a cluster; the segmenter ensures it.
      if (at > m.index && !found.has(at)) found.set(at, false);
    }
  }
  return [...found].sort((a, b) => a[0] - b[0]).map(([position, required]) => ({ position, required }));
}
