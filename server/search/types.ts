// Shapes of the site search: the documents it indexes and the query it takes; its answer is #shared/api/search.

export interface SearchDoc {
  id: string;
  locale: string;
  link: string;
  title: string;
  /** Plain text of the page body. */
  text: string;
  thumbnail?: string;
  /** ISO date (YYYY-MM-DD…) used for the date sort and to break ties. */
  date?: string;
}

export interface SearchQuery {
  q: string;
  locale: string;
  /** 1-based offset of the first result. */
  start?: number;
  sort?: '' | 'date';
  /** Page size; default 10. */
  num?: number;
}

export type { SearchItem, SearchResult } from '#shared/api/search';
