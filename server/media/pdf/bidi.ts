// Right-to-left text: a paragraph's base direction and, per line, the runs in visual order (Unicode bidi algorithm,
// through bidi-js), with mirrored brackets in right-to-left runs.

import bidiFactory from 'bidi-js';

const bidi = bidiFactory();
const RTL_STRONG = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}]/u;
const LETTER = /\p{L}/u;

function hasLtrLetter(text: string): boolean {
  for (const ch of text) if (LETTER.test(ch) && !RTL_STRONG.test(ch)) return true;
  return false;
}

export type Dir = 'ltr' | 'rtl';

/**
 * The document's direction unless the paragraph has no letter of that direction: an English fallback line in an
 * Arabic guide reads left to right, and Arabic that starts with a Latin acronym still reads right to left.
 */
export function paragraphDirection(text: string, documentDir: Dir): Dir {
  if (documentDir === 'rtl') return RTL_STRONG.test(text) || !hasLtrLetter(text) ? 'rtl' : 'ltr';
  return !hasLtrLetter(text) && RTL_STRONG.test(text) ? 'rtl' : 'ltr';
}

export interface Paragraph {
  text: string;
  dir: Dir;
  levels: Uint8Array;
}

export function analyse(text: string, documentDir: Dir): Paragraph {
  const dir = paragraphDirection(text, documentDir);
  return { text, dir, levels: bidi.getEmbeddingLevels(text, dir).levels };
}

export interface VisualRun {
  /** Logical UTF-16 offsets of the run (end exclusive). */
  start: number;
  end: number;
  rtl: boolean;
}

/** The line [start, end) of a paragraph as level runs, left to right on the page (rule L2: reverse from the highest level). */
export function visualRuns(p: Paragraph, start: number, end: number): VisualRun[] {
  const runs: (VisualRun & { level: number })[] = [];
  for (let i = start; i < end; i++) {
    const level = p.levels[i]!;
    const last = runs[runs.length - 1];
    if (last && last.level === level) last.end = i + 1;
    else runs.push({ start: i, end: i + 1, level, rtl: level % 2 === 1 });
  }
  const max = Math.max(0, ...runs.map((r) => r.level));
  const minOdd = Math.min(...runs.map((r) => (r.level % 2 ? r.level : r.level + 1)), max + 1);
  for (let level = max; level >= minOdd; level--) {
    for (let i = 0; i < runs.length;) {
      if (runs[i]!.level < level) {
        i++;
        continue;
      }
      let j = i;
      while (j < runs.length && runs[j]!.level >= level) j++;
      runs.splice(i, j - i, ...runs.slice(i, j).reverse());
      i = j;
    }
  }
  return runs.map(({ start: s, end: e, rtl }) => ({ start: s, end: e, rtl }));
}

/** Brackets and similar pairs take their mirrored form inside right-to-left runs. */
export function mirror(text: string): string {
  let out = '';
  for (const ch of text) out += bidi.getMirroredCharacter(ch) ?? ch;
  return out;
}
