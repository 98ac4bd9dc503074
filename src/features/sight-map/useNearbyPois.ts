// Nearby POIs of an entity, refetched by coordinate whenever the range changes (300 ms debounce, SPEC §9).
import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { poisQuery } from '#/api/map-queries';
import type { Poi } from '#shared/api/places';
import { useLocale } from '#/i18n/current';
import type { LonLat } from '#shared/geo';
import { DEFAULT_RANGE, useMapFilter } from '#/state/map-filter';

export const POI_DEBOUNCE_MS = 300;
const NO_POIS: Poi[] = [];

export function useDebounced<T>(value: T, ms: number): T {
  const [v, setV] = useState(value);
  useEffect(() => {
    const id = setTimeout(() => setV(value), ms);
    return () => clearTimeout(id);
  }, [value, ms]);
  return v;
}

export function useNearbyPois(coords: readonly LonLat[], initial?: Poi[]): { pois: Poi[]; loading: boolean; range: number } {
  const locale = useLocale();
  const { range } = useMapFilter();
  const debounced = useDebounced(range, POI_DEBOUNCE_MS);
  const q = useQuery({
    ...poisQuery(locale, coords, debounced),
    // The entity's own 200 m list shows at once; the refetch by coordinate replaces it.
    placeholderData: (prev) => prev ?? (debounced === DEFAULT_RANGE ? initial : undefined),
  });
  // Without an entity there is nothing to be near: a list page's query is disabled, yet the server's render may hand
  // over an answer for the empty coordinate list (every POI: 564 discs over the list's markers, issue 31).
  if (coords.length === 0) return { pois: NO_POIS, loading: false, range: debounced };
  return { pois: q.data ?? NO_POIS, loading: q.isFetching || range !== debounced, range: debounced };
}
