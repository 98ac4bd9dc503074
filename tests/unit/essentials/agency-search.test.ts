// The travel-agency search in the URL: comma-separated awards, keyword, page and the kept id.
import { describe, expect, it } from 'vitest';
import { keepKnownAwards, pageCount, toggleAward, validateAgencySearch } from '../../../src/features/travel-essentials/agency-search';
import { formatFileSize, formatList } from '../../../src/features/travel-essentials/format';
import { byRegion } from '../../../src/features/travel-essentials/ContactsScreen';

describe('agency search params', () => {
  it('keeps only valid values', () => {
    expect(validateAgencySearch({ award: 'green-travel, star-service,BAD VALUE', keyword: ' kam ', page: '2', id: 'kam-lung' })).toEqual({
      award: 'green-travel,star-service',
      keyword: 'kam',
      page: 2,
      id: 'kam-lung',
    });
    expect(validateAgencySearch({ page: '1', id: '../x', keyword: '' })).toEqual({});
    expect(validateAgencySearch({ page: 'abc' })).toEqual({});
  });

  it('toggles awards, drops unknown ones and counts pages of ten', () => {
    expect(toggleAward(undefined, 'a')).toBe('a');
    expect(toggleAward('a,b', 'a')).toBe('b');
    expect(toggleAward('a', 'a')).toBeUndefined();
    expect(keepKnownAwards('a,gone', ['a', 'b'])).toEqual(['a']);
    expect(pageCount(33, 10)).toBe(4);
    expect(pageCount(0, 10)).toBe(1);
  });
});

describe('information page formats', () => {
  it('writes sizes and lists in the visitor language', () => {
    expect(formatFileSize(7_300, 'en')).toBe('7 kB');
    expect(formatFileSize(3_500_000, 'en')).toBe('3.3 MB');
    expect(formatList(['English', 'Portuguese', 'Chinese'], 'en')).toBe('English, Portuguese, and Chinese');
  });

  it('groups contact cards by region in first-seen order', () => {
    const p = (id: string, region?: string) => ({ id, name: id, address: '', thumbnail: '', ...(region ? { region } : {}) });
    expect(byRegion([p('a', 'Asia'), p('b', 'Europe'), p('c', 'Asia')]).map((g) => [g.region, g.places.map((x) => x.id)])).toEqual([
      ['Asia', ['a', 'c']],
      ['Europe', ['b']],
    ]);
  });
});
