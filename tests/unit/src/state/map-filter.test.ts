// Unit tests for the map filter cache of src/state/map-filter (SPEC §3/§9: poisToShow, range, 30-day expiry).
import { describe, expect, it } from 'vitest';
import { DEFAULT_RANGE, FILTER_CACHE_MS, defaultFilter, enabledTypes, readFilterCache, serializeFilterCache } from '#/state/map-filter';
import { POI_TYPES } from '#shared/api/places';

const NOW = Date.UTC(2026, 10, 22);

describe('map filter cache', () => {
  it('defaults to every POI type on and a 200 m range', () => {
    const f = defaultFilter();
    expect(f.range).toBe(DEFAULT_RANGE);
    expect(enabledTypes(f)).toEqual([...POI_TYPES]);
    expect(POI_TYPES).toHaveLength(14);
  });

  it('round-trips a saved filter before it expires', () => {
    const f = defaultFilter();
    f.poisToShow.busstop = false;
    f.range = 1000;
    const raw = serializeFilterCache(f, NOW);
    expect(JSON.parse(raw).expires).toBe(NOW + FILTER_CACHE_MS);
    const back = readFilterCache(raw, NOW + FILTER_CACHE_MS - 1);
    expect(back.range).toBe(1000);
    expect(back.poisToShow.busstop).toBe(false);
    expect(back.poisToShow.hotel).toBe(true);
  });

  it('forgets the filter once 30 days have passed', () => {
    const f = defaultFilter();
    f.poisToShow.hotel = false;
    f.range = 500;
    const raw = serializeFilterCache(f, NOW);
    const back = readFilterCache(raw, NOW + 2_592_000_000);
    expect(back).toEqual(defaultFilter());
  });

  it('falls back to defaults for missing, broken or invalid caches', () => {
    expect(readFilterCache(null, NOW)).toEqual(defaultFilter());
    expect(readFilterCache('{not json', NOW)).toEqual(defaultFilter());
    expect(readFilterCache(JSON.stringify({ range: 200, poisToShow: {} }), NOW)).toEqual(defaultFilter());
    const odd = readFilterCache(JSON.stringify({ range: 333, poisToShow: { lrt: 'no', drink: false }, expires: NOW + 10 }), NOW);
    expect(odd.range).toBe(DEFAULT_RANGE);
    expect(odd.poisToShow.lrt).toBe(true);
    expect(odd.poisToShow.drink).toBe(false);
  });
});
