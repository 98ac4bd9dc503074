// A visitor's trip: the places they saved (each with what it needs to show without the saved guide) and the days they
// are planned into. Every change is a pure function from one trip to the next; the feature stores the result.
import type { LonLat } from '#shared/geo';
import type { Locale } from '#shared/locales';
import type { DateRange } from '#shared/events';
import type { PlaceKind } from '#shared/warnings';

/** What can be saved: the guide's place pages (a tour route is saved as its route page). */
export const TRIP_KINDS = ['sight', 'restaurant', 'hotel', 'event', 'tour', 'barrier-free'] as const;
export type TripKind = (typeof TRIP_KINDS)[number];

/** Text in the languages it was found in. */
export type LocalText = Partial<Record<Locale, string>>;

export interface TripPlace {
  /** `${kind}:${id}`, unique in a trip. */
  key: string;
  kind: TripKind;
  id: string;
  names: LocalText;
  addresses?: LocalText;
  coordinate?: LonLat;
  /** The place's page after `/{locale}/`. */
  path: string;
  /** opening_hours syntax (shared/hours-spec.ts), and the public holidays it needs when it names PH. */
  hours?: string;
  publicHolidays?: string[];
  /** An event's days. */
  dates?: DateRange[];
  /** The kind of place the warning rules know it as. */
  statusKind?: PlaceKind;
}

export interface TripStop {
  key: string;
  note: string;
}

export interface TripDay {
  id: string;
  /** YYYY-MM-DD on Macao's calendar. */
  date: string;
  /** When the day starts, in minutes after midnight. */
  start: number;
  stops: TripStop[];
}

export interface Trip {
  places: Record<string, TripPlace>;
  days: TripDay[];
}

export const DAY_START = 9 * 60;

export const placeKey = (kind: TripKind, id: string): string => `${kind}:${id}`;

export function emptyTrip(): Trip {
  return { places: {}, days: [] };
}

