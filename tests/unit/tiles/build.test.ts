// Builds the basemap from a tiny fixture data folder (and from nothing) and decodes the tiles it wrote.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { VectorTile } from '@mapbox/vector-tile';
import { PbfReader } from 'pbf';
import { PMTiles } from 'pmtiles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBasemap, type BuildReport } from '../../../tiles/build';
import { tilesCovering } from '../../../tiles/cut';
import { NodeFileSource } from '../../../tiles/pmtiles-source';
import { DATA_FILES } from '../../../tiles/sources';

type Props = Record<string, unknown>;
const fc = (features: { geometry: GeoJSON.Geometry; properties: Props }[]): string =>
  JSON.stringify({ type: 'FeatureCollection', features: features.map((f) => ({ type: 'Feature', ...f })) });
const square = (x0: number, y0: number, x1: number, y1: number): GeoJSON.Position[][] => [
  [
    [x0, y0],
    [x1, y0],
    [x1, y1],
    [x0, y1],
    [x0, y0],
  ],
];
const line = (...coords: [number, number][]): GeoJSON.LineString => ({ type: 'LineString', coordinates: coords });

const FIXTURE: Record<keyof typeof DATA_FILES, string> = {
  land: fc([{ geometry: { type: 'MultiPolygon', coordinates: [square(113.53, 22.185, 113.55, 22.2)] }, properties: {} }]),
  contextLand: fc([
    { geometry: { type: 'Polygon', coordinates: square(113.53, 22.21, 113.56, 22.23) }, properties: { A3: 'CHN' } },
    { geometry: { type: 'Polygon', coordinates: square(113.5, 22.1, 113.6, 22.2) }, properties: { A3: 'MAC' } },
  ]),
  parishes: fc([
    { geometry: { type: 'Polygon', coordinates: square(113.52, 22.18, 113.54, 22.205) }, properties: { slug: 'se', name_zh: '大堂區', name_pt: 'Sé' } },
    {
      geometry: { type: 'Polygon', coordinates: square(113.54, 22.18, 113.56, 22.205) },
      properties: { slug: 'sao-lazaro', name_zh: '望德堂區', name_pt: 'São Lázaro' },
    },
  ]),
  roads: fc([
    { geometry: line([113.532, 22.19], [113.54, 22.19]), properties: { highway: 'primary', name_zh: '新馬路', name_latin: 'Avenida de Almeida Ribeiro' } },
    { geometry: line([113.54, 22.19], [113.548, 22.19]), properties: { highway: 'primary_link', name_zh: '新馬路', name_latin: 'Avenida de Almeida Ribeiro' } },
    { geometry: line([113.54, 22.186], [113.54, 22.199]), properties: { highway: 'residential', name_zh: '板樟堂街', name_latin: 'Rua de São Domingos' } },
  ]),
  walk: fc([
    { geometry: line([113.536, 22.192], [113.538, 22.194]), properties: { highway: 'footway' } },
    { geometry: line([113.536, 22.195], [113.537, 22.195]), properties: { highway: 'steps' } },
    { geometry: line([113.545, 22.224], [113.546, 22.226]), properties: { highway: 'footway', name_zh: '拱北' } },
    { geometry: line([113.532, 22.19], [113.54, 22.19]), properties: { highway: 'primary' } },
  ]),
  lrtLines: fc([
    { geometry: line([113.534, 22.186], [113.548, 22.188]), properties: { id: 'taipa', name_zh: '氹仔線', name_en: 'Taipa Line', color: '#84C44A' } },
  ]),
  lrtStations: fc([
    {
      geometry: { type: 'Point', coordinates: [113.535, 22.1862] },
      properties: { id: 'Barra', name_zh: '媽閣', name_pt: 'Barra', name_en: 'Barra', lines: ['taipa'] },
    },
  ]),
  busStops: fc([{ geometry: { type: 'Point', coordinates: [113.539, 22.191] }, properties: { id: 'M1', name_zh: '新馬路', routes: ['3', '6A'] } }]),
};

let root: string;
let report: BuildReport;

function tileAt(lon: number, lat: number, z: number): { x: number; y: number } {
  const t = tilesCovering([lon, lat, lon, lat], z)[0];
  if (!t) throw new Error('no tile');
  return t;
}

async function decodeAt(path: string, z: number, lon: number, lat: number): Promise<VectorTile | undefined> {
  const { x, y } = tileAt(lon, lat, z);
  const got = await new PMTiles(new NodeFileSource(path)).getZxy(z, x, y);
  return got ? new VectorTile(new PbfReader(new Uint8Array(got.data))) : undefined;
}

