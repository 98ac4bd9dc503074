// The events calendar's months: by first day, month-only events by their month, undated ones last.
import { describe, expect, it } from 'vitest';
import { eventMonth, groupByMonth, splitAtMonth } from '#/lib/calendar-months';

describe('eventMonth', () => {
  it('is the month of the earliest day, else the event month, else nothing', () => {
    expect(eventMonth({ eventDate: '2026-12-24~2027-01-02' })).toBe('2026-12');
    expect(eventMonth({ eventDate: '2027-03-01~2027-03-02,2026-11-30~2026-11-30' })).toBe('2026-11');
    expect(eventMonth({ month: '2027-02' })).toBe('2027-02');
    expect(eventMonth({ month: '2027-13' })).toBe('');
    expect(eventMonth({})).toBe('');
  });
});

describe('groupByMonth', () => {
  it('orders the months and keeps undated events at the end', () => {
    const groups = groupByMonth([
      { id: 'tbc' },
      { id: 'grand-prix', eventDate: '2026-11-12~2026-11-15' },
      { id: 'cny', month: '2027-02' },
      { id: 'light', eventDate: '2026-12-05~2027-02-28' },
      { id: 'marathon', eventDate: '2026-12-06' },
    ]);
    expect(groups.map((g) => [g.month, g.events.map((e) => e.id)])).toEqual([
      ['2026-11', ['grand-prix']],
      ['2026-12', ['light', 'marathon']],
      ['2027-02', ['cny']],
      ['', ['tbc']],
    ]);
  });
});

describe('splitAtMonth', () => {
  const groups = groupByMonth([
    { id: 'tbc' },
    { id: 'marathon-2025', eventDate: '2025-12-07' },
    { id: 'grand-prix', eventDate: '2026-11-19~2026-11-22' },
    { id: 'light', eventDate: '2026-12-05~2027-02-28' },
  ]);
  const months = (list: { month: string }[]) => list.map((g) => g.month);
  it('opens at the current month, with the months before it kept apart and undated events among the months to come', () => {
    const { earlier, fromNow } = splitAtMonth(groups, '2026-11');
    expect(months(earlier)).toEqual(['2025-12']);
    expect(months(fromNow)).toEqual(['2026-11', '2026-12', '']);
  });
  it('moves on at the first of the month', () => {
    expect(months(splitAtMonth(groups, '2026-12').earlier)).toEqual(['2025-12', '2026-11']);
    expect(months(splitAtMonth(groups, '2026-12').fromNow)).toEqual(['2026-12', '']);
  });
});
