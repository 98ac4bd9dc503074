// The saved guide in Cache Storage: reads the offline manifest, lists what is stored, downloads entries (each one
// whole or not at all) and deletes packs. The service worker reads the same caches (shared/offline.ts).
import type { OfflineManifest, PackEntry, PackPart, PackSize } from '#shared/api/offline';
import type { ArchiveSlice } from '#shared/offline-archive';
import { isPartKey, partKey } from '#shared/offline-stored-parts';
import type { Locale } from '#shared/locales';
import { NETWORK_ONLY_HEADER, PACK_CACHE_PREFIX, SAVED_AT_HEADER, isLivePackCache, packCacheName, packKey, type PackScope } from '#shared/offline';
import type { StoredEntry } from '#/lib/pack-plan';
import { storedParts } from './saved-lookup';

/** Where a pack keeps its own record (what version, when, complete or the first visit's part). */
const META_PATH = '/__guide-pack/meta';

export interface PackMeta {
  version: string;
  savedAt: string;
  /** `full`: "Save Macao for offline" finished; `core`: what a first visit saves in the background. */
  kind: 'full' | 'core';
  bytes: number;
  items: number;
}

export const storageAvailable = (): boolean => typeof caches !== 'undefined';

export const keyOf = (url: string): string => packKey(url, location.origin);

const scopeOf = (entry: PackEntry, locale: Locale): PackScope => (entry.scope === 'common' ? 'common' : locale);

/** The manifest of a locale (`core`: only the first visit's part), straight from the network. */
export async function fetchManifest(locale: Locale, core: boolean, signal?: AbortSignal): Promise<OfflineManifest> {
  const res = await fetch(`/api/offline/manifest?lang=${locale}${core ? '&core=1' : ''}`, {
    signal,
    headers: { [NETWORK_ONLY_HEADER]: '1', Accept: 'application/json' },
  });
  if (!res.ok) throw new Error(`The offline manifest answered ${res.status}`);
  return (await res.json()) as OfflineManifest;
}

/** The whole guide's size in the languages the server knows it for (nothing is built to answer). */
export async function fetchSizes(): Promise<PackSize[]> {
  const res = await fetch('/api/offline/sizes', { headers: { [NETWORK_ONLY_HEADER]: '1', Accept: 'application/json' } });
  if (!res.ok) return [];
  return ((await res.json()) as { sizes: PackSize[] }).sizes;
}

export async function readMeta(locale: Locale): Promise<PackMeta | undefined> {
  if (!storageAvailable() || !(await caches.has(packCacheName(locale)))) return undefined;
  const res = await (await caches.open(packCacheName(locale))).match(keyOf(META_PATH));
  return res ? ((await res.json()) as PackMeta) : undefined;
}

export async function writeMeta(locale: Locale, meta: PackMeta): Promise<void> {
  const cache = await caches.open(packCacheName(locale));
  await cache.put(keyOf(META_PATH), new Response(JSON.stringify(meta), { headers: { 'content-type': 'application/json' } }));
}

/** Every stored entry of the locale's pack and of the common one, by key: saved on its own or carried by a part's archive. */
export async function storedEntries(locale: Locale): Promise<Map<string, StoredEntry>> {
  const out = new Map<string, StoredEntry>();
  const parts = storedParts();
  for (const scope of [locale, 'common'] as const) {
    if (!(await caches.has(packCacheName(scope)))) continue;
    const cache = await caches.open(packCacheName(scope));
    for (const archive of await parts.archives(cache)) {
      const savedAt = Date.parse(archive.headers.get(SAVED_AT_HEADER) ?? '') || 0;
      for (const [key, slice] of await parts.slices(archive).catch(() => new Map<string, ArchiveSlice>()))
        out.set(key, { ...(slice.etag ? { etag: slice.etag } : {}), savedAt });
    }
    const requests = (await cache.keys()).filter((req) => req.url !== keyOf(META_PATH) && !isPartKey(req.url, location.origin));
    await Promise.all(
      requests.map(async (req) => {
        const res = await cache.match(req);
        if (!res) return;
        const etag = res.headers.get('etag') ?? undefined;
        out.set(req.url, { ...(etag ? { etag } : {}), savedAt: Date.parse(res.headers.get(SAVED_AT_HEADER) ?? '') || 0 });
      }),
    );
  }
  return out;
}

