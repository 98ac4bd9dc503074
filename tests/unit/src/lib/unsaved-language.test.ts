// Offline in a language not saved here: the saved languages offered instead, and the same page in each of them.
import { describe, expect, it } from 'vitest';
import { samePageIn, savedAlternatives } from '#/lib/unsaved-language';

describe('savedAlternatives', () => {
  it('offers the saved languages, in the table order, when the current one is not saved', () => {
    expect(savedAlternatives('fr', ['en', 'zh-hant'])).toEqual(['zh-hant', 'en']);
  });
  it('offers nothing when the current language is saved, or when no language is', () => {
    expect(savedAlternatives('en', ['en', 'zh-hant'])).toBeUndefined();
    expect(savedAlternatives('fr', [])).toBeUndefined();
  });
  it('ignores pack names that are not enabled languages (the disabled ru, a stray cache)', () => {
    expect(savedAlternatives('fr', ['ru', 'xx', 'common'])).toBeUndefined();
    expect(savedAlternatives('fr', ['ru', 'ar'])).toEqual(['ar']);
  });
});

describe('samePageIn', () => {
  it('swaps the locale of a page path and keeps its query', () => {
    expect(samePageIn('en', '/fr/sightseeing/world-heritage/a-ma-temple', '?tab=map')).toBe('/en/sightseeing/world-heritage/a-ma-temple?tab=map');
    expect(samePageIn('ar', '/fr')).toBe('/ar');
    expect(samePageIn('ar', '/fr/')).toBe('/ar');
  });
});
