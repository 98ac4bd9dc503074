// The guide's rules: level filters (and their URL form), ignored tables and rows, tab visibility, the mini-map rule.
import { describe, expect, it } from 'vitest';
import type { AccessibilityItem, AccessibilitySettings } from '#shared/api/accessibility';
import {
  detailsPath,
  facilitySummary,
  filterByLevels,
  hasMiniMap,
  levelBadges,
  offeredCategories,
  parseLevelFilters,
  rowParts,
  serializeLevelFilters,
  toLonLat,
  toggleLevelFilter,
  visibleSections,
  visibleTabs,
} from '#/features/accessibility/rules';
import { validateGuideSearch } from '#/features/accessibility/search';

const settings: AccessibilitySettings = {
  tabs: [
    { id: 'entrance', name: 'Entrance', icon: 'door', sections: ['entrance'] },
    { id: 'facilities', name: 'Facilities', icon: 'accessibility', sections: ['inside', 'sensory'] },
    { id: 'contact', name: 'Contact', icon: 'phone', sections: ['contact', 'survey'] },
  ],
  filter: { section: ['inside', 'sensory'] },
  ignoredTables: ['survey-record'],
  ignoredRows: ['Surveyor'],
  video: { label: 'Videos' },
};

function item(over: Partial<AccessibilityItem> = {}): AccessibilityItem {
  return {
    poiId: 'p',
    id: 'p',
    name: 'Place',
    category: 'hotel',
    coordinate: [22.19, 113.54],
    levels: { wheelChair: 'full', carPark: 'on', visuallyImpaired: 'off', hearingImpaired: 'on', locked: 'off', valetParking: 'off' },
    infos: [
      {
        section: 'entrance',
        title: 'Entrance',
        categories: [{ id: 'door', title: 'Main entrance', tables: [{ id: 'door', title: 'Door', rows: [['Step-free', 'Yes', '', '']] }] }],
      },
      { section: 'inside', title: 'Inside', categories: [{ id: 'lifts', title: 'Lifts', tables: [{ id: 'lift', title: 'Lift', rows: [['Lift', 'Yes']] }] }] },
      {
        section: 'survey',
        title: 'Inspection',
        categories: [
          {
            id: 'record',
            title: 'Record',
            tables: [
              { id: 'survey-record', title: 'Form', rows: [['Form number', 'BF-1']] },
              {
                id: 'inspection',
                title: 'Inspection',
                rows: [
                  ['Inspected on', '2026-06'],
                  ['Surveyor', 'MGTO'],
                ],
              },
            ],
          },
        ],
      },
      {
        section: 'contact',
        title: 'Contact',
        categories: [
          {
            id: 'c',
            title: 'Contact',
            tables: [{ id: 'c', title: 'Contact', rows: [['Enquiries', '+853 2888 1234', '', 'phone', [{ name: 'Site', link: 'https://example.org' }]]] }],
          },
        ],
      },
    ],
    ...over,
  };
}

describe('level filters', () => {
  const places = [
    { id: 'full', levels: { wheelChair: 'full', carPark: 'on', hearingImpaired: 'on' } },
    { id: 'half', levels: { wheelChair: 'half', carPark: 'off', visuallyImpaired: 'on' } },
    { id: 'no', levels: { wheelChair: 'no', valetParking: 'on' } },
    { id: 'unset', levels: {} },
  ];
  const ids = (list: { id: string }[]) => list.map((p) => p.id);

  it('narrows by every selected level; "at least partial" includes full', () => {
    expect(ids(filterByLevels(places, []))).toEqual(['full', 'half', 'no', 'unset']);
    expect(ids(filterByLevels(places, ['wheelChair-full']))).toEqual(['full']);
    expect(ids(filterByLevels(places, ['wheelChair-half']))).toEqual(['full', 'half']);
    expect(ids(filterByLevels(places, ['wheelChair-half', 'visuallyImpaired']))).toEqual(['half']);
    expect(ids(filterByLevels(places, ['carPark', 'hearingImpaired']))).toEqual(['full']);
    expect(ids(filterByLevels(places, ['valetParking']))).toEqual(['no']);
  });

  it('round-trips through the URL, dropping unknown values and keeping a canonical order', () => {
    expect(parseLevelFilters('hearingImpaired,nope,wheelChair-full,hearingImpaired')).toEqual(['wheelChair-full', 'hearingImpaired']);
    expect(parseLevelFilters(undefined)).toEqual([]);
    expect(parseLevelFilters(42)).toEqual([]);
    expect(serializeLevelFilters(['hearingImpaired', 'wheelChair-full'])).toBe('wheelChair-full,hearingImpaired');
    expect(serializeLevelFilters([])).toBeUndefined();
    expect(toggleLevelFilter(['carPark'], 'carPark')).toEqual([]);
    expect(toggleLevelFilter([], 'carPark')).toEqual(['carPark']);
    expect(validateGuideSearch({ category: 'malls', level: 'carPark,bogus', map: '1' })).toEqual({ category: 'malls', level: 'carPark', map: true });
    expect(validateGuideSearch({ category: 'casinos', level: 'bogus' })).toEqual({});
  });

  it('shows the wheelchair state always and the other levels only when on', () => {
    expect(levelBadges({ wheelChair: 'half', carPark: 'on', locked: 'on', visuallyImpaired: 'off' })).toEqual(['wheelChair.half', 'carPark', 'locked']);
    expect(levelBadges({})).toEqual(['wheelChair.no']);
  });
});

