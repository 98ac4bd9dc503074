// The offline contract: one key per saved answer whatever the query order, and lookups that skip staging caches.
import { describe, expect, it } from 'vitest';
import { isLivePackCache, matchSaved, packCacheName, packKey, stagingCacheName, type CacheStorageLike } from '#shared/offline';

const ORIGIN = 'http://localhost:8080';

describe('packKey', () => {
  it('sorts query parameters so two orders are one entry', () => {
    expect(packKey('/api/accommodation?page=1&lang=en', ORIGIN)).toBe(packKey('/api/accommodation?lang=en&page=1', ORIGIN));
    expect(packKey('/api/accommodation?page=1&lang=en', ORIGIN)).toBe(`${ORIGIN}/api/accommodation?lang=en&page=1`);
  });

  it('writes escapes one way (| and , as the app encodes them or not)', () => {
    expect(packKey('/api/pois?coordinates=113.5%2C22.1%7C113.6%2C22.2&lang=en', ORIGIN)).toBe(
      packKey('/api/pois?lang=en&coordinates=113.5,22.1|113.6,22.2', ORIGIN),
    );
  });

  it('keeps an absolute URL on its own origin and drops the fragment', () => {
    expect(packKey('https://example.org/tiles/style.json#x', ORIGIN)).toBe('https://example.org/tiles/style.json');
    expect(packKey('/api/site', ORIGIN + '/')).toBe(`${ORIGIN}/api/site`);
  });

  it('reads + as a space and keeps malformed escapes as they are', () => {
    expect(packKey('/api/x?q=a+b', ORIGIN)).toBe(`${ORIGIN}/api/x?q=a%20b`);
    expect(packKey('/api/x?q=%E0%A4', ORIGIN)).toBe(`${ORIGIN}/api/x?q=%25E0%25A4`);
  });
});

describe('matchSaved', () => {
  function storage(caches: Record<string, Record<string, string>>): CacheStorageLike<string> {
    return {
      keys: async () => Object.keys(caches),
      open: async (name) => ({ match: async (key) => caches[name]?.[key] }),
    };
  }

  it('finds an answer in a live pack under its normalised key', async () => {
    const s = storage({ [packCacheName('en')]: { [`${ORIGIN}/api/site?lang=en`]: 'site' } });
    expect(await matchSaved(s, '/api/site?lang=en', ORIGIN)).toBe('site');
  });

  it('never answers from a staging cache (an update being downloaded)', async () => {
    const s = storage({ [stagingCacheName('en')]: { [`${ORIGIN}/api/site?lang=en`]: 'new' }, other: { [`${ORIGIN}/api/site?lang=en`]: 'x' } });
    expect(await matchSaved(s, '/api/site?lang=en', ORIGIN)).toBeUndefined();
    expect(isLivePackCache(stagingCacheName('common'))).toBe(false);
    expect(isLivePackCache(packCacheName('common'))).toBe(true);
  });
});
