// Clustering of the entity markers (issue 31): crowded places merge into a counted cluster at low zoom, and the
// cluster's expansion zoom is where it splits.
import { describe, expect, it } from 'vitest';
import { CLUSTER_MAX_ZOOM, clusterIndex, type ClusterInput } from '#/map/clusters';

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
