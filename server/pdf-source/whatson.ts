// The monthly what's-on guide: that month's events with their dates, venues, types and summaries.

import { LOCALE_TABLE, type Locale } from '#shared/locales';
import { eventInMonth } from '#shared/events';
import { pdfLabels } from '../media/pdf/labels';
import type { PdfDocumentSource, PdfEntry, PdfSection } from '../media/pdf/model';
import type { Store } from '../store';
import type { EventRecord, WhatsonPdf } from '../store/types';
import { formatEventDates, formatMonth, htmlBlocks, labelled, tr } from './text';

function eventEntry(e: EventRecord, store: Store, locale: Locale): PdfEntry {
  const labels = pdfLabels(locale);
  // A free-text date line is shown as written; computed dates say when they are not yet confirmed.
  const computed = formatEventDates(e, locale);
  const when = e.showDate ? tr(e.showDate, locale) : e.datesConfirmed === 'tbc' ? `${computed} (${labels.datesTbc})` : computed;
  const details = [labelled(labels.dates, when, locale)];
  const venues = e.location.map((l) => tr(l.name, locale)).filter(Boolean);
  if (venues.length) details.push(labelled(labels.venue, new Intl.ListFormat(LOCALE_TABLE[locale].bcp47).format(venues), locale));
  const types = store.document('event-types') ?? [];
  const typeNames = e.types.map((t) => types.find((x) => x.value === t)).flatMap((t) => (t ? [tr(t.name, locale)] : []));
  if (typeNames.length) details.push(typeNames.join(' · '));
  const first = e.description ? htmlBlocks(tr(e.description, locale)).find((b) => !b.heading)?.text : undefined;
  return { title: tr(e.name, locale), details, text: first ?? tr(e.summary, locale) };
}

export function whatsonSource(guide: WhatsonPdf, store: Store, locale: Locale): PdfDocumentSource {
  const events = store
    .events()
    .filter((e) => !e.hidden && eventInMonth(e, guide.month))
    .sort((a, b) => ((a.eventDate ?? a.month ?? '') < (b.eventDate ?? b.month ?? '') ? -1 : 1));
  const month = formatMonth(guide.month, locale);
  const section: PdfSection = {
    heading: month,
    paragraphs: events.length ? [] : [pdfLabels(locale).noEvents],
    entries: events.map((e) => eventEntry(e, store, locale)),
  };
  return { locale, title: tr(guide.title, locale), subtitle: month, sections: [section] };
}
