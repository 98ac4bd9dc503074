// Walking time between stops: the route's minutes where the walking graph answered, the estimate elsewhere.
import { describe, expect, it } from 'vitest';
import { walkKey, walkingMinutes, walkingWith } from '#/lib/trip/walking';
import type { LonLat } from '#shared/geo';

const SENADO: LonLat = [113.5394, 22.1935];
const A_MA: LonLat = [113.5306, 22.1862];

describe('walkingWith', () => {
  it('takes the route where one is known, one way only', () => {
    const walk = walkingWith(new Map([[walkKey(SENADO, A_MA), 27]]));
    expect(walk(SENADO, A_MA)).toBe(27);
    expect(walk(A_MA, SENADO)).toBe(walkingMinutes(A_MA, SENADO));
  });

  it('falls back to the straight line times the detour factor', () => {
    const estimate = walkingMinutes(SENADO, A_MA);
    expect(walkingWith(new Map())(SENADO, A_MA)).toBe(estimate);
    // About 1.2 km as the crow flies: a quarter of an hour or so on foot.
    expect(estimate).toBeGreaterThan(12);
    expect(estimate).toBeLessThan(30);
  });
});
