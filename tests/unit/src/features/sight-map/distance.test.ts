// Unit tests for distance sorting (SPEC §4: with the visitor's position, lists sort by distance and show it).
import { describe, expect, it } from 'vitest';
import { formatDistance, nearestDistance, withDistances } from '#/features/sight-map/distance';
import type { LonLat } from '#shared/geo';

const ME: LonLat = [113.5439, 22.1896];
const items = [
  { id: 'far', c: [113.56, 22.15] as LonLat },
  { id: 'none', c: undefined },
  { id: 'near', c: [113.544, 22.19] as LonLat },
  {
    id: 'multi',
    c: [
      [113.6, 22.1],
      [113.5441, 22.1898],
      [1, 2, 3],
    ] as unknown as LonLat[],
  },
];

describe('distance sort', () => {
  it('keeps the order without a position', () => {
    expect(withDistances(items, (i) => i.c, null).map((x) => x.item.id)).toEqual(['far', 'none', 'near', 'multi']);
  });
  it('sorts nearest first using the nearest usable pair, items without coordinates last', () => {
    const rows = withDistances(items, (i) => i.c, ME);
    expect(rows.map((x) => x.item.id)).toEqual(['multi', 'near', 'far', 'none']);
    expect(rows[0]!.distance).toBeLessThan(40);
    expect(rows[3]!.distance).toBeUndefined();
  });
  it('can show distances but keep the order (tour stops)', () => {
    const rows = withDistances(items, (i) => i.c, ME, false);
    expect(rows.map((x) => x.item.id)).toEqual(['far', 'none', 'near', 'multi']);
    expect(rows[2]!.distance).toBe(nearestDistance(ME, [113.544, 22.19]));
  });
  it('formats metres and kilometres', () => {
    expect(formatDistance(350, 'en')).toBe('350 m');
    expect(formatDistance(1234, 'en')).toBe('1.2 km');
  });
});
