// The entities' markers: the first point of each is its marker (numbered for tour stops), its further points are
// sub-markers shown while it is active; places at the same spot are spread apart. Hover and focus open the popup.
import { useMemo } from 'react';
import { createPortal } from 'react-dom';
import { MapPin } from 'lucide-react';
import type { Map as MlMap } from 'maplibre-gl';
import type { Coordinate } from '#shared/api/places';
import { spreadSameCoordinate } from '#shared/geo';
import { coordinateListOf } from './coordinates';
import type { DelayedToggle } from './delayed-toggle';
import type { PopupTarget } from './useMapPopup';
import { useMarkerLayer, type MarkerPoint } from './useMarkerLayer';

export interface MapMarker {
  id: string;
  name: string;
  coordinate: Coordinate;
  /** Tour stops: the number drawn on the marker. */
  order?: number;
}

type EntityPoint = MarkerPoint & { id: string; sub: boolean };

export function entityPoints(markers: MapMarker[], activeId: string | null): EntityPoint[] {
  const mains = spreadSameCoordinate(
    markers.flatMap((m) => {
      const list = coordinateListOf(m.coordinate);
      return list[0] ? [{ id: m.id, at: list[0] }] : [];
    }),
    (x) => x.at,
    (x, at) => ({ ...x, at }),
  );
  const points: EntityPoint[] = [];
  for (const m of markers) {
    const main = mains.find((x) => x.id === m.id);
    if (!main) continue;
    const active = m.id === activeId;
    points.push({ key: `m:${m.id}`, id: m.id, sub: false, lngLat: main.at, className: 'map-marker-slot', anchor: 'bottom', zIndex: active ? 3 : 2 });
    if (active) {
      coordinateListOf(m.coordinate)
        .slice(1)
        .forEach((c, i) => points.push({ key: `s:${m.id}:${i}`, id: m.id, sub: true, lngLat: c, className: 'map-marker-slot', anchor: 'center', zIndex: 2 }));
    }
  }
  return points;
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
  popup: DelayedToggle<PopupTarget>;
}) {
  const points = useMemo(() => entityPoints(markers, activeId), [markers, activeId]);
  const slots = useMarkerLayer(map, points);
  const byId = useMemo(() => new Map(markers.map((m) => [m.id, m])), [markers]);
  return slots.map((slot) => {
    const point = points.find((p) => p.key === slot.key);
    const m = point ? byId.get(point.id) : undefined;
    if (!point || !m) return null;
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
          onActiveChange?.(active ? null : m.id);
          popup.now(active ? null : target);
        }}
        onMouseEnter={() => popup.request(target)}
        onMouseLeave={() => popup.request(null)}
        onFocus={() => popup.request(target)}
        onBlur={() => popup.request(null)}
      >
        {point.sub ? null : m.order !== undefined ? <span className="map-marker__order">{m.order}</span> : <MapPin aria-hidden="true" size={18} />}
      </button>,
      slot.element,
      slot.key,
    );
  });
}
