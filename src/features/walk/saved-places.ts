// My trip's saved places with a position, read from the trip's storage (read only): a walk starts from one. Read
// here rather than through My trip's code, which the page frame would otherwise carry.
import { createStore, get } from 'idb-keyval';
import { isTrip, type Trip, type TripPlace } from '#/lib/trip/model';
import { TRIP_DB, TRIP_KEY, TRIP_STORE } from '#/lib/trip/storage';

/** The saved places a walk may start from; empty where storage is refused or holds no trip. */
export async function savedPlacesWithPosition(): Promise<TripPlace[]> {
  let value: unknown;
  try {
    value = await get(TRIP_KEY, createStore(TRIP_DB, TRIP_STORE));
  } catch {
    return [];
  }
  return isTrip(value) ? placesWithPosition(value) : [];
}

/** A trip's places with a position: those planned, day by day, then the rest. */
export function placesWithPosition(trip: Trip): TripPlace[] {
  const planned = trip.days.flatMap((d) => d.stops.map((s) => s.key));
  const keys = [...new Set([...planned, ...Object.keys(trip.places)])];
  return keys.flatMap((k) => {
    const p = trip.places[k];
    return p?.coordinate ? [p] : [];
  });
}
