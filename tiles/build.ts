// `npm run tiles:build`: builds tiles/build/macao.pmtiles, style.json and glyphs from MAP_DATA_DIR (or a coarse land-only map).
import { existsSync, mkdirSync, readdirSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { allPlaceNames } from '#shared/map-place-names';
import { coarseLand } from './coarse';
import { cutTiles, type Coverage } from './cut';
import type { BBox } from './geo';
import { buildGlyphs, rangesFor } from './glyphs';
import { LAYERS, VECTOR_LAYERS, type TileFeature } from './layers';
import { buildArchive, Compression, TileType } from './pmtiles-writer';
import { DATA_FILES, hasDetailedData, loadMacaoFeatures } from './sources';
import { ATTRIBUTION, buildStyle } from './style';
import { verifyArchive } from './verify';

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const DEFAULT_OUT_DIR = join(REPO_ROOT, 'tiles', 'build');
export const ARCHIVE_NAME = 'macao.pmtiles';

export const MIN_ZOOM = 10;
export const MAX_ZOOM = 16;
/** The map's allowed bounds (SPEC): Macao with Zhuhai, Hengqin and Hong Kong around it. */
export const MAP_BOUNDS: BBox = [113.4215, 22.0647, 114.4199, 22.5384];
/** Macao with a margin of its neighbours' shores, cut down to street zooms. */
export const MACAO_BOUNDS: BBox = [113.5, 22.09, 113.62, 22.235];
export const CENTER: [number, number, number] = [113.558, 22.163, 12];
const COVERAGE: Coverage[] = [
  { bbox: MAP_BOUNDS, maxzoom: 14 },
  { bbox: MACAO_BOUNDS, maxzoom: MAX_ZOOM },
];

export interface BuildOptions {
  dataDir: string;
  outDir?: string;
  nodeModules?: string;
  log?: (message: string) => void;
}

export interface BuildReport {
  detail: 'full' | 'coarse';
  archivePath: string;
  archiveBytes: number;
  tiles: number;
  tileContents: number;
  layers: string[];
  glyphRanges: number[];
  millis: number;
}

/** The data folder from MAP_DATA_DIR, relative paths taken from the repository root. */
export function resolveDataDir(env: NodeJS.ProcessEnv = process.env): string {
  return resolve(REPO_ROOT, env.MAP_DATA_DIR && env.MAP_DATA_DIR.trim() !== '' ? env.MAP_DATA_DIR : '../shared/geodata');
}

function isEmptyDir(dir: string): boolean {
  return !existsSync(dir) || !statSync(dir).isDirectory() || readdirSync(dir).length === 0;
}

function labelTexts(features: readonly TileFeature[]): string[] {
  return features.flatMap((f) => ['name_zh', 'name_pt', 'name_en'].map((k) => f.feature.properties?.[k]).filter((v): v is string => typeof v === 'string'));
}

function loadFeatures(opts: Required<BuildOptions>): { features: TileFeature[]; detail: 'full' | 'coarse'; source: string } {
  if (!isEmptyDir(opts.dataDir)) {
    if (hasDetailedData(opts.dataDir)) return { features: loadMacaoFeatures(opts.dataDir), detail: 'full', source: opts.dataDir };
    const missing = Object.values(DATA_FILES).filter((f) => !existsSync(join(opts.dataDir, f)));
    opts.log(`MAP_DATA_DIR ${opts.dataDir} lacks ${missing.join(', ')}: building the coarse basemap instead.`);
  }
  const coarse = coarseLand(opts.nodeModules, MAP_BOUNDS);
  return { features: coarse.features, detail: 'coarse', source: coarse.source };
}

export async function buildBasemap(options: BuildOptions): Promise<BuildReport> {
  const started = Date.now();
  const opts: Required<BuildOptions> = { outDir: DEFAULT_OUT_DIR, nodeModules: join(REPO_ROOT, 'node_modules'), log: console.log, ...options };
  mkdirSync(opts.outDir, { recursive: true });
  const { features, detail, source } = loadFeatures(opts);
  opts.log(`basemap: ${detail} detail from ${source} (${features.length} features)`);

  const cut = cutTiles(features, MIN_ZOOM, COVERAGE);
  const metadata = {
    name: 'Macao basemap',
    description: detail === 'full' ? 'Macao streets, walkways, parishes, LRT and bus stops' : 'Coarse land-only basemap of Macao',
    version: '1',
    type: 'baselayer',
    format: 'pbf',
    attribution: ATTRIBUTION,
    license: 'ODbL-1.0 (OpenStreetMap-derived); land and parishes after DSCC, bus stops after DSAT',
    'macao:detail': detail,
    vector_layers: VECTOR_LAYERS.filter((l) => cut.layers.has(l.id)).map((l) => ({ ...l, minzoom: MIN_ZOOM, maxzoom: MAX_ZOOM })),
    bounds: MAP_BOUNDS,
    center: CENTER,
    minzoom: MIN_ZOOM,
    maxzoom: MAX_ZOOM,
  };
  const { bytes, stats } = buildArchive(cut.tiles, {
    tileType: TileType.Mvt,
    tileCompression: Compression.Gzip,
    minZoom: MIN_ZOOM,
    maxZoom: MAX_ZOOM,
    bounds: MAP_BOUNDS,
    center: CENTER,
    metadata,
  });
  // Written beside and renamed over, so a running server never serves a half-written archive.
  const archivePath = join(opts.outDir, ARCHIVE_NAME);
  writeFileSync(`${archivePath}.tmp`, bytes);
  renameSync(`${archivePath}.tmp`, archivePath);

  const check = await verifyArchive(archivePath, cut.tiles, { minZoom: MIN_ZOOM, maxZoom: MAX_ZOOM });
  const unknown = [...check.layers].filter((l) => !(LAYERS as readonly string[]).includes(l));
  if (unknown.length) throw new Error(`archive has unexpected layers: ${unknown.join(', ')}`);

  writeFileSync(join(opts.outDir, 'style.json'), `${JSON.stringify(buildStyle(), null, 2)}\n`);
  // The tiles' own names plus the visitor-language lines the app adds to parishes and stations (Arabic among them).
  const ranges = rangesFor([...labelTexts(features), ...allPlaceNames()]);
  const glyphs = await buildGlyphs({ outDir: join(opts.outDir, 'fonts'), nodeModules: opts.nodeModules, ranges });

  const report: BuildReport = {
    detail,
    archivePath,
    archiveBytes: bytes.length,
    tiles: stats.addressedTiles,
    tileContents: stats.tileContents,
    layers: [...check.layers].sort(),
    glyphRanges: ranges,
    millis: Date.now() - started,
  };
  opts.log(
    [
      `archive ${archivePath}: ${(bytes.length / 1024).toFixed(0)} KiB, ${stats.addressedTiles} tiles (${stats.tileContents} distinct, ${stats.tileEntries} directory entries, ${stats.leafDirectories} leaf directories), zoom ${MIN_ZOOM}-${MAX_ZOOM}`,
      `verified: every tile read back with the pmtiles reader and decoded (${check.features} features; layers ${report.layers.join(', ')})`,
      `glyphs: ${glyphs.files} ranges (${ranges.map((r) => `${r}-${r + 255}`).join(', ')}), ${(glyphs.bytes / 1024).toFixed(0)} KiB from ${glyphs.sources.length} font files (Inter subsets, Noto Sans Arabic)`,
      `style: ${join(opts.outDir, 'style.json')}`,
      `done in ${(report.millis / 1000).toFixed(1)} s`,
    ].join('\n'),
  );
  if (detail === 'coarse') {
    opts.log(
      'This is the coarse land-only basemap. For the detailed one (streets, parishes, LRT, bus stops), point MAP_DATA_DIR at the Macao geodata folder ' +
        `(with ${Object.values(DATA_FILES).join(', ')}) and run: MAP_DATA_DIR=/path/to/geodata npm run tiles:build`,
    );
  }
  return report;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  buildBasemap({ dataDir: resolveDataDir() }).catch((err: unknown) => {
    console.error(err instanceof Error ? (err.stack ?? err.message) : err);
    process.exitCode = 1;
  });
}
