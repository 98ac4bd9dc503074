// The visitor's position on the map and the locate button (SPEC §4): the map flies there when asked to locate.
import { useEffect, useMemo } from 'react';
import { createPortal } from 'react-dom';
import { useLingui } from '@lingui/react/macro';
import { LoaderCircle, LocateFixed } from 'lucide-react';
import type { Map as MlMap } from 'maplibre-gl';
import { turnGeolocationOff, turnGeolocationOn, useGeolocation } from '#/state/geolocation';
import { useMarkerLayer, type MarkerPoint } from './useMarkerLayer';

export function UserLocation({ map }: { map: MlMap | null }) {
  const { t } = useLingui();
  const geo = useGeolocation();
  const points = useMemo<MarkerPoint[]>(
    () => (geo.status === 'on' && geo.position ? [{ key: 'me', lngLat: [geo.position[0], geo.position[1]], className: 'map-user-slot', zIndex: 4 }] : []),
    [geo.status, geo.position],
  );
  const slots = useMarkerLayer(map, points);
  useEffect(() => {
    if (map && geo.locateRequest > 0 && geo.position) map.flyTo({ center: [geo.position[0], geo.position[1]], zoom: Math.max(map.getZoom(), 15) });
  }, [map, geo.locateRequest, geo.position]);

  const label = geo.status === 'on' ? t`Stop using my location` : t`Show my location`;
  return (
    <>
      {slots.map((slot) => createPortal(<span className="map-user" role="img" aria-label={t`Your location`} />, slot.element, slot.key))}
      <button
        type="button"
        className="map-view__locate"
        aria-pressed={geo.status === 'on'}
        aria-busy={geo.status === 'loading'}
        onClick={() => (geo.status === 'on' ? turnGeolocationOff() : turnGeolocationOn())}
        aria-label={label}
        title={label}
      >
        {geo.status === 'loading' ? <LoaderCircle aria-hidden="true" size={20} className="spin" /> : <LocateFixed aria-hidden="true" size={20} />}
      </button>
    </>
  );
}
