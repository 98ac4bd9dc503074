// A POI's popup content: type, name, closure notice and the lines SPEC §3/§5 allow for its type.
import { Trans, useLingui } from '@lingui/react/macro';
import { CircleAlert, Clock, MapPin, Phone, Wifi, KeyRound, Bus, TramFront, Navigation, CalendarDays } from 'lucide-react';
import type { Poi } from '#shared/api/places';
import { macaoToday } from '#shared/events';
import { LOCALE_TABLE } from '#shared/locales';
import { fallbackAttrs } from '#/components/fallback';
import { OpeningHoursText } from '#/components/OpeningHoursText';
import { OpenNow } from '#/components/OpenNow';
import { PlaceStatusNote } from '#/components/PlaceStatusNote';
import { useLocale } from '#/i18n/current';
import { POI_TYPE_INFO, PoiIcon, isPoiType } from '#/map/poi-types';
import { poiPopupLines, type PopupLine } from './poi-rules';
import { formatDistance } from './distance';

function Line({ line, bcp47 }: { line: PopupLine; bcp47: string }) {
  const { t } = useLingui();
  switch (line.kind) {
    case 'closed': {
      const from = line.from ?? '';
      const to = line.to ?? '';
      return (
        <li className="poi-popup__closed">
          <CircleAlert aria-hidden="true" size={16} />
          <span>
            {from && to ? (
              <Trans>
                Temporarily closed from {from} to {to}
              </Trans>
            ) : from ? (
              <Trans>Temporarily closed from {from}</Trans>
            ) : to ? (
              <Trans>Temporarily closed until {to}</Trans>
            ) : (
              <Trans>Temporarily closed</Trans>
            )}
          </span>
        </li>
      );
    }
    case 'address':
      return (
        <li>
          <MapPin aria-hidden="true" size={16} />
          <span>{line.text}</span>
        </li>
      );
    case 'openingHour':
      return (
        <li>
          <Clock aria-hidden="true" size={16} />
          <span>
            {line.spec ? <OpenNow hours={line.spec} publicHolidays={line.publicHolidays} /> : null}
            <OpeningHoursText text={line.text} hours={line.hours} spec={line.spec} fallbackFields={line.fallback ? ['openingHour'] : undefined} />
          </span>
        </li>
      );
    case 'tel':
      return (
        <li>
          <Phone aria-hidden="true" size={16} />
          <a href={line.href} dir="ltr" className="ltr-island">
            {line.text}
          </a>
        </li>
      );
    case 'ssid': {
      // Network names and passwords are typed as written: kept left to right inside an Arabic sentence.
      const ssid = <bdi dir="ltr">{line.text}</bdi>;
      return (
        <li>
          <Wifi aria-hidden="true" size={16} />
          <span>
            <Trans>Network: {ssid}</Trans>
          </span>
        </li>
      );
    }
    case 'password': {
      const password = <bdi dir="ltr">{line.text}</bdi>;
      return (
        <li>
          <KeyRound aria-hidden="true" size={16} />
          <span>
            <Trans>Password: {password}</Trans>
          </span>
        </li>
      );
    }
    case 'info':
      return (
        <li>
          <span>{line.text}</span>
        </li>
      );
    case 'busRoutes':
      return (
        <li>
          <Bus aria-hidden="true" size={16} />
          <span>
            <span className="visually-hidden">{t`Bus routes`}</span>
            <span className="poi-popup__routes">
              {line.routes.map((r) => (
                <span key={r} className="poi-popup__route">
                  {r}
                </span>
              ))}
            </span>
          </span>
        </li>
      );
    case 'lrtLine':
      return (
        <li>
          <TramFront aria-hidden="true" size={16} />
          <span>{line.text}</span>
        </li>
      );
    case 'showDate':
      return (
        <li>
          <CalendarDays aria-hidden="true" size={16} />
          <span>{line.text}</span>
        </li>
      );
    case 'distance': {
      const distance = formatDistance(line.metres, bcp47);
      return (
        <li>
          <Navigation aria-hidden="true" size={16} />
          <span>
            <Trans>{distance} away</Trans>
          </span>
        </li>
      );
    }
  }
}

export function PoiPopup({ poi }: { poi: Poi }) {
  const { i18n } = useLingui();
  const locale = useLocale();
  const lines = poiPopupLines(poi, macaoToday());
  const typeLabel = isPoiType(poi.type) ? i18n._(POI_TYPE_INFO[poi.type].label) : poi.type;
  return (
    <div className="poi-popup">
      <p className="poi-popup__type">
        <PoiIcon type={poi.type} size={14} />
        {typeLabel}
      </p>
      <p className="poi-popup__name" {...fallbackAttrs(poi.fallbackFields, 'name', locale)}>
        {poi.name}
      </p>
      <PlaceStatusNote status={poi.status} />
      <ul className="poi-popup__lines">
        {lines.map((l, i) => (
          <Line key={`${l.kind}-${i}`} line={l} bcp47={LOCALE_TABLE[locale].bcp47} />
        ))}
      </ul>
    </div>
  );
}
