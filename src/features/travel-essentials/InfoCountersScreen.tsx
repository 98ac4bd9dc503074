// Tourist information counters (SPEC §2 useful-info/tourist-information): each counter with its hours, on a map.
import { useMemo, useState } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { placesQuery } from '#/api/essentials-queries';
import { useLocale } from '#/i18n/current';
import type { MapMarker } from '#/map';
import { InfoPageFrame } from './InfoPageFrame';
import { PlacesMap } from './PlacesMap';
import { PlaceFacts } from './PlaceFacts';
import { DirectionsLink } from './DirectionsLink';

export function InfoCountersScreen() {
  const { t } = useLingui();
  const locale = useLocale();
  const { data } = useSuspenseQuery(placesQuery(locale, 'info-counters'));
  const [activeId, setActiveId] = useState<string | null>(null);
  const markers = useMemo<MapMarker[]>(() => data.filter((p) => p.coordinate).map((p) => ({ id: p.id, name: p.name, coordinate: p.coordinate! })), [data]);
  const byId = useMemo(() => new Map(data.map((p) => [p.id, p])), [data]);
  return (
    <InfoPageFrame
      title={t`Tourist information counters`}
      lead={t`Free maps, brochures and advice from the Tourism Office's counters at the borders and in the city.`}
      motif="info"
      palette="azulejo"
    >
      <PlacesMap
        label={t`Map of the tourist information counters`}
        markers={markers}
        activeId={activeId}
        onActiveChange={setActiveId}
        renderPopup={(id) => (
          <div className="marker-popup">
            <p className="marker-popup__name">{byId.get(id)?.name}</p>
            {byId.get(id)?.openingHour ? <p className="marker-popup__summary">{byId.get(id)?.openingHour}</p> : null}
          </div>
        )}
      >
        <ol className="place-cards">
          {data.map((p) => (
            <li key={p.id}>
              <article
                className={`place-card${p.id === activeId ? ' is-active' : ''}`}
                onMouseEnter={() => setActiveId(p.id)}
                onFocus={() => setActiveId(p.id)}
                id={p.id}
              >
                <h2 className="place-card__title" lang={p.fallbackFields?.includes('name') ? 'en' : undefined}>
                  {p.name}
                </h2>
                {p.summary ? (
                  <p className="place-card__summary" lang={p.fallbackFields?.includes('summary') ? 'en' : undefined}>
                    {p.summary}
                  </p>
                ) : null}
                <PlaceFacts place={p} />
                {p.coordinate ? (
                  <div className="place-card__actions">
                    <DirectionsLink to={p.coordinate} name={p.name} />
                  </div>
                ) : null}
              </article>
            </li>
          ))}
        </ol>
      </PlacesMap>
    </InfoPageFrame>
  );
}
