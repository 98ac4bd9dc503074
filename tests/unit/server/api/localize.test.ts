// Locale resolution with per-field English fallback, and the response cache's keying and ETags.
import { describe, expect, it } from 'vitest';
import { ResponseCache, etagOf } from '../../../../server/api/cache';
import { isML, localize, pick } from '../../../../server/api/localize';

describe('localize', () => {
  it('resolves multilingual fields and lists the ones served in English', () => {
    const record = { id: 'x', name: { en: 'Name', pt: 'Nome' }, summary: { en: 'Summary' }, nested: [{ title: { en: 'T' } }], n: 3 };
    expect(localize(record, 'pt')).toEqual({
      id: 'x',
      name: 'Nome',
      summary: 'Summary',
      nested: [{ title: 'T', fallbackFields: ['title'] }],
      n: 3,
      fallbackFields: ['summary'],
    });
    expect(localize(record, 'en')).toMatchObject({ fallbackFields: [] });
  });

  it('leaves plain objects alone, including ones keyed by a locale-like "id"', () => {
    expect(isML({ en: 'a', pt: 'b' })).toBe(true);
    expect(isML({ id: 'sight', name: 'x' })).toBe(false);
    expect(isML({ en: 'a', foo: 'b' })).toBe(false);
    expect(localize({ coordinate: [1, 2], levels: { carPark: 'on' } }, 'ja')).toEqual({ coordinate: [1, 2], levels: { carPark: 'on' } });
    expect(pick(undefined, 'pt')).toBe('');
  });
});

describe('localize: opening hours', () => {
  it('adds the structured hours beside a plain days-and-times line, in every locale', () => {
    const rec = { openingHour: { en: 'Daily 09:00–18:00', de: 'Täglich 09:00–18:00' } };
    const hours = { days: [0, 1, 2, 3, 4, 5, 6], ranges: [{ open: 540, close: 1080 }] };
    expect(localize(rec, 'de')).toEqual({ openingHour: 'Täglich 09:00–18:00', openingHours: hours, fallbackFields: [] });
    expect(localize(rec, 'th')).toEqual({ openingHour: 'Daily 09:00–18:00', openingHours: hours, fallbackFields: ['openingHour'] });
  });
  it('keeps only the translated line when the English says more', () => {
    expect(localize({ openingHour: { en: "Same as the venue's opening hours" } }, 'ja')).not.toHaveProperty('openingHours');
  });
});

describe('ResponseCache', () => {
  it('builds once per key and evicts the oldest entry beyond its bound', () => {
    const cache = new ResponseCache({ maxEntries: 2, maxBytes: 1 << 20 });
    let builds = 0;
    const build = () => ({ n: ++builds });
    expect(cache.get('a', build).body).toBe('{"n":1}');
    expect(cache.get('a', build).body).toBe('{"n":1}');
    cache.get('b', build);
    cache.get('c', build);
    expect(cache.size).toBe(2);
    expect(cache.get('a', build).body).toBe('{"n":4}');
    expect(cache.get('c', build).etag).toBe(etagOf('{"n":3}'));
  });

  it('bounds what its entries weigh in memory (key, body and ETag as UTF-16), not only their count', () => {
    // One entry here: key "a" (1), body "xxxxxxxx" with quotes (10), ETag (29): 2 × 40 + 96 = 176 bytes.
    const cache = new ResponseCache({ maxEntries: 100, maxBytes: 400 });
    cache.get('a', () => 'x'.repeat(8));
    cache.get('b', () => 'y'.repeat(8));
    expect(cache.size).toBe(2);
    expect(cache.bytes).toBe(352);
    cache.get('c', () => 'z'.repeat(8));
    expect(cache.size).toBe(2);
    cache.get('big', () => 'w'.repeat(100));
    expect(cache.size).toBe(1);
    expect(cache.bytes).toBeLessThanOrEqual(400);
  });

  it('keeps answers to varying queries apart, so a flood of them cannot push out the fixed ones', () => {
    const cache = new ResponseCache({ maxEntries: 10, maxBytes: 1 << 20 }, { maxEntries: 3, maxBytes: 1 << 20 });
    let builds = 0;
    cache.get('f|home', () => ({ n: ++builds }));
    for (let i = 0; i < 50; i += 1) cache.get(`v|search ${i}`, () => ({ i }));
    expect(cache.size).toBe(4);
    expect(cache.get('f|home', () => ({ n: ++builds })).body).toBe('{"n":1}');
  });
});
