// A tiny hand-drawn, heavily generalised outline of Macao, for a coarse basemap when no geodata is available.
import type { Position } from 'geojson';

/*
 * Drawn by hand from general knowledge of the shape of Macao (our own work, not traced from any
 * dataset): accurate to a few hundred metres at best. It only keeps the map from showing open sea
 * until the detailed basemap is built from MAP_DATA_DIR.
 */

/** Macao peninsula, from the Border Gate clockwise round the Outer Harbour, Barra and the Inner Harbour. */
const PENINSULA: Position[] = [
  [113.5465, 22.2165],
  [113.5535, 22.217],
  [113.557, 22.213],
  [113.5615, 22.2075],
  [113.5635, 22.201],
  [113.56, 22.1965],
  [113.558, 22.1915],
  [113.553, 22.188],
  [113.548, 22.186],
  [113.543, 22.1845],
  [113.5375, 22.1795],
  [113.533, 22.181],
  [113.5295, 22.185],
  [113.531, 22.19],
  [113.5345, 22.196],
  [113.5375, 22.201],
  [113.54, 22.206],
  [113.5425, 22.211],
  [113.5445, 22.2145],
  [113.5465, 22.2165],
];

/** Taipa, the Cotai reclamation and Coloane, now one island. */
const TAIPA_COTAI_COLOANE: Position[] = [
  [113.544, 22.164],
  [113.552, 22.168],
  [113.56, 22.17],
  [113.568, 22.169],
  [113.576, 22.166],
  [113.583, 22.162],
  [113.587, 22.156],
  [113.584, 22.15],
  [113.578, 22.147],
  [113.572, 22.142],
  [113.572, 22.136],
  [113.58, 22.133],
  [113.585, 22.125],
  [113.582, 22.116],
  [113.57, 22.111],
  [113.556, 22.112],
  [113.548, 22.116],
  [113.547, 22.124],
  [113.552, 22.132],
  [113.549, 22.138],
  [113.548, 22.146],
  [113.544, 22.152],
  [113.54, 22.158],
  [113.544, 22.164],
];

/** The airport runway island east of Taipa. */
const AIRPORT: Position[] = [
  [113.5885, 22.1715],
  [113.5935, 22.1705],
  [113.5985, 22.145],
  [113.5935, 22.144],
  [113.5885, 22.1715],
];

export const FALLBACK_LAND: GeoJSON.Feature<GeoJSON.MultiPolygon> = {
  type: 'Feature',
  properties: { class: 'macao' },
  geometry: { type: 'MultiPolygon', coordinates: [[PENINSULA], [TAIPA_COTAI_COLOANE], [AIRPORT]] },
};
