// Keeps a set of MapLibre HTML markers in step with a list of points, diffing by key so React can portal into them.
import { useEffect, useRef, useState } from 'react';
import { Marker, type Map as MlMap } from 'maplibre-gl';
import type { LonLat } from '#shared/geo';

export interface MarkerPoint {
  key: string;
  lngLat: LonLat;
  /** Set once when the marker is made (MapLibre adds its own classes to the same element). */
  className: string;
  anchor?: 'center' | 'bottom';
  zIndex?: number;
}

export interface MarkerSlot {
  key: string;
  element: HTMLElement;
}

export function useMarkerLayer(map: MlMap | null, points: MarkerPoint[]): MarkerSlot[] {
  const live = useRef(new Map<string, { marker: Marker; element: HTMLElement }>());
  const [slots, setSlots] = useState<MarkerSlot[]>([]);

  useEffect(() => {
    if (!map) return;
    const current = live.current;
    const wanted = new Set(points.map((p) => p.key));
    for (const [key, entry] of current) {
      if (!wanted.has(key)) {
        entry.marker.remove();
        current.delete(key);
      }
    }
    for (const p of points) {
      const existing = current.get(p.key);
      if (existing) {
        existing.marker.setLngLat(p.lngLat);
        if (p.zIndex !== undefined) existing.element.style.zIndex = String(p.zIndex);
        continue;
      }
      const element = document.createElement('div');
      element.className = p.className;
      if (p.zIndex !== undefined) element.style.zIndex = String(p.zIndex);
      const marker = new Marker({ element, anchor: p.anchor ?? 'center' }).setLngLat(p.lngLat).addTo(map);
      current.set(p.key, { marker, element });
    }
    setSlots(points.map((p) => ({ key: p.key, element: current.get(p.key)!.element })));
  }, [map, points]);

  useEffect(() => {
    const current = live.current;
    return () => {
      for (const entry of current.values()) entry.marker.remove();
      current.clear();
    };
  }, [map]);

  return slots;
}
