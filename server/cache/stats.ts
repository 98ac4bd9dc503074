// Lookups per named in-memory cache, counted where the lookup happens and read by /metrics (hit ratio). Counters
// live for the process: one process serves one app, and a test reads their movement, not their totals.

export interface CacheCounters {
  hits: number;
  misses: number;
}

const counters = new Map<string, CacheCounters>();

/** The counters of the cache called `name` (made on first use). */
export function cacheStats(name: string): CacheCounters {
  let c = counters.get(name);
  if (!c) counters.set(name, (c = { hits: 0, misses: 0 }));
  return c;
}

/** Every named cache's counters. */
export const allCacheStats = (): ReadonlyMap<string, Readonly<CacheCounters>> => counters;