function features(tile: VectorTile | undefined, layer: string): Props[] {
  const l = tile?.layers[layer];
  return l ? Array.from({ length: l.length }, (_, i) => l.feature(i).properties) : [];
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'tiles-build-'));
  for (const [k, file] of Object.entries(DATA_FILES)) {
    mkdirSync(dirname(join(root, 'data', file)), { recursive: true });
    writeFileSync(join(root, 'data', file), FIXTURE[k as keyof typeof DATA_FILES]);
  }
  report = await buildBasemap({ dataDir: join(root, 'data'), outDir: join(root, 'out'), log: () => undefined });
}, 60_000);

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('buildBasemap from fixture data', () => {
  it('writes a verified archive with every layer, a style and glyphs', () => {
    expect(report.detail).toBe('full');
    expect(report.layers).toEqual(['bus_stop', 'land', 'lrt', 'lrt_station', 'parish', 'parish_boundary', 'parish_label', 'road', 'road_label']);
    expect(report.tiles).toBeGreaterThan(10);
    const style = JSON.parse(readFileSync(join(root, 'out', 'style.json'), 'utf8')) as { sources: Record<string, { url: string }> };
    expect(style.sources.macao?.url).toBe('pmtiles:///tiles/macao.pmtiles');
    for (const range of ['0-255', '256-511', '8192-8447']) expect(existsSync(join(root, 'out', 'fonts', 'Inter Regular', `${range}.pbf`))).toBe(true);
  });

  it('decodes a street-zoom tile with normalised properties', async () => {
    const tile = await decodeAt(report.archivePath, 15, 113.539, 22.1905);
    expect(Object.keys(tile?.layers ?? {}).sort()).toEqual(expect.arrayContaining(['bus_stop', 'land', 'parish', 'road', 'road_label']));
    expect(features(tile, 'land')).toEqual([{ class: 'macao' }]);
    expect(
      features(tile, 'road')
        .map((p) => p.class)
        .sort(),
    ).toEqual(['minor', 'path', 'primary', 'steps']);
    expect(features(tile, 'road_label')).toContainEqual({ class: 'primary', name_zh: '新馬路', name_pt: 'Avenida de Almeida Ribeiro' });
    expect(features(tile, 'bus_stop')).toEqual([{ id: 'M1', name_zh: '新馬路', routes: '3,6A' }]);
  });

  it('merges a street split into segments into one label line', async () => {
    const tile = await decodeAt(report.archivePath, 13, 113.54, 22.19);
    expect(features(tile, 'road_label').filter((p) => p.name_zh === '新馬路')).toHaveLength(1);
  });

  it('keeps small streets and walkways out of low zooms, and Zhuhai walkways out entirely', async () => {
    const low = await decodeAt(report.archivePath, 12, 113.54, 22.19);
    expect(features(low, 'road').map((p) => p.class)).toEqual(['primary']);
    expect(features(low, 'bus_stop')).toEqual([]);
    const gongbei = await decodeAt(report.archivePath, 16, 113.5455, 22.225);
    expect(features(gongbei, 'road')).toEqual([]);
    expect(features(gongbei, 'land')).toEqual([{ class: 'neighbour' }]);
  });

  it('labels parishes on land and colours LRT stations by line', async () => {
    const tile = await decodeAt(report.archivePath, 12, 113.54, 22.19);
    const parishes = features(tile, 'parish_label')
      .map((p) => p.slug)
      .sort();
    expect(parishes).toEqual(['sao-lazaro', 'se']);
    expect(features(tile, 'lrt_station')).toContainEqual(expect.objectContaining({ name_pt: 'Barra', line: 'taipa', color: '#84C44A' }));
    expect(features(tile, 'lrt')).toEqual([{ line: 'taipa', name_zh: '氹仔線', name_en: 'Taipa Line', color: '#84C44A' }]);
  });
});

describe('buildBasemap without data', () => {
  it('builds a coarse land-only map and says how to build the detailed one', async () => {
    const messages: string[] = [];
    const out = join(root, 'coarse');
    const coarse = await buildBasemap({ dataDir: join(root, 'nothing-here'), outDir: out, log: (m) => messages.push(m) });
    expect(coarse.detail).toBe('coarse');
    expect(coarse.layers).toEqual(['land']);
    const tile = await decodeAt(coarse.archivePath, 14, 113.5385, 22.195);
    expect(features(tile, 'land')).toEqual([{ class: 'macao' }]);
    expect(messages.join('\n')).toContain('MAP_DATA_DIR=');
  }, 60_000);
});
