// Small planar geometry helpers for the basemap build: containment, line merging, label points.
import type { Position } from 'geojson';

export type Ring = Position[];
export type PolygonCoords = Ring[];
export type BBox = [number, number, number, number];

function inRing(p: Position, ring: Ring): boolean {
  const [x, y] = p as [number, number];
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i] as [number, number];
    const [xj, yj] = ring[j] as [number, number];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** Even-odd test against the outer ring and its holes. */
export function inPolygon(p: Position, polygon: PolygonCoords): boolean {
  const [outer, ...holes] = polygon;
  if (!outer || !inRing(p, outer)) return false;
  return !holes.some((h) => inRing(p, h));
}

export function inAnyPolygon(p: Position, polygons: readonly PolygonCoords[]): boolean {
  return polygons.some((poly) => inPolygon(p, poly));
}

export function polygonsOf(geometry: GeoJSON.Geometry): PolygonCoords[] {
  if (geometry.type === 'Polygon') return [geometry.coordinates];
  if (geometry.type === 'MultiPolygon') return geometry.coordinates;
  return [];
}

export function bboxOf(points: Iterable<Position>): BBox {
  const box: BBox = [Infinity, Infinity, -Infinity, -Infinity];
  for (const [x, y] of points as Iterable<[number, number]>) {
    box[0] = Math.min(box[0], x);
    box[1] = Math.min(box[1], y);
    box[2] = Math.max(box[2], x);
    box[3] = Math.max(box[3], y);
  }
  return box;
}

const key = (p: Position): string => `${(p[0] ?? 0).toFixed(7)},${(p[1] ?? 0).toFixed(7)}`;

/**
 * Joins lines that share end points into longer ones (greedy, both directions), so labels have
 * room to run along a street instead of being split across many short OSM segments.
 */
export function mergeLines(lines: readonly Position[][]): Position[][] {
  const byEnd = new Map<string, number[]>();
  lines.forEach((line, i) => {
    const first = line[0];
    const last = line[line.length - 1];
    if (!first || !last) return;
    for (const k of new Set([key(first), key(last)])) byEnd.set(k, [...(byEnd.get(k) ?? []), i]);
  });
  const used = new Set<number>();
  const takeAt = (point: Position): Position[] | undefined => {
    for (const i of byEnd.get(key(point)) ?? []) {
      if (used.has(i)) continue;
      used.add(i);
      const line = lines[i] ?? [];
      return key(line[0] ?? []) === key(point) ? line : [...line].reverse();
    }
    return undefined;
  };
  const merged: Position[][] = [];
  lines.forEach((line, i) => {
    if (used.has(i) || line.length < 2) return;
    used.add(i);
    let out = [...line];
    for (let next = takeAt(out[out.length - 1] ?? []); next; next = takeAt(out[out.length - 1] ?? [])) out = out.concat(next.slice(1));
    for (let prev = takeAt(out[0] ?? []); prev; prev = takeAt(out[0] ?? [])) out = [...prev].reverse().concat(out.slice(1));
    merged.push(out);
  });
  return merged;
}

/** Squared distance in metres-ish units (longitude scaled by cos(lat)) from p to segment ab. */
function segmentDistance2(p: Position, a: Position, b: Position, kx: number): number {
  const px = (p[0] ?? 0) * kx;
  const py = p[1] ?? 0;
  const ax = (a[0] ?? 0) * kx;
  const ay = a[1] ?? 0;
  const dx = (b[0] ?? 0) * kx - ax;
  const dy = (b[1] ?? 0) - ay;
  const len2 = dx * dx + dy * dy;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / len2));
  const ex = ax + t * dx - px;
  const ey = ay + t * dy - py;
  return ex * ex + ey * ey;
}

function distanceToRings(p: Position, rings: readonly Ring[], kx: number): number {
  let best = Infinity;
  for (const ring of rings) {
    for (let i = 1; i < ring.length; i++) best = Math.min(best, segmentDistance2(p, ring[i - 1] ?? p, ring[i] ?? p, kx));
  }
  return Math.sqrt(best);
}

/**
 * A label point well inside `polygons` and also accepted by `alsoInside` (e.g. on land, as parish
 * areas reach into the sea): the grid point farthest from any edge of either shape.
 */
export function labelPoint(
  polygons: readonly PolygonCoords[],
  alsoInside: (p: Position) => boolean,
  edges: readonly Ring[] = [],
  steps = 60,
): Position | undefined {
  const rings = polygons.flat();
  const [minX, minY, maxX, maxY] = bboxOf(rings.flat());
  const kx = Math.cos((((minY + maxY) / 2) * Math.PI) / 180);
  let best: { p: Position; d: number } | undefined;
  for (let i = 0; i <= steps; i++) {
    for (let j = 0; j <= steps; j++) {
      const p: Position = [minX + ((maxX - minX) * i) / steps, minY + ((maxY - minY) * j) / steps];
      if (!inAnyPolygon(p, polygons) || !alsoInside(p)) continue;
      const d = Math.min(distanceToRings(p, rings, kx), distanceToRings(p, edges, kx));
      if (!best || d > best.d) best = { p, d };
    }
  }
  return best?.p;
}

/** Inserts points so no step is longer than `maxStep` degrees (for sampling a boundary). */
export function densify(line: readonly Position[], maxStep: number): Position[] {
  const out: Position[] = [];
  line.forEach((p, i) => {
    const prev = line[i - 1];
    if (prev) {
      const dx = (p[0] ?? 0) - (prev[0] ?? 0);
      const dy = (p[1] ?? 0) - (prev[1] ?? 0);
      const n = Math.ceil(Math.hypot(dx, dy) / maxStep);
      for (let k = 1; k < n; k++) out.push([(prev[0] ?? 0) + (dx * k) / n, (prev[1] ?? 0) + (dy * k) / n]);
    }
    out.push(p);
  });
  return out;
}

/** Twice the signed area of a ring in lon/lat; positive when counter-clockwise. */
function ringArea2(ring: Ring): number {
  let sum = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    sum += ((ring[j]?.[0] ?? 0) - (ring[i]?.[0] ?? 0)) * ((ring[j]?.[1] ?? 0) + (ring[i]?.[1] ?? 0));
  }
  return sum;
}

/**
 * RFC 7946 winding (outer rings counter-clockwise, holes clockwise). Vector tile readers tell outer
 * rings from holes by winding alone, so data with mixed winding would render islands as holes.
 */
export function rewind(geometry: GeoJSON.Geometry): GeoJSON.Geometry {
  const fix = (polygon: PolygonCoords): PolygonCoords => polygon.map((ring, i) => (ringArea2(ring) > 0 === (i === 0) ? ring : [...ring].reverse()));
  if (geometry.type === 'Polygon') return { ...geometry, coordinates: fix(geometry.coordinates) };
  if (geometry.type === 'MultiPolygon') return { ...geometry, coordinates: geometry.coordinates.map(fix) };
  return geometry;
}
