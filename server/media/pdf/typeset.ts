// Sets paragraphs on the page with pdfkit: lines wrapped in logical order, then each line's bidi runs and face
// runs placed left to right in visual order, every piece on the same alphabetic baseline.

import type PDFDocument from 'pdfkit';
import { LOCALE_TABLE, type Locale } from '#shared/locales';
import { analyse, mirror, visualRuns, type Dir, type Paragraph } from './bidi';
import { FACE_CHAIN, loadFont, type Face, type Weight } from './fonts';
import { faceRuns, measure, runWidth } from './measure';
import { wrapLines, type Line } from './wrap';

/** A pdfkit document (the package exports an instance type under its default name). */
export type Doc = typeof PDFDocument;

const RTL_LETTER = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}]/u;
// Direction marks and isolates steer the bidi algorithm but draw nothing.
export const BIDI_CONTROLS = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

export interface Piece {
  /** What to hand the shaper: logical order, except neutral-only right-to-left pieces, which are pre-reversed. */
  text: string;
  face: Face;
}

/**
 * A line's pieces in visual order (left to right). fontkit reverses the glyphs of Arabic text itself after shaping,
 * so right-to-left pieces keep logical order when they hold a right-to-left letter; pieces of only neutrals
 * (punctuation, spaces) in a right-to-left run are reversed here. Brackets are mirrored in right-to-left runs.
 */
export function linePieces(p: Paragraph, line: { start: number; end: number }, chain: readonly Face[]): Piece[] {
  const pieces: Piece[] = [];
  for (const run of visualRuns(p, line.start, line.end)) {
    const text = p.text.slice(run.start, run.end).replace(BIDI_CONTROLS, '');
    if (!text) continue;
    const faces = faceRuns(text, chain).map((r) => ({ face: r.face, text: text.slice(r.start, r.end) }));
    if (!run.rtl) pieces.push(...faces);
    else
      for (const f of faces.reverse()) {
        const m = mirror(f.text);
        pieces.push({ face: f.face, text: RTL_LETTER.test(m) ? m : Array.from(m).reverse().join('') });
      }
  }
  return pieces;
}

export interface SetStyle {
  size: number;
  weight: Weight;
  color: string;
}

export interface SetParagraph {
  paragraph: Paragraph;
  lines: Line[];
}

export class Typesetter {
  readonly chain: readonly Face[];
  readonly dir: Dir;
  private readonly registered = new Set<string>();

  constructor(
    private readonly doc: Doc,
    readonly locale: Locale,
  ) {
    this.chain = FACE_CHAIN[locale];
    this.dir = LOCALE_TABLE[locale].dir;
  }

  width(text: string, style: Pick<SetStyle, 'size' | 'weight'>): number {
    return measure(text.replace(BIDI_CONTROLS, ''), { chain: this.chain, ...style });
  }

  /** Breaks one paragraph (its own base direction, see bidi.ts) into lines no wider than `width`. */
  wrap(text: string, style: Pick<SetStyle, 'size' | 'weight'>, width: number): SetParagraph {
    const clean = text.replace(/\s+/g, ' ').trim();
    const paragraph = analyse(clean, this.dir);
    return { paragraph, lines: wrapLines(clean, width, (s) => this.width(s, style)) };
  }

  /**
   * Draws one line with its baseline at `baseline`, in the box [x, x + width]: at the start side of the paragraph's
   * direction, or centred.
   */
  line(set: SetParagraph, line: Line, style: SetStyle, x: number, baseline: number, width: number, align: 'start' | 'center' = 'start'): void {
    const rtl = set.paragraph.dir === 'rtl';
    let cursor = align === 'center' ? x + (width - line.width) / 2 : rtl ? x + width - line.width : x;
    for (const piece of linePieces(set.paragraph, line, this.chain)) {
      const key = this.use(piece.face, style.weight);
      const width = runWidth(piece.face, style.weight, piece.text) * style.size;
      this.doc.font(key).fontSize(style.size).fillColor(style.color);
      // `features` (even empty) makes pdfkit shape the piece as one run; without it, it shapes word by word, which
      // puts right-to-left words in logical order. `textWidth` spares it measuring the piece again.
      const options = { lineBreak: false, baseline: 'alphabetic', features: [], textWidth: width, wordCount: 1 };
      this.doc.text(piece.text, cursor, baseline, options as PDFKit.Mixins.TextOptions);
      cursor += width;
    }
  }

  private use(face: Face, weight: Weight): string {
    const key = `${face}-${weight}`;
    if (!this.registered.has(key)) {
      // pdfkit takes a parsed fontkit font as well as bytes (its typings only list bytes): see LoadedFont.forPdf.
      this.doc.registerFont(key, loadFont(face, weight).forPdf as unknown as Buffer);
      this.registered.add(key);
    }
    return key;
  }
}
