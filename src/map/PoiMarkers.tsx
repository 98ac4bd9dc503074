// The POI discs: the first 5 at once, the rest in idle-time batches (SPEC §9); places at the same spot are spread
// apart. A tap, click, Enter or Space opens the popup at once; a mouse's hover after the delay.
import { useEffect, useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import type { Map as MlMap } from 'maplibre-gl';
import type { Poi } from '#shared/api/places';
import { isCoordinatePair, spreadSameCoordinate } from '#shared/geo';
import { FIRST_BATCH, nextBatchCount, whenIdle } from './batches';
import { PoiIcon, poiColour } from './poi-types';
import { isHoverPointer, type PopupControl } from './popup-control';
import type { PopupTarget } from './useMapPopup';
import { useMarkerLayer, type MarkerPoint } from './useMarkerLayer';

/** How many of `pois` are drawn so far: the first batch, then more whenever the browser is idle. */
function useBatchCount(pois: Poi[]): number {
  const ids = pois.map((p) => p.id).join('|');
  const [count, setCount] = useState(FIRST_BATCH);
  // A new set of POIs starts again from the first batch.
  useEffect(() => setCount(Math.min(FIRST_BATCH, pois.length)), [ids, pois.length]);
  useEffect(() => {
    if (count >= pois.length) return;
    const handle = whenIdle(() => setCount((n) => nextBatchCount(n, pois.length)));
    return () => handle.cancel();
  }, [count, pois.length]);
  return count;
}

export function PoiMarkers({ map, pois, greyscale, popup }: { map: MlMap | null; pois: Poi[]; greyscale: boolean; popup: PopupControl<PopupTarget> }) {
  const count = useBatchCount(pois);
  const spread = useMemo(
    () =>
      spreadSameCoordinate(
        pois.filter((p) => isCoordinatePair(p.coordinate)),
        (p) => p.coordinate,
        (p, coordinate) => ({ ...p, coordinate }),
      ),
    [pois],
  );
  const points = useMemo<(MarkerPoint & { poi: Poi })[]>(
    () => spread.slice(0, count).map((p) => ({ key: `p:${p.id}`, poi: p, lngLat: p.coordinate, className: 'map-marker-slot', zIndex: 1 })),
    [spread, count],
  );
  const slots = useMarkerLayer(map, points);
  return slots.map((slot) => {
    const point = points.find((p) => p.key === slot.key);
    if (!point) return null;
    const { poi } = point;
    const target: PopupTarget = { kind: 'poi', poi, at: point.lngLat };
    return createPortal(
      <button
        type="button"
        className="map-poi"
        data-type={poi.type}
        aria-label={poi.name}
        style={{ background: poiColour(poi.type, greyscale) }}
        onClick={() => popup.open(target)}
        onPointerEnter={(e) => isHoverPointer(e.pointerType) && popup.hover(target)}
        onPointerLeave={(e) => isHoverPointer(e.pointerType) && popup.hover(null)}
      >
        <PoiIcon type={poi.type} size={14} />
      </button>,
      slot.element,
      slot.key,
    );
  });
}
