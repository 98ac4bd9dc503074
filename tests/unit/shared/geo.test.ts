// Unit tests for src/lib/geo: distances, bounds, spreading and the GCJ-02 transform.
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CENTER,
  nearby,
  boundsOf,
  distanceMetres,
  inMacaoBounds,
  isCoordinatePair,
  spreadSameCoordinate,
  wgs84ToGcj02,
  withinRange,
} from '#shared/geo';

const RUINS: [number, number] = [113.540895, 22.197444];
const SENADO: [number, number] = [113.539364, 22.193656];

describe('distanceMetres', () => {
  it("matches a hand computation (Ruins of St. Paul's to Senado Square)", () => {
    // dLat = 0.003788° ≈ 421.2 m; dLon = 0.001531° · cos(22.1955°) ≈ 157.6 m; √(421.2² + 157.6²) ≈ 449.7
    expect(distanceMetres(RUINS, SENADO)).toBe(450);
  });
  it('is symmetric and zero for the same point', () => {
    expect(distanceMetres(SENADO, RUINS)).toBe(450);
    expect(distanceMetres(RUINS, RUINS)).toBe(0);
  });
  it('uses the 6371 km radius: one degree of latitude is 111195 m', () => {
    expect(distanceMetres([113.5, 22], [113.5, 23])).toBe(111195);
  });
  it('returns whole metres', () => {
    expect(Number.isInteger(distanceMetres([113.55, 22.16], [113.5512, 22.1633]))).toBe(true);
  });
});

describe('withinRange', () => {
  it('compares the rounded distance with the range', () => {
    expect(withinRange(RUINS, SENADO, 500)).toBe(true);
    expect(withinRange(RUINS, SENADO, 450)).toBe(true);
    expect(withinRange(RUINS, SENADO, 200)).toBe(false);
  });
});

describe('isCoordinatePair', () => {
  it('accepts exactly two finite numbers', () => {
    expect(isCoordinatePair([113.5, 22.1])).toBe(true);
    expect(isCoordinatePair([113.5])).toBe(false);
    expect(isCoordinatePair([113.5, 22.1, 3])).toBe(false);
    expect(isCoordinatePair(['113.5', 22.1])).toBe(false);
    expect(isCoordinatePair([NaN, 22.1])).toBe(false);
    expect(isCoordinatePair([Infinity, 22.1])).toBe(false);
    expect(isCoordinatePair(null)).toBe(false);
    expect(isCoordinatePair({ 0: 1, 1: 2, length: 2 })).toBe(false);
  });
});

describe('inMacaoBounds', () => {
  it('uses the SPEC §9 bounds', () => {
    expect(inMacaoBounds(DEFAULT_CENTER)).toBe(true);
    expect(inMacaoBounds(RUINS)).toBe(true);
    expect(inMacaoBounds([113.4215, 22.0647])).toBe(true);
    expect(inMacaoBounds([113.42, 22.2])).toBe(false);
    expect(inMacaoBounds([113.5, 22.6])).toBe(false);
    expect(inMacaoBounds([116.39, 39.9])).toBe(false);
  });
});

describe('boundsOf', () => {
  it('ignores entries that are not two numbers', () => {
    expect(boundsOf([RUINS, [1], 'x', null, [1, 2, 3], SENADO])).toEqual([
      [113.539364, 22.193656],
      [113.540895, 22.197444],
    ]);
  });
  it('returns null without any valid pair', () => {
    expect(boundsOf([])).toBeNull();
    expect(boundsOf([[1], [NaN, 2]])).toBeNull();
  });
  it('gives a degenerate box for one point', () => {
    expect(boundsOf([RUINS])).toEqual([RUINS, RUINS]);
  });
});

