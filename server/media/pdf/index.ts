// renderPdf: a small hand-written PDF 1.4 document (title page plus text pages) for brochures and the what's-on guide.

import { PAGE, textPages, titlePage, type TextPage } from './layout';
import { PdfWriter, pdfUnicodeString } from './writer';

export interface PdfDocumentSource {
  title: string;
  subtitle?: string;
  pages: TextPage[];
}

export function renderPdf({ title, subtitle, pages }: PdfDocumentSource): Buffer {
  const pdf = new PdfWriter();
  const catalog = pdf.reserve();
  const pageTree = pdf.reserve();
  const regular = pdf.add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  const bold = pdf.add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>');
  const info = pdf.add(`<< /Title ${pdfUnicodeString(title)} /Producer (Macao guide media service) >>`);
  const streams = [titlePage(title, subtitle), ...(pages.length ? textPages(pages) : [])];
  const kids = streams.map((content) => {
    const stream = pdf.addStream(content);
    return pdf.add(
      `<< /Type /Page /Parent ${pageTree} 0 R /MediaBox [0 0 ${PAGE.w} ${PAGE.h}] ` +
        `/Resources << /Font << /F1 ${regular} 0 R /F2 ${bold} 0 R >> >> /Contents ${stream} 0 R >>`,
    );
  });
  pdf.set(pageTree, `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`);
  pdf.set(catalog, `<< /Type /Catalog /Pages ${pageTree} 0 R >>`);
  return pdf.toBuffer(catalog, info);
}

export type { TextPage };
