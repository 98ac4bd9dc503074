// The sight-map page layout (SPEC §2): content column and map column; under 1088 px the map is hidden behind a
// 'Show map' toggle and opens full screen with a close button. The toggle stands in the page's flow where the screen
// puts it (ShowMapButton), never floating over the list (issue 31: it covered the first card's text on phones).
import { useEffect, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Map as MapIcon, X } from 'lucide-react';
import { toggleMapOnMobile, useUi } from '#/state/ui';
import { GeoAlerts } from './GeoAlerts';

export function SightMapLayout({ children, map }: { children: ReactNode; map: ReactNode }) {
  const { t } = useLingui();
  const { isMobile, showMapOnMobile } = useUi();
  useEffect(() => () => toggleMapOnMobile(false), []);
  const mapShown = !isMobile || showMapOnMobile;
  return (
    <div className={`sight-map${showMapOnMobile ? ' is-map-open' : ''}`}>
      <div className="sight-map__content">
        <GeoAlerts />
        {children}
      </div>
      {/* Not a landmark of its own: the map inside is the region named after the page (one landmark, one name). */}
      <div className="sight-map__map" hidden={!mapShown} id="sight-map-column">
        {isMobile && showMapOnMobile ? (
          <button type="button" className="sight-map__close" onClick={() => toggleMapOnMobile(false)} aria-label={t`Close map`}>
            <X aria-hidden="true" size={22} />
          </button>
        ) : null}
        {mapShown ? map : null}
      </div>
    </div>
  );
}

/** The 'Show map' toggle: rendered by the server too and shown by CSS under 1088 px only, so nothing shifts when the app measures the window. */
export function ShowMapButton() {
  const { showMapOnMobile } = useUi();
  return (
    <button
      type="button"
      className="sight-map__toggle button button--primary"
      aria-expanded={showMapOnMobile}
      aria-controls="sight-map-column"
      onClick={() => toggleMapOnMobile(true)}
    >
      <MapIcon aria-hidden="true" size={18} />
      <Trans>Show map</Trans>
    </button>
  );
}
