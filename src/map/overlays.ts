// The map's GeoJSON overlays as data and layers: a tour's route line, a walk (issue 33) and the POI range circle (SPEC §9).
import type { FeatureCollection } from 'geojson';
import type { LonLat } from '#shared/geo';
import { COLOURS } from '#/styles/tokens';
import { circlePolygon } from './circle';
import type { OverlayLayer } from './useGeoJsonOverlay';

export interface Overlay {
  data: FeatureCollection;
  layers: OverlayLayer[];
}

export function tourRouteOverlay(route: LonLat[] | undefined, greyscale: boolean): Overlay {
  return {
    data: {
      type: 'FeatureCollection',
      features: route && route.length > 1 ? [{ type: 'Feature', properties: {}, geometry: { type: 'LineString', coordinates: route } }] : [],
    },
    layers: [
      {
        id: 'tour-route-casing',
        type: 'line',
        paint: { 'line-color': '#FFFFFF', 'line-width': 8 },
        layout: { 'line-join': 'round', 'line-cap': 'round' },
      },
      {
        id: 'tour-route',
        type: 'line',
        paint: { 'line-color': greyscale ? '#555555' : COLOURS.lantern, 'line-width': 4, 'line-dasharray': [2, 1.2] },
        layout: { 'line-join': 'round', 'line-cap': 'round' },
      },
    ],
  };
}

export function rangeOverlay(circle: { center: LonLat[]; radius: number } | null | undefined, greyscale: boolean): Overlay {
  const colour = greyscale ? '#666666' : COLOURS.primary;
  return {
    data: { type: 'FeatureCollection', features: circle ? circle.center.map((c) => circlePolygon(c, circle.radius)) : [] },
    layers: [
      { id: 'poi-range-fill', type: 'fill', paint: { 'fill-color': colour, 'fill-opacity': 0.06 } },
      { id: 'poi-range-line', type: 'line', paint: { 'line-color': colour, 'line-width': 1.5, 'line-dasharray': [3, 2], 'line-opacity': 0.6 } },
    ],
  };
}

/** A walking route: a solid line under the markers, distinct from a tour's dashed one. */
export function walkRouteOverlay(line: readonly LonLat[] | undefined, greyscale: boolean): Overlay {
  return {
    data: {
      type: 'FeatureCollection',
      features: line && line.length > 1 ? [{ type: 'Feature', properties: {}, geometry: { type: 'LineString', coordinates: [...line] } }] : [],
    },
    layers: [
      {
        id: 'walk-route-casing',
        type: 'line',
        paint: { 'line-color': '#FFFFFF', 'line-width': 9 },
        layout: { 'line-join': 'round', 'line-cap': 'round' },
      },
      {
        id: 'walk-route',
        type: 'line',
        paint: { 'line-color': greyscale ? '#222222' : COLOURS.primary, 'line-width': 5 },
        layout: { 'line-join': 'round', 'line-cap': 'round' },
      },
    ],
  };
}
