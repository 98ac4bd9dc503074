// The generated PDFs' names, links and text: the monthly what's-on guides and the brochures, in the visitor's language.
import type { Locale } from '#shared/locales';
import { pdfLabels } from './media/pdf/labels';
import type { PdfDocumentSource } from './media/pdf/model';
import { brochureSource } from './pdf-source/brochures';
import { isolateNumbers, tr } from './pdf-source/text';
import { whatsonSource } from './pdf-source/whatson';
import type { Store } from './store';

export function brochurePdfName(id: string): string {
  return `brochure-${id}`;
}

/** The link to a generated PDF in one language: `/media/pdf/{name}.{locale}.pdf` (the name alone serves English). */
export function pdfLink(name: string, locale: Locale): string {
  return `/media/pdf/${encodeURIComponent(name)}.${locale}.pdf`;
}

export function createPdfSource(store: Store): (name: string, locale: Locale) => PdfDocumentSource | undefined {
  return (name, locale) => {
    const site = store.document('site');
    const footer = site ? isolateNumbers(`${tr(site.office, locale)} · ${pdfLabels(locale).hotline} ${site.hotline}`, locale) : undefined;
    const guide = (store.document('whatson-pdf') ?? []).find((p) => p.file.replace(/\.pdf$/i, '') === name);
    if (guide) return { ...whatsonSource(guide, store, locale), footer };
    const brochure = (store.document('brochures') ?? []).find((b) => brochurePdfName(b.id) === name);
    if (brochure) return { ...brochureSource(brochure, store, locale), footer };
    return undefined;
  };
}
