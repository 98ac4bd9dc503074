// The geolocation alerts (fail, not supported, out of bounds) and the dismissable 'no geolocation information' notice.
import { Trans, useLingui } from '@lingui/react/macro';
import { CircleAlert, LocateFixed, X } from 'lucide-react';
import { dismissGeoAlert, dismissNoGeoNotice, turnGeolocationOn, useGeolocation } from '#/state/geolocation';

export function GeoAlerts() {
  const { t } = useLingui();
  const geo = useGeolocation();
  if (!geo.alert) return null;
  return (
    <div className="geo-alert" role="alert">
      <CircleAlert aria-hidden="true" size={20} />
      <p>
        {geo.alert === 'fail' ? (
          <Trans>We could not find your location. Check that location access is allowed, then try again.</Trans>
        ) : geo.alert === 'unsupported' ? (
          <Trans>This browser cannot share your location.</Trans>
        ) : (
          <Trans>Your location is outside Macao, so distances are not shown.</Trans>
        )}
      </p>
      <button type="button" className="icon-button" onClick={dismissGeoAlert} aria-label={t`Dismiss`}>
        <X aria-hidden="true" size={18} />
      </button>
    </div>
  );
}

export function NoGeoNotice() {
  const { t } = useLingui();
  const geo = useGeolocation();
  if (geo.status !== 'off' || geo.noticeDismissed || geo.alert) return null;
  return (
    <div className="geo-notice" role="status">
      <p>
        <Trans>No geolocation information. Share your location to see how far places are.</Trans>
      </p>
      <div className="geo-notice__actions">
        <button type="button" className="button button--primary button--small" onClick={turnGeolocationOn}>
          <LocateFixed aria-hidden="true" size={16} />
          <Trans>Use my location</Trans>
        </button>
        <button type="button" className="icon-button" onClick={dismissNoGeoNotice} aria-label={t`Dismiss`}>
          <X aria-hidden="true" size={18} />
        </button>
      </div>
    </div>
  );
}

/** The list header's 'near me' switch: sorts the list by distance (SPEC §4). */
export function NearMeButton({ sorts = true }: { sorts?: boolean }) {
  const geo = useGeolocation();
  return (
    <button
      type="button"
      className="button button--ghost button--small"
      aria-pressed={geo.status === 'on'}
      aria-busy={geo.status === 'loading'}
      onClick={turnGeolocationOn}
      disabled={geo.status === 'on'}
    >
      <LocateFixed aria-hidden="true" size={16} />
      {sorts ? geo.status === 'on' ? <Trans>Sorted by distance</Trans> : <Trans>Sort by distance</Trans> : <Trans>Show distances</Trans>}
    </button>
  );
}
