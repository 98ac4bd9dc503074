// The site search shared by the server (/api/gcse, /api/search-index) and the browser (offline search of the saved guide).
export { buildLocaleIndex, loadLocaleIndex, serializeLocaleIndex, type LocaleIndex } from './locale-index';
export { searchLocale, searchPlaces, PAGE_SIZE, type PlaceFound } from './search';
export { foldText } from './fold';
export {
  SEARCH_INDEX_FORMAT,
  type SearchEntry,
  type SearchEntryType,
  type SearchIndexPayload,
  type SearchItem,
  type SearchQuery,
  type SearchResult,
  type StoredEntry,
} from './types';
