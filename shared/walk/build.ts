// Pure steps of the walking graph's build (issue 33): which ways a pedestrian may use, merging the two OSM
// layers, closing junction gaps and dropping islands of the network. scripts/walk/build-graph.ts reads the files.
import { COORD_SCALE, EDGE_SNAPPED, EDGE_STEEP, EDGE_STEPS, EDGE_UNKNOWN_ACCESS, type TransitData, type WalkGraphData } from './format';
import { WalkGraph, metres } from './graph';

export interface WayInput {
  coords: [number, number][];
  highway: string;
  /** All highway values when OSMnx merged several ways ("steps;residential"). */
  highwayAll?: string;
  zh?: string | null;
  pt?: string | null;
  access?: string | null;
  /** walk: the peninsula's pedestrian network (footways, steps); road: the drivable named roads of the SAR. */
  source: 'walk' | 'road';
}

/** Junction gaps left by the walk network's cleaning (SOURCES.md) are closed within this distance. */
export const SNAP_METRES = 12;
/** A piece of network this close to a bigger one is joined to it (a crossing the data lacks), flagged as unknown. */
export const BRIDGE_GAP_METRES = 30;
/** Smaller pieces of network are dropped (car-park ramps, fragments cut at the data's edges). */
export const MIN_COMPONENT_NODES = 40;
/** The walk network spills into Zhuhai north of the border gate: nothing north of this is Macao. */
export const NORTH_LIMIT_LAT = 22.217;

const NO_WALK_HIGHWAYS = new Set(['motorway', 'motorway_link', 'trunk', 'trunk_link', 'construction', 'proposed', 'raceway']);
/**
 * Ways pedestrians may not use, by the names Macao gives them: the sea bridges (大橋), the bridges' lower decks and
 * motorcycle lanes, vehicle tunnels (隧道) and flyovers (行車天橋), the UM border link bridge. The walk network's own
 * tunnels (underpasses for people) are kept: OSMnx's walk filter already excluded the ones people may not use.
 */
const NO_WALK_ZH = /大橋|下層|電單車專道|行車天橋|通道橋/;
const VEHICLE_TUNNEL_ZH = /隧道$/;
const STEEP_NAME = /斜巷|斜坡|Calçada|Rampa/i;

export function pedestrianMayUse(w: WayInput): boolean {
  if (NO_WALK_HIGHWAYS.has(w.highway)) return false;
  if (w.access === 'no' || w.access === 'private') return false;
  const zh = w.zh ?? '';
  if (NO_WALK_ZH.test(zh)) return false;
  if (w.source === 'road' && VEHICLE_TUNNEL_ZH.test(zh)) return false;
  return true;
}

export function wayFlags(w: WayInput): number {
  let f = 0;
  if (w.highway === 'steps' || (w.highwayAll ?? '').split(';').includes('steps')) f |= EDGE_STEPS;
  if (STEEP_NAME.test(`${w.zh ?? ''} ${w.pt ?? ''}`)) f |= EDGE_STEEP;
  if (w.source === 'road') f |= EDGE_UNKNOWN_ACCESS;
  return f;
}

export interface BuildStats {
  waysIn: number;
  waysKept: number;
  nodes: number;
  edges: number;
  snapped: number;
  droppedComponents: number;
  droppedNodes: number;
  components: number[];
  stepsEdges: number;
  steepEdges: number;
}

