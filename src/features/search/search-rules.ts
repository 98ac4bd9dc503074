// Search rules of SPEC §4, §5 and §9: keyword validation, the view state, "see more" and highlighted text.
import { decodeEntities } from '#shared/html-text';

export const SEARCH_PAGE_SIZE = 10;
export const THUMBNAIL_WIDTH = 240;
export type SearchSort = '' | 'date';

export type KeywordCheck = { ok: true; keyword: string } | { ok: false };

/** A search needs a non-empty keyword (spaces alone do not count). */
export function checkKeyword(raw: string): KeywordCheck {
  const keyword = raw.replace(/\s+/g, ' ').trim();
  return keyword ? { ok: true, keyword } : { ok: false };
}

/** A new search is ignored while one is loading. */
export function canSubmit(loading: boolean): boolean {
  return !loading;
}

export type SearchView = 'idle' | 'loading' | 'results' | 'noResults' | 'error';

export function searchView(input: { submitted: boolean; pending: boolean; error: boolean; itemCount: number }): SearchView {
  if (!input.submitted) return 'idle';
  if (input.error) return 'error';
  if (input.pending) return 'loading';
  return input.itemCount > 0 ? 'results' : 'noResults';
}

/** More are available when the last page came back full (exactly the page size). */
export function hasMore(lastPageCount: number | undefined): boolean {
  return lastPageCount === SEARCH_PAGE_SIZE;
}

/** The 1-based `start` of a page (0-based page index). */
export function startOf(page: number): number {
  return page * SEARCH_PAGE_SIZE + 1;
}

export interface TextPart {
  text: string;
  bold: boolean;
}

/** The engine marks matches with <b>; keep those as bold parts and drop any other markup, so nothing is injected. */
export function highlightParts(html: string): TextPart[] {
  const parts: TextPart[] = [];
  const re = /<b>([\s\S]*?)<\/b>/gi;
  let last = 0;
  const push = (raw: string, bold: boolean) => {
    const text = decodeEntities(raw.replace(/<[^>]*>/g, ''));
    if (!text) return;
    const prev = parts[parts.length - 1];
    if (prev && prev.bold === bold) prev.text += text;
    else parts.push({ text, bold });
  };
  for (let m = re.exec(html); m; m = re.exec(html)) {
    push(html.slice(last, m.index), false);
    push(m[1] ?? '', true);
    last = m.index + m[0].length;
  }
  push(html.slice(last), false);
  return parts;
}
