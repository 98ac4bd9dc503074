// A promoted list kept in the browser is judged again on Macao's date when it is read.
import { describe, expect, it } from 'vitest';
import { promotedNow } from '#/lib/promoted';

const items = [
  { id: 'food-festival', start: '2026-11-06', end: '2026-11-22' },
  { id: 'grand-prix-look-back', start: '2026-11-19', end: '2026-11-22', retrospective: true },
  { id: 'light-festival', start: '2026-12-05', end: '2027-02-28' },
  { id: 'timeless' },
];

describe('promotedNow', () => {
  it('keeps everything on the last day of the festival, until midnight in Macao', () => {
    expect(promotedNow(items, new Date('2026-11-22T15:59:59Z')).map((i) => i.id)).toEqual([
      'food-festival',
      'grand-prix-look-back',
      'light-festival',
      'timeless',
    ]);
  });
  it('drops the ended festival at midnight in Macao (16:00 UTC), keeping the retrospective', () => {
    expect(promotedNow(items, new Date('2026-11-22T16:00:00Z')).map((i) => i.id)).toEqual(['grand-prix-look-back', 'light-festival', 'timeless']);
  });
});
