// A walk between two places on the graph: where each end joins the network, the path, its turn list, what is
// known about its accessibility, and transit for long or impossible walks. Pure: the browser's worker runs it.
import { EDGE_KERB, EDGE_STEEP, EDGE_STEPS, EDGE_UNKNOWN_ACCESS } from './format';
import { type WalkGraph, metres } from './graph';
import { aStar, edgeCost } from './search';
import { turnSteps, type TurnStep } from './turns';
import { transitBetween, type TransitSuggestion } from './transit';

export interface WalkPlace {
  lon: number;
  lat: number;
  /** The barrier-free guide's accessible entrance, used instead of the place's position when step-free. */
  stepFreeEntrance?: { lon: number; lat: number } | undefined;
}

export interface RouteOptions {
  stepFree?: boolean;
}

/** Walking pace for the time shown: 4.5 km/h (75 m a minute), a visitor's pace in old streets. */
export const WALK_METRES_PER_MINUTE = 75;
/** Over this, the answer also suggests buses and the LRT. */
export const LONG_WALK_MINUTES = 30;
/** A place farther than this from any walkable way is not routed from or to. */
export const MAX_SNAP_METRES = 500;

export type RouteStatus =
  /** A walk was found. */
  | 'ok'
  /** The two ends are on parts of Macao no footpath joins (the peninsula and the islands): only transit links them. */
  | 'no-walk'
  /** With steps avoided, no way is known. */
  | 'no-step-free'
  /** An end is too far from any walkable way. */
  | 'off-network';

export interface WalkRoute {
  status: RouteStatus;
  /** The line to draw, from the start place through the network to the end place. */
  line: [number, number][];
  metres: number;
  minutes: number;
  steps: TurnStep[];
  /** Each step's street as [zh, pt] (['', ''] for a footpath without a name). */
  streets: [string, string][];
  /** Metres of the route whose pavement accessibility the data does not know. */
  unknownMetres: number;
  /** Metres of slopes on the route. */
  steepMetres: number;
  /** Flights of steps on the route (always 0 when step-free). */
  stepsCount: number;
  /** Whether the step-free entrance of the destination was used. */
  usedEntrance: boolean;
  transit: TransitSuggestion | undefined;
}

function hasStepFreeEdge(g: WalkGraph, v: number): boolean {
  for (let k = g.adjStart[v]!; k < g.adjStart[v + 1]!; k++) if (edgeCost(g, g.adjEdge[k]!, { stepFree: true }) !== Infinity) return true;
  return false;
}

const empty = (status: RouteStatus, transit?: TransitSuggestion): WalkRoute => ({
  status,
  line: [],
  metres: 0,
  minutes: 0,
  steps: [],
  streets: [],
  unknownMetres: 0,
  steepMetres: 0,
  stepsCount: 0,
  usedEntrance: false,
  transit,
});

export function routeOnGraph(g: WalkGraph, from: WalkPlace, to: WalkPlace, opts: RouteOptions = {}): WalkRoute {
  const stepFree = opts.stepFree === true;
  const target = stepFree && to.stepFreeEntrance ? to.stepFreeEntrance : to;
  const start = stepFree && from.stepFreeEntrance ? from.stepFreeEntrance : from;
  const ok = stepFree ? (v: number) => hasStepFreeEdge(g, v) : undefined;
  const a = g.nearest(start.lon, start.lat, MAX_SNAP_METRES, ok);
  const b = g.nearest(target.lon, target.lat, MAX_SNAP_METRES, ok);
  const transit = () => transitBetween(g.data.transit, start, target);
  if (!a || !b) return empty('off-network');
  if (g.component[a.node] !== g.component[b.node]) return empty('no-walk', transit());
  const path = aStar(g, a.node, b.node, { stepFree });
  if (!path) return empty(stepFree ? 'no-step-free' : 'no-walk', transit());
  const line: [number, number][] = [[start.lon, start.lat], ...path.nodes.map((v): [number, number] => [g.lonOf(v), g.latOf(v)]), [target.lon, target.lat]];
  let walked = a.metres + b.metres;
  let unknownMetres = 0;
  let steepMetres = 0;
  let stepsCount = 0;
  let onSteps = false;
  for (const e of path.edges) {
    const len = g.data.length[e]!;
    const f = g.data.flags[e]!;
    walked += len;
    if (f & (EDGE_UNKNOWN_ACCESS | EDGE_KERB)) unknownMetres += len;
    if (f & EDGE_STEEP) steepMetres += len;
    if (f & EDGE_STEPS && !onSteps) stepsCount++;
    onSteps = (f & EDGE_STEPS) !== 0;
  }
  // The ends' way to and from the network is not in the data either.
  unknownMetres += a.metres + b.metres;
  const minutes = Math.max(1, Math.round(walked / WALK_METRES_PER_MINUTE));
  const steps = turnSteps(g, path.nodes, path.edges);
  return {
    status: 'ok',
    line,
    metres: walked,
    minutes,
    steps,
    streets: steps.map((s) => g.data.names[s.name] ?? ['', '']),
    unknownMetres,
    steepMetres,
    stepsCount,
    usedEntrance: stepFree && !!to.stepFreeEntrance,
    transit: minutes > LONG_WALK_MINUTES ? transit() : undefined,
  };
}

/** Straight-line metres between two places (for the lists that show how far a place is). */
export function straightMetres(a: WalkPlace, b: WalkPlace): number {
  return metres(a.lon, a.lat, b.lon, b.lat);
}
