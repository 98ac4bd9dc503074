// My trip's saved places for other features (read only): walking directions start from one. The trip's storage code
// loads when first asked, so the page frame that exports this carries none of it.
import type { TripPlace } from '#/lib/trip/model';

/** The saved places with a position, in the order of the trip's days and then the rest; empty where storage fails. */
export async function savedPlacesWithPosition(): Promise<TripPlace[]> {
  const store = await import('./store');
  await store.loadTrip();
  const trip = store.currentTrip();
  const planned = trip.days.flatMap((d) => d.stops.map((s) => s.key));
  const keys = [...new Set([...planned, ...Object.keys(trip.places)])];
  return keys.flatMap((k) => {
    const p = trip.places[k];
    return p?.coordinate ? [p] : [];
  });
}
