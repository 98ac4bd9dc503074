// Shapes of the site search: the documents it indexes, the query it takes and the result it returns (SPEC §3 "Search result").

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

export interface SearchItem {
  link: string;
  title: string;
  htmlTitle: string;
  htmlFormattedUrl: string;
  htmlSnippet: string;
  snippet: string;
  thumbnail?: string;
  date?: string;
}

export interface SearchResult {
  items: SearchItem[];
  queries: { request: [{ searchTerms: string; startIndex: number; count: number; totalResults: string }] };
  searchInformation: { totalResults: string };
  spelling?: { correctedQuery: string; htmlCorrectedQuery: string };
}