/** Merges the ways into one graph: shared vertices (to 1e-6 degree) join, duplicate edges keep the walk layer's facts. */
export function buildWalkGraph(ways: WayInput[], transit: TransitData): { graph: WalkGraphData; stats: BuildStats } {
  const nodeIndex = new Map<string, number>();
  const lons: number[] = [];
  const lats: number[] = [];
  const node = ([lon, lat]: [number, number]): number => {
    const key = `${Math.round(lon * 1e6)},${Math.round(lat * 1e6)}`;
    let i = nodeIndex.get(key);
    if (i === undefined) {
      i = lons.length;
      nodeIndex.set(key, i);
      lons.push(lon);
      lats.push(lat);
    }
    return i;
  };
  const nameIds = new Map<string, number>([['\u0000', 0]]);
  const names: [string, string][] = [['', '']];
  const nameId = (zh: string, pt: string): number => {
    if (!zh && !pt) return 0;
    const key = `${zh}\u0000${pt}`;
    let i = nameIds.get(key);
    if (i === undefined) {
      i = names.length;
      nameIds.set(key, i);
      names.push([zh, pt]);
    }
    return i;
  };
  interface E {
    a: number;
    b: number;
    len: number;
    flags: number;
    name: number;
  }
  const edges = new Map<string, E>();
  let waysKept = 0;
  for (const w of ways) {
    if (!pedestrianMayUse(w)) continue;
    if (w.coords.some(([, lat]) => lat > NORTH_LIMIT_LAT)) continue;
    waysKept++;
    const flags = wayFlags(w);
    const name = nameId((w.zh ?? '').trim(), (w.pt ?? '').trim());
    for (let k = 1; k < w.coords.length; k++) {
      const a = node(w.coords[k - 1]!);
      const b = node(w.coords[k]!);
      if (a === b) continue;
      const key = a < b ? `${a}-${b}` : `${b}-${a}`;
      const had = edges.get(key);
      // The walk layer knows steps and footways; the road layer only that cars use it.
      if (had && !(w.source === 'walk' && had.flags & EDGE_UNKNOWN_ACCESS)) continue;
      const len = metres(lons[a]!, lats[a]!, lons[b]!, lats[b]!);
      edges.set(key, { a, b, len, flags: had ? flags | (had.flags & ~EDGE_UNKNOWN_ACCESS) : flags, name: name || (had?.name ?? 0) });
    }
  }
  // Close junction gaps: a dead end within SNAP_METRES of another node joins it.
  const degree = new Uint32Array(lons.length);
  for (const e of edges.values()) {
    degree[e.a]!++;
    degree[e.b]!++;
  }
  const draft = new WalkGraph(toData(lons, lats, [...edges.values()], names, transit));
  let snapped = 0;
  for (let v = 0; v < lons.length; v++) {
    if (degree[v] !== 1) continue;
    const near = draft.nearest(lons[v]!, lats[v]!, SNAP_METRES, (u) => u !== v && !isNeighbour(draft, v, u));
    if (!near) continue;
    const key = v < near.node ? `${v}-${near.node}` : `${near.node}-${v}`;
    if (edges.has(key)) continue;
    edges.set(key, { a: v, b: near.node, len: near.metres, flags: EDGE_SNAPPED, name: 0 });
    snapped++;
  }
  // Pieces cut off where the data lacks a crossing (a flyover's foot, a new district's first streets) join a
  // bigger piece at their closest pair of nodes within BRIDGE_GAP_METRES, one link per pair of pieces.
  const pieces = new WalkGraph(toData(lons, lats, [...edges.values()], names, transit));
  const linked = new Set<string>();
  for (let v = 0; v < lons.length; v++) {
    const cv = pieces.component[v]!;
    if (cv < 2) continue;
    const near = pieces.nearest(lons[v]!, lats[v]!, BRIDGE_GAP_METRES, (u) => pieces.component[u]! < cv);
    if (!near) continue;
    const pair = `${cv}-${pieces.component[near.node]}`;
    if (linked.has(pair)) continue;
    linked.add(pair);
    edges.set(`${Math.min(v, near.node)}-${Math.max(v, near.node)}`, {
      a: v,
      b: near.node,
      len: near.metres,
      flags: EDGE_SNAPPED | EDGE_UNKNOWN_ACCESS,
      name: 0,
    });
    snapped++;
  }
  // Drop fragments: keep the nodes of components big enough to be the street network.
  const joined = new WalkGraph(toData(lons, lats, [...edges.values()], names, transit));
  const keepComponent = joined.componentSize.map((s) => s >= MIN_COMPONENT_NODES);
  const newIndex = new Int32Array(lons.length).fill(-1);
  const keptLon: number[] = [];
  const keptLat: number[] = [];
  for (let v = 0; v < lons.length; v++) {
    if (!keepComponent[joined.component[v]!]) continue;
    newIndex[v] = keptLon.length;
    keptLon.push(lons[v]!);
    keptLat.push(lats[v]!);
  }
  const keptEdges = [...edges.values()].filter((e) => newIndex[e.a]! >= 0).map((e) => ({ ...e, a: newIndex[e.a]!, b: newIndex[e.b]! }));
  const graph = toData(keptLon, keptLat, keptEdges, names, transit);
  const final = new WalkGraph(graph);
  return {
    graph,
    stats: {
      waysIn: ways.length,
      waysKept,
      nodes: keptLon.length,
      edges: keptEdges.length,
      snapped,
      droppedComponents: keepComponent.filter((k) => !k).length,
      droppedNodes: lons.length - keptLon.length,
      components: final.componentSize,
      stepsEdges: keptEdges.filter((e) => e.flags & EDGE_STEPS).length,
      steepEdges: keptEdges.filter((e) => e.flags & EDGE_STEEP).length,
    },
  };
}

function isNeighbour(g: WalkGraph, v: number, u: number): boolean {
  for (let k = g.adjStart[v]!; k < g.adjStart[v + 1]!; k++) if (g.adjNode[k] === u) return true;
  return false;
}

function toData(
  lons: number[],
  lats: number[],
  edges: { a: number; b: number; len: number; flags: number; name: number }[],
  names: [string, string][],
  transit: TransitData,
): WalkGraphData {
  const lon = Int32Array.from(lons, (x) => Math.round(x * COORD_SCALE));
  const lat = Int32Array.from(lats, (x) => Math.round(x * COORD_SCALE));
  // Lengths from the stored (rounded) positions, so A*'s straight-line estimate never exceeds an edge.
  const len = (e: { a: number; b: number }) => metres(lon[e.a]! / COORD_SCALE, lat[e.a]! / COORD_SCALE, lon[e.b]! / COORD_SCALE, lat[e.b]! / COORD_SCALE);
  return {
    lon,
    lat,
    from: Uint32Array.from(edges, (e) => e.a),
    to: Uint32Array.from(edges, (e) => e.b),
    length: Float32Array.from(edges, len),
    flags: Uint8Array.from(edges, (e) => e.flags),
    name: Uint16Array.from(edges, (e) => e.name),
    names,
    transit,
  };
}
