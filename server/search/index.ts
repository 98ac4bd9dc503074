// Public interface of our own full-text site search (replaces the third-party engine behind GET /api/gcse).
export { buildSearchIndex, type SearchIndex } from './build';
export { search, PAGE_SIZE } from './search';
export type { SearchDoc, SearchItem, SearchQuery, SearchResult } from './types';
