// SPEC §4: with the visitor's position known, lists are sorted by distance (nearest pair of each item) and show it.
import { distanceMetres, type LonLat } from '#shared/geo';
import { coordinateListOf } from '#/map/coordinates';
import type { Coordinate } from '#shared/api/places';

export interface WithDistance<T> {
  item: T;
  distance?: number;
}

/** The distance in metres from `from` to the nearest usable pair of `c`, or undefined. */
export function nearestDistance(from: LonLat, c: Coordinate | undefined): number | undefined {
  const ds = coordinateListOf(c).map((p) => distanceMetres(from, p));
  return ds.length ? Math.min(...ds) : undefined;
}

/** Items with their distance; sorted nearest first (items without a coordinate last, order kept) when `sort`. */
export function withDistances<T>(items: readonly T[], coordOf: (t: T) => Coordinate | undefined, from: LonLat | null, sort = true): WithDistance<T>[] {
  const list = items.map((item) => ({ item, ...(from ? { distance: nearestDistance(from, coordOf(item)) } : {}) }));
  if (!from || !sort) return list;
  return list
    .map((x, i) => ({ x, i }))
    .sort((a, b) => (a.x.distance ?? Infinity) - (b.x.distance ?? Infinity) || a.i - b.i)
    .map(({ x }) => x);
}

// Shown through #shared/format's formatDistance (Intl units), which the list badge and the POI popup import.
export { formatDistance } from '#shared/format';
