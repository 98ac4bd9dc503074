// Shortest walks on the graph: A* for the visitor, plain Dijkstra as the independent check of the tests and bench.
import { EDGE_KERB, EDGE_STEEP, EDGE_STEPS } from './format';
import { PLANE_SAFETY, type WalkGraph } from './graph';

export interface CostOptions {
  /** Never use steps or a marked kerb; slopes count three times their length. */
  stepFree?: boolean;
}

/** Step-free walks avoid slopes where they can: a slope counts as this many times its length. */
export const STEEP_FACTOR = 3;

/** Cost of walking an edge, Infinity when the options forbid it. Never below its length (A*'s estimate relies on it). */
export function edgeCost(graph: WalkGraph, edge: number, opts: CostOptions): number {
  const len = graph.data.length[edge]!;
  if (!opts.stepFree) return len;
  const f = graph.data.flags[edge]!;
  if (f & (EDGE_STEPS | EDGE_KERB)) return Infinity;
  return f & EDGE_STEEP ? len * STEEP_FACTOR : len;
}

export interface PathResult {
  /** Nodes from start to goal. */
  nodes: number[];
  /** Edges between them (nodes.length - 1). */
  edges: number[];
  /** Sum of the edge costs. */
  cost: number;
  /** Nodes taken off the queue (work done). */
  settled: number;
}

/** A binary min-heap of node ids keyed in a shared Float64Array. */
class Heap {
  private items = new Uint32Array(1024);
  private keys = new Float64Array(1024);
  size = 0;
  push(item: number, key: number): void {
    if (this.size === this.items.length) {
      const items = new Uint32Array(this.size * 2);
      items.set(this.items);
      const keys = new Float64Array(this.size * 2);
      keys.set(this.keys);
      this.items = items;
      this.keys = keys;
    }
    let i = this.size++;
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (this.keys[p]! <= key) break;
      this.items[i] = this.items[p]!;
      this.keys[i] = this.keys[p]!;
      i = p;
    }
    this.items[i] = item;
    this.keys[i] = key;
  }
  pop(): number {
    const top = this.items[0]!;
    const lastItem = this.items[--this.size]!;
    const lastKey = this.keys[this.size]!;
    let i = 0;
    for (;;) {
      let c = 2 * i + 1;
      if (c >= this.size) break;
      if (c + 1 < this.size && this.keys[c + 1]! < this.keys[c]!) c++;
      if (this.keys[c]! >= lastKey) break;
      this.items[i] = this.items[c]!;
      this.keys[i] = this.keys[c]!;
      i = c;
    }
    this.items[i] = lastItem;
    this.keys[i] = lastKey;
    return top;
  }
}

/** Per-graph search buffers, reused between searches (a stamp marks what this search has touched). */
interface Buffers {
  dist: Float64Array;
  prevEdge: Int32Array;
  stamp: Uint32Array;
  closed: Uint32Array;
  round: number;
}
const buffers = new WeakMap<WalkGraph, Buffers>();

function buffersFor(graph: WalkGraph): Buffers {
  let b = buffers.get(graph);
  if (!b) {
    const n = graph.nodeCount;
    b = { dist: new Float64Array(n), prevEdge: new Int32Array(n), stamp: new Uint32Array(n), closed: new Uint32Array(n), round: 0 };
    buffers.set(graph, b);
  }
  b.round++;
  return b;
}

function search(graph: WalkGraph, start: number, goal: number, opts: CostOptions, estimate: (node: number) => number): PathResult | undefined {
  const b = buffersFor(graph);
  const { dist, prevEdge, stamp, closed, round } = b;
  const { adjStart, adjNode, adjEdge } = graph;
  const heap = new Heap();
  dist[start] = 0;
  prevEdge[start] = -1;
  stamp[start] = round;
  heap.push(start, estimate(start));
  let settled = 0;
  while (heap.size) {
    const v = heap.pop();
    if (closed[v] === round) continue;
    closed[v] = round;
    settled++;
    if (v === goal) break;
    const dv = dist[v]!;
    for (let k = adjStart[v]!; k < adjStart[v + 1]!; k++) {
      const w = adjNode[k]!;
      if (closed[w] === round) continue;
      const c = edgeCost(graph, adjEdge[k]!, opts);
      if (c === Infinity) continue;
      const d = dv + c;
      if (stamp[w] !== round || d < dist[w]!) {
        stamp[w] = round;
        dist[w] = d;
        prevEdge[w] = adjEdge[k]!;
        heap.push(w, d + estimate(w));
      }
    }
  }
  if (closed[goal] !== round) return undefined;
  const nodes = [goal];
  const edges: number[] = [];
  for (let v = goal; v !== start;) {
    const e = prevEdge[v]!;
    edges.push(e);
    v = graph.data.from[e] === v ? graph.data.to[e]! : graph.data.from[e]!;
    nodes.push(v);
  }
  return { nodes: nodes.reverse(), edges: edges.reverse(), cost: dist[goal]!, settled };
}

/**
 * A* with the straight-line distance on Macao's plane, scaled a little under (PLANE_SAFETY) so it never exceeds
 * the great-circle length of any way: the route stays the shortest, and the estimate costs one square root.
 */
export function aStar(graph: WalkGraph, start: number, goal: number, opts: CostOptions = {}): PathResult | undefined {
  const { x, y } = graph;
  const gx = x[goal]!;
  const gy = y[goal]!;
  return search(graph, start, goal, opts, (v) => PLANE_SAFETY * Math.hypot(x[v]! - gx, y[v]! - gy));
}

/** Dijkstra: no estimate at all. */
export function dijkstra(graph: WalkGraph, start: number, goal: number, opts: CostOptions = {}): PathResult | undefined {
  return search(graph, start, goal, opts, () => 0);
}
