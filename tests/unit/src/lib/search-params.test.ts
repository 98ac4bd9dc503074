// Unit tests for the router's query string: the month filter is written bare, and old JSON-quoted links still read.
import { describe, expect, it } from 'vitest';
import { parseSearch, stringifySearch } from '#/lib/search-params';
import { validateTextSearch } from '#/features/sight-map/route-helpers';

describe('the query string', () => {
  it('writes a month filter as six bare digits', () => {
    expect(stringifySearch({ m: '202611' })).toBe('?m=202611');
    expect(stringifySearch({ keyword: 'egg tart', page: 2, map: true })).toBe('?keyword=egg+tart&page=2&map=true');
  });

  it('reads both the bare and the old quoted month back as the same filter', () => {
    for (const q of ['?m=202611', '?m=%22202611%22']) {
      expect(validateTextSearch(parseSearch(q), ['m'] as const)).toEqual({ m: '202611' });
    }
  });

  it('reads every bare value as the string it is', () => {
    expect(parseSearch('?keyword=true&page=2&type=null')).toEqual({ keyword: 'true', page: '2', type: 'null' });
  });

  it('keeps a __proto__ key as a plain key', () => {
    const parsed = parseSearch('?__proto__=%7B%22polluted%22%3A1%7D');
    expect((parsed as { polluted?: unknown }).polluted).toBeUndefined();
    expect(parsed.__proto__).toEqual({ polluted: 1 });
  });

  it('round-trips strings that look like JSON text', () => {
    for (const keyword of ['"quoted"', '[1]', '{x', 'true', '202611', 'a&b=c']) {
      expect(parseSearch(stringifySearch({ keyword }))).toEqual({ keyword });
    }
  });
});
