// The entity markers' points: one marker per entity at its first position, sub-markers for the active one only,
// and entities at the same spot spread apart.
import { describe, expect, it } from 'vitest';
import { entityPoints, type MapMarker } from '#/map/EntityMarkers';

const markers: MapMarker[] = [
  {
    id: 'fortress',
    name: 'Mount Fortress',
    coordinate: [
      [113.543, 22.197],
      [113.544, 22.198],
    ],
  },
  { id: 'ruins', name: "Ruins of St. Paul's", coordinate: [113.541, 22.197] },
];

describe('entityPoints', () => {
  it('marks each entity once, the active one on top with its sub-markers', () => {
    expect(entityPoints(markers, null).map((p) => p.key)).toEqual(['m:fortress', 'm:ruins']);
    const active = entityPoints(markers, 'fortress');
    expect(active.map((p) => p.key)).toEqual(['m:fortress', 's:fortress:0', 'm:ruins']);
    expect(active.find((p) => p.key === 'm:fortress')?.zIndex).toBe(3);
    expect(active.find((p) => p.key === 's:fortress:0')).toMatchObject({ sub: true, lngLat: [113.544, 22.198], anchor: 'center' });
  });

  it('spreads entities that stand at the same place', () => {
    const same: MapMarker[] = [
      { id: 'a', name: 'A', coordinate: [113.55, 22.19] },
      { id: 'b', name: 'B', coordinate: [113.55, 22.19] },
    ];
    const [a, b] = entityPoints(same, null);
    expect(a?.lngLat).not.toEqual(b?.lngLat);
  });

  it('skips entities without a usable position', () => {
    expect(entityPoints([{ id: 'x', name: 'X', coordinate: [] as unknown as [number, number] }], null)).toEqual([]);
  });
});

describe('entityPoints with clustering', () => {
  const square: MapMarker[] = [
    { id: 'senado', name: 'Senado Square', coordinate: [113.5391, 22.1935] },
    { id: 'leal-senado', name: 'Leal Senado Building', coordinate: [113.5394, 22.1931] },
    { id: 'se-cathedral', name: 'Cathedral', coordinate: [113.5401, 22.1938] },
  ];

  it('draws one counted cluster instead of crowded markers at the city zoom', () => {
    const points = entityPoints(square, null, 12);
    expect(points).toHaveLength(1);
    expect(points[0]).toMatchObject({ kind: 'cluster', count: 3 });
  });

  it('keeps the active place out of the cluster', () => {
    const points = entityPoints(square, 'senado', 12);
    expect(points.map((p) => (p.kind === 'marker' ? p.key : p.kind))).toEqual(['m:senado', 'cluster']);
    expect(points.find((p) => p.kind === 'cluster')).toMatchObject({ count: 2 });
  });

  it('draws every marker once zoomed in to street level', () => {
    expect(entityPoints(square, null, 19).map((p) => p.key)).toEqual(['m:senado', 'm:leal-senado', 'm:se-cathedral']);
  });
});
