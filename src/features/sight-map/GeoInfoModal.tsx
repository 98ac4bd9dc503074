// The geo-info modal (SPEC §2): a place's description, a map and its nearby POIs; closes on route change.
import { Trans, useLingui } from '@lingui/react/macro';
import { Modal } from '#/components/Modal';
import type { Poi } from '#shared/api/places';
import type { LonLat } from '#shared/geo';
import { useModals } from '#/state/modals';
import { MapPanel } from './MapPanel';
import { POI_TYPE_INFO, PoiIcon, isPoiType } from '#/map/poi-types';
import { DistanceBadge } from './EntityList';

export const GEO_INFO_MODAL = 'geo-info';

export function GeoInfoModal({
  id,
  name,
  description,
  coordinates,
  pois,
}: {
  id: string;
  name: string;
  description?: string | undefined;
  coordinates: LonLat[];
  pois: Poi[];
}) {
  const { t, i18n } = useLingui();
  const { open } = useModals();
  const isOpen = open.includes(GEO_INFO_MODAL);
  return (
    <Modal id={GEO_INFO_MODAL} title={name} size="large">
      <div className="geo-info">
        {description ? <p className="geo-info__description">{description}</p> : null}
        {isOpen ? (
          <div className="geo-info__map">
            <MapPanel
              label={t`Map of ${name}`}
              markers={[{ id, name, coordinate: coordinates }]}
              detail
              poiCenter={coordinates}
              initialPois={pois}
              excludePoiId={id}
            />
          </div>
        ) : null}
        {pois.length > 0 ? (
          <>
            <h3 className="geo-info__heading">
              <Trans>Nearby</Trans>
            </h3>
            <ul className="geo-info__pois">
              {pois.map((p) => (
                <li key={p.id}>
                  <span className="geo-info__poi-icon">
                    <PoiIcon type={p.type} size={16} />
                  </span>
                  <span>
                    <span className="geo-info__poi-name">{p.name}</span>
                    <span className="geo-info__poi-type">{isPoiType(p.type) ? i18n._(POI_TYPE_INFO[p.type].label) : p.type}</span>
                  </span>
                  {typeof p.distance === 'number' ? <DistanceBadge metres={p.distance} /> : null}
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </div>
    </Modal>
  );
}
