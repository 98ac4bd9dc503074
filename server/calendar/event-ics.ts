// An event as an iCalendar file (RFC 5545) in the visitor's language: one all-day VEVENT per date range, with the
// event's places and a link back to its page, for "Add to calendar".
import ical from 'ical-generator';
import { parseEventDate } from '#shared/events';
import { LOCALE_TABLE, type Locale } from '#shared/locales';
import { htmlToText } from '#shared/html-text';
import { pick } from '../api/localize';
import type { EventRecord, ML } from '../store/types';

export interface EventIcsInput {
  event: EventRecord;
  locale: Locale;
  /** The event's page in `locale`, absolute. */
  url: string;
  /** The file's DTSTAMP (RFC 5545 asks for one): the time it was made. */
  now: Date;
  /** The host part of each VEVENT's UID, so the same run keeps its UID across downloads and languages. */
  host: string;
}

const plain = (ml: ML | undefined, locale: Locale): string => htmlToText(pick(ml, locale)).replace(/\s+/g, ' ').trim();

/** The day after `day` (YYYY-MM-DD): an all-day DTEND is exclusive. */
function nextDay(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/** Whether the event has exact days; a month-only event has none to put in a calendar. */
export function hasExactDates(event: Pick<EventRecord, 'eventDate'>): boolean {
  return parseEventDate(event.eventDate ?? '').length > 0;
}

/** The .ics text, or undefined for an event without exact days. */
export function eventIcs({ event, locale, url, now, host }: EventIcsInput): string | undefined {
  const ranges = parseEventDate(event.eventDate ?? '').sort((a, b) => (a.start < b.start ? -1 : 1));
  if (ranges.length === 0) return undefined;
  const name = pick(event.name, locale);
  const names = event.location.map((l) => plain(l.name, locale)).filter(Boolean);
  // One LOCATION per VEVENT: the places in the visitor's list style ("A, B and C"); GEO is the first place's.
  const where = names.length ? new Intl.ListFormat(LOCALE_TABLE[locale].bcp47, { type: 'conjunction' }).format(names) : undefined;
  const first = event.location[0]?.coordinate;
  const description = [plain(event.summary, locale), url].filter(Boolean).join('\n\n');
  const cal = ical({ name, prodId: { company: 'Macao Government Tourism Office', product: 'Macao Travel Guide', language: locale.toUpperCase() } });
  ranges.forEach((r, i) => {
    cal.createEvent({
      id: `${event.id}-${r.start}@${host}`,
      // Plain days are floating dates in iCalendar: the same calendar days wherever the visitor's device is.
      start: r.start,
      end: nextDay(r.end),
      allDay: true,
      stamp: now,
      summary: ranges.length > 1 ? `${name} (${i + 1}/${ranges.length})` : name,
      description,
      url,
      ...(where || first ? { location: { title: where ?? name, ...(first ? { geo: { lat: first[1], lon: first[0] } } : {}) } } : {}),
    });
  });
  return cal.toString();
}
