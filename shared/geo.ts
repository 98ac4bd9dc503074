// Pure geometry for the map (SPEC §5, §9): distances, bounds, same-coordinate spreading and WGS84→GCJ-02.

export type LonLat = [number, number];

/** SPEC §9 map bounds as [[west, south], [east, north]]. */
export const MAP_BOUNDS: [LonLat, LonLat] = [
  [113.4215, 22.0647],
  [114.4199, 22.5384],
];

export const DEFAULT_CENTER: LonLat = [113.558, 22.163];

const EARTH_RADIUS_M = 6_371_000;
const EARTH_CIRCUMFERENCE_M = 40_075_000;
const SPREAD_RADIUS_M = 10;
const METRES_PER_DEGREE = EARTH_CIRCUMFERENCE_M / 360;

const toRad = (deg: number): number => (deg * Math.PI) / 180;

/** Great-circle (haversine) distance between two [lon, lat] points, rounded to whole metres. */
export function distanceMetres(a: LonLat, b: LonLat): number {
  const dLat = toRad(b[1] - a[1]);
  const dLon = toRad(b[0] - a[0]);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRad(a[1])) * Math.cos(toRad(b[1])) * Math.sin(dLon / 2) ** 2;
  return Math.round(2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h))));
}

/** SPEC §5: a coordinate is usable only when it is exactly two finite numbers. */
export function isCoordinatePair(c: unknown): c is LonLat {
  return Array.isArray(c) && c.length === 2 && typeof c[0] === 'number' && typeof c[1] === 'number' && Number.isFinite(c[0]) && Number.isFinite(c[1]);
}

export function inMacaoBounds([lon, lat]: LonLat): boolean {
  const [[west, south], [east, north]] = MAP_BOUNDS;
  return lon >= west && lon <= east && lat >= south && lat <= north;
}

/** True when `point` lies within `range` metres of `center`. */
export function withinRange(center: LonLat, point: LonLat, range: number): boolean {
  return distanceMetres(center, point) <= range;
}

/**
 * Items within `range` metres of any of `coords`, each with its distance to the nearest one, nearest first. The
 * server answers GET /api/pois with it, and the service worker computes the same answer from the saved POI list offline.
 */
export function nearby<T extends { id: string; coordinate: LonLat }>(
  items: readonly T[],
  coords: readonly LonLat[],
  range: number,
  exclude?: string,
): (T & { distance: number; nearestCoordinate: LonLat })[] {
  const out: (T & { distance: number; nearestCoordinate: LonLat })[] = [];
  for (const item of items) {
    if (item.id === exclude) continue;
    let best = Infinity;
    let nearest: LonLat | undefined;
    for (const c of coords) {
      const d = distanceMetres(c, item.coordinate);
      if (d < best) {
        best = d;
        nearest = c;
      }
    }
    if (nearest && best <= range) out.push({ ...item, distance: best, nearestCoordinate: nearest });
  }
  return out.sort((a, b) => a.distance - b.distance);
}

/**
 * Items sharing one coordinate would hide each other's markers, so each group of n > 1 is
 * placed evenly on a 10 m circle around the shared point (SPEC §5). Input order is kept.
 */
export function spreadSameCoordinate<T>(items: T[], get: (t: T) => LonLat, set: (t: T, c: LonLat) => T): T[] {
  const groups = new Map<string, number[]>();
  items.forEach((item, i) => {
    const c = get(item);
    if (!isCoordinatePair(c)) return;
    const key = `${c[0]},${c[1]}`;
    const group = groups.get(key);
    if (group) group.push(i);
    else groups.set(key, [i]);
  });
  const out = items.slice();
  for (const indices of groups.values()) {
    const n = indices.length;
    if (n < 2) continue;
    indices.forEach((itemIndex, k) => {
      const item = items[itemIndex] as T;
      const [lon, lat] = get(item);
      const angle = (2 * Math.PI * k) / n;
      const dLat = (SPREAD_RADIUS_M * Math.sin(angle)) / METRES_PER_DEGREE;
      const dLon = (SPREAD_RADIUS_M * Math.cos(angle)) / (METRES_PER_DEGREE * Math.cos(toRad(lat)));
      out[itemIndex] = set(item, [lon + dLon, lat + dLat]);
    });
  }
  return out;
}

/** Bounding box [[minLon, minLat], [maxLon, maxLat]] of the valid pairs, or null when there are none (SPEC §5). */
export function boundsOf(coords: unknown[]): [LonLat, LonLat] | null {
  let minLon = Infinity;
  let minLat = Infinity;
  let maxLon = -Infinity;
  let maxLat = -Infinity;
  for (const c of coords) {
    if (!isCoordinatePair(c)) continue;
    minLon = Math.min(minLon, c[0]);
    maxLon = Math.max(maxLon, c[0]);
    minLat = Math.min(minLat, c[1]);
    maxLat = Math.max(maxLat, c[1]);
  }
  if (minLon === Infinity) return null;
  return [
    [minLon, minLat],
    [maxLon, maxLat],
  ];
}

// Krasovsky 1940 ellipsoid, as used by the published GCJ-02 transform.
const GCJ_A = 6378245.0;
const GCJ_EE = 0.006693421622965943;

function outOfChina(lon: number, lat: number): boolean {
  return lon < 72.004 || lon > 137.8347 || lat < 0.8293 || lat > 55.8271;
}

function transformLat(x: number, y: number): number {
  let ret = -100 + 2 * x + 3 * y + 0.2 * y * y + 0.1 * x * y + 0.2 * Math.sqrt(Math.abs(x));
  ret += ((20 * Math.sin(6 * x * Math.PI) + 20 * Math.sin(2 * x * Math.PI)) * 2) / 3;
  ret += ((20 * Math.sin(y * Math.PI) + 40 * Math.sin((y / 3) * Math.PI)) * 2) / 3;
  ret += ((160 * Math.sin((y / 12) * Math.PI) + 320 * Math.sin((y * Math.PI) / 30)) * 2) / 3;
  return ret;
}

function transformLon(x: number, y: number): number {
  let ret = 300 + x + 2 * y + 0.1 * x * x + 0.1 * x * y + 0.1 * Math.sqrt(Math.abs(x));
  ret += ((20 * Math.sin(6 * x * Math.PI) + 20 * Math.sin(2 * x * Math.PI)) * 2) / 3;
  ret += ((20 * Math.sin(x * Math.PI) + 40 * Math.sin((x / 3) * Math.PI)) * 2) / 3;
  ret += ((150 * Math.sin((x / 12) * Math.PI) + 300 * Math.sin((x / 30) * Math.PI)) * 2) / 3;
  return ret;
}

/** WGS84 → GCJ-02 for the China maps provider (SPEC §7); points outside China are returned unchanged. */
export function wgs84ToGcj02([lon, lat]: LonLat): LonLat {
  if (outOfChina(lon, lat)) return [lon, lat];
  const radLat = toRad(lat);
  const magic = 1 - GCJ_EE * Math.sin(radLat) ** 2;
  const sqrtMagic = Math.sqrt(magic);
  const dLat = (transformLat(lon - 105, lat - 35) * 180) / (((GCJ_A * (1 - GCJ_EE)) / (magic * sqrtMagic)) * Math.PI);
  const dLon = (transformLon(lon - 105, lat - 35) * 180) / ((GCJ_A / sqrtMagic) * Math.cos(radLat) * Math.PI);
  return [lon + dLon, lat + dLat];
}
