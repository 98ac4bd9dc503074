// Reads the Macao geodata folder (see its SOURCES.md) and normalises it into features for the tile layers.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Feature, FeatureCollection, LineString, Position } from 'geojson';
import { densify, inAnyPolygon, labelPoint, mergeLines, polygonsOf, type PolygonCoords, type Ring } from './geo';
import { MINZOOM, ROAD_LABEL_MINZOOM, ROAD_MINZOOM, roadClass, type RoadClass, type TileFeature } from './layers';

/** The files this build reads, relative to MAP_DATA_DIR. */
export const DATA_FILES = {
  land: 'dscc_webmap/macau_land_repaired.geojson',
  contextLand: 'osm/geomaps_countries-land-10m_bbox.geojson',
  parishes: 'dscc_webmap/parishes.geojson',
  roads: 'osm/roads_drivable_named.geojson',
  walk: 'osm/walk_network_peninsula.geojson',
  lrtLines: 'osm/lrt_lines.geojson',
  lrtStations: 'osm/lrt_stations.geojson',
  busStops: 'transit/bus_stops.geojson',
} as const;

/** True when every file the detailed build needs is present. */
export function hasDetailedData(dataDir: string): boolean {
  return Object.values(DATA_FILES).every((f) => existsSync(join(dataDir, f)));
}

function read(dataDir: string, file: string): FeatureCollection {
  const json = JSON.parse(readFileSync(join(dataDir, file), 'utf8')) as FeatureCollection;
  if (json.type !== 'FeatureCollection') throw new Error(`${file} is not a FeatureCollection`);
  return json;
}

const text = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined);

/** Keeps only defined, non-empty properties so tiles carry no null keys. */
function props(p: Record<string, unknown>): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(p)) if (typeof v === 'number' || (typeof v === 'string' && v !== '')) out[k] = v;
  return out;
}

const feature = (geometry: GeoJSON.Geometry, properties: Record<string, unknown>): Feature => ({ type: 'Feature', geometry, properties: props(properties) });

function landFeatures(dataDir: string): { features: TileFeature[]; land: PolygonCoords[] } {
  const land = read(dataDir, DATA_FILES.land).features.flatMap((f) => polygonsOf(f.geometry));
  const features: TileFeature[] = [{ layer: 'land', minzoom: MINZOOM.land, feature: feature({ type: 'MultiPolygon', coordinates: land }, { class: 'macao' }) }];
  // The generalised OSM land of the neighbours gives Zhuhai, Hengqin and Hong Kong a shore; its Macao part is too coarse, ours replaces it.
  for (const f of read(dataDir, DATA_FILES.contextLand).features) {
    if (f.properties?.A3 === 'MAC') continue;
    // Its triangular holes (4-vertex rings) are artefacts of the generalisation, not lakes: drop them.
    const polygons = polygonsOf(f.geometry).map(([outer, ...holes]) => [outer ?? [], ...holes.filter((h) => h.length > 4)]);
    features.push({ layer: 'land', minzoom: MINZOOM.land, feature: feature({ type: 'MultiPolygon', coordinates: polygons }, { class: 'neighbour' }) });
  }
  return { features, land };
}

/**
 * Parish rings clipped to land by sampling, each shared edge emitted once: a point within ~30 m of
 * another parish's boundary already taken is left to that parish.
 */
function parishBoundaries(parishes: readonly PolygonCoords[][], onLand: (p: Position) => boolean): Position[][] {
  const cell = 0.0003;
  const taken = new Map<string, number>();
  const cellKey = (p: Position, dx = 0, dy = 0): string => `${Math.floor((p[0] ?? 0) / cell) + dx},${Math.floor((p[1] ?? 0) / cell) + dy}`;
  const takenByOther = (p: Position, owner: number): boolean => {
    for (let dx = -1; dx <= 1; dx++)
      for (let dy = -1; dy <= 1; dy++) {
        const o = taken.get(cellKey(p, dx, dy));
        if (o !== undefined && o !== owner) return true;
      }
    return false;
  };
  const runs: Position[][] = [];
  parishes.forEach((polygons, owner) => {
    for (const ring of polygons.flat()) {
      // About 10 m steps, fine enough to follow the coast where a boundary leaves the land.
      const samples = densify(ring, 0.0001);
      let run: Position[] = [];
      for (const p of samples) {
        if (onLand(p) && !takenByOther(p, owner)) run.push(p);
        else {
          if (run.length > 1) runs.push(run);
          run = [];
        }
      }
      if (run.length > 1) runs.push(run);
      for (const p of samples) taken.set(cellKey(p), owner);
    }
  });
  return mergeLines(runs);
}

function parishFeatures(dataDir: string, land: PolygonCoords[]): TileFeature[] {
  const onLand = (p: Position): boolean => inAnyPolygon(p, land);
  const parishes = read(dataDir, DATA_FILES.parishes).features;
  const out: TileFeature[] = [];
  const landEdges: Ring[] = land.flat();
  const polygonsPerParish = parishes.map((f) => polygonsOf(f.geometry));
  parishes.forEach((f, i) => {
    const p = { slug: text(f.properties?.slug), name_zh: text(f.properties?.name_zh), name_pt: text(f.properties?.name_pt) };
    out.push({ layer: 'parish', minzoom: MINZOOM.parish, feature: feature(f.geometry, p) });
    const at = labelPoint(polygonsPerParish[i] ?? [], onLand, landEdges);
    if (at) out.push({ layer: 'parish_label', minzoom: MINZOOM.parish_label, feature: feature({ type: 'Point', coordinates: at }, p) });
  });
  for (const line of parishBoundaries(polygonsPerParish, onLand)) {
    out.push({ layer: 'parish_boundary', minzoom: MINZOOM.parish_boundary, feature: feature({ type: 'LineString', coordinates: line }, {}) });
  }
  return out;
}

