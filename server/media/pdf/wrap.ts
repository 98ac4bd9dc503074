// Greedy line filling over the break opportunities: a line ends at the last opportunity that still fits; a piece
// longer than a whole line (a long URL, CJK without opportunities) is cut between graphemes.

import { breakOpportunities } from './breaks';

export interface Line {
  /** UTF-16 offsets in the paragraph; trailing spaces are left out of `end`. */
  start: number;
  end: number;
  width: number;
}

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

export function wrapLines(text: string, maxWidth: number, measure: (s: string) => number): Line[] {
  const lines: Line[] = [];
  let line: Line | undefined;
  let from = 0;
  for (const { position, required } of breakOpportunities(text)) {
    const visible = text.slice(from, position).trimEnd();
    if (visible) {
      const pieceWidth = measure(visible);
      const gap = line ? measure(text.slice(line.end, from)) : 0;
      if (line && line.width + gap + pieceWidth > maxWidth) {
        lines.push(line);
        line = undefined;
      }
      if (!line && pieceWidth > maxWidth) {
        for (const g of graphemes.segment(visible)) {
          const s = from + g.index;
          const gw = measure(g.segment);
          if (line && line.width + gw > maxWidth) {
            lines.push(line);
            line = undefined;
          }
          if (line) {
            line.end = s + g.segment.length;
            line.width += gw;
          } else line = { start: s, end: s + g.segment.length, width: gw };
        }
      } else if (line) {
        line.width += gap + pieceWidth;
        line.end = from + visible.length;
      } else line = { start: from, end: from + visible.length, width: pieceWidth };
    }
    from = position;
    if (required && line) {
      lines.push(line);
      line = undefined;
    }
  }
  if (line) lines.push(line);
  return lines;
}
