// The service worker's route matching: live answers (announcements, weather, warnings) apart from the other API
// answers, map files, artwork, and what it leaves alone (other origins, POSTs, requests marked network-only).
import { describe, expect, it } from 'vitest';
import { NETWORK_ONLY_HEADER } from '#shared/offline';
import { routeKind } from '../../../sw/routes';

const ORIGIN = 'https://guide.example';
const kind = (path: string, method = 'GET', headers: Record<string, string> = {}) =>
  routeKind(new URL(path, ORIGIN), { method, headers: new Headers(headers) }, ORIGIN);

describe('routeKind', () => {
  it('sends announcements, weather and warnings, with any query, to the live policy', () => {
    expect(kind('/api/announcement?lang=en')).toBe('live');
    expect(kind('/api/weather?lang=ar&detail=1')).toBe('live');
    expect(kind('/api/warnings?lang=zh-hant')).toBe('live');
    expect(kind('/api/warnings/')).toBe('live');
  });

  it('keeps the other API answers, including look-alike paths, on the saved-guide policy', () => {
    expect(kind('/api/pois?lang=en')).toBe('api');
    expect(kind('/api/search-index?lang=en')).toBe('api');
    expect(kind('/api/weather-history')).toBe('api');
    expect(kind('/api/warnings/rules')).toBe('api');
    expect(kind('/api/experience/menu?q=/api/warnings')).toBe('api');
  });

  it('tells the map style and glyphs, the basemap archive and artwork apart', () => {
    expect(kind('/tiles/style.json')).toBe('style');
    expect(kind('/tiles/fonts/Inter%20Regular/1536-1791.pbf')).toBe('style');
    expect(kind('/walk/macao-walk.bin')).toBe('style');
    expect(kind('/tiles/macao.pmtiles')).toBe('archive');
    expect(kind('/media/art/temple/lantern/x.svg?aspect=card')).toBe('art');
  });

  it('leaves other origins, API writes, network-only requests and other files to the browser', () => {
    expect(routeKind(new URL('https://tiles.other/api/warnings'), { method: 'GET', headers: new Headers() }, ORIGIN)).toBeUndefined();
    expect(kind('/api/uit', 'POST')).toBeUndefined();
    expect(kind('/api/warnings', 'GET', { [NETWORK_ONLY_HEADER]: '1' })).toBeUndefined();
    expect(kind('/en/sightseeing')).toBeUndefined();
    expect(kind('/tiles/other.pmtiles')).toBeUndefined();
  });
});
