// Unit tests for src/lib/events against fixed dates.
import { describe, expect, it } from 'vitest';
import {
  calendarDateStatus,
  compareEvents,
  eventDateStatus,
  eventInMonth,
  eventInOrAfterMonth,
  isMonthFilter,
  macaoToday,
  monthOptions,
  parseEventDate,
  type SortableEvent,
} from '#shared/events';

const TODAY = '2026-11-22';

describe('macaoToday', () => {
  it('gives the date in Macao (UTC+8)', () => {
    expect(macaoToday(new Date('2026-11-22T15:59:59Z'))).toBe('2026-11-22');
    expect(macaoToday(new Date('2026-11-22T16:00:00Z'))).toBe('2026-11-23');
    expect(macaoToday(new Date('2026-12-31T20:00:00Z'))).toBe('2027-01-01');
  });
});

describe('parseEventDate', () => {
  it('splits on comma and tilde, trimming', () => {
    expect(parseEventDate(' 2026-12-01 ~ 2026-12-03 , 2026-12-10~2026-12-12')).toEqual([
      { start: '2026-12-01', end: '2026-12-03' },
      { start: '2026-12-10', end: '2026-12-12' },
    ]);
  });
  it('treats a single date as a one-day range', () => {
    expect(parseEventDate('2026-11-30')).toEqual([{ start: '2026-11-30', end: '2026-11-30' }]);
  });
  it('ignores malformed parts', () => {
    expect(parseEventDate('2026-13-01, hello, 2026-02-30~2026-03-01,,2026-01-01~2026-01-02~2026-01-03, 2026-05-05')).toEqual([
      { start: '2026-05-05', end: '2026-05-05' },
    ]);
    expect(parseEventDate('')).toEqual([]);
  });
  it('normalises slashes and single digits, and orders a reversed range', () => {
    expect(parseEventDate('2026/1/5~2026-01-02')).toEqual([{ start: '2026-01-02', end: '2026-01-05' }]);
  });
});

describe('eventDateStatus', () => {
  it('is upComing with days before start, and a starting badge within 5 days', () => {
    expect(eventDateStatus({ eventDate: '2026-11-27~2026-11-30' }, TODAY)).toEqual({
      status: 'upComing',
      hidden: false,
      daysBeforeStart: 5,
      badge: 'starting',
    });
    expect(eventDateStatus({ eventDate: '2026-11-23' }, TODAY)).toMatchObject({ daysBeforeStart: 1, badge: 'starting' });
    expect(eventDateStatus({ eventDate: '2026-11-28~2026-11-30' }, TODAY)).toEqual({
      status: 'upComing',
      hidden: false,
      daysBeforeStart: 6,
    });
  });
  it('is inProgress with days left (today counts), and an ending badge for 1 to 5 days', () => {
    expect(eventDateStatus({ eventDate: '2026-11-01~2026-11-22' }, TODAY)).toEqual({
      status: 'inProgress',
      hidden: false,
      daysBeforeEnd: 1,
      badge: 'ending',
    });
    expect(eventDateStatus({ eventDate: '2026-11-22~2026-11-26' }, TODAY)).toMatchObject({ daysBeforeEnd: 5, badge: 'ending' });
    expect(eventDateStatus({ eventDate: '2026-11-01~2026-11-27' }, TODAY)).toEqual({
      status: 'inProgress',
      hidden: false,
      daysBeforeEnd: 6,
    });
  });
  it('counts days across month and year ends', () => {
    expect(eventDateStatus({ eventDate: '2027-01-02' }, '2026-12-30')).toMatchObject({ daysBeforeStart: 3 });
    expect(eventDateStatus({ eventDate: '2024-02-01~2024-03-01' }, '2024-02-28')).toMatchObject({ daysBeforeEnd: 3 });
  });
  it('is ended once the end day has passed, hidden only after the end month', () => {
    expect(eventDateStatus({ eventDate: '2026-11-01~2026-11-21' }, TODAY)).toEqual({ status: 'ended', hidden: false });
    expect(eventDateStatus({ eventDate: '2026-10-01~2026-10-31' }, TODAY)).toEqual({ status: 'ended', hidden: true });
    expect(eventDateStatus({ eventDate: '2025-12-31' }, '2026-01-01')).toEqual({ status: 'ended', hidden: true });
  });
  it('uses the next relevant range when there are several', () => {
    const ev = { eventDate: '2026-11-01~2026-11-03,2026-11-25~2026-11-26,2026-12-10~2026-12-12' };
    expect(eventDateStatus(ev, TODAY)).toMatchObject({ status: 'upComing', daysBeforeStart: 3, badge: 'starting' });
    expect(eventDateStatus(ev, '2026-11-26')).toMatchObject({ status: 'inProgress', daysBeforeEnd: 1, badge: 'ending' });
    expect(eventDateStatus(ev, '2026-11-27')).toMatchObject({ status: 'upComing', daysBeforeStart: 13 });
    expect(eventDateStatus(ev, '2026-12-13')).toEqual({ status: 'ended', hidden: false });
    expect(eventDateStatus(ev, '2027-01-01')).toEqual({ status: 'ended', hidden: true });
    // Ranges out of order in the string still give the earliest upcoming one.
    expect(eventDateStatus({ eventDate: '2026-12-10,2026-11-24' }, TODAY)).toMatchObject({ daysBeforeStart: 2 });
  });
  it('treats month-only events as fullMonth, or ended and hidden once the month is past', () => {
    expect(eventDateStatus({ month: '2026-11' }, TODAY)).toEqual({ status: 'fullMonth', hidden: false });
    expect(eventDateStatus({ month: '2026-12' }, TODAY)).toEqual({ status: 'fullMonth', hidden: false });
    expect(eventDateStatus({ month: '2026-10' }, TODAY)).toEqual({ status: 'ended', hidden: true });
    expect(eventDateStatus({ eventDate: 'garbage', month: '2026-10' }, TODAY)).toEqual({ status: 'ended', hidden: true });
  });
});

