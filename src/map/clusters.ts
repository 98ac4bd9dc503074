// Clusters the entity markers at low zoom (issue 31): places closer than a finger's width on screen merge into one
// counted disc, which splits when the map zooms in to its expansion zoom. Supercluster works on 512 px tiles, the
// same zoom scale as MapLibre, so its zooms are the map's.
import Supercluster from 'supercluster';
import type { LonLat } from '#shared/geo';

/** Clusters form up to this zoom; from the next one every marker stands on its own (same-spot markers are 10 m apart). */
export const CLUSTER_MAX_ZOOM = 17;
/** In screen pixels: wider than a marker (34 px) plus WCAG 2.2's 24 px target spacing, so no two targets crowd. */
export const CLUSTER_RADIUS = 56;

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

export function clusterIndex(points: ClusterInput[]): ClusterIndex {
  const index = new Supercluster<Props, Record<string, never>>({ radius: CLUSTER_RADIUS, maxZoom: CLUSTER_MAX_ZOOM, minPoints: 2 });
  index.load(points.map((p) => ({ type: 'Feature', properties: { id: p.id }, geometry: { type: 'Point', coordinates: [p.at[0], p.at[1]] } })));
  const byId = new Map(points.map((p) => [p.id, p.at]));
  return {
    at(zoom) {
      if (points.length === 0) return [];
      return index.getClusters(WORLD, zoom).map((f): Clustered => {
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
      });
    },
  };
}
