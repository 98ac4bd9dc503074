// The API contract's path builders: parameters filled in as single encoded segments, and query strings written as
// the browser's URLSearchParams writes them (so the app, the pack and the HTTP cache agree on one URL per answer).
import { describe, expect, it } from 'vitest';
import { apiPath, apiUrl } from '#shared/api/paths';

describe('apiPath', () => {
  it('fills each parameter in as one encoded segment', () => {
    expect(apiPath('/api/experience/:category/:group/:entity', { category: 'heritage', group: 'a/b', entity: 'São Paulo' })).toBe(
      '/api/experience/heritage/a%2Fb/S%C3%A3o%20Paulo',
    );
    expect(apiPath('/api/site')).toBe('/api/site');
  });
});

describe('apiUrl', () => {
  it('adds the parameters that have a value, lang last', () => {
    expect(apiUrl('/api/dining/restaurant', 'pt', { category: undefined, keyword: '', cuisine: null, page: 2 })).toBe('/api/dining/restaurant?page=2&lang=pt');
    expect(apiUrl('/api/accessibility/ja/borders.json', null)).toBe('/api/accessibility/ja/borders.json');
  });

  it("writes values as URLSearchParams does (a space is '+', !'()~ are escaped)", () => {
    const value = "egg tart & (Macao)! ~50% 'fresh' 澳門";
    const expected = new URLSearchParams({ q: value, lang: 'zh-hant' }).toString();
    expect(apiUrl('/api/gcse', 'zh-hant', { q: value })).toBe(`/api/gcse?${expected}`);
  });

  it('keeps a query written in the path, the value given apart winning', () => {
    expect(apiUrl('/api/weather?detail=1', 'en')).toBe('/api/weather?detail=1&lang=en');
    expect(apiUrl('/api/weather?detail=1&lang=fr', 'en', { detail: 0 })).toBe('/api/weather?detail=0&lang=en');
  });
});
