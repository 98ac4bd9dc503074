// Shared pieces of our MapLibre style: URLs, the font stack, attribution, colour tokens and expression helpers.
import type { ExpressionSpecification } from '@maplibre/maplibre-gl-style-spec';
import { BRAND_COLOURS } from '#shared/brand';

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
  land: BRAND_COLOURS.canvas,
  neighbourLand: '#EFEBE4',
  park: '#D7EEE6',
  road: '#FFFFFF',
  roadCasing: '#E3D6C3',
  primary: '#F6E2B5',
  primaryCasing: '#E2C78E',
  pedestrian: '#F4EDE1',
  path: '#BFAE96',
  parishBoundary: '#A8AFBE',
  parishLabel: BRAND_COLOURS['ink-muted'],
  streetLabel: '#1F4E8C',
  halo: '#FFFFFF',
  busStop: '#1F4E8C',
  stationLabel: '#2B2F36',
  lrtTaipa: '#84C44A',
  lrtSeacPaiVan: '#8A66C3',
  lrtHengqin: '#BD283B',
  lrtOther: '#6B7280',
} as const;

export type Stops = readonly (readonly [number, number])[];

export const zoomCurve = (stops: Stops, base = 1.5): ExpressionSpecification =>
  ['interpolate', ['exponential', base], ['zoom'], ...stops.flat()] as ExpressionSpecification;

export const lrtColor: ExpressionSpecification = [
  'match',
  ['get', 'line'],
  'taipa',
  COLORS.lrtTaipa,
  'seac_pai_van',
  COLORS.lrtSeacPaiVan,
  'hengqin',
  COLORS.lrtHengqin,
  COLORS.lrtOther,
];

/** "中文\nPortuguês", stacked like Macao's bilingual street signs; one part alone when the other is missing. */
export const bilingual: ExpressionSpecification = [
  'case',
  ['all', ['has', 'name_zh'], ['has', 'name_pt']],
  ['concat', ['get', 'name_zh'], '\n', ['get', 'name_pt']],
  ['coalesce', ['get', 'name_zh'], ['get', 'name_pt'], ''],
];
