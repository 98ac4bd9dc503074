// "Order to walk less": better or equal on fixed cases, never worse than the order given.
import { describe, expect, it } from 'vitest';
import { pathCost, shortWalkOrder } from '#/lib/trip/order';
import { walkingMinutes } from '#/lib/trip/walking';
import type { LonLat } from '#shared/geo';

const line = (xs: number[]) => (a: number, b: number) => Math.abs(xs[a]! - xs[b]!);

describe('shortWalkOrder', () => {
  it('keeps zero, one and two stops as they are', () => {
    expect(shortWalkOrder(0, () => 1)).toEqual([]);
    expect(shortWalkOrder(1, () => 1)).toEqual([0]);
    expect(shortWalkOrder(2, () => 1)).toEqual([0, 1]);
  });
  it('walks points on a line in one direction from the first stop', () => {
    const cost = line([0, 3, 1, 2, 4]);
    const order = shortWalkOrder(5, cost);
    expect(order).toEqual([0, 2, 3, 1, 4]);
    expect(pathCost(order, cost)).toBe(4);
  });
  it('keeps the first stop first', () => {
    const order = shortWalkOrder(4, line([2, 0, 3, 1]));
    expect(order[0]).toBe(0);
    expect([...order].sort()).toEqual([0, 1, 2, 3]);
  });
  it('undoes a crossing on real Macao places', () => {
    const places: LonLat[] = [
      [113.5409, 22.1975], // Ruins of St. Paul's
      [113.5308, 22.1862], // A-Ma Temple
      [113.5399, 22.1937], // Senado Square
      [113.5362, 22.1899], // Lilau Square
    ];
    const cost = (a: number, b: number) => walkingMinutes(places[a]!, places[b]!);
    const order = shortWalkOrder(places.length, cost);
    expect(order).toEqual([0, 2, 3, 1]);
    expect(pathCost(order, cost)).toBeLessThan(pathCost([0, 1, 2, 3], cost));
  });
  it('is never worse than the input on 200 random cases, and returns each stop once', () => {
    let seed = 7;
    const rand = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    for (let run = 0; run < 200; run++) {
      const n = 3 + Math.floor(rand() * 8);
      const pts = Array.from({ length: n }, () => [rand(), rand()] as const);
      // Asymmetric on purpose (a hill one way): the result must still hold against the given order.
      const cost = (a: number, b: number) => Math.hypot(pts[a]![0] - pts[b]![0], pts[a]![1] - pts[b]![1]) * (a < b ? 1 : 1.4);
      const order = shortWalkOrder(n, cost);
      expect([...order].sort((x, y) => x - y)).toEqual(Array.from({ length: n }, (_, i) => i));
      expect(order[0]).toBe(0);
      expect(pathCost(order, cost)).toBeLessThanOrEqual(
        pathCost(
          Array.from({ length: n }, (_, i) => i),
          cost,
        ) + 1e-12,
      );
    }
  });
});

describe('walkingMinutes', () => {
  it('is the straight line times the detour factor at 4.5 km/h, in whole minutes', () => {
    // Senado Square to the Ruins of St. Paul's: about 430 m straight, so about 8 minutes on the old streets.
    expect(walkingMinutes([113.5399, 22.1937], [113.5409, 22.1975])).toBe(8);
    expect(walkingMinutes([113.5399, 22.1937], [113.5399, 22.1937])).toBe(0);
  });
});
