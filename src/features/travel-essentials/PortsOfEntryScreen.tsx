// Ports of entry (SPEC §2 BorderCheckpoints): the ports-of-entry article, then each port with its hours, transport,
// services and a link to its barrier-free details, listed beside a map of all of them.
import { useMemo, useState } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Accessibility, Bus, ConciergeBell } from 'lucide-react';
import { placesQuery, type InfoPlace } from '#/api/essentials-queries';
import { ArticlePage } from '#/features/articles';
import { WalkHere } from '#/features/walk';
import { useWalkLineAmong } from '#/state/walk';
import { useLocale } from '#/i18n/current';
import type { MapMarker } from '#/map';
import { PORT_SERVICES, PORT_TRANSPORT, type PortService, type PortTransport } from '#shared/port-facilities';
import { PlacesMap } from './PlacesMap';
import { PlaceFacts } from './PlaceFacts';
import { DirectionsLink } from './DirectionsLink';
import { SERVICE_LABELS, TRANSPORT_LABELS } from './labels';
import { useEssentialsSection } from './useEssentialsMenu';
import './essentials.css';

/** A port's id for the walk shown on the map (apart from the place pages' ids). */
const portWalkId = (id: string) => `port:${id}`;

const isTransport = (x: string): x is PortTransport => (PORT_TRANSPORT as readonly string[]).includes(x);
const isService = (x: string): x is PortService => (PORT_SERVICES as readonly string[]).includes(x);

export function PortsOfEntryScreen() {
  const { t } = useLingui();
  const locale = useLocale();
  const { name } = useEssentialsSection('before-you-travel');
  return (
    <ArticlePage
      category="before-you-travel"
      slug="ports-of-entry"
      trail={[
        { label: t`Travel essentials`, to: `/${locale}/travelessential` },
        { label: name, to: `/${locale}/travelessential#before-you-travel` },
      ]}
    >
      <PortsList />
    </ArticlePage>
  );
}

function PortsList() {
  const { t } = useLingui();
  const locale = useLocale();
  const { data } = useSuspenseQuery(placesQuery(locale, 'border-checkpoints'));
  const [activeId, setActiveId] = useState<string | null>(null);
  const markers = useMemo<MapMarker[]>(() => data.filter((p) => p.coordinate).map((p) => ({ id: p.id, name: p.name, coordinate: p.coordinate! })), [data]);
  const byId = useMemo(() => new Map(data.map((p) => [p.id, p])), [data]);
  const ids = useMemo(() => data.map((p) => portWalkId(p.id)), [data]);
  const walkRoute = useWalkLineAmong(ids);
  return (
    <section className="essentials-places" aria-labelledby="ports-title">
      <h2 id="ports-title">
        <Trans>All ports of entry</Trans>
      </h2>
      <PlacesMap
        label={t`Map of the ports of entry`}
        markers={markers}
        activeId={activeId}
        onActiveChange={setActiveId}
        renderPopup={(id) => <p className="marker-popup__name">{byId.get(id)?.name}</p>}
        walkRoute={walkRoute}
      >
        <ol className="place-cards">
          {data.map((p) => (
            <li key={p.id}>
              <PortCard port={p} active={p.id === activeId} onActive={() => setActiveId(p.id)} locale={locale} />
            </li>
          ))}
        </ol>
      </PlacesMap>
    </section>
  );
}

function PortCard({ port: p, active, onActive, locale }: { port: InfoPlace; active: boolean; onActive: () => void; locale: string }) {
  const { t, i18n } = useLingui();
  const transport = (p.transport ?? []).filter(isTransport);
  const services = (p.services ?? []).filter(isService);
  return (
    <article className={`place-card${active ? ' is-active' : ''}`} onMouseEnter={onActive} onFocus={onActive} id={p.id} data-id={p.id}>
      <h3 className="place-card__title" lang={p.fallbackFields?.includes('name') ? 'en' : undefined}>
        {p.name}
      </h3>
      {p.summary ? (
        <p className="place-card__summary" lang={p.fallbackFields?.includes('summary') ? 'en' : undefined}>
          {p.summary}
        </p>
      ) : null}
      <PlaceFacts place={p} />
      {transport.length > 0 ? (
        <div className="place-card__group">
          <h4>
            <Bus aria-hidden="true" size={16} />
            <Trans>Getting there and away</Trans>
          </h4>
          <ul className="chip-list">
            {transport.map((x) => (
              <li key={x} className="chip">
                {i18n._(TRANSPORT_LABELS[x])}
              </li>
            ))}
          </ul>
          {p.busRoutes && p.busRoutes.length > 0 ? (
            <p className="place-card__routes">
              <Trans>Bus routes:</Trans>{' '}
              <span dir="ltr" className="ltr-island">
                {p.busRoutes.join(', ')}
              </span>
            </p>
          ) : null}
        </div>
      ) : null}
      {services.length > 0 ? (
        <div className="place-card__group">
          <h4>
            <ConciergeBell aria-hidden="true" size={16} />
            <Trans>Services</Trans>
          </h4>
          <ul className="chip-list">
            {services.map((x) => (
              <li key={x} className="chip chip--muted">
                {i18n._(SERVICE_LABELS[x])}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="place-card__actions">
        {p.barrierFree ? (
          <Link
            to="/$locale/barrier-free-access-guide/$file/$id"
            params={{ locale, file: p.barrierFree.file, id: p.barrierFree.id }}
            className="button button--ghost button--small"
          >
            <Accessibility aria-hidden="true" size={16} />
            {t`Barrier-free access details`}
          </Link>
        ) : null}
        {p.coordinate ? <DirectionsLink to={p.coordinate} name={p.name} /> : null}
      </div>
      {p.coordinate ? <WalkHere placeId={portWalkId(p.id)} name={p.name} destination={p.coordinate} anchor={false} /> : null}
    </article>
  );
}
