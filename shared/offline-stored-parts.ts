// A part of the saved guide stored as ONE Cache Storage entry, its archive (issue 30): ~1,700 `cache.put`s made the
// whole save 100 times slower than its download. A saved answer is then cut from the stored archive with
// `Blob.slice` (cheap: the blob stays on disk) through the archive's index, read once per part and kept in memory.
// The service worker answers with it and the app asks it "is this saved?"; shared, so both read the parts alike.
import { readArchiveHead, archiveSlices, type ArchiveHead, type ArchiveSlice } from './offline-archive';
import { SAVED_AT_HEADER, packKey } from './offline';

/** Where a part's archive is stored in its pack cache: one URL, the part's id as its query (so one matchAll finds all). */
export const PART_KEY_PATH = '/__guide-pack/part';
/** On a stored archive: the part it is. */
export const PART_ID_HEADER = 'x-guide-part';
export const ARCHIVE_TYPE = 'application/x-guide-pack';

export const partKey = (id: string, origin: string): string => packKey(`${PART_KEY_PATH}?id=${encodeURIComponent(id)}`, origin);
/** Whether a stored key is a part's archive (not an answer saved on its own). */
export const isPartKey = (key: string, origin: string): boolean => key.startsWith(`${origin.replace(/\/+$/, '')}${PART_KEY_PATH}?`);

/** The little of Blob, Response and Cache the lookup uses (the shared code has no DOM types). */
export interface BlobLike {
  readonly size: number;
  slice(start?: number, end?: number, contentType?: string): BlobLike;
  arrayBuffer(): Promise<ArrayBuffer>;
}
export interface StoredResponse {
  readonly headers: { get(name: string): string | null };
  blob(): Promise<BlobLike>;
}
export interface PartCacheLike<R extends StoredResponse> {
  matchAll(request: string, options?: { ignoreSearch?: boolean; ignoreVary?: boolean }): Promise<readonly R[]>;
}

/** The index of a stored archive, read from its first bytes only (a second read when the index is longer than a guess). */
export async function readStoredHead(blob: BlobLike): Promise<ArchiveHead> {
  let want = 64 * 1024;
  for (;;) {
    const head = readArchiveHead(new Uint8Array(await blob.slice(0, Math.min(want, blob.size)).arrayBuffer()));
    if (!('need' in head)) return head;
    if (head.need <= want || want >= blob.size) throw new Error('A stored guide part is shorter than its index');
    want = head.need;
  }
}

/** A stored archive told apart from an older copy of the same part: a new save changes its tag or its date. */
const versionOf = (stored: StoredResponse): string =>
  `${stored.headers.get(PART_ID_HEADER) ?? ''} ${stored.headers.get('etag') ?? ''} ${stored.headers.get(SAVED_AT_HEADER) ?? ''}`;

/**
 * Answers from stored archives. `respond` makes the platform's Response from a cut of the archive and its headers.
 * Indexes are kept per archive version: a part saved again is read again, the older index forgotten.
 */
export class StoredParts<R extends StoredResponse> {
  private readonly indexes = new Map<string, Promise<Map<string, ArchiveSlice>>>();
  /** A Response's body can be taken once: its blob, taken once for the index and the cut alike. */
  private readonly blobs = new WeakMap<R, Promise<BlobLike>>();

  private blobOf(stored: R): Promise<BlobLike> {
    let blob = this.blobs.get(stored);
    if (!blob) {
      blob = stored.blob();
      this.blobs.set(stored, blob);
    }
    return blob;
  }

  constructor(
    private readonly origin: string,
    private readonly respond: (body: BlobLike, headers: Record<string, string>) => R,
  ) {}

  /** The stored archives of one pack cache. */
  archives(cache: PartCacheLike<R>): Promise<readonly R[]> {
    return cache.matchAll(`${this.origin.replace(/\/+$/, '')}${PART_KEY_PATH}`, { ignoreSearch: true, ignoreVary: true });
  }

  /** Every key the archive answers, with where its body lies. */
  slices(stored: R): Promise<Map<string, ArchiveSlice>> {
    const version = versionOf(stored);
    let hit = this.indexes.get(version);
    if (!hit) {
      const id = stored.headers.get(PART_ID_HEADER) ?? '';
      for (const key of this.indexes.keys()) if (key.startsWith(`${id} `)) this.indexes.delete(key);
      hit = this.blobOf(stored)
        .then(readStoredHead)
        .then((head) => archiveSlices(head, (url) => packKey(url, this.origin)));
      this.indexes.set(version, hit);
      hit.catch(() => this.indexes.delete(version));
    }
    return hit;
  }

  /** The saved answer for `key` (a packKey) from the cache's archives, or undefined. */
  async match(cache: PartCacheLike<R>, key: string): Promise<R | undefined> {
    for (const stored of await this.archives(cache)) {
      const slice = (await this.slices(stored).catch(() => undefined))?.get(key);
      if (!slice) continue;
      const blob = await this.blobOf(stored);
      const headers: Record<string, string> = { 'content-type': slice.type, 'content-length': String(slice.end - slice.start) };
      if (slice.etag) headers.etag = slice.etag;
      const savedAt = stored.headers.get(SAVED_AT_HEADER);
      if (savedAt) headers[SAVED_AT_HEADER] = savedAt;
      return this.respond(blob.slice(slice.start, slice.end, slice.type), headers);
    }
    return undefined;
  }
}
