// A least-recently-used map bounded by entry count and by bytes, each entry weighed by the caller's function.
import type { CacheCounters } from './stats';

export interface LruLimits {
  maxEntries: number;
  maxBytes: number;
}

export class BoundedLru<V> {
  private readonly map = new Map<string, { value: V; bytes: number }>();
  private total = 0;

  constructor(
    private readonly limits: LruLimits,
    private readonly weigh: (key: string, value: V) => number,
    /** Where lookups are counted (cacheStats(name)), for the hit ratio in /metrics. */
    private readonly stats?: CacheCounters,
  ) {}

  get(key: string): V | undefined {
    const hit = this.map.get(key);
    if (this.stats) this.stats[hit ? 'hits' : 'misses']++;
    if (!hit) return undefined;
    // Map keeps insertion order: re-inserting makes this the most recently used.
    this.map.delete(key);
    this.map.set(key, hit);
    return hit.value;
  }

  set(key: string, value: V): void {
    const bytes = this.weigh(key, value);
    this.delete(key);
    if (bytes > this.limits.maxBytes) return;
    this.map.set(key, { value, bytes });
    this.total += bytes;
    for (const [oldest] of this.map) {
      if (this.map.size <= this.limits.maxEntries && this.total <= this.limits.maxBytes) break;
      this.delete(oldest);
    }
  }

  delete(key: string): void {
    const old = this.map.get(key);
    if (!old) return;
    this.map.delete(key);
    this.total -= old.bytes;
  }

  get size(): number {
    return this.map.size;
  }

  get bytes(): number {
    return this.total;
  }
}
