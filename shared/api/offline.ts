// The offline pack's manifest (GET /api/offline/manifest): every URL the saved guide of one locale holds, with its
// size, so the app can say what it will save before it starts, resume where it stopped and fetch only what changed.

/** Where an entry is kept: with the locale, or once for every locale (the basemap, the artwork). */
export type EntryScope = 'locale' | 'common';

export interface PackEntry {
  /** Same-origin URL the app requests (query parameters in any order; the saved copy is keyed by packKey). */
  url: string;
  /** Bytes of the body as stored (uncompressed). */
  bytes: number;
  /** The server's ETag of this answer: a saved copy with the same tag is current. */
  etag?: string;
  /** The section it belongs to (sights, hotels, basemap, …); sections are listed by the server, not fixed in the app. */
  section: string;
  scope: EntryScope;
  /** Part of what a first visit saves in the background (home, menus, overviews, POIs, the guide, the basemap). */
  core?: true;
  /** Live data (weather, announcements, picks that change per request): fetched again on every update. */
  live?: true;
  /** Other URLs that answer exactly the same body (one download, stored under each). */
  aliases?: string[];
  /** The part archive that carries it (absent for live entries, which are fetched one by one on every save). */
  part?: string;
}

/**
 * One archive of many entries (shared/offline-archive.ts): a section of the locale, or a common part. A save
 * downloads parts, not entries, so the whole guide is a few requests (issue 30).
 */
export interface PackPart {
  /** The section it carries (`home`, `sights`, `basemap`, …). */
  id: string;
  scope: EntryScope;
  /** Where to download it (range-resumable, with `etag` as its strong ETag). */
  url: string;
  /** Bytes of the archive. */
  bytes: number;
  /** SHA-256 of the archive, base64url: checked before anything of the part is stored. */
  sha256: string;
  etag: string;
  /** How many entries it carries. */
  items: number;
}

export interface OfflineManifest {
  locale: string;
  /** Changes whenever any non-live entry changes: a saved pack of another version can be updated. */
  version: string;
  generatedAt: string;
  entries: PackEntry[];
  /** Every non-live entry is in exactly one part. */
  parts: PackPart[];
}

/** GET /api/offline/sizes: the whole guide's size per locale, for the locales whose manifest the server has built. */
export interface PackSize {
  locale: string;
  version: string;
  bytes: number;
  items: number;
}
