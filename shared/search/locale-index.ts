// Builds, serialises and reloads one locale's MiniSearch index with the same options on the server and in the browser.
import MiniSearch, { type Options } from 'minisearch';
import { indexTerms, wholeTerms } from './tokenize';
import { SEARCH_INDEX_FORMAT, type SearchEntry, type SearchIndexPayload, type StoredEntry } from './types';

/**
 * Indexed fields: the name in the visitor's language, the other names and aliases, the names in the guide's other
 * languages, the page text, and the visitor's and sign-language names again as one whole term each (so a query that
 * is such a name, or its beginning, wins over pages that only mention it).
 */
export const FIELDS = ['title', 'names', 'foreign', 'text', 'whole'] as const;
export type Field = (typeof FIELDS)[number];
const STORED: (keyof StoredEntry)[] = ['title', 'link', 'type', 'thumbnail', 'date', 'summary', 'position'];

export interface LocaleIndex {
  locale: string;
  mini: MiniSearch<SearchEntry>;
  /** The full entries where they are at hand (the server): page text for snippets and exact-phrase checks. */
  entries?: Map<string, SearchEntry>;
}

function extractField(entry: SearchEntry, field: string): string | undefined {
  switch (field) {
    case 'names':
      return entry.names.join('\n');
    case 'foreign':
      return entry.foreign?.join('\n');
    case 'whole':
      return [entry.title, ...entry.names].join('\n');
    default:
      return (entry as unknown as Record<string, string | undefined>)[field];
  }
}

const options: Options<SearchEntry> = {
  fields: [...FIELDS],
  storeFields: STORED,
  extractField,
  tokenize: (text, field) => (field === 'whole' ? wholeTerms(text) : indexTerms(text)),
  // Terms leave the tokeniser folded and stemmed; queries are built from finished terms too.
  processTerm: (term) => term,
  searchOptions: { tokenize: (text) => [text], processTerm: (term) => term },
};

export function buildLocaleIndex(locale: string, entries: SearchEntry[]): LocaleIndex {
  const mini = new MiniSearch<SearchEntry>(options);
  mini.addAll(entries);
  return { locale, mini, entries: new Map(entries.map((e) => [e.id, e])) };
}

export function serializeLocaleIndex(index: LocaleIndex, contentVersion: string): SearchIndexPayload {
  return { format: SEARCH_INDEX_FORMAT, locale: index.locale, contentVersion, index: index.mini.toJSON() };
}

/** Reloads a payload of GET /api/search-index; throws on another format (the caller fetches a fresh one). */
export function loadLocaleIndex(payload: SearchIndexPayload): LocaleIndex {
  if (payload.format !== SEARCH_INDEX_FORMAT) throw new Error(`search index format ${String(payload.format)}, expected ${SEARCH_INDEX_FORMAT}`);
  return { locale: payload.locale, mini: MiniSearch.loadJS<SearchEntry>(payload.index, options) };
}

/** What a result needs to be drawn: the full entry on the server, the stored fields in the browser. */
export function storedEntry(index: LocaleIndex, id: string): StoredEntry | undefined {
  return index.entries?.get(id) ?? (index.mini.getStoredFields(id) as StoredEntry | undefined);
}
