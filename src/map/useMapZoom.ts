// The map's whole zoom level, updated when a zoom ends: clusters change only at whole zooms (supercluster floors it).
import { useEffect, useState } from 'react';
import type { Map as MlMap } from 'maplibre-gl';

export function useMapZoom(map: MlMap | null): number | null {
  const [zoom, setZoom] = useState<number | null>(null);
  useEffect(() => {
    if (!map) return;
    const read = () => setZoom(Math.floor(map.getZoom()));
    read();
    map.on('zoomend', read);
    map.on('moveend', read);
    return () => {
      map.off('zoomend', read);
      map.off('moveend', read);
    };
  }, [map]);
  return zoom;
}
