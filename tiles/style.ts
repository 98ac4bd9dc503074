// Our MapLibre style for the Macao basemap (colours from the design tokens); pure, so the app can build a greyed copy at runtime.
import type { LayerSpecification, StyleSpecification } from '@maplibre/maplibre-gl-style-spec';
import { labelLayers } from './style-labels';
import { roadLayers } from './style-roads';
import { ARCHIVE_URL, ATTRIBUTION, COLORS, GLYPHS_URL, lrtColor, SOURCE_ID, zoomCurve } from './style-tokens';

export { ARCHIVE_URL, ATTRIBUTION, COLORS, FONT_STACK, GLYPHS_URL, SOURCE_ID } from './style-tokens';

function allLayers(): LayerSpecification[] {
  const src = { source: SOURCE_ID } as const;
  return [
    { id: 'background', type: 'background', paint: { 'background-color': COLORS.water } },
    {
      id: 'land-neighbour',
      type: 'fill',
      ...src,
      'source-layer': 'land',
      filter: ['==', ['get', 'class'], 'neighbour'],
      // Neighbouring shores are generalised and cover narrow channels (the Inner Harbour): let them recede at street zooms.
      paint: { 'fill-color': COLORS.neighbourLand, 'fill-opacity': ['interpolate', ['linear'], ['zoom'], 12, 1, 15, 0.55] },
    },
    { id: 'land', type: 'fill', ...src, 'source-layer': 'land', filter: ['==', ['get', 'class'], 'macao'], paint: { 'fill-color': COLORS.land } },
    {
      id: 'parish-boundary',
      type: 'line',
      ...src,
      'source-layer': 'parish_boundary',
      minzoom: 12,
      layout: { 'line-join': 'round' },
      paint: {
        'line-color': COLORS.parishBoundary,
        'line-width': zoomCurve(
          [
            [12, 0.8],
            [16, 1.6],
          ],
          1.2,
        ),
        'line-dasharray': [4, 2, 1, 2],
      },
    },
    ...roadLayers(),
    {
      id: 'lrt-casing',
      type: 'line',
      ...src,
      'source-layer': 'lrt',
      layout: { 'line-join': 'round', 'line-cap': 'round' },
      paint: {
        'line-color': COLORS.halo,
        'line-width': zoomCurve(
          [
            [10, 2.5],
            [14, 5],
            [17, 9],
          ],
          1.4,
        ),
      },
    },
    {
      id: 'lrt',
      type: 'line',
      ...src,
      'source-layer': 'lrt',
      layout: { 'line-join': 'round', 'line-cap': 'round' },
      paint: {
        'line-color': lrtColor,
        'line-width': zoomCurve(
          [
            [10, 1.2],
            [14, 3],
            [17, 6],
          ],
          1.4,
        ),
      },
    },
    {
      id: 'bus-stop',
      type: 'circle',
      ...src,
      'source-layer': 'bus_stop',
      minzoom: 15,
      paint: {
        'circle-radius': zoomCurve(
          [
            [15, 2.2],
            [17, 4],
            [19, 6],
          ],
          1.3,
        ),
        'circle-color': COLORS.busStop,
        'circle-stroke-color': COLORS.halo,
        'circle-stroke-width': 1.2,
      },
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