describe('spreadSameCoordinate', () => {
  interface Item {
    id: string;
    coordinate: [number, number];
  }
  const get = (t: Item) => t.coordinate;
  const set = (t: Item, c: [number, number]): Item => ({ ...t, coordinate: c });

  it('leaves unique coordinates alone and keeps order', () => {
    const items: Item[] = [
      { id: 'a', coordinate: RUINS },
      { id: 'b', coordinate: SENADO },
    ];
    expect(spreadSameCoordinate(items, get, set)).toEqual(items);
  });

  it('places n shared items evenly on a 10 m circle', () => {
    const items: Item[] = ['a', 'b', 'c', 'd', 'e'].map((id) => ({ id, coordinate: RUINS }));
    items.push({ id: 'lone', coordinate: SENADO });
    const out = spreadSameCoordinate(items, get, set);
    expect(out.map((i) => i.id)).toEqual(['a', 'b', 'c', 'd', 'e', 'lone']);
    expect(out[5]!.coordinate).toEqual(SENADO);
    const spread = out.slice(0, 5).map((i) => i.coordinate);
    for (const c of spread) {
      // Unrounded radius via an equirectangular approximation, exact at this scale.
      const mPerDeg = 40075000 / 360;
      const dx = (c[0] - RUINS[0]) * mPerDeg * Math.cos((RUINS[1] * Math.PI) / 180);
      const dy = (c[1] - RUINS[1]) * mPerDeg;
      expect(Math.hypot(dx, dy)).toBeCloseTo(10, 6);
    }
    // First item sits due east: 10 m / (111319.44 m/° · cos 22.197444° = 103069.3 m/°) ≈ 0.00009702°.
    expect(spread[0]![0] - RUINS[0]).toBeCloseTo(0.00009702, 7);
    expect(spread[0]![1]).toBeCloseTo(RUINS[1], 10);
    // Neighbours are 72° apart: chord = 2 · 10 · sin(36°) ≈ 11.76 m.
    expect(distanceMetres(spread[0]!, spread[1]!)).toBe(12);
    const keys = new Set(spread.map((c) => c.join(',')));
    expect(keys.size).toBe(5);
  });

  it('two shared items end up 20 m apart on opposite sides', () => {
    const out = spreadSameCoordinate(
      [
        { id: 'a', coordinate: SENADO },
        { id: 'b', coordinate: SENADO },
      ],
      get,
      set,
    );
    expect(distanceMetres(out[0]!.coordinate, out[1]!.coordinate)).toBe(20);
  });
});

describe('wgs84ToGcj02', () => {
  it('matches the published Tiananmen reference', () => {
    const [lon, lat] = wgs84ToGcj02([116.391349, 39.907375]);
    expect(Math.abs(lon - 116.397589)).toBeLessThan(1e-4);
    expect(Math.abs(lat - 39.908772)).toBeLessThan(1e-4);
  });
  it('shifts Macao by a few hundred metres', () => {
    const shifted = wgs84ToGcj02(RUINS);
    const d = distanceMetres(RUINS, shifted);
    expect(d).toBeGreaterThan(400);
    expect(d).toBeLessThan(700);
  });
  it('leaves points outside China unchanged', () => {
    expect(wgs84ToGcj02([-0.1276, 51.5072])).toEqual([-0.1276, 51.5072]);
    expect(wgs84ToGcj02([139.6917, 35.6895])).toEqual([139.6917, 35.6895]);
  });
});

describe('nearby', () => {
  const items = [
    { id: 'a', coordinate: [113.54, 22.19] as [number, number] },
    { id: 'b', coordinate: [113.5401, 22.1901] as [number, number] },
    { id: 'far', coordinate: [113.56, 22.12] as [number, number] },
  ];

  it('keeps items within range of any coordinate, nearest first, with the distance and the nearest coordinate', () => {
    const out = nearby(items, [[113.5402, 22.1902]], 200);
    expect(out.map((p) => p.id)).toEqual(['b', 'a']);
    expect(out[0]!.distance).toBeLessThan(out[1]!.distance);
    expect(out[0]!.nearestCoordinate).toEqual([113.5402, 22.1902]);
  });

  it('leaves out the excluded id and everything beyond the range', () => {
    expect(nearby(items, [[113.54, 22.19]], 200, 'a').map((p) => p.id)).toEqual(['b']);
    expect(nearby(items, [[113.54, 22.19]], 1)).toHaveLength(1);
  });
});
