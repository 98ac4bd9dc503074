// The visitor's trip in IndexedDB (idb-keyval): read once per page, kept in memory for React, written after every
// change, and told to other tabs. No account, no server: the API only adds a saved place's names in every language.
import { useSyncExternalStore } from 'react';
import { createStore, get, set, type UseStore } from 'idb-keyval';
import { macaoToday } from '#shared/events';
import type { TripPlaceFacts, TripPlacesAnswer } from '#shared/api/trip';
import { apiPath } from '#shared/api/paths';
import { apiGet } from '#/api/client';
import { emptyTrip, isTrip, mergePlace, savePlace, stopCount, type LocalText, type Trip, type TripPlace } from '#/lib/trip/model';
import { TRIP_DB as DB_NAME, TRIP_KEY as KEY, TRIP_STORE as STORE_NAME } from '#/lib/trip/storage';

let idb: UseStore | undefined;
let trip: Trip = emptyTrip();
/** False until IndexedDB has been read: the count and the save buttons wait for it rather than show a wrong state. */
let loaded = false;
let loading: Promise<void> | undefined;
const listeners = new Set<() => void>();
let channel: BroadcastChannel | undefined;

const emit = () => listeners.forEach((l) => l());

function db(): UseStore {
  idb ??= createStore(DB_NAME, STORE_NAME);
  return idb;
}

/** Reads the stored trip (once; again when another tab changed it). */
export function loadTrip(force = false): Promise<void> {
  if (loading && !force) return loading;
  loading = get(KEY, db())
    .then((value) => {
      trip = isTrip(value) ? value : emptyTrip();
    })
    .catch(() => {
      // Private windows of some browsers refuse IndexedDB: the trip then lives for this page only.
    })
    .finally(() => {
      loaded = true;
      emit();
    });
  if (!channel && typeof BroadcastChannel !== 'undefined') {
    channel = new BroadcastChannel(DB_NAME);
    channel.onmessage = () => void loadTrip(true);
  }
  return loading;
}

/** Applies a change and stores the result. */
export async function changeTrip(change: (t: Trip) => Trip): Promise<void> {
  await loadTrip();
  trip = change(trip);
  emit();
  try {
    await set(KEY, trip, db());
    channel?.postMessage('changed');
  } catch {
    // Kept in memory for this page; nothing else to do without storage.
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!loading) void loadTrip();
  return () => listeners.delete(listener);
}

const snapshot = () => trip;
const loadedSnapshot = () => loaded;

/** The trip, and whether it has been read from storage yet (never on the server). */
export function useTrip(): { trip: Trip; loaded: boolean } {
  const t = useSyncExternalStore(subscribe, snapshot, emptyTrip);
  const l = useSyncExternalStore(subscribe, loadedSnapshot, () => false);
  return { trip: t, loaded: l };
}

export function useTripCount(): number | undefined {
  const { trip: t, loaded: l } = useTrip();
  return l ? stopCount(t) : undefined;
}

const toLocalText = (list: TripPlaceFacts['names'] | undefined): LocalText | undefined =>
  list ? Object.fromEntries(list.map(({ locale, text }) => [locale, text])) : undefined;

/** A saved place from the API's facts. */
export function placeFromFacts(facts: TripPlaceFacts, base: Pick<TripPlace, 'kind' | 'id'>): TripPlace {
  const addresses = toLocalText(facts.addresses);
  return {
    key: facts.key,
    ...base,
    names: toLocalText(facts.names) ?? {},
    ...(addresses ? { addresses } : {}),
    ...(facts.coordinate ? { coordinate: facts.coordinate } : {}),
    path: facts.path,
    ...(facts.hours ? { hours: facts.hours } : {}),
    ...(facts.publicHolidays ? { publicHolidays: facts.publicHolidays } : {}),
    ...(facts.dates ? { dates: facts.dates } : {}),
    ...(facts.status ? { statusKind: facts.status.kind } : {}),
  };
}

/** The API's facts for these keys, or undefined offline. */
export async function fetchFacts(keys: readonly string[], signal?: AbortSignal): Promise<TripPlacesAnswer | undefined> {
  if (keys.length === 0) return { places: [], missing: [] };
  try {
    return await apiGet(apiPath('/api/trip/places'), 'en', { ids: keys.join(',') }, signal);
  } catch {
    return undefined;
  }
}

/** Brings the stored facts of saved places up to date (names in every language, hours); quiet when offline. */
export async function refreshPlaces(keys: readonly string[]): Promise<void> {
  const answer = await fetchFacts(keys);
  if (!answer?.places.length) return;
  await changeTrip((t) => {
    const places = { ...t.places };
    for (const f of answer.places) {
      const old = places[f.key];
      if (old) places[f.key] = mergePlace(old, placeFromFacts(f, old));
    }
    return { ...t, places };
  });
}

let askedPersist = false;
/** Asks the browser to keep the trip through storage pressure, once, when the first place is saved. */
function askPersist(): void {
  if (askedPersist) return;
  askedPersist = true;
  void navigator.storage?.persist?.().catch(() => undefined);
}

export async function savePlaceToTrip(place: TripPlace): Promise<void> {
  await loadTrip();
  if (stopCount(trip) === 0) askPersist();
  await changeTrip((t) => savePlace(t, place, macaoToday()));
  void refreshPlaces([place.key]);
}

/** For tests of the page: the current trip. */
export const currentTrip = (): Trip => trip;
