// The entities' markers: the first point of each is its marker (numbered for tour stops), its further points are
// sub-markers shown while it is active; places at the same spot are spread apart, and places that crowd each other
// at the map's zoom merge into a counted cluster (clusters.ts) that zooms in to split. A tap, click, Enter or Space
// opens a marker's popup at once; a mouse's hover opens it after the delay (popup-control.ts).
import { useMemo } from 'react';
import { createPortal } from 'react-dom';
import { MapPin } from 'lucide-react';
import type { Map as MlMap } from 'maplibre-gl';
import type { Coordinate } from '#shared/api/places';
import { spreadSameCoordinate } from '#shared/geo';
import { ClusterButton } from './ClusterButton';
import { clusterIndex } from './clusters';
import { coordinateListOf } from './coordinates';
import { isHoverPointer, type PopupControl } from './popup-control';
import type { PopupTarget } from './useMapPopup';
import { useMapZoom } from './useMapZoom';
import { useMarkerLayer, type MarkerPoint } from './useMarkerLayer';

export interface MapMarker {
  id: string;
  name: string;
  coordinate: Coordinate;
  /** Tour stops: the number drawn on the marker. */
  order?: number;
}

export type EntityPoint = MarkerPoint &
  ({ kind: 'marker'; id: string; sub: boolean } | { kind: 'cluster'; count: number; ids: string[]; expansionZoom: number });

/**
 * The markers to draw at `zoom` (no clustering without one). The active entity never hides in a cluster: the
 * visitor just picked it in the list.
 */
export function entityPoints(markers: MapMarker[], activeId: string | null, zoom?: number): EntityPoint[] {
  const mains = spreadSameCoordinate(
    markers.flatMap((m) => {
      const list = coordinateListOf(m.coordinate);
      return list[0] ? [{ id: m.id, at: list[0] }] : [];
    }),
    (x) => x.at,
    (x, at) => ({ ...x, at }),
  );
  const clustered = new Set<string>();
  const clusters: EntityPoint[] = [];
  if (zoom !== undefined) {
    for (const c of clusterIndex(mains.filter((x) => x.id !== activeId)).at(zoom)) {
      if (c.kind !== 'cluster') continue;
      c.ids.forEach((id) => clustered.add(id));
      clusters.push({
        kind: 'cluster',
        key: c.key,
        count: c.count,
        ids: c.ids,
        expansionZoom: c.expansionZoom,
        lngLat: c.at,
        className: 'map-marker-slot',
        zIndex: 2,
      });
    }
  }
  const points: EntityPoint[] = [];
  for (const m of markers) {
    const main = mains.find((x) => x.id === m.id);
    if (!main || clustered.has(m.id)) continue;
    const active = m.id === activeId;
    points.push({
      kind: 'marker',
      key: `m:${m.id}`,
      id: m.id,
      sub: false,
      lngLat: main.at,
      className: 'map-marker-slot',
      anchor: 'bottom',
      zIndex: active ? 3 : 2,
    });
    if (active) {
      coordinateListOf(m.coordinate)
        .slice(1)
        .forEach((c, i) =>
          points.push({ kind: 'marker', key: `s:${m.id}:${i}`, id: m.id, sub: true, lngLat: c, className: 'map-marker-slot', anchor: 'center', zIndex: 2 }),
        );
    }
  }
  return [...points, ...clusters];
}

export function EntityMarkers({
  map,
  markers,
  activeId,
  onActiveChange,
  popup,
}: {
  map: MlMap | null;
  markers: MapMarker[];
  activeId: string | null;
  onActiveChange?: ((id: string | null) => void) | undefined;
  popup: PopupControl<PopupTarget>;
}) {
  const zoom = useMapZoom(map);
  const points = useMemo(() => entityPoints(markers, activeId, zoom ?? undefined), [markers, activeId, zoom]);
  const slots = useMarkerLayer(map, points);
  const byId = useMemo(() => new Map(markers.map((m) => [m.id, m])), [markers]);

  return slots.map((slot) => {
    const point = points.find((p) => p.key === slot.key);
    if (!point) return null;
    if (point.kind === 'cluster') {
      return createPortal(<ClusterButton map={map} point={point} />, slot.element, slot.key);
    }
    const m = byId.get(point.id);
    if (!m) return null;
    const active = m.id === activeId;
    const target: PopupTarget = { kind: 'marker', id: m.id, at: point.lngLat };
    return createPortal(
      <button
        type="button"
        className={`map-marker${active ? ' is-active' : ''}${point.sub ? ' map-marker--sub' : ''}`}
        aria-label={m.name}
        aria-pressed={active}
        data-id={m.id}
        onClick={() => {
          const open = active && popup.pinned();
          onActiveChange?.(open ? null : m.id);
          popup.open(open ? null : target);
        }}
        onPointerEnter={(e) => isHoverPointer(e.pointerType) && popup.hover(target)}
        onPointerLeave={(e) => isHoverPointer(e.pointerType) && popup.hover(null)}
      >
        {point.sub ? null : m.order !== undefined ? <span className="map-marker__order">{m.order}</span> : <MapPin aria-hidden="true" size={18} />}
      </button>,
      slot.element,
      slot.key,
    );
  });
}
