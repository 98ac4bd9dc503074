// GET /api/pois: every POI, or those within range of any given coordinate with their distance, nearest first.
import { withHolidays } from '../api/provenance';
import { inMacaoBounds } from '#shared/geo';
import type { Api } from '../api/context';
import { badRequest } from '../api/context';
import { COORDINATES, RANGE, TEXT, query } from '../api/schemas';
import { livePois, nearby } from '../api/sight-shapes';
import { POI_TYPES } from '../import/vocab';
import type { Poi as PoiShape } from '#shared/api/places';
import type { Coord, ML, Poi } from '../store/types';

const MAX_COORDINATES = 200;

export function parseCoordinates(text: string): Coord[] {
  const pairs = text.split('|');
  if (pairs.length > MAX_COORDINATES) throw badRequest(`coordinates: at most ${MAX_COORDINATES} pairs`);
  return pairs.map((pair, i) => {
    const parts = pair.split(',');
    const nums = parts.map((p) => (p.trim() === '' ? NaN : Number(p)));
    if (nums.length !== 2 || nums.some((n) => !Number.isFinite(n))) throw badRequest(`coordinates: pair ${i + 1} must be exactly two numbers "lon,lat"`);
    const c: Coord = [nums[0]!, nums[1]!];
    if (!inMacaoBounds(c)) throw badRequest(`coordinates: pair ${i + 1} is outside the map bounds`);
    return c;
  });
}

/** SPEC §5: closed when flagged, or when today lies in the (possibly open-ended) closure window. */
export function isTempClosed(p: Poi, today: string): boolean {
  if (p.tempClosed) return true;
  if (!p.tmpCloseStart && !p.tmpCloseEnd) return false;
  return (!p.tmpCloseStart || p.tmpCloseStart <= today) && (!p.tmpCloseEnd || today <= p.tmpCloseEnd);
}

export function registerPois(api: Api): void {
  api.get('/api/pois', { querystring: query({ coordinates: COORDINATES, range: RANGE, types: TEXT }) }, ({ store, query: q, today }): PoiShape<ML>[] => {
    const types = typeof q.types === 'string' && q.types !== '' ? q.types.split(',').filter((t) => (POI_TYPES as readonly string[]).includes(t)) : undefined;
    const all = livePois(store, store.pois(types), today);
    const coords = typeof q.coordinates === 'string' && q.coordinates !== '' ? parseCoordinates(q.coordinates) : undefined;
    const list: Poi[] = coords ? nearby(all, coords, Number(q.range ?? 200)) : all;
    return list.map((p) => withHolidays(store, { ...p, tempClose: isTempClosed(p, today) }));
  });
}
