import { describe, expect, it } from 'vitest';
import { canSubmit, checkKeyword, hasMore, highlightParts, searchView, startOf } from '../../../../../src/features/search/search-rules';
import { searchQuery } from '../../../../../src/api/home-queries';

describe('search rules (SPEC §4, §5, §9)', () => {
  it('needs a non-empty keyword', () => {
    expect(checkKeyword('')).toEqual({ ok: false });
    expect(checkKeyword('   \t')).toEqual({ ok: false });
    expect(checkKeyword('  egg   tart ')).toEqual({ ok: true, keyword: 'egg tart' });
  });
  it('ignores a search while one is loading', () => {
    expect(canSubmit(true)).toBe(false);
    expect(canSubmit(false)).toBe(true);
  });
  it('derives idle, loading, results, no results and error states', () => {
    expect(searchView({ submitted: false, pending: true, error: false, itemCount: 0 })).toBe('idle');
    expect(searchView({ submitted: true, pending: true, error: false, itemCount: 0 })).toBe('loading');
    expect(searchView({ submitted: true, pending: false, error: false, itemCount: 3 })).toBe('results');
    expect(searchView({ submitted: true, pending: false, error: false, itemCount: 0 })).toBe('noResults');
    expect(searchView({ submitted: true, pending: false, error: true, itemCount: 0 })).toBe('error');
  });
  it('offers more only when a page came back with exactly 10', () => {
    expect(hasMore(10)).toBe(true);
    expect(hasMore(9)).toBe(false);
    expect(hasMore(undefined)).toBe(false);
    expect(startOf(0)).toBe(1);
    expect(startOf(2)).toBe(21);
  });
  it('keeps <b> matches and drops any other markup', () => {
    expect(highlightParts('Macao <b>Food</b> Festival &amp; more')).toEqual([
      { text: 'Macao ', bold: false },
      { text: 'Food', bold: true },
      { text: ' Festival & more', bold: false },
    ]);
    expect(highlightParts('<img src=x onerror=alert(1)>plain<script>x</script>')).toEqual([{ text: 'plainx', bold: false }]);
  });
  it('caches per locale, keyword and sort, and pages by start offset', () => {
    const q = searchQuery('en', { keyword: 'temple', sort: 'date' });
    expect(q.queryKey).toEqual(['api', 'en', 'gcse', 'temple', 'date']);
    expect(q.initialPageParam).toBe(1);
    const full = {
      items: Array.from({ length: 10 }, (_, i) => ({ link: String(i), title: '', htmlTitle: '', htmlFormattedUrl: '', htmlSnippet: '' })),
      queries: { request: [] },
    };
    const getNext = q.getNextPageParam as (last: unknown, all: unknown[], lastParam: number) => number | undefined;
    expect(getNext(full, [full], 1)).toBe(11);
    expect(getNext({ ...full, items: full.items.slice(0, 4) }, [full], 11)).toBeUndefined();
  });
});
