// The short turn list of a walk: the path's edges grouped by street, each leg with the turn that starts it.
import { EDGE_STEEP, EDGE_STEPS } from './format';
import type { WalkGraph } from './graph';

export type TurnDirection = 'straight' | 'slight-left' | 'left' | 'sharp-left' | 'slight-right' | 'right' | 'sharp-right';

export interface TurnStep {
  /** 'depart' for the first leg, 'turn' afterwards. */
  kind: 'depart' | 'turn';
  direction: TurnDirection;
  /** Index into the graph's name table; 0 = an unnamed path or crossing. */
  name: number;
  metres: number;
  steps: boolean;
  steep: boolean;
}

/** Unnamed pieces shorter than this (a crossing, a snapped gap) are folded into the legs around them. */
const MINOR_METRES = 40;

function bearing(g: WalkGraph, a: number, b: number): number {
  const la1 = (g.latOf(a) * Math.PI) / 180;
  const la2 = (g.latOf(b) * Math.PI) / 180;
  const dl = ((g.lonOf(b) - g.lonOf(a)) * Math.PI) / 180;
  const y = Math.sin(dl) * Math.cos(la2);
  const x = Math.cos(la1) * Math.sin(la2) - Math.sin(la1) * Math.cos(la2) * Math.cos(dl);
  return (Math.atan2(y, x) * 180) / Math.PI;
}

/** Turn from one heading to another, in degrees: positive is to the right. */
export function turnDirection(fromBearing: number, toBearing: number): TurnDirection {
  const d = ((toBearing - fromBearing + 540) % 360) - 180;
  const a = Math.abs(d);
  if (a < 25) return 'straight';
  const side = d > 0 ? 'right' : 'left';
  if (a < 60) return `slight-${side}`;
  if (a < 140) return side;
  return `sharp-${side}`;
}

export function turnSteps(g: WalkGraph, nodes: number[], edges: number[]): TurnStep[] {
  interface Leg {
    name: number;
    metres: number;
    first: number;
    last: number;
    steps: boolean;
    steep: boolean;
  }
  const legs: Leg[] = [];
  edges.forEach((e, i) => {
    const name = g.data.name[e]!;
    const f = g.data.flags[e]!;
    const prev = legs.at(-1);
    if (prev && prev.name === name) {
      prev.metres += g.data.length[e]!;
      prev.last = i;
      prev.steps ||= (f & EDGE_STEPS) !== 0;
      prev.steep ||= (f & EDGE_STEEP) !== 0;
    } else legs.push({ name, metres: g.data.length[e]!, first: i, last: i, steps: (f & EDGE_STEPS) !== 0, steep: (f & EDGE_STEEP) !== 0 });
  });
  // Fold short unnamed pieces into the leg before (or after, at the start), then merge equal neighbours again.
  const folded: Leg[] = [];
  for (const leg of legs) {
    const prev = folded.at(-1);
    if (prev && leg.name === 0 && leg.metres < MINOR_METRES && !leg.steps) {
      prev.metres += leg.metres;
      prev.last = leg.last;
    } else if (prev && (prev.name === leg.name || (prev.name === 0 && prev.metres < MINOR_METRES && !prev.steps))) {
      prev.metres += leg.metres;
      prev.last = leg.last;
      prev.name = leg.name;
      prev.steps ||= leg.steps;
      prev.steep ||= leg.steep;
    } else folded.push({ ...leg });
  }
  return folded.map((leg, i) => {
    let direction: TurnDirection = 'straight';
    if (i > 0) {
      const before = folded[i - 1]!.last;
      const inB = bearing(g, nodes[before]!, nodes[before + 1]!);
      const outB = bearing(g, nodes[leg.first]!, nodes[leg.first + 1]!);
      direction = turnDirection(inB, outB);
    }
    return { kind: i === 0 ? 'depart' : 'turn', direction, name: leg.name, metres: leg.metres, steps: leg.steps, steep: leg.steep };
  });
}
