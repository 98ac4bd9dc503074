// A place's coordinate is one [lon, lat] pair or a list of pairs; only exactly-two-number pairs are used (SPEC §5).
import { isCoordinatePair, type LonLat } from '#shared/geo';
import type { Coordinate } from '#shared/api/places';

export function coordinateListOf(c: Coordinate | undefined | null): LonLat[] {
  if (!c) return [];
  if (isCoordinatePair(c)) return [c];
  return Array.isArray(c) ? (c as unknown[]).filter(isCoordinatePair) : [];
}
