// What saving a locale's guide still has to download: the manifest's entries minus what is stored and current,
// with the totals the save page shows before it starts (and the stored entries the new version no longer lists).
import type { PackEntry, PackPart } from '#shared/api/offline';

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

/** A save by parts: the archives to download and the live answers to fetch one by one (issue 30). */
export interface PartPlan {
  parts: PackPart[];
  live: PackEntry[];
  /** Bytes of every part and live answer; entries for the item count. */
  totalBytes: number;
  totalItems: number;
  doneBytes: number;
  doneItems: number;
}

/**
 * A part is downloaded again unless every entry it carries is stored and current (an update re-downloads only the
 * sections that changed); live answers are fetched unless fresh.
 */
export function planParts(
  entries: readonly PackEntry[],
  parts: readonly PackPart[],
  stored: ReadonlyMap<string, StoredEntry>,
  key: (url: string) => string,
  now: number,
): PartPlan {
  const plan: PartPlan = { parts: [], live: [], totalBytes: 0, totalItems: entries.length, doneBytes: 0, doneItems: 0 };
  const current = (e: PackEntry) => [e.url, ...(e.aliases ?? [])].map(key).every((k) => isCurrent(e, stored.get(k), now));
  const byPart = new Map<string, PackEntry[]>();
  for (const e of entries) {
    if (e.part === undefined) {
      plan.totalBytes += e.bytes;
      if (current(e)) {
        plan.doneBytes += e.bytes;
        plan.doneItems += 1;
      } else plan.live.push(e);
    } else byPart.set(e.part, [...(byPart.get(e.part) ?? []), e]);
  }
  for (const part of parts) {
    plan.totalBytes += part.bytes;
    const carried = byPart.get(part.id) ?? [];
    if (carried.every(current)) {
      plan.doneBytes += part.bytes;
      plan.doneItems += carried.length;
    } else plan.parts.push(part);
  }
  return plan;
}

/** A piece of a part's download kept while it is cut: where it starts, how long, which version of the part. */
export interface StoredChunk {
  offset: number;
  length: number;
  etag: string;
}

/**
 * Where a cut download resumes: after the chunks that run on from byte 0 without a gap and belong to this version
 * of the part (`keep`, in order). Every other chunk (another version, after a gap, overlapping) is dropped.
 */
export function resumePlan(chunks: readonly StoredChunk[], etag: string, size: number): { offset: number; keep: StoredChunk[]; drop: StoredChunk[] } {
  const keep: StoredChunk[] = [];
  let offset = 0;
  for (const c of [...chunks].sort((a, b) => a.offset - b.offset)) {
    if (c.etag === etag && c.offset === offset && c.length > 0 && offset + c.length <= size) {
      keep.push(c);
      offset += c.length;
    }
  }
  return { offset, keep, drop: chunks.filter((c) => !keep.includes(c)) };
}
