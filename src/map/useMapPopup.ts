// One popup at a time (SPEC §4: opened and closed with a 400 ms delay), as a MapLibre popup whose content React
// renders through a portal into `element`; Escape closes it.
import { useEffect, useMemo, useState } from 'react';
import { Popup, type Map as MlMap } from 'maplibre-gl';
import type { Poi } from '#shared/api/places';
import type { LonLat } from '#shared/geo';
import { delayedToggle, type DelayedToggle } from './delayed-toggle';

export type PopupTarget = { kind: 'marker'; id: string; at: LonLat } | { kind: 'poi'; poi: Poi; at: LonLat };

export interface MapPopup {
  popup: PopupTarget | null;
  toggle: DelayedToggle<PopupTarget>;
  /** Where the popup's content is portalled (null outside a browser). */
  element: HTMLElement | null;
}

export function useMapPopup(map: MlMap | null): MapPopup {
  const [popup, setPopup] = useState<PopupTarget | null>(null);
  const toggle = useMemo(() => delayedToggle<PopupTarget>(setPopup), []);
  const element = useMemo(() => (typeof document === 'undefined' ? null : document.createElement('div')), []);

  useEffect(() => () => toggle.dispose(), [toggle]);

  useEffect(() => {
    if (!map || !element || !popup) return;
    const p = new Popup({ closeButton: false, maxWidth: '300px', offset: popup.kind === 'marker' ? [0, -38] : [0, -16], focusAfterOpen: false })
      .setLngLat(popup.at)
      .setDOMContent(element)
      .addTo(map);
    const el = p.getElement();
    const hold = () => toggle.hold();
    const leave = () => toggle.request(null);
    el.addEventListener('mouseenter', hold);
    el.addEventListener('mouseleave', leave);
    return () => {
      el.removeEventListener('mouseenter', hold);
      el.removeEventListener('mouseleave', leave);
      p.remove();
    };
  }, [map, popup, element, toggle]);

  useEffect(() => {
    if (!popup) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && toggle.now(null);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [popup, toggle]);

  return { popup, toggle, element };
}
