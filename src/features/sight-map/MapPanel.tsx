// The map column: the lazily loaded map, nearby POIs with the legend and range, and the geolocation notice.
import { Suspense, useMemo, type ReactNode } from 'react';
import { Plural } from '@lingui/react/macro';
import type { Poi } from '#shared/api/places';
import type { LonLat } from '#shared/geo';
import { LazyMapView, MapFallback, type MapMarker } from '#/map';
import { useMapFilter } from '#/state/map-filter';
import { PoiLegend } from './PoiLegend';
import { PoiPopup } from './PoiPopup';
import { NoGeoNotice } from './GeoAlerts';
import { useNearbyPois } from './useNearbyPois';
import { isPoiType } from '#/map/poi-types';
import { useDeepMemo } from '#/components/useDeepMemo';

export interface MapPanelProps {
  label: string;
  markers: MapMarker[];
  activeId?: string | null;
  onActiveChange?: (id: string | null) => void;
  renderMarkerPopup?: (id: string) => ReactNode;
  route?: LonLat[];
  /** A walking route to draw (issue 33). */
  walkRoute?: LonLat[] | undefined;
  detail?: boolean;
  /** The entity's coordinates: POIs around them are shown with the legend. */
  poiCenter?: LonLat[];
  initialPois?: Poi[];
  /** The place itself may also be a POI; it is not listed as its own neighbour. */
  excludePoiId?: string;
  loading?: boolean;
}

const NO_CENTER: LonLat[] = [];

export function MapPanel({
  label,
  markers,
  activeId,
  onActiveChange,
  renderMarkerPopup,
  route,
  walkRoute,
  detail,
  poiCenter,
  initialPois,
  excludePoiId,
  loading,
}: MapPanelProps) {
  const filter = useMapFilter();
  const center = useDeepMemo(poiCenter ?? NO_CENTER);
  const fetched = useNearbyPois(center, initialPois);
  const fetchedPois = fetched.pois;
  const pois = useMemo(() => (excludePoiId ? fetchedPois.filter((p) => p.id !== excludePoiId) : fetchedPois), [fetchedPois, excludePoiId]);
  const nearby = { ...fetched, pois };
  const visible = useMemo(() => nearby.pois.filter((p) => !isPoiType(p.type) || filter.poisToShow[p.type]), [nearby.pois, filter.poisToShow]);

  const shownCount = visible.length;
  return (
    <div className="map-panel">
      <Suspense fallback={<MapFallback />}>
        <LazyMapView
          label={label}
          markers={markers}
          pois={visible}
          activeId={activeId ?? null}
          {...(onActiveChange ? { onActiveChange } : {})}
          {...(renderMarkerPopup ? { renderMarkerPopup } : {})}
          renderPoiPopup={(poi) => <PoiPopup poi={poi} />}
          {...(route ? { route } : {})}
          {...(walkRoute ? { walkRoute } : {})}
          rangeCircle={center.length > 0 ? { center, radius: nearby.range } : null}
          detail={detail ?? false}
          loading={(loading ?? false) || (center.length > 0 && nearby.loading && nearby.pois.length === 0)}
        />
      </Suspense>
      <div className="map-panel__overlay">{nearby.pois.length > 0 ? <PoiLegend pois={nearby.pois} defaultOpen={false} /> : null}</div>
      <div className="map-panel__notice">
        <NoGeoNotice />
      </div>
      <p className="visually-hidden" aria-live="polite">
        {center.length > 0 ? <Plural value={shownCount} one="# nearby place shown on the map" other="# nearby places shown on the map" /> : null}
      </p>
    </div>
  );
}