describe('ignored tables and rows', () => {
  it('drops ignored tables, ignored rows, and whatever they leave empty', () => {
    const sections = visibleSections(item(), ['survey'], settings);
    expect(sections).toHaveLength(1);
    const tables = sections[0]!.categories[0]!.tables;
    expect(tables.map((t) => t.id)).toEqual(['inspection']);
    expect(tables[0]!.rows).toEqual([['Inspected on', '2026-06']]);
    const onlyIgnored = item({
      infos: [
        { section: 'survey', title: 'S', categories: [{ id: 'r', title: 'R', tables: [{ id: 'survey-record', title: 'F', rows: [['Form number', 'x']] }] }] },
      ],
    });
    expect(visibleSections(onlyIgnored, ['survey'], settings)).toEqual([]);
  });

  it('keeps the order the tab asks for', () => {
    expect(visibleSections(item(), ['contact', 'entrance'], settings).map((s) => s.section)).toEqual(['contact', 'entrance']);
  });

  it('reads a 5-element row whose last item is a list of links', () => {
    const row = item().infos[3]!.categories[0]!.tables[0]!.rows[0]!;
    expect(rowParts(row)).toEqual({
      label: 'Enquiries',
      value: '+853 2888 1234',
      note: '',
      icon: 'phone',
      links: [{ name: 'Site', link: 'https://example.org' }],
    });
    expect(rowParts(['Lift', 'Yes'])).toEqual({ label: 'Lift', value: 'Yes', note: '', icon: '', links: [] });
  });
});

describe('tab visibility', () => {
  it('shows a tab only with non-empty data, and the video tab only with videos', () => {
    const noSensory = item({ infos: item().infos.filter((s) => s.section !== 'inside') });
    expect(visibleTabs(noSensory, settings, 'Videos').map((t) => t.id)).toEqual(['entrance', 'contact']);
    expect(visibleTabs(item(), settings, 'Videos').map((t) => t.id)).toEqual(['entrance', 'facilities', 'contact']);
    expect(visibleTabs(item({ videos: [] }), settings, 'Videos').map((t) => t.id)).not.toContain('videos');
    const withVideo = visibleTabs(item({ videos: [{ id: 'v', title: 'Tour' }] }), settings, 'Fallback');
    expect(withVideo.at(-1)).toMatchObject({ kind: 'video', id: 'videos', label: 'Videos' });
    expect(visibleTabs(item({ videos: [{ id: 'v', title: 'Tour' }] }), { ...settings, video: {} }, 'Fallback').at(-1)).toMatchObject({ label: 'Fallback' });
  });

  it('lists the facilities of the filter sections on the card', () => {
    expect(facilitySummary(item(), settings)).toEqual([{ title: 'Lifts', english: false }]);
    const english = item({
      infos: [
        {
          section: 'sensory',
          title: 'S',
          categories: [{ id: 'v', title: 'Visual aids', fallbackFields: ['title'], tables: [{ id: 'v', title: 'V', rows: [['Braille', 'Yes']] }] }],
        },
      ],
    });
    expect(facilitySummary(english, settings)).toEqual([{ title: 'Visual aids', english: true }]);
  });
});

describe('mini map and links', () => {
  it('shows the mini map only for exactly two numbers', () => {
    expect(hasMiniMap([22.19, 113.54])).toBe(true);
    expect(hasMiniMap([22.19])).toBe(false);
    expect(hasMiniMap([22.19, 113.54, 10])).toBe(false);
    expect(hasMiniMap(['22.19', 113.54])).toBe(false);
    expect(hasMiniMap([Number.NaN, 113.54])).toBe(false);
    expect(hasMiniMap(undefined)).toBe(false);
    expect(toLonLat([22.19, 113.54])).toEqual([113.54, 22.19]);
  });

  it('links each file to the place page', () => {
    expect(detailsPath('hotels', { poiId: 'wynn-palace', id: 'wynn-palace' })).toBe('accommodation/wynn-palace');
    expect(detailsPath('restaurants', { poiId: 'a-lorcha', id: 'a-lorcha' })).toBe('dining/restaurant/a-lorcha');
    expect(detailsPath('malls', { poiId: 'new-yaohan', id: 'new-yaohan' })).toBe('sight/new-yaohan');
    expect(detailsPath('expos', { poiId: '', id: 'macau-tower' })).toBe('sight/macau-tower');
    expect(detailsPath('borders', { poiId: 'border-gate', id: 'border-gate' })).toBe('travelessential/before-you-travel/ports-of-entry');
  });
});

describe('offeredCategories', () => {
  it('offers no category without a place, and keeps one still loading', () => {
    expect(offeredCategories(['sights', 'hotels', 'malls'], [[{}], [], undefined])).toEqual(['sights', 'malls']);
    expect(offeredCategories(['sights', 'hotels'], [[{}], [{}]])).toEqual(['sights', 'hotels']);
  });
});
