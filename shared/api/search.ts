// The site search's answer (GET /api/gcse), in the shape of a custom-search result page (SPEC §3 "Search result").

/** What a search result opens. */
export type SearchEntryType = 'sight' | 'tour' | 'stop' | 'restaurant' | 'hotel' | 'event' | 'article' | 'agency' | 'place';

/** One result. */
export interface SearchItem {
  link: string;
  title: string;
  htmlTitle: string;
  htmlFormattedUrl: string;
  htmlSnippet: string;
  snippet: string;
  thumbnail?: string;
  date?: string;
  type?: SearchEntryType;
}

export interface SearchResult {
  items: SearchItem[];
  queries: { request: [{ searchTerms: string; startIndex: number; count: number; totalResults: string }] };
  searchInformation: { totalResults: string };
  spelling?: { correctedQuery: string; htmlCorrectedQuery: string };
}
