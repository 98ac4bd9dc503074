// The ?tab= value: ids separated by '|', one active tab per tab set, other sets' choices kept.
import { describe, expect, it } from 'vitest';
import { activeTabId, parseTabParam, withActiveTab } from '../../../src/features/articles/tabs';
import { validateArticleSearch } from '../../../src/features/articles/search';

describe('article tabs in the URL', () => {
  it('parses ids separated by a vertical bar', () => {
    expect(parseTabParam('a|b| c |')).toEqual(['a', 'b', 'c']);
    expect(parseTabParam(undefined)).toEqual([]);
  });

  it('picks the first listed id of the set, else the first tab', () => {
    expect(activeTabId(['x', 'y', 'z'], 'other|y')).toBe('y');
    expect(activeTabId(['x', 'y'], 'nope')).toBe('x');
    expect(activeTabId([], 'x')).toBeUndefined();
  });

  it("replaces the set's choice and keeps the others", () => {
    expect(withActiveTab('other|y', ['x', 'y', 'z'], 'z')).toBe('other|z');
    expect(withActiveTab(undefined, ['x', 'y'], 'y')).toBe('y');
  });

  it('validates the search params', () => {
    expect(validateArticleSearch({ tab: ' visa|faq ' })).toEqual({ tab: 'visa|faq' });
    expect(validateArticleSearch({ tab: '' })).toEqual({});
    expect(validateArticleSearch({ tab: 'x'.repeat(500) })).toEqual({});
    expect(validateArticleSearch({ other: 1 })).toEqual({});
  });
});
