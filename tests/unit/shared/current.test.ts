// The currency rule (shared/current.ts) at fixed instants on both sides of each boundary, on Macao's date.
import { describe, expect, it } from 'vitest';
import { dayPhase, eventWindow, isPromotable, isPromotableAt, monthDays, overlapsDays, timePhase, warningInForce } from '#shared/current';
import { eventInMonth } from '#shared/events';

const FOOD_FESTIVAL = { start: '2026-11-06', end: '2026-11-22' };

describe('dayPhase', () => {
  it('is upcoming before the first day, current from the first to the last day, ended after', () => {
    expect(dayPhase(FOOD_FESTIVAL, '2026-11-05')).toBe('upcoming');
    expect(dayPhase(FOOD_FESTIVAL, '2026-11-06')).toBe('current');
    expect(dayPhase(FOOD_FESTIVAL, '2026-11-22')).toBe('current');
    expect(dayPhase(FOOD_FESTIVAL, '2026-11-23')).toBe('ended');
  });
  it('treats a missing end as open', () => {
    expect(dayPhase({ start: '2026-01-01' }, '2099-01-01')).toBe('current');
    expect(dayPhase({}, '2026-11-28')).toBe('current');
  });
});

describe('isPromotableAt: the day is Macao’s', () => {
  it('keeps the last day until midnight in Macao, and drops it at midnight while UTC is still that day', () => {
    // 23:59:59 on 22 November in Macao.
    expect(isPromotableAt(FOOD_FESTIVAL, new Date('2026-11-22T15:59:59Z'))).toBe(true);
    // 00:00 on 23 November in Macao, 16:00 on 22 November in UTC.
    expect(isPromotableAt(FOOD_FESTIVAL, new Date('2026-11-22T16:00:00Z'))).toBe(false);
  });
  it('starts an upcoming item’s first day at midnight in Macao while UTC is still the day before', () => {
    const marathon = { start: '2026-12-06', end: '2026-12-06' };
    expect(dayPhase(marathon, '2026-12-05')).toBe('upcoming');
    expect(isPromotableAt(marathon, new Date('2026-12-05T16:00:00Z'))).toBe(true);
    expect(isPromotableAt(marathon, new Date('2026-12-06T16:00:00Z'))).toBe(false);
  });
});

describe('isPromotable', () => {
  it('promotes current and upcoming items, never an ended one', () => {
    expect(isPromotable(FOOD_FESTIVAL, '2026-11-10')).toBe(true);
    expect(isPromotable({ start: '2026-12-05', end: '2027-02-28' }, '2026-11-28')).toBe(true);
    expect(isPromotable(FOOD_FESTIVAL, '2026-11-28')).toBe(false);
  });
  it('keeps an ended item only when it is a retrospective', () => {
    expect(isPromotable({ ...FOOD_FESTIVAL, retrospective: true }, '2026-11-28')).toBe(true);
    expect(isPromotable({ ...FOOD_FESTIVAL, retrospective: false }, '2026-11-28')).toBe(false);
  });
});

describe('eventWindow', () => {
  it('runs from the first day of the first range to the last day of the last', () => {
    expect(eventWindow({ eventDate: '2026-09-05~2026-09-05,2026-10-01' })).toEqual({ start: '2026-09-05', end: '2026-10-01' });
  });
  it('covers the whole month of a month-only event', () => {
    expect(eventWindow({ month: '2026-02' })).toEqual({ start: '2026-02-01', end: '2026-02-28' });
    expect(eventWindow({ month: '2028-02' })).toEqual({ start: '2028-02-01', end: '2028-02-29' });
  });
  it('has no window without a usable date', () => {
    expect(eventWindow({})).toBeUndefined();
    expect(eventWindow({ eventDate: 'soon', month: '2026-13' })).toBeUndefined();
  });
});

describe('months and overlap', () => {
  it('knows the last day of each month', () => {
    expect(monthDays('2026-11')).toEqual({ start: '2026-11-01', end: '2026-11-30' });
    expect(monthDays('2026-12')).toEqual({ start: '2026-12-01', end: '2026-12-31' });
  });
  it('overlaps on a shared boundary day, not across a gap', () => {
    expect(overlapsDays(FOOD_FESTIVAL, '2026-11-22', '2026-11-30')).toBe(true);
    expect(overlapsDays(FOOD_FESTIVAL, '2026-11-23', '2026-11-30')).toBe(false);
  });
  it('lists in November the events that ran in November, including those that ended', () => {
    expect(eventInMonth({ eventDate: '2026-11-06~2026-11-22' }, '2026-11')).toBe(true);
    expect(eventInMonth({ eventDate: '2026-10-02~2026-11-01' }, '2026-11')).toBe(true);
    expect(eventInMonth({ eventDate: '2026-12-05~2027-02-28' }, '2026-11')).toBe(false);
    expect(eventInMonth({ eventDate: '2026-12-05~2027-02-28' }, '2027-01')).toBe(true);
  });
});

describe('timePhase', () => {
  // The site maintenance of 28 November 2026, 02:00 to 06:00 in Macao.
  const start = Date.parse('2026-11-28T02:00:00+08:00') / 1000;
  const end = Date.parse('2026-11-28T06:00:00+08:00') / 1000;
  it('is current from its start included to its end excluded', () => {
    expect(timePhase({ start, end }, start - 1)).toBe('upcoming');
    expect(timePhase({ start, end }, start)).toBe('current');
    expect(timePhase({ start, end }, end - 1)).toBe('current');
    expect(timePhase({ start, end }, end)).toBe('ended');
  });
  it('never ends without an end time', () => {
    expect(timePhase({ start }, end + 10 ** 9)).toBe('current');
  });
});

describe('warningInForce', () => {
  it('holds a post about Signal No. 8 only while signal 8 or higher is in force', () => {
    const mention = { type: 'typhoon' as const, level: '8NE' };
    expect(warningInForce(mention, [])).toBe(false);
    expect(warningInForce(mention, [{ type: 'typhoon', level: '3' }])).toBe(false);
    expect(warningInForce(mention, [{ type: 'typhoon', level: '8SW' }])).toBe(true);
    expect(warningInForce(mention, [{ type: 'typhoon', level: '9' }])).toBe(true);
    expect(warningInForce(mention, [{ type: 'rainstorm', level: 'black' }])).toBe(false);
  });
  it('compares rainstorm colours in their order', () => {
    const red = { type: 'rainstorm' as const, level: 'red' };
    expect(warningInForce(red, [{ type: 'rainstorm', level: 'amber' }])).toBe(false);
    expect(warningInForce(red, [{ type: 'rainstorm', level: 'black' }])).toBe(true);
  });
});