interface RoadPiece {
  cls: RoadClass;
  zh?: string;
  pt?: string;
  coords: Position[];
}

function roadPieces(dataDir: string, land: PolygonCoords[]): RoadPiece[] {
  const pieces: RoadPiece[] = [];
  const add = (f: Feature, cls: RoadClass | undefined): void => {
    if (!cls || f.geometry.type !== 'LineString') return;
    pieces.push({ cls, zh: text(f.properties?.name_zh), pt: text(f.properties?.name_latin), coords: (f.geometry as LineString).coordinates });
  };
  for (const f of read(dataDir, DATA_FILES.roads).features) add(f, roadClass(f.properties?.highway));
  // The walk graph repeats the drivable streets; take only what the drivable set lacks, and only in Macao (it spills into Gongbei).
  for (const f of read(dataDir, DATA_FILES.walk).features) {
    const cls = roadClass(f.properties?.highway);
    if (cls !== 'pedestrian' && cls !== 'path' && cls !== 'steps') continue;
    if (f.geometry.type === 'LineString' && f.geometry.coordinates.some((p) => inAnyPolygon(p, land))) add(f, cls);
  }
  return pieces;
}

const CLASS_RANK: Record<RoadClass, number> = { motorway: 0, primary: 1, secondary: 2, tertiary: 3, pedestrian: 4, minor: 5, service: 6, path: 7, steps: 8 };

function roadFeatures(pieces: readonly RoadPiece[]): TileFeature[] {
  const out: TileFeature[] = [];
  const byClass = new Map<RoadClass, Position[][]>();
  for (const p of pieces) byClass.set(p.cls, [...(byClass.get(p.cls) ?? []), p.coords]);
  for (const [cls, lines] of byClass) {
    for (const line of mergeLines(lines))
      out.push({ layer: 'road', minzoom: ROAD_MINZOOM[cls], feature: feature({ type: 'LineString', coordinates: line }, { class: cls }) });
  }
  // Labels: one merged line per street name, classed by the most important segment it contains.
  const byName = new Map<string, { zh?: string; pt?: string; cls: RoadClass; lines: Position[][] }>();
  for (const p of pieces) {
    if (!p.zh && !p.pt) continue;
    const k = `${p.zh ?? ''}|${p.pt ?? ''}`;
    const entry = byName.get(k) ?? { zh: p.zh, pt: p.pt, cls: p.cls, lines: [] };
    if (CLASS_RANK[p.cls] < CLASS_RANK[entry.cls]) entry.cls = p.cls;
    entry.lines.push(p.coords);
    byName.set(k, entry);
  }
  for (const s of byName.values()) {
    const minzoom = ROAD_LABEL_MINZOOM[s.cls];
    if (minzoom === undefined) continue;
    for (const line of mergeLines(s.lines)) {
      out.push({ layer: 'road_label', minzoom, feature: feature({ type: 'LineString', coordinates: line }, { class: s.cls, name_zh: s.zh, name_pt: s.pt }) });
    }
  }
  return out;
}

function transitFeatures(dataDir: string): TileFeature[] {
  const out: TileFeature[] = [];
  const colourOf = new Map<string, string>();
  for (const f of read(dataDir, DATA_FILES.lrtLines).features) {
    const line = text(f.properties?.id);
    const color = text(f.properties?.color);
    if (line && color) colourOf.set(line, color);
    out.push({
      layer: 'lrt',
      minzoom: MINZOOM.lrt,
      feature: feature(f.geometry, { line, name_zh: text(f.properties?.name_zh), name_en: text(f.properties?.name_en), color }),
    });
  }
  for (const f of read(dataDir, DATA_FILES.lrtStations).features) {
    const lines = Array.isArray(f.properties?.lines) ? (f.properties.lines as unknown[]).filter((l): l is string => typeof l === 'string') : [];
    const line = lines[0];
    const p = {
      id: text(f.properties?.id),
      name_zh: text(f.properties?.name_zh),
      name_pt: text(f.properties?.name_pt),
      name_en: text(f.properties?.name_en),
      line,
      color: line ? colourOf.get(line) : undefined,
      lines: lines.join(','),
    };
    out.push({ layer: 'lrt_station', minzoom: MINZOOM.lrt_station, feature: feature(f.geometry, p) });
  }
  for (const f of read(dataDir, DATA_FILES.busStops).features) {
    const routes = Array.isArray(f.properties?.routes) ? (f.properties.routes as unknown[]).join(',') : undefined;
    out.push({
      layer: 'bus_stop',
      minzoom: MINZOOM.bus_stop,
      feature: feature(f.geometry, { id: text(f.properties?.id), name_zh: text(f.properties?.name_zh), routes }),
    });
  }
  return out;
}

/** Every feature of the detailed basemap. */
export function loadMacaoFeatures(dataDir: string): TileFeature[] {
  const { features: land, land: landPolygons } = landFeatures(dataDir);
  return [...land, ...parishFeatures(dataDir, landPolygons), ...roadFeatures(roadPieces(dataDir, landPolygons)), ...transitFeatures(dataDir)];
}
