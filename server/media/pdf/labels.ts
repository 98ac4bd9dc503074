// The few words the generated PDFs add around the content (detail labels, empty-month notice): messages of the
// server's catalogue (server/i18n/locales/, `npm run i18n:extract`), worded in each locale there.
import type { MessageDescriptor } from '@lingui/core';
import type { Locale } from '#shared/locales';
import { serverI18n } from '../../i18n/server-i18n';

export interface PdfLabels {
  dates: string;
  datesTbc: string;
  venue: string;
  address: string;
  openingHours: string;
  /** A day without opening hours, and Macao's public holidays, in hours worded from `hours`. */
  closed: string;
  publicHolidays: string;
  admission: string;
  duration: string;
  distance: string;
  hotline: string;
  noEvents: string;
}

const MESSAGES: Record<keyof PdfLabels, MessageDescriptor> = {
  dates: /*i18n*/ { id: 'pdf.dates', message: 'Dates' },
  datesTbc: /*i18n*/ { id: 'pdf.datesTbc', message: 'Dates to be confirmed' },
  venue: /*i18n*/ { id: 'pdf.venue', message: 'Venue' },
  address: /*i18n*/ { id: 'pdf.address', message: 'Address' },
  openingHours: /*i18n*/ { id: 'pdf.openingHours', message: 'Opening hours' },
  closed: /*i18n*/ { id: 'pdf.closed', message: 'Closed' },
  publicHolidays: /*i18n*/ { id: 'pdf.publicHolidays', message: 'Public holidays' },
  admission: /*i18n*/ { id: 'pdf.admission', message: 'Admission' },
  duration: /*i18n*/ { id: 'pdf.duration', message: 'Duration' },
  distance: /*i18n*/ { id: 'pdf.distance', message: 'Distance' },
  hotline: /*i18n*/ { id: 'pdf.hotline', message: 'Tourist hotline' },
  noEvents: /*i18n*/ { id: 'pdf.noEvents', message: 'No events are listed for this month yet.' },
};

/** The labels in `locale` (English where its catalogue has no translation). */
export function pdfLabels(locale: Locale): PdfLabels {
  const i18n = serverI18n(locale);
  const labels = {} as PdfLabels;
  for (const key of Object.keys(MESSAGES) as (keyof PdfLabels)[]) labels[key] = i18n._(MESSAGES[key]);
  return labels;
}
