// The POI discs: the first 5 at once, the rest in idle-time batches (SPEC §9); places at the same spot are spread
// apart, and discs that crowd each other at the map's zoom merge into a counted cluster. A tap, click, Enter or
// Space opens the popup at once; a mouse's hover after the delay.
import { useEffect, useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import type { Map as MlMap } from 'maplibre-gl';
import type { Poi } from '#shared/api/places';
import { isCoordinatePair, spreadSameCoordinate } from '#shared/geo';
import { ClusterButton } from './ClusterButton';
import { clusterIndex, POI_CLUSTER_RADIUS } from './clusters';
import { FIRST_BATCH, nextBatchCount, whenIdle } from './batches';
import { PoiIcon, poiColour } from './poi-types';
import { isHoverPointer, type PopupControl } from './popup-control';
import type { PopupTarget } from './useMapPopup';
import { useMapZoom } from './useMapZoom';
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

export type PoiPoint = MarkerPoint & ({ kind: 'poi'; poi: Poi } | { kind: 'cluster'; count: number; ids: string[]; expansionZoom: number });

/** The POI discs to draw at `zoom` (no clustering without one): crowded discs merge into a counted cluster. */
export function poiPoints(pois: Poi[], zoom?: number): PoiPoint[] {
  const clustered = new Set<string>();
  const clusters: PoiPoint[] = [];
  if (zoom !== undefined) {
    for (const c of clusterIndex(
      pois.map((p) => ({ id: p.id, at: p.coordinate })),
      POI_CLUSTER_RADIUS,
      POI_CLUSTER_RADIUS,
    ).at(zoom)) {
      if (c.kind !== 'cluster') continue;
      c.ids.forEach((id) => clustered.add(id));
      clusters.push({
        kind: 'cluster',
        key: `p${c.key}`,
        count: c.count,
        ids: c.ids,
        expansionZoom: c.expansionZoom,
        lngLat: c.at,
        className: 'map-marker-slot',
        zIndex: 1,
      });
    }
  }
  const discs = pois
    .filter((p) => !clustered.has(p.id))
    .map((p): PoiPoint => ({ kind: 'poi', key: `p:${p.id}`, poi: p, lngLat: p.coordinate, className: 'map-marker-slot', zIndex: 1 }));
  return [...discs, ...clusters];
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
  const zoom = useMapZoom(map);
  const points = useMemo(() => poiPoints(spread.slice(0, count), zoom ?? undefined), [spread, count, zoom]);
  const slots = useMarkerLayer(map, points);
  const typeOf = useMemo(() => new Map(pois.map((p) => [p.id, p.type])), [pois]);
  return slots.map((slot) => {
    const point = points.find((p) => p.key === slot.key);
    if (!point) return null;
    if (point.kind === 'cluster') {
      const types = [...new Set(point.ids.map((id) => typeOf.get(id)).filter((t) => t !== undefined))];
      return createPortal(<ClusterButton map={map} point={point} className="map-cluster--poi" types={types} />, slot.element, slot.key);
    }
    const { poi } = point;
    const target: PopupTarget = { kind: 'poi', poi, at: point.lngLat };
    return createPortal(
      <button
        type="button"
        className="map-poi"
        data-type={poi.type}
        data-id={poi.id}
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
