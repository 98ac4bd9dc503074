// Which pages belong to an empty directory, and which links lead into one (issue 26, "no empty promises").
import { describe, expect, it } from 'vitest';
import { emptyDirectoryPages, leadsToEmptyDirectory } from '../../../../server/api/directories';

describe('empty directories', () => {
  it('names the pages of each directory that holds nothing, and none of one that holds something', () => {
    expect([...emptyDirectoryPages({ travelAgencies: 0, qtsasRestaurants: 3 })].sort()).toEqual([
      'travelagencies',
      'travelagencies/search',
      'travelessential/before-you-travel/travel-agencies',
    ]);
    expect([...emptyDirectoryPages({ travelAgencies: 33, qtsasRestaurants: 0 })]).toEqual(['dining/qtsas-restaurant']);
    expect(emptyDirectoryPages({ travelAgencies: 1, qtsasRestaurants: 1 }).size).toBe(0);
  });

  it('finds a link into an empty directory however it is written, and nothing else', () => {
    const empty = emptyDirectoryPages({ travelAgencies: 0, qtsasRestaurants: 0 });
    for (const link of [
      '/travelessential/before-you-travel/travel-agencies',
      'travelessential/before-you-travel/travel-agencies/',
      '/travelagencies/search?id=kam-lung',
      '/travelagencies',
      '/dining/qtsas-restaurant',
      '/dining/qtsas-restaurant/a-lorcha#map',
    ])
      expect(leadsToEmptyDirectory(link, empty), link).toBe(true);
    expect(leadsToEmptyDirectory('/en/dining/qtsas-restaurant', empty, ['en'])).toBe(true);
    for (const link of [
      '/dining',
      '/dining/restaurant',
      '/dining/qtsas-restaurants-guide',
      '/travelessential/before-you-travel/ports-of-entry',
      'https://example.org/travelagencies',
      '/en/dining/qtsas-restaurant',
    ])
      expect(leadsToEmptyDirectory(link, empty), link).toBe(false);
    expect(leadsToEmptyDirectory('/dining/qtsas-restaurant', new Set())).toBe(false);
  });
});
