import { describe, expect, it } from 'vitest';
import { formatTimeRange, openingHoursParts, parseOpeningHours, rangesLabel, weekdayName, weekdaysLabel, weeklyLines } from '#shared/opening-hours';
import { parseHoursSpec } from '#shared/hours-spec';

const plain = (s: string) => s.replace(/[\u00a0\u202f\u2009]/g, ' ');
const ALL = [0, 1, 2, 3, 4, 5, 6];

describe('parseOpeningHours', () => {
  it('reads daily hours, one or several ranges', () => {
    expect(parseOpeningHours('Daily 07:00–23:00')).toEqual({ days: ALL, ranges: [{ open: 420, close: 1380 }] });
    expect(parseOpeningHours('Daily 11:30–15:00, 18:00–22:30')).toEqual({
      days: ALL,
      ranges: [
        { open: 690, close: 900 },
        { open: 1080, close: 1350 },
      ],
    });
  });
  it('keeps a close past midnight as a smaller time', () => {
    expect(parseOpeningHours('Daily 17:00–01:00')?.ranges).toEqual([{ open: 1020, close: 60 }]);
    expect(parseOpeningHours('Daily 07:00–00:00')?.ranges).toEqual([{ open: 420, close: 0 }]);
  });
  it('reads round-the-clock opening', () => {
    expect(parseOpeningHours('Open 24 hours')).toEqual({ days: ALL, allDay: true, ranges: [] });
    expect(parseOpeningHours('Open all day')).toEqual({ days: ALL, allDay: true, ranges: [] });
  });
  it('reads closing days after a comma or a semicolon', () => {
    expect(parseOpeningHours('10:00–19:00, closed Mondays')).toEqual({ days: [1, 2, 3, 4, 5, 6], ranges: [{ open: 600, close: 1140 }] });
    expect(parseOpeningHours('12:00–14:30, 18:00–22:00; closed Tuesdays')?.days).toEqual([0, 2, 3, 4, 5, 6]);
    expect(parseOpeningHours('18:00–22:30; closed Mondays and Tuesdays')?.days).toEqual([2, 3, 4, 5, 6]);
  });
  it('reads a span of weekdays', () => {
    expect(parseOpeningHours('Monday–Friday 09:00–17:45')).toEqual({ days: [0, 1, 2, 3, 4], ranges: [{ open: 540, close: 1065 }] });
  });
  it('reads a last admission time', () => {
    expect(parseOpeningHours('10:00–18:00 (last entry 17:30), closed Tuesdays')).toEqual({
      days: [0, 2, 3, 4, 5, 6],
      ranges: [{ open: 600, close: 1080 }],
      lastEntry: 1050,
    });
  });
  it('reads a single weekday and a span written with "to"', () => {
    expect(parseOpeningHours('Sundays 11:00–20:00')?.days).toEqual([6]);
    expect(parseOpeningHours('Tuesday to Sunday 09:00–21:00')?.days).toEqual([1, 2, 3, 4, 5, 6]);
  });
  it('leaves lines with more to say as free text', () => {
    for (const text of [
      "Same as the venue's opening hours",
      'Monday–Friday 09:00–17:45 (closed on public holidays)',
      '10:00–18:00 (last entry 25:30), closed Tuesdays',
      'Gallery and garden: Tuesday to Sunday 09:00–21:00',
      'Daily 11:00–19:00 (weather permitting)',
      'Most shops 10:00–22:00',
      'Daily 25:00–26:00',
      'Daily 10:00',
      '10:00–19:00, closed Funday',
      '',
    ]) {
      expect(parseOpeningHours(text), text).toBeNull();
    }
  });
});

describe('formatting per locale', () => {
  it('names weekdays in the locale, Monday first', () => {
    expect(weekdayName(0, 'en')).toBe('Monday');
    expect(weekdayName(6, 'de')).toBe('Sonntag');
    expect(weekdayName(0, 'ja')).toBe('月曜日');
  });
  it('formats a time range with the locale clock', () => {
    expect(formatTimeRange(540, 1080, 'de')).toBe('09:00–18:00');
    expect(plain(formatTimeRange(540, 1080, 'ko'))).toMatch(/^\S+ 9:00 – \S+ 6:00$/);
    expect(plain(formatTimeRange(540, 1080, 'en'))).toBe('9:00 AM – 6:00 PM');
    expect(plain(formatTimeRange(1020, 60, 'de'))).toBe('17:00–01:00');
  });
  it('says which wording applies, with the times and days in the locale', () => {
    const h = (t: string) => parseOpeningHours(t)!;
    expect(openingHoursParts(h('Open 24 hours'), 'th')).toEqual({ kind: 'allDay' });
    expect(plain(JSON.stringify(openingHoursParts(h('Daily 11:30–15:00, 18:00–22:30'), 'de')))).toBe(
      JSON.stringify({ kind: 'daily', times: '11:30–15:00, 18:00–22:30' }),
    );
    expect(openingHoursParts(h('10:00–19:00, closed Mondays'), 'fr')).toMatchObject({ kind: 'closedOn', days: 'lundi' });
    expect(openingHoursParts(h('Monday–Friday 09:00–17:45'), 'en')).toMatchObject({ kind: 'days', days: 'Monday–Friday' });
    expect(openingHoursParts(h('Sundays 11:00–20:00'), 'de')).toMatchObject({ kind: 'days', days: 'Sonntag' });
    expect(openingHoursParts(h('10:00–18:00 (last entry 17:30), closed Tuesdays'), 'de')).toMatchObject({
      kind: 'closedOn',
      days: 'Dienstag',
      lastEntry: '17:30',
    });
  });
});

describe('weeklyLines from an opening_hours value', () => {
  const lines = (spec: string) => weeklyLines(parseHoursSpec(spec)).map((l) => [l.days, l.ranges.map((r) => `${r.open}-${r.close}`).join(',')]);
  it('groups consecutive days with the same hours and adds public holidays', () => {
    expect(lines('Mo,We-Su 10:00-18:00; Tu off; PH 10:00-18:00')).toEqual([
      [[0], '600-1080'],
      [[1], ''],
      [[2, 3, 4, 5, 6], '600-1080'],
      ['ph', '600-1080'],
    ]);
  });
  it('keeps a later rule over an earlier one, and a range past midnight', () => {
    expect(lines('Mo-Su 18:00-02:00; Su off')).toEqual([
      [[0, 1, 2, 3, 4, 5], '1080-1560'],
      [[6], ''],
    ]);
  });
  it('shows month rules rule by rule', () => {
    expect(weeklyLines(parseHoursSpec('Nov-Feb Sa,Su 09:00-17:00'))).toEqual([{ days: [5, 6], months: [10, 11, 0, 1], ranges: [{ open: 540, close: 1020 }] }]);
  });
  it('words days and ranges in the locale', () => {
    expect(weekdaysLabel([1, 2, 3, 4, 5, 6], 'en-GB')).toBe('Tuesday–Sunday');
    expect(weekdaysLabel([0, 2], 'en-GB')).toBe('Monday and Wednesday');
    expect(rangesLabel([{ open: 1080, close: 1560 }], 'en-GB')).toBe('18:00–02:00');
  });
});
