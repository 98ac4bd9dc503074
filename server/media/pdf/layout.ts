// Lays the guide out on A4 with pdfkit: a title page with an azulejo band, then flowing text pages with headings,
// entries, a running title and page numbers, mirrored for right-to-left languages.

import { LOCALE_TABLE } from '#shared/locales';
import { COLORS, facades, tile, waves } from './art';
import type { PdfDocumentSource, PdfEntry } from './model';
import { Typesetter, type Doc, type SetStyle } from './typeset';

export const PAGE = { w: 595.28, h: 841.89, margin: 56 } as const;
const TOP = 70;
const BOTTOM = PAGE.h - 70;
const WIDTH = PAGE.w - 2 * PAGE.margin;

const HEADING: SetStyle = { size: 19, weight: 'bold', color: COLORS.deep };
const BODY: SetStyle = { size: 10.5, weight: 'regular', color: COLORS.ink };
const ENTRY: SetStyle = { size: 12, weight: 'bold', color: COLORS.deep };
const DETAIL: SetStyle = { size: 9, weight: 'regular', color: COLORS.muted };
const lineHeight = (s: SetStyle): number => s.size * 1.55;

export class Composer {
  private readonly ts: Typesetter;
  private y = TOP;
  private pageNumber = 1;
  private readonly numbers: Intl.NumberFormat;

  constructor(
    private readonly doc: Doc,
    private readonly source: PdfDocumentSource,
  ) {
    this.ts = new Typesetter(doc, source.locale);
    this.numbers = new Intl.NumberFormat(LOCALE_TABLE[source.locale].bcp47);
  }

  compose(): void {
    this.titlePage();
    this.newPage();
    for (const section of this.source.sections) {
      this.heading(section.heading);
      for (const p of section.paragraphs) this.paragraph(p, BODY, 8);
      for (const e of section.entries) this.entry(e);
      this.y += 14;
    }
  }

  private titlePage(): void {
    const { doc, ts } = this;
    const { w, h, margin } = PAGE;
    const rtl = ts.dir === 'rtl';
    const band = 372;
    doc.rect(0, 0, w, h).fill(COLORS.paper);
    doc.rect(0, 0, w, band).fill(COLORS.blue);
    const s = w / 7;
    for (let i = 0; i < 7; i++) tile(doc, i * s, band, s);
    doc.rect(0, band + s, w, 6).fill(COLORS.red);
    doc.rect(0, band + s + 9, w, 3).fill(COLORS.gold);
    // The emblem sits at the end side, away from where the title starts.
    const ex = rtl ? 110 : w - 110;
    doc.circle(ex, 110, 46).fill(COLORS.gold);
    doc.circle(ex, 110, 36).fill(COLORS.blue);
    doc.circle(ex, 110, 12).fill(COLORS.gold);
    let y = 200;
    const title: SetStyle = { size: 32, weight: 'bold', color: '#FFFFFF' };
    const set = ts.wrap(this.source.title, title, WIDTH - 40);
    for (const line of set.lines) {
      ts.line(set, line, title, rtl ? margin + 40 : margin, y, WIDTH - 40);
      y += 40;
    }
    doc.rect(rtl ? w - margin - 60 : margin, y - 22, 60, 4).fill(COLORS.gold);
    y += 14;
    if (this.source.subtitle) {
      const sub: SetStyle = { size: 14.5, weight: 'regular', color: COLORS.tint };
      const subSet = ts.wrap(this.source.subtitle, sub, WIDTH);
      for (const line of subSet.lines.slice(0, 4)) {
        ts.line(subSet, line, sub, margin, y, WIDTH);
        y += 21;
      }
    }
    facades(doc, h - 104);
    doc.rect(0, h - 104, w, 12).fill('#D9D2C5');
    for (let i = 0; i < 4; i++) waves(doc, h - 24 - i * 16, w, i % 2 ? COLORS.blue : COLORS.ink);
  }

  private newPage(): void {
    const { doc, ts } = this;
    const { w, h, margin } = PAGE;
    doc.addPage({ size: 'A4', margin: 0 });
    this.pageNumber++;
    doc.rect(0, 0, w, 22).fill(COLORS.blue);
    doc.rect(0, 22, w, 4).fill(COLORS.red);
    waves(doc, h - 40, w, COLORS.tint);
    const small: SetStyle = { size: 8, weight: 'regular', color: COLORS.muted };
    const n = ts.wrap(this.numbers.format(this.pageNumber), small, WIDTH);
    for (const line of n.lines) ts.line(n, line, small, margin, h - 24, WIDTH, 'center');
    if (this.source.footer) {
      const foot = ts.wrap(this.source.footer, small, WIDTH);
      const first = foot.lines[0];
      if (first) ts.line(foot, first, small, margin, h - 52, WIDTH, 'center');
    }
    const running: SetStyle = { size: 8, weight: 'regular', color: '#FFFFFF' };
    const head = ts.wrap(this.source.title, running, WIDTH);
    const line = head.lines[0];
    if (line) ts.line(head, line, running, margin, 15, WIDTH);
    this.y = TOP;
  }

  /** Starts a new page unless `needed` points still fit above the bottom margin. */
  private room(needed: number): void {
    if (this.y + needed > BOTTOM) this.newPage();
  }

  private heading(text: string): void {
    if (!text.trim()) return;
    const set = this.ts.wrap(text, HEADING, WIDTH);
    this.room(set.lines.length * lineHeight(HEADING) + 3 * lineHeight(BODY));
    for (const line of set.lines) {
      this.y += HEADING.size;
      this.ts.line(set, line, HEADING, PAGE.margin, this.y, WIDTH);
      this.y += lineHeight(HEADING) - HEADING.size;
    }
    const rtl = set.paragraph.dir === 'rtl';
    this.doc.rect(rtl ? PAGE.w - PAGE.margin - 40 : PAGE.margin, this.y - 4, 40, 3).fill(COLORS.gold);
    this.y += 10;
  }

  /** Sets a paragraph line by line, breaking pages between lines. */
  private paragraph(text: string, style: SetStyle, after: number, keepWithNext = 0): void {
    const set = this.ts.wrap(text, style, WIDTH);
    const lh = lineHeight(style);
    set.lines.forEach((line, i) => {
      this.room(lh + (i === 0 ? keepWithNext : 0));
      this.y += style.size;
      this.ts.line(set, line, style, PAGE.margin, this.y, WIDTH);
      this.y += lh - style.size;
    });
    this.y += after;
  }

  private entry(e: PdfEntry): void {
    // Keep an entry's title with its first detail or text line.
    this.paragraph(e.title, ENTRY, 1, lineHeight(BODY));
    for (const d of e.details) this.paragraph(d, DETAIL, 0);
    if (e.text) {
      this.y += 3;
      this.paragraph(e.text, BODY, 0);
    }
    this.y += 10;
  }
}
