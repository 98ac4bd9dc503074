// A circle of `radius` metres around a point as a GeoJSON polygon (the POI range drawn on the map).
import type { Feature, Polygon } from 'geojson';
import type { LonLat } from '#shared/geo';

const METRES_PER_DEGREE = 40_075_000 / 360;

export function circlePolygon([lon, lat]: LonLat, radius: number, steps = 64): Feature<Polygon> {
  const ring: LonLat[] = [];
  const cosLat = Math.cos((lat * Math.PI) / 180);
  for (let i = 0; i <= steps; i += 1) {
    const a = (2 * Math.PI * i) / steps;
    ring.push([lon + (radius * Math.cos(a)) / (METRES_PER_DEGREE * cosLat), lat + (radius * Math.sin(a)) / METRES_PER_DEGREE]);
  }
  return { type: 'Feature', properties: {}, geometry: { type: 'Polygon', coordinates: [ring] } };
}
