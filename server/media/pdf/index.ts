// renderPdf: a guide PDF (brochure or monthly what's-on) in any of the guide's languages, with embedded, subset
// Noto Sans faces for Latin, CJK, Thai and Arabic (pdfkit does the embedding and subsetting).

import PDFDocument from 'pdfkit';
import { LOCALE_TABLE } from '#shared/locales';
import { Composer } from './layout';
import type { PdfDocumentSource } from './model';

// A fixed date keeps the bytes (and so the ETag) the same for the same content across restarts.
const CREATED = new Date(Date.UTC(2026, 0, 1));

export async function renderPdf(source: PdfDocumentSource): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    pdfVersion: '1.7',
    lang: LOCALE_TABLE[source.locale].bcp47,
    displayTitle: true,
    info: { Title: source.title, Producer: 'Macao guide media service', Creator: 'Macao guide', CreationDate: CREATED },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  new Composer(doc, source).compose();
  doc.end();
  return done;
}

export type { PdfDocumentSource, PdfEntry, PdfSection } from './model';
