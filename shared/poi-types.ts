// The 14 POI types of SPEC §9 (legend order), shared by the importer, the API and the map.
export const POI_TYPES = [
  'sightseeing',
  'shows-and-entertainment',
  'shopping',
  'fnb',
  'restaurant',
  'whatson',
  'hotel',
  'lrt',
  'freewifi',
  'touristinfo',
  'drink',
  'nursingroom',
  'publictoilet',
  'busstop',
] as const;
export type PoiType = (typeof POI_TYPES)[number];
