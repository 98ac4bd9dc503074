// Event status on cards and pages (SPEC §4): recomputed for the day it is shown, with a fixed Macao date.
import { describe, expect, it } from 'vitest';
import { eventDisplay, formatEventDateList, formatEventDates, type DatedEvent } from '#/lib/event-display';

const TODAY = '2026-11-24';
/** ICU puts thin spaces around the range dash; compare with plain ones. */
const plain = (s: string) => s.replace(/[\u2009\u202f]/g, ' ');
/** What the server said on an earlier day: the app must not trust it for dated events. */
const stale: Pick<DatedEvent, 'dateStatus'> = { dateStatus: 'upComing' };

describe('eventDisplay', () => {
  it('is in progress, and ending on its last five days (1 = the last day)', () => {
    expect(eventDisplay({ ...stale, eventDate: '2026-11-01~2026-12-31' }, TODAY)).toEqual({ status: 'inProgress' });
    expect(eventDisplay({ ...stale, eventDate: '2026-11-01~2026-11-28' }, TODAY)).toEqual({ status: 'inProgress', badge: 'ending', days: 5 });
    expect(eventDisplay({ ...stale, eventDate: '2026-11-01~2026-11-29' }, TODAY)).toEqual({ status: 'inProgress' });
    expect(eventDisplay({ ...stale, eventDate: '2026-11-20~2026-11-24' }, TODAY)).toEqual({ status: 'inProgress', badge: 'ending', days: 1 });
  });

  it('is coming up, and starting when it begins within five days (1 = tomorrow)', () => {
    expect(eventDisplay({ ...stale, eventDate: '2026-11-25~2026-11-30' }, TODAY)).toEqual({ status: 'upComing', badge: 'starting', days: 1 });
    expect(eventDisplay({ ...stale, eventDate: '2026-11-29' }, TODAY)).toEqual({ status: 'upComing', badge: 'starting', days: 5 });
    expect(eventDisplay({ ...stale, eventDate: '2026-11-30' }, TODAY)).toEqual({ status: 'upComing' });
  });

  it('has ended once its last day is past, and a month-only event is all month', () => {
    expect(eventDisplay({ dateStatus: 'inProgress', badge: 'ending', daysBeforeEnd: 1, eventDate: '2026-11-20~2026-11-23' }, TODAY)).toEqual({
      status: 'ended',
    });
    expect(eventDisplay({ ...stale, month: '2027-04' }, TODAY)).toEqual({ status: 'fullMonth' });
  });

  it('uses the next range of an event held on several dates', () => {
    expect(eventDisplay({ ...stale, eventDate: '2026-11-01~2026-11-02,2026-11-27~2026-11-27' }, TODAY)).toEqual({
      status: 'upComing',
      badge: 'starting',
      days: 3,
    });
  });

  it('keeps the server status for an event without dates', () => {
    expect(eventDisplay({ dateStatus: 'inProgress', badge: 'ending', daysBeforeEnd: 2 }, TODAY)).toEqual({ status: 'inProgress', badge: 'ending', days: 2 });
    expect(eventDisplay({ dateStatus: 'fullMonth' }, TODAY)).toEqual({ status: 'fullMonth' });
  });

  it('changes with the day: the same event reads differently a week later', () => {
    const e = { ...stale, eventDate: '2026-12-01~2026-12-03' };
    expect(eventDisplay(e, TODAY)).toEqual({ status: 'upComing' });
    expect(eventDisplay(e, '2026-11-28')).toEqual({ status: 'upComing', badge: 'starting', days: 3 });
    expect(eventDisplay(e, '2026-12-02')).toEqual({ status: 'inProgress', badge: 'ending', days: 2 });
    expect(eventDisplay(e, '2026-12-04')).toEqual({ status: 'ended' });
  });
});

describe('formatEventDates', () => {
  it('prefers the show date text', () => {
    expect(formatEventDates({ showDate: 'Dates to be confirmed', eventDate: '2026-12-13' }, 'en')).toBe('Dates to be confirmed');
  });

  it('writes one day, a span, and the span of several ranges in the locale', () => {
    expect(formatEventDates({ eventDate: '2026-12-06' }, 'en')).toBe('Dec 6, 2026');
    expect(plain(formatEventDates({ eventDate: '2026-12-05~2027-02-28' }, 'en'))).toBe('Dec 5, 2026 – Feb 28, 2027');
    expect(plain(formatEventDates({ eventDate: '2026-09-05~2026-09-05,2026-10-01~2026-10-01' }, 'en'))).toBe('Sep 5 – Oct 1, 2026');
    // Macao Chinese writes the range with 至 (the exact day pattern is the ICU's business).
    expect(formatEventDates({ eventDate: '2026-12-24~2026-12-25' }, 'zh-Hant-MO')).toMatch(/24.*至.*25/);
  });

  it('writes a month-only event as its month, and nothing without dates', () => {
    expect(formatEventDates({ month: '2027-04' }, 'pt-PT')).toBe('abril de 2027');
    expect(formatEventDates({}, 'en')).toBe('');
  });

  it('lists every range for the event page', () => {
    expect(formatEventDateList({ eventDate: '2026-06-13~2026-06-14,2026-06-19' }, 'en').map(plain)).toEqual(['Jun 13 – 14, 2026', 'Jun 19, 2026']);
  });
});
