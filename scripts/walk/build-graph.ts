// Builds the walking graph of all Macao (issue 33) from ../shared/geodata into WALK_DIR (walk/build, ignored):
// macao-walk.bin plus a brotli copy, never the source files themselves. `npm run walk:build`; `npm start` runs it
// when the output is missing or older than its inputs (scripts/walk/ensure.ts).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { buildWalkGraph, type BuildStats, type WayInput } from '#shared/walk/build';
import { encodeWalkGraph, type BusRoute, type BusStop, type LrtStation, type TransitData } from '#shared/walk/format';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const WALK_FILE = 'macao-walk.bin';

export function walkDir(): string {
  return resolve(process.env.WALK_DIR ?? join(root, 'walk', 'build'));
}
export function walkDataDir(): string {
  return resolve(process.env.MAP_DATA_DIR ?? join(root, '..', 'shared', 'geodata'));
}

/** The source files the graph is made from (ensure.ts compares their times with the output's). */
export const WALK_INPUTS = [
  'osm/walk_network_peninsula.geojson',
  'osm/roads_drivable_named.geojson',
  'osm/lrt_stations.geojson',
  'transit/bus_stops.geojson',
  'transit/bus_routes.geojson',
];

interface Feature<P> {
  geometry: { type: string; coordinates: unknown };
  properties: P;
}
const read = <P>(dataDir: string, path: string): Feature<P>[] => (JSON.parse(readFileSync(join(dataDir, path), 'utf8')) as { features: Feature<P>[] }).features;

const str = (v: unknown): string | null => (typeof v === 'string' ? v : Array.isArray(v) ? String(v[0]) : null);

function lines(f: Feature<unknown>): [number, number][][] {
  if (f.geometry.type === 'LineString') return [f.geometry.coordinates as [number, number][]];
  if (f.geometry.type === 'MultiLineString') return f.geometry.coordinates as [number, number][][];
  return [];
}

export function readWays(dataDir: string): WayInput[] {
  type WalkProps = { highway: unknown; highway_all?: unknown; name_zh?: unknown; name_latin?: unknown; access?: unknown };
  const walk = read<WalkProps>(dataDir, WALK_INPUTS[0]!).flatMap((f) =>
    lines(f).map((coords): WayInput => ({
      coords,
      highway: str(f.properties.highway) ?? '',
      highwayAll: str(f.properties.highway_all) ?? undefined,
      zh: str(f.properties.name_zh),
      pt: str(f.properties.name_latin),
      access: str(f.properties.access),
      source: 'walk',
    })),
  );
  type RoadProps = { highway: string; name_zh?: string | null; name_latin?: string | null };
  const roads = read<RoadProps>(dataDir, WALK_INPUTS[1]!).flatMap((f) =>
    lines(f).map((coords): WayInput => ({ coords, highway: f.properties.highway, zh: f.properties.name_zh, pt: f.properties.name_latin, source: 'road' })),
  );
  return [...walk, ...roads];
}

export function readTransit(dataDir: string): TransitData {
  const round = (x: number) => Math.round(x * 1e6) / 1e6;
  const stops: BusStop[] = read<{ id: string; name_zh: string }>(dataDir, WALK_INPUTS[3]!).map((f) => {
    const [lon, lat] = f.geometry.coordinates as [number, number];
    return { id: f.properties.id, zh: f.properties.name_zh, lon: round(lon), lat: round(lat) };
  });
  const routes: BusRoute[] = read<{ route: string; stops_forward?: string[]; stops_backward?: string[] }>(dataDir, WALK_INPUTS[4]!).map((f) => ({
    route: f.properties.route,
    // Stop codes with a platform suffix (M1/5) are the same stop as the code (M1) for a walker.
    stops: [...new Set([...(f.properties.stops_forward ?? []), ...(f.properties.stops_backward ?? [])].map((s) => s.split('/')[0]!))],
  }));
  const lrt: LrtStation[] = read<{ name_en: string; name_zh: string; name_pt: string; lines: string[] }>(dataDir, WALK_INPUTS[2]!).map((f) => {
    const [lon, lat] = f.geometry.coordinates as [number, number];
    return { en: f.properties.name_en, zh: f.properties.name_zh, pt: f.properties.name_pt, lon: round(lon), lat: round(lat), lines: f.properties.lines };
  });
  return { stops, routes, lrt };
}

export interface WalkBuildReport extends BuildStats {
  bytes: number;
  brotliBytes: number;
  gzipBytes: number;
  file: string;
}

export function buildWalk(dataDir = walkDataDir(), outDir = walkDir()): WalkBuildReport {
  const { graph, stats } = buildWalkGraph(readWays(dataDir), readTransit(dataDir));
  const bin = encodeWalkGraph(graph);
  mkdirSync(outDir, { recursive: true });
  const file = join(outDir, WALK_FILE);
  const br = brotliCompressSync(bin, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bin.byteLength } });
  const gz = gzipSync(bin, { level: 9 });
  // Compressed copies first: a server that sees the .bin finds its .br and .gz beside it.
  writeFileSync(`${file}.br`, br);
  writeFileSync(`${file}.gz`, gz);
  writeFileSync(file, bin);
  return { ...stats, bytes: bin.byteLength, brotliBytes: br.byteLength, gzipBytes: gz.byteLength, file };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const r = buildWalk();
  const { components, ...rest } = r;
  console.log(JSON.stringify({ ...rest, components: components.slice(0, 8) }, null, 1));
}
