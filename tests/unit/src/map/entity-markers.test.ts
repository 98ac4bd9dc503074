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
