// Label and point layers of our MapLibre style: street names, LRT stations, bus stops, parishes.
import type { LayerSpecification } from '@maplibre/maplibre-gl-style-spec';
import { bilingual, COLORS, FONT_STACK, lrtColor, SOURCE_ID, zoomCurve } from './style-tokens';

export function labelLayers(): LayerSpecification[] {
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
        // Set level along the street, two lines like Macao's bilingual street signs: Chinese set along a
        // diagonal street would stand its characters upright and crowd them, and the second line of a
        // curved label is not collision-checked.
        'symbol-placement': 'line',
        'text-rotation-alignment': 'viewport',
        'text-field': bilingual,
        'text-font': [FONT_STACK],
        'text-size': zoomCurve(
          [
            [13, 10.5],
            [15, 12],
            [17, 14],
            [19, 16],
          ],
          1.2,
        ),
        'text-line-height': 1.15,
        'text-padding': 6,
        'symbol-spacing': 400,
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
        'circle-radius': zoomCurve(
          [
            [11, 2.5],
            [14, 5],
            [17, 8],
          ],
          1.4,
        ),
        'circle-color': COLORS.halo,
        'circle-stroke-color': lrtColor,
        'circle-stroke-width': zoomCurve(
          [
            [11, 1.5],
            [14, 2.5],
            [17, 3.5],
          ],
          1.4,
        ),
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
        'text-size': zoomCurve(
          [
            [13, 11],
            [16, 13],
            [18, 15],
          ],
          1.2,
        ),
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
      layout: {
        'text-field': ['get', 'name_zh'],
        'text-font': [FONT_STACK],
        'text-size': 11,
        'text-anchor': 'left',
        'text-offset': [0.8, 0],
        'text-optional': true,
      },
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
        'text-size': zoomCurve(
          [
            [11, 11],
            [13, 13],
            [15, 15],
          ],
          1.2,
        ),
        'text-transform': 'uppercase',
        'text-letter-spacing': 0.12,
        'text-line-height': 1.3,
        'text-max-width': 8,
        'text-padding': 8,
      },
      paint: {
        'text-color': COLORS.parishLabel,
        'text-halo-color': COLORS.land,
        'text-halo-width': 1.4,
        'text-opacity': ['interpolate', ['linear'], ['zoom'], 14, 1, 16, 0.6],
      },
    },
  ];
}
