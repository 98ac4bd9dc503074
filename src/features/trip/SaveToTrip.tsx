// "Add to my trip": the one save control of every sight, restaurant, hotel, event, tour route and barrier-free place,
// on its page, its card and its map popup. It saves at once what the page knows (name and address in the current
// language, coordinate, hours), offline too; the names in every other language follow from the API when online.
import { useLingui } from '@lingui/react/macro';
import { BookmarkCheck, BookmarkPlus } from 'lucide-react';
import type { Coordinate } from '#shared/api/places';
import type { DateRange } from '#shared/events';
import { isCoordinatePair } from '#shared/geo';
import type { PlaceKind } from '#shared/warnings';
import { useLocale } from '#/i18n/current';
import { hasPlace, placeKey, removePlace, type TripKind, type TripPlace } from '#/lib/trip/model';
import { changeTrip, savePlaceToTrip, useTrip } from './store';

export interface SaveToTripProps {
  kind: TripKind;
  id: string;
  /** The name and address as the page shows them (current language). */
  name: string;
  address?: string | undefined;
  coordinate?: Coordinate | undefined;
  /** The page after `/{locale}/`. */
  path: string;
  hours?: string | undefined;
  publicHolidays?: readonly string[] | undefined;
  dates?: readonly DateRange[] | undefined;
  statusKind?: PlaceKind | undefined;
  /** page: a labelled button; card and popup: a smaller one. */
  variant?: 'page' | 'card' | 'popup';
  className?: string;
}

function firstPoint(c: Coordinate | undefined): [number, number] | undefined {
  if (isCoordinatePair(c)) return c;
  return Array.isArray(c) && isCoordinatePair(c[0]) ? c[0] : undefined;
}

export function SaveToTrip(props: SaveToTripProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const { trip, loaded } = useTrip();
  const key = placeKey(props.kind, props.id);
  const saved = loaded && hasPlace(trip, key);
  const variant = props.variant ?? 'page';
  const name = props.name;

  const toggle = () => {
    if (saved) {
      void changeTrip((tr) => removePlace(tr, key));
      return;
    }
    const coordinate = firstPoint(props.coordinate);
    const place: TripPlace = {
      key,
      kind: props.kind,
      id: props.id,
      names: { [locale]: props.name },
      ...(props.address ? { addresses: { [locale]: props.address } } : {}),
      ...(coordinate ? { coordinate } : {}),
      path: props.path,
      ...(props.hours ? { hours: props.hours } : {}),
      ...(props.publicHolidays?.length ? { publicHolidays: [...props.publicHolidays] } : {}),
      ...(props.dates?.length ? { dates: [...props.dates] } : {}),
      ...(props.statusKind ? { statusKind: props.statusKind } : {}),
    };
    void savePlaceToTrip(place);
  };

  const label = saved ? t`In my trip` : t`Add to my trip`;
  // Cards and popups name the place (many such buttons share a page), starting with the visible words (label in name).
  const accessibleName = variant === 'page' ? undefined : saved ? t`In my trip: ${name}` : t`Add to my trip: ${name}`;
  return (
    <button
      type="button"
      className={`save-to-trip save-to-trip--${variant}${saved ? ' is-saved' : ''} ${props.className ?? ''}`.trim()}
      aria-pressed={saved}
      aria-label={accessibleName}
      disabled={!loaded}
      onClick={toggle}
      data-trip-key={key}
    >
      {saved ? <BookmarkCheck aria-hidden="true" size={16} /> : <BookmarkPlus aria-hidden="true" size={16} />}
      <span className="save-to-trip__label">{label}</span>
    </button>
  );
}
