// Shapes of the site search shared by the server (/api/gcse, /api/search-index) and the browser's offline search.
import type { AsPlainObject } from 'minisearch';
import type { SearchEntryType } from '../api/search';

// The answer's shapes live with the API's other response shapes.
export type { SearchEntryType, SearchItem, SearchResult } from '../api/search';

/** One page of the guide as the index of one locale sees it. */
export interface SearchEntry {
  /** Unique within the locale, e.g. 'sight:ruins-of-st-pauls'. */
  id: string;
  type: SearchEntryType;
  /** Path under the locale, e.g. '/en/sightseeing/world-heritage/ruins-of-st-pauls'. */
  link: string;
  /** Name in the visitor's language (or its English fallback). */
  title: string;
  /**
   * The other names it is known by, whatever the interface language: English, Portuguese, Traditional and Simplified
   * Chinese, the content's aliases (大三巴, Largo do Senado, Tai Sam Ba), parts (a fortress's chapel and lighthouse).
   */
  names: string[];
  /**
   * Its names in the guide's other languages (Japanese, Korean, Thai, Arabic, … in the English index): they find the
   * page, but count as a plain hit, not as the visitor typing its name (no whole-name or name-coverage raise).
   */
  foreign?: string[];
  /** Plain text of the page in the visitor's language: summary, description, body. */
  text: string;
  /** One-sentence summary, kept with the serialised index so offline results can show a line of text. */
  summary?: string;
  thumbnail?: string;
  /** ISO date (YYYY-MM-DD…) used for the date sort and to break ties. */
  date?: string;
  /** A place's [lon, lat] (its first, for a place with several): walking directions start from a place found by name. */
  position?: [number, number];
}

/** Stored with each document of the serialised index: what a result needs to be drawn. */
export type StoredEntry = Pick<SearchEntry, 'title' | 'link' | 'type' | 'thumbnail' | 'date' | 'summary' | 'position'>;

/** Bumped whenever tokenising or the index options change, so a saved index of an older format is rebuilt, not misread. */
export const SEARCH_INDEX_FORMAT = 2;

/** Body of GET /api/search-index?lang=xx: one locale's index, loadable in the browser with `loadLocaleIndex`. */
export interface SearchIndexPayload {
  format: typeof SEARCH_INDEX_FORMAT;
  locale: string;
  /** The content version it was built from (changes when the guide's content does). */
  contentVersion: string;
  /** MiniSearch's own serialisation (`toJSON`), stored fields as in `StoredEntry`. */
  index: AsPlainObject;
}

export interface SearchQuery {
  q: string;
  /** 1-based offset of the first result. */
  start?: number;
  sort?: '' | 'date';
  /** Page size; default 10. */
  num?: number;
}
