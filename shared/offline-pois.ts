// POIs near given points computed from the saved list of every POI of a locale: how the service worker answers
// GET /api/pois?coordinates=…&range=…&types=… offline, with the same rule the server uses (nearby()).
import { isCoordinatePair, nearby, type LonLat } from './geo';

/** SPEC §9 default POI range. */
export const DEFAULT_POI_RANGE = 200;

export interface PoiQuery {
  lang: string | null;
  coordinates: LonLat[];
  types: string[];
  range: number;
}

/** `lon,lat|lon,lat…` as the POI call takes it, or undefined when any pair is not two numbers. */
export function parseCoordinates(text: string): LonLat[] | undefined {
  const pairs = text.split('|').map((p) => p.split(',').map((n) => (n.trim() === '' ? NaN : Number(n))));
  return pairs.every(isCoordinatePair) ? (pairs as LonLat[]) : undefined;
}

/** The POI call's parameters, or undefined when this is not a POI call near points. */
export function parsePoiQuery(pathname: string, params: { get(name: string): string | null }): PoiQuery | undefined {
  if (pathname !== '/api/pois') return undefined;
  const coordinates = parseCoordinates(params.get('coordinates') ?? '');
  if (!coordinates) return undefined;
  const range = Number(params.get('range') ?? DEFAULT_POI_RANGE) || DEFAULT_POI_RANGE;
  return { lang: params.get('lang'), coordinates, types: (params.get('types') ?? '').split(',').filter(Boolean), range };
}

export function poisNear<T extends { id: string; type: string; coordinate: LonLat }>(all: readonly T[], query: PoiQuery) {
  return nearby(query.types.length ? all.filter((p) => query.types.includes(p.type)) : all, query.coordinates, query.range);
}
