// Our MapLibre style for the Macao basemap (colours from the design tokens); pure, so the app can build a greyed copy at runtime.
import type { ExpressionSpecification, LayerSpecification, StyleSpecification } from '@maplibre/maplibre-gl-style-spec';
import type { RoadClass } from './layers';

export const SOURCE_ID = 'macao';
export const ARCHIVE_URL = 'pmtiles:///tiles/macao.pmtiles';
export const GLYPHS_URL = '/tiles/fonts/{fontstack}/{range}.pbf';
/** The single face we render glyphs for (tiles/glyphs.ts); hierarchy comes from size, case, spacing and colour. */
export const FONT_STACK = 'Inter Regular';

export const ATTRIBUTION = [
  '<a href="https://www.openstreetmap.org/copyright" target="_blank" rel="noopener">© OpenStreetMap contributors</a>',
  'coast and parishes after DSCC Macao map',
  'bus stops: DSAT',
].join(' · ');

export const COLORS = {
  water: '#CFE3EE',
  land: '#FAF7F2',
  neighbourLand: '#EFEBE4',
  park: '#D7EEE6',
  road: '#FFFFFF',
  roadCasing: '#E3D6C3',
  primary: '#F6E2B5',
  primaryCasing: '#E2C78E',
  pedestrian: '#F4EDE1',
  path: '#BFAE96',
  parishBoundary: '#A8AFBE',
  parishLabel: '#4A5566',
  streetLabel: '#1F4E8C',
  halo: '#FFFFFF',
  busStop: '#1F4E8C',
  stationLabel: '#2B2F36',
  lrtTaipa: '#84C44A',
  lrtSeacPaiVan: '#8A66C3',
  lrtHengqin: '#BD283B',
  lrtOther: '#6B7280',
} as const;

type Stops = readonly (readonly [number, number])[];

const zoomCurve = (stops: Stops, base = 1.5): ExpressionSpecification =>
  ['interpolate', ['exponential', base], ['zoom'], ...stops.flat()] as ExpressionSpecification;

const isClass = (...classes: RoadClass[]): ExpressionSpecification => ['in', ['get', 'class'], ['literal', classes]];

/** Fill widths in pixels per class; the casing adds a zoom-dependent rim on each side. */
const ROAD_WIDTHS: Record<RoadClass, Stops> = {
  motorway: [[10, 1.4], [13, 3.5], [15, 8], [17, 18], [19, 36]],
  primary: [[10, 1], [13, 3], [15, 7], [17, 16], [19, 32]],
  secondary: [[11, 0.8], [13, 2.4], [15, 6], [17, 13], [19, 26]],
  tertiary: [[12, 0.8], [13, 1.8], [15, 5], [17, 11], [19, 22]],
  minor: [[13, 0.8], [15, 3.2], [17, 8], [19, 16]],
  service: [[14, 0.8], [15, 1.6], [17, 5], [19, 10]],
  pedestrian: [[14, 1], [15, 2.6], [17, 7], [19, 14]],
  path: [[15, 0.8], [17, 1.6], [19, 3]],
  steps: [[15, 1.2], [17, 2.6], [19, 5]],
};

const rim = (stops: Stops): Stops => stops.map(([z, w]) => [z, w + (z <= 12 ? 0.6 : z <= 14 ? 1.4 : 2.2)] as const);

const ROAD_FILL: Record<'motorway' | 'primary' | 'secondary' | 'tertiary' | 'minor' | 'service' | 'pedestrian', string> = {
  motorway: COLORS.primary,
  primary: COLORS.primary,
  secondary: COLORS.road,
  tertiary: COLORS.road,
  minor: COLORS.road,
  service: COLORS.road,
  pedestrian: COLORS.pedestrian,
};

/** Casings under fills (drawn bottom to top: small streets first), so crossings merge cleanly. */
const CASED: (keyof typeof ROAD_FILL)[] = ['service', 'pedestrian', 'minor', 'tertiary', 'secondary', 'primary', 'motorway'];

