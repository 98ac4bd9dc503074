// The list pane: cards of places (thumbnail, name, summary, badges, distance) that highlight their map marker.
import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { Navigation } from 'lucide-react';
import type { Coordinate } from '#shared/api/places';
import type { PlaceStatus } from '#shared/api/status';
import { LazyImage } from '#/components/LazyImage';
import { HydrateWhenVisible } from '#/components/HydrateWhenVisible';
import { FallbackText } from '#/components/FallbackText';
import { PlaceStatusNote } from '#/components/PlaceStatusNote';
import { OpenNow } from '#/components/OpenNow';
import { useLocale } from '#/i18n/current';
import { LOCALE_TABLE } from '#shared/locales';
import { useGeolocation } from '#/state/geolocation';
import { coordinateListOf } from '#/map/coordinates';
import { formatDistance, withDistances } from './distance';
import { SaveToTrip } from '#/features/trip/frame';
import { WalkHereLink } from '#/features/walk/frame';
import type { TripKind } from '#/lib/trip/model';

export interface ListItem {
  id: string;
  name: string;
  summary?: string;
  thumbnail?: string;
  href: string;
  coordinate?: Coordinate;
  fallbackFields?: string[];
  order?: number;
  badges?: ReactNode;
  meta?: ReactNode;
  /** What the warnings in force mean for the place. */
  status?: PlaceStatus;
  /** Structured opening hours (and the public holidays they name): the card says open now or closed today. */
  hours?: string;
  publicHolidays?: readonly string[] | undefined;
  /** What My trip saves it as: the card and its map popup offer "Add to my trip". */
  save?: TripKind;
}

/** A card's or popup's actions: "Walk here" (the place page's route, for a place with a position) and the save control. */
function ItemActions({ item, variant }: { item: ListItem; variant: 'card' | 'popup' }) {
  const walk = coordinateListOf(item.coordinate).length > 0;
  if (!walk && !item.save) return null;
  return (
    <div className={`item-actions item-actions--${variant}`}>
      {walk ? <WalkHereLink href={item.href} name={item.name} variant={variant} /> : null}
      <SaveItem item={item} variant={variant} />
    </div>
  );
}

/** The save control for a card or popup, from what the item already carries. */
function SaveItem({ item, variant }: { item: ListItem; variant: 'card' | 'popup' }) {
  if (!item.save) return null;
  return (
    <SaveToTrip
      kind={item.save}
      id={item.id}
      name={item.name}
      coordinate={item.coordinate}
      path={item.href.replace(/^\/[^/]+\//, '')}
      hours={item.hours}
      publicHolidays={item.publicHolidays}
      statusKind={item.status?.kind}
      variant={variant}
    />
  );
}

export function DistanceBadge({ metres }: { metres: number }) {
  const locale = useLocale();
  const distance = formatDistance(metres, LOCALE_TABLE[locale].bcp47);
  return (
    <span className="distance-badge">
      <Navigation aria-hidden="true" size={14} />
      <Trans>{distance} away</Trans>
    </span>
  );
}

export function EntityList({
  items,
  activeId,
  onActiveChange,
  sortByDistance = true,
  label,
  onOpen,
}: {
  items: ListItem[];
  activeId?: string | null;
  onActiveChange?: (id: string | null) => void;
  /** Tour stops keep their visiting order and only show the distance. */
  sortByDistance?: boolean;
  label: string;
  onOpen?: ((id: string) => void) | undefined;
}) {
  const geo = useGeolocation();
  const position = geo.status === 'on' && geo.position ? ([geo.position[0], geo.position[1]] as [number, number]) : null;
  const rows = withDistances(items, (i) => i.coordinate, position, sortByDistance);
  return (
    <ol className="entity-list" aria-label={label} data-sorted={position && sortByDistance ? 'distance' : 'default'}>
      {rows.map(({ item, distance }) => (
        // A long list: each card hydrates as it nears the screen (the server already rendered it).
        <HydrateWhenVisible key={item.id} as="li" className="entity-list__item">
          <article
            className={`entity-card${item.id === activeId ? ' is-active' : ''}`}
            onMouseEnter={() => onActiveChange?.(item.id)}
            onFocus={() => onActiveChange?.(item.id)}
            data-id={item.id}
          >
            {item.thumbnail ? <LazyImage src={item.thumbnail} alt="" aspect="card" width={240} className="entity-card__image" /> : null}
            <div className="entity-card__body">
              <h2 className="entity-card__title">
                {item.order !== undefined ? <span className="entity-card__order">{item.order}</span> : null}
                <Link to={item.href} className="entity-card__link" onClick={() => onOpen?.(item.id)}>
                  <FallbackText fields={item.fallbackFields} field="name">
                    {item.name}
                  </FallbackText>
                </Link>
              </h2>
              {item.badges ? <div className="entity-card__badges">{item.badges}</div> : null}
              <PlaceStatusNote status={item.status} />
              {item.hours ? <OpenNow hours={item.hours} publicHolidays={item.publicHolidays} className="entity-card__open-now" /> : null}
              {item.summary ? (
                <FallbackText fields={item.fallbackFields} field="summary" as="p">
                  {item.summary}
                </FallbackText>
              ) : null}
              {item.meta ? <div className="entity-card__meta">{item.meta}</div> : null}
              {distance !== undefined ? <DistanceBadge metres={distance} /> : null}
              <ItemActions item={item} variant="card" />
            </div>
          </article>
        </HydrateWhenVisible>
      ))}
    </ol>
  );
}

/** A marker's popup: the place's name, summary and a link to its page. */
export function MarkerPopupCard({ item }: { item: ListItem | undefined }) {
  if (!item) return null;
  return (
    <div className="marker-popup">
      <p className="marker-popup__name">{item.name}</p>
      <PlaceStatusNote status={item.status} />
      {item.summary ? <p className="marker-popup__summary">{item.summary}</p> : null}
      <Link to={item.href} className="marker-popup__link">
        <Trans>View details</Trans>
      </Link>
      <ItemActions item={item} variant="popup" />
    </div>
  );
}
