// The search of the saved guide: the locale's index from the offline pack (GET /api/search-index, saved with the
// guide and on a first visit), searched in the browser with the server's own options and ranking (#shared/search).
import type { Locale } from '#shared/locales';
import type { LocaleIndex, PlaceFound, SearchIndexPayload, SearchQuery, SearchResult } from '#shared/search/index';
import { apiUrl } from './client';
import { savedAnswer } from './saved-lookup';

/** A result page answered from the saved guide rather than the network: the search modal says so. */
export type SiteSearchPage = SearchResult & { fromSavedGuide?: true };

/** Indexes already loaded, per locale, with the ETag of the saved copy they were loaded from (a new save reloads). */
const loaded = new Map<Locale, { etag: string; index: Promise<LocaleIndex> }>();

/** The locale's index as saved on this device, or undefined (not saved, or saved in an older format). */
async function savedIndex(locale: Locale): Promise<LocaleIndex | undefined> {
  if (typeof caches === 'undefined') return undefined;
  const saved = await savedAnswer(apiUrl('/api/search-index', locale));
  if (!saved) return undefined;
  const etag = saved.headers.get('etag') ?? '';
  let hit = loaded.get(locale);
  if (!hit || hit.etag !== etag) {
    // MiniSearch and the Chinese tables load only when a search goes offline (the chunk is precached).
    const index = Promise.all([saved.json() as Promise<SearchIndexPayload>, import('#shared/search/index')]).then(([payload, search]) =>
      search.loadLocaleIndex(payload),
    );
    hit = { etag, index };
    loaded.set(locale, hit);
  }
  try {
    return await hit.index;
  } catch {
    // Another format (the app was updated before the pack): not usable until the guide is saved again.
    loaded.delete(locale);
    return undefined;
  }
}

/** One result page from the saved guide, or undefined when this locale's index is not saved here. */
export async function searchSavedGuide(locale: Locale, query: SearchQuery): Promise<SiteSearchPage | undefined> {
  const index = await savedIndex(locale);
  if (!index) return undefined;
  const { searchLocale } = await import('#shared/search/index');
  return { ...searchLocale(index, query), fromSavedGuide: true };
}

export type { PlaceFound } from '#shared/search/index';

/** The index fetched from the network when the guide is not saved here (walking directions' start picker). */
const fetched = new Map<Locale, Promise<LocaleIndex>>();

/**
 * Places of the guide a name finds, with their positions (walking directions start from one): from the saved guide's
 * index, offline; else the index from the network. Empty when neither can be had.
 */
export async function findPlacesByName(locale: Locale, q: string, num = 8): Promise<PlaceFound[]> {
  let index = await savedIndex(locale);
  if (!index) {
    let hit = fetched.get(locale);
    if (!hit) {
      hit = Promise.all([fetch(apiUrl('/api/search-index', locale)).then((r) => r.json() as Promise<SearchIndexPayload>), import('#shared/search/index')]).then(
        ([payload, search]) => search.loadLocaleIndex(payload),
      );
      fetched.set(locale, hit);
      hit.catch(() => fetched.delete(locale));
    }
    index = await hit.catch(() => undefined);
  }
  if (!index) return [];
  const { searchPlaces } = await import('#shared/search/index');
  return searchPlaces(index, q, num);
}