describe('compareEvents', () => {
  it('orders by status, days, coordinates, then name', () => {
    const events: SortableEvent[] = [
      { name: 'Ended', status: 'ended' },
      { name: 'Month', status: 'fullMonth' },
      { name: 'Soon B', status: 'upComing', daysBeforeStart: 2 },
      { name: 'Later', status: 'upComing', daysBeforeStart: 9 },
      { name: 'Soon A', status: 'upComing', daysBeforeStart: 2 },
      { name: 'Running long', status: 'inProgress', daysBeforeEnd: 20 },
      { name: 'Zeta located', status: 'inProgress', daysBeforeEnd: 3, coordinate: [113.54, 22.19] },
      { name: 'Alpha unlocated', status: 'inProgress', daysBeforeEnd: 3 },
      { name: 'Beta multi', status: 'inProgress', daysBeforeEnd: 3, coordinate: [[113.54, 22.19]] },
      { name: 'Bad coord', status: 'inProgress', daysBeforeEnd: 3, coordinate: [113.54] },
    ];
    expect(events.sort(compareEvents).map((e) => e.name)).toEqual([
      'Beta multi',
      'Zeta located',
      'Alpha unlocated',
      'Bad coord',
      'Running long',
      'Soon A',
      'Soon B',
      'Later',
      'Month',
      'Ended',
    ]);
  });
});

describe('month filter', () => {
  it('validates YYYYMM', () => {
    expect(isMonthFilter('202611')).toBe(true);
    expect(isMonthFilter('202613')).toBe(false);
    expect(isMonthFilter('202600')).toBe(false);
    expect(isMonthFilter('2026-11')).toBe(false);
    expect(isMonthFilter('20261')).toBe(false);
    expect(isMonthFilter('')).toBe(false);
  });
  it('lists the current and 11 earlier months newest first', () => {
    const options = monthOptions(TODAY);
    expect(options).toHaveLength(12);
    expect(options[0]).toEqual({ value: '202611', month: '2026-11', hidden: false });
    expect(options[10]).toEqual({ value: '202601', month: '2026-01', hidden: false });
    expect(options[11]).toEqual({ value: '202512', month: '2025-12', hidden: false });
  });
  it('adds a requested month not in the list as hidden, once', () => {
    const options = monthOptions(TODAY, '202703');
    expect(options).toHaveLength(13);
    expect(options[12]).toEqual({ value: '202703', month: '2027-03', hidden: true });
    expect(monthOptions(TODAY, '202605')).toHaveLength(12);
    expect(monthOptions(TODAY, '202699')).toHaveLength(12);
  });
  it('crosses a January boundary', () => {
    expect(
      monthOptions('2027-01-15')
        .slice(0, 2)
        .map((o) => o.value),
    ).toEqual(['202701', '202612']);
  });
  it('matches events by month', () => {
    const ev = { eventDate: '2026-10-28~2026-12-02' };
    expect(eventInMonth(ev, '2026-10')).toBe(true);
    expect(eventInMonth(ev, '2026-11')).toBe(true);
    expect(eventInMonth(ev, '2026-12')).toBe(true);
    expect(eventInMonth(ev, '2027-01')).toBe(false);
    expect(eventInMonth({ month: '2026-12' }, '2026-12')).toBe(true);
    expect(eventInMonth({ month: '2026-12' }, '2026-11')).toBe(false);
    expect(eventInMonth({}, '2026-11')).toBe(false);
    expect(eventInOrAfterMonth(ev, '2026-12')).toBe(true);
    expect(eventInOrAfterMonth({ eventDate: '2026-10-01' }, '2026-11')).toBe(false);
    expect(eventInOrAfterMonth({ month: '2027-02' }, '2026-11')).toBe(true);
  });
});

describe('calendarDateStatus', () => {
  it('is tbc without a show date, else confirmed or other', () => {
    expect(calendarDateStatus('confirmed', '1–3 Dec')).toBe('confirmed');
    expect(calendarDateStatus('tentative', '1–3 Dec')).toBe('other');
    expect(calendarDateStatus(undefined, '1–3 Dec')).toBe('other');
    expect(calendarDateStatus('confirmed', '')).toBe('tbc');
    expect(calendarDateStatus('confirmed')).toBe('tbc');
    expect(calendarDateStatus('tbc', 'December')).toBe('tbc');
  });
});
