// What a generated PDF says, already in the visitor's language: a title page, then sections of paragraphs and entries.

import type { Locale } from '#shared/locales';

export interface PdfEntry {
  title: string;
  /** Short detail lines, e.g. "Venue: Senado Square". */
  details: string[];
  text?: string;
}

export interface PdfSection {
  heading: string;
  paragraphs: string[];
  entries: PdfEntry[];
}

export interface PdfDocumentSource {
  locale: Locale;
  title: string;
  subtitle?: string;
  /** A line at the foot of every text page (the office and its hotline). */
  footer?: string;
  sections: PdfSection[];
}
