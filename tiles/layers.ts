// The basemap's tile schema: layer names, road classes, the zoom each kind of feature appears at, and the metadata describing it.

export const LAYERS = ['land', 'parish', 'parish_boundary', 'parish_label', 'road', 'road_label', 'lrt', 'lrt_station', 'bus_stop'] as const;
export type LayerName = (typeof LAYERS)[number];

export const ROAD_CLASSES = ['motorway', 'primary', 'secondary', 'tertiary', 'minor', 'service', 'pedestrian', 'path', 'steps'] as const;
export type RoadClass = (typeof ROAD_CLASSES)[number];

/** One feature bound for the tiles, with the zoom from which it is included. */
export interface TileFeature {
  layer: LayerName;
  minzoom: number;
  feature: GeoJSON.Feature;
}

const HIGHWAY_TO_CLASS: Record<string, RoadClass> = {
  motorway: 'motorway',
  trunk: 'motorway',
  primary: 'primary',
  secondary: 'secondary',
  tertiary: 'tertiary',
  residential: 'minor',
  unclassified: 'minor',
  living_street: 'minor',
  road: 'minor',
  service: 'service',
  pedestrian: 'pedestrian',
  footway: 'path',
  path: 'path',
  cycleway: 'path',
  track: 'path',
  corridor: 'path',
  steps: 'steps',
};

/** OSM `highway` value to our class; links take their parent's class. */
export function roadClass(highway: unknown): RoadClass | undefined {
  if (typeof highway !== 'string') return undefined;
  return HIGHWAY_TO_CLASS[highway.replace(/_link$/, '')];
}

/** Zoom at which a road class is drawn; minor streets wait until the street grid is legible. */
export const ROAD_MINZOOM: Record<RoadClass, number> = {
  motorway: 10,
  primary: 10,
  secondary: 11,
  tertiary: 12,
  minor: 13,
  service: 14,
  pedestrian: 14,
  path: 15,
  steps: 15,
};

/** Zoom at which a road's name is included; bigger streets are named first. */
export const ROAD_LABEL_MINZOOM: Partial<Record<RoadClass, number>> = {
  motorway: 13,
  primary: 13,
  secondary: 13,
  tertiary: 14,
  minor: 14,
  pedestrian: 14,
  service: 15,
};

export const MINZOOM = {
  land: 10,
  parish: 10,
  parish_boundary: 12,
  parish_label: 10,
  lrt: 10,
  lrt_station: 11,
  bus_stop: 14,
} as const;

/** TileJSON `vector_layers` for the archive metadata. */
export const VECTOR_LAYERS: { id: LayerName; description: string; fields: Record<string, string> }[] = [
  { id: 'land', description: 'Land; Macao itself and neighbouring land for context', fields: { class: 'macao | neighbour' } },
  { id: 'parish', description: 'Parish areas (they reach into the sea)', fields: { slug: 'String', name_zh: 'String', name_pt: 'String' } },
  { id: 'parish_boundary', description: 'Parish boundaries where they run over land', fields: {} },
  { id: 'parish_label', description: 'One label point per parish, on land', fields: { slug: 'String', name_zh: 'String', name_pt: 'String' } },
  { id: 'road', description: 'Streets and walkways', fields: { class: ROAD_CLASSES.join(' | ') } },
  { id: 'road_label', description: 'Named streets merged into long lines for labelling', fields: { class: 'String', name_zh: 'String', name_pt: 'String' } },
  { id: 'lrt', description: 'Macao LRT lines', fields: { line: 'String', name_zh: 'String', name_en: 'String', color: 'String' } },
  {
    id: 'lrt_station',
    description: 'Macao LRT stations',
    fields: { id: 'String', name_zh: 'String', name_pt: 'String', name_en: 'String', line: 'String', lines: 'String', color: 'String' },
  },
  { id: 'bus_stop', description: 'Bus stops (DSAT codes)', fields: { id: 'String', name_zh: 'String', routes: 'String' } },
];
