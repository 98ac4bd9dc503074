// Clustering of the entity markers (issue 31): crowded places merge into a counted cluster at low zoom, and the
// cluster's expansion zoom is where it splits.
import { describe, expect, it } from 'vitest';
import { CLUSTER_MAX_ZOOM, MIN_SEPARATION, clusterIndex, separate, toPixels, type ClusterInput } from '#/map/clusters';

// Around Senado Square: a few tens of metres apart. Taipa Houses: about 4 km south.
const places: ClusterInput[] = [
  { id: 'senado', at: [113.5391, 22.1935] },
  { id: 'leal-senado', at: [113.5394, 22.1931] },
  { id: 'se-cathedral', at: [113.5401, 22.1938] },
  { id: 'taipa-houses', at: [113.5565, 22.1536] },
];

describe('clusterIndex', () => {
  it('merges the places around Senado Square at the city zoom, with their count and ids', () => {
    const at12 = clusterIndex(places).at(12);
    const cluster = at12.find((c) => c.kind === 'cluster');
    expect(cluster).toMatchObject({ kind: 'cluster', count: 3 });
    expect(cluster?.kind === 'cluster' && [...cluster.ids].sort()).toEqual(['leal-senado', 'se-cathedral', 'senado']);
    expect(at12.filter((c) => c.kind === 'point').map((c) => c.kind === 'point' && c.id)).toEqual(['taipa-houses']);
  });

  it('splits a cluster at its expansion zoom', () => {
    const index = clusterIndex(places);
    const cluster = index.at(12).find((c) => c.kind === 'cluster');
    if (cluster?.kind !== 'cluster') throw new Error('no cluster at zoom 12');
    expect(cluster.expansionZoom).toBeGreaterThan(12);
    const after = index.at(cluster.expansionZoom);
    // At the expansion zoom, no cluster holds all the places the first one held.
    expect(after.some((c) => c.kind === 'cluster' && c.count === cluster.count)).toBe(false);
    expect(after.length).toBeGreaterThan(index.at(12).length);
  });

  it('keeps the same key for the same group of places at any zoom', () => {
    const index = clusterIndex(places);
    const keys = [10, 11, 12].map((z) => index.at(z).find((c) => c.kind === 'cluster' && c.count === 3)?.kind);
    expect(keys).toEqual(['cluster', 'cluster', 'cluster']);
    const a = index.at(11).find((c) => c.kind === 'cluster' && c.count === 3);
    const b = index.at(12).find((c) => c.kind === 'cluster' && c.count === 3);
    expect(a?.kind === 'cluster' && a.key).toBe(b?.kind === 'cluster' && b.key);
  });

  it('shows every place on its own past the last cluster zoom, at its own position', () => {
    const past = clusterIndex(places).at(CLUSTER_MAX_ZOOM + 1);
    expect(past.every((c) => c.kind === 'point')).toBe(true);
    expect(past).toContainEqual({ kind: 'point', id: 'senado', at: [113.5391, 22.1935] });
  });

  it('never expands beyond the zoom where every place stands alone', () => {
    const same: ClusterInput[] = [
      { id: 'a', at: [113.54, 22.19] },
      { id: 'b', at: [113.54, 22.19] },
    ];
    const cluster = clusterIndex(same).at(CLUSTER_MAX_ZOOM);
    expect(cluster[0]).toMatchObject({ kind: 'cluster', count: 2, expansionZoom: CLUSTER_MAX_ZOOM + 1 });
  });

  it('has nothing to draw without places', () => {
    expect(clusterIndex([]).at(12)).toEqual([]);
  });
});

describe('separate', () => {
  it('merges markers and clusters that would cover each other on screen, keeping every id', () => {
    // About 20 m apart: a few pixels at zoom 14.
    const merged = separate(
      [
        { kind: 'cluster', key: 'c:a|b', count: 2, at: [113.5391, 22.1935], expansionZoom: 15, ids: ['a', 'b'] },
        { kind: 'point', id: 'c', at: [113.5393, 22.1936] },
        { kind: 'point', id: 'far', at: [113.5565, 22.1536] },
      ],
      14,
    );
    expect(merged).toHaveLength(2);
    expect(merged[0]).toMatchObject({ kind: 'cluster', count: 3, ids: ['a', 'b', 'c'] });
    expect(merged[1]).toMatchObject({ kind: 'point', id: 'far' });
  });

  it('leaves targets at least the minimum apart as they are', () => {
    const apart = [
      { kind: 'point' as const, id: 'a', at: [113.53, 22.19] as [number, number] },
      { kind: 'point' as const, id: 'b', at: [113.56, 22.15] as [number, number] },
    ];
    expect(separate(apart, 14)).toEqual(apart);
  });

  it('draws no two targets closer than the minimum, and every cluster splits at its expansion zoom', () => {
    // A dense grid of places (like the POIs of a square): nothing may cover anything at any zoom.
    const grid: ClusterInput[] = [];
    for (let i = 0; i < 12; i += 1) for (let j = 0; j < 12; j += 1) grid.push({ id: `p${i}-${j}`, at: [113.538 + i * 0.0003, 22.192 + j * 0.0003] });
    const index = clusterIndex(grid);
    for (let z = 12; z <= CLUSTER_MAX_ZOOM; z += 1) {
      const drawn = index.at(z);
      const px = drawn.map((c) => toPixels(c.at, z));
      for (let a = 0; a < px.length; a += 1)
        for (let b = a + 1; b < px.length; b += 1) expect(Math.hypot(px[a]![0] - px[b]![0], px[a]![1] - px[b]![1])).toBeGreaterThanOrEqual(MIN_SEPARATION);
      expect(drawn.reduce((n, c) => n + (c.kind === 'cluster' ? c.count : 1), 0)).toBe(grid.length);
      for (const c of drawn) {
        if (c.kind !== 'cluster') continue;
        const later = index.at(c.expansionZoom);
        expect(later.some((o) => o.kind === 'cluster' && c.ids.every((id) => o.ids.includes(id)))).toBe(false);
      }
    }
  });
});