function roadLayers(): LayerSpecification[] {
  const base = { source: SOURCE_ID, 'source-layer': 'road' } as const;
  const lineLayout = { 'line-cap': 'round', 'line-join': 'round' } as const;
  const minzoom = (cls: RoadClass): number => ROAD_WIDTHS[cls][0]?.[0] ?? 10;
  const footways: LayerSpecification[] = [
    { id: 'road-path', type: 'line', ...base, minzoom: 15, filter: isClass('path'), layout: { 'line-join': 'round' }, paint: { 'line-color': COLORS.path, 'line-width': zoomCurve(ROAD_WIDTHS.path), 'line-dasharray': [2, 1.5] } },
    { id: 'road-steps', type: 'line', ...base, minzoom: 15, filter: isClass('steps'), paint: { 'line-color': COLORS.path, 'line-width': zoomCurve(ROAD_WIDTHS.steps), 'line-dasharray': [0.4, 0.4] } },
  ];
  const casings: LayerSpecification[] = CASED.map((cls) => ({
    id: `road-${cls}-casing`,
    type: 'line',
    ...base,
    minzoom: Math.max(minzoom(cls), cls === 'primary' || cls === 'motorway' ? 12 : 13),
    filter: isClass(cls),
    layout: lineLayout,
    paint: { 'line-color': cls === 'primary' || cls === 'motorway' ? COLORS.primaryCasing : COLORS.roadCasing, 'line-width': zoomCurve(rim(ROAD_WIDTHS[cls])) },
  }));
  const fills: LayerSpecification[] = CASED.map((cls) => ({
    id: `road-${cls}`,
    type: 'line',
    ...base,
    minzoom: minzoom(cls),
    filter: isClass(cls),
    layout: lineLayout,
    // Before the casings appear, white streets would vanish on paper-coloured land: draw them in the casing tone.
    paint: { 'line-color': ROAD_FILL[cls] === COLORS.road ? ['step', ['zoom'], COLORS.roadCasing, 13, COLORS.road] : ROAD_FILL[cls], 'line-width': zoomCurve(ROAD_WIDTHS[cls]) },
  }));
  return [...footways, ...casings, ...fills];
}

const lrtColor: ExpressionSpecification = ['match', ['get', 'line'], 'taipa', COLORS.lrtTaipa, 'seac_pai_van', COLORS.lrtSeacPaiVan, 'hengqin', COLORS.lrtHengqin, COLORS.lrtOther];

/** "中文\nPortuguês", stacked like Macao's bilingual street signs; one part alone when the other is missing. */
const bilingual: ExpressionSpecification = [
  'case',
  ['all', ['has', 'name_zh'], ['has', 'name_pt']],
  ['concat', ['get', 'name_zh'], '\n', ['get', 'name_pt']],
  ['coalesce', ['get', 'name_zh'], ['get', 'name_pt'], ''],
];

function labelLayers(): LayerSpecification[] {
  const src = { source: SOURCE_ID } as const;
  const halo = { 'text-halo-color': COLORS.halo, 'text-halo-width': 1.6, 'text-halo-blur': 0.4 } as const;
  return [
    {
      id: 'road-label',
      type: 'symbol',
      ...src,
      'source-layer': 'road_label',
      // Which streets are named from which zoom is decided in the tiles (ROAD_LABEL_MINZOOM).
      minzoom: 13,
      layout: {
        'symbol-placement': 'line',
        'text-field': bilingual,
        'text-font': [FONT_STACK],
        'text-size': zoomCurve([[13, 10.5], [15, 12], [17, 14], [19, 16]], 1.2),
        'text-line-height': 1.15,
        'text-max-angle': 30,
        'text-padding': 4,
        'symbol-spacing': 320,
        'symbol-sort-key': ['match', ['get', 'class'], ['motorway', 'primary'], 0, 'secondary', 1, 'tertiary', 2, 3],
      },
      paint: { 'text-color': COLORS.streetLabel, ...halo },
    },
    {
      id: 'lrt-station',
      type: 'circle',
      ...src,
      'source-layer': 'lrt_station',
      minzoom: 11,
      paint: {
        'circle-radius': zoomCurve([[11, 2.5], [14, 5], [17, 8]], 1.4),
        'circle-color': COLORS.halo,
        'circle-stroke-color': lrtColor,
        'circle-stroke-width': zoomCurve([[11, 1.5], [14, 2.5], [17, 3.5]], 1.4),
      },
    },
    {
      id: 'lrt-station-label',
      type: 'symbol',
      ...src,
      'source-layer': 'lrt_station',
      minzoom: 13,
      layout: {
        'text-field': bilingual,
        'text-font': [FONT_STACK],
        'text-size': zoomCurve([[13, 11], [16, 13], [18, 15]], 1.2),
        'text-anchor': 'top',
        'text-offset': [0, 0.9],
        'text-line-height': 1.15,
        'text-max-width': 9,
      },
      paint: { 'text-color': COLORS.stationLabel, ...halo },
    },
    {
      id: 'bus-stop-label',
      type: 'symbol',
      ...src,
      'source-layer': 'bus_stop',
      minzoom: 17,
      layout: { 'text-field': ['get', 'name_zh'], 'text-font': [FONT_STACK], 'text-size': 11, 'text-anchor': 'left', 'text-offset': [0.8, 0], 'text-optional': true },
      paint: { 'text-color': COLORS.busStop, ...halo },
    },
    {
      id: 'parish-label',
      type: 'symbol',
      ...src,
      'source-layer': 'parish_label',
      minzoom: 11,
      maxzoom: 16,
      layout: {
        'text-field': bilingual,
        'text-font': [FONT_STACK],
        'text-size': zoomCurve([[11, 11], [13, 13], [15, 15]], 1.2),
        'text-transform': 'uppercase',
        'text-letter-spacing': 0.12,
        'text-line-height': 1.3,
        'text-max-width': 8,
        'text-padding': 8,
      },
      paint: { 'text-color': COLORS.parishLabel, 'text-halo-color': COLORS.land, 'text-halo-width': 1.4, 'text-opacity': ['interpolate', ['linear'], ['zoom'], 14, 1, 16, 0.6] },
    },
  ];
}

