// The map legend's POI toggles and range (SPEC §3 map filter cache), kept in localStorage for 30 days.
import { proxy, subscribe, useSnapshot } from 'valtio';
import { POI_TYPES, type PoiType } from '#shared/api/places';

export const RANGE_OPTIONS = [100, 200, 500, 1000, 2000] as const;
export const DEFAULT_RANGE = 200;
/** SPEC §9: the filter cache expires after 2592000000 ms. */
export const FILTER_CACHE_MS = 2_592_000_000;
export const FILTER_STORAGE_KEY = 'map-filter';

export interface MapFilter {
  poisToShow: Record<PoiType, boolean>;
  range: number;
}

export interface MapFilterCache extends MapFilter {
  expires: number;
}

export function defaultFilter(): MapFilter {
  return { poisToShow: Object.fromEntries(POI_TYPES.map((t) => [t, true])) as Record<PoiType, boolean>, range: DEFAULT_RANGE };
}

/** The saved filter, or the default when nothing valid is saved or it has expired. */
export function readFilterCache(raw: string | null, now: number): MapFilter {
  const fallback = defaultFilter();
  if (!raw) return fallback;
  try {
    const parsed = JSON.parse(raw) as Partial<MapFilterCache>;
    if (typeof parsed.expires !== 'number' || parsed.expires <= now) return fallback;
    const range = (RANGE_OPTIONS as readonly number[]).includes(Number(parsed.range)) ? Number(parsed.range) : DEFAULT_RANGE;
    const poisToShow = { ...fallback.poisToShow };
    for (const t of POI_TYPES) {
      const v = parsed.poisToShow?.[t];
      if (typeof v === 'boolean') poisToShow[t] = v;
    }
    return { poisToShow, range };
  } catch {
    return fallback;
  }
}

export function serializeFilterCache(filter: MapFilter, now: number): string {
  const cache: MapFilterCache = { poisToShow: filter.poisToShow, range: filter.range, expires: now + FILTER_CACHE_MS };
  return JSON.stringify(cache);
}

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

export const mapFilter = proxy<MapFilter>(readFilterCache(storage()?.getItem(FILTER_STORAGE_KEY) ?? null, Date.now()));

subscribe(mapFilter, () => {
  try {
    storage()?.setItem(FILTER_STORAGE_KEY, serializeFilterCache(mapFilter, Date.now()));
  } catch {
    // A full or blocked storage only loses the preference.
  }
});

export function useMapFilter() {
  return useSnapshot(mapFilter);
}

export function togglePoiType(type: PoiType, on?: boolean): void {
  mapFilter.poisToShow[type] = on ?? !mapFilter.poisToShow[type];
}

export function setRange(range: number): void {
  if ((RANGE_OPTIONS as readonly number[]).includes(range)) mapFilter.range = range;
}

export function enabledTypes(filter: MapFilter): PoiType[] {
  return POI_TYPES.filter((t) => filter.poisToShow[t]);
}
