// The map: one MapLibre map that talks to React only through props and callbacks. It puts together the instance,
// the overlays (tour route, POI range circle), the entity and POI markers, the visitor's position and one popup.
import { useMemo, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useLingui } from '@lingui/react/macro';
import { LoaderCircle, X } from 'lucide-react';
import type { Poi } from '#shared/api/places';
import type { LonLat } from '#shared/geo';
import { usePreferences } from '#/state/preferences';
import { coordinateListOf } from './coordinates';
import { EntityMarkers, type MapMarker } from './EntityMarkers';
import { rangeOverlay, tourRouteOverlay, walkRouteOverlay } from './overlays';
import { PoiMarkers } from './PoiMarkers';
import { UserLocation } from './UserLocation';
import { useFitView } from './useFitView';
import { useGeoJsonOverlay } from './useGeoJsonOverlay';
import { useMapInstance } from './useMapInstance';
import { useMapPopup } from './useMapPopup';

export type { MapMarker } from './EntityMarkers';
export { DEFAULT_ZOOM, DETAIL_ZOOM } from './useMapInstance';

export interface MapViewProps {
  /** The accessible name of the map region. */
  label: string;
  markers: MapMarker[];
  pois?: Poi[];
  activeId?: string | null;
  onActiveChange?: (id: string | null) => void;
  renderMarkerPopup?: (id: string) => ReactNode;
  renderPoiPopup?: (poi: Poi) => ReactNode;
  route?: LonLat[];
  /** A walking route to draw (issue 33); the view fits it. */
  walkRoute?: LonLat[] | undefined;
  rangeCircle?: { center: LonLat[]; radius: number } | null;
  /** A single entity: start at zoom 17 on it. */
  detail?: boolean;
  loading?: boolean;
}

const NO_POIS: Poi[] = [];

export default function MapView(props: MapViewProps) {
  const {
    label,
    markers,
    pois = NO_POIS,
    activeId = null,
    onActiveChange,
    renderMarkerPopup,
    renderPoiPopup,
    route,
    walkRoute,
    rangeCircle,
    detail = false,
    loading = false,
  } = props;
  const { t } = useLingui();
  const { greyscale } = usePreferences();
  const { containerRef, map, loaded, failed } = useMapInstance({ greyscale, detail });
  const { popup, control, element } = useMapPopup(map);

  useFitView(map, [...markers.flatMap((m) => coordinateListOf(m.coordinate)), ...(route ?? []), ...(walkRoute ?? [])], detail && !walkRoute);
  const tour = useMemo(() => tourRouteOverlay(route, greyscale), [route, greyscale]);
  useGeoJsonOverlay(map, loaded, 'tour-route', tour.data, tour.layers);
  const range = useMemo(() => rangeOverlay(rangeCircle, greyscale), [rangeCircle, greyscale]);
  useGeoJsonOverlay(map, loaded, 'poi-range', range.data, range.layers);
  const walk = useMemo(() => walkRouteOverlay(walkRoute, greyscale), [walkRoute, greyscale]);
  useGeoJsonOverlay(map, loaded, 'walk-route', walk.data, walk.layers);

  const popupContent =
    popup?.kind === 'marker'
      ? renderMarkerPopup?.(popup.id)
      : popup?.kind === 'poi'
        ? (renderPoiPopup?.(popup.poi) ?? <strong>{popup.poi.name}</strong>)
        : null;

  return (
    <div className="map-view" role="region" aria-label={label} data-walk-route={loaded && walk.data.features.length > 0 ? 'drawn' : undefined}>
      <div ref={containerRef} className="map-view__canvas" data-state="loading" />
      <EntityMarkers map={map} markers={markers} activeId={activeId} onActiveChange={onActiveChange} popup={control} />
      <PoiMarkers map={map} pois={pois} greyscale={greyscale} popup={control} />
      {element && popup
        ? createPortal(
            <div className="map-popup">
              <button type="button" className="map-popup__close" onClick={() => control.open(null)} aria-label={t`Close`}>
                <X aria-hidden="true" size={16} />
              </button>
              {popupContent}
            </div>,
            element,
          )
        : null}
      <UserLocation map={map} />
      {loading || (!loaded && !failed) ? (
        <div className="map-view__loading" role="status">
          <LoaderCircle aria-hidden="true" size={28} className="spin" />
          <span className="visually-hidden">{t`Loading the map`}</span>
        </div>
      ) : null}
      {failed ? (
        <p className="map-view__failed" role="alert">
          {t`The map could not be loaded. Check your connection and try again.`}
        </p>
      ) : null}
    </div>
  );
}