/**
 * Downloads one entry and stores it under its URL and aliases. The body is read whole before anything is
 * written, so a lost connection leaves the old copy or none, never a truncated one. Quota errors propagate.
 */
export async function saveEntry(entry: PackEntry, locale: Locale, signal: AbortSignal): Promise<void> {
  const res = await fetch(entry.url, { signal, cache: 'no-cache', headers: { [NETWORK_ONLY_HEADER]: '1' } });
  if (!res.ok) throw new Error(`${entry.url} answered ${res.status}`);
  const body = await res.arrayBuffer();
  const headers = new Headers({ 'content-type': res.headers.get('content-type') ?? 'application/octet-stream', [SAVED_AT_HEADER]: new Date().toISOString() });
  const etag = res.headers.get('etag');
  if (etag) headers.set('etag', etag);
  const cache = await caches.open(packCacheName(scopeOf(entry, locale)));
  for (const url of [entry.url, ...(entry.aliases ?? [])]) await cache.put(keyOf(url), new Response(body, { headers }));
}

/** Removes stored entries by key from the locale's own pack (the common one is shared with other locales). */
export async function removeKeys(locale: Locale, keys: readonly string[]): Promise<void> {
  if (!keys.length || !(await caches.has(packCacheName(locale)))) return;
  const cache = await caches.open(packCacheName(locale));
  await Promise.all(keys.map((k) => cache.delete(k)));
}

/** Keys of the answers stored on their own in the locale's own pack (not its parts' archives nor its record). */
export async function localeKeys(locale: Locale): Promise<string[]> {
  if (!(await caches.has(packCacheName(locale)))) return [];
  return (await (await caches.open(packCacheName(locale))).keys()).map((r) => r.url).filter((u) => u !== keyOf(META_PATH) && !isPartKey(u, location.origin));
}

/** Removes the stored archives of parts the guide no longer has (a section removed), in the locale's and the common pack. */
export async function removeOldParts(locale: Locale, parts: readonly PackPart[]): Promise<void> {
  const keep = new Set(parts.map((p) => partKey(p.id, location.origin)));
  for (const scope of [locale, 'common'] as const) {
    if (!(await caches.has(packCacheName(scope)))) continue;
    const cache = await caches.open(packCacheName(scope));
    const old = (await cache.keys()).filter((r) => isPartKey(r.url, location.origin) && !keep.has(r.url));
    await Promise.all(old.map((r) => cache.delete(r)));
  }
}

/** The locales with a pack on this device. */
export async function savedLocales(): Promise<string[]> {
  if (!storageAvailable()) return [];
  return (await caches.keys()).filter((n) => isLivePackCache(n) && n !== packCacheName('common')).map((n) => n.slice(PACK_CACHE_PREFIX.length));
}

/**
 * The guide's own IndexedDB databases: the map's copy of its style and of the basemap ranges it fetched
 * (src/map/style.ts, src/map/offline-source.ts; tests/unit/src/api/pack.test.ts keeps the names in step).
 * My trip's database is the visitor's, never deleted here.
 */
export const GUIDE_DATABASES = ['macao-map-style', 'macao-map-tiles'] as const;
/** The app's own files (the shell): they stay, so the page still opens after Delete. */
const isAppShellCache = (name: string) => name.startsWith('workbox-precache');

/**
 * Deletes a locale's pack. With no complete save left in any language, everything else the guide stored goes
 * too: the first visit's saves of every language, the shared part (basemap, pictures), parts half-downloaded, the
 * worker's copies of visited pages and the map's databases.
 */
export async function deletePack(locale: Locale): Promise<void> {
  await caches.delete(packCacheName(locale));
  const full = await Promise.all((await savedLocales()).map(async (l) => (await readMeta(l as Locale))?.kind === 'full'));
  if (full.some(Boolean)) return;
  await Promise.all((await caches.keys()).filter((name) => !isAppShellCache(name)).map((name) => caches.delete(name)));
  if (typeof indexedDB !== 'undefined') await Promise.all(GUIDE_DATABASES.map(deleteDatabase));
}

function deleteDatabase(name: string): Promise<void> {
  return new Promise((resolve) => {
    const req = indexedDB.deleteDatabase(name);
    // Blocked: an open connection (the map on another tab) delays it; it completes when that closes.
    req.onsuccess = req.onerror = req.onblocked = () => resolve();
  });
}
