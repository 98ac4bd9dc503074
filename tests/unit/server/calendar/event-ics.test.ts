// "Add to calendar": an event's .ics file, parsed back with ical.js (an independent RFC 5545 parser), and its route's
// answers to bad input.
import { describe, expect, it } from 'vitest';
import ICAL from 'ical.js';
import { eventIcs, hasExactDates } from '../../../../server/calendar/event-ics';
import type { EventRecord } from '../../../../server/store/types';
import { expectCleanError, useServer } from '../helpers';

const PARADE: EventRecord = {
  id: 'parade',
  name: { en: 'Lantern parade', pt: 'Desfile de lanternas' },
  summary: { en: 'Lanterns through the old town.', pt: 'Lanternas pela cidade velha.' },
  types: ['festival'],
  // Given out of order on purpose: the file lists the runs by date.
  eventDate: '2026-02-28~2026-02-28,2026-02-19~2026-02-20',
  location: [
    { name: { en: 'Senado Square', pt: 'Largo do Senado' }, coordinate: [113.539, 22.1935] },
    { name: { en: "Ruins of St. Paul's", pt: 'Ruínas de São Paulo' }, coordinate: [113.5409, 22.1975] },
  ],
  calendar: true,
  hidden: false,
  motif: 'lantern',
};

function vevents(ics: string): ICAL.Event[] {
  const cal = new ICAL.Component(ICAL.parse(ics));
  return cal.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
}

describe('an event’s .ics', () => {
  const ics = eventIcs({
    event: PARADE,
    locale: 'pt',
    url: 'https://guide.example/pt/events/whatson/parade',
    now: new Date('2026-11-28T00:00:00Z'),
    host: 'guide.example',
  })!;

  it('has one all-day VEVENT per date range, in date order, the first starting on the event’s first day', () => {
    const events = vevents(ics);
    expect(events).toHaveLength(2);
    expect(events[0]!.startDate.toString()).toBe('2026-02-19');
    expect(events[0]!.startDate.isDate).toBe(true);
    // DTEND of an all-day event is the day after its last day.
    expect(events[0]!.endDate.toString()).toBe('2026-02-21');
    expect(events[1]!.startDate.toString()).toBe('2026-02-28');
    expect(events[1]!.endDate.toString()).toBe('2026-03-01');
    expect(new Set(events.map((e) => e.uid)).size).toBe(2);
  });

  it('is in the visitor’s language, with the places, their position and a link back to the page', () => {
    const [first] = vevents(ics);
    expect(first!.summary).toBe('Desfile de lanternas (1/2)');
    expect(first!.location).toBe('Largo do Senado e Ruínas de São Paulo');
    expect(first!.description).toContain('Lanternas pela cidade velha.');
    expect(first!.component.getFirstPropertyValue('url')).toBe('https://guide.example/pt/events/whatson/parade');
    expect(first!.component.getFirstPropertyValue('geo')).toEqual([22.1935, 113.539]);
  });

  it('is not made for an event with only a month', () => {
    const monthly = { ...PARADE, eventDate: undefined, month: '2026-12' };
    expect(hasExactDates(monthly)).toBe(false);
    expect(eventIcs({ event: monthly, locale: 'en', url: 'https://x', now: new Date(), host: 'x' })).toBeUndefined();
  });
});

describe('GET /api/enf/ics', () => {
  const server = useServer();
  const get = (url: string) => server.app.inject({ url, headers: { host: 'guide.example' } });

  it('sends the file as a calendar download whose DTSTART is the event’s first day', async () => {
    const res = await get('/api/enf/ics?id=light-festival&lang=zh-hant');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="light-festival.ics"');
    const [event, ...rest] = vevents(res.body);
    expect(rest).toEqual([]);
    expect(event!.startDate.toString()).toBe('2026-11-20');
    expect(event!.endDate.toString()).toBe('2026-11-25');
    expect(event!.component.getFirstPropertyValue('url')).toBe('http://guide.example/zh-hant/events/whatson/light-festival');
  });

  it('answers 400 for a malformed id or an unknown language, 404 for an unknown or month-only event', async () => {
    const cases: [string, number][] = [
      ['/api/enf/ics', 400],
      ['/api/enf/ics?id=%3Cscript%3E', 400],
      ['/api/enf/ics?id=light-festival&lang=xx', 400],
      ['/api/enf/ics?id=no-such-event', 404],
      ['/api/enf/ics?id=december-fair', 404],
    ];
    for (const [url, status] of cases) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(status);
      expect(res.json(), url).toMatchObject({ statusCode: status, message: expect.any(String) });
      expectCleanError(res.body);
    }
  });
});
