// The map's public face: a lazily loaded MapView (MapLibre and pmtiles stay out of every other chunk).
import { lazy } from 'react';
import './map.css';
import { withWholeCatalogue } from '#/i18n/activate';

export const LazyMapView = lazy(withWholeCatalogue(() => import('./MapView')));
export type { MapMarker, MapViewProps } from './MapView';
export { MapFallback } from './MapFallback';
