// Cuts features into gzipped Mapbox Vector Tiles with geojson-vt and vt-pbf, zoom by zoom over the covered area.
import { gzipSync } from 'node:zlib';
import { GeoJSONVT, type GeoJSONVTTile } from '@maplibre/geojson-vt';
import { fromGeojsonVt } from '@maplibre/vt-pbf';
import { rewind, type BBox } from './geo';
import type { LayerName, TileFeature } from './layers';
import type { TileInput } from './pmtiles-writer';

export const EXTENT = 4096;

/** Area covered up to a zoom: wide context at low zooms, Macao itself at street zooms. */
export interface Coverage {
  bbox: BBox;
  maxzoom: number;
}

interface Group {
  layer: LayerName;
  minzoom: number;
  index: GeoJSONVT;
}

function lonToX(lon: number, z: number): number {
  return Math.floor(((lon + 180) / 360) * 2 ** z);
}

function latToY(lat: number, z: number): number {
  const r = (lat * Math.PI) / 180;
  return Math.floor(((1 - Math.log(Math.tan(r) + 1 / Math.cos(r)) / Math.PI) / 2) * 2 ** z);
}

/** Tile coordinates covering a bbox at zoom z. */
export function tilesCovering(bbox: BBox, z: number): { x: number; y: number }[] {
  const [minLon, minLat, maxLon, maxLat] = bbox;
  const out: { x: number; y: number }[] = [];
  for (let x = lonToX(minLon, z); x <= lonToX(maxLon, z); x++) {
    for (let y = latToY(maxLat, z); y <= latToY(minLat, z); y++) out.push({ x, y });
  }
  return out;
}

/** One index per layer and minimum zoom, so a tile only takes the groups visible at its zoom. */
function indexGroups(features: readonly TileFeature[], maxzoom: number): Group[] {
  const buckets = new Map<string, { layer: LayerName; minzoom: number; features: GeoJSON.Feature[] }>();
  for (const f of features) {
    const k = `${f.layer}@${f.minzoom}`;
    const b = buckets.get(k) ?? { layer: f.layer, minzoom: f.minzoom, features: [] };
    b.features.push({ ...f.feature, geometry: rewind(f.feature.geometry) });
    buckets.set(k, b);
  }
  return [...buckets.values()].map((b) => ({
    layer: b.layer,
    minzoom: b.minzoom,
    index: new GeoJSONVT({ type: 'FeatureCollection', features: b.features }, { maxZoom: maxzoom, indexMaxZoom: 5, tolerance: 3, extent: EXTENT, buffer: 64 }),
  }));
}

/** Encodes one tile, or returns undefined when no layer has a feature there. */
function encodeTile(groups: readonly Group[], z: number, x: number, y: number): { data: Uint8Array; layers: string[] } | undefined {
  const layers: Record<string, GeoJSONVTTile> = {};
  for (const g of groups) {
    if (g.minzoom > z) continue;
    const t = g.index.getTile(z, x, y);
    if (!t || t.features.length === 0) continue;
    const into = layers[g.layer];
    // geojson-vt types a tile's features as an intersection of its internal and public shapes; a concatenation keeps both.
    if (into) into.features = [...into.features, ...t.features] as GeoJSONVTTile['features'];
    else layers[g.layer] = { ...t, features: [...t.features] as GeoJSONVTTile['features'] };
  }
  const names = Object.keys(layers);
  if (names.length === 0) return undefined;
  return { data: fromGeojsonVt(layers, { version: 2, extent: EXTENT }), layers: names };
}

export interface CutResult {
  tiles: TileInput[];
  /** Layers that made it into at least one tile. */
  layers: Set<string>;
}

/** Gzipped tiles for every zoom from minzoom to the largest coverage maxzoom; empty tiles are left out. */
export function cutTiles(features: readonly TileFeature[], minzoom: number, coverage: readonly Coverage[]): CutResult {
  const maxzoom = Math.max(...coverage.map((c) => c.maxzoom));
  const groups = indexGroups(features, maxzoom);
  const tiles: TileInput[] = [];
  const seen = new Set<string>();
  for (let z = minzoom; z <= maxzoom; z++) {
    const done = new Set<string>();
    for (const area of coverage.filter((c) => c.maxzoom >= z)) {
      for (const { x, y } of tilesCovering(area.bbox, z)) {
        const k = `${x}/${y}`;
        if (done.has(k)) continue;
        done.add(k);
        const encoded = encodeTile(groups, z, x, y);
        if (!encoded) continue;
        tiles.push({ z, x, y, data: gzipSync(encoded.data, { level: 9 }) });
        for (const name of encoded.layers) seen.add(name);
      }
    }
  }
  return { tiles, layers: seen };
}