function allLayers(): LayerSpecification[] {
  const src = { source: SOURCE_ID } as const;
  return [
    { id: 'background', type: 'background', paint: { 'background-color': COLORS.water } },
    { id: 'land-neighbour', type: 'fill', ...src, 'source-layer': 'land', filter: ['==', ['get', 'class'], 'neighbour'], paint: { 'fill-color': COLORS.neighbourLand } },
    { id: 'land', type: 'fill', ...src, 'source-layer': 'land', filter: ['==', ['get', 'class'], 'macao'], paint: { 'fill-color': COLORS.land } },
    {
      id: 'parish-boundary',
      type: 'line',
      ...src,
      'source-layer': 'parish_boundary',
      minzoom: 12,
      layout: { 'line-join': 'round' },
      paint: { 'line-color': COLORS.parishBoundary, 'line-width': zoomCurve([[12, 0.8], [16, 1.6]], 1.2), 'line-dasharray': [4, 2, 1, 2] },
    },
    ...roadLayers(),
    { id: 'lrt-casing', type: 'line', ...src, 'source-layer': 'lrt', layout: { 'line-join': 'round', 'line-cap': 'round' }, paint: { 'line-color': COLORS.halo, 'line-width': zoomCurve([[10, 2.5], [14, 5], [17, 9]], 1.4) } },
    { id: 'lrt', type: 'line', ...src, 'source-layer': 'lrt', layout: { 'line-join': 'round', 'line-cap': 'round' }, paint: { 'line-color': lrtColor, 'line-width': zoomCurve([[10, 1.2], [14, 3], [17, 6]], 1.4) } },
    {
      id: 'bus-stop',
      type: 'circle',
      ...src,
      'source-layer': 'bus_stop',
      minzoom: 15,
      paint: { 'circle-radius': zoomCurve([[15, 2.2], [17, 4], [19, 6]], 1.3), 'circle-color': COLORS.busStop, 'circle-stroke-color': COLORS.halo, 'circle-stroke-width': 1.2 },
    },
    ...labelLayers(),
  ];
}

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** Applies `fn` to every hex colour literal anywhere in the layers (paint values and expressions). */
function mapColours<T>(value: T, fn: (hex: string) => string): T {
  if (typeof value === 'string') return (HEX.test(value) ? fn(value) : value) as T;
  if (Array.isArray(value)) return value.map((v: unknown) => mapColours(v, fn)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mapColours(v, fn)])) as T;
  }
  return value;
}

export interface BuildStyleOptions {
  /** The app's black-and-white colour function; applied to every colour in the style. */
  greyscale?: (hex: string) => string;
  archiveUrl?: string;
  glyphsUrl?: string;
}

export function buildStyle(opts: BuildStyleOptions = {}): StyleSpecification {
  const layers = allLayers();
  return {
    version: 8,
    name: 'Macao guide',
    metadata: { 'macao:greyscale': Boolean(opts.greyscale) },
    center: [113.558, 22.163],
    zoom: 12.3,
    sources: {
      [SOURCE_ID]: { type: 'vector', url: opts.archiveUrl ?? ARCHIVE_URL, attribution: ATTRIBUTION },
    },
    glyphs: opts.glyphsUrl ?? GLYPHS_URL,
    layers: opts.greyscale ? mapColours(layers, opts.greyscale) : layers,
  };
}

/** Layer ids in drawing order (for the report and tests). */
export const STYLE_LAYER_IDS: readonly string[] = allLayers().map((l) => l.id);
