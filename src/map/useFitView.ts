// Fits the view to the entities and the tour route when they change (SPEC §9 padding and max zoom); a single
// entity page starts at the detail zoom on it.
import { useEffect } from 'react';
import type { Map as MlMap } from 'maplibre-gl';
import { boundsOf, type LonLat } from '#shared/geo';
import { MOBILE_BREAKPOINT } from '#/state/ui';
import { DETAIL_ZOOM } from './useMapInstance';
import { useDeepMemo } from '#/components/useDeepMemo';

export function useFitView(map: MlMap | null, points: LonLat[], detail: boolean): void {
  const coords = useDeepMemo(points);
  useEffect(() => {
    if (!map) return;
    const mobile = window.innerWidth < MOBILE_BREAKPOINT;
    if (detail && coords.length === 1 && coords[0]) {
      map.jumpTo({ center: coords[0], zoom: DETAIL_ZOOM });
      return;
    }
    const b = boundsOf(coords);
    if (!b) return;
    // A single place spread over several points never zooms past the detail zoom (our tiles end at 16).
    const maxZoom = detail ? DETAIL_ZOOM : mobile ? 20 : 16;
    map.fitBounds(b, { padding: mobile ? 50 : 100, maxZoom, animate: false });
  }, [map, coords, detail]);
}
