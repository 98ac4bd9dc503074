// One popup at a time, as a MapLibre popup whose content React renders through a portal into `element`. A mouse's
// hover opens and closes it with SPEC §4's 400 ms delay; a tap, click, Enter or Space opens it at once
// (popup-control.ts). Escape, a tap on the bare map or the close button closes it.
import { useEffect, useMemo, useState } from 'react';
import { Popup, type Map as MlMap, type MapMouseEvent } from 'maplibre-gl';
import type { Poi } from '#shared/api/places';
import type { LonLat } from '#shared/geo';
import { closesPopup, popupControl, type PopupControl } from './popup-control';

export type PopupTarget = { kind: 'marker'; id: string; at: LonLat } | { kind: 'poi'; poi: Poi; at: LonLat };

export interface MapPopup {
  popup: PopupTarget | null;
  control: PopupControl<PopupTarget>;
  /** Where the popup's content is portalled (null outside a browser). */
  element: HTMLElement | null;
}

export function useMapPopup(map: MlMap | null): MapPopup {
  const [popup, setPopup] = useState<PopupTarget | null>(null);
  const control = useMemo(() => popupControl<PopupTarget>(setPopup), []);
  const element = useMemo(() => (typeof document === 'undefined' ? null : document.createElement('div')), []);

  useEffect(() => () => control.dispose(), [control]);

  useEffect(() => {
    if (!map || !element || !popup) return;
    // closeOnClick stays off: MapLibre sees a tap on a marker as a tap on the map too, and would close the popup
    // that tap just opened. A tap on the bare map closes it below.
    const p = new Popup({
      closeButton: false,
      closeOnClick: false,
      maxWidth: '300px',
      offset: popup.kind === 'marker' ? [0, -38] : [0, -16],
      focusAfterOpen: false,
    })
      .setLngLat(popup.at)
      .setDOMContent(element)
      .addTo(map);
    const el = p.getElement();
    const hold = () => control.hold();
    const leave = () => control.hover(null);
    el.addEventListener('mouseenter', hold);
    el.addEventListener('mouseleave', leave);
    const onMapClick = (e: MapMouseEvent) => {
      const target = e.originalEvent.target;
      if (target instanceof Element && target.closest('.maplibregl-marker, .maplibregl-popup')) return;
      control.open(null);
    };
    map.on('click', onMapClick);
    return () => {
      el.removeEventListener('mouseenter', hold);
      el.removeEventListener('mouseleave', leave);
      map.off('click', onMapClick);
      p.remove();
    };
  }, [map, popup, element, control]);

  useEffect(() => {
    if (!popup) return;
    const onKey = (e: KeyboardEvent) => {
      if (closesPopup(e.key)) control.open(null);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [popup, control]);

  return { popup, control, element };
}
