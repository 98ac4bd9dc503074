// The walking graph in memory: adjacency in compressed rows, connected components and a grid for the nearest node.
import { COORD_SCALE, type WalkGraphData } from './format';

const EARTH_RADIUS_M = 6_371_000;
const RAD = Math.PI / 180;

/** Unrounded great-circle metres: edge lengths and the A* estimate must come from the same measure. */
export function metres(lon1: number, lat1: number, lon2: number, lat2: number): number {
  const dLat = (lat2 - lat1) * RAD;
  const dLon = (lon2 - lon1) * RAD;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * RAD) * Math.cos(lat2 * RAD) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The plane's latitude: the middle of Macao (22.11°–22.22°). */
const PLANE_LAT = 22.165;
/**
 * On that plane, distances differ from great-circle ones by under 0.1 % across Macao (the cosine of the latitude
 * changes by that much over its 12 km); scaled by this, the plane never overestimates, so A* stays exact.
 */
export const PLANE_SAFETY = 0.995;

/** Grid cell of about 100 m for the nearest-node search. */
const CELL = 0.001;

export class WalkGraph {
  readonly data: WalkGraphData;
  readonly nodeCount: number;
  /** Node i's neighbours are adjNode[adjStart[i] .. adjStart[i+1]), reached by edge adjEdge[…]. */
  readonly adjStart: Uint32Array;
  readonly adjNode: Uint32Array;
  readonly adjEdge: Uint32Array;
  /** Component id per node; components are numbered by size, 0 the largest. */
  readonly component: Uint32Array;
  readonly componentSize: number[];
  /** Node positions in metres on a plane tangent at Macao's latitude: A*'s cheap estimate (see search.ts). */
  readonly x: Float64Array;
  readonly y: Float64Array;
  private readonly grid = new Map<number, number[]>();

  constructor(data: WalkGraphData) {
    this.data = data;
    const n = data.lon.length;
    const e = data.from.length;
    this.nodeCount = n;
    const degree = new Uint32Array(n + 1);
    for (let i = 0; i < e; i++) {
      degree[data.from[i]! + 1]!++;
      degree[data.to[i]! + 1]!++;
    }
    for (let i = 0; i < n; i++) degree[i + 1]! += degree[i]!;
    this.adjStart = degree;
    this.adjNode = new Uint32Array(2 * e);
    this.adjEdge = new Uint32Array(2 * e);
    const fill = this.adjStart.slice(0, n);
    for (let i = 0; i < e; i++) {
      const a = data.from[i]!;
      const b = data.to[i]!;
      this.adjNode[fill[a]!] = b;
      this.adjEdge[fill[a]!++] = i;
      this.adjNode[fill[b]!] = a;
      this.adjEdge[fill[b]!++] = i;
    }
    [this.component, this.componentSize] = this.components();
    this.x = new Float64Array(n);
    this.y = new Float64Array(n);
    const k = EARTH_RADIUS_M * RAD;
    const cosLat = Math.cos(PLANE_LAT * RAD);
    for (let i = 0; i < n; i++) {
      this.x[i] = this.lonOf(i) * k * cosLat;
      this.y[i] = this.latOf(i) * k;
    }
    for (let i = 0; i < n; i++) {
      const key = this.cellKey(this.lonOf(i), this.latOf(i));
      const list = this.grid.get(key);
      if (list) list.push(i);
      else this.grid.set(key, [i]);
    }
  }

  lonOf(i: number): number {
    return this.data.lon[i]! / COORD_SCALE;
  }
  latOf(i: number): number {
    return this.data.lat[i]! / COORD_SCALE;
  }

  private cellKey(lon: number, lat: number): number {
    return Math.floor(lon / CELL) * 100_000 + Math.floor(lat / CELL);
  }

  private components(): [Uint32Array, number[]] {
    const n = this.nodeCount;
    const raw = new Int32Array(n).fill(-1);
    const sizes: number[] = [];
    const stack: number[] = [];
    for (let s = 0; s < n; s++) {
      if (raw[s] !== -1) continue;
      const id = sizes.length;
      let size = 0;
      raw[s] = id;
      stack.push(s);
      while (stack.length) {
        const v = stack.pop()!;
        size++;
        for (let k = this.adjStart[v]!; k < this.adjStart[v + 1]!; k++) {
          const w = this.adjNode[k]!;
          if (raw[w] === -1) {
            raw[w] = id;
            stack.push(w);
          }
        }
      }
      sizes.push(size);
    }
    const order = sizes.map((_, i) => i).sort((a, b) => sizes[b]! - sizes[a]!);
    const rank = new Uint32Array(sizes.length);
    order.forEach((c, r) => (rank[c] = r));
    const comp = new Uint32Array(n);
    for (let i = 0; i < n; i++) comp[i] = rank[raw[i]!]!;
    return [comp, order.map((c) => sizes[c]!)];
  }

  /**
   * The nearest node to a point within maxMetres, optionally only among nodes that pass `accept`
   * (a component, or nodes with a step-free way out). Undefined when none is that near.
   */
  nearest(lon: number, lat: number, maxMetres = 500, accept?: (node: number) => boolean): { node: number; metres: number } | undefined {
    const reach = Math.ceil(maxMetres / 100) + 1;
    const cx = Math.floor(lon / CELL);
    const cy = Math.floor(lat / CELL);
    let best = -1;
    let bestD = maxMetres;
    // Rings outwards; stop once a ring is farther than the best found.
    for (let r = 0; r <= reach; r++) {
      if (best >= 0 && (r - 1) * 100 > bestD) break;
      for (let x = cx - r; x <= cx + r; x++) {
        for (let y = cy - r; y <= cy + r; y++) {
          if (Math.max(Math.abs(x - cx), Math.abs(y - cy)) !== r) continue;
          for (const i of this.grid.get(x * 100_000 + y) ?? []) {
            if (accept && !accept(i)) continue;
            const d = metres(lon, lat, this.lonOf(i), this.latOf(i));
            if (d < bestD) {
              bestD = d;
              best = i;
            }
          }
        }
      }
    }
    return best >= 0 ? { node: best, metres: bestD } : undefined;
  }
}
