// Geometry helpers of the basemap build.
import { describe, expect, it } from 'vitest';
import { densify, inPolygon, labelPoint, mergeLines, rewind } from '../../../tiles/geo';

const square = [
  [
    [0, 0],
    [10, 0],
    [10, 10],
    [0, 10],
    [0, 0],
  ],
  [
    [4, 4],
    [6, 4],
    [6, 6],
    [4, 6],
    [4, 4],
  ],
];

describe('geo', () => {
  it('tests containment with holes', () => {
    expect(inPolygon([1, 1], square)).toBe(true);
    expect(inPolygon([5, 5], square)).toBe(false);
    expect(inPolygon([11, 5], square)).toBe(false);
  });

  it('merges lines that meet end to end, in either direction', () => {
    const merged = mergeLines([
      [
        [1, 0],
        [2, 0],
      ],
      [
        [0, 0],
        [1, 0],
      ],
      [
        [3, 0],
        [2, 0],
      ],
      [
        [7, 7],
        [8, 8],
      ],
    ]);
    expect(merged).toHaveLength(2);
    const long = merged.find((l) => l.length === 4);
    expect(long?.map((p) => p[0]).sort()).toEqual([0, 1, 2, 3]);
  });

  it('puts a label point inside the shape and away from its edges and the hole', () => {
    const p = labelPoint([square], () => true, [], 40);
    expect(p).toBeDefined();
    expect(inPolygon(p ?? [], square)).toBe(true);
    const [x = 0, y = 0] = p ?? [];
    expect(Math.min(x, y, 10 - x, 10 - y)).toBeGreaterThan(1);
  });

  it('respects an extra containment test (parishes reaching into the sea)', () => {
    const p = labelPoint([square], ([x = 0]) => x > 7, [], 40);
    expect(p?.[0]).toBeGreaterThan(7);
  });

  it('densifies long steps', () => {
    expect(
      densify(
        [
          [0, 0],
          [1, 0],
        ],
        0.25,
      ),
    ).toEqual([
      [0, 0],
      [0.25, 0],
      [0.5, 0],
      [0.75, 0],
      [1, 0],
    ]);
  });

  it('rewinds outer rings counter-clockwise and holes clockwise', () => {
    const cw = [
      [0, 0],
      [0, 1],
      [1, 1],
      [1, 0],
      [0, 0],
    ];
    const ccwHole = [
      [0.2, 0.2],
      [0.8, 0.2],
      [0.8, 0.8],
      [0.2, 0.8],
      [0.2, 0.2],
    ];
    const fixed = rewind({ type: 'MultiPolygon', coordinates: [[cw, ccwHole]] });
    expect(fixed).toEqual({ type: 'MultiPolygon', coordinates: [[[...cw].reverse(), [...ccwHole].reverse()]] });
    const line: GeoJSON.Geometry = { type: 'LineString', coordinates: cw };
    expect(rewind(line)).toBe(line);
  });
});
