// What saving a locale's guide still has to download: the manifest's entries minus what is stored and current,
// with the totals the save page shows before it starts (and the stored entries the new version no longer lists).
import type { PackEntry } from '#shared/api/offline';

/** One stored entry as the plan sees it: its ETag and when it was saved (ms). */
export interface StoredEntry {
  etag?: string;
  savedAt: number;
}

export interface PackPlan {
  /** Entries to download, in manifest order. */
  todo: PackEntry[];
  totalBytes: number;
  totalItems: number;
  /** Already stored and current: counted as done when the progress bar starts. */
  doneBytes: number;
  doneItems: number;
}

/** Live answers (weather, announcements) are refreshed by a save unless stored within this long. */
export const LIVE_FRESH_MS = 60 * 60_000;

/** Whether the stored copy of an entry can stay: same ETag (or no ETag to compare), and fresh when live. */
export function isCurrent(entry: PackEntry, stored: StoredEntry | undefined, now: number): boolean {
  if (!stored) return false;
  if (entry.live) return now - stored.savedAt < LIVE_FRESH_MS;
  return entry.etag === undefined || entry.etag === stored.etag;
}

/** `key` maps a manifest URL to the key it is stored under (packKey with the page's origin). */
export function planPack(entries: readonly PackEntry[], stored: ReadonlyMap<string, StoredEntry>, key: (url: string) => string, now: number): PackPlan {
  const plan: PackPlan = { todo: [], totalBytes: 0, totalItems: entries.length, doneBytes: 0, doneItems: 0 };
  for (const entry of entries) {
    plan.totalBytes += entry.bytes;
    const keys = [entry.url, ...(entry.aliases ?? [])].map(key);
    if (keys.every((k) => isCurrent(entry, stored.get(k), now))) {
      plan.doneBytes += entry.bytes;
      plan.doneItems += 1;
    } else plan.todo.push(entry);
  }
  return plan;
}

/** Stored keys the manifest no longer lists (content removed since the last save). */
export function obsoleteKeys(entries: readonly PackEntry[], storedKeys: Iterable<string>, key: (url: string) => string): string[] {
  const listed = new Set(entries.flatMap((e) => [e.url, ...(e.aliases ?? [])].map(key)));
  return [...storedKeys].filter((k) => !listed.has(k));
}