/** The day after `day` (YYYY-MM-DD). */
export function nextDate(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

function newDayId(trip: Trip): string {
  let n = trip.days.length + 1;
  while (trip.days.some((d) => d.id === `d${n}`)) n++;
  return `d${n}`;
}

/** A new last day, the day after the last one (or `today`). */
export function addDay(trip: Trip, today: string): Trip {
  const last = trip.days[trip.days.length - 1];
  const day: TripDay = { id: newDayId(trip), date: last ? nextDate(last.date) : today, start: DAY_START, stops: [] };
  return { ...trip, days: [...trip.days, day] };
}

export function hasPlace(trip: Trip, key: string): boolean {
  return Object.hasOwn(trip.places, key);
}

/** Saves a place at the end of the last day (a first day starts `today`); saving it again refreshes what is stored. */
export function savePlace(trip: Trip, place: TripPlace, today: string): Trip {
  if (hasPlace(trip, place.key)) return { ...trip, places: { ...trip.places, [place.key]: mergePlace(trip.places[place.key]!, place) } };
  const withDay = trip.days.length ? trip : addDay(trip, today);
  const days = withDay.days.map((d, i) => (i === withDay.days.length - 1 ? { ...d, stops: [...d.stops, { key: place.key, note: '' }] } : d));
  return { places: { ...trip.places, [place.key]: place }, days };
}

/** Newer facts win, but names and addresses add up across languages. */
export function mergePlace(old: TripPlace, fresh: TripPlace): TripPlace {
  return {
    ...old,
    ...fresh,
    names: { ...old.names, ...fresh.names },
    ...(old.addresses || fresh.addresses ? { addresses: { ...old.addresses, ...fresh.addresses } } : {}),
  };
}

export function removePlace(trip: Trip, key: string): Trip {
  const places = { ...trip.places };
  delete places[key];
  return { places, days: trip.days.map((d) => ({ ...d, stops: d.stops.filter((s) => s.key !== key) })) };
}

/** Removes a day; its stops go to the day before (or after), so nothing saved is lost. */
export function removeDay(trip: Trip, dayId: string): Trip {
  const i = trip.days.findIndex((d) => d.id === dayId);
  if (i < 0 || trip.days.length < 2) return trip;
  const gone = trip.days[i]!;
  const heir = i > 0 ? i - 1 : 1;
  const days = trip.days.map((d, j) => (j === heir ? { ...d, stops: [...d.stops, ...gone.stops] } : d)).filter((d) => d.id !== dayId);
  return { ...trip, days };
}

/** Moves a stop to `index` of day `toDayId` (the end when index is past it). */
export function moveStop(trip: Trip, key: string, toDayId: string, index: number): Trip {
  const from = trip.days.find((d) => d.stops.some((s) => s.key === key));
  const stop = from?.stops.find((s) => s.key === key);
  if (!stop || !trip.days.some((d) => d.id === toDayId)) return trip;
  const days = trip.days.map((d) => ({ ...d, stops: d.stops.filter((s) => s.key !== key) }));
  return {
    ...trip,
    days: days.map((d) => {
      if (d.id !== toDayId) return d;
      const at = Math.max(0, Math.min(index, d.stops.length));
      return { ...d, stops: [...d.stops.slice(0, at), stop, ...d.stops.slice(at)] };
    }),
  };
}

export function setNote(trip: Trip, key: string, note: string): Trip {
  return { ...trip, days: trip.days.map((d) => ({ ...d, stops: d.stops.map((s) => (s.key === key ? { ...s, note } : s)) })) };
}

export function updateDay(trip: Trip, dayId: string, change: Partial<Pick<TripDay, 'date' | 'start'>>): Trip {
  return { ...trip, days: trip.days.map((d) => (d.id === dayId ? { ...d, ...change } : d)) };
}

/** Puts a day's stops in the order given (keys); stops not named keep their place after them. */
export function reorderDay(trip: Trip, dayId: string, keys: readonly string[]): Trip {
  return {
    ...trip,
    days: trip.days.map((d) => {
      if (d.id !== dayId) return d;
      const named = keys.map((k) => d.stops.find((s) => s.key === k)).filter((s): s is TripStop => s !== undefined);
      return { ...d, stops: [...named, ...d.stops.filter((s) => !keys.includes(s.key))] };
    }),
  };
}

/** Adds a shared trip's days after the visitor's own, leaving out places they already saved. */
export function mergeShared(own: Trip, shared: Trip, today: string): Trip {
  let out = own;
  for (const day of shared.days) {
    const fresh = day.stops.filter((s) => !hasPlace(out, s.key) && shared.places[s.key]);
    if (!fresh.length) continue;
    out = addDay(out, today);
    const last = out.days[out.days.length - 1]!;
    const days = out.days.map((d) => (d.id === last.id ? { ...d, date: day.date, stops: fresh.map((s) => ({ ...s })) } : d));
    const places = { ...out.places };
    for (const s of fresh) places[s.key] = shared.places[s.key]!;
    out = { places, days };
  }
  return out;
}

export function stopCount(trip: Trip): number {
  return Object.keys(trip.places).length;
}

/** The text in `locale`, else English, else any language it has. */
export function localText(text: LocalText | undefined, locale: Locale): { text: string; locale: Locale } | undefined {
  if (!text) return undefined;
  const own = text[locale];
  if (own) return { text: own, locale };
  if (text.en) return { text: text.en, locale: 'en' };
  const first = Object.entries(text).find(([, v]) => v) as [Locale, string] | undefined;
  return first ? { text: first[1], locale: first[0] } : undefined;
}

/** Whether a stored value is a trip this version can read (IndexedDB keeps what older versions wrote). */
export function isTrip(value: unknown): value is Trip {
  if (typeof value !== 'object' || value === null) return false;
  const t = value as Partial<Trip>;
  return typeof t.places === 'object' && t.places !== null && Array.isArray(t.days);
}
