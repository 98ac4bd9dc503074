// Plan checks on Macao's clock: opening hours on the day's date at the planned arrival, Macao's public holidays, an
// event's days. The device's clock and zone play no part (a fixed, far-off system time proves it).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { planChecks } from '#/lib/trip/checks';
import holidaysFile from '../../../../../content/holidays.json';

const HOLIDAYS = holidaysFile.years.flatMap((y) => y.dates);
const at = (h: number, m = 0) => h * 60 + m;

beforeAll(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2031-06-15T23:59:00-10:00'));
});
afterAll(() => vi.useRealTimers());

describe('planChecks: opening hours', () => {
  it('says a museum closed on Tuesdays is closed on a Tuesday (2026-12-01)', () => {
    expect(planChecks({ date: '2026-12-01', arrive: at(10), leave: at(11), hours: 'We-Mo 10:00-18:00' })).toEqual([{ kind: 'closedWeekday', weekday: 1 }]);
  });
  it('says nothing the day after, at the same time', () => {
    expect(planChecks({ date: '2026-12-02', arrive: at(10), leave: at(11), hours: 'We-Mo 10:00-18:00' })).toEqual([]);
  });
  it('says "closes at 18:00, you arrive about 18:20"', () => {
    expect(planChecks({ date: '2026-11-28', arrive: at(18, 20), leave: at(19, 20), hours: 'Mo-Su 10:00-18:00' })).toEqual([
      { kind: 'closedBy', closes: at(18), arrive: at(18, 20) },
    ]);
  });
  it('finds the last closing of a day with a lunch break', () => {
    expect(planChecks({ date: '2026-11-28', arrive: at(15), leave: at(16), hours: 'Mo-Su 12:00-14:30,18:30-22:30' })).toEqual([
      { kind: 'opensLater', opens: at(18, 30), arrive: at(15) },
    ]);
    expect(planChecks({ date: '2026-11-28', arrive: at(23), leave: at(23, 30), hours: 'Mo-Su 12:00-14:30,18:30-22:30' })).toEqual([
      { kind: 'closedBy', closes: at(22, 30), arrive: at(23) },
    ]);
  });
  it('says when the place closes before the planned stay ends', () => {
    expect(planChecks({ date: '2026-11-28', arrive: at(17, 30), leave: at(18, 30), hours: 'Mo-Su 10:00-18:00' })).toEqual([
      { kind: 'closesDuringVisit', closes: at(18), arrive: at(17, 30) },
    ]);
  });
  it('says opens later when the visitor comes early', () => {
    expect(planChecks({ date: '2026-11-28', arrive: at(9), leave: at(10), hours: 'Mo-Su 10:00-18:00' })).toEqual([
      { kind: 'opensLater', opens: at(10), arrive: at(9) },
    ]);
  });
  it('says closed on a public holiday (MSAR Establishment Day, Sunday 2026-12-20, "PH off")', () => {
    const input = { arrive: at(10), leave: at(11), hours: 'Tu-Su 09:00-17:00; PH off', publicHolidays: HOLIDAYS };
    expect(planChecks({ ...input, date: '2026-12-20' })).toEqual([{ kind: 'closedHoliday' }]);
    expect(planChecks({ ...input, date: '2026-12-13' })).toEqual([]);
  });
  it('opens on a holiday that falls on its closing day when the hours say PH', () => {
    // 2026-12-08 is a Tuesday and a public holiday.
    const input = { arrive: at(10), leave: at(11), hours: 'We-Mo 10:00-18:00; PH 10:00-18:00', publicHolidays: HOLIDAYS };
    expect(planChecks({ ...input, date: '2026-12-08' })).toEqual([]);
    expect(planChecks({ ...input, date: '2026-12-15' })).toEqual([{ kind: 'closedWeekday', weekday: 1 }]);
  });
  it('gives no check for hours it cannot read', () => {
    expect(planChecks({ date: '2026-11-28', arrive: at(10), leave: at(11), hours: 'sometimes' })).toEqual([]);
  });
});

describe('planChecks: an event range', () => {
  const dates = [{ start: '2026-12-05', end: '2027-02-28' }];
  it('says when the event does not run that day', () => {
    expect(planChecks({ date: '2026-12-04', arrive: at(19), leave: at(20), dates })).toEqual([{ kind: 'eventNotOn', ranges: dates }]);
    expect(planChecks({ date: '2027-03-01', arrive: at(19), leave: at(20), dates })).toEqual([{ kind: 'eventNotOn', ranges: dates }]);
  });
  it('is quiet on the first and last days', () => {
    expect(planChecks({ date: '2026-12-05', arrive: at(19), leave: at(20), dates })).toEqual([]);
    expect(planChecks({ date: '2027-02-28', arrive: at(19), leave: at(20), dates })).toEqual([]);
  });
});
