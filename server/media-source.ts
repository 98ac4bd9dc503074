// The generated PDFs' text, from the store: the monthly what's-on guides and the brochures (English).
import type { Store } from './store';
import type { PdfDocumentSource } from './media/pdf';
import { eventInMonth } from '#shared/events';
import { htmlToText } from '#shared/excerpt';

const EVENTS_PER_PAGE = 6;
const SIGHTS_PER_PAGE = 6;

function en(ml: Record<string, string | undefined> | undefined): string {
  return ml?.en ?? '';
}

function chunk<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

export function brochurePdfName(id: string): string {
  return `brochure-${id}`;
}

export function createPdfSource(store: Store): (name: string) => PdfDocumentSource | undefined {
  return (name) => {
    const guide = (store.document('whatson-pdf') ?? []).find((p) => p.file.replace(/\.pdf$/i, '') === name);
    if (guide) {
      const events = store.events().filter((e) => !e.hidden && eventInMonth(e, guide.month));
      const pages = chunk(events, EVENTS_PER_PAGE).map((group, i) => ({
        heading: i === 0 ? `What's on in ${guide.month}` : `What's on in ${guide.month} (continued)`,
        paragraphs: group.map((e) => `${en(e.name)} (${e.eventDate ?? e.month ?? ''}). ${en(e.summary)}`),
      }));
      return {
        title: en(guide.title),
        subtitle: guide.month,
        pages: pages.length ? pages : [{ heading: guide.month, paragraphs: ['No events are listed for this month yet.'] }],
      };
    }
    const brochure = (store.document('brochures') ?? []).find((b) => brochurePdfName(b.id) === name);
    if (brochure) {
      const sights = [...store.sights()].sort((a, b) => (b.views ?? 0) - (a.views ?? 0)).slice(0, SIGHTS_PER_PAGE * 3);
      return {
        title: en(brochure.title),
        subtitle: en(brochure.summary),
        pages: [
          { heading: en(brochure.title), paragraphs: [en(brochure.summary), 'Macao Government Tourism Office. Tourist hotline +853 2833 3000.'] },
          ...chunk(sights, SIGHTS_PER_PAGE).map((group) => ({
            heading: 'Highlights',
            paragraphs: group.map((s) => `${en(s.name)}: ${htmlToText(en(s.summary))}`),
          })),
        ],
      };
    }
    return undefined;
  };
}
