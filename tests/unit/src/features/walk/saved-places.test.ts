// The saved places a walk may start from: those with a position only, planned ones day by day, then the rest.
import { describe, expect, it } from 'vitest';
import { placesWithPosition } from '#/features/walk/saved-places';
import type { Trip, TripPlace } from '#/lib/trip/model';

const place = (id: string, coordinate?: [number, number]): TripPlace => ({
  key: `sight:${id}`,
  kind: 'sight',
  id,
  names: { en: id },
  path: `sightseeing/world-heritage/${id}`,
  ...(coordinate ? { coordinate } : {}),
});

describe('placesWithPosition', () => {
  it('lists planned places in day order, then the unplanned, and leaves out places without a position', () => {
    const trip: Trip = {
      places: {
        'sight:a': place('a', [113.53, 22.19]),
        'sight:b': place('b', [113.54, 22.19]),
        'sight:c': place('c'),
        'sight:d': place('d', [113.55, 22.2]),
      },
      days: [
        {
          id: 'd1',
          date: '2026-11-29',
          start: 540,
          stops: [
            { key: 'sight:d', note: '' },
            { key: 'sight:c', note: '' },
          ],
        },
        { id: 'd2', date: '2026-11-30', start: 540, stops: [{ key: 'sight:b', note: '' }] },
      ],
    };
    expect(placesWithPosition(trip).map((p) => p.id)).toEqual(['d', 'b', 'a']);
  });

  it('gives nothing for an empty trip', () => {
    expect(placesWithPosition({ places: {}, days: [] })).toEqual([]);
  });
});
