// Shaping with a cache: text is shaped one break segment (a word, a CJK character, a Thai word) at a time, each
// segment once per process, and a run is the segments' glyphs put together. Shaping never needs to cross a break
// opportunity here (Arabic joins within words, Thai and Korean clusters never straddle one), and fontkit's OpenType
// layout of the CJK faces is slow (their large contextual tables), so this turns the same words on every page and in
// every document into one lookup.

import type * as fontkit from 'fontkit';
import { breakOpportunities } from './breaks';

const RTL_LETTER = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}]/u;
const MAX_CACHED = 20_000;

export interface Shaped {
  glyphs: fontkit.Glyph[];
  positions: fontkit.GlyphPosition[];
  /** In font units. */
  advanceWidth: number;
}

type Layout = (text: string, direction: 'ltr' | 'rtl') => fontkit.GlyphRun;

export class ShapeCache {
  private readonly runs = new Map<string, fontkit.GlyphRun>();

  constructor(private readonly layout: Layout) {}

  /**
   * Shapes `text` in logical order and returns glyphs in visual order (a piece holding a right-to-left letter is
   * laid out right to left, as fontkit would). Positions are fresh objects: pdfkit scales them in place.
   */
  shape(text: string): Shaped {
    const direction = RTL_LETTER.test(text) ? 'rtl' : 'ltr';
    const segments: fontkit.GlyphRun[] = [];
    let from = 0;
    for (const { position } of breakOpportunities(text)) {
      if (position > from) segments.push(this.segment(text.slice(from, position), direction));
      from = position;
    }
    if (from < text.length) segments.push(this.segment(text.slice(from), direction));
    if (direction === 'rtl') segments.reverse();
    const glyphs: fontkit.Glyph[] = [];
    const positions: fontkit.GlyphPosition[] = [];
    let advanceWidth = 0;
    for (const run of segments) {
      glyphs.push(...run.glyphs);
      for (const p of run.positions) positions.push({ ...p });
      advanceWidth += run.advanceWidth;
    }
    return { glyphs, positions, advanceWidth };
  }

  private segment(text: string, direction: 'ltr' | 'rtl'): fontkit.GlyphRun {
    const key = `${direction}${text}`;
    let run = this.runs.get(key);
    if (!run) {
      run = this.layout(text, direction);
      if (this.runs.size >= MAX_CACHED) this.runs.clear();
      this.runs.set(key, run);
    }
    return run;
  }
}
