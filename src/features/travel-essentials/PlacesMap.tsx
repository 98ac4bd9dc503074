// A list of places beside their map: the map stays in view on wide screens; on phones it opens on demand above
// the list. Hovering or focusing a card makes its marker active (with its branches as sub-markers).
import { Suspense, useState, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Map as MapIcon, X } from 'lucide-react';
import type { LonLat } from '#shared/geo';
import { LazyMapView, MapFallback, type MapMarker } from '#/map';
import { useUi } from '#/state/ui';
import '#/features/sight-map';

export function PlacesMap({
  label,
  markers,
  activeId,
  onActiveChange,
  renderPopup,
  walkRoute,
  children,
}: {
  label: string;
  markers: MapMarker[];
  activeId: string | null;
  onActiveChange: (id: string | null) => void;
  renderPopup?: (id: string) => ReactNode;
  /** A walking route to one of the places (issue 33): drawn, and the map fits it. */
  walkRoute?: LonLat[] | undefined;
  children: ReactNode;
}) {
  const { t } = useLingui();
  const { isMobile } = useUi();
  const [open, setOpen] = useState(false);
  const shown = !isMobile || open;
  return (
    <div className="places-map">
      <div className="places-map__list">{children}</div>
      {/* The map inside is the region named `label`: this box is only its frame (one landmark, not two of one name). */}
      <div className="places-map__map" hidden={!shown}>
        {isMobile ? (
          <button type="button" className="places-map__close icon-button" onClick={() => setOpen(false)} aria-label={t`Close map`}>
            <X aria-hidden="true" size={20} />
          </button>
        ) : null}
        {shown ? (
          <Suspense fallback={<MapFallback className="places-map__placeholder" />}>
            <LazyMapView
              label={label}
              markers={markers}
              activeId={activeId}
              onActiveChange={onActiveChange}
              {...(renderPopup ? { renderMarkerPopup: renderPopup } : {})}
              {...(walkRoute ? { walkRoute } : {})}
            />
          </Suspense>
        ) : null}
      </div>
      {isMobile && !open ? (
        <button type="button" className="places-map__toggle button button--primary" onClick={() => setOpen(true)}>
          <MapIcon aria-hidden="true" size={18} />
          <Trans>Show map</Trans>
        </button>
      ) : null}
    </div>
  );
}
