// Clusters the entity markers at low zoom (issue 31): places closer than a finger's width on screen merge into one
// counted disc, which splits when the map zooms in to its expansion zoom. Supercluster works on 512 px tiles, the
// same zoom scale as MapLibre, so its zooms are the map's.
import Supercluster from 'supercluster';
import type { LonLat } from '#shared/geo';

/** Clusters form up to this zoom; from the next one every marker stands on its own (same-spot markers are 10 m apart). */
export const CLUSTER_MAX_ZOOM = 17;
/** In screen pixels: wider than a marker (34 px) plus WCAG 2.2's 24 px target spacing, so no two targets crowd. */
export const CLUSTER_RADIUS = 56;
/** For the POI discs (26 px): their width plus the 24 px spacing, rounded up. */
export const POI_CLUSTER_RADIUS = 40;

/** Markers and clusters closer than this on screen merge too: supercluster keeps input points apart, not the
 * centroids it draws, and two 40 px discs a few pixels apart cover each other (axe target-size). */
export const MIN_SEPARATION = 48;

export interface ClusterInput {
  id: string;
  at: LonLat;
}

export type Clustered =
  { kind: 'point'; id: string; at: LonLat } | { kind: 'cluster'; key: string; count: number; at: LonLat; expansionZoom: number; ids: string[] };

type Props = { id: string };

export interface ClusterIndex {
  at(zoom: number): Clustered[];
}

const WORLD: [number, number, number, number] = [-180, -85, 180, 85];

export function clusterIndex(points: ClusterInput[], radius: number = CLUSTER_RADIUS, separation: number = MIN_SEPARATION): ClusterIndex {
  const index = new Supercluster<Props, Record<string, never>>({ radius, maxZoom: CLUSTER_MAX_ZOOM, minPoints: 2 });
  index.load(points.map((p) => ({ type: 'Feature', properties: { id: p.id }, geometry: { type: 'Point', coordinates: [p.at[0], p.at[1]] } })));
  const byId = new Map(points.map((p) => [p.id, p.at]));
  const raw = new Map<number, Clustered[]>();
  const drawnAt = (z: number): Clustered[] => {
    let found = raw.get(z);
    if (!found) {
      found = separate(
        index.getClusters(WORLD, z).map((f): Clustered => {
          const props = f.properties;
          if ('cluster' in props && props.cluster) {
            const ids = index.getLeaves(props.cluster_id, Infinity).map((leaf) => leaf.properties.id);
            return {
              kind: 'cluster',
              // Stable while the same places stay together, whatever zoom the cluster was found at.
              key: `c:${[...ids].sort().join('|')}`,
              count: props.point_count,
              at: [f.geometry.coordinates[0]!, f.geometry.coordinates[1]!],
              expansionZoom: Math.min(index.getClusterExpansionZoom(props.cluster_id), CLUSTER_MAX_ZOOM + 1),
              ids,
            };
          }
          const id = (props as Props).id;
          return { kind: 'point', id, at: byId.get(id) ?? [f.geometry.coordinates[0]!, f.geometry.coordinates[1]!] };
        }),
        z,
        separation,
      );
      raw.set(z, found);
    }
    return found;
  };
  // The first zoom at which no drawn cluster still holds all of `ids`: a tap there always splits the cluster
  // (the separation pass merges beyond what supercluster's own expansion zoom knows).
  const splitZoom = (ids: string[], from: number): number => {
    for (let z = from + 1; z <= CLUSTER_MAX_ZOOM; z += 1) {
      if (!drawnAt(z).some((c) => c.kind === 'cluster' && ids.every((id) => c.ids.includes(id)))) return z;
    }
    return CLUSTER_MAX_ZOOM + 1;
  };
  return {
    at(zoom) {
      if (points.length === 0) return [];
      const z = Math.floor(zoom);
      if (z > CLUSTER_MAX_ZOOM) return points.map((p) => ({ kind: 'point', id: p.id, at: p.at }));
      return drawnAt(z).map((c) => (c.kind === 'cluster' ? { ...c, expansionZoom: splitZoom(c.ids, z) } : c));
    },
  };
}

/** Web Mercator pixels at `zoom` on 512 px tiles (MapLibre's and supercluster's scale). */
export function toPixels([lon, lat]: LonLat, zoom: number): [number, number] {
  const scale = 512 * 2 ** zoom;
  const s = Math.sin((lat * Math.PI) / 180);
  return [((lon + 180) / 360) * scale, (0.5 - Math.log((1 + s) / (1 - s)) / (4 * Math.PI)) * scale];
}

type Group = { items: Clustered[]; px: [number, number]; weight: number; at: LonLat; expansionZoom: number };

function countOf(c: Clustered): number {
  return c.kind === 'cluster' ? c.count : 1;
}

/** Merges what stands closer than `min` px at `zoom`, so no two targets on screen cover each other. */
export function separate(items: Clustered[], zoom: number, min: number = MIN_SEPARATION): Clustered[] {
  const z = Math.floor(zoom);
  if (z > CLUSTER_MAX_ZOOM) return items;
  const groups: Group[] = [];
  for (const item of items) {
    const px = toPixels(item.at, z);
    const near = groups.find((g) => Math.hypot(g.px[0] - px[0], g.px[1] - px[1]) < min);
    if (!near) {
      groups.push({ items: [item], px, weight: countOf(item), at: item.at, expansionZoom: item.kind === 'cluster' ? item.expansionZoom : z + 1 });
      continue;
    }
    const d = Math.max(Math.hypot(near.px[0] - px[0], near.px[1] - px[1]), 1e-3);
    // Each zoom doubles the distance: the one where these two stand `min` apart.
    const apart = z + Math.max(1, Math.ceil(Math.log2(min / d)));
    const w = countOf(item);
    const total = near.weight + w;
    near.at = [(near.at[0] * near.weight + item.at[0] * w) / total, (near.at[1] * near.weight + item.at[1] * w) / total];
    near.px = toPixels(near.at, z);
    near.weight = total;
    near.expansionZoom = Math.min(near.expansionZoom, apart, CLUSTER_MAX_ZOOM + 1);
    near.items.push(item);
  }
  const merged = groups.map((g): Clustered => {
    if (g.items.length === 1) return g.items[0]!;
    const ids = g.items.flatMap((c) => (c.kind === 'cluster' ? c.ids : [c.id]));
    return { kind: 'cluster', key: `c:${[...ids].sort().join('|')}`, count: ids.length, at: g.at, expansionZoom: Math.max(g.expansionZoom, z + 1), ids };
  });
  // A merged centroid may have moved next to another target: again until nothing merges.
  return merged.length < items.length ? separate(merged, zoom, min) : merged;
}
