// Validates an article page's search params: only `tab` (the active tab ids, SPEC §2), bounded in length.

export interface ArticleSearch {
  tab?: string;
}

export function validateArticleSearch(raw: Record<string, unknown>): ArticleSearch {
  const v = raw.tab;
  const s = typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '';
  return s !== '' && s.length <= 200 ? { tab: s } : {};
}
