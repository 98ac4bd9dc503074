import { describe, expect, it } from 'vitest';
import { pageDataPath } from '#/lib/page-data';

describe('pageDataPath', () => {
  it.each([
    ['/en/sightseeing/world-heritage/ruins-of-st-pauls', '/api/experience/sightseeing/world-heritage/ruins-of-st-pauls'],
    ['/ja/sightseeing/world-heritage', '/api/experience/sightseeing/world-heritage'],
    ['/en/dining/specialty-foods/snacks/egg-tart', '/api/experience/fnb/snacks/egg-tart'],
    ['/en/suggested-tours/historic-centre', '/api/tour/suggested-tours/historic-centre'],
    ['/en/suggested-tours/historic-centre/stop-1', '/api/tour/suggested-tours/historic-centre/stop-1'],
    ['/en/dining/restaurant/a-lorcha', '/api/dining/restaurant/a-lorcha'],
    ['/en/dining/qtsas-restaurant/x1', '/api/dining/qtsas_restaurant/x1'],
    ['/en/dining/macanese-cuisine', '/api/article/dining/macanese-cuisine'],
    ['/en/accommodation/hotel-lisboa', '/api/accommodation/hotel-lisboa'],
    ['/en/events/whatson/light-festival-2025', '/api/enf/whatson/light-festival-2025'],
    ['/en/travelessential/useful-info/ports-of-entry', '/api/article/useful-info/ports-of-entry'],
    ['/en/travelessential/useful-info/tourist-information', '/api/info-counters'],
    ['/en/article/blog/a-day-in-taipa', '/api/article/blog/a-day-in-taipa'],
    ['/en/about-us', '/api/article/footer/about-us'],
    ['/en/macao-light-festival', '/api/article/custom/macao-light-festival'],
    ['/en/macao-light-festival/route-a', '/api/tour/macao-light-festival/route-a'],
  ])('%s is drawn from %s', (link, path) => {
    expect(pageDataPath(link)).toBe(path);
  });

  it('ignores the query and the fragment', () => {
    expect(pageDataPath('/en/accommodation/hotel-lisboa?x=1#rooms')).toBe('/api/accommodation/hotel-lisboa');
  });

  it.each([
    '/en',
    '/en/travelagencies/search?id=3',
    '/en/travelessential/before-you-travel/travel-agencies',
    '/en/weather',
    '/en/sightseeing',
    'https://example.com/',
  ])('knows no answer for %s', (link) => {
    expect(pageDataPath(link)).toBeUndefined();
  });
});
