// Places found by name with their positions (walking directions' start picker, issue 33): through the serialised
// index the browser loads, pages without a position (articles) are never offered.
import { describe, expect, it } from 'vitest';
import { buildLocaleIndex, loadLocaleIndex, searchPlaces, serializeLocaleIndex, type SearchEntry } from '#shared/search/index';

const entries: SearchEntry[] = [
  {
    id: 'sight:a-ma',
    type: 'sight',
    link: '/en/sightseeing/world-heritage/a-ma-temple',
    title: 'A-Ma Temple',
    names: ['媽閣廟'],
    text: 'Temple',
    position: [113.531, 22.186],
  },
  {
    id: 'sight:senado',
    type: 'sight',
    link: '/en/sightseeing/world-heritage/senado-square',
    title: 'Senado Square',
    names: ['議事亭前地'],
    text: 'Square',
    position: [113.5397, 22.1936],
  },
  { id: 'article:temples', type: 'article', link: '/en/article/culture/temples', title: 'Temples of Macao', names: [], text: 'A-Ma Temple and others' },
];

describe('searchPlaces', () => {
  const index = loadLocaleIndex(JSON.parse(JSON.stringify(serializeLocaleIndex(buildLocaleIndex('en', entries), 'v1'))));

  it('finds a place by its name or another of its names, with its position', () => {
    expect(searchPlaces(index, 'senado')).toEqual([
      { title: 'Senado Square', link: '/en/sightseeing/world-heritage/senado-square', type: 'sight', position: [113.5397, 22.1936] },
    ]);
    expect(searchPlaces(index, '媽閣').map((p) => p.title)).toEqual(['A-Ma Temple']);
  });

  it('offers no page without a position, and nothing for an empty query', () => {
    expect(searchPlaces(index, 'temple').map((p) => p.title)).toEqual(['A-Ma Temple']);
    expect(searchPlaces(index, '   ')).toEqual([]);
  });
});
