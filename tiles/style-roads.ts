// Street and walkway layers of our MapLibre style: widths per class and zoom, casings under fills.
import type { ExpressionSpecification, LayerSpecification } from '@maplibre/maplibre-gl-style-spec';
import type { RoadClass } from './layers';
import { COLORS, SOURCE_ID, zoomCurve, type Stops } from './style-tokens';

export const isClass = (...classes: RoadClass[]): ExpressionSpecification => ['in', ['get', 'class'], ['literal', classes]];

/** Fill widths in pixels per class; the casing adds a zoom-dependent rim on each side. */
const ROAD_WIDTHS: Record<RoadClass, Stops> = {
  motorway: [
    [10, 1.4],
    [13, 3.5],
    [15, 8],
    [17, 18],
    [19, 36],
  ],
  primary: [
    [10, 1],
    [13, 3],
    [15, 7],
    [17, 16],
    [19, 32],
  ],
  secondary: [
    [11, 0.8],
    [13, 2.4],
    [15, 6],
    [17, 13],
    [19, 26],
  ],
  tertiary: [
    [12, 0.8],
    [13, 1.8],
    [15, 5],
    [17, 11],
    [19, 22],
  ],
  minor: [
    [13, 0.8],
    [15, 3.2],
    [17, 8],
    [19, 16],
  ],
  service: [
    [14, 0.8],
    [15, 1.6],
    [17, 5],
    [19, 10],
  ],
  pedestrian: [
    [14, 1],
    [15, 2.6],
    [17, 7],
    [19, 14],
  ],
  path: [
    [15, 0.8],
    [17, 1.6],
    [19, 3],
  ],
  steps: [
    [15, 1.2],
    [17, 2.6],
    [19, 5],
  ],
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

export function roadLayers(): LayerSpecification[] {
  const base = { source: SOURCE_ID, 'source-layer': 'road' } as const;
  const lineLayout = { 'line-cap': 'round', 'line-join': 'round' } as const;
  const minzoom = (cls: RoadClass): number => ROAD_WIDTHS[cls][0]?.[0] ?? 10;
  const footways: LayerSpecification[] = [
    {
      id: 'road-path',
      type: 'line',
      ...base,
      minzoom: 15,
      filter: isClass('path'),
      layout: { 'line-join': 'round' },
      paint: { 'line-color': COLORS.path, 'line-width': zoomCurve(ROAD_WIDTHS.path), 'line-dasharray': [2, 1.5] },
    },
    {
      id: 'road-steps',
      type: 'line',
      ...base,
      minzoom: 15,
      filter: isClass('steps'),
      paint: { 'line-color': COLORS.path, 'line-width': zoomCurve(ROAD_WIDTHS.steps), 'line-dasharray': [0.4, 0.4] },
    },
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
    paint: {
      'line-color': ROAD_FILL[cls] === COLORS.road ? ['step', ['zoom'], COLORS.roadCasing, 13, COLORS.road] : ROAD_FILL[cls],
      'line-width': zoomCurve(ROAD_WIDTHS[cls]),
    },
  }));
  return [...footways, ...casings, ...fills];
}
